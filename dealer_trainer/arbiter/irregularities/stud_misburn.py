"""A stud burn that took no card (error.stud_missed_burn) or two (error.stud_double_burn):
what the two share. "If the dealer burns two cards for one round or fails to burn a card,
the cards are corrected, if at all possible, to their proper positions" (Robert's Stud 13).
The mistake (`missed_burn` / `double_burn`, `street: fourth` .. `seventh`) misfires the burn
before that street, and it is seen before the street's first card: `burn` (missed) or
`return_burn` (double), then the street, in every preset."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ..actions import TraineeAction
from ..moments import Cue, Moment
from ..procedure import Expect
from ..stud_procedure import opened, streets
from .base import (
    Correction,
    Diagnosis,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .stud_stages import StudStage, noted_stage

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudMisfiredBurn(OfTheDeal):
    """The shared part; each subclass names its kind, the cards taken and its stage."""

    params = ("street",)
    moments = frozenset({Moment.BEFORE_BURN})
    taken: int
    stage: StudStage
    hint: str
    wrong: str

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        k = opened(h)
        if h.game.button or not 0 < k < len(streets(h)) or len(h.zones.stub) < self.taken + 8:
            return False
        for i, m in pending(arb, *self.kinds):
            if m.street != streets(h)[k].value:
                continue
            spend(arb, i)
            h.misburn(self.taken)
            open_correction(arb, Correction(self.rules[0], self, (self.stage, Stage.DONE), h,
                                            street=m.street))
            return True
        return False

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is not self.stage:
            return None
        h = arb.hand

        def run(a: TraineeAction) -> None:
            if self.taken:
                h.return_burn()
            else:
                h.burn()
            note_correction(arb, c, self.stage.value)

        return [Expect(TraineeAction(self.stage.value), self.hint, c.rule, run,
                       {"street": c.street})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return c.rule, self.wrong, {"street": c.street}
