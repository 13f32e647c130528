"""An extra card to the first seat dealt (error.extra_card): it goes back on top of the deck
and is the next card burnt. (Two extra cards are a misdeal: `two_extra.py`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import (
    Correction,
    Diagnosis,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
    owed,
    pending,
    spend,
)

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def extra_due(arb: Arbiter, cue: Cue, *, many: bool) -> int | None:
    """The deal is complete and the next scheduled extra_card (of one card, or of `many`)
    is due: its cards go to the first seat dealt, and that seat is returned."""
    if owed(arb, Stage.MISDEAL):
        return None  # the deal is void anyway
    for i, m in pending(arb, MistakeKind.EXTRA_CARD):
        if (m.count >= 2) is not many:
            return None
        spend(arb, i)
        h = arb.hand
        first = h.deal_order()[0]
        for _ in range(max(1, m.count)):
            if h.zones.stub:
                h.pitch(first)
        return first
    return None


class ExtraCard(OfTheDeal):
    kinds = (MistakeKind.EXTRA_CARD,)
    params = ("count",)
    draws = (MistakeKind.EXTRA_CARD,)
    rules = ("error.extra_card",)
    moments = frozenset({Moment.DEAL_COMPLETE})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        seat = extra_due(arb, cue, many=False)
        if seat is not None:
            plan = (Stage.RETURN_EXTRA, Stage.DONE)
            open_correction(arb, Correction(self.rules[0], self, plan, arb.hand, seat=seat))
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        return MistakeSpec(kind, count=1, hand=arb.hand_number)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        run = then(do_return_extra, arb, c)
        action = TraineeAction("return_extra", seat=c.seat)
        return [Expect(action, "hint.return_extra", c.rule, run, {"seat": c.seat})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if a.name == "return_extra":
            return first.rule, "error.extra_card.wrong_seat", {"seat": c.seat}
        return first.rule, "error.extra_card.wrong", {}


def do_return_extra(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.return_extra(c.seat)
    # an exposed card of this deal may already be in the burn pile: the extra card, now
    # on top, "is the next card burnt" too, so the card a player held never turns up on
    # the board (ledger.burned reads it so)
    note_correction(arb, c, "return_extra")
