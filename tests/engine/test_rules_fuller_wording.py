"""RULES.md "Fuller wording of rules above": `bet.min_raise` (the largest prior full raise;
the straddle), `bet.reopen` (short all-ins add up, in every preset; limit: half a bet) and
`award.split` (two odd chips), each per preset where the wording says every preset."""

from __future__ import annotations

import pytest
from test_rules_betting import (
    ALL_IN,
    BET,
    CALL,
    CHECK,
    FOLD,
    RAISE,
    act,
    dealt,
    next_street,
    refused,
    table,
)

from dealer_trainer.engine.award import split_amounts
from dealer_trainer.engine.config import Game, HouseRules
from dealer_trainer.engine.hand import Hand

PRESETS = list(HouseRules)


# --- bet.min_raise ----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_min_raise_the_largest_prior_full_raise_tda_addendum_43(rules: HouseRules) -> None:
    # blinds 100-200: A bets 600, B raises to 1600, C to 3600; D must raise to 5600
    h = dealt(table(dict.fromkeys(range(1, 7), 20_000), 1, small_blind=100, big_blind=200,
                    house_rules=rules))
    act(h, 4, RAISE, 600)
    act(h, 5, RAISE, 1600)
    act(h, 6, RAISE, 3600)
    assert h.legal().min_raise_to == 5600
    assert "at least 5600" in refused(h, 1, RAISE, 5500)


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_min_raise_an_all_in_short_of_a_raise_leaves_the_size(rules: HouseRules) -> None:
    # a 100 bet, an all-in to 140: the next raise is to at least 240 (TDA 47-A)
    h = dealt(table({1: 1000, 2: 1000, 3: 240}, 1, small_blind=50, big_blind=100,
                     house_rules=rules))
    act(h, 1, CALL)
    act(h, 2, CALL)
    act(h, 3, CHECK)
    next_street(h)
    act(h, 2, BET, 100)
    act(h, 3, ALL_IN)  # to 140
    legal = h.legal()
    assert legal.seat == 1 and legal.current_bet == 140 and legal.min_raise_to == 240


@pytest.mark.parametrize("rules", [HouseRules.SEEDS, HouseRules.ROBERTS])
def test_bet_min_raise_straddle_sets_the_raise_and_the_postflop_bet(rules: HouseRules) -> None:
    # blinds 5-10, straddle 20: the first raise is to at least 40; after the flop the
    # minimum bet is the straddle (Robert's No-Limit 2)
    h = dealt(table((1, 2, 3, 4, 5), 1, straddle=True, house_rules=rules))
    assert h.legal().seat == 5 and h.legal().min_raise_to == 40
    assert "at least 40" in refused(h, 5, RAISE, 39)
    for seat in (5, 1, 2, 3):
        act(h, seat, CALL)
    act(h, 4, CHECK)
    next_street(h)
    assert h.legal().min_raise_to == 20
    assert "at least 20" in refused(h, 2, BET, 19)
    act(h, 2, BET, 20)


def test_bet_min_raise_without_a_straddle_the_postflop_bet_is_the_big_blind() -> None:
    h = dealt(table((1, 2, 3, 4), 1))
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    next_street(h)
    assert h.legal().min_raise_to == 10


# --- bet.reopen -------------------------------------------------------------------------------


