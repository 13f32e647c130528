"""The one next-hand path (arbiter/seating.py): a drill's next hand and free deal's."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup
from dealer_trainer.arbiter.arbiter import InvalidOperation
from dealer_trainer.arbiter.seating import next_hand_config
from dealer_trainer.engine.config import BlindLevel, SeatConfig, TableConfig

BASE = TableConfig(
    seats=(SeatConfig(1, "a", 100), SeatConfig(4, "b", 100), SeatConfig(7, "c", 100)),
    button=1, small_blind=5, big_blind=10, tournament=True,
    schedule=(BlindLevel(1, 5, 10), BlindLevel(3, 10, 20)),
)


def test_button_move_the_next_hand_passes_the_seat_of_a_player_who_busted() -> None:
    table = next_hand_config(BASE, {1: 150, 4: 0, 7: 150}, 4, 2)
    assert [s.seat for s in table.seats] == [1, 7] and table.button == 7
    assert [s.stack for s in table.seats] == [150, 150]


def test_button_move_in_free_deal_a_busted_player_buys_in_again_and_keeps_his_seat() -> None:
    table = next_hand_config(BASE, {1: 150, 4: 0, 7: 150}, 4, 2, rebuy=1000)
    assert [(s.seat, s.stack) for s in table.seats] == [(1, 150), (4, 1000), (7, 150)]
    assert table.button == 4


def test_blinds_schedule_the_next_hand_takes_its_level() -> None:
    stacks = {1: 100, 4: 100, 7: 100}
    assert (next_hand_config(BASE, stacks, 4, 2).big_blind,
            next_hand_config(BASE, stacks, 7, 3).big_blind) == (10, 20)


def _play_out(arb: Arbiter) -> None:
    while not arb.is_complete:
        arb.apply(arb.expected()[0])


def test_button_move_free_deal_deals_the_next_hand_in_the_same_arbiter() -> None:
    seats = (SeatConfig(1, "a", 1000), SeatConfig(4, "b", 10), SeatConfig(7, "c", 1000))
    config = TableConfig(seats=seats, button=1, small_blind=5, big_blind=10)
    arb = Arbiter(DrillSetup(config=config, seed=5, rebuy=True))
    with pytest.raises(InvalidOperation):
        arb.next_hand()  # the hand is not over
    _play_out(arb)
    stacks = {int(s): v for s, v in arb.result()["final"]["stacks"].items()}  # type: ignore[index]
    button = arb.hand.button
    assert button == 4
    arb.next_hand()
    # stacks carried over, a busted player bought in again for 100 big blinds
    assert {s.seat: s.stack for s in arb.config.seats} == {
        s: v or 1000 for s, v in stacks.items()
    }
    assert arb.config.button == button and not arb.complete
    assert arb.steps == [] and arb.result()["hands_played"] == 0  # scored on its own
    _play_out(arb)
    assert arb.result()["passed"] is True and arb.hand_number == 2
