"""A hole card exposed that makes a misdeal: the first card dealt (the first two under TDA and
Robert's; error.exposed_first_card), or a second exposed card (error.two_exposed). An exposed
card being corrected is superseded: the misdeal voids the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import Correction, Stage, open_correction
from .exposed_card import exposed_pitch, misdeal_pitch
from .misdeal import PLAN, Misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class ExposedMisdeal(Misdeal):
    kinds = (MistakeKind.EXPOSED_HOLE_CARD,)
    rules = ("error.exposed_first_card", "error.two_exposed")
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        assert cue.seat is not None
        rule = misdeal_pitch(arb, cue.pitch)
        if rule is None or not exposed_pitch(arb, cue.pitch):
            return False
        arb.hand.pitch(cue.seat, exposed=True)
        for c in arb.open_corrections():
            if Stage.REPLACE_EXPOSED in c.plan:
                c.closed = c.corrected = True  # superseded by the misdeal
        open_correction(arb, Correction(rule, self, PLAN, arb.hand, seat=cue.seat))
        return True
