"""What the irregularities whose correction is a void hand share (a fouled deck, a card with
a different back): one step, `void_hand`, before or after substantial action alike: every
card gathered, every chip bet in the hand back to who bet it, the hand dealt again from the
blinds (`voiding.void`). A misdeal instead is refused with the irregularity's own message."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, ClassVar

from ...engine import ops
from .. import voiding
from ..actions import TraineeAction
from ..procedure import Expect
from .base import Correction, Diagnosis, Irregularity, Stage, note_correction
from .floor_base import Floor, noted

if TYPE_CHECKING:
    from ..arbiter import Arbiter

PLAN = (Floor.VOID, Stage.DONE)


class VoidsHand(Irregularity):
    """Subclasses name the hint and the two messages (a misdeal tried, anything else)."""

    void_hint: ClassVar[str]
    not_misdeal: ClassVar[str]
    void_message: ClassVar[str]

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        return [Expect(TraineeAction("void_hand"), self.void_hint, c.rule,
                       lambda a: void_hand(arb, c))]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if a.name == "misdeal":
            return c.rule, self.not_misdeal, {}
        return c.rule, self.void_message, self.void_params(arb, c)

    def void_params(self, arb: Arbiter, c: Correction) -> dict[str, object]:
        return {}


def void_hand(arb: Arbiter, c: Correction) -> None:
    for other in arb.open_corrections():
        if other is not c:  # the hand they belonged to is void
            other.closed = other.corrected = True
    voiding.void(arb)
    note_correction(arb, c, "void_hand")
