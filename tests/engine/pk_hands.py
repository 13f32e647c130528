"""PokerKit's answer for a hand, fast enough for thousands of hands in a test.

PokerKit's `from_game` tries every combination and builds a `Hand` for each (2.7 ms an Omaha
hand, 0.5-0.8 ms a seven-card low here). Its ranking is its lookup's entry, keyed by the five
ranks and whether they are suited; memoising `Lookup.get_entry` on that key and taking the best
entry of the same combinations gives PokerKit's answer at a fraction of the cost. Each oracle
test also runs a smaller sample through `from_game` itself to show the shortcut is faithful.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from pokerkit import Card as PkCard
from pokerkit.lookups import Entry, Lookup

from dealer_trainer.engine.cards import FULL_DECK, Card

PK_DECK: tuple[PkCard, ...] = tuple(next(iter(PkCard.parse(c.code))) for c in FULL_DECK)
# PokerKit's own key: the product of a prime per rank names the rank multiset; a suited five
# is keyed by the negated product (the suit bits of five cards share a bit only then).
_PRIME = tuple((2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)[i >> 2] for i in range(52))
_SUIT_BIT = tuple(1 << (i & 3) for i in range(52))
_entries: dict[int, dict[int, Entry | None]] = {}


def pk_cards(cards: Iterable[Card]) -> list[PkCard]:
    return [PK_DECK[c.index] for c in cards]


def entry_of(lookup: Lookup, five: Sequence[int]) -> Entry | None:
    """PokerKit's entry for five card indices (`Card.index`), None where its lookup has none
    (no 8-or-better low)."""
    p, b = _PRIME, _SUIT_BIT
    x1, x2, x3, x4, x5 = five
    key = p[x1] * p[x2] * p[x3] * p[x4] * p[x5]
    if b[x1] & b[x2] & b[x3] & b[x4] & b[x5]:
        key = -key
    memo = _entries.setdefault(id(lookup), {})
    if key not in memo:
        cards = [PK_DECK[i] for i in five]
        memo[key] = lookup.get_entry(cards) if lookup.has_entry(cards) else None
    return memo[key]


def best_entry(lookup: Lookup, fives: Iterable[Sequence[int]], *, low: bool) -> Entry | None:
    """The best entry of the combinations, PokerKit's way: a high hand's best entry is its
    largest, a low hand's its smallest (`pokerkit.Hand.__lt__`)."""
    found = [e for e in (entry_of(lookup, f) for f in fives) if e is not None]
    if not found:
        return None
    return min(found) if low else max(found)


def omaha_fives(hole: Sequence[Card], board: Sequence[Card]) -> list[tuple[int, ...]]:
    """Every two of the hole cards with three of the board, as PokerKit's Omaha hands try."""
    return [
        (*(c.index for c in h), *(c.index for c in b))
        for h in combinations(hole, 2)
        for b in combinations(board, 3)
    ]


def any_fives(cards: Sequence[Card]) -> list[tuple[int, ...]]:
    return list(combinations([c.index for c in cards], 5))


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def entry_order(a: Entry | None, b: Entry | None, *, low: bool) -> int:
    """1 if a is the better hand, -1 if b, 0 a tie; no hand (None) loses to any hand."""
    if a is None or b is None:
        return (a is not None) - (b is not None)
    return sign((a < b) - (a > b)) if low else sign((a > b) - (a < b))
