"""Table, deck, cards, button, blinds and the deal: one test per rule id of RULES.md.

Rules `deck.standard`, `table.size`, `button.position`, `button.move`, `blinds.no_ante`,
`blinds.small`, `blinds.big`, `blinds.straddle`, `blinds.schedule`, the heads-up house
option, `deal.order` and `deal.face_down`. (`blinds.before_deal` is dealing procedure: the
arbiter's, not the engine's.)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from dealer_trainer.engine.cards import FULL_DECK, RANKS, SUITS, Card, format_cards, parse_cards
from dealer_trainer.engine.config import (
    BlindLevel,
    Game,
    SeatConfig,
    Street,
    TableConfig,
    next_seat,
    seats_from,
)
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import CardError, EngineError, InvalidOperation
from dealer_trainer.engine.hand import Hand, positions


def table(
    seats: dict[int, int] | tuple[int, ...], button: int, **options: Any
) -> TableConfig:
    """A table: `seats` maps seat -> stack (or lists seats, 1,000 chips each); blinds 1/2."""
    stacks = seats if isinstance(seats, dict) else dict.fromkeys(seats, 1_000)
    kw: dict[str, Any] = {"small_blind": 1, "big_blind": 2, **options}
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in stacks.items()), button=button, **kw,
    )


def dealt(config: TableConfig, seed: int = 0) -> Hand:
    """Shuffled, cut, blinds (and straddle) posted, two cards each, preflop round open."""
    h = Hand(config, rng=random.Random(seed))
    h.shuffle()
    h.cut()
    for kind in ("small", "big", "straddle"):
        seat = h.blind_seat(kind)
        if seat is not None:
            h.post(seat, kind)
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def call_around(h: Hand) -> list[int]:
    """Everyone calls or checks until the round is complete; returns who acted, in order."""
    acted = []
    while (seat := h.to_act()) is not None:
        legal = h.legal()
        h.act(Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL))
        acted.append(seat)
    return acted


# --- deck.standard ---------------------------------------------------------------------


def test_deck_standard_52_distinct_cards_13_ranks_4_suits() -> None:
    assert len(FULL_DECK) == 52 and len(set(FULL_DECK)) == 52
    assert Counter(c.rank for c in FULL_DECK) == {r: 4 for r in range(13)}
    assert Counter(c.suit for c in FULL_DECK) == {s: 13 for s in range(4)}
    assert sorted(c.index for c in FULL_DECK) == list(range(52))
    h = Hand(table((1, 2), 1), rng=random.Random(0))
    assert sorted(h.zones.stub) == sorted(FULL_DECK)
    h.check_invariants()


def test_deck_standard_shuffle_keeps_the_52_cards_and_is_seeded() -> None:
    orders = []
    for _ in range(2):
        h = Hand(table((1, 2), 1), rng=random.Random(42))
        h.shuffle()
        assert sorted(h.zones.stub) == sorted(FULL_DECK)
        orders.append(list(h.zones.stub))
    assert orders[0] == orders[1]  # the same seed, the same deck
    assert orders[0] != list(FULL_DECK)
    other = Hand(table((1, 2), 1), rng=random.Random(43))
    other.shuffle()
    assert other.zones.stub != orders[0]


def test_deck_standard_stacked_shuffle_puts_those_cards_on_top() -> None:
    h = Hand(table((1, 2), 1), rng=random.Random(0))
    top = parse_cards("As Kd 7h")
    h.shuffle(stacked=top)
    assert h.zones.stub[:3] == list(top)
    assert sorted(h.zones.stub) == sorted(FULL_DECK)


def test_deck_standard_cut_moves_the_top_part_under() -> None:
    h = Hand(table((1, 2), 1), rng=random.Random(0))
    h.shuffle()
    before = list(h.zones.stub)
    h.cut(at=20)
    assert h.zones.stub == before[20:] + before[:20]
    h.cut()  # a random cut is also just a rotation
    assert sorted(h.zones.stub) == sorted(FULL_DECK)
    rotations = {tuple(before[i:] + before[:i]) for i in range(52)}
    assert tuple(h.zones.stub) in rotations


# --- cards parse and print ------------------------------------------------------------


def test_cards_parse_and_print() -> None:
    ace = Card.parse("As")
    assert (ace.rank, ace.suit) == (12, 3)
    assert str(ace) == ace.code == "As"
    assert repr(ace) == "Card.parse('As')"
    assert Card.parse("td") == Card.parse("Td") == Card(8, 1)
    assert ace.pretty() == "A\u2660"
    assert format_cards(parse_cards("As Kd, 7h")) == "As Kd 7h"
    assert parse_cards("AsKd") == parse_cards(["As", "Kd"])


def test_cards_repr_pastes_back_for_every_card() -> None:
    for card in FULL_DECK:
        assert eval(repr(card)) == card  # noqa: S307 - the point of the repr
        assert Card.parse(str(card)) is card
    assert [RANKS[c.rank] + SUITS[c.suit] for c in FULL_DECK[:4]] == ["2c", "2d", "2h", "2s"]


@pytest.mark.parametrize("text", ["", "A", "Asd", "1s", "Ax", "10s", "??"])
def test_cards_parse_refuses_what_is_not_a_card(text: str) -> None:
    with pytest.raises(CardError, match="not a card"):
        Card.parse(text)


def test_cards_parse_refuses_a_repeated_card() -> None:
    with pytest.raises(CardError, match="twice"):
        parse_cards("As Kd As")
    assert len(parse_cards("As As", unique=False)) == 2
    assert issubclass(CardError, ValueError)
    with pytest.raises(CardError):
        Card(13, 0)


# --- table.size ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 9, 10])
def test_table_size_two_to_ten_players(players: int) -> None:
    config = table(tuple(range(1, players + 1)), 1)
    assert len(config.occupied) == players
    h = dealt(config)
    assert h.zones.hole_count() == 2 * players
    h.check_invariants()


@pytest.mark.parametrize("seats", [(), (4,), tuple(range(1, 12))])
def test_table_size_fewer_than_two_or_more_than_ten_is_refused(seats: tuple[int, ...]) -> None:
    with pytest.raises(EngineError, match="2 to 10 players"):
        table(seats, seats[0] if seats else 1)


def test_table_size_seats_are_numbered_one_to_ten_once_each() -> None:
    with pytest.raises(EngineError, match="out of range"):
        table((1, 11), 1)
    with pytest.raises(EngineError, match="twice"):
        TableConfig(seats=(SeatConfig(3, "a", 10), SeatConfig(3, "b", 10)), button=3,
                    small_blind=1, big_blind=2)


# --- button.position / button.move ------------------------------------------------------


def test_button_position_must_be_an_occupied_seat() -> None:
    assert Hand(table((2, 5, 9), 5), rng=random.Random(0)).button == 5
    with pytest.raises(EngineError, match="empty"):
        table((2, 5, 9), 4)


@pytest.mark.parametrize(("button", "after"), [(2, 5), (5, 9), (9, 2)])
def test_button_move_next_occupied_seat(button: int, after: int) -> None:
    h = dealt(table((2, 5, 9), button))
    assert h.next_button() == after
    h.move_button(h.next_button())
    assert h.button == after
    assert next_seat((9, 2, 5), button) == after


def test_button_move_to_an_empty_seat_is_refused() -> None:
    h = dealt(table((2, 5, 9), 2))
    with pytest.raises(InvalidOperation):
        h.move_button(3)
    assert h.button == 2


def test_button_move_not_after_a_misdeal() -> None:
    h = dealt(table((2, 5, 9), 5))
    h.gather_all()
    assert h.button == 5
    assert h.pos.small == 9 and h.pos.big == 2


# --- blinds.no_ante ----------------------------------------------------------------------


def test_blinds_no_ante_there_is_no_ante_to_post() -> None:
    h = Hand(table((1, 2, 3), 1), rng=random.Random(0))
    with pytest.raises(InvalidOperation, match="no such blind"):
        h.post(2, "ante")
    h.post(2, "small")
    h.post(3, "big")
    assert h.bets == {1: 0, 2: 1, 3: 2}  # two forced bets, nothing from the others


# --- blinds.small / blinds.big --------------------------------------------------------------


@pytest.mark.parametrize(("button", "small", "big"), [(2, 5, 9), (5, 9, 2), (9, 2, 5)])
def test_blinds_small_first_seat_left_of_button(button: int, small: int, big: int) -> None:
    h = Hand(table((2, 5, 9), button), rng=random.Random(0))
    assert h.pos.small == small == h.blind_seat("small")
    assert h.blind_amount("small") == 1


@pytest.mark.parametrize(("button", "small", "big"), [(2, 5, 9), (5, 9, 2), (9, 2, 5)])
def test_blinds_big_next_seat_left_of_small(button: int, small: int, big: int) -> None:
    h = Hand(table((2, 5, 9), button), rng=random.Random(0))
    assert h.pos.big == big == h.blind_seat("big")
    assert h.blind_amount("big") == 2


def test_blinds_small_is_half_the_big_in_limit() -> None:
    # RULES.md's example: a $5/$10 limit game has blinds of $2.50 and $5 (in cents here).
    config = table((1, 2, 3), 1, small_blind=250, big_blind=500, game=Game.LIMIT)
    h = dealt(config)
    assert h.bets == {1: 0, 2: 250, 3: 500}
    assert config.bet_unit(Street.PREFLOP) == 500 and config.bet_unit(Street.TURN) == 1000


def test_blinds_short_stack_posts_what_he_has() -> None:
    h = dealt(table({1: 100, 2: 1, 3: 100}, 1))
    assert h.bets[2] == 1 and h.stacks[2] == 0
    assert 2 in h.all_in


def test_blinds_post_refuses_a_second_posting_or_an_empty_seat() -> None:
    h = Hand(table((1, 2, 3), 1), rng=random.Random(0))
    h.post(2, "small")
    with pytest.raises(InvalidOperation, match="already posted"):
        h.post(3, "small")
    with pytest.raises(InvalidOperation, match="no player"):
        h.post(7, "big")
    assert h.bets == {1: 0, 2: 1, 3: 0}


# --- heads-up (house option of every preset) ---------------------------------------------


def test_blinds_heads_up_button_posts_small_blind() -> None:
    h = Hand(table((3, 8), 8), rng=random.Random(0))
    assert (h.pos.small, h.pos.big) == (8, 3)
    assert positions((3, 8), 3, straddle=False).small == 3


def test_bet_heads_up_button_acts_first_preflop_last_after() -> None:
    h = dealt(table((3, 8), 8))
    assert h.to_act() == 8  # the button (small blind) first before the flop
    assert call_around(h) == [8, 3]  # and the big blind has his option
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        h.collect()
        h.burn()
        h.turn_board(3 if street is Street.FLOP else 1)
        h.start_round(street)
        assert call_around(h) == [3, 8]  # the button last after the flop


def test_deal_order_heads_up_big_blind_first() -> None:
    assert dealt(table((3, 8), 8)).deal_order() == [3, 8, 3, 8]


# --- blinds.straddle ---------------------------------------------------------------------


def test_blinds_straddle_left_of_big_blind_twice_the_big_blind() -> None:
    h = dealt(table((1, 2, 3, 4, 5), 1, straddle=True))
    assert (h.pos.small, h.pos.big, h.pos.straddle) == (2, 3, 4)
    assert h.bets == {1: 0, 2: 1, 3: 2, 4: 4, 5: 0}


def test_blinds_straddle_straddler_acts_last_preflop() -> None:
    h = dealt(table((1, 2, 3, 4, 5), 1, straddle=True))
    assert h.to_act() == 5  # the player left of the straddler is first
    assert call_around(h) == [5, 1, 2, 3, 4]  # the straddler has the option, last
    assert set(h.bets.values()) == {4}


def test_blinds_straddle_straddler_has_the_option() -> None:
    h = dealt(table((1, 2, 3, 4, 5), 1, straddle=True))
    for seat in (5, 1, 2, 3):
        h.act(Decision(seat, ActionKind.CALL))
    legal = h.legal()
    assert legal.seat == 4 and legal.can_check and legal.can_raise
    h.act(Decision(4, ActionKind.CHECK))
    assert h.to_act() is None


def test_blinds_straddle_not_in_a_tournament_nor_heads_up() -> None:
    with pytest.raises(EngineError, match="no straddle in a tournament"):
        table((1, 2, 3), 1, straddle=True, tournament=True)
    h = dealt(table((1, 2), 1, straddle=True))
    assert h.pos.straddle is None
    assert "straddle" not in h.posted


# --- blinds.schedule -------------------------------------------------------------------


def test_blinds_schedule_the_hand_posts_the_level_it_is_given() -> None:
    levels = (BlindLevel(1, 10, 20), BlindLevel(11, 25, 50))
    config = table((1, 2, 3), 1, small_blind=10, big_blind=20, tournament=True,
                   schedule=levels)
    level = max((lv for lv in config.schedule if lv.from_hand <= 12), key=lambda lv: lv.from_hand)
    at_level = replace(config, small_blind=level.small_blind, big_blind=level.big_blind)
    h = Hand(at_level, rng=random.Random(0))
    h.post(2, "small")
    h.post(3, "big")
    assert h.bets == {1: 0, 2: 25, 3: 50}
    h.start_round(Street.PREFLOP)
    assert h.legal().min_raise_to == 100  # the raise unit follows the level too


# --- deal.order / deal.face_down --------------------------------------------------------------


@pytest.mark.parametrize(("button", "first"), [(2, 5), (5, 9), (9, 2)])
def test_deal_order_clockwise_from_left_of_button(button: int, first: int) -> None:
    h = Hand(table((2, 5, 9), button), rng=random.Random(0))
    once = seats_from((2, 5, 9), button)
    assert once[0] == first == h.first_to_deal()
    assert h.deal_order() == once + once
    assert len(set(once)) == 3


def test_deal_order_one_card_at_a_time_two_rounds() -> None:
    h = Hand(table((2, 5, 9), 5), rng=random.Random(0))
    h.shuffle()
    top = list(h.zones.stub[:6])
    for seat in h.deal_order():
        h.pitch(seat)
    assert [c.card for c in h.zones.hole[9]] == [top[0], top[3]]
    assert [c.card for c in h.zones.hole[2]] == [top[1], top[4]]
    assert [c.card for c in h.zones.hole[5]] == [top[2], top[5]]


def test_deal_order_pitch_to_an_empty_seat_is_refused() -> None:
    h = Hand(table((2, 5, 9), 5), rng=random.Random(0))
    stub = list(h.zones.stub)
    with pytest.raises(InvalidOperation, match="no player"):
        h.pitch(3)
    assert h.zones.stub == stub and h.log == []


def test_deal_face_down_hole_cards_are_dealt_face_down() -> None:
    h = dealt(table((2, 5, 9), 5))
    assert all(not c.exposed for held in h.zones.hole.values() for c in held)
    assert h.exposed_seats() == []
    h.pitch(2, exposed=True)  # a dealer error is recorded as such
    assert h.exposed_seats() == [2]
