"""A pitch that lands in front of the wrong seat: the first card of the deal anywhere but the
first seat left of the button (error.first_card_wrong_seat), a card to an empty seat
(error.card_to_empty_seat), a seat passed over, its card to the next seat
(error.seat_dealt_out), any other card out of sequence (error.out_of_sequence). Each is a
misdeal (Robert's Misdeals 2(f), (h), (i), (j); TDA 35-A)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import next_seat
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from .base import BOTH, Correction, open_correction, pending, spend
from .misdeal import PLAN, Misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class WrongSeat(Misdeal):
    kinds = draws = (MistakeKind.WRONG_SEAT,)
    games = BOTH  # free deal draws it in a stud hand too (it fires there, and is put right)
    params = ("pitch", "seat")
    rules = (
        "error.first_card_wrong_seat",
        "error.card_to_empty_seat",
        "error.seat_dealt_out",
        "error.out_of_sequence",
    )
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        assert cue.seat is not None
        for i, m in pending(arb, *self.kinds):
            if m.pitch != cue.pitch or m.seat is None:
                continue
            spend(arb, i)
            arb.hand.stray_pitch(cue.seat, m.seat)
            rule = self.rule_for(arb, cue.pitch, cue.seat, m.seat)
            open_correction(arb, Correction(rule, self, PLAN, arb.hand, seat=m.seat))
            return True  # the pitch went astray: the step's own pitch is taken over
        return False

    def rule_for(self, arb: Arbiter, pitch: int, named: int, seat: int) -> str:
        occupied = arb.hand.occupied
        if pitch == 1:
            return "error.first_card_wrong_seat"
        if seat not in occupied:
            return "error.card_to_empty_seat"
        if seat == next_seat(occupied, named):
            return "error.seat_dealt_out"
        return "error.out_of_sequence"

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        h, rng = arb.hand, arb.mistake_rng
        pitch = rng.randint(1, h.deal_size)
        proper = h.deal_order()[pitch - 1]
        seat = rng.choice([s for s in range(1, 11) if s != proper])
        return MistakeSpec(kind, pitch=pitch, seat=seat, hand=arb.hand_number)
