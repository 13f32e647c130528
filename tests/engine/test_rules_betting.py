"""Betting rounds: one test (or a few) per `bet.*` rule id of RULES.md.

`bet.preflop_first`, `bet.postflop_first`, `bet.options`, `bet.fold`, `bet.min_raise`,
`bet.limit_size`, `bet.limit_cap` (and Robert's no cap heads-up), `bet.pot_limit`,
`bet.no_limit`, `bet.round_complete`, and a short all-in raise (it reopens the betting for
who has not acted; `bet.reopen` in every preset is in test_rules_fuller_wording.py).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import IllegalBet, InvalidOperation
from dealer_trainer.engine.hand import Hand

FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
BET, RAISE, ALL_IN = ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN


def table(
    seats: dict[int, int] | tuple[int, ...], button: int, **options: Any
) -> TableConfig:
    """`seats` maps seat -> stack (or lists seats, 1,000 chips each); blinds 5/10."""
    stacks = seats if isinstance(seats, dict) else dict.fromkeys(seats, 1_000)
    kw: dict[str, Any] = {"small_blind": 5, "big_blind": 10, **options}
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in stacks.items()), button=button, **kw,
    )


def dealt(config: TableConfig, seed: int = 0) -> Hand:
    """Shuffled, blinds (and straddle) posted, two cards each, the preflop round open."""
    h = Hand(config, rng=random.Random(seed))
    h.shuffle()
    for kind in ("small", "big", "straddle"):
        seat = h.blind_seat(kind)
        if seat is not None:
            h.post(seat, kind)
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def act(h: Hand, seat: int, action: ActionKind, to: int | None = None) -> None:
    assert h.to_act() == seat, f"seat {h.to_act()} is to act, not {seat}"
    h.act(Decision(seat, action, to))


def next_street(h: Hand) -> Street:
    """Collect, burn and turn the next street's cards, open its round."""
    assert h.to_act() is None
    h.collect()
    street = h.street.next
    assert street is not None
    h.burn()
    h.turn_board(3 if street is Street.FLOP else 1)
    h.start_round(street)
    return street


def refused(h: Hand, seat: int, action: ActionKind, to: int | None = None) -> str:
    """The decision is refused with IllegalBet and changes nothing; returns the reason."""
    bets, stacks, log = dict(h.bets), dict(h.stacks), len(h.log)
    assert not h.legal().allows(Decision(seat, action, to))
    with pytest.raises(IllegalBet) as info:
        h.act(Decision(seat, action, to))
    assert (h.bets, h.stacks, len(h.log)) == (bets, stacks, log)
    return str(info.value)


# --- bet.preflop_first --------------------------------------------------------------------


@pytest.mark.parametrize(("seats", "button", "first"), [
    ((1, 2, 3, 4, 5, 6), 1, 4),
    ((2, 5, 7, 9), 9, 7),
    ((2, 5, 7, 9), 5, 2),  # wraps round the table
    ((1, 2, 3), 1, 1),  # three-handed the button is first
])
def test_bet_preflop_first_left_of_big_blind(
    seats: tuple[int, ...], button: int, first: int
) -> None:
    h = dealt(table(seats, button))
    assert h.to_act() == first
    assert h.legal().seat == first


def test_bet_preflop_first_left_of_straddler() -> None:
    h = dealt(table((2, 5, 7, 9), 2, straddle=True))
    assert h.pos.straddle == 9
    assert h.to_act() == 2  # left of the straddler, here the button


# --- bet.postflop_first ---------------------------------------------------------------------


def test_bet_postflop_first_live_left_of_button() -> None:
    h = dealt(table((1, 2, 3, 4, 5), 1))
    for seat in (4, 5, 1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        assert next_street(h) is street
        assert h.to_act() == 2  # the small blind, first left of the button
        for seat in (2, 3, 4, 5, 1):
            act(h, seat, CHECK)


def test_bet_postflop_first_skips_folded_and_all_in_players() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 40, 4: 1000, 5: 1000}, 1))
    act(h, 4, CALL)
    act(h, 5, CALL)
    act(h, 1, CALL)
    act(h, 2, FOLD)  # the small blind is out
    act(h, 3, ALL_IN)  # the big blind has no chips left
    for seat in (4, 5, 1):
        act(h, seat, CALL)
    next_street(h)
    assert h.to_act() == 4


