"""The game dealt, as data (rule game.variant): one row per variant, read by every rule that
depends on the game.

A row says how many hole cards each player is dealt, whether there is a board, whether the pot
is split high and low, the betting structures the game is played with (RULES.md "Games and
betting structures") and how a hand is valued: its high hand (`high`, a `hands.HandValue`)
and, in a hi-lo game, its 8-or-better low (`low`, a `lows.LowValue` or None: no low).

Nothing outside this table says how many hole cards a hand has (`HandState.hole_cards`,
`HandState.deal_size`), and nothing outside it picks a hand evaluator (`row(v).high`).
The stud games differ from the flop games by data here and by their own modules
(`engine/stud.py`, `stud_order.py`, `stud_ops.py`): the streets and how many are played at the
small bet, the face of each card a street deals (`faces`), no button and no blinds (`button`),
the bring-in and first actor read as the high or the low hand (`low_order`), and whether an
open pair on fourth street lets a player bet the big bet (`open_pair`, where the preset has it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import Card
from .hands import HandValue, best_hand, evaluate
from .lows import LowValue, eight_low, omaha_low, razz_low
from .omaha import omaha_hand

__all__ = ["GAMES", "GameRow", "Variant", "row"]


class Variant(StrEnum):
    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_HILO = "omaha-hilo"
    STUD = "stud"
    STUD_HILO = "stud-hilo"
    RAZZ = "razz"


High = Callable[[Sequence[Card], Sequence[Card]], HandValue]  # razz: its low, as strong
Low = Callable[[Sequence[Card], Sequence[Card]], LowValue | None]


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game (game.variant). `structures` are `config.Game` values, the usual one first."""

    variant: Variant
    hole_cards: int  # dealt to each player before the first betting round
    board: bool  # community cards (a flop game)
    hilo: bool  # each pot split high and low (hilo.split)
    structures: tuple[str, ...]
    dealt: bool  # the trainer deals it everywhere, free deal too (the stud games: not yet)
    high: High | None = None  # the high hand of a seat's cards and the board
    low: Low | None = None  # the qualifying low of a hi-lo game (None: no low)
    streets: tuple[str, ...] = ("preflop", "flop", "turn", "river")  # `config.Street` names
    small_streets: int = 2  # limit: the first streets at the small bet, the rest at the big
    button: bool = True  # a button and blinds (a flop game); False: antes and a bring-in
    # stud.deal: each street's cards to each live player, True for face up (a flop game: ())
    faces: tuple[tuple[bool, ...], ...] = ()
    low_order: bool = False  # razz: the highest door card brings in, the lowest board acts
    open_pair: bool = False  # stud.open_pair: the big bet on fourth street where the house has it
    drills: bool = True  # the engine and the arbiter deal it in a drill (the stud games: yes)


def stud_hand(cards: Sequence[Card], common: Sequence[Card]) -> HandValue:
    """stud.hand: the best five of a seat's seven cards (with a common card: six and it)."""
    return evaluate((*cards, *common))


def stud_low(cards: Sequence[Card], common: Sequence[Card]) -> LowValue | None:
    """hilo.stud_low: the best 8-or-better low of any five of the seven; None: no low."""
    return eight_low((*cards, *common))


def razz_hand(cards: Sequence[Card], common: Sequence[Card]) -> HandValue:
    """razz.low: the best A-5 low of the seven, no qualifier; it wins as a high hand would
    (a bigger `strength` is the better low), so the award reads it as the game's hand."""
    return razz_low((*cards, *common))  # type: ignore[return-value]


# stud.deal: two down and one up, three single upcards, one downcard; stud.limits
_STUD = {
    "streets": ("third", "fourth", "fifth", "sixth", "seventh"),
    "button": False,
    "faces": ((False, False, True), (True,), (True,), (True,), (False,)),
}
_FLOP = ("no-limit", "pot-limit", "limit")
GAMES: dict[Variant, GameRow] = {
    Variant.HOLDEM: GameRow(Variant.HOLDEM, 2, True, False, _FLOP, True, best_hand),
    Variant.OMAHA: GameRow(Variant.OMAHA, 4, True, False, ("pot-limit", "limit", "no-limit"),
                           True, omaha_hand),
    Variant.OMAHA_HILO: GameRow(Variant.OMAHA_HILO, 4, True, True, ("pot-limit", "limit"),
                                True, omaha_hand, omaha_low),
    Variant.STUD: GameRow(Variant.STUD, 7, False, False, ("limit",), False, stud_hand,
                          **_STUD, open_pair=True),  # type: ignore[arg-type]
    Variant.STUD_HILO: GameRow(Variant.STUD_HILO, 7, False, True, ("limit",), False, stud_hand,
                               stud_low, **_STUD),  # type: ignore[arg-type]
    Variant.RAZZ: GameRow(Variant.RAZZ, 7, False, False, ("limit",), False, razz_hand,
                          **_STUD, low_order=True),  # type: ignore[arg-type]
}


def row(variant: Variant | str) -> GameRow:
    """The row of a variant (its name as a string too)."""
    return GAMES[Variant(variant)]
