"""What the floor's irregularities (a misplaced button, a fouled deck, a wrong push) share:
their stages, each done by its correction note in the hand's log."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, StrEnum
from typing import TYPE_CHECKING

from ...engine import ops
from .base import Correction, corrections_noted

if TYPE_CHECKING:
    pass


class Floor(StrEnum):
    VOID = "void_hand"  # the hand voided (or, for a button moved before any blind, not needed)
    MOVE_BACK = "move_button"  # the button moved where it belongs (or where the floor says)
    AGAIN = "award"  # a pot pushed wrong, pushed again
    FIX = "fix_blinds"  # a hand at the prior level brought up to the new one (prior_level.py)
    CHIP = "not_raced_out"  # a player raced out given his chip after all (raced_out.py)


def noted(c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
    """The stage's correction note is in the log since the correction opened."""
    return any(op.step == stage.value for op in corrections_noted(c, since))