# --- bet.options ------------------------------------------------------------------------------


def test_bet_options_fold_call_raise_facing_a_bet() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    legal = h.legal()
    assert legal.seat == 4 and legal.to_call == 10
    assert not legal.can_check and legal.can_call and legal.can_raise and not legal.is_bet
    for d in (Decision(4, FOLD), Decision(4, CALL), Decision(4, RAISE, 20)):
        assert legal.allows(d)
    assert "cannot check" in refused(h, 4, CHECK)
    assert "raise instead" in refused(h, 4, BET, 20)


def test_bet_options_check_or_bet_while_nobody_has_bet() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    next_street(h)
    legal = h.legal()
    assert legal.can_check and not legal.can_call and legal.is_bet and legal.to_call == 0
    assert "nothing to call" in refused(h, 2, CALL)
    assert "bet instead" in refused(h, 2, RAISE, 20)
    act(h, 2, BET, 10)
    assert "cannot check" in refused(h, 3, CHECK)


def test_bet_options_only_the_player_to_act_decides() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    assert "seat 4 is to act" in refused(h, 1, CALL)
    assert h.to_act() == 4


# --- bet.fold -----------------------------------------------------------------------------------


def test_bet_fold_cards_to_muck_chips_stay() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    act(h, 4, RAISE, 30)
    cards = [c.card for c in h.zones.hole[2]]
    act(h, 1, FOLD)
    act(h, 2, FOLD)  # the small blind leaves his 5 behind
    assert h.zones.hole[2] == [] and set(cards) <= set(h.zones.muck)
    assert 2 not in h.live and h.bets[2] == 5 and h.stacks[2] == 995
    act(h, 3, CALL)
    h.collect()
    assert h.pot_total() == 65  # 30 + 30 + the folded small blind
    assert all(2 not in p.eligible for p in h.pots)
    assert h.contributed[2] == 5
    h.check_invariants()


def test_bet_fold_a_folded_player_never_acts_again() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    act(h, 4, FOLD)
    act(h, 1, CALL)
    act(h, 2, CALL)
    act(h, 3, RAISE, 20)
    assert h.to_act() == 1  # seat 4 is skipped
    act(h, 1, CALL)
    act(h, 2, CALL)
    assert h.to_act() is None


# --- bet.min_raise -------------------------------------------------------------------------


def test_bet_min_raise_is_last_full_raise() -> None:
    h = dealt(table((1, 2, 3, 4, 5), 1))
    assert h.legal().min_raise_to == 20  # a raise of at least the big blind
    assert "at least 20" in refused(h, 4, RAISE, 19)
    act(h, 4, RAISE, 35)  # a raise of 25
    assert h.legal().min_raise_to == 60
    assert "at least 60" in refused(h, 5, RAISE, 59)
    act(h, 5, RAISE, 60)
    assert h.legal().min_raise_to == 85


def test_bet_min_raise_short_all_in_does_not_change_it() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 130}, 1))
    act(h, 4, RAISE, 100)  # a raise of 90
    act(h, 5, ALL_IN)  # 130: 30 more, less than a full raise
    legal = h.legal()
    assert legal.seat == 1 and legal.current_bet == 130
    assert legal.min_raise_to == 220  # still 90 over the bet
    assert "at least 220" in refused(h, 1, RAISE, 200)


def test_bet_min_raise_postflop_first_bet_is_the_big_blind() -> None:
    h = dealt(table((1, 2, 3), 1))
    for seat in (1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    next_street(h)
    assert h.legal().min_raise_to == 10
    assert "at least 10" in refused(h, 2, BET, 9)


def test_bet_min_raise_all_in_for_less_is_allowed() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 15}, 1))
    legal = h.legal()
    assert legal.all_in_to == 15 and legal.min_raise_to == 15
    act(h, 4, RAISE, 15)  # a raise of 5, all he has
    assert h.stacks[4] == 0 and h.legal().current_bet == 15


