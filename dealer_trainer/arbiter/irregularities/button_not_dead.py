"""The button moved when it should stay dead (error.button_not_dead; RULES.md `button.dead`,
issue 27): at a dead-button table, the hand's disc belongs at an empty seat, and the dealer
moved it on to the next player instead, as a moving button would. The correction is the
misplaced button's (`misplaced_button.py`), with the dead seat the disc goes back to: before
any blind, `move_button: S` to the empty seat; after a blind or a card, before substantial
action, the hand is void and the disc goes back; after it the hand plays on and the next
button is the floor's (`seeds`, `roberts`) or the next from where it is (`tda`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import next_seat
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from .base import Correction, open_correction, pending, spend
from .misplaced_button import PLAN, ButtonMisplaced

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.button_not_dead"


class ButtonNotDead(ButtonMisplaced):
    kinds = (MistakeKind.BUTTON_NOT_DEAD,)
    draws = ()  # free deal draws the misplaced button; this one needs a dead disc
    params = ()
    rules = (RULE,)
    moments = frozenset({Moment.HAND_START})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        """The hand starts with the disc on the first player after its dead seat."""
        for i, _ in pending(arb, *self.kinds):
            spend(arb, i)
            h = arb.hand
            if not h.config.dead_button:  # the disc is not dead this hand: nothing to move
                return False
            belongs = h.button
            h.move_button(next_seat(h.occupied, belongs))
            open_correction(arb, Correction(RULE, self, PLAN, h, seat=belongs))
            arb._mistake_fired = None  # no trainee step made it: the table starts this way
            return False
        return False
