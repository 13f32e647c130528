"""A stud burn that took two cards (error.stud_double_burn): `stud_misburn.py`."""

from __future__ import annotations

from ..mistakes import MistakeKind
from .stud_misburn import StudMisfiredBurn
from .stud_stages import StudStage


class StudDoubleBurn(StudMisfiredBurn):
    kinds = draws = (MistakeKind.DOUBLE_BURN,)
    rules = ("error.stud_double_burn",)
    taken = 2
    stage = StudStage.RETURN_BURN
    hint = "hint.stud_double_burn"
    wrong = "error.stud_double_burn.first"
