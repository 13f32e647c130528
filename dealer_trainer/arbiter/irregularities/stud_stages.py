"""The stages of the stud dealer errors' corrections (RULES.md "Dealer errors in stud") and
the corrections that carry more than the shared fields, kept apart so that each
irregularity file holds its one class."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .base import Correction


class StudStage(StrEnum):
    UNSEEN = "unseen"  # not come to light yet (`found_after`): nothing owed
    MOVE_BRING_IN = "bring_in"  # stud.wrong_bring_in: `rule: {seat: T, as: bring_in}`
    STANDS = "stands"  # stud.wrong_bring_in: `rule: {seat: T, as: stands}`
    TURN_UP = "turn_up"  # error.stud_upcard_down: the card turned up where it lies


@dataclass(slots=True)
class WrongLow(Correction):
    """stud.wrong_bring_in: `seat` is the wrong low card named, `low` the true one."""

    low: int = 0
    found_after: int = 0  # decisions after the wrong wager before it comes to light
