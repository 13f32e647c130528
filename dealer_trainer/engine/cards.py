"""Cards: two characters, rank `23456789TJQKA` then suit `cdhs`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import CardError

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
RANK_NAMES = {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A playing card. `rank` is 0 (deuce) .. 12 (ace); `suit` 0..3 in `cdhs` order."""

    rank: int
    suit: int
    # 0..51, rank-major; stable across runs (sprites, the evaluator: phevaluator's card id)
    index: int = field(init=False, repr=False, compare=False)
    bit: int = field(init=False, repr=False, compare=False)  # 1 << index: a set of cards

    def __post_init__(self) -> None:
        if not (0 <= self.rank < 13 and 0 <= self.suit < 4):
            raise CardError(f"no such card: rank {self.rank}, suit {self.suit}")
        # worked out once: the evaluator reads them seven times a call
        object.__setattr__(self, "index", self.rank * 4 + self.suit)
        object.__setattr__(self, "bit", 1 << self.rank * 4 + self.suit)

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str) or len(text) != 2:
            raise CardError(
                f"not a card: {text!r} (a card is a rank and a suit, like 'As' or 'Td')"
            )
        r = RANKS.find(text[0].upper())
        s = SUITS.find(text[1].lower())
        if r < 0 or s < 0:
            raise CardError(f"not a card: {text!r} (ranks {RANKS}, suits {SUITS})")
        return _ALL[r * 4 + s]

    @property
    def code(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]

    @property
    def rank_char(self) -> str:
        return RANKS[self.rank]

    @property
    def suit_char(self) -> str:
        return SUITS[self.suit]

    def pretty(self) -> str:
        """`A♠`, `10♣`: for people, a ten written as the table's cards show it; `str()`
        stays the two-letter code (`Tc`)."""
        rank = RANKS[self.rank]
        return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[SUITS[self.suit]]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


_ALL: tuple[Card, ...] = tuple(Card(r, s) for r in range(13) for s in range(4))
FULL_DECK: tuple[Card, ...] = _ALL


def parse_cards(items: str | Iterable[str], *, unique: bool = True) -> tuple[Card, ...]:
    """Parse `"AsKd"`, `"As Kd"` or `["As", "Kd"]`; with `unique`, a repeated card is an error."""
    if isinstance(items, str):
        text = items.replace(" ", "").replace(",", "")
        if len(text) % 2:
            raise CardError(f"not a list of cards: {items!r}")
        items = [text[i : i + 2] for i in range(0, len(text), 2)]
    cards = tuple(Card.parse(t) for t in items)
    if unique and len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for c in cards:
            if c in seen:
                raise CardError(f"card {c} appears twice")
            seen.add(c)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)
