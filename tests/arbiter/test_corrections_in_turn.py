"""The order in which open corrections are owed (issue 11 review): one shared helper,
`irregularities.in_turn`, that the arbiter's expected steps, the diagnosis, the floor's
book and the early and off-turn scans all read: a correction owed at once (a ruling
betting waits for, `Irregularity.first`) before the others, then the oldest first."""

from __future__ import annotations

from types import SimpleNamespace

from dealer_trainer.arbiter.irregularities import in_turn
from dealer_trainer.arbiter.irregularities.player_action import PlayerAction
from dealer_trainer.arbiter.irregularities.premature_street import PrematureStreet


def _arb(*corrections: SimpleNamespace) -> SimpleNamespace:
    return SimpleNamespace(open_corrections=lambda: list(corrections))


def test_a_ruling_owed_comes_before_an_older_correction() -> None:
    premature = SimpleNamespace(name="premature", irregularity=PrematureStreet())
    ruling = SimpleNamespace(name="ruling", irregularity=PlayerAction())
    later = SimpleNamespace(name="later", irregularity=PrematureStreet())
    assert PlayerAction.first and not PrematureStreet.first
    order = [c.name for c in in_turn(_arb(premature, ruling, later))]  # type: ignore[arg-type]
    assert order == ["ruling", "premature", "later"]


def test_without_a_ruling_the_oldest_comes_first() -> None:
    a = SimpleNamespace(name="a", irregularity=PrematureStreet())
    b = SimpleNamespace(name="b", irregularity=PrematureStreet())
    assert [c.name for c in in_turn(_arb(a, b))] == ["a", "b"]  # type: ignore[arg-type]
