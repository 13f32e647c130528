"""The misdeal correction, shared by the irregularities that call for one (the first hole card
exposed, two exposed, two extra cards): declared, every card gathered; then the ordinary
shuffle, cut and deal again, blinds and button staying."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import Correction, Diagnosis, OfTheDeal, Stage, note_correction, pending, spend

if TYPE_CHECKING:
    from ..arbiter import Arbiter

PLAN = (Stage.MISDEAL, Stage.DONE)


class Misdeal(OfTheDeal):
    """An irregularity of the deal whose correction is a misdeal."""

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        run = then(do_misdeal, arb, c)
        return [Expect(TraineeAction("misdeal"), "hint.misdeal", c.rule, run)]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return first.rule, "error.misdeal.due", {}


def do_misdeal(arb: Arbiter, c: Correction) -> None:
    arb.announce(Cue(Moment.MISDEAL))  # the deal is void: what belonged to it goes too
    for i, _ in pending(arb, *MistakeKind):
        spend(arb, i, "voided")  # the hand dealt again is clean (CONTRACT.md "Fine points")
    arb.hand.refund_decisions()  # deal.misdeal_deadline: the decisions' chips go back
    arb.hand.gather_all()  # the redeal replays the script from its first decision
    arb.last_words.clear()
    note_correction(arb, c, "misdeal")
