"""A four-card flop under TDA (error.flop_too_many): the four are scrambled face down and
one, at random, becomes the next burn; the other three are the flop."""

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
    run = then(do_scramble, arb, c)
    return [Expect(TraineeAction("scramble_flop"), "hint.scramble", c.rule, run)]


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    return first.rule, "error.flop_too_many.tda", {}


def do_scramble(arb: Arbiter, c: Correction) -> None:
    arb.hand.scramble_into_burn(4)  # the card back on top is the next burnt, before the turn
    schedule.note_correction(arb, c, "scramble_flop")
    c.stage = C.Stage.DONE
    c.closed = c.corrected = True  # before the flop round opens: a mistake may fire in it
    schedule.street_dealt(arb)
