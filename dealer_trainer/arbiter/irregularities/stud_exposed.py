"""A third-street downcard dealt face up in stud (error.stud_exposed_downcard): the deal goes
on, and the player's third card, due face up, is dealt down (`deal_down: S`), so that he
holds two down and one up as everyone else (TDA RP-10-A; Robert's Stud 5).

Under `tda` the exposed card is his upcard: the bring-in is read from it with the others
(`stud_procedure.next_pitch` and `Hand.doors` read the cards as they lie), and every exposure
is handled so (TDA 35-A-7 counts exposures in flop games only). Where the house makes the
first two pitches or a second exposure a misdeal (`stud_exposed_door` False: Robert's Misdeals
2(a), (b)), those are left to `exposed_misdeal.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from .exposed_card import exposed_pitch, misdeal_pitch

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudExposedDowncard(OfTheDeal):
    kinds = draws = (MistakeKind.EXPOSED_HOLE_CARD,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    rules = ("error.stud_exposed_downcard",)
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if h.game.button or cue.seat is None or opened(h):
            return False  # a flop game's (exposed_card.py), or past third street
        if not arb.config.preset.stud_exposed_door and misdeal_pitch(arb, cue.pitch):
            return False  # a misdeal (exposed_misdeal.py)
        pitch = next_pitch(h, 0)
        if pitch is None or pitch[1] or not exposed_pitch(arb, cue.pitch):
            return False  # a downcard pitch only (CONTRACT.md)
        h.pitch(cue.seat, exposed=True)
        plan = (Stage.DEAL_DOWN, Stage.DONE)
        open_correction(arb, Correction(self.rules[0], self, plan, h, seat=cue.seat))
        return True

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: one of third street's downcards (pitches 1 to 2n) lands face up."""
        n = len(arb.hand.occupied)
        return MistakeSpec(kind, cards=(arb.mistake_rng.randint(1, 2 * n),),
                           hand=arb.hand_number)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        pitch = next_pitch(arb.hand, 0)
        if pitch is None or pitch[0] != c.seat or pitch[1] or not pitch[2]:
            return None  # the deal goes on first

        def run(a: TraineeAction) -> None:
            assert c.seat is not None
            arb.hand.pitch(c.seat, exposed=False)
            note_correction(arb, c, "deal_down")

        return [Expect(TraineeAction("deal_down", seat=c.seat), "hint.stud_deal_down", c.rule,
                       run, {"seat": c.seat})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return c.rule, "stud.deal_face.down", {"seat": c.seat}
