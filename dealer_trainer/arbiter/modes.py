"""The three ways to play (CONTRACT.md, "Modes"): `practice` is the default."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    LEARN = "learn"  # the irregularity's fix shown with it; hints cost nothing
    PRACTICE = "practice"  # the default: as the seeds' trainer always was
    AUDITION = "audition"  # no hints; stated pots and hand readings required
