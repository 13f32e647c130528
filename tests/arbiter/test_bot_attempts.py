"""Free deal (issue 14): bots sometimes act like players, pushing out house chips or saying a
word the dealer must rule on; the hands still play through by the arbiter's own right steps,
with every chip conserved."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup
from dealer_trainer.arbiter.rules import RULING_RULES
from dealer_trainer.engine.config import SeatConfig, TableConfig


def _setup(seed: int, chance: float) -> DrillSetup:
    seats = tuple(SeatConfig(s, f"p{s}", 5000) for s in (1, 2, 4, 5, 7))
    config = TableConfig(seats=seats, button=1, small_blind=25, big_blind=50)
    return DrillSetup(config=config, seed=seed, hands=3, random_rulings=chance)


def _play(setup: DrillSetup) -> Arbiter:
    arb = Arbiter(setup)
    for _ in range(3000):
        expected = arb.expected()
        if arb.is_complete or not expected:
            break
        arb.apply(expected[0])
        arb.check_invariants()
    return arb


@pytest.mark.parametrize("seed", range(6))
def test_bet_rulings_bots_acting_like_players_are_ruled_on_and_the_hands_play_through(
        seed: int) -> None:
    arb = _play(_setup(seed, 0.5))
    assert arb.is_complete and arb.result()["passed"]
    rules = {c.rule for c in arb.corrections}
    assert rules and rules <= set(RULING_RULES)


def test_bet_rulings_bots_act_cleanly_when_the_setting_is_off() -> None:
    arb = _play(_setup(0, 0.0))
    assert arb.is_complete and not arb.corrections
