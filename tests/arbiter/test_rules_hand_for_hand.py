"""RULES.md "Tournament levels": tournament.hand_for_hand. At a hand-for-hand table, once a
player is all in and called with no more betting possible, the dealer stops and calls the
floor before turning any hand or board card (TDA RP-8-F); then showdown.all_in_face_up as
usual. The drill `hand-for-hand-all-in`, in every preset (they do not differ here)."""

from __future__ import annotations

from pathlib import Path

import pytest
import tournament_drive as drive

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.preset import HouseRules

REPO = Path(__file__).resolve().parents[2]
DRILL = "hand-for-hand-all-in"


def played(house: HouseRules, steps: int, h4h: bool = True) -> Arbiter:
    return drive.played(DRILL, house, steps, hand_for_hand=h4h)


@pytest.mark.parametrize("house", list(HouseRules))
def test_tournament_hand_for_hand_no_card_turned_before_the_floor_is_called(
        house: HouseRules) -> None:
    arb = played(house, 7)  # the all-in called, the bets pulled in
    log = len(arb.hand.log)
    for text in ("showdown", "burn", "flop"):
        step = arb.apply(TraineeAction(text))
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "tournament.hand_for_hand")
    assert len(arb.hand.log) == log and not arb.hand.shown
    assert arb.expected() == (TraineeAction("call_floor"),)
    assert arb.apply(TraineeAction("call_floor")).outcome is Outcome.OK
    # the floor's word given: the all-in showdown as usual (required in a tournament)
    assert arb.expected()[0] == TraineeAction("showdown")


@pytest.mark.parametrize("house", list(HouseRules))
def test_tournament_hand_for_hand_the_drill_passes_and_a_table_not_hand_for_hand_goes_on(
        house: HouseRules) -> None:
    arb = played(house, 99)
    assert arb.passed()
    arb = played(house, 7, h4h=False)  # no hand for hand: the hands go face up at once
    assert arb.apply(TraineeAction("showdown")).outcome is Outcome.OK
    assert arb.apply(TraineeAction("call_floor")).outcome is Outcome.INVALID


def test_tournament_hand_for_hand_the_floor_may_be_called_before_the_bets_are_pulled_in() -> None:
    arb = played(HouseRules.TDA, 6)  # the all-in called, the bets still out
    assert arb.apply(TraineeAction("call_floor")).outcome is Outcome.OK
    assert arb.apply(TraineeAction("collect")).outcome is Outcome.OK
    assert arb.apply(TraineeAction("showdown")).outcome is Outcome.OK
