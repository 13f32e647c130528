"""Where PokerKit 0.7.7 and the book part in Omaha and Omaha hi-lo: one hand each, played in
both engines, PokerKit's answer beside the book's, ours the book's
(`test_omaha_hilo_pokerkit.py` meets these in random hands and allows for them).
"""

from __future__ import annotations

import random
from collections import Counter, deque

import pokerkit.state
import pytest
from pokerkit import FixedLimitOmahaHoldemHighLowSplitEightOrBetter, Mode
from test_omaha_hilo_pokerkit import LimitOmahaHiLo, PotLimitOmahaHiLo, award_ours
from test_pots_oracle import AUTOMATIONS, PK_CARD

from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig, seats_from
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.variant import Variant


class LaidOut(random.Random):
    """Our shuffle lays out `order` (PokerKit's is given the same, `laid_out`)."""

    def __init__(self, order: list[Card]) -> None:
        super().__init__(0)
        self.order = order

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        x[:] = self.order


def deck_for(order: list[int], holes: dict[int, str], board: str) -> list[Card]:
    """A deck dealing `holes` (seat to four cards) one at a time from the first seat in
    `order`, then burn, flop, burn, turn, burn, river, the rest after."""
    hole = {s: parse_cards(c) for s, c in holes.items()}
    top = [hole[s][k] for k in range(4) for s in order]
    b = parse_cards(board)
    used = set(top) | set(b)
    rest = [c for c in FULL_DECK if c not in used]
    dealt = top + [rest[0], *b[:3], rest[1], b[3], rest[2], b[4]]
    return dealt + rest[3:]


def table(stacks: dict[int, int], game: Game, blinds: tuple[int, int] = (5, 10)) -> TableConfig:
    return TableConfig(seats=tuple(SeatConfig(s, f"p{s}", v) for s, v in stacks.items()),
                       button=max(stacks), small_blind=blinds[0], big_blind=blinds[1],
                       game=game, variant=Variant.OMAHA_HILO)


def started(config: TableConfig, deck: list[Card] | None = None) -> Hand:
    h = Hand(config, rng=LaidOut(deck) if deck else random.Random(1))
    h.shuffle()
    h.cut(0)
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for dealee in h.deal_order():
        h.pitch(dealee)
    h.start_round(Street.PREFLOP)
    return h


@pytest.fixture
def laid_out(monkeypatch: pytest.MonkeyPatch) -> list[Card]:
    """PokerKit's deck: what the test puts in this list before creating a state."""
    deck: list[Card] = []

    def lay(cards: deque[pokerkit.state.Card]) -> None:
        if deck:
            cards.clear()
            cards.extend(PK_CARD[c] for c in deck)

    monkeypatch.setattr(pokerkit.state, "shuffle", lay)
    return deck


def test_hilo_split_side_pot_without_its_own_low_goes_whole_to_the_high(
    laid_out: list[Card],
) -> None:
    # Seat 1 (20, all in) holds the only low; seats 2 (50), 3 and 4 (100) none. Main pot 80
    # (all four), side pot 90 (seats 2-4), side pot 100 (seats 3 and 4). Kings beat queens
    # beat nines. The book (hilo.split, Robert's Omaha HL 2, TDA 21): main 40 high to seat 2,
    # 40 low to seat 1; the first side pot, where nobody has a low, whole to seat 2; the last
    # to seat 3. PokerKit splits that first side pot high and low because seat 1 has a low,
    # and shares its "low" 45 between seats 2 and 3, who have none.
    stacks = {1: 20, 2: 50, 3: 100, 4: 100}
    holes = {1: "4c5c9s9h", 2: "KsKhJcJd", 3: "QhQdTcTd", 4: "9c9d8s8h"}
    deck = deck_for([1, 2, 3, 4], holes, "2h3d7cKdQs")
    laid_out[:] = deck
    h = started(table(stacks, Game.POT_LIMIT), deck)
    state = PotLimitOmahaHiLo.create_state(AUTOMATIONS, True, 0, (5, 10), 10,
                                           tuple(stacks.values()), 4, mode=Mode.CASH_GAME)
    for seat, kind, to in ((3, ActionKind.RAISE, 35), (4, ActionKind.ALL_IN, 0),
                           (1, ActionKind.ALL_IN, 0), (2, ActionKind.ALL_IN, 0),
                           (3, ActionKind.CALL, 0)):
        legal = h.legal()
        h.act(Decision(seat, kind, to or None) if kind is ActionKind.RAISE
              else Decision(seat, kind))
        if kind is ActionKind.CALL or legal.all_in_to <= legal.current_bet:
            state.check_or_call()
        else:
            state.complete_bet_or_raise_to(to or legal.all_in_to)
    h.collect()
    for street, count in ((Street.FLOP, 3), (Street.TURN, 1), (Street.RIVER, 1)):
        h.burn()
        h.turn_board(count)
        h.start_round(street)
        h.collect()
    assert [(p.amount, p.eligible) for p in h.pots] == [(80, (1, 2, 3, 4)), (90, (2, 3, 4)),
                                                         (100, (3, 4))]
    award_ours(h, Counter())
    assert dict(h.stacks) == {1: 40, 2: 130, 3: 100, 4: 0}  # the book
    assert list(state.stacks) == [40, 108, 122, 0]  # PokerKit: 45 high + 23 and 22 "low"


