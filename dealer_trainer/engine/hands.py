"""Showdown: the best five cards of five to seven, their strength, and how a dealer reads them.

phevaluator does the ranking (its rank 1 is a royal flush, 7462 the worst high card); this
module only turns its answer into what a dealer needs: a strength that compares upwards,
the five cards that play, in the order they are read out, and the words for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import Any

from .cards import FULL_DECK, RANK_NAMES, RANKS, Card
from .errors import CardError, EngineError

try:
    # phevaluator 0.6+ is a C extension; calling it directly skips the per-card
    # conversion its public wrappers do, which costs more than the evaluation itself.
    from phevaluator._pheval import evaluate_5cards, evaluate_6cards, evaluate_7cards
except ImportError:  # pragma: no cover - older, pure-Python phevaluator
    from phevaluator.evaluator import evaluate_5cards, evaluate_6cards, evaluate_7cards

__all__ = [
    "Category",
    "HandValue",
    "best_hand",
    "evaluate",
    "strength_of",
    "winners",
]

# phevaluator's ranks run 1..7462; subtracting from one past the worst makes bigger better
# and keeps every strength positive.
_WORST_RANK = 7462
STRENGTH_BASE = _WORST_RANK + 1

_ACE = 12
_WHEEL = frozenset({_ACE, 0, 1, 2, 3})

# phevaluator numbers cards rank * 4 + suit, suits in cdhs order: exactly `Card.index`.
_EVALUATORS: dict[int, Callable[..., int]] = {
    5: evaluate_5cards,
    6: evaluate_6cards,
    7: evaluate_7cards,
}
_DECK = FULL_DECK  # indexed by `Card.index`


class Category(IntEnum):
    """The nine kinds of five-card hand, weakest first; a royal flush is a straight flush."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        """'two pair', 'straight flush': the category's name in words."""
        return self.name.lower().replace("_", " ")


# The last phevaluator rank of each category, strongest first; these are the library's own
# class boundaries (10 straight flushes, 156 quads, 156 full houses, 1277 flushes, ...).
_CATEGORY_LAST_RANK: tuple[tuple[int, Category], ...] = (
    (10, Category.STRAIGHT_FLUSH),
    (166, Category.FOUR_OF_A_KIND),
    (322, Category.FULL_HOUSE),
    (1599, Category.FLUSH),
    (1609, Category.STRAIGHT),
    (2467, Category.THREE_OF_A_KIND),
    (3325, Category.TWO_PAIR),
    (6185, Category.ONE_PAIR),
    (_WORST_RANK, Category.HIGH_CARD),
)


def _category_of_rank(rank: int) -> Category:
    for last, category in _CATEGORY_LAST_RANK:
        if rank <= last:
            return category
    raise EngineError(f"phevaluator rank out of range: {rank}")


class HandValue(tuple):  # type: ignore[type-arg]
    """A made hand. Compares, hashes and ties on `strength` alone: equal strength splits the pot.

    `cards` are the five that play, in reading order (two pair: higher pair, lower pair,
    kicker; a wheel: 5-4-3-2-A). They are picked from the seven only when asked for: a
    showdown reads a few hands, a simulation compares thousands (a tuple of the strength and
    the cards as a set of bits, `Card.bit`, so that making one costs no more than the
    evaluation itself; what the strength means, its `_Shape`, is looked up only when asked
    for).
    """

    __slots__ = ()

    def __new__(cls, strength: int, indices: Sequence[int]) -> HandValue:
        return tuple.__new__(cls, (strength, sum(1 << i for i in set(indices))))

    def __getnewargs__(self) -> tuple[Any, ...]:  # type: ignore[override]
        return self[0], _indices_of(self[1])

    @property
    def strength(self) -> int:
        return int(self[0])

    @property
    def _shape(self) -> _Shape:
        rank = STRENGTH_BASE - self[0]
        return _SHAPE_OF_RANK[rank] or _shape_of(rank, _indices_of(self[1]))

    @property
    def category(self) -> Category:
        return self._shape.category

    @property
    def description(self) -> str:
        return self._shape.description

    @property
    def cards(self) -> tuple[Card, ...]:
        shape = self._shape
        indices = _indices_of(self[1])
        if shape.flush:
            suits = [i & 3 for i in indices]
            suit = max(range(4), key=suits.count)
            indices = [i for i in indices if i & 3 == suit]
        need = shape.need
        taken = [_DECK[i] for i in indices if need[i >> 2]]
        if len(taken) > 5:
            # A playing rank has a spare card (a third pair, two trips, a doubled straight
            # card); which of equal cards plays is a free choice, so take the highest suits.
            left = list(need)
            taken = []
            for i in indices:
                if left[i >> 2]:
                    left[i >> 2] -= 1
                    taken.append(_DECK[i])
        return shape.read(taken)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] == other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] != other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] < other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] <= other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] > other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self[0] >= other[0]  # type: ignore[no-any-return]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self[0])

    def __copy__(self) -> HandValue:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> HandValue:
        return self

    def __repr__(self) -> str:
        cards = " ".join(c.code for c in self.cards)
        name = self.category.name
        return f"HandValue({self[0]}, {name}, [{cards}], {self.description!r})"

    def __str__(self) -> str:
        return self.description


