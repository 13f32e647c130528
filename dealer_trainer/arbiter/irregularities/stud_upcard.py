"""An upcard dealt face down in stud (error.stud_upcard_down): a door card, or a fourth- to
sixth-street card. The dealer turns it face up where it lies (`turn_up: S`) before the next
card leaves the stub. No authority covers it; the correction follows Robert's Stud 13, "the
cards are corrected, if at all possible, to their proper positions" (inferred, RULES.md).

The mistake is `wrong_face` (`pitch: N`) on an upcard's pitch; on a seventh-street downcard
it is `stud_seventh.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from ..stud_procedure import next_pitch, opened
from .base import (
    Correction,
    Diagnosis,
    Family,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
)
from .stud_stages import StudStage, noted_stage, spend_at_pitch

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudUpcardDown(OfTheDeal):
    kinds = draws = (MistakeKind.WRONG_FACE,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    params = ("pitch",)
    rules = ("error.stud_upcard_down",)
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if h.game.button or cue.seat is None:
            return False
        pitch = next_pitch(h, opened(h))
        if pitch is None or pitch[0] != cue.seat or not (pitch[1] and pitch[2]):
            return False  # a downcard's pitch (stud_seventh.py), or not the book's card
        if not spend_at_pitch(arb, self.kinds, cue.pitch):
            return False
        h.pitch(cue.seat, exposed=False)
        open_correction(arb, Correction(self.rules[0], self, (StudStage.TURN_UP, Stage.DONE),
                                        h, seat=cue.seat))
        return True

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: a door card (pitch 2n+1 to 3n), or the first upcard of fourth to
        sixth street, dealt down."""
        rng, n = arb.mistake_rng, len(arb.hand.occupied)
        street = rng.choice(arb.hand.game.streets[:4])
        if street == Street.THIRD.value:
            return MistakeSpec(kind, pitch=rng.randint(2 * n + 1, 3 * n), hand=arb.hand_number)
        return MistakeSpec(kind, street=street, hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is not StudStage.TURN_UP:
            return None

        def run(a: TraineeAction) -> None:
            assert c.seat is not None
            arb.hand.turn_up(c.seat)
            note_correction(arb, c, StudStage.TURN_UP.value)

        return [Expect(TraineeAction("turn_up", seat=c.seat), "hint.stud_turn_up", c.rule, run,
                       {"seat": c.seat})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return c.rule, "error.stud_upcard_down.turn_up", {"seat": c.seat}
