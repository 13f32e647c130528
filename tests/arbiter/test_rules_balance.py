"""RULES.md "Missed blinds and new players": seat.balance. When the floor takes a player to
balance tables, the dealer sends the player to be big blind next (TDA 11-A) before the next
hand's first shuffle; his seat is empty for that hand, laid out by the table's method
(`button.dead` under roberts and tda in a tournament, `button.moving` under seeds). The
drill `balance-table-tournament`."""

from __future__ import annotations

import pytest
import tournament_drive as drive

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.preset import HouseRules

DRILL = "balance-table-tournament"
# after hand 1 (button 1, blinds 2 and 3) seat 4 leaves: hand 2's button, small, big
NEXT = {HouseRules.TDA: (2, 3, 5), HouseRules.ROBERTS: (2, 3, 5), HouseRules.SEEDS: (2, 3, 5)}


def played(house: HouseRules, steps: int) -> Arbiter:
    return drive.played(DRILL, house, steps)


@pytest.mark.parametrize("house", list(HouseRules))
def test_seat_balance_the_player_to_be_big_blind_next_is_sent_before_the_shuffle(
        house: HouseRules) -> None:
    arb = played(house, 9)  # hand 1 over, the button moved
    assert arb.expected() == (TraineeAction("move_player", seat=4),)
    for text in ("shuffle", "move_player: 5"):
        step = arb.apply(TraineeAction.parse(text if text == "shuffle" else {"move_player": 5}))
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "seat.balance")
    assert arb.apply(TraineeAction("move_player", seat=4)).outcome is Outcome.OK
    assert 4 not in arb.hand.occupied and arb.hand_number == 2
    p = arb.places
    assert (p.button, p.small, p.big) == NEXT[house]
    step = arb.apply(TraineeAction("move_player", seat=5))  # once only
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "seat.balance")


@pytest.mark.parametrize("house", list(HouseRules))
def test_seat_balance_the_drill_passes_and_the_move_is_in_the_log(house: HouseRules) -> None:
    arb = played(house, 99)
    assert arb.passed()
    hands = arb.result()["hands"]
    assert isinstance(hands, list) and 4 not in hands[1]["dealt_in"]
    events = [e for e in hands[1]["events"] if e.get("rule") == "seat.balance"]
    assert events and events[0]["action"] == "move_player: 4"


def test_seat_balance_a_drill_with_no_balancing_refuses_move_player_as_invalid() -> None:
    arb = drive.played("basic-deal", None, 0)
    assert arb.apply(TraineeAction("move_player", seat=1)).outcome is Outcome.INVALID
