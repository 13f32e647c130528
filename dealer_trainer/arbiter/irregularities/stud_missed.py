"""A live seat passed over on a later stud street (error.stud_missed_player): its card went
to the next live seat (`wrong_seat`, `pitch: N`, `seat: S` with S the next live seat after
the one named, on fourth street or later; on third street `wrong_seat.py`'s misdeal). The
card moves back to its proper seat (`deal: T`), and the deal goes on: the seat passed over
to gets the next card off the stub (Robert's Stud 13; every preset)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from .base import Family, pending, spend
from .stud_moved_card import MovedCardError, later_street_pitch, next_live
from .stud_stages import at_pitch, later_streets

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudMissedPlayer(MovedCardError):
    kinds = draws = (MistakeKind.WRONG_SEAT,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    params = ("pitch", "seat")
    rules = ("error.stud_missed_player",)
    moments = frozenset({Moment.BEFORE_PITCH})
    hint = "hint.stud_missed_player"
    wrong = "error.stud_missed_player.move"

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        due = later_street_pitch(arb, cue.seat)
        if due is None or cue.seat is None:
            return False
        nxt = next_live(arb, cue.seat)
        if nxt is None:
            return False
        for i, m in pending(arb, *self.kinds):
            if not at_pitch(arb, m, cue.pitch) or m.seat not in (None, nxt):  # None: free deal
                continue
            spend(arb, i)
            arb.hand.pitch(nxt, exposed=due[1])
            self.open_moved(arb, self.rules[0], nxt, cue.seat, due[1])
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: the first seat of a street from fourth to seventh passed over (its
        card to the next live seat; `pitch: 0`, `seat` None: no drill has them)."""
        return MistakeSpec(kind, street=later_streets(arb), hand=arb.hand_number)
