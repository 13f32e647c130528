"""The stages of the deal's errors' corrections (`boxed_card.py`, `wrong_count.py`,
`different_back.py`), and the correction of an error found late, kept apart so that each
irregularity file holds its one class."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .base import Correction


class Boxed(StrEnum):
    SCRAP = "scrap"  # the boxed card to the muck, from where it lies
    REFILL = "refill"  # scrapped from the board: the street's missing card(s), no burn


class Count(StrEnum):
    FIX = "fix"  # a misdeal, the short seat's card, or the dead hand killed


@dataclass(slots=True)
class FoundLate(Correction):
    found_after: int = 0  # the hand's decisions before a player speaks up


class Back(StrEnum):
    STANDS = "stands"  # a card with a different back found in the stub: all action stands,
    # until the hand's first push (`different_back.py`)
