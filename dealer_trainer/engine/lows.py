"""Low hands, ace to five: the 8-or-better low of the hi-lo games (rules hilo.qualifier,
hilo.omaha_low, hilo.stud_low) and the razz low (razz.low).

Aces are low, straights and flushes do not count. Two lows compare card by card from the top:
7-6-5-4-3 beats 8-4-3-2-A, 6-4-3-2-A beats 6-5-3-2-A, 5-4-3-2-A is the best. In razz a pair
counts against a hand: any five unpaired cards beat any pair, one pair beats two pair, then
trips, a full house, quads (A-5 lowball, as PokerKit's razz evaluator); a paired hand compares
its pair first, then its other cards from the top. An 8-or-better low is five different ranks,
each an eight or lower; a hand without one has no low (None).

A `LowValue` is built like `hands.HandValue`: a tuple of a strength, bigger is better (so the
best low is the `max`, and `award.pot_winners` finds the low half's winners as it finds the
high's), and the five cards that make it as a set of bits. `cards` are in reading order,
highest first (8-6-4-2-A); `naming` are the two ranks a dealer names it by ("eight-six low",
hilo.read), and a wheel is also "a wheel".
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from .cards import FULL_DECK, RANK_NAMES, RANKS, Card
from .errors import CardError, EngineError
from .hands import Category, _describe

__all__ = [
    "LowValue",
    "eight_low",
    "low_of_five",
    "low_rank",
    "omaha_low",
    "omaha_low_of",
    "razz_low",
]

EIGHT = 8  # the 8-or-better qualifier, as a low rank
_FIELD = 4  # bits per rank in a packed key: low ranks are 1 (ace) .. 13 (king)
_BASE = 1 << (_FIELD * 6)  # above every packed key: strengths stay positive
# Count patterns of five cards, best first (A-5 lowball: straights and flushes do not exist).
_PATTERNS: dict[tuple[int, ...], Category] = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
}
_ORDER = {category: n for n, category in enumerate(_PATTERNS.values())}
_BY_ORDER = tuple(_PATTERNS.values())
_LOW_CHARS = "A23456789TJQK"  # low rank 1..13 as a rank character
_DECK = FULL_DECK


def low_rank(card: Card) -> int:
    """A card's rank for low: ace 1, deuce 2, ... king 13."""
    return 1 if card.rank == 12 else card.rank + 2


def _low(index: int) -> int:
    rank = index >> 2
    return 1 if rank == 12 else rank + 2


_LOW = tuple(_low(i) for i in range(52))  # each card index's low rank, looked up


def _by_strength(op: Callable[[int, int], bool]) -> Callable[[Any, object], Any]:
    """A comparison of two `LowValue`s on their strength alone (another type: NotImplemented)."""

    def compare(self: Any, other: object) -> Any:
        if isinstance(other, LowValue):
            return op(self[0], other[0])
        return NotImplemented

    return compare