def short_all_ins(rules: HouseRules) -> Hand:
    """Seat 4 raises to 200; 5 goes all in for 250 (short); 1 calls 250; the small blind goes
    all in for 320 (short again); the big blind folds. The two short raises add up to 120,
    a full raise for seat 4 (he faced 200), not for seat 1 (he faced 250)."""
    h = dealt(table({1: 1000, 2: 320, 3: 1000, 4: 1000, 5: 250}, 1, small_blind=50,
                    big_blind=100, house_rules=rules))
    act(h, 4, RAISE, 200)
    act(h, 5, ALL_IN)
    act(h, 1, CALL)
    act(h, 2, ALL_IN)
    act(h, 3, FOLD)
    return h


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_reopen_short_all_ins_add_up_in_every_preset(rules: HouseRules) -> None:
    h = short_all_ins(rules)
    legal = h.legal()
    assert legal.seat == 4 and legal.can_raise  # he faces 120 more: a full raise
    assert legal.min_raise_to == 420  # the minimum raise stays the last full raise, 100
    act(h, 4, CALL)
    legal = h.legal()
    assert legal.seat == 1 and not legal.can_raise  # he faces only 70 more
    assert "not reopened" in refused(h, 1, RAISE, 500)


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_reopen_one_short_all_in_does_not_reopen(rules: HouseRules) -> None:
    h = dealt(table({1: 250, 2: 1000, 3: 1000, 4: 1000}, 1, small_blind=50, big_blind=100,
                    house_rules=rules))
    act(h, 4, RAISE, 200)
    act(h, 1, ALL_IN)  # 250: short of a full raise
    act(h, 2, FOLD)
    act(h, 3, CALL)
    assert h.legal().seat == 4 and not h.legal().can_raise
    assert "not reopened" in refused(h, 4, RAISE, 400)


def limit_flop(rules: HouseRules, stack2: int) -> Hand:
    """Limit $20/$40 (blinds 10/20), everyone calls and the flop comes; seat 2 is first."""
    h = dealt(table({1: 1000, 2: stack2, 3: 1000, 4: 1000}, 1, game=Game.LIMIT,
                    small_blind=10, big_blind=20, house_rules=rules))
    for seat in (4, 1, 2):
        act(h, seat, CALL)
    act(h, 3, CHECK)
    next_street(h)
    return h


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_reopen_limit_an_all_in_of_half_a_bet_is_a_full_bet(rules: HouseRules) -> None:
    # $20 round, $15 all-in: the next raise is to $35 (Robert's Betting and Raising 6)
    h = limit_flop(rules, 35)
    act(h, 2, ALL_IN)
    legal = h.legal()
    assert legal.seat == 3 and legal.current_bet == 15
    assert legal.can_raise and legal.min_raise_to == legal.max_raise_to == 35


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_reopen_limit_under_half_a_bet_call_or_complete(rules: HouseRules) -> None:
    # a $5 all-in, less than half of $20: a player who has not acted may fold, call or
    # complete the bet to $20
    h = limit_flop(rules, 25)
    act(h, 2, ALL_IN)
    legal = h.legal()
    assert legal.seat == 3 and legal.current_bet == 5
    assert legal.min_raise_to == legal.max_raise_to == 20
    act(h, 3, BET if legal.is_bet else RAISE, 20)
    assert h.legal().min_raise_to == 40


@pytest.mark.parametrize("rules", PRESETS)
def test_bet_reopen_limit_half_a_bet_reopens_for_who_acted(rules: HouseRules) -> None:
    # preflop $20/$40: seat 4 raises to 40, seat 1 all in for 50 (half a bet): seat 4,
    # who acted facing 40, may raise again; an all-in of 45 instead would not reopen
    for all_in, reopened in ((50, True), (45, False)):
        h = dealt(table({1: all_in, 2: 1000, 3: 1000, 4: 1000}, 1, game=Game.LIMIT,
                        small_blind=10, big_blind=20, house_rules=rules))
        act(h, 4, RAISE, 40)
        act(h, 1, ALL_IN)
        act(h, 2, FOLD)
        act(h, 3, CALL)
        assert h.legal().seat == 4 and h.legal().can_raise is reopened


# --- award.split ------------------------------------------------------------------------------


def test_award_split_two_odd_chips_one_each_to_the_first_two_clockwise() -> None:
    # a pot of 101 split three ways: 33 each, and one more to each of the first two tied
    # players clockwise from the button (Robert's Ties 3-5); no player gets two
    assert split_amounts(101, [2, 5, 8], 5, [2, 3, 5, 8, 9], chip=1) == {8: 34, 2: 34, 5: 33}
    assert split_amounts(101, [2, 5, 8], 1, [1, 2, 5, 8], chip=1) == {2: 34, 5: 34, 8: 33}
    shares = split_amounts(103, [1, 2, 3, 4], 4, [1, 2, 3, 4], chip=1)
    assert sorted(shares.values()) == [25, 26, 26, 26] and shares[4] == 25
