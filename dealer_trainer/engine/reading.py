"""How a dealer reads a tabled hand aloud (rule showdown.read_hand): its category and the
ranks that name it, taken from the evaluator's own reading order (`engine.hands`).

A pair, trips, quads, a straight, a flush, a straight flush and a high card are named by one
rank (a straight by its top card, a wheel by its 5), two pair and a full house by two (the
higher pair then the lower; the three, then the pair). Used by the table's `read` and by the
quiz's hand-reading questions, so both grade against one answer key.
"""

from __future__ import annotations

from .cards import RANKS
from .hands import Category, HandValue

CATEGORIES: dict[Category, str] = {c: c.name.lower().replace("_", "-") for c in Category}
CATEGORIES[Category.ONE_PAIR] = "pair"
BY_NAME: dict[str, Category] = {name: c for c, name in CATEGORIES.items()}
# Which of the five cards, in the evaluator's reading order, name the hand.
NAMING: dict[Category, tuple[int, ...]] = {c: (0,) for c in Category}
NAMING[Category.TWO_PAIR] = (0, 2)
NAMING[Category.FULL_HOUSE] = (0, 3)
Reading = tuple[str, tuple[str, ...]]


def reading_of(value: HandValue) -> Reading:
    """(category, naming ranks, highest first) of the engine's evaluation."""
    cards = value.cards
    return CATEGORIES[value.category], tuple(cards[i].rank_char for i in NAMING[value.category])


def rank_of(value: object) -> str | None:
    """A rank as a person writes it (`K`, `k`, `10` for T, the number 7) as `23456789TJQKA`
    has it; None when it is not a rank."""
    text = str(value).strip().upper()
    text = "T" if text == "10" else text
    return text if len(text) == 1 and text in RANKS else None
