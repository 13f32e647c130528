"""A player dealt in who must wait (error.dealt_in_waiting; RULES.md "Across hands",
`blinds.missed`, `seat.join`; issue 27): a returning player who chose to wait for his big
blind, a new player held off the button or the small blind, or one sitting out, is not dealt
in; the dealer, passing his seat, pitches him a card anyway. A card to "a player not entitled
to a hand" is a misdeal (RULES.md `error.card_to_empty_seat`; Robert's Misdeals 2(i), TDA
35-A-3): declared, every card gathered, shuffle, cut and deal again without him."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import next_seat
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import Correction, open_correction, pending, spend
from .misdeal import PLAN, Misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.dealt_in_waiting"


class DealtInWaiting(Misdeal):
    kinds = (MistakeKind.DEALT_IN_WAITING,)
    params = ("seat",)
    rules = (RULE,)
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        """The first pitch that passes the waiting seat (the mistake's `seat`, by default the
        lowest seat not dealt in) lands in front of him instead."""
        assert cue.seat is not None
        h = arb.hand
        for i, m in pending(arb, *self.kinds):
            out = sorted(arb.comings.out - set(h.occupied))
            seat = m.seat if m.seat is not None else next(iter(out), None)
            if seat is None or seat not in out:
                spend(arb, i)  # nobody waits this hand: nothing to deal him
                return False
            if cue.seat != next_seat(h.occupied, seat):
                return False  # the deal has not reached his seat yet
            spend(arb, i)
            h.stray_pitch(cue.seat, seat)
            open_correction(arb, Correction(RULE, self, PLAN, h, seat=seat))
            return True  # the pitch went to him: the step's own pitch is taken over
        return False
