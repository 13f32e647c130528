"""Who acts when in the stud games, and what the boards show (RULES.md "Seven Card Stud, Stud
hi-lo and Razz", "Forced bet and first to act").

Pure functions of the cards showing, keyed by seat number:

- `bring_in` (`stud.bring_in`, `razz.bring_in`): the seat whose door card brings it in.
- `first_to_act` (`stud.first_to_act`, `razz.first_to_act`): the seat whose board opens the
  betting on fourth to seventh street.
- `deal_order` and `order_from` (`stud.no_button`): the seats in rising number, the dealer
  sitting before seat 1, and the same order started at a given seat.
- `open_pair` and `pairs_showing` (`stud.open_pair`, the dealer's "all pairs", Stud 12).
- `high_board` / `low_board`: the strength of a board, as a key that compares.

Suits rank clubs, diamonds, hearts, spades from low to high (`Card.suit` 0..3, Stud HL 4;
Ties 1). A board is a seat's upcards, the door card first; five upcards (a seventh-street card
dealt up, a common card added by the caller) rank as a five-card poker hand.

Stud hi-lo is stud here: the high board opens, the lowest door card brings in
(`stud.showdown_order`: "in stud hi-lo that is the high board"). Which seats are passed in is
the caller's: the live hands, each with its upcards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from .cards import Card
from .errors import EngineError

__all__ = [
    "bring_in",
    "deal_order",
    "first_to_act",
    "high_board",
    "with_common",
    "low_board",
    "open_pair",
    "order_from",
    "pairs_showing",
    "razz_bring_in",
    "razz_first_to_act",
    "stud_bring_in",
    "stud_first_to_act",
]

Boards = Mapping[int, Sequence[Card]]
BoardKey = tuple[int, tuple[int, ...]]

_ACE = 12
# Categories of a board as a high hand, weakest first (hands.Category's numbers).
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH, _FULL_HOUSE, _QUADS, _STRAIGHT_FLUSH = (
    range(9)
)
_HIGH_PATTERNS = {
    (1,): _HIGH_CARD,
    (2,): _PAIR,
    (2, 2): _TWO_PAIR,
    (3,): _TRIPS,
    (3, 2): _FULL_HOUSE,
    (4,): _QUADS,
}
# Categories of a board as a razz low, best first (lows.py's A-5 order).
_LOW_PATTERNS = {(1,): 0, (2,): 1, (2, 2): 2, (3,): 3, (3, 2): 4, (4,): 5}
_VARIANTS = ("stud", "stud-hilo", "razz")


def _low_rank(card: Card) -> int:
    """A card's rank with aces low: ace 0, deuce 1, ... king 12."""
    return 0 if card.rank == _ACE else card.rank + 1


def _check(seats: Mapping[int, object], what: str) -> None:
    if not seats:
        raise EngineError(f"no {what} to choose from")


def _variant(variant: str) -> str:
    if variant not in _VARIANTS:
        raise EngineError(f"not a stud game: {variant!r} (stud, stud-hilo, razz)")
    return variant


