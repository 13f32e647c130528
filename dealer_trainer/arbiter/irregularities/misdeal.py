"""A misdeal (the first hole card exposed, two exposed, two extra cards): declared,
every card gathered; then the ordinary shuffle, cut and deal again, blinds and button
staying."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import corrections as C
from .. import schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..mistakes import MistakeKind
from ..procedure import Expect, then

if TYPE_CHECKING:
    from ..arbiter import Arbiter


_OF_THE_DEAL = (C.REPLACE_EXPOSED, C.RETURN_EXTRA, C.BOXED, C.WRONG_COUNT)
_DEAL_MISTAKES = (
    MistakeKind.EXPOSED_HOLE_CARD,
    MistakeKind.EXTRA_CARD,
    MistakeKind.BOXED_CARD,
    MistakeKind.WRONG_SEAT,
    MistakeKind.WRONG_COUNT,
)


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    run = then(do_misdeal, arb, c)
    return [Expect(TraineeAction("misdeal"), "hint.misdeal", c.rule, run)]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    return first.rule, "error.misdeal.due", {}


def do_misdeal(arb: Arbiter, c: Correction) -> None:
    for other in arb.open_corrections():
        if other is not c and other.kind in _OF_THE_DEAL:
            other.closed = other.corrected = True  # the deal they belonged to is void
    for i, m in enumerate(arb.scheduled):  # the redeal is clean: each mistake fires once
        if m.kind in _DEAL_MISTAKES:
            arb.fired.add(i)
    declare_misdeal(arb)
    schedule.note_correction(arb, c, "misdeal")
    c.stage = C.Stage.DONE


def declare_misdeal(arb: Arbiter) -> None:
    """deal.misdeal_deadline: the chips the players put in by their decisions go back (the
    blinds stay), every card is gathered, and the redeal is an exact re-play: the scripted
    decisions start again from the first one (TDA 35-C)."""
    h = arb.hand
    h.refund_decisions()
    h.gather_all()
    arb.script_pos.clear()
    arb.last_words.clear()
