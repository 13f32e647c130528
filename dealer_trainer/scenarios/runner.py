"""Run one drill headless: the trainee's scripted actions through the arbiter."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from .loader import Scenario
from .script import ScriptItem


def run_drill(
    scenario: Scenario, script: Iterable[ScriptItem], lang: str = "en", mode: str = "practice"
) -> dict[str, Any]:
    """CONTRACT.md's result object (plus the arbiter's extra keys), in `mode` (learn,
    practice or audition).

    A scenario decision that cannot be played raises the arbiter's ScriptError."""
    from ..arbiter import Arbiter  # late: loading and validating never need the arbiter
    from ..arbiter.modes import Mode

    arbiter = Arbiter(dataclasses.replace(scenario.setup, lang=lang, mode=Mode(mode)))
    for item in script:
        arbiter.apply(item.action)
    return dict(arbiter.result())
