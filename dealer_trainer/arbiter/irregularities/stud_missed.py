"""A live seat passed over on a later stud street (error.stud_missed_player): its card went
to the next live seat (`wrong_seat`, `pitch: N`, `seat: S` with S the next live seat after
the one named, on fourth street or later; on third street `wrong_seat.py`'s misdeal). The
card moves back to its proper seat (`deal: T`), and the deal goes on: the seat passed over
to gets the next card off the stub (Robert's Stud 13; every preset)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import pending, spend
from .stud_moved_card import MovedCardError, later_street_pitch, next_live

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudMissedPlayer(MovedCardError):
    kinds = (MistakeKind.WRONG_SEAT,)
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
        for i, m in pending(arb, *self.kinds):
            if m.pitch != cue.pitch or m.seat is None or m.seat != nxt:
                continue
            spend(arb, i)
            arb.hand.pitch(m.seat, exposed=due[1])
            self.open_moved(arb, self.rules[0], m.seat, cue.seat, due[1])
            return True
        return False
