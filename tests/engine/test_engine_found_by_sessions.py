"""Engine bugs the random sessions found (tests/arbiter/test_property_sessions.py), each
named after the rule it broke; the "actual:" comments say what the engine did before."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.variant import Variant

CALL, FOLD, ALL_IN = ActionKind.CALL, ActionKind.FOLD, ActionKind.ALL_IN


def dealt(stacks: dict[int, int], **options: Any) -> Hand:
    config = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in stacks.items()),
                         button=1, small_blind=5, big_blind=10, **options)
    h = Hand(config, rng=random.Random(0))
    h.shuffle()
    for kind in ("small", "big"):
        seat = h.blind_seat(kind)
        assert seat is not None
        h.post(seat, kind)
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def run_out(h: Hand) -> None:
    """The board to the river, nobody left to bet (one player all in, one with chips)."""
    h.collect()
    for street, n in ((Street.FLOP, 3), (Street.TURN, 1), (Street.RIVER, 1)):
        h.burn()
        h.turn_board(n)
        h.start_round(street)
        assert h.to_act() is None


def test_hilo_split_a_half_pushed_to_an_all_in_player_reopens_no_betting() -> None:
    h = dealt({1: 1000, 2: 30, 3: 1000}, variant=Variant.OMAHA_HILO, game=Game.POT_LIMIT)
    for d in (Decision(1, CALL), Decision(2, ALL_IN), Decision(3, FOLD), Decision(1, CALL)):
        h.act(d)
    run_out(h)
    h.push_half(0, "high", [2])  # the all-in player has chips again
    assert h.stacks[2] > 0
    assert h.to_act() is None  # actual: seat 1 to act on the river, a bet after the push
    h.push_half(0, "low", [1])
    h.check_invariants()



def test_award_wrong_push_a_pot_pushed_by_halves_is_not_repushed_whole() -> None:
    """A hi-lo pot pushed half by half has no whole push to take back: `repush` is refused,
    where it used to give the new seats the pot with nothing taken back (chips made; found
    by the replay walk of tests/engine/test_engine_trios.py)."""
    h = dealt({1: 1000, 2: 30, 3: 1000}, variant=Variant.OMAHA_HILO, game=Game.POT_LIMIT)
    for d in (Decision(1, CALL), Decision(2, ALL_IN), Decision(3, FOLD), Decision(1, CALL)):
        h.act(d)
    run_out(h)
    h.push_half(0, "high", [2])
    h.push_half(0, "low", [1])
    assert not h.can_repush(0, [3])
    with pytest.raises(InvalidOperation, match="pushed by halves"):
        h.repush(0, [3])
    h.check_invariants()