# --- bet.limit_size -------------------------------------------------------------------------------


def test_bet_limit_size_small_then_big_bet() -> None:
    h = dealt(table((1, 2, 3), 1, game=Game.LIMIT))  # 10/20 limit, blinds 5/10
    legal = h.legal()
    assert (legal.min_raise_to, legal.max_raise_to) == (20, 20)
    assert "at most 20" in refused(h, 1, RAISE, 30)
    act(h, 1, RAISE, 20)
    act(h, 2, CALL)
    act(h, 3, CALL)
    sizes = {}
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        next_street(h)
        legal = h.legal()
        sizes[street] = (legal.min_raise_to, legal.max_raise_to)
        for seat in (2, 3, 1):
            act(h, seat, CHECK)
    assert sizes == {Street.FLOP: (10, 10), Street.TURN: (20, 20), Street.RIVER: (20, 20)}


def test_bet_limit_size_raises_are_one_unit_each() -> None:
    h = dealt(table((1, 2, 3), 1, game=Game.LIMIT))
    act(h, 1, CALL)
    act(h, 2, CALL)
    act(h, 3, CHECK)
    next_street(h)
    act(h, 2, BET, 10)
    assert (h.legal().min_raise_to, h.legal().max_raise_to) == (20, 20)
    assert "at least 20" in refused(h, 3, RAISE, 15)


# --- bet.limit_cap -----------------------------------------------------------------------------


def test_bet_limit_cap_bet_and_three_raises() -> None:
    h = dealt(table((1, 2, 3, 4), 1, game=Game.LIMIT))
    act(h, 4, RAISE, 20)  # the big blind is the bet: this is the first raise
    act(h, 1, RAISE, 30)
    act(h, 2, RAISE, 40)  # the third raise caps it
    legal = h.legal()
    assert legal.seat == 3 and legal.can_call and not legal.can_raise
    assert "capped" in refused(h, 3, RAISE, 50)
    for seat in (3, 4, 1):
        act(h, seat, CALL)
    assert h.to_act() is None  # the cap's last raise is called: the round is over
    next_street(h)
    act(h, 2, BET, 10)
    act(h, 3, RAISE, 20)
    act(h, 4, RAISE, 30)
    act(h, 1, RAISE, 40)
    assert not h.legal().can_raise


def test_bet_limit_cap_applies_heads_up_by_default() -> None:
    for rules in (HouseRules.SEEDS, HouseRules.TDA):
        h = dealt(table((1, 2), 1, game=Game.LIMIT, house_rules=rules))
        act(h, 1, RAISE, 20)
        act(h, 2, RAISE, 30)
        act(h, 1, RAISE, 40)
        assert not h.legal().can_raise, rules


def test_bet_limit_cap_roberts_no_cap_heads_up() -> None:
    h = dealt(table((1, 2), 1, game=Game.LIMIT, house_rules=HouseRules.ROBERTS))
    to = 10
    for k in range(8):
        seat = 1 if k % 2 == 0 else 2
        to += 10
        act(h, seat, RAISE, to)
    assert h.legal().can_raise and h.legal().min_raise_to == to + 10


def test_bet_limit_cap_roberts_cap_while_more_than_two_are_in() -> None:
    h = dealt(table((1, 2, 3), 1, game=Game.LIMIT, house_rules=HouseRules.ROBERTS))
    act(h, 1, RAISE, 20)
    act(h, 2, RAISE, 30)
    act(h, 3, RAISE, 40)
    assert not h.legal().can_raise
    act(h, 1, FOLD)  # heads-up now, but "once capped ... it cannot be uncapped by a fold"
    assert not h.legal().can_raise
    assert "capped" in refused(h, 2, RAISE, 50)


