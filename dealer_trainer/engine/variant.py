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
from .hands import HandValue, best_hand
from .lows import LowValue, omaha_low
from .omaha import omaha_hand
from .stud_hands import razz_hand, stud_high, stud_low

__all__ = ["FLOP_BOARD", "FLOP_BOARD_STREETS", "GAMES", "GameRow", "Variant", "board_after", "row"]


class Variant(StrEnum):
    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_HILO = "omaha-hilo"
    STUD = "stud"
    STUD_HILO = "stud-hilo"
    RAZZ = "razz"


# board.flop, board.turn, board.river: a flop game's board streets, each with the cards it turns
FLOP_BOARD: tuple[tuple[str, int], ...] = (("flop", 3), ("turn", 1), ("river", 1))
FLOP_BOARD_STREETS: tuple[str, ...] = tuple(street for street, _ in FLOP_BOARD)  # their names


def board_after(board_streets: tuple[tuple[str, int], ...], street: str) -> int:
    """Board cards once `street` is dealt (0 before the first board street)."""
    total = 0
    for name, cards in board_streets:
        total += cards
        if name == street:
            return total
    return 0


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
    # the qualifying low of a hi-lo game (None: no low); in razz, the hand itself (no high)
    low: Low | None = None
    streets: tuple[str, ...] = ("preflop", "flop", "turn", "river")  # `config.Street` names
    small_streets: int = 2  # limit: the first streets at the small bet, the rest at the big
    button: bool = True  # a button and blinds (a flop game); False: antes and a bring-in
    # stud.deal: each street's cards to each live player, True for face up (a flop game: ())
    faces: tuple[tuple[bool, ...], ...] = ()
    low_order: bool = False  # razz: the highest door card brings in, the lowest board acts
    open_pair: bool = False  # stud.open_pair: the big bet on fourth street where the house has it
    drills: bool = True  # the engine and the arbiter deal it in a drill (the stud games: yes)
    # board.flop, board.turn, board.river: the streets that turn board cards, each with how
    # many (a stud game: none; its common card is no street)
    board_streets: tuple[tuple[str, int], ...] = FLOP_BOARD
    # jackpot.bad_beat: the game whose hands the bad-beat jackpot reads (both hole cards)
    bad_beat: bool = False

    def board_after(self, street: str) -> int:
        """Board cards once `street` is dealt (0 before the first board street)."""
        return board_after(self.board_streets, street)

    def board_street(self, street: str, board: int) -> str | None:
        """The board street whose cards a dealer turns next, the betting round of `street`
        over: `street` again while its cards are short (a flop gone back to the stub, a turn
        moved to the burns), else the next street with board cards; None after the last.
        Cards beyond the street's do not count (a four-card flop, a turn dealt early: that
        same next street is dealt again)."""
        if board < self.board_after(street):
            return street
        names = [s for s, _ in self.board_streets]
        later = self.streets[self.streets.index(street) + 1:] if street in self.streets else ()
        return next((s for s in later if s in names), None)


# stud.deal: two down and one up, three single upcards, one downcard; stud.limits
_STUD_STREETS = ("third", "fourth", "fifth", "sixth", "seventh")
_STUD_FACES = ((False, False, True), (True,), (True,), (True,), (False,))
_FLOP = ("no-limit", "pot-limit", "limit")
GAMES: dict[Variant, GameRow] = {
    Variant.HOLDEM: GameRow(Variant.HOLDEM, 2, True, False, _FLOP, True, best_hand,
                            bad_beat=True),
    Variant.OMAHA: GameRow(Variant.OMAHA, 4, True, False, ("pot-limit", "limit", "no-limit"),
                           True, omaha_hand),
    Variant.OMAHA_HILO: GameRow(Variant.OMAHA_HILO, 4, True, True, ("pot-limit", "limit"),
                                True, omaha_hand, omaha_low),
    # A stud hand's "board" is its common card, if any (stud.common_card).
    Variant.STUD: GameRow(Variant.STUD, 7, False, False, ("limit",), False, stud_high,
                          streets=_STUD_STREETS, button=False, faces=_STUD_FACES,
                          open_pair=True, board_streets=()),
    Variant.STUD_HILO: GameRow(Variant.STUD_HILO, 7, False, True, ("limit",), False,
                               stud_high, stud_low, streets=_STUD_STREETS, button=False,
                               faces=_STUD_FACES, board_streets=()),
    Variant.RAZZ: GameRow(Variant.RAZZ, 7, False, False, ("limit",), False, None, razz_hand,
                          streets=_STUD_STREETS, button=False, faces=_STUD_FACES,
                          low_order=True, board_streets=()),
}


def row(variant: Variant | str) -> GameRow:
    """The row of a variant (its name as a string too)."""
    return GAMES[Variant(variant)]
