"""What the table draws differently by the game dealt: the snapshot's `variant` (CONTRACT.md
`table.variant`). How many hole cards a hand holds, which evaluator values a tabled hand and
whether a pot also has a low half all come from the game's row in `engine/variant.py`, the
one place that knows them: the GUI asks, it never works a hand out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card
from ..engine.hands import HandValue
from ..engine.lows import LowValue
from ..engine.variant import Variant, row

HOLDEM_HOLE = row(Variant.HOLDEM).hole_cards  # the layout's two-card default
BOARD = 5  # a hand is read on a complete board


def hole_cards(variant: str) -> int:
    """How many hole cards a hand of `variant` holds (four in Omaha: omaha.deal)."""
    return row(variant).hole_cards


def split(variant: str) -> bool:
    """Whether each pot is split high and low (hilo.split)."""
    return row(variant).hilo


def _readable(variant: str, hole: Sequence[Card], board: Sequence[Card]) -> bool:
    if not row(variant).board:  # stud: a hand of seven, the common card one of them if dealt
        return bool(hole) and len(hole) + len(board) == hole_cards(variant)
    return len(board) == BOARD and len(hole) == hole_cards(variant)


def high_hand(variant: str, hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    """The engine's value of a tabled hand on a complete board; None while the board is not
    complete or the hand holds another count than the game's (a wrong count, a dead hand)."""
    high = row(variant).high
    if high is None or not _readable(variant, hole, board):
        return None
    return high(hole, board)


def shown_hand(
    variant: str, hole: Sequence[Card], board: Sequence[Card]
) -> HandValue | LowValue | None:
    """The value a tabled hand is read by at the showdown: its high hand, or in a game with
    no high (razz, razz.low) its A-5 low, the hand itself."""
    if row(variant).high is None:
        low = row(variant).low
        return low(hole, board) if low is not None and _readable(variant, hole, board) else None
    return high_hand(variant, hole, board)


def low_hand(variant: str, hole: Sequence[Card], board: Sequence[Card]) -> LowValue | None:
    """The engine's 8-or-better low of a tabled hand in a hi-lo game; None: no low (or no low
    half in this game, or no hand to read)."""
    low = row(variant).low
    if low is None or not _readable(variant, hole, board):
        return None
    return low(hole, board)
