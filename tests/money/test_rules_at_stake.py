"""The rules a money step was judged on (issue 16): the step's `at_stake` names them, where
its kind alone does not say them (`pot.all_in` at a pull with the pots stated; a rake, a drop
rightly not taken at the push: `rake.no_flop_no_drop`), and the progress records count each
as tried, right or wrong. Played from the money drills' reference solutions, through the
store; the result's step only gains the key (CONTRACT.md "The result")."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.cli import main
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.progress import ProgressStore

ROOT = Path(__file__).resolve().parents[2]
SOLUTIONS = sorted((ROOT / "scenarios" / "solutions").glob("money-*.yaml"))
# CONTRACT.md's step keys, and those the arbiter added since: a step only gains keys
STEP_KEYS = {"n", "action", "kind", "outcome", "rule", "message", "expected", "floor", "fix",
             "seconds", "at_stake"}


def run(drill: str, actions: list) -> tuple[Arbiter, dict]:
    arb = Arbiter(load_drill(ROOT / "scenarios" / f"{drill}.yaml").setup)
    for a in actions:
        arb.apply(a)
    return arb, arb.result()


def stats_of(drill: str, script: Path, data: Path, capsys) -> dict:
    main(["drill", drill, "--script", str(script), "--json", "--data", str(data)])
    capsys.readouterr()
    with ProgressStore.open(data) as store:
        return {r.rule: (r.at_stake, r.failed) for r in store.stats("guest").rules}


@pytest.mark.parametrize("solution", SOLUTIONS, ids=lambda p: p.stem)
def test_every_rule_a_money_drill_noted_is_at_stake_in_the_records(solution: Path, tmp_path,
                                                                   capsys) -> None:
    drill = solution.stem
    _, result = run(drill, load_actions(solution))
    assert result["passed"] is True
    for step in result["steps"]:
        assert set(step) <= STEP_KEYS
        assert isinstance(step.get("at_stake", []), list)
    noted = {r for s in result["steps"] for r in s.get("at_stake", ())}
    assert noted  # every money drill judges a money step
    rules = stats_of(drill, solution, tmp_path, capsys)
    for rule in noted:
        assert rules[rule] == (1, 0), rule


@pytest.mark.parametrize("drill", ["money-side-pots", "money-side-pots-dead-money"])
def test_pot_all_in_the_pots_stated_right_are_at_stake_without_a_violation(drill, tmp_path,
                                                                          capsys) -> None:
    solution = ROOT / "scenarios" / "solutions" / f"{drill}.yaml"
    _, result = run(drill, load_actions(solution))
    stated = [s for s in result["steps"] if s["action"].startswith("collect: {pots:")]
    assert stated and all(s["at_stake"] == ["pot.all_in"] for s in stated)
    assert stats_of(drill, solution, tmp_path, capsys)["pot.all_in"] == (1, 0)


def test_pot_all_in_wrong_pots_are_at_stake_and_failed(tmp_path, capsys) -> None:
    solution = ROOT / "scenarios" / "solutions" / "money-side-pots.yaml"
    script = yaml.safe_load(solution.read_text(encoding="utf-8"))
    i = next(i for i, a in enumerate(script) if isinstance(a, dict) and "collect" in a)
    pots = script[i]["collect"]["pots"]
    wrong = [*script[:i], {"collect": {"pots": [pots[0] + 10, pots[1] - 10]}}, *script[i:]]
    path = tmp_path / "wrong.yaml"
    path.write_text(yaml.safe_dump(wrong), encoding="utf-8")
    _, result = run("money-side-pots", load_actions(path))
    bad = next(s for s in result["steps"] if s["outcome"] == "violation")
    assert (bad["rule"], bad["at_stake"]) == ("pot.all_in", ["pot.all_in"])
    assert stats_of("money-side-pots", path, tmp_path / "data", capsys)["pot.all_in"] == (1, 1)


def test_pot_all_in_a_bare_collect_that_builds_the_pots_puts_nothing_at_stake() -> None:
    solution = ROOT / "scenarios" / "solutions" / "money-side-pots.yaml"
    actions = [a if a.name != "collect" else type(a)("collect") for a in load_actions(solution)]
    arb, result = run("money-side-pots", actions)
    assert arb.setup.mode.value != "audition" and result["passed"] is True
    assert not any("at_stake" in s for s in result["steps"])


def test_rake_no_flop_no_drop_a_hand_without_a_flop_rightly_unraked_is_at_stake(tmp_path,
                                                                                capsys) -> None:
    solution = ROOT / "scenarios" / "solutions" / "money-rake-drop.yaml"
    arb, result = run("money-rake-drop", load_actions(solution))
    first_push = next(s for s in result["steps"] if s["action"].startswith("award"))
    assert first_push["at_stake"] == ["rake.no_flop_no_drop", "rake.jackpot_drop"]
    rules = stats_of("money-rake-drop", solution, tmp_path, capsys)
    assert rules["rake.no_flop_no_drop"] == (1, 0)


def test_rake_amount_a_push_before_the_rake_is_at_stake_and_failed() -> None:
    solution = ROOT / "scenarios" / "solutions" / "money-rake.yaml"
    actions = [a for a in load_actions(solution) if a.name != "rake"]
    _, result = run("money-rake", actions)
    early = next(s for s in result["steps"] if s["outcome"] == "violation")
    assert (early["rule"], early["at_stake"]) == ("rake.amount", ["rake.amount"])
    # the push taken after the rake where one was owed notes nothing more: the rake step did
    _, right = run("money-rake", load_actions(solution))
    pushes = [s for s in right["steps"] if s["action"].startswith("award")]
    assert pushes and all("at_stake" not in s for s in pushes)
    assert [s["at_stake"] for s in right["steps"] if s.get("kind") == "rake"] == [["rake.amount"]]


def test_a_refused_step_is_judged_on_nothing() -> None:
    solution = ROOT / "scenarios" / "solutions" / "money-rake.yaml"
    arb = Arbiter(load_drill(ROOT / "scenarios" / "money-rake.yaml").setup)
    step = arb.apply(load_actions(solution)[0].__class__("announce_pot", amount=5))
    assert step.outcome is Outcome.INVALID and step.at_stake == ()