def test_bet_limit_cap_roberts_heads_up_action_with_a_third_player_all_in() -> None:
    # Robert's: the cap is "for a pot involving three or more players who are not all-in"
    h = dealt(table({1: 10, 2: 1_000, 3: 1_000}, 1, game=Game.LIMIT,
                    house_rules=HouseRules.ROBERTS))
    act(h, 1, CALL)  # all in for his 10: the action is heads-up between 2 and 3
    to = 10
    for k in range(6):
        to += 10
        act(h, 2 if k % 2 == 0 else 3, RAISE, to)
    assert h.legal().can_raise
    for rules in (HouseRules.SEEDS, HouseRules.TDA):  # the cap applies there
        h = dealt(table({1: 10, 2: 1_000, 3: 1_000}, 1, game=Game.LIMIT, house_rules=rules))
        act(h, 1, CALL)
        for k, to in enumerate((20, 30, 40)):
            act(h, 2 if k % 2 == 0 else 3, RAISE, to)
        assert not h.legal().can_raise, rules


def test_blinds_big_all_in_for_less_the_price_is_still_the_full_blind() -> None:
    # seat 3's big blind is all in for 4 of its 10: the others still call 10 ("the full
    # minimum bet"), the small blind completes to 10, and a raise is to 20 at least
    h = dealt(table({1: 1_000, 2: 1_000, 3: 4}, 1))
    assert h.bets == {1: 0, 2: 5, 3: 4} and 3 in h.all_in
    legal = h.legal()
    assert legal.seat == 1 and legal.to_call == 10 and legal.min_raise_to == 20
    act(h, 1, CALL)
    assert h.bets[1] == 10 and h.legal().to_call == 5  # the small blind completes
    act(h, 2, CALL)
    assert h.to_act() is None
    h.collect()
    assert [p.amount for p in h.pots] == [12, 12]  # 4 from each, then the side pot


# --- bet.pot_limit ---------------------------------------------------------------------------


def test_bet_pot_limit_max_is_pot_after_call() -> None:
    h = dealt(table((1, 2, 3, 4), 1, game=Game.POT_LIMIT))
    # seat 4 calls 10 (pot 25), then raises by the pot: to 35
    assert h.legal().max_raise_to == 35
    assert "at most 35" in refused(h, 4, RAISE, 36)
    act(h, 4, RAISE, 35)
    # seat 1: pot 50 + his call of 35 = 85, raise to 35 + 85 = 120
    assert h.legal().max_raise_to == 120
    act(h, 1, RAISE, 120)
    act(h, 2, FOLD)
    act(h, 3, FOLD)
    act(h, 4, CALL)
    next_street(h)
    assert h.pot_total() == 255
    assert h.legal().max_raise_to == 255  # a bet of the pot
    act(h, 4, BET, 100)
    assert h.legal().max_raise_to == 100 + (255 + 100 + 100)


def test_bet_pot_limit_max_is_capped_by_the_stack() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 20}, 1, game=Game.POT_LIMIT))
    assert h.legal().max_raise_to == 20
    act(h, 4, RAISE, 20)


# --- bet.no_limit ------------------------------------------------------------------------------


def test_bet_no_limit_whole_stack() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 777}, 1))
    legal = h.legal()
    assert legal.max_raise_to == legal.all_in_to == 777
    assert "at most 777" in refused(h, 4, RAISE, 778)
    act(h, 4, RAISE, 777)
    assert h.stacks[4] == 0 and 4 in h.all_in
    legal = h.legal()
    assert legal.max_raise_to == 1000 and legal.min_raise_to == 1000  # 777 + 767 > stack
    act(h, 1, ALL_IN)
    assert h.bets[1] == 1000


# --- bet.round_complete ---------------------------------------------------------------------


def test_bet_round_complete_big_blind_option() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    legal = h.legal()  # everyone has put in the same, but the big blind has not acted
    assert legal.seat == 3 and legal.can_check and legal.can_raise
    assert not h.is_round_complete()
    act(h, 3, RAISE, 30)  # the option used: the others act again
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    assert h.is_round_complete()


def test_bet_round_complete_when_the_big_blind_checks() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    assert h.to_act() is None and h.is_round_complete()
    with pytest.raises(InvalidOperation, match="nobody is to act"):
        h.legal()


