"""A fouled deck (error.fouled_deck): card N off the deck is a second copy of a card. It is
found the moment both copies have been seen face up (on the board, exposed, in a shown
hand); then, before or after substantial action alike, the hand is void (`void_hand`: a
complete deck replaces the fouled one, every chip goes back) and dealt again from the
blinds (`void_base.py`, shared with a card with a different back)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.cards import Card
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from .base import Correction, open_correction, pending, spend
from .void_base import PLAN, VoidsHand

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.fouled_deck"


class FouledDeck(VoidsHand):
    void_hint = "hint.void_fouled"
    not_misdeal = "error.fouled_deck.not_misdeal"
    void_message = "error.fouled_deck.void"
    kinds = draws = (MistakeKind.FOULED_DECK,)
    params = ("card", "at")
    rules = (RULE,)
    moments = frozenset({Moment.AFTER_CUT, Moment.STEP_DONE})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is Moment.AFTER_CUT:
            foul(arb)
        elif found(arb):
            open_correction(arb, Correction(RULE, self, PLAN, arb.hand))
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """The turn card is a second copy of the flop's first card (drawn at the cut)."""
        n = arb.hand.deal_size  # the deal's pitches (hole cards times players)
        return MistakeSpec(kind, at=n + 6, hand=arb.hand_number)

    def void_params(self, arb: Arbiter, c: Correction) -> dict[str, object]:
        return {"card": str(arb.hand.fouled_card() or "")}


def foul(arb: Arbiter) -> None:
    """The deck is fouled as it lies after the cut: card N off it is the second copy."""
    h = arb.hand
    for i, m in pending(arb, MistakeKind.FOULED_DECK):
        spend(arb, i)
        if m.dup is not None:
            card = Card.parse(m.dup)
        else:  # free deal: the flop's first card, the deal and a burn before it
            card = h.zones.stub[min(h.deal_size + 1, len(h.zones.stub) - 1)]
        if h.can_foul_deck(m.at - 1, card):
            h.foul_deck(m.at - 1, card)
        return


def found(arb: Arbiter) -> bool:
    """Both copies face up, and not yet found in this deal."""
    card = arb.hand.fouled_card()
    if card is None or any(c.rule == RULE for c in arb.open_corrections()):
        return False
    z = arb.hand.zones
    up = [*z.board, *z.set_aside]
    for held in z.hole.values():
        up += [hc.card for hc in held if hc.exposed]
    return up.count(card) >= 2