@dataclass(frozen=True, slots=True)
class _Shape:
    """What a phevaluator rank means, whatever the suits: there is one per hand class."""

    category: Category
    ranks: tuple[int, ...]  # the five ranks in reading order
    flush: bool
    description: str
    need: tuple[int, ...]  # how many cards of each rank 0..12 play
    # Cards taken in index order (rank then suit, high first) come out sorted by rank;
    # this puts them in reading order: pairs before kickers, the wheel's ace last.
    read: Callable[[Sequence[Card]], tuple[Card, ...]]


def _reading_order(ranks: Sequence[int], category: Category) -> tuple[int, ...]:
    counts = {r: ranks.count(r) for r in ranks}
    ordered = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and set(ranks) == _WHEEL:
        # The ace plays low in a wheel, so a dealer reads it last.
        ordered = [3, 2, 1, 0, _ACE]
    return tuple(ordered)


def _name(rank: int) -> str:
    return RANK_NAMES[RANKS[rank]]


def _plural(rank: int) -> str:
    word = _name(rank)
    return word + "es" if word.endswith("x") else word + "s"


def _run(ranks: Sequence[int]) -> str:
    return "-".join(_name(r) for r in ranks)


def _kickers(ranks: Sequence[int]) -> str:
    return f"{_run(ranks)} kicker" + ("s" if len(ranks) > 1 else "")


def _describe(category: Category, r: tuple[int, ...]) -> str:
    if category is Category.STRAIGHT_FLUSH:
        return "a royal flush" if r[0] == _ACE else f"a straight flush, {_name(r[0])} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"four of a kind, {_plural(r[0])}, {_kickers(r[4:])}"
    if category is Category.FULL_HOUSE:
        return f"a full house, {_plural(r[0])} full of {_plural(r[3])}"
    if category is Category.FLUSH:
        return f"a flush, {_name(r[0])} high, {_run(r[1:])}"
    if category is Category.STRAIGHT:
        return f"a straight, {_name(r[0])} high"
    if category is Category.THREE_OF_A_KIND:
        return f"three of a kind, {_plural(r[0])}, {_kickers(r[3:])}"
    if category is Category.TWO_PAIR:
        return f"two pair, {_plural(r[0])} and {_plural(r[2])}, {_kickers(r[4:])}"
    if category is Category.ONE_PAIR:
        return f"one pair, {_plural(r[0])}, {_kickers(r[2:])}"
    return f"high card {_name(r[0])}, {_run(r[1:])}"


@cache
def _shapes() -> tuple[_Shape | None, ...]:
    """Ask phevaluator for the rank of one hand of every class (7462 of them, ~0.1 s once).

    A rank fixes the rank multiset and whether it is suited, so knowing that once per rank
    lets `evaluate` pick the playing cards without trying all 21 five-card subsets.
    """
    shapes: list[_Shape | None] = [None] * STRENGTH_BASE
    for ranks in combinations_with_replacement(range(13), 5):
        if any(ranks.count(r) > 4 for r in ranks):
            continue
        distinct = len(set(ranks)) == 5
        # Give a repeated rank different suits, and break up five distinct ranks,
        # so that none of these is a flush.
        seen: dict[int, int] = {}
        indices = []
        for r in ranks:
            indices.append(r * 4 + seen.get(r, 0))
            seen[r] = seen.get(r, 0) + 1
        if distinct:
            indices[-1] += 1
        _add_shape(shapes, ranks, indices, flush=False)
        if distinct:
            _add_shape(shapes, ranks, [r * 4 for r in ranks], flush=True)
    return tuple(shapes)


# Shapes by phevaluator rank, filled as ranks are seen (a list: indexing it is the cheapest
# look-up there is, and `evaluate` does one per call).
_SHAPE_OF_RANK: list[_Shape | None] = [None] * STRENGTH_BASE


def _shape_of(rank: int, indices: Sequence[int]) -> _Shape:
    """The shape of `rank`, worked out the first time that rank is seen from the five cards
    that make it: a process that shows down a few hands pays for a few ranks, not for the
    whole 7,462-rank table (~0.3 s)."""
    shape = _SHAPE_OF_RANK[rank]
    if shape is None:
        five = next(c for c in combinations(indices, 5) if evaluate_5cards(*c) == rank)
        ranks = tuple(sorted(i >> 2 for i in five))
        flush = _category_of_rank(rank) in (Category.FLUSH, Category.STRAIGHT_FLUSH)
        _add_shape(_SHAPE_OF_RANK, ranks, list(five), flush=flush)
        shape = _SHAPE_OF_RANK[rank]
        assert shape is not None
    return shape


