"""The board and the engine's part of the corrections: one test per rule id.

`burn.before_each_street`, `board.flop`, `board.turn`, `board.river`, and the card moves the
corrections are made of: `error.exposed_first_card`, `error.exposed_hole_card`,
`error.extra_card`, `error.misdeal`, `error.flop_redeal`, `error.premature_turn`,
`error.premature_river`. Which correction a mistake calls for, and when, is dealing
procedure (the arbiter's, as are `board.not_before_round_complete`, `error.two_exposed`,
`error.two_extra`, `error.flop_too_many` and `error.premature_flop`); here: that each move
puts the cards where the rule says, and every card stays in exactly one place.
"""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine import ops
from dealer_trainer.engine.cards import FULL_DECK
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand


def dealt(players: int = 3, seed: int = 0) -> Hand:
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", 1_000) for s in range(1, players + 1)), button=1,
        small_blind=5, big_blind=10,
    )
    h = Hand(config, rng=random.Random(seed))
    h.shuffle()
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def check_around(h: Hand) -> None:
    while (seat := h.to_act()) is not None:
        legal = h.legal()
        h.act(Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL))
    h.collect()


# --- burn.before_each_street / board.flop / board.turn / board.river ----------------------------


def test_burn_before_each_street_top_card_face_down_beside_the_board() -> None:
    h = dealt()
    top = h.zones.stub[0]
    op = h.burn()
    assert op == ops.CardBurning(top)
    assert h.zones.burns == [top] and top not in h.zones.stub and h.zones.board == []
    h.check_invariants()


def test_board_flop_three_cards_at_once() -> None:
    h = dealt()
    check_around(h)
    h.burn()
    top3 = h.zones.stub[:3]
    op = h.turn_board(3)
    assert isinstance(op, ops.BoardDealing) and list(op.cards) == top3
    assert h.zones.board == top3
    assert sum(isinstance(o, ops.BoardDealing) for o in h.log) == 1  # one move, not three


def test_board_turn_and_river_one_card_each_after_a_burn() -> None:
    h = dealt()
    check_around(h)
    order = list(h.zones.stub[:8])
    h.burn()
    h.turn_board(3)
    for street in (Street.FLOP, Street.TURN):
        h.start_round(street)
        check_around(h)
        h.burn()
        h.turn_board(1)
    assert h.zones.burns == [order[0], order[4], order[6]]
    assert h.zones.board == [order[1], order[2], order[3], order[5], order[7]]
    assert len(h.zones.stub) == 52 - 6 - 8
    h.check_invariants()


def test_board_needs_enough_cards_in_the_stub() -> None:
    h = dealt(players=10)  # 20 hole cards dealt, 32 left
    while len(h.zones.stub) > 2:
        h.burn()
    stub = list(h.zones.stub)
    with pytest.raises(InvalidOperation, match="empty"):
        h.turn_board(3)
    assert h.zones.stub == stub and h.zones.board == []
    h.turn_board(1)
    h.burn()
    with pytest.raises(InvalidOperation, match="empty"):
        h.burn()
    h.check_invariants()


# --- error.exposed_first_card / error.misdeal ---------------------------------------------------


def test_error_exposed_first_card_is_recorded_and_a_misdeal_gathers_everything() -> None:
    h = Hand(dealt().config, rng=random.Random(1))
    h.shuffle()
    h.post(2, "small")
    h.post(3, "big")
    first = h.deal_order()[0]
    op = h.pitch(first, exposed=True)
    assert isinstance(op, ops.HoleDealing) and op.exposed
    assert h.exposed_seats() == [first]
    h.gather_all()
    assert sorted(h.zones.stub) == sorted(FULL_DECK) and h.exposed_seats() == []
    assert h.bets == {1: 0, 2: 5, 3: 10} and h.button == 1  # blinds and button stay
    h.shuffle()
    h.cut()
    for seat in h.deal_order():
        h.pitch(seat)
    assert h.zones.hole_count() == 6
    h.check_invariants()


