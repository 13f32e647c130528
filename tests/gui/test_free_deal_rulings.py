"""Free deal produces rulings (issue 14): now and then a bot pushes chips out or says a word
instead of a clean decision, as often as the irregularities setting says (and now and then in
an audition), and the dealer rules on it by the book."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.modes import AUDITION_RULING_RATE
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.settings import Settings


@pytest.mark.parametrize(
    ("mistakes", "mode", "on"),
    [("off", "practice", False), ("normal", "practice", True), ("often", "learn", True),
     ("off", "audition", True)],
)
def test_bet_rulings_free_deal_rate_follows_the_setting(mistakes: str, mode: str, on: bool):
    settings = Settings(mistakes=mistakes, mode=mode)
    setup = setup_for(new_table(settings, 3), settings, 3)
    assert (setup.random_rulings > 0) is on
    if mode == "audition":
        assert setup.random_rulings == AUDITION_RULING_RATE


def test_bet_rulings_free_deal_hands_reach_rulings_and_the_book_settles_them() -> None:
    """Dealt by the right steps, free-deal hands at the "often" setting reach players'
    actions to rule on; each is ruled (the hint's `rule:`) and the chips stay counted."""
    settings = Settings(mistakes="often", table_size=9)
    ruled = 0
    for seed in range(30):
        arb = Arbiter(setup_for(new_table(settings, seed), settings, seed))
        for _ in range(400):
            if arb.is_complete:
                break
            hint = arb.hint()
            if hint.action is None:
                break
            step = arb.apply(hint.action)
            arb.check_invariants()
            if hint.action.name == "rule":
                assert step.outcome.value == "ok", step
                ruled += 1
    assert ruled > 0
