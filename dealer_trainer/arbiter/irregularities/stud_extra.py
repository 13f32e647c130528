"""A stud player given one card too many (error.stud_extra_card): on that street his pitch
lands two cards (`stud_extra_card`, `street`, `seat: S`). On third street, before
substantial action, a misdeal ("an incorrect number of cards", Robert's Misdeals 2(d), (e);
TDA 35-A-5). On a later street, where it is clear whose card it was (the next live seat's),
it goes on to that seat: `deal: T` (Robert's Stud 13; every preset)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import Street
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from ..stud_procedure import next_pitch, opened, streets
from .base import Correction, Family, open_correction, pending, spend
from .misdeal import PLAN, Misdeal
from .stud_moved_card import MovedCardError, later_street_pitch, next_live

if TYPE_CHECKING:
    from ..actions import TraineeAction
    from ..arbiter import Arbiter
    from .base import Diagnosis


class StudExtraCard(MovedCardError):
    kinds = draws = (MistakeKind.STUD_EXTRA_CARD,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    params = ("street", "seat")
    rules = ("error.stud_extra_card",)
    moments = frozenset({Moment.BEFORE_PITCH})
    hint = "hint.stud_extra_card"
    wrong = "error.stud_extra_card.move"

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if h.game.button or cue.seat is None or len(h.zones.stub) < 2:
            return False
        k = opened(h)
        street = streets(h)[k].value if k < len(streets(h)) else None
        for i, m in pending(arb, *self.kinds):
            if m.street != street or m.seat not in (None, cue.seat):  # None: free deal's
                continue
            if k == 0:  # third street: a misdeal before substantial action
                pitch = next_pitch(h, 0)
                if pitch is None or pitch[0] != cue.seat:
                    continue
                spend(arb, i)
                h.double_pitch(cue.seat, exposed=pitch[1])
                open_correction(arb, Correction(self.rules[0], self, PLAN, h, seat=cue.seat))
                return True
            due = later_street_pitch(arb, cue.seat)
            owner = next_live(arb, cue.seat)
            if due is None or owner is None:
                continue  # the last seat of the street: no seat the card belongs to
            spend(arb, i)
            h.double_pitch(cue.seat, exposed=due[1])
            self.open_moved(arb, self.rules[0], cue.seat, owner, due[1])
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: on third street a seat dealt in (a misdeal), or on fourth to sixth
        street the first seat whose card has a seat after it (`seat` None, which no drill
        has: the validator asks for a seat)."""
        rng = arb.mistake_rng
        street = rng.choice(arb.hand.game.streets[:4])
        if street == Street.THIRD.value:
            seat = rng.choice(sorted(arb.hand.occupied))
            return MistakeSpec(kind, street=street, seat=seat, hand=arb.hand_number)
        return MistakeSpec(kind, street=street, hand=arb.hand_number)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if PLAN[0] in c.plan:
            return Misdeal.expects(self, arb, c)  # type: ignore[arg-type]
        return super().expects(arb, c)

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if PLAN[0] in c.plan:
            return Misdeal.diagnose(self, arb, a, first, c)  # type: ignore[arg-type]
        return super().diagnose(arb, a, first, c)