def _add_shape(
    shapes: list[_Shape | None], ranks: tuple[int, ...], indices: list[int], *, flush: bool
) -> None:
    rank = evaluate_5cards(*indices)
    category = _category_of_rank(rank)
    ordered = _reading_order(ranks, category)
    by_rank = sorted(range(5), key=lambda j: ordered[j], reverse=True)
    positions = [0] * 5
    for taken, j in enumerate(by_rank):
        positions[j] = taken
    need = tuple(ordered.count(r) for r in range(13))
    description = _describe(category, ordered)
    shapes[rank] = _Shape(category, ordered, flush, description, need, itemgetter(*positions))


def strength_of(indices: Sequence[int]) -> int:
    """Strength of 5-7 card indices (`Card.index`), unchecked: the hot path for simulations.

    Same scale as `HandValue.strength`. Duplicates or a wrong count give a meaningless
    number or an error other than EngineError.
    """
    return STRENGTH_BASE - _EVALUATORS[len(indices)](*indices)


_new_value = tuple.__new__


def _indices_of(bits: int) -> list[int]:
    """The card indices of a set of bits, highest first."""
    return [i for i in range(51, -1, -1) if bits >> i & 1]


def evaluate(cards: Sequence[Card]) -> HandValue:
    """The best five of 5, 6 or 7 distinct cards."""
    # Seven cards (every showdown on a full board, every simulation) take a path written
    # out card by card: on CPython 3.11 a comprehension is a function call of its own, and
    # this path costs less than phevaluator's own `evaluate_cards` (bench/engine.py compares
    # them). Each card carries its index and its bit (`Card.index`, `Card.bit`): the bits'
    # union is the HandValue's set of cards and, counted, the check that no card is there
    # twice (a set of seven would grow its table once: a third of the whole cost). The
    # hand's shape is not looked up here: touching one of thousands of shapes per call is a
    # cache miss a simulation pays for nothing.
    try:
        seven = len(cards) == 7
    except TypeError:  # an iterator: the general path makes it a tuple
        seven = False
    if seven:
        try:
            c1, c2, c3, c4, c5, c6, c7 = cards
            bits = c1.bit | c2.bit | c3.bit | c4.bit | c5.bit | c6.bit | c7.bit
            if bits.bit_count() != 7:
                raise CardError(f"a card appears twice in {_codes(cards)}")
            rank = evaluate_7cards(
                c1.index, c2.index, c3.index, c4.index, c5.index, c6.index, c7.index
            )
        except (AttributeError, TypeError):
            raise EngineError(f"not a list of cards: {cards!r}") from None
    else:
        indices = _indices(cards)
        bits = sum(1 << i for i in indices)
        rank = _EVALUATORS[len(indices)](*indices)
    # What `HandValue(...)` makes, without the call to its Python-level __new__.
    return _new_value(HandValue, (STRENGTH_BASE - rank, bits))  # type: ignore[no-any-return]


def _indices(cards: Sequence[Card]) -> tuple[int, ...]:
    """`Card.index` of each of 5 to 7 distinct cards, or the error that says what is wrong."""
    try:
        # Inlined `Card.index` from the rank and the suit: a thing that is not a card has
        # none of them (a string's `index` is a method).
        indices = tuple([c.rank * 4 + c.suit for c in cards])
    except (AttributeError, TypeError):
        raise EngineError(f"not a list of cards: {cards!r}") from None
    n = len(indices)
    if n not in _EVALUATORS:
        raise EngineError(f"a hand is 5 to 7 cards, got {n}: {_codes(cards)}")
    if len({*indices}) != n:
        raise CardError(f"a card appears twice in {_codes(cards)}")
    return indices


def best_hand(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """A player's hand at showdown (rule `showdown.best_five`): two hole cards and the board,
    any five of them, the board alone included. A board of 3 or 4 cards gives the hand so far.
    """
    if len(hole) != 2:
        raise EngineError(f"a hold'em hand has 2 hole cards, got {len(hole)}: {_codes(hole)}")
    if not 3 <= len(board) <= 5:
        raise EngineError(f"a board has 3 to 5 cards, got {len(board)}: {_codes(board)}")
    return evaluate((*hole, *board))


def winners(hands: Mapping[int, HandValue]) -> list[int]:
    """Seats holding the best hand, sorted; more than one is a split (rule `showdown.kicker`)."""
    if not hands:
        return []
    top = max(h.strength for h in hands.values())
    return sorted(seat for seat, h in hands.items() if h.strength == top)


def _codes(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "(none)"
