"""An extra card to the first seat dealt (error.extra_card): it goes back on top of the
deck and is the next card burnt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import corrections as C
from .. import schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect, then

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    run = then(do_return_extra, arb, c)
    action = TraineeAction("return_extra", seat=c.seat)
    return [Expect(action, "hint.return_extra", c.rule, run, {"seat": c.seat})]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    if a.name == "return_extra":
        return first.rule, "error.extra_card.wrong_seat", {"seat": c.seat}
    return first.rule, "error.extra_card.wrong", {}


def do_return_extra(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.return_extra(c.seat)
    # an exposed card of this deal may already be in the burn pile: the extra card, now
    # on top, "is the next card burnt" too, so the card a player held never turns up on
    # the board (ledger.burned reads it so)
    schedule.note_correction(arb, c, "return_extra")
    c.stage = C.Stage.DONE
