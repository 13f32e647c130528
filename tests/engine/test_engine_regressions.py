"""Regressions: engine bugs found while writing the rule, property and oracle tests.

Each test states the behaviour the rules require; the "actual:" comments say what the
engine did before the fix (rule ids in the section headings).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import EngineError, IllegalBet, InvalidOperation
from dealer_trainer.engine.hand import Hand

FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
RAISE, ALL_IN = ActionKind.RAISE, ActionKind.ALL_IN


def dealt(stacks: dict[int, int], **options: Any) -> Hand:
    kw: dict[str, Any] = {"small_blind": 5, "big_blind": 10, **options}
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in stacks.items()), button=1, **kw
    )
    h = Hand(config, rng=random.Random(0))
    h.shuffle()
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def snapshot(h: Hand) -> tuple[object, ...]:
    z = h.zones
    return (list(z.stub), {s: list(v) for s, v in z.hole.items()}, list(z.burns),
            list(z.board), list(z.muck), list(z.set_aside), dict(h.stacks), dict(h.bets),
            set(h.shown), dict(h.awarded), len(h.log))


# --- 1. ALL_IN skips every raise limit (bet.pot_limit, bet.limit_size, bet.limit_cap,
#        short all-in does not reopen) ---------------------------------------------------------


def test_bug_all_in_is_not_limited_by_pot_limit() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000}, game=Game.POT_LIMIT)
    assert h.legal().max_raise_to == 35
    with pytest.raises(IllegalBet):  # actual: accepted, seat 1 bets 1000
        h.act(Decision(1, ALL_IN))


def test_bug_all_in_is_not_limited_by_the_limit_bet_size() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000}, game=Game.LIMIT)
    assert h.legal().max_raise_to == 20
    with pytest.raises(IllegalBet):  # actual: accepted, seat 1 bets 1000
        h.act(Decision(1, ALL_IN))


def test_bug_all_in_breaks_the_limit_cap() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000, 4: 1000}, game=Game.LIMIT)
    h.act(Decision(4, RAISE, 20))
    h.act(Decision(1, RAISE, 30))
    h.act(Decision(2, RAISE, 40))
    assert not h.legal().can_raise  # capped
    with pytest.raises(IllegalBet):  # actual: accepted, a fourth raise
        h.act(Decision(3, ALL_IN))


def test_bug_all_in_reopens_betting_a_short_all_in_did_not_reopen() -> None:
    h = dealt({1: 250, 2: 1000, 3: 1000, 4: 1000}, small_blind=50, big_blind=100)
    h.act(Decision(4, RAISE, 200))
    h.act(Decision(1, ALL_IN))  # 250: short of a full raise
    h.act(Decision(2, FOLD))
    h.act(Decision(3, CALL))
    assert not h.legal().can_raise  # seat 4 may only call or fold
    with pytest.raises(IllegalBet):  # actual: accepted, seat 4 re-raises all in
        h.act(Decision(4, ALL_IN))


# --- 2. push with a seat named twice loses chips (award.split; chips conserved) ---


def test_bug_push_to_the_same_seat_twice_loses_chips() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    for seat in (1, 2):
        h.act(Decision(seat, CALL))
    h.act(Decision(3, CHECK))
    h.collect()
    before = snapshot(h)
    with pytest.raises(InvalidOperation):  # actual: seat 3 gets 16 of the 30; 14 vanish
        h.push(0, [3, 3])
    assert snapshot(h) == before
    h.check_invariants()


# --- 3. push to nobody raises ZeroDivisionError, not an EngineError ---


def test_bug_push_to_nobody_is_an_engine_error() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    for seat in (1, 2):
        h.act(Decision(seat, CALL))
    h.act(Decision(3, CHECK))
    h.collect()
    with pytest.raises(InvalidOperation):  # actual: ZeroDivisionError from split_amounts
        h.push(0, [])


# --- 4. return_to_stub with an unknown zone loses the cards of the zones before it ---


def test_bug_return_to_stub_refused_but_board_cards_vanish() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    h.burn()
    h.turn_board(3)
    before = snapshot(h)
    with pytest.raises(InvalidOperation):
        h.return_to_stub(["board", "table"])
    # actual: the three board cards are in no zone at all (49 cards left)
    assert snapshot(h) == before
    h.check_invariants()


# --- 5. show_down with an empty seat turns the earlier hands face up, then refuses ---


def test_bug_show_down_refused_but_first_hand_already_shown() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    before = snapshot(h)
    with pytest.raises(InvalidOperation):
        h.show_down([1, 7])
    assert snapshot(h) == before  # actual: seat 1's cards are face up and seat 1 is "shown"


# --- 6. turn_board with a negative count deals most of the deck ---


def test_bug_turn_board_negative_count_is_refused() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    with pytest.raises(InvalidOperation):  # actual: 45 of the 46 stub cards go to the board
        h.turn_board(-1)
    assert h.zones.board == []


# --- 7. a seat with no chips is asked to act for ever (bet.round_complete) ---


def test_bug_a_seat_without_chips_never_lets_the_round_end() -> None:
    with pytest.raises(EngineError):  # expected: refused at the table, or the seat sits out
        h = dealt({1: 0, 2: 1000, 3: 1000})
        for _ in range(10):  # actual: seat 1 "calls" 0 chips and is to act again, forever
            seat = h.to_act()
            if seat is None:
                break
            legal = h.legal()
            h.act(Decision(seat, CHECK if legal.can_check else CALL))
        assert h.to_act() is None


def test_bug_table_config_accepts_a_negative_stack() -> None:
    with pytest.raises(EngineError):  # actual: accepted
        TableConfig(seats=(SeatConfig(1, "a", -50), SeatConfig(2, "b", 100)), button=1,
                    small_blind=1, big_blind=2)


# --- 8. a straddle is accepted where the table has none (blinds.straddle) ---


def test_bug_straddle_posted_in_a_tournament() -> None:
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (1, 2, 3, 4)), button=1,
        small_blind=5, big_blind=10, tournament=True,
    )
    h = Hand(config, rng=random.Random(0))
    h.post(2, "small")
    h.post(3, "big")
    with pytest.raises(InvalidOperation):  # actual: accepted; seat 4 has 20 in front
        h.post(4, "straddle")


# --- 9. collect in the middle of a round returns a live bet as "uncalled" (pot.collect) ---


def test_bug_collect_while_a_player_is_still_to_act() -> None:
    h = dealt({1: 1000, 2: 1000, 3: 1000})
    h.act(Decision(1, RAISE, 100))
    assert h.to_act() == 2
    with pytest.raises(InvalidOperation):  # actual: seat 1 gets 90 back as "uncalled" while
        h.collect()  # 2 and 3 still have to answer his raise; 2 must then call 100 into nothing