def test_error_misdeal_every_card_back_into_the_deck() -> None:
    h = dealt()
    check_around(h)
    h.burn()
    h.turn_board(3)
    h.start_round(Street.FLOP)
    h.act(Decision(2, ActionKind.CHECK))
    h.act(Decision(3, ActionKind.BET, 10))
    h.act(Decision(1, ActionKind.FOLD))  # cards in the muck too
    out = 52 - len(h.zones.stub)
    op = h.gather_all()
    assert isinstance(op, ops.Gathering) and len(op.cards) == out == 6 + 1 + 3
    assert len(h.zones.stub) == 52 and sorted(h.zones.stub) == sorted(FULL_DECK)
    z = h.zones
    assert z.hole_count() == 0 and not (z.burns or z.board or z.muck or z.set_aside)
    h.check_invariants()


# --- error.exposed_hole_card -------------------------------------------------------------------


def test_error_exposed_hole_card_replaced_by_the_top_card_and_burnt() -> None:
    h = Hand(dealt().config, rng=random.Random(2))
    h.shuffle()
    order = h.deal_order()
    for i, seat in enumerate(order):
        h.pitch(seat, exposed=(i == 4))  # the fifth card, to seat 3's second
    exposed_seat = order[4]
    exposed = h.zones.hole[exposed_seat][1].card
    top = h.zones.stub[0]
    op = h.replace_exposed(exposed_seat)
    assert op == ops.ExposedReplacing(exposed_seat, exposed, top)
    held = h.zones.hole[exposed_seat]
    assert [c.card for c in held][1] == top and not any(c.exposed for c in held)
    assert h.zones.burns == [exposed]  # it is the first burn
    with pytest.raises(InvalidOperation, match="no exposed card"):
        h.replace_exposed(exposed_seat)
    h.check_invariants()


# --- error.extra_card --------------------------------------------------------------------------


def test_error_extra_card_goes_back_and_is_the_next_burn() -> None:
    h = dealt()
    first = h.deal_order()[0]
    h.pitch(first)  # a third card to the first player dealt
    extra = h.zones.hole[first][2].card
    h.return_extra(first)
    assert len(h.zones.hole[first]) == 2 and h.zones.stub[0] == extra
    check_around(h)
    h.burn()
    assert h.zones.burns == [extra]
    with pytest.raises(InvalidOperation, match="no extra card"):
        h.return_extra(first)
    h.check_invariants()


# --- error.flop_redeal --------------------------------------------------------------------------


def test_error_flop_redeal_board_into_the_stub_burn_stays() -> None:
    h = dealt()
    check_around(h)
    h.burn()
    burn = list(h.zones.burns)
    h.turn_board(4)  # one card too many
    flop = list(h.zones.board)
    h.return_to_stub(["board"])
    assert h.zones.board == [] and set(flop) <= set(h.zones.stub)
    h.shuffle()
    h.cut()
    h.turn_board(3)  # no burn this time
    assert h.zones.burns == burn and len(h.zones.board) == 3
    h.check_invariants()


# --- error.premature_turn / error.premature_river ------------------------------------------------


@pytest.mark.parametrize("street", [Street.FLOP, Street.TURN])
def test_error_premature_card_set_aside_then_shuffled_back_without_burns(street: Street) -> None:
    h = dealt()
    check_around(h)
    h.burn()
    h.turn_board(3)
    if street is Street.TURN:
        h.start_round(Street.FLOP)
        check_around(h)
        h.burn()
        h.turn_board(1)
    h.start_round(street)
    h.burn()
    h.turn_board(1)  # exposed before the round is over
    early = h.zones.board[-1]
    op = h.set_aside_last_board_card()
    assert op == ops.CardSettingAside(early)
    assert h.zones.set_aside == [early] and early not in h.zones.board
    h.check_invariants()
    check_around(h)
    burns, muck = list(h.zones.burns), list(h.zones.muck)
    h.return_to_stub(["set_aside"])
    assert early in h.zones.stub and h.zones.set_aside == []
    assert h.zones.burns == burns and h.zones.muck == muck  # they stay out
    h.shuffle()
    h.cut()
    h.check_invariants()


def test_error_premature_nothing_to_set_aside_without_a_board() -> None:
    h = dealt()
    with pytest.raises(InvalidOperation, match="no board card"):
        h.set_aside_last_board_card()
    with pytest.raises(InvalidOperation, match="no zone"):
        h.return_to_stub(["floor"])
    h.check_invariants()
