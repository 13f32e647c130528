"""error.blind_wrong_seat (issue 27; RULES.md "Across hands", `blinds.big`): right after the
cut the dealer takes the big blind from a seat that does not owe it; before the deal the
chips go back (`void_hand`) and the blinds come from the right seats. The drill
`blind-wrong-seat`: button 1, small blind 3, big blind 5; the blind is taken from seat 6."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
DRILL = REPO / "scenarios" / "blind-wrong-seat.yaml"
SOLUTION = yaml.safe_load((REPO / "scenarios" / "solutions" / DRILL.name).read_text("utf-8"))


def after_cut(house: HouseRules) -> Arbiter:
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, config=replace(setup.config, house_rules=house)))
    assert arb.apply(TraineeAction("shuffle")).outcome is Outcome.OK
    assert arb.apply(TraineeAction("cut")).outcome is Outcome.OK
    return arb


@pytest.mark.parametrize("house", list(HouseRules))
def test_error_blind_wrong_seat_chips_back_then_the_right_seats_post(house: HouseRules) -> None:
    arb = after_cut(house)
    h = arb.hand
    assert arb.snapshot().open_irregularities == ("error.blind_wrong_seat",)
    assert h.contributed.get(6) == 10 and not h.contributed.get(5)  # Dimitri's chips are in
    assert [a.text() for a in arb.expected()][:1] == ["void_hand"]
    for wrong in ({"post": {"seat": 5, "blind": "big"}}, {"deal": 3}):
        step = copy.deepcopy(arb).apply(TraineeAction.parse(wrong))
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "error.blind_wrong_seat"), wrong
    assert arb.apply(TraineeAction("void_hand")).outcome is Outcome.OK
    assert arb.hand.stacks[6] == 1000 and not arb.open_corrections()
    for item in ("shuffle", "cut", {"post": {"seat": 3, "blind": "small"}},
                 {"post": {"seat": 5, "blind": "big"}}):
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK, item
    assert arb.hand.stacks[5] == 990 and arb.hand.stacks[6] == 1000


@pytest.mark.parametrize("house", list(HouseRules))
def test_error_blind_wrong_seat_drill_passes_and_the_mistake_is_corrected(
        house: HouseRules) -> None:
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, config=replace(setup.config, house_rules=house)))
    for item in SOLUTION:
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK, item
    result = arb.result()
    assert result["passed"] is True
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [  # type: ignore
        ("error.blind_wrong_seat", True)]


def test_error_blind_wrong_seat_not_voided_is_a_violation_in_the_result() -> None:
    arb = after_cut(HouseRules.ROBERTS)
    step = arb.apply(TraineeAction.parse({"post": {"seat": 3, "blind": "small"}}))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "error.blind_wrong_seat")
    assert step.message_key == "error.blind_wrong_seat.back"
