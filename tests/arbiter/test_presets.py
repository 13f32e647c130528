"""The house-rule presets as one table (engine/preset.py): a house of one's own is a row
derived from a preset, a rule reads the row's field, and no module asks which house it is."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest
from drive import CHECK_DOWN, apply, assert_passed, drill, finish, play

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.config import SeatConfig, TableConfig
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.preset import PRESETS, HouseRules, Preset

PKG = Path(__file__).resolve().parents[2] / "dealer_trainer"
OUR_ROOM = PRESETS[HouseRules.SEEDS].but(name="our-room", flop_burn_optional=True)
DEAL = ["shuffle", "cut", {"post": {"seat": 3, "blind": "small"}},
        {"post": {"seat": 4, "blind": "big"}}, "deal: 3", "deal: 4", "deal: 1",
        "deal: 3", "deal: 4", "deal: 1", "wait: round", "collect"]


def test_burn_before_each_street_a_house_may_leave_the_flop_burn_to_the_dealer() -> None:
    arb = drill(preset=OUR_ROOM, **CHECK_DOWN)
    play(arb, [*DEAL, "flop"])
    assert [s.outcome for s in arb.steps] == [Outcome.OK] * len(arb.steps)
    finish(arb)
    assert_passed(arb)


def test_burn_before_each_street_the_optional_burn_is_still_taken_and_offered() -> None:
    arb = drill(preset=OUR_ROOM, **CHECK_DOWN)
    play(arb, DEAL)
    assert [a.text() for a in arb.expected()] == ["burn"]  # the hint: burn, as a dealer would
    play(arb, ["burn", "flop"])
    finish(arb)
    assert_passed(arb)


def test_burn_before_each_street_only_the_flop_burn_is_left_to_the_dealer() -> None:
    arb = drill(preset=OUR_ROOM, **CHECK_DOWN)
    play(arb, [*DEAL, "flop", "wait: round", "collect"])
    apply(arb, "turn", "violation", "burn.before_each_street")


@pytest.mark.parametrize("house", list(HouseRules))
def test_burn_before_each_street_every_built_in_house_owes_the_flop_burn(
        house: HouseRules) -> None:
    assert PRESETS[house].optional_steps() == frozenset()
    arb = drill(house=house, **CHECK_DOWN)
    play(arb, DEAL)
    apply(arb, "flop", "violation", "burn.before_each_street")


def test_a_house_of_ones_own_keeps_every_other_rule_of_its_base() -> None:
    base = PRESETS[HouseRules.SEEDS]
    assert OUR_ROOM.base is HouseRules.SEEDS and OUR_ROOM.name == "our-room"
    assert OUR_ROOM.but(name="seeds", flop_burn_optional=False) == base


def test_a_house_names_only_the_fields_a_preset_has() -> None:
    with pytest.raises(ValueError, match="no field burn_twice"):
        PRESETS[HouseRules.TDA].but(burn_twice=True)


def test_a_table_and_its_house_agree_on_the_base_preset() -> None:
    seats = (SeatConfig(1, "Ana", 100), SeatConfig(2, "Bo", 100))
    with pytest.raises(EngineError, match="our-room"):
        TableConfig(seats=seats, button=1, small_blind=1, big_blind=2,
                    house_rules=HouseRules.TDA, house=OUR_ROOM)
    table = TableConfig(seats=seats, button=1, small_blind=1, big_blind=2)
    assert table.preset is PRESETS[HouseRules.SEEDS]


def test_each_built_in_row_is_its_own_base() -> None:
    for house, row in PRESETS.items():
        assert isinstance(row, Preset) and row.base is house and row.name == house.value


def _a_house(node: ast.AST) -> bool:
    """`HouseRules.TDA` or `"tda"`: one house named."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.value.id == "HouseRules"
    return isinstance(node, ast.Constant) and node.value in {h.value for h in HouseRules}


def _asking_which_house(tree: ast.AST) -> list[int]:
    """The lines that compare something with one house (`house is HouseRules.TDA`,
    `rules == "tda"`) or keep one house in a name of their own (`_TDA = HouseRules.TDA`),
    rather than reading the row's field, or keep one house's row at module level
    (`ROBERTS = PRESETS[HouseRules.ROBERTS]`, a default that picks a house for its callers).
    A field's default (`= HouseRules.SEEDS`) names the default house, and asks nothing."""
    lines = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Compare) and any(map(_a_house, (n.left, *n.comparators))):
            lines.append(n.lineno)
        elif isinstance(n, ast.Assign) and _a_house(n.value):
            lines.append(n.lineno)
    body = tree.body if isinstance(tree, ast.Module) else []
    lines += [n.lineno for n in body if isinstance(n, ast.Assign | ast.AnnAssign)
              and isinstance(n.value, ast.Subscript) and _a_house(n.value.slice)]
    return sorted(lines)


def test_no_module_asks_which_house_it_is_outside_the_preset_table() -> None:
    found = []
    for path in sorted(PKG.rglob("*.py")):
        if path == PKG / "engine" / "preset.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(PKG)}:{line}" for line in _asking_which_house(tree)]
    assert found == []


