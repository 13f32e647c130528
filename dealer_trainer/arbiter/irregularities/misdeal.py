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


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    run = then(do_misdeal, arb, c)
    return [Expect(TraineeAction("misdeal"), "hint.misdeal", c.rule, run)]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    return first.rule, "error.misdeal.due", {}


def do_misdeal(arb: Arbiter, c: Correction) -> None:
    h = arb.hand
    for other in arb.open_corrections():
        if other is not c and other.kind in (C.REPLACE_EXPOSED, C.RETURN_EXTRA):
            other.closed = other.corrected = True  # the deal they belonged to is void
    for i, m in enumerate(arb.scheduled):  # the redeal is clean: each mistake fires once
        if m.kind in (MistakeKind.EXPOSED_HOLE_CARD, MistakeKind.EXTRA_CARD):
            arb.fired.add(i)
    h.gather_all()
    schedule.note_correction(arb, c, "misdeal")
    c.stage = C.Stage.DONE
