"""Run one drill headless: the trainee's scripted actions through the arbiter."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from .loader import Scenario
from .script import ScriptItem


def run_drill(
    scenario: Scenario, script: Iterable[ScriptItem], lang: str = "en", mode: str = "practice",
    on_step: Callable[[Any, Any], None] | None = None,
) -> dict[str, Any]:
    """CONTRACT.md's result object (plus the arbiter's extra keys), in `mode` (learn,
    practice or audition). `on_step(arbiter, step)` is called after each step (the
    command line's station status, progress/status.py).

    A scenario decision that cannot be played raises the arbiter's ScriptError."""
    from ..arbiter import Arbiter  # late: loading and validating never need the arbiter
    from ..arbiter.messages import result_words
    from ..arbiter.modes import Mode

    arbiter = Arbiter(dataclasses.replace(scenario.setup, lang=lang, mode=Mode(mode)))
    for item in script:
        step = arbiter.apply(item.action)
        if on_step is not None:
            on_step(arbiter, step)
    return result_words(arbiter, lang=lang)  # the steps' and violations' words in `lang`
