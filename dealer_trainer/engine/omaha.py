"""Omaha's high hand (rule omaha.hand): exactly two of the four hole cards and exactly three of
the board, never another count, so never the board alone (omaha.no_play_the_board).

phevaluator's own Omaha evaluator (`evaluate_omaha_cards`, its ranks on the scale of its
five-card ranks) gives the value in one call on a full board. The value is a
`hands.HandValue`: it compares, ties and reads (`engine.reading.reading_of`, the arbiter's
`HandWords`) exactly as a hold'em hand does. Which five cards make it (for the read and for
lighting the two hole and three board cards) is worked out only when asked for: a showdown
reads a few hands, a simulation compares thousands.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from .cards import Card
from .errors import CardError, EngineError
from .hands import STRENGTH_BASE, HandValue

try:
    from phevaluator._pheval import evaluate_5cards, evaluate_omaha_cards
except ImportError:  # pragma: no cover - older, pure-Python phevaluator
    from phevaluator.evaluator import evaluate_5cards
    from phevaluator.evaluator_omaha import evaluate_omaha_cards

__all__ = ["HOLE_CARDS", "OmahaValue", "omaha_hand", "omaha_strength_of", "split_cards"]

HOLE_CARDS = 4
_HOLE_PAIRS = tuple(combinations(range(HOLE_CARDS), 2))


class OmahaValue(HandValue):
    """An Omaha high hand: a `HandValue` (it compares, hashes and ties on `strength` alone,
    with hold'em hands too) that remembers which of its cards were the hole cards, so that
    `cards` are a legal two plus three: the five that play, in reading order."""

    __slots__ = ()

    def __new__(  # type: ignore[misc]
        cls, strength: int, hole: Sequence[int], board: Sequence[int]
    ) -> OmahaValue:
        hole_bits = sum(1 << i for i in set(hole))
        board_bits = sum(1 << i for i in set(board))
        return tuple.__new__(cls, (strength, hole_bits | board_bits, hole_bits))

    def __getnewargs__(self) -> tuple[Any, ...]:  # type: ignore[override]
        hole = _bits_indices(self[2])
        return self[0], hole, [i for i in _bits_indices(self[1]) if i not in hole]

    @property
    def five(self) -> HandValue:
        """The hand as the plain `HandValue` of its five playing cards."""
        return HandValue(self[0], _five_of(self))

    @property
    def _shape(self) -> Any:
        return self.five._shape

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.five.cards

    @property
    def hole_used(self) -> tuple[Card, ...]:
        """The two hole cards that play, in reading order."""
        return tuple(c for c in self.cards if self[2] >> c.index & 1)

    @property
    def board_used(self) -> tuple[Card, ...]:
        """The three board cards that play, in reading order."""
        return tuple(c for c in self.cards if not self[2] >> c.index & 1)

    def __repr__(self) -> str:
        return "Omaha" + super().__repr__()


def _bits_indices(bits: int) -> list[int]:
    return [i for i in range(52) if bits >> i & 1]


def _five_of(value: OmahaValue) -> list[int]:
    """A two plus three that makes `value`'s rank: the first in the order the hole cards and the
    board are numbered (any other that makes it is the same hand, suits aside)."""
    rank = STRENGTH_BASE - value[0]
    hole = _bits_indices(value[2])
    board = [i for i in _bits_indices(value[1]) if i not in hole]
    for h1, h2 in combinations(hole, 2):
        for b in combinations(board, 3):
            if evaluate_5cards(h1, h2, *b) == rank:
                return [h1, h2, *b]
    raise EngineError(f"no two plus three makes rank {rank}")  # pragma: no cover


def _codes(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "(none)"


def split_cards(hole: Sequence[Card], board: Sequence[Card]) -> tuple[list[int], list[int]]:
    """The `Card.index` of four hole cards and a board of 3 to 5, checked: four hole cards, a
    board of three to five, every card a card and none twice."""
    try:
        h = [c.rank * 4 + c.suit for c in hole]
        b = [c.rank * 4 + c.suit for c in board]
    except (AttributeError, TypeError):
        raise EngineError(f"not a list of cards: {hole!r}, {board!r}") from None
    if len(h) != HOLE_CARDS:
        raise EngineError(f"an Omaha hand has 4 hole cards, got {len(h)}: {_codes(hole)}")
    if not 3 <= len(b) <= 5:
        raise EngineError(f"a board has 3 to 5 cards, got {len(b)}: {_codes(board)}")
    if len({*h, *b}) != len(h) + len(b):
        raise CardError(f"a card appears twice in {_codes([*hole, *board])}")
    return h, b


def omaha_strength_of(hole: Sequence[int], board: Sequence[int]) -> int:
    """Strength of four hole card indices and 3-5 board indices, unchecked (the hot path for
    simulations); the scale of `HandValue.strength`."""
    if len(board) == 5:
        return STRENGTH_BASE - evaluate_omaha_cards(*board, *hole)
    best = min(
        evaluate_5cards(hole[i], hole[j], *b)
        for i, j in _HOLE_PAIRS
        for b in combinations(board, 3)
    )
    return STRENGTH_BASE - best


def omaha_hand(hole: Sequence[Card], board: Sequence[Card]) -> OmahaValue:
    """A player's Omaha high hand (rule omaha.hand): the best of exactly two of his four hole
    cards with exactly three of the board. A board of 3 or 4 cards gives the hand so far."""
    try:
        # A showdown on a full board, written out card by card (`hands.evaluate` does the same
        # for seven cards): each card carries its index and its bit; the bits' union counted
        # is the check that no card is there twice.
        h1, h2, h3, h4 = hole
        b1, b2, b3, b4, b5 = board
        hole_bits = h1.bit | h2.bit | h3.bit | h4.bit
        bits = hole_bits | b1.bit | b2.bit | b3.bit | b4.bit | b5.bit
        board_ids = (b1.index, b2.index, b3.index, b4.index, b5.index)
        hole_ids = (h1.index, h2.index, h3.index, h4.index)
    except (ValueError, TypeError, AttributeError):  # another count, or not cards: say which
        h, b = split_cards(hole, board)
        return OmahaValue(omaha_strength_of(h, b), h, b)
    if bits.bit_count() != 9:
        raise CardError(f"a card appears twice in {_codes([*hole, *board])}")
    strength = STRENGTH_BASE - evaluate_omaha_cards(*board_ids, *hole_ids)
    return tuple.__new__(OmahaValue, (strength, bits, hole_bits))  # type: ignore[return-value]
