"""award.split at a table whose smallest chip is 5 (`table.chip: 5`): "odd chips are broken
down to the smallest unit in play" (RULES.md), so a pot of 25 split two ways goes 15 and 10,
the odd 5 to the first tied seat left of the button, never 13 and 12. The same chip rounds
the rake (rake.amount): one field, with or without a rake."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.rake import RakeRule
from dealer_trainer.scenarios.loader import Scenario, load_scenario
from dealer_trainer.scenarios.runner import run_drill
from dealer_trainer.scenarios.script import load_script

# Seats 1, 3, 4, button 1, blinds 5-10: seat 1 calls, the small blind folds (his 5 stays),
# the big blind checks; a royal flush on the board plays for seats 1 and 4: a pot of 25.
SCENARIO = """\
id: split-in-fives
title: A split pot at a table of 5s
level: 2
description: The smallest chip is 5.
table:
  game: no-limit
  small_blind: 5
  big_blind: 10
  button: 1
  chip: 5
  seats:
    1: {name: Ana, stack: 1000}
    3: {name: Bogdan, stack: 1000}
    4: {name: Chloe, stack: 1000}
deck:
  order: [2c, 7d, 3h, 9s, 3c, 4d, 5h, As, Ks, Qs, 6c, Js, 8d, Ts]
  seed: 1
players:
  preflop: [{seat: 1, action: call}, {seat: 3, action: fold}, {seat: 4, action: check}]
  flop: [{seat: 4, action: check}, {seat: 1, action: check}]
  turn: [{seat: 4, action: check}, {seat: 1, action: check}]
  river: [{seat: 4, action: check}, {seat: 1, action: check}]
"""

# the trainee's script, by the book: each street's round waits out, the board plays
BY_THE_BOOK = "\n".join([
    "- shuffle", "- cut", "- post: {seat: 3, blind: small}", "- post: {seat: 4, blind: big}",
    *(f"- deal: {seat}" for seat in (3, 4, 1, 3, 4, 1)),
    "- wait: round", "- collect",
    *(line for street in ("flop", "turn", "river") for line in
      ("- burn", f"- {street}", "- wait: round")),
    "- showdown", "- award: {pot: 0, to: [1, 4]}", "- move_button", "",
])


def scenario(tmp_path: Path, text: str = SCENARIO) -> Scenario:
    path = tmp_path / "drill.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenario(path)


def to_the_end(arb: Arbiter) -> None:
    for _ in range(200):
        if arb.is_complete:
            return
        step = arb.apply(arb.expected()[0])
        assert step.outcome in (Outcome.OK, Outcome.IRREGULARITY), step
    raise AssertionError("the drill did not end")


def test_award_split_a_pot_of_25_in_5s_goes_15_and_10(tmp_path: Path) -> None:
    """The black box: `drill` with the trainee's by-the-book script."""
    (tmp_path / "script.yaml").write_text(BY_THE_BOOK, encoding="utf-8")
    result = run_drill(scenario(tmp_path), load_script(tmp_path / "script.yaml"))
    assert result["passed"] is True, result["violations"]
    assert result["final"]["pots"] == [{"amount": 25, "eligible": [1, 4], "winners": [1, 4]}]
    # each put in 10: seat 4, first left of the button, takes 15, seat 1 10
    assert result["final"]["stacks"] == {"1": 1000, "3": 995, "4": 1005}


def test_award_split_a_wrong_push_is_corrected_to_the_split_in_5s(tmp_path: Path) -> None:
    text = SCENARIO + "mistakes:\n  - {kind: wrong_push, pot: 0, seat: 3}\n"
    arb = Arbiter(scenario(tmp_path, text).setup)
    to_the_end(arb)
    assert [i["rule"] for i in arb.result()["irregularities"]] == ["award.wrong_push"]
    assert arb.result()["final"]["stacks"] == {"1": 1000, "3": 995, "4": 1005}


def test_award_split_the_award_asked_for_names_both_and_pays_in_5s(tmp_path: Path) -> None:
    arb = Arbiter(scenario(tmp_path).setup)
    for _ in range(60):
        if arb.expected()[0].name == "award":
            break
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.expected()[0] == TraineeAction("award", pot=0, to=(1, 4))
    step = arb.apply(TraineeAction("award", pot=0, to=(1, 4)))
    assert step.outcome is Outcome.OK
    assert arb.hand.pushed_amounts(0) == ((1, 10), (4, 15))


def test_award_split_the_tables_chip_is_read_with_or_without_a_rake(tmp_path: Path) -> None:
    # before: `chip` was read only into the rake, so a table of 5s with no rake split in 1s
    assert scenario(tmp_path).setup.config.chip == 5
    raked = SCENARIO.replace("  chip: 5\n", "  chip: 5\n  rake: {percent: 10, cap: 50}\n")
    setup = scenario(tmp_path, raked).setup
    assert setup.config.chip == 5 and setup.rake is not None and setup.rake.chip == 5
    without = scenario(tmp_path, SCENARIO.replace("  chip: 5\n", "")).setup
    assert without.config.chip == 1


def test_award_split_a_rake_in_another_chip_than_the_tables_is_refused(tmp_path: Path) -> None:
    setup = scenario(tmp_path).setup
    with pytest.raises(EngineError, match="smallest chip"):
        replace(setup, rake=RakeRule(percent=Fraction(10), chip=1))


def test_award_split_a_wrong_push_found_in_the_next_hand_is_paid_back_in_5s(
    tmp_path: Path,
) -> None:
    # the split owed is worked out when the chips land wrong, and paid from it a hand later
    text = SCENARIO + "hands: 2\nmistakes:\n  - {kind: wrong_push, pot: 0, seat: 3}\n"
    arb = Arbiter(scenario(tmp_path, text).setup)
    for _ in range(60):
        step = arb.apply(arb.expected()[0])
        if step.outcome is Outcome.IRREGULARITY:
            break
        assert step.outcome is Outcome.OK, step
    assert arb.hand.stacks[3] == 995 + 25  # the pot landed in front of seat 3
    assert arb.apply(TraineeAction("move_button")).outcome is Outcome.OK
    assert arb.hand_number == 2
    again = arb.expected()[0]
    assert again == TraineeAction("award", pot=0, to=(1, 4))
    assert arb.apply(again).outcome is Outcome.OK
    assert {s: arb.hand.stacks[s] for s in (1, 3, 4)} == {1: 1000, 3: 995, 4: 1005}
