"""Two boxed cards in the deal, before substantial action (error.two_boxed): a misdeal
(Robert's Misdeals 2(c) "two or more boxed cards"; TDA 35-A-1). It opens when a second
boxed card shows while the deal is still going on, one having been scrapped already; a
second one after the deal is scrapped like the first (`boxed_card.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import Correction, open_correction
from .boxed_card import in_the_deal_again, showing
from .misdeal import PLAN, Misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class TwoBoxed(Misdeal):
    kinds = (MistakeKind.BOXED_CARD,)
    rules = ("error.two_boxed",)
    moments = frozenset({Moment.STEP_DONE})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        if showing(arb, self) is None or not in_the_deal_again(arb):
            return False
        open_correction(arb, Correction(self.rules[0], self, PLAN, arb.hand))
        return False
