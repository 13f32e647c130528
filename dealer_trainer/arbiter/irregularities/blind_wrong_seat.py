"""A blind taken from the wrong seat (error.blind_wrong_seat; RULES.md "Across hands",
`blinds.big`, `blinds.missed`, `seat.join`; issue 27): right after the cut the dealer takes
the big blind from a seat that does not owe it (by default the next player after the real
big blind). Before the first card the chips go back and the blinds are posted again from
the right seats: `void_hand` (every chip back to who put it in), then the ordinary posts.
The correction is owed first: no post and no card until the chips are back."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import next_seat
from .. import voiding
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .floor_base import Floor, noted

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.blind_wrong_seat"
PLAN = (Floor.VOID, Stage.DONE)


class BlindWrongSeat(Irregularity):
    kinds = (MistakeKind.BLIND_WRONG_SEAT,)
    params = ("seat",)
    rules = (RULE,)
    moments = frozenset({Moment.AFTER_CUT})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        """The big blind is taken from the mistake's seat (default: the player after the
        real big blind), before any post of the trainee's."""
        for i, m in pending(arb, *self.kinds):
            spend(arb, i)
            h = arb.hand
            big = h.pos.big
            seat = m.seat if m.seat is not None else next_seat(h.occupied, big)
            if seat == big or not h.can_post(seat, "big"):
                return False
            h.post(seat, "big")
            open_correction(arb, Correction(RULE, self, PLAN, h, seat=seat))
            arb._mistake_fired = None  # no trainee step made it: the table shows it so
            return False
        return False

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted(c, stage, since)

    def owed_first(self, arb: Arbiter, c: Correction) -> bool:
        return True  # nothing goes on while the wrong seat's chips are in

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        return [Expect(TraineeAction("void_hand"), "hint.blind_wrong_seat", c.rule,
                       lambda a: _void(arb, c), {"seat": c.seat})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return c.rule, "error.blind_wrong_seat.back", {"seat": c.seat}


def _void(arb: Arbiter, c: Correction) -> None:
    voiding.void(arb)
    note_correction(arb, c, Floor.VOID.value)
