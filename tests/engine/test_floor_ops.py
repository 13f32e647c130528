"""The engine's operations for a hand gone wrong: void_hand, a fouled deck and a push made
again (error.fouled_deck, error.button_position, award.wrong_push), each a trio and a frozen
record that replays."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine import ops
from dealer_trainer.engine.cards import FULL_DECK, Card
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import EngineError, InvalidOperation
from dealer_trainer.engine.hand import Hand


def hand(button: int = 1) -> Hand:
    config = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (1, 3, 4)),
                         button=button, small_blind=5, big_blind=10)
    return Hand(config, rng=random.Random(7))


def dealt(h: Hand) -> Hand:
    h.shuffle()
    h.cut(0)
    h.post(3, "small")
    h.post(4, "big")
    for s in (3, 4, 1, 3, 4, 1):
        h.pitch(s)
    h.start_round(Street.PREFLOP)
    h.act(Decision(1, ActionKind.RAISE, 30))
    h.act(Decision(3, ActionKind.CALL))
    return h


def test_error_fouled_deck_void_hand_gives_every_chip_back_and_a_complete_deck() -> None:
    h = dealt(hand())
    h.foul_deck(0, h.zones.hole[1][0].card)
    assert h.fouled_card() is not None
    h.check_invariants()  # the one card there twice
    op = h.void_hand()
    assert isinstance(op, ops.HandVoiding) and op.fresh
    assert dict(op.refunds) == {1: 30, 3: 30, 4: 10}
    assert h.stacks == {1: 1000, 3: 1000, 4: 1000} and not h.posted and not h.pots
    assert sorted(h.zones.stub) == sorted(FULL_DECK) and h.round is None
    assert h.fouled_card() is None
    h.check_invariants()
    again = Hand.replay(h.config, h.log)
    assert again.zones == h.zones and again.stacks == h.stacks


def test_error_fouled_deck_foul_refuses_what_would_not_foul_the_deck() -> None:
    h = dealt(hand())
    top = h.zones.stub[0]
    assert not h.can_foul_deck(0, top) and not h.can_foul_deck(99, Card.parse("As"))
    with pytest.raises(InvalidOperation):
        h.foul_deck(0, top)


def test_error_button_position_void_hand_keeps_the_deck_and_the_button_moves_the_blinds() -> None:
    h = hand()
    h.move_button(3)  # the disc on the wrong seat: the blinds follow it
    assert (h.pos.small, h.pos.big) == (4, 1)
    h.shuffle()
    h.post(4, "small")
    h.void_hand()
    assert h.stacks == {1: 1000, 3: 1000, 4: 1000} and len(h.zones.stub) == 52
    h.move_button(1)
    assert (h.pos.small, h.pos.big) == (3, 4)
    h.check_invariants()


def test_award_wrong_push_repush_moves_the_chips_to_the_right_seats() -> None:
    h = dealt(hand())
    h.act(Decision(4, ActionKind.FOLD))
    h.collect()
    h.push(0, (3,))  # the wrong seat
    assert not h.can_push(0, (1,)) and h.can_repush(0, (1,))
    op = h.repush(0, (1,))
    assert isinstance(op, ops.PushCorrecting) and op.taken == ((3, 70),)
    assert h.stacks == {1: 1040, 3: 970, 4: 990} and h.awarded[0] == (1,)
    h.check_invariants()
    again = Hand.replay(h.config, h.log)
    assert again.stacks == h.stacks and again.awarded == h.awarded


def test_award_wrong_push_carried_into_the_next_hand_moves_stacks_only() -> None:
    h = hand()
    h.repush_carried(0, ((3, 70),), ((1, 70),))
    assert h.stacks == {1: 1070, 3: 930, 4: 1000} and not h.awarded
    with pytest.raises(EngineError):
        h.repush_carried(0, ((3, 5000),), ((1, 5000),))
    with pytest.raises(EngineError):
        h.repush_carried(0, ((3, 70),), ((1, 60),))


def test_award_wrong_push_void_is_refused_once_a_pot_is_pushed() -> None:
    h = dealt(hand())
    h.act(Decision(4, ActionKind.FOLD))
    h.collect()
    h.push(0, (1,))
    assert not h.can_void_hand()
