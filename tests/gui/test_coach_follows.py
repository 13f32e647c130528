"""The guided first hand followed to the letter (issue 29, item 2): doing exactly what each
callout asks, by the mouse, and Next on a callout that only explains, ends PASSED with no
violation; a callout about a step the arbiter does not owe yet asks first for the one it
does owe (the push waits while the uncalled bet is still in front of its player)."""

from __future__ import annotations

from typing import Any

import pygame
from test_coach import guided_table, shown

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.coach import MARKS, now_key, now_params
from dealer_trainer.gui.text import tr


def owed_words(table: Any) -> str | None:
    """The words of the mark about the arbiter's next right step (None: no mark is)."""
    names = {v.seat: v.name for v in table.session.snap.seats}
    for a in table.session.arb.expected():
        mark = next((m for m in MARKS if a.name in m.steps), None)
        if mark is not None:
            return tr(now_key(mark, a), table.lang, **now_params(a, names))
    return None


def asked(table: Any) -> Any:
    """The action the shown callout asks for, or None if it only explains."""
    tour = table.coach.tour
    if tour.now() is not None:
        return tour.now()
    first = tour.first()
    return None if first is None else first[1]


def test_the_guided_hand_followed_callout_by_callout_passes(app, driver):
    table = guided_table(app)
    seen: list[str] = []
    for _ in range(200):
        if table.session.complete:
            break
        key = shown(table)
        assert key is not None, "the tour ended before the hand"
        if not seen or seen[-1] != key:
            seen.append(key)
        mark = table.coach.tour.mark
        words = " ".join(table.coach._lines)
        if mark.steps:  # a callout about a step says the step owed now, whatever it is
            owed = owed_words(table)
            assert owed is not None and owed.replace("\n", " ") in words, (key, words)
        action = asked(table)
        if action is None:
            assert not mark.steps, key
            driver.key(pygame.K_RETURN)  # Next
            continue
        n = len(table.session.arb.steps)
        driver.do(action)
        steps = table.session.arb.steps[n:]
        assert steps and all(s.outcome is Outcome.OK for s in steps), (key, action, steps)
    arb = table.session.arb
    assert table.session.complete and arb.passed() and not arb.violations and not arb.invalids
    assert seen == [m.key for m in MARKS]  # every mark shown, in order
