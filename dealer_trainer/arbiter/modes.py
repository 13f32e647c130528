"""The three ways to play (CONTRACT.md, "Modes"): `practice` is the default."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    LEARN = "learn"  # the irregularity's fix shown with it; hints cost nothing
    PRACTICE = "practice"  # the default: as the seeds' trainer always was
    AUDITION = "audition"  # no hints; stated pots and hand readings required


def hints_allowed(mode: Mode) -> bool:
    """An audition is judged as a floor would see it: no hint at all."""
    return mode is not Mode.AUDITION


def hint_cost(mode: Mode, cost: int) -> int:
    """What one hint takes off the score: nothing while learning."""
    return 0 if mode is Mode.LEARN else cost


def shows_fix(mode: Mode) -> bool:
    """Learn shows an irregularity's correction with the irregularity itself."""
    return mode is Mode.LEARN


# an audition session (free deal) is a down judged on three marks: audition.py
# free deal in audition: the chance that a hand carries one injected dealer mistake
AUDITION_MISTAKE_RATE = 0.25
# audition free deal: the chance that a bot's decision is instead something the dealer must
# rule on (chips pushed out, a word): about one ruling in every three or four hands
AUDITION_RULING_RATE = 0.02
# audition free deal: the chance that a player asks for a count where the rules let him
# (the pot in pot limit, an all-in's size): asks are always on in an audition
AUDITION_ASK_RATE = 0.2
