"""Players who act like players (issue 14): in free deal a bot sometimes, instead of a clean
decision, pushes out chips from the house set or says a word the dealer must rule on. The
chance is `DrillSetup.random_rulings`; the draw has its own seeded generator, so the same seed
gives the same table."""

from __future__ import annotations

import random

from ..engine.betting import Legal
from .rulings import Attempt, Words

HOUSE_CHIPS = (1, 5, 25, 100, 500, 1000, 5000, 25000)  # CONTRACT.md's `table.chips` default


def bot_attempt(legal: Legal, stack: int, rng: random.Random) -> Attempt | None:
    """A non-standard action for the seat to act, or None when none fits his chips."""
    seat, to_call = legal.seat, legal.to_call
    if not to_call:
        return Attempt(seat, say=Words.CALL) if rng.random() < 0.5 else _one_chip(
            seat, legal.min_raise_to - legal.current_bet, stack, rng)
    choice = rng.random()
    if choice < 0.5:
        return _one_chip(seat, to_call + 1, stack, rng)
    if choice < 0.8:
        return _call_in_chips(seat, to_call, stack, rng)
    return Attempt(seat, say=Words.CHECK)  # a check facing a bet: call or fold


def _one_chip(seat: int, at_least: int, stack: int, rng: random.Random) -> Attempt | None:
    """One chip of the smallest house value that covers `at_least` (an oversized chip)."""
    chip = next((c for c in HOUSE_CHIPS if c >= at_least), None)
    if chip is None or chip > stack:
        return None
    return Attempt(seat, chips=(chip,))


def _call_in_chips(seat: int, to_call: int, stack: int, rng: random.Random) -> Attempt | None:
    """The call in the fewest house chips, and now and then one chip too many."""
    chips: list[int] = []
    left = to_call
    for c in reversed(HOUSE_CHIPS):
        while left >= c:
            chips.append(c)
            left -= c
    if rng.random() < 0.5:
        chips.append(rng.choice([c for c in HOUSE_CHIPS if c <= max(1, to_call)]))
    if sum(chips) > stack or not chips:
        return None
    return Attempt(seat, chips=tuple(chips))