def test_the_house_test_finds_what_it_looks_for() -> None:
    caught = ast.parse('if h is HouseRules.TDA: pass\nif r == "tda": pass\n_T = HouseRules.TDA\n'
                       "ROBERTS = PRESETS[HouseRules.ROBERTS]\nR: Preset = PRESETS['roberts']")
    assert _asking_which_house(caught) == [1, 2, 3, 4, 5]
    fine = ast.parse("house: HouseRules = HouseRules.SEEDS\nif p.one_burn_per_street: pass\n"
                     "row = PRESETS[HouseRules(house)]\ndef f():\n    x = PRESETS[cfg.house]")
    assert _asking_which_house(fine) == []


def test_burn_before_each_street_a_library_drill_in_a_house_that_leaves_the_flop_burn() -> None:
    """basic-deal's own solution with the flop's burn dropped: the flop is right in such a
    house and the hand goes on to a pass, and a violation under the drill's own preset
    (what tests/drills/test_library.py reads from the row)."""
    from dealer_trainer.scenarios.loader import load_scenario
    from dealer_trainer.scenarios.script import load_script

    drills = PKG.parent / "scenarios"
    scenario = load_scenario(drills / "basic-deal.yaml")
    steps = [item.action for item in load_script(drills / "solutions" / "basic-deal.yaml")]
    burn = steps.index(TraineeAction("burn"))
    setup = scenario.setup
    ours = replace(setup, config=replace(setup.config, house=OUR_ROOM))
    for each, outcome in ((setup, Outcome.VIOLATION), (ours, Outcome.OK)):
        arb = Arbiter(each)
        for a in steps[:burn] + [steps[burn + 1]]:
            arb.apply(a)
        assert (arb.steps[-1].act, arb.steps[-1].outcome) == (steps[burn + 1], outcome)
    finish(arb)
    assert_passed(arb)


OUR_ROOM_YAML = """\
id: our-room
title: A house that leaves the flop burn to the dealer
level: 1
table:
  game: no-limit
  small_blind: 5
  big_blind: 10
  button: 1
  seats:
    1: {name: Ana, stack: 1000}
    3: {name: Bogdan, stack: 1000}
    4: {name: Chloe, stack: 1000}
players:
  preflop: [{seat: 1, action: call}, {seat: 3, action: call}, {seat: 4, action: check}]
house_rules: roberts
house: {name: our-room, flop_burn_optional: true, misdeal_pitches: [1]}
deck:
  seed: 101
"""


def test_burn_before_each_street_a_drills_own_house_is_read_from_its_file(tmp_path: Path) -> None:
    from dealer_trainer.scenarios.loader import load_scenario

    path = tmp_path / "our-room.yaml"
    path.write_text(OUR_ROOM_YAML, encoding="utf-8")
    setup = load_scenario(path).setup
    house = setup.config.preset
    assert (house.name, house.base, house.flop_burn_optional, house.misdeal_pitches) == (
        "our-room", HouseRules.ROBERTS, True, (1,))
    assert house.but(name="roberts", flop_burn_optional=False, misdeal_pitches=(1, 2)) == (
        PRESETS[HouseRules.ROBERTS])
    arb = Arbiter(setup)
    play(arb, [*DEAL, "flop"])
    finish(arb)
    assert_passed(arb)
    result = arb.result()
    assert (result["house_rules"], result["house"]) == ("roberts", "our-room")


@pytest.mark.parametrize(("line", "said"), [
    ("house: {name: x, flop_burn_optinal: true}", "unknown key 'flop_burn_optinal'"),
    ("house: {name: x, four_card_flop: shuffle}", "unknown value 'shuffle'; one of: redeal"),
    ("house: {flop_burn_optional: true}", "name"),
])
def test_a_drills_own_house_with_a_wrong_field_is_a_problem_at_its_line(
        tmp_path: Path, line: str, said: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(OUR_ROOM_YAML.replace(
        "house: {name: our-room, flop_burn_optional: true, misdeal_pitches: [1]}", line),
        encoding="utf-8")
    from dealer_trainer.scenarios.loader import ScenarioError, load_scenario

    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    line_of_house = OUR_ROOM_YAML.splitlines().index(next(
        x for x in OUR_ROOM_YAML.splitlines() if x.startswith("house:"))) + 1
    assert f"{path}:{line_of_house}:" in str(err.value) and said in str(err.value)


def test_the_schemas_house_is_the_preset_tables_fields() -> None:
    """The schema a drill is checked with has every field of the table, and the shipped file
    an editor reads says the same (scenarios/scenario.schema.json)."""
    import json

    from dealer_trainer.engine.preset import differences_schema
    from dealer_trainer.resources import scenario_schema_file
    from dealer_trainer.scenarios.schema import scenario_schema

    assert set(differences_schema()["properties"]) == {  # type: ignore[arg-type]
        "name", *(f for f in Preset.__dataclass_fields__ if f not in ("name", "base"))}
    assert scenario_schema()["$defs"]["house"] == differences_schema()
    shipped = json.loads(scenario_schema_file().read_text(encoding="utf-8"))
    assert shipped["$defs"]["house"] == differences_schema(), "scenario.schema.json: the house"