def test_bet_round_complete_when_all_but_one_fold() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    act(h, 4, RAISE, 40)
    for seat in (1, 2, 3):
        act(h, seat, FOLD)
    assert h.to_act() is None and h.live == {4}


def test_bet_round_complete_everyone_in_has_matched_or_is_all_in() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 60}, 1))
    act(h, 4, ALL_IN)
    act(h, 1, RAISE, 200)
    act(h, 2, CALL)
    assert h.to_act() == 3
    act(h, 3, CALL)
    assert h.to_act() is None  # seat 4 is all in for less; 1, 2, 3 have matched
    next_street(h)
    for seat in (2, 3, 1):
        act(h, seat, CHECK)
    assert h.to_act() is None


def test_bet_round_complete_every_player_acts_once_postflop() -> None:
    h = dealt(table((1, 2, 3), 1))
    act(h, 1, CALL)
    act(h, 2, CALL)
    act(h, 3, CHECK)
    next_street(h)
    act(h, 2, CHECK)
    act(h, 3, CHECK)
    assert not h.is_round_complete() and h.to_act() == 1
    act(h, 1, BET, 10)
    assert h.to_act() == 2  # the checkers must answer the bet
    act(h, 2, CALL)
    act(h, 3, CALL)
    assert h.is_round_complete()


def test_bet_round_complete_nobody_left_to_bet_against() -> None:
    h = dealt(table({1: 1000, 2: 50, 3: 1000}, 1))
    act(h, 1, RAISE, 1000)
    act(h, 2, ALL_IN)
    act(h, 3, CALL)
    assert h.to_act() is None
    next_street(h)
    assert h.to_act() is None  # later streets have no betting at all


# --- short all-in raise (bet.reopen: every preset; tests/engine/test_rules_fuller_wording.py) --


def test_bet_short_all_in_reopens_for_who_has_not_acted() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 250}, 1, small_blind=50,
                    big_blind=100))
    act(h, 4, RAISE, 200)
    act(h, 5, ALL_IN)
    legal = h.legal()
    assert legal.seat == 1 and legal.can_raise and legal.min_raise_to == 350
    act(h, 1, RAISE, 350)  # a full raise reopens it for seat 4 as well
    act(h, 2, FOLD)
    act(h, 3, FOLD)
    assert h.legal().seat == 4 and h.legal().can_raise


def test_bet_limit_cap_roberts_a_capping_all_in_leaves_the_action_heads_up() -> None:
    # issue 11, defect 3: seat 3's all-in is the cap's last raise, and with it only two
    # players with chips remain: under Robert's the round is not capped (a stale cache of
    # who is all in used to count seat 3 as still able to bet, and capped it)
    h = dealt(table({1: 1_000, 2: 1_000, 3: 40}, 1, game=Game.LIMIT,
                    house_rules=HouseRules.ROBERTS))
    act(h, 1, RAISE, 20)
    act(h, 2, RAISE, 30)
    act(h, 3, RAISE, 40)  # all in: the third raise
    assert 3 in h.all_in
    legal = h.legal()
    assert legal.seat == 1 and legal.can_raise and legal.min_raise_to == 50
    act(h, 1, RAISE, 50)
    act(h, 2, RAISE, 60)
    assert h.legal().can_raise


def test_bet_options_can_act_answers_what_verify_act_and_act_would_say() -> None:
    # the trio: verify_act raises with the reason, can_act answers yes or no, act does it
    h = dealt(table((1, 2, 3), 1))
    assert h.can_act(Decision(1, CALL)) and h.can_act(Decision(1, RAISE, 20))
    assert not h.can_act(Decision(1, CHECK))  # facing the big blind
    assert not h.can_act(Decision(2, CALL))  # out of turn
    assert not h.can_act(Decision(1, RAISE, 15))  # below the minimum raise
    with pytest.raises(IllegalBet):
        h.verify_act(Decision(1, CHECK))
    assert not h.can_push(0, [1])  # no pot yet
