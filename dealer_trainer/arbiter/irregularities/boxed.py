"""A boxed card (error.boxed_card): "treated as a meaningless scrap of paper" (Robert's
Irregularities 7). The dealer shows it and puts it in the muck (`scrap`) from where it lies,
then repeats the step it interrupted: the same seat's pitch, the burn, or the street's
missing card(s) turned without a burn. While it lies on top of the stub, steps that take no
card go on as usual; a step that takes it lands it face up where it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from .. import corrections as C
from .. import procedure, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect, then

if TYPE_CHECKING:
    from ..arbiter import Arbiter

_BOARD_SIZE = {Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    if c.stage is C.Stage.REFILL:
        street, missing = refill(arb)
        run = then(do_refill, arb, c, missing)
        hint: dict[str, object] = {"street": street}
        return [Expect(TraineeAction(street), "hint.boxed_refill", c.rule, run, hint)]
    scrap = Expect(TraineeAction("scrap"), "hint.scrap", c.rule, then(do_scrap, arb, c))
    if c.stage is C.Stage.LANDED:
        return [scrap]
    # on top of the stub: the steps that take no card go on; one that takes it lands it
    others = [e for e in procedure.normal_expects(arb) if e.example.name != "scrap"]
    for e in others:
        e.visible = False
    return [scrap, *others]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    if c.stage is C.Stage.REFILL:
        return c.rule, "error.boxed_card.refill", dict(first.hint_params)
    return c.rule, "error.boxed_card.scrap", {}


def refill(arb: Arbiter) -> tuple[str, int]:
    """The street whose card(s) the scrapped one leaves missing, and how many."""
    h = arb.hand
    return h.street.value, _BOARD_SIZE.get(h.street, 0) - len(h.zones.board)


def do_scrap(arb: Arbiter, c: Correction) -> None:
    op = arb.hand.scrap()
    assert isinstance(op, ops.CardScrapping)
    schedule.note_correction(arb, c, "scrap")
    if op.zone == "board" and refill(arb)[1] > 0:
        c.stage = C.Stage.REFILL  # the street's round is open already: only its card is owed
    else:
        c.stage = C.Stage.DONE  # the interrupted step is the procedure's next one again


def do_refill(arb: Arbiter, c: Correction, missing: int) -> None:
    arb.hand.turn_board(missing)
    schedule.note_correction(arb, c, refill(arb)[0])
    c.stage = C.Stage.DONE