class LowValue(tuple):  # type: ignore[type-arg]
    """A low hand of five cards. Compares, hashes and ties on `strength` alone (bigger is a
    better low; equal lows split the low half)."""

    __slots__ = ()

    def __new__(cls, strength: int, indices: Sequence[int]) -> LowValue:
        return tuple.__new__(cls, (strength, sum(1 << i for i in set(indices))))

    def __getnewargs__(self) -> tuple[Any, ...]:  # type: ignore[override]
        return self[0], [i for i in range(52) if self[1] >> i & 1]

    @property
    def strength(self) -> int:
        return int(self[0])

    @property
    def _key(self) -> int:
        return _BASE - int(self[0])

    @property
    def category(self) -> Category:
        """HIGH_CARD for five different ranks (a real low), else the pairs that spoil it."""
        return _BY_ORDER[self._key >> (_FIELD * 5)]

    @property
    def low_ranks(self) -> tuple[int, ...]:
        """The five low ranks (ace 1) in reading order: groups first, each from the top."""
        key = self._key
        return tuple(key >> (_FIELD * k) & 15 for k in range(4, -1, -1))

    @property
    def ranks(self) -> tuple[str, ...]:
        """The five ranks as `RANKS` writes them, highest first: ('8', '6', '4', '2', 'A')."""
        return tuple(_LOW_CHARS[r - 1] for r in self.low_ranks)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The five cards, in reading order (the ranks of `ranks`)."""
        cards = [_DECK[i] for i in range(51, -1, -1) if self[1] >> i & 1]
        out: list[Card] = []
        for r in self.low_ranks:
            card = next(c for c in cards if low_rank(c) == r and c not in out)
            out.append(card)
        return tuple(out)

    @property
    def qualifies(self) -> bool:
        """An 8-or-better low (hilo.qualifier): five different ranks, none above an eight."""
        return self.category is Category.HIGH_CARD and self.low_ranks[0] <= EIGHT

    @property
    def wheel(self) -> bool:
        """5-4-3-2-A, the best low there is."""
        return self.low_ranks == (5, 4, 3, 2, 1)

    @property
    def naming(self) -> tuple[str, ...]:
        """The ranks a dealer names the low by: its two highest ("eight-six low", hilo.read);
        a paired razz hand, by its pair(s) (inferred: no authority words one)."""
        ranks = self.ranks
        if self.category is Category.HIGH_CARD:
            return ranks[:2]
        if self.category in (Category.TWO_PAIR, Category.FULL_HOUSE):
            return ranks[0], ranks[3]
        return ranks[:1]

    @property
    def description(self) -> str:
        """English words, as `HandValue.description`: 'an eight-six low', 'a wheel'."""
        names = [RANK_NAMES[r] for r in self.ranks]
        if self.wheel:
            return "a wheel, five-four low"
        if self.category is Category.HIGH_CARD:
            article = "an" if names[0] in ("eight", "ace") else "a"
            return f"{article} {names[0]}-{names[1]} low, {'-'.join(names)}"
        # A paired razz hand, in the high hand's words ("one pair, fours, nine-six-two kickers").
        return _describe(self.category, tuple(RANKS.index(r) for r in self.ranks))

    __eq__ = _by_strength(operator.eq)
    __ne__ = _by_strength(operator.ne)
    __lt__ = _by_strength(operator.lt)
    __le__ = _by_strength(operator.le)
    __gt__ = _by_strength(operator.gt)
    __ge__ = _by_strength(operator.ge)

    def __hash__(self) -> int:
        return hash(self[0])

    def __repr__(self) -> str:
        cards = " ".join(c.code for c in self.cards)
        return f"LowValue({self[0]}, [{cards}], {self.description!r})"

    def __str__(self) -> str:
        return self.description


_new_low = tuple.__new__


def _value(indices: Sequence[int]) -> LowValue:
    """The A-5 low of exactly five card indices, whatever they are."""
    lows = [_LOW[i] for i in indices]
    counts: dict[int, int] = {}
    for r in lows:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    pattern = tuple(n for _r, n in groups)
    key = _ORDER[_PATTERNS[pattern]]
    for r, n in groups:
        for _ in range(n):
            key = key << _FIELD | r
    bits = 0
    for i in indices:
        bits |= 1 << i
    return _new_low(LowValue, (_BASE - key, bits))  # type: ignore[no-any-return]


def _pack(ranks: Sequence[int]) -> int:
    """The key of five different low ranks in rising order (no pair: category 0)."""
    a, b, c, d, e = ranks
    return (((e << 4 | d) << 4 | c) << 4 | b) << 4 | a


def _unpaired(by_rank: dict[int, int], ranks: Sequence[int]) -> LowValue:
    """The low of five different ranks in rising order, each card taken from `by_rank`."""
    bits = 0
    for r in ranks:
        bits |= 1 << by_rank[r]
    return _new_low(LowValue, (_BASE - _pack(ranks), bits))  # type: ignore[no-any-return]


def _indices(cards: Sequence[Card], counts: Sequence[int], what: str) -> list[int]:
    try:
        indices = [c.index for c in cards]
        bits = 0
        for c in cards:
            bits |= c.bit
    except (AttributeError, TypeError):
        raise EngineError(f"not a list of cards: {cards!r}") from None
    if len(indices) not in counts:
        size = f"{counts[0]}" if len(counts) == 1 else f"{counts[0]} to {counts[-1]}"
        raise EngineError(f"{what} is {size} cards, got {len(indices)}: {_codes(cards)}")
    if bits.bit_count() != len(indices):
        raise CardError(f"a card appears twice in {_codes(cards)}")
    return indices


def _codes(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "(none)"


def _by_rank(indices: Sequence[int], top: int) -> dict[int, int]:
    """One card index per low rank up to `top`, the first card of each rank."""
    out: dict[int, int] = {}
    for i in indices:
        r = _LOW[i]
        if r <= top and r not in out:
            out[r] = i
    return out


def low_of_five(cards: Sequence[Card]) -> LowValue:
    """The A-5 low value of any five cards, qualifying or not (`LowValue.qualifies`)."""
    return _value(_indices(cards, (5,), "a low hand"))


def eight_low(cards: Sequence[Card]) -> LowValue | None:
    """The best 8-or-better low of any five of 5 to 7 cards (hilo.stud_low); None: no low."""
    ranks = _by_rank(_indices(cards, (5, 6, 7), "a low hand"), EIGHT)
    if len(ranks) < 5:
        return None
    # The five lowest ranks are the best five: each of their order statistics is the lowest.
    return _unpaired(ranks, sorted(ranks)[:5])


def razz_low(cards: Sequence[Card]) -> LowValue:
    """The best razz hand of any five of 5 to 7 cards (razz.low): no qualifier, pairs count
    against it. With five ranks or more, the five lowest ranks; fewer, the best paired five."""
    indices = _indices(cards, (5, 6, 7), "a razz hand")
    ranks = _by_rank(indices, 13)
    if len(ranks) >= 5:
        return _unpaired(ranks, sorted(ranks)[:5])
    return max(_value(five) for five in combinations(indices, 5))


def omaha_low(hole: Sequence[Card], board: Sequence[Card]) -> LowValue | None:
    """The best 8-or-better low of exactly two of four hole cards and exactly three of a board
    of 3 to 5 (hilo.omaha_low); None: no low. The two may differ from the high hand's two."""
    h = _indices(hole, (4,), "an Omaha hand")
    b = _indices(board, (3, 4, 5), "a board")
    if len({*h, *b}) != len(h) + len(b):
        raise CardError(f"a card appears twice in {_codes([*hole, *board])}")
    return omaha_low_of(h, b)


def omaha_low_of(hole: Sequence[int], board: Sequence[int]) -> LowValue | None:
    """`omaha_low` on card indices, unchecked: the hot path."""
    board_ranks = _by_rank(board, EIGHT)
    if len(board_ranks) < 3:  # a low needs three different low ranks on the board
        return None
    hole_ranks = _by_rank(hole, EIGHT)
    on_board = sorted(board_ranks)
    best_key, best = _BASE, None
    for a, b in combinations(sorted(hole_ranks), 2):
        # With the two hole ranks fixed, the three lowest other board ranks are the best three.
        rest = [r for r in on_board if r != a and r != b][:3]
        if len(rest) < 3:
            continue
        five = sorted((a, b, *rest))
        key = _pack(five)
        if key < best_key:
            best_key, best = key, (a, b, rest)
    if best is None:
        return None
    a, b, rest = best
    bits = 1 << hole_ranks[a] | 1 << hole_ranks[b]
    for r in rest:
        bits |= 1 << board_ranks[r]
    return _new_low(LowValue, (_BASE - best_key, bits))  # type: ignore[no-any-return]
