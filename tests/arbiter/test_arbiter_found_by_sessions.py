"""Arbiter bugs the random sessions found (tests/arbiter/test_property_sessions.py), each named
after the rule it broke; the "actual:" comments say what happened before the fix."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter.rulings import As, Attempt, Facing, Ruling, Words, right_ruling
from dealer_trainer.engine.config import Game
from dealer_trainer.engine.decision import ActionKind
from dealer_trainer.engine.preset import PRESETS, HouseRules, Preset

HOUSES = [PRESETS[h] for h in HouseRules]


def limit_river(current_bet: int = 0, *, mine: int = 0, stack: int = 100,
                may_raise: bool = True) -> Facing:
    """Limit 20-40 on the river: bets and raises of 40, a stack of 100 behind."""
    cap = current_bet + 40 if may_raise else current_bet
    return Facing(current_bet=current_bet, mine=mine, stack=stack, min_raise=40,
                  may_raise=may_raise, max_to=min(cap, mine + stack), game=Game.LIMIT)


@pytest.mark.parametrize("house", HOUSES, ids=lambda p: p.name)
def test_bet_oversized_chip_of_his_whole_stack_in_limit_is_the_limit_bet(house: Preset) -> None:
    v = right_ruling(Attempt(6, chips=(100,)), limit_river(), house)
    # actual: all in for 100, which the engine refuses (raised to the user)
    assert (v.rule, v.ruling) == ("bet.oversized_chip", Ruling(As.BET, 40))


@pytest.mark.parametrize("house", HOUSES, ids=lambda p: p.name)
def test_bet_multiple_chips_of_his_whole_stack_facing_a_limit_bet_is_the_limit_raise(
        house: Preset) -> None:
    v = right_ruling(Attempt(6, chips=(25, 25, 25, 25)), limit_river(40), house)
    assert (v.rule, v.ruling) == ("bet.multiple_chips", Ruling(As.RAISE, 80))


def test_bet_verbal_vs_chips_all_in_said_in_limit_is_the_limit_bet() -> None:
    v = right_ruling(Attempt(6, say=Words.ALL_IN), limit_river(), PRESETS[HouseRules.TDA])
    assert v.ruling == Ruling(As.BET, 40)


def test_bet_reopen_all_in_out_of_turn_when_raising_is_closed_is_a_call() -> None:
    f = limit_river(40, may_raise=False)
    v = right_ruling(Attempt(6, action=ActionKind.ALL_IN), f, PRESETS[HouseRules.ROBERTS])
    assert v.ruling == Ruling(As.CALL)


def test_bet_no_limit_all_in_stays_all_in() -> None:
    f = Facing(current_bet=0, mine=0, stack=100, min_raise=10, max_to=100)
    assert right_ruling(Attempt(6, chips=(100,)), f, PRESETS[HouseRules.SEEDS]).ruling == Ruling(
        As.ALL_IN)
