"""What the table draws differently by the game dealt: the snapshot's `variant` (CONTRACT.md
`table.variant`: holdem, omaha, omaha-hilo). How many hole cards a hand holds (omaha.deal:
four), which of the engine's evaluators values a tabled hand (omaha.hand: exactly two hole
and three board cards), and whether a pot also has a low half (hilo.omaha_low).

The values are the engine's own (`hands.best_hand`, `omaha.omaha_hand`, `lows.omaha_low`):
the GUI asks, it never works a hand out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import omaha
from ..engine.cards import Card
from ..engine.hands import HandValue, best_hand
from ..engine.lows import LowValue, omaha_low

HOLDEM = "holdem"
OMAHA = "omaha"
OMAHA_HILO = "omaha-hilo"
HOLDEM_HOLE = 2
BOARD = 5  # a hand is read on a complete board


def is_omaha(variant: str) -> bool:
    return variant in (OMAHA, OMAHA_HILO)


def hole_cards(variant: str) -> int:
    """How many hole cards a hand of `variant` holds: four in Omaha and Omaha hi-lo
    (omaha.deal), two in hold'em."""
    return omaha.HOLE_CARDS if is_omaha(variant) else HOLDEM_HOLE


def split(variant: str) -> bool:
    """Whether each pot is split high and low (hilo.split)."""
    return variant == OMAHA_HILO


def high_hand(variant: str, hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    """The engine's value of a tabled hand on a complete board; None while the board is not
    complete or the hand holds another count than the game's (a wrong count, a dead hand)."""
    if len(board) != BOARD or len(hole) != hole_cards(variant):
        return None
    if is_omaha(variant):
        return omaha.omaha_hand(hole, board)
    return best_hand(hole, board)


def low_hand(variant: str, hole: Sequence[Card], board: Sequence[Card]) -> LowValue | None:
    """The engine's 8-or-better low of a tabled hand in a hi-lo game; None: no low (or no low
    half in this game, or no hand to read)."""
    if not split(variant) or len(board) != BOARD or len(hole) != hole_cards(variant):
        return None
    return omaha_low(hole, board)