@lru_cache(maxsize=8192)
def _pattern(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The count pattern of ranks ((2, 1, 1) shortened to its groups above one: (2,)) and
    the ranks in reading order: bigger groups first, each group from the top. Remembered: a
    board's key is asked at every street's opening (a few thousand rank patterns in all)."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    pattern = tuple(n for _r, n in groups if n > 1) or (1,)
    return pattern, tuple(r for r, n in groups for _ in range(n))


def high_board(board: Sequence[Card]) -> BoardKey:
    """A board's strength as a high hand (`stud.first_to_act`): bigger is better. Up to four
    upcards rank as four of a kind, three of a kind, two pair, a pair, high cards, then card
    by card; they make no straight or flush. Five upcards rank as a poker hand."""
    if not 1 <= len(board) <= 5:
        raise EngineError(f"a board has 1 to 5 upcards, got {len(board)}")
    pattern, ranks = _pattern(tuple([c.rank for c in board]))
    category = _HIGH_PATTERNS[pattern]
    if len(board) == 5 and category == _HIGH_CARD:
        flush = len({c.suit for c in board}) == 1
        top = ranks[0] if ranks[0] - ranks[4] == 4 else 3 if ranks == (_ACE, 3, 2, 1, 0) else -1
        if top >= 0:
            return (_STRAIGHT_FLUSH if flush else _STRAIGHT), (top,)
        if flush:
            category = _FLUSH
    return category, ranks


def low_board(board: Sequence[Card]) -> BoardKey:
    """A board's strength as a razz low (`razz.first_to_act`): smaller is better. Unpaired
    boards first, the lowest top card first (7-4 before 7-5), then one pair, two pair, trips,
    a full house, quads, each compared from the top; aces low, no straights or flushes."""
    if not 1 <= len(board) <= 5:
        raise EngineError(f"a board has 1 to 5 upcards, got {len(board)}")
    pattern, ranks = _pattern(tuple([_low_rank(c) for c in board]))
    return _LOW_PATTERNS[pattern], ranks


def deal_order(seats: Iterable[int]) -> tuple[int, ...]:
    """`stud.no_button`: the seats in deal order, the first clockwise from the dealer first.
    The house dealer sits before seat 1, so it is rising seat number."""
    return tuple(sorted(set(seats)))


def order_from(seats: Iterable[int], first: int) -> tuple[int, ...]:
    """`stud.no_button`: the seats in deal order, starting at `first` and going clockwise."""
    order = deal_order(seats)
    if first not in order:
        raise EngineError(f"seat {first} is not one of {list(order)}")
    at = order.index(first)
    return order[at:] + order[:at]


def stud_bring_in(doors: Mapping[int, Card]) -> int:
    """`stud.bring_in` (stud and stud hi-lo): the seat of the lowest door card, the ace high,
    ties broken by suit, clubs lowest (Stud 1, Stud HL 4). 2d 2c 5h: the 2c."""
    _check(doors, "door cards")
    return min(doors, key=lambda s: (doors[s].rank, doors[s].suit))


def razz_bring_in(doors: Mapping[int, Card]) -> int:
    """`razz.bring_in`: the seat of the highest door card, aces low, ties broken by suit,
    spades highest, so the K♠ is the highest card (Razz 3). Kc Ks Ah: the Ks."""
    _check(doors, "door cards")
    return max(doors, key=lambda s: (_low_rank(doors[s]), doors[s].suit))


def bring_in(variant: str, doors: Mapping[int, Card]) -> int:
    """`stud.bring_in` / `razz.bring_in` for the game `variant` (stud-hilo as stud)."""
    if _variant(variant) == "razz":
        return razz_bring_in(doors)
    return stud_bring_in(doors)


def _high_card_by_suit(board: Sequence[Card], aces_low: bool) -> tuple[int, int]:
    """The board's highest card, by rank then suit (RP-10-D's "high card by suit")."""
    top = max(board, key=lambda c: (_low_rank(c) if aces_low else c.rank, c.suit))
    return (_low_rank(top) if aces_low else top.rank), top.suit


def _first(boards: Boards, best: list[int], ties_by_suit: bool, aces_low: bool) -> int:
    """Among the tied best boards: the first clockwise from the dealer (`roberts`), or the
    one with the high card by suit (`tda`, RP-10-D, in stud and razz alike)."""
    if ties_by_suit and len(best) > 1:
        return max(best, key=lambda s: _high_card_by_suit(boards[s], aces_low))
    return deal_order(best)[0]


def stud_first_to_act(boards: Boards, *, ties_by_suit: bool = False) -> int:
    """`stud.first_to_act` (stud and stud hi-lo, fourth to seventh street): the seat of the
    high board. Ties: the first clockwise from the dealer, or with `ties_by_suit` (the
    preset's `stud_first_tie_by_suit`, TDA RP-10-D) the board with the high card by suit.
    Qh 2c at seat 2 and Qs 2d at seat 4: seat 2, or seat 4 by suit."""
    _check(boards, "boards")
    keys = {s: high_board(b) for s, b in boards.items()}
    top = max(keys.values())
    return _first(boards, [s for s, k in keys.items() if k == top], ties_by_suit, False)


def razz_first_to_act(boards: Boards, *, ties_by_suit: bool = False) -> int:
    """`razz.first_to_act` (fourth to seventh street): the seat of the lowest board (Razz 3).
    Ties as in `stud_first_to_act`: position, or the high card by suit (RP-10-D says "the
    high card by suit in both games"; in razz the high card counts aces low)."""
    _check(boards, "boards")
    keys = {s: low_board(b) for s, b in boards.items()}
    best = min(keys.values())
    return _first(boards, [s for s, k in keys.items() if k == best], ties_by_suit, True)


def first_to_act(variant: str, boards: Boards, *, ties_by_suit: bool = False) -> int:
    """`stud.first_to_act` / `razz.first_to_act` for the game `variant` (stud-hilo as stud)."""
    if _variant(variant) == "razz":
        return razz_first_to_act(boards, ties_by_suit=ties_by_suit)
    return stud_first_to_act(boards, ties_by_suit=ties_by_suit)


def with_common(boards: Boards, common: Card) -> dict[int, tuple[Card, ...]]:
    """`stud.common_card`: each board with the common card, which plays in every hand. Under
    `roberts` "the player who is now high using the common card initiates the action" (Stud
    15): `first_to_act(variant, with_common(boards, card))`; five cards rank as a poker hand."""
    return {s: (*b, common) for s, b in boards.items()}


def pairs_showing(boards: Boards) -> tuple[int, ...]:
    """The seats whose boards show a pair or better of one rank (the dealer announces "the
    high hand ... and all pairs", Stud 12), in deal order."""
    return deal_order(s for s, b in boards.items()
                      if _pattern(tuple([c.rank for c in b]))[0] != (1,))


def open_pair(boards: Boards) -> bool:
    """`stud.open_pair`: an open pair shows on fourth street, on any live player's board
    (two upcards of one rank). Whether it lets a player bet the big bet is the preset's and
    the game's (not in stud hi-lo or razz)."""
    return any(len(b) == 2 and b[0].rank == b[1].rank for b in boards.values())
