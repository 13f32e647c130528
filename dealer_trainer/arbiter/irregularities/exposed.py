"""An exposed hole card (error.exposed_hole_card): the deal goes on; then that seat gets the
top card and the exposed card becomes the first burn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ops
from .. import corrections as C
from .. import ledger, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect, then

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    if ledger.pitches(arb.hand) < 2 * len(arb.hand.occupied):
        return None  # the deal goes on first
    run = then(do_replace, arb, c)
    action = TraineeAction("replace_exposed", seat=c.seat)
    return [Expect(action, "hint.replace_exposed", c.rule, run, {"seat": c.seat})]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    if a.name == "replace_exposed":
        return first.rule, "error.exposed_hole_card.wrong_seat", {"seat": c.seat}
    return first.rule, "error.exposed_hole_card.wrong", {}


def do_replace(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    h = arb.hand
    op = h.replace_exposed(c.seat)
    assert isinstance(op, ops.ExposedReplacing)
    schedule.note_correction(arb, c, "replace_exposed")  # the exposed card is the flop's burn
    c.stage = C.Stage.DONE