def test_hilo_odd_chip_a_low_half_tied_three_ways_gives_one_odd_chip_each(
    laid_out: list[Card],
) -> None:
    # Pot 100: 50 high to seat 4's four kings; 50 low among three 8-4-3-2-A: 16 each and two
    # odd chips, one each to seats 1 and 2, the first clockwise from the button (hilo.odd_chip,
    # "no player may receive more than one odd chip", Robert's Ties 4). PokerKit gives both
    # to seat 1.
    stacks = {1: 25, 2: 25, 3: 25, 4: 25}
    holes = {1: "Ah2hJcTc", 2: "Ad2dJdTd", 3: "As2sJsTs", 4: "KhKd9c9d"}
    deck = deck_for([1, 2, 3, 4], holes, "3c4d8hKcKs")
    laid_out[:] = deck
    h = started(table(stacks, Game.POT_LIMIT), deck)
    state = PotLimitOmahaHiLo.create_state(AUTOMATIONS, True, 0, (5, 10), 10,
                                           tuple(stacks.values()), 4, mode=Mode.CASH_GAME)
    for seat in (3, 4, 1, 2):
        h.act(Decision(seat, ActionKind.ALL_IN))
        state.complete_bet_or_raise_to(25) if seat == 3 else state.check_or_call()
    h.collect()
    for street, count in ((Street.FLOP, 3), (Street.TURN, 1), (Street.RIVER, 1)):
        h.burn()
        h.turn_board(count)
        h.start_round(street)
        h.collect()
    award_ours(h, Counter())
    assert dict(h.stacks) == {1: 17, 2: 17, 3: 16, 4: 50}  # the book
    assert list(state.stacks) == [18, 16, 16, 50]  # PokerKit


def test_bet_limit_cap_pokerkit_omaha_hilo_class_bets_pot_limit() -> None:
    # Limit 5-10 (bets of 10 and 20): the first raise before the flop is to 20, no more.
    # PokerKit 0.7.7's FixedLimitOmahaHoldemHighLowSplitEightOrBetter is built on its
    # PotLimitPokerMixin: it allows a raise to the pot.
    h = started(table({1: 500, 2: 500, 3: 500, 4: 500}, Game.LIMIT))
    legal = h.legal()
    assert (legal.min_raise_to, legal.max_raise_to) == (20, 20)
    state = FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (5, 10), 10, 20, (500,) * 4, 4, mode=Mode.CASH_GAME)
    assert state.max_completion_betting_or_raising_to_amount == 35  # call 10, then the pot 25
    assert state.can_complete_bet_or_raise_to(35)


def test_bet_limit_cap_before_the_flop_the_big_blind_is_the_bet() -> None:
    # Blind 10, raises to 20, 30, 40: a bet and three raises, capped (bet.limit_cap).
    # PokerKit's limit cap counts raises after the blind: it allows a raise to 50.
    stacks = {1: 500, 2: 500, 3: 500, 4: 500, 5: 500}
    h = started(table(stacks, Game.LIMIT))
    state = LimitOmahaHiLo(AUTOMATIONS, True, 0, (5, 10), 10, 20,
                           mode=Mode.CASH_GAME)(tuple(stacks.values()), 5)
    order = seats_from(h.occupied, h.button)
    for to in (20, 30, 40):
        seat = h.to_act()
        assert state.actor_index == order.index(seat)
        h.act(Decision(seat, ActionKind.RAISE, to))
        state.complete_bet_or_raise_to(to)
    assert not h.legal().can_raise  # the book: capped
    assert state.can_complete_bet_or_raise_to(50)  # PokerKit


def test_bet_reopen_pot_limit_a_short_all_in_does_not_reopen_to_a_player_who_has_acted() -> None:
    # PLO8 5-10: seat 3 calls 10, seat 4 calls, seat 1 (small blind, 15 behind in all) goes
    # all in to 15: 5 more, under the 10 of a full raise. Back to seat 3, who has acted and does
    # not face a full raise: call or fold (bet.reopen, TDA 47-A). PokerKit lets him raise.
    stacks = {1: 15, 2: 500, 3: 500, 4: 500}
    h = started(table(stacks, Game.POT_LIMIT))
    state = PotLimitOmahaHiLo.create_state(AUTOMATIONS, True, 0, (5, 10), 10,
                                           tuple(stacks.values()), 4, mode=Mode.CASH_GAME)
    for d in (Decision(3, ActionKind.CALL), Decision(4, ActionKind.CALL),
              Decision(1, ActionKind.ALL_IN), Decision(2, ActionKind.CALL)):
        h.act(d)
        state.complete_bet_or_raise_to(15) if d.seat == 1 else state.check_or_call()
    assert h.to_act() == 3 and not h.legal().can_raise  # the book
    assert state.can_complete_bet_or_raise_to()  # PokerKit
