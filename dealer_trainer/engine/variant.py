"""The game dealt, as data (rule game.variant): one row per variant, read by every rule that
depends on the game.

A row says how many hole cards each player is dealt, whether there is a board, whether the pot
is split high and low, the betting structures the game is played with (RULES.md "Games and
betting structures") and how a hand is valued: its high hand (`high`, a `hands.HandValue`)
and, in a hi-lo game, its 8-or-better low (`low`, a `lows.LowValue` or None: no low).

Nothing outside this table says how many hole cards a hand has (`HandState.hole_cards`,
`HandState.deal_size`), and nothing outside it picks a hand evaluator (`row(v).high`).
The stud games are declared, so that a drill naming one is told it is not dealt yet
(`dealt` False), not that the word is unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import Card
from .hands import HandValue, best_hand
from .lows import LowValue, omaha_low
from .omaha import omaha_hand
from .stud_hands import razz_hand, stud_high, stud_low

__all__ = ["GAMES", "GameRow", "Variant", "row"]


class Variant(StrEnum):
    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_HILO = "omaha-hilo"
    STUD = "stud"
    STUD_HILO = "stud-hilo"
    RAZZ = "razz"


High = Callable[[Sequence[Card], Sequence[Card]], HandValue]
Low = Callable[[Sequence[Card], Sequence[Card]], LowValue | None]


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game (game.variant). `structures` are `config.Game` values, the usual one first."""

    variant: Variant
    hole_cards: int  # dealt to each player before the first betting round
    board: bool  # community cards (a flop game)
    hilo: bool  # each pot split high and low (hilo.split)
    structures: tuple[str, ...]
    dealt: bool  # the trainer deals it (the stud games: not yet)
    high: High | None = None  # the high hand of a seat's cards and the board
    # the qualifying low of a hi-lo game (None: no low); in razz, the hand itself (no high)
    low: Low | None = None


_FLOP = ("no-limit", "pot-limit", "limit")
GAMES: dict[Variant, GameRow] = {
    Variant.HOLDEM: GameRow(Variant.HOLDEM, 2, True, False, _FLOP, True, best_hand),
    Variant.OMAHA: GameRow(Variant.OMAHA, 4, True, False, ("pot-limit", "limit", "no-limit"),
                           True, omaha_hand),
    Variant.OMAHA_HILO: GameRow(Variant.OMAHA_HILO, 4, True, True, ("pot-limit", "limit"),
                                True, omaha_hand, omaha_low),
    # A stud hand's "board" is its common card, if any (stud.common_card).
    Variant.STUD: GameRow(Variant.STUD, 7, False, False, ("limit",), False, stud_high),
    Variant.STUD_HILO: GameRow(Variant.STUD_HILO, 7, False, True, ("limit",), False,
                               stud_high, stud_low),
    Variant.RAZZ: GameRow(Variant.RAZZ, 7, False, False, ("limit",), False, None, razz_hand),
}


def row(variant: Variant | str) -> GameRow:
    """The row of a variant (its name as a string too)."""
    return GAMES[Variant(variant)]
