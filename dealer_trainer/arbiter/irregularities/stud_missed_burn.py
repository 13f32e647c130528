"""A stud burn that took no card (error.stud_missed_burn): `stud_misburn.py`."""

from __future__ import annotations

from ..mistakes import MistakeKind
from .stud_misburn import StudMisfiredBurn
from .stud_stages import StudStage


class StudMissedBurn(StudMisfiredBurn):
    kinds = draws = (MistakeKind.MISSED_BURN,)
    rules = ("error.stud_missed_burn",)
    taken = 0
    stage = StudStage.BURN
    hint = "hint.stud_missed_burn"
    wrong = "error.stud_missed_burn.first"
