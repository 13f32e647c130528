"""The irregularities are one class per file, registered in one list (issue 11): every
scheduled mistake kind has an irregularity that answers it, every rule one opens is a rule
of RULES.md, and the steps, the arbiter and the diagnosis name none of them."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from dealer_trainer.arbiter import MistakeKind
from dealer_trainer.arbiter.irregularities import REGISTRY
from dealer_trainer.arbiter.irregularities.base import Irregularity
from dealer_trainer.arbiter.rules import ALL_RULES

ARBITER = Path(__file__).resolve().parents[2] / "dealer_trainer" / "arbiter"


def test_every_mistake_kind_is_answered_by_a_registered_irregularity() -> None:
    answered = {k for irr in REGISTRY for k in irr.kinds}
    assert answered == set(MistakeKind)
    drawn = {k for irr in REGISTRY for k in irr.draws}
    assert drawn <= answered


def test_each_irregularity_opens_rules_of_its_own_that_rules_md_names() -> None:
    rules = [r for irr in REGISTRY for r in irr.rules]
    assert len(rules) == len(set(rules))
    # a dealer error, a wrong push (RULES.md names it among the awards), or a player's action
    # to rule on: the bet.* id of its ruling (CONTRACT.md); the wrong bring-in in stud; a hand
    # laid at the prior level (CONTRACT.md's `prior_level`: its irregularity is the level change);
    # a player raced out of the tournament (`raced_out`: the chip race's race.not_raced_out)
    assert all(
        (r.startswith(("error.", "bet.")) or r in (
            "award.wrong_push", "stud.wrong_bring_in", "tournament.level_change",
            "race.not_raced_out"))
        and r in ALL_RULES
        for r in rules
    )


def test_each_irregularity_is_one_class_in_a_file_of_its_own() -> None:
    files = [Path(inspect.getfile(type(irr))) for irr in REGISTRY]
    assert len(set(files)) == len(REGISTRY)
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        assert len(classes) == 1, path
    assert all(isinstance(irr, Irregularity) and irr.moments for irr in REGISTRY)


def test_the_steps_the_arbiter_and_the_diagnosis_name_no_irregularity() -> None:
    names = {type(irr).__name__ for irr in REGISTRY}
    modules = {Path(inspect.getfile(type(irr))).stem for irr in REGISTRY}
    for path in ("steps.py", "arbiter.py", "diagnose.py", "procedure.py", "refused.py",
                 "out_of_place.py"):
        text = (ARBITER / path).read_text(encoding="utf-8")
        for word in names | modules:
            assert word not in text, (path, word)


def test_a_mistakes_keys_are_its_irregularitys_own() -> None:
    """The validator's table of each kind's keys is made from the irregularities (issue 24:
    no second list to keep by hand): a key one declares is taken, one it does not is named."""
    from dealer_trainer.arbiter.irregularities import mistake_params
    from dealer_trainer.scenarios.checks import MISTAKE_PARAMS

    table = mistake_params()
    assert list(table) == list(MistakeKind)  # every kind, in the enum's order
    for irr in REGISTRY:
        for kind in irr.kinds:
            assert set(irr.params) <= set(table[kind]) and table[kind][-1] == "hand"
    assert MISTAKE_PARAMS == {k.value: v for k, v in table.items()}


def test_the_schemas_mistake_kinds_are_the_registrys() -> None:
    """The schema the validator uses lists the kinds the irregularities answer, and so does
    the shipped file an editor reads (scenarios/scenario.schema.json)."""
    import json

    from dealer_trainer.resources import scenario_schema_file
    from dealer_trainer.scenarios.schema import scenario_schema

    def kinds(schema: dict) -> list[str]:
        return schema["$defs"]["mistake"]["properties"]["kind"]["enum"]

    answered = [k.value for k in MistakeKind if any(k in irr.kinds for irr in REGISTRY)]
    assert kinds(scenario_schema()) == answered
    shipped = json.loads(scenario_schema_file().read_text(encoding="utf-8"))
    assert kinds(shipped) == answered, "scenario.schema.json: list the registry's mistake kinds"
