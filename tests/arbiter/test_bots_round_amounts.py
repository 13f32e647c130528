"""Issue 29 (item 8): the bots bet and raise in round amounts of the table's chips, as
players do (no 52, 82, 267, 445 at 5/10), and always legally: never under the minimum raise,
never over the maximum; the bound itself when no round amount is legal."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.arbiter import Arbiter, DrillSetup, bots
from dealer_trainer.arbiter.bots import (
    HOUSE_CHIPS,
    bet_unit,
    bot_decision,
    round_bet,
    smallest_unit,
)
from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.config import Game, SeatConfig, TableConfig
from dealer_trainer.engine.decision import ActionKind
from dealer_trainer.gui.chip_stacks import CHIP_VALUES


def test_the_bots_count_in_the_house_chips_the_table_draws() -> None:
    assert tuple(sorted(CHIP_VALUES)) == HOUSE_CHIPS == tuple(sorted(HOUSE_CHIPS))


def test_the_smallest_unit_is_the_largest_house_chip_up_to_the_big_blind() -> None:
    assert smallest_unit(10) == 5
    assert smallest_unit(200) == 100
    assert smallest_unit(2) == 1
    assert smallest_unit(50) == 25
    assert smallest_unit(10, chip=25) == 25  # never under the table's smallest chip
    assert smallest_unit(10, chip=2) == 2  # a chip of its own: bets in multiples of it


def test_bigger_bets_count_in_bigger_chips() -> None:
    assert [bet_unit(a, 5) for a in (20, 52, 82, 124, 125, 267, 445, 499, 500, 1300, 2600,
                                        5000)] == [5, 5, 5, 5, 25, 25, 25, 25, 100, 100, 500,
                                                   1000]
    assert bet_unit(30, 100) == 100  # never under the smallest unit


def test_the_issues_amounts_become_round_at_five_ten() -> None:
    # the amounts issue 29 saw, as a target with the whole stack to bet with
    assert [round_bet(t, 20, 5000, 5) for t in (52, 82, 267, 445)] == [50, 80, 275, 450]
    assert round_bet(1256, 200, 20000, 100) == 1300
    assert round_bet(7230, 200, 20000, 100) == 7000


def test_the_bounds() -> None:
    assert round_bet(10, 20, 5000, 5) == 20  # under the minimum: the minimum
    assert round_bet(137, 137, 5000, 5) == 150  # an odd minimum raise: the next round amount
    assert round_bet(141, 137, 143, 5) == 140  # the only round amount in range
    assert round_bet(138, 137, 139, 5) == 137  # none: the bound nearest the target
    assert round_bet(6000, 200, 5430, 100) == 5430  # past the maximum: the maximum (all in)
    assert round_bet(5420, 200, 5430, 100) == 5000  # the nearest in 1,000s
    assert round_bet(5700, 200, 5730, 100) == 5000  # 6,000 would pass it: down
    assert round_bet(480, 20, 490, 5) == 475  # 500 would pass it: down, in 25s
    assert round_bet(83, 1, 84, 1) == 80
    assert round_bet(1010, 1001, 1020, 5) == 1010  # no 100 in range: 5s
    assert round_bet(300, 300, 300, 5) == 300


@st.composite
def spots(draw: st.DrawFn) -> tuple[int, int, int, int]:
    smallest = draw(st.sampled_from((1, 5, 25, 100, 2, 10, 3)))
    lo = draw(st.integers(1, 200_000))
    hi = lo + draw(st.one_of(st.integers(0, 50), st.integers(0, 200_000)))
    target = draw(st.integers(0, hi + 1000))
    return target, lo, hi, smallest


@given(spots())
def test_round_bet_is_legal_and_round_unless_at_a_bound(spot: tuple[int, int, int, int]) -> None:
    target, lo, hi, smallest = spot
    to = round_bet(target, lo, hi, smallest)
    assert lo <= to <= hi
    if to not in (lo, hi):
        assert to % smallest == 0
    if target >= hi:
        assert to == hi
    # when a multiple of the target's own unit is legal, near the target, the bet is one
    unit = bet_unit(max(lo, min(hi, target)), smallest)
    near = [m for m in (max(lo, target) // unit * unit, max(lo, target) // unit * unit + unit)
            if lo <= m <= hi]
    if target < hi and near:
        assert to % unit == 0 and abs(to - max(lo, target)) <= unit
    assert round_bet(target, lo, hi, smallest) == to  # pure


@st.composite
def legals(draw: st.DrawFn) -> tuple[Legal, int, int]:
    big_blind = draw(st.sampled_from((2, 10, 50, 200)))
    current = draw(st.sampled_from((0, big_blind))) + draw(st.integers(0, 40)) * big_blind // 2
    step = max(big_blind, draw(st.integers(0, 10 * big_blind)))
    all_in = current + step + draw(st.integers(0, 400 * big_blind))
    lo = min(all_in, current + step)
    hi = min(all_in, lo + draw(st.integers(0, 200 * big_blind)))
    pot = draw(st.integers(big_blind, 1000 * big_blind))
    legal = Legal(seat=3, to_call=current, can_check=current == 0, can_call=current > 0,
                  can_raise=True, min_raise_to=lo, max_raise_to=hi, all_in_to=all_in,
                  is_bet=current == 0, current_bet=current)
    return legal, pot, big_blind


@given(legals(), st.integers(0, 10_000), st.sampled_from((Game.NO_LIMIT, Game.POT_LIMIT)))
def test_a_bots_bet_or_raise_is_legal_and_round(spot: tuple[Legal, int, int], seed: int,
                                                 game: Game) -> None:
    legal, pot, big_blind = spot
    d = bot_decision(legal, random.Random(seed), game, pot, big_blind=big_blind)
    assert legal.allows(d)
    again = bot_decision(legal, random.Random(seed), game, pot, big_blind=big_blind)
    assert again == d  # deterministic per seed
    if d.action in (ActionKind.BET, ActionKind.RAISE):
        assert d.to is not None
        unit = smallest_unit(big_blind)
        assert d.to % unit == 0 or d.to in (legal.min_raise_to, legal.max_raise_to)


def test_free_deal_bets_are_round(monkeypatch: object) -> None:
    """A few free-deal-like hands at 5/10: every bet or raise a bot makes is a multiple of
    5, or the legal bound (the minimum raise, the pot-limit maximum, all in)."""
    made: list[tuple[int, Legal]] = []
    real = bots._aggressive

    def spy(legal: Legal, *args: object) -> object:
        d = real(legal, *args)  # type: ignore[arg-type]
        if d.to is not None:
            made.append((d.to, legal))
        return d

    monkeypatch.setattr(bots, "_aggressive", spy)  # type: ignore[attr-defined]
    for game in (Game.NO_LIMIT, Game.POT_LIMIT):
        seats = tuple(SeatConfig(s, f"p{s}", 10 * 5 * (8 + 4 * s)) for s in (1, 2, 4, 5, 7, 9))
        config = TableConfig(seats=seats, button=1, small_blind=5, big_blind=10, game=game)
        arb = Arbiter(DrillSetup(config=config, seed=7, hands=12, rebuy=True))
        for _ in range(5000):
            expected = arb.expected()
            if arb.is_complete or not expected:
                break
            arb.apply(expected[0])
    assert len(made) > 20
    for to, legal in made:
        assert to % 5 == 0 or to in (legal.min_raise_to, legal.max_raise_to), (to, legal)
