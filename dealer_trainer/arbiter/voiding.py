"""void_hand: the hand stops; every card is gathered, every chip bet in the hand goes back
to who bet it, and the hand starts again from the blinds as an exact re-play (TDA 35-C): the
scripted decisions start again from the first, and the hand dealt again is clean (each
injected mistake fires once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ledger
from .irregularities.base import spend

if TYPE_CHECKING:
    from .arbiter import Arbiter


def void(arb: Arbiter) -> None:
    arb.hand.void_hand()  # the script's cursor, read from the log, starts again
    arb.last_words.clear()
    spent = ledger.spent_mistakes(arb.hand)
    for i in range(len(arb.scheduled)):
        if i not in spent:
            spend(arb, i, "voided")  # the hand dealt again is clean
