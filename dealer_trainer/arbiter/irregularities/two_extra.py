"""Two (or more) extra cards dealt (error.two_extra): a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import Correction, open_correction
from .extra_card import extra_due
from .misdeal import PLAN, Misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class TwoExtra(Misdeal):
    kinds = (MistakeKind.EXTRA_CARD,)
    rules = ("error.two_extra",)
    moments = frozenset({Moment.DEAL_COMPLETE})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        seat = extra_due(arb, cue, many=True)
        if seat is not None:
            open_correction(arb, Correction(self.rules[0], self, PLAN, arb.hand, seat=seat))
        return False
