"""Free deal's showdown: players beaten by a hand already tabled often muck, as at a real
table, and the dealer must push past them (showdown.muck)."""

from __future__ import annotations

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.gui.freedeal import FREE_DEAL_BEATEN_MUCK, new_table, setup_for
from dealer_trainer.gui.settings import Settings


def test_showdown_muck_free_deal_hands_let_beaten_players_muck() -> None:
    assert 0 < FREE_DEAL_BEATEN_MUCK < 1
    settings = Settings(table_size=9)
    mucked = shown = 0
    for seed in range(40):
        setup = setup_for(new_table(settings, seed), settings, seed)
        assert setup.beaten_muck == FREE_DEAL_BEATEN_MUCK
        arb = Arbiter(setup)
        while not arb.is_complete:
            hint = arb.hint()
            if hint.action is None:
                break
            arb.apply(hint.action)
            if arb.hand.shown or arb.conceded:
                shown += len(arb.hand.shown)
                mucked += len(arb.conceded)
                break
        arb.check_invariants()
    assert mucked > 0 and shown > mucked
