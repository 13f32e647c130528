"""hand-reading: read a tabled hand the way a dealer announces it (rule showdown.read_hand).

Question: a player's two hole cards and the five board cards. Answer:
`{hand: CATEGORY, ranks: [R, ...]}`; CATEGORY one of CATEGORIES; `ranks` the ranks that
name the hand, highest first, as `23456789TJQKA` (10 is read as T): a pair, trips, quads,
a straight, a flush, a straight flush and a high card by one rank (a straight by its top
card, a wheel by its 5), two pair and a full house by two (the three, then the pair).
The key is the engine's evaluator (`engine.hands.best_hand`) and its reading order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import FULL_DECK, RANKS, Card
from ..engine.hands import Category, best_hand
from ..engine.reading import BY_NAME, CATEGORIES, NAMING, Reading, rank_of, reading_of
from .model import AnswerError, Question, as_mapping

SKILL = "hand-reading"
ENTRY = "reading"  # how the Skills screen takes its answer (skills.ENTRIES)
__all__ = ["BY_NAME", "CATEGORIES", "NAMING", "Reading", "reading_of"]


def _seven(rng: random.Random, want: Category) -> list[Card]:
    """Seven cards, most often of the category wanted (rare ones are built, not waited for)."""
    deck = list(FULL_DECK)
    if want in (Category.STRAIGHT_FLUSH, Category.FOUR_OF_A_KIND):
        if want is Category.STRAIGHT_FLUSH:
            suit, top = rng.randrange(4), rng.randint(3, 12)
            ranks = [12 if r < 0 else r for r in range(top - 4, top + 1)]
            made = [Card(r, suit) for r in ranks]
        else:
            rank = rng.randrange(13)
            made = [Card(rank, s) for s in range(4)]
        rest = rng.sample([c for c in deck if c not in made], 7 - len(made))
        return made + rest
    for _ in range(400):
        seven = rng.sample(deck, 7)
        if best_hand(seven[:2], seven[2:]).category is want:
            return seven
    return rng.sample(deck, 7)


def generate(rng: random.Random, qid: str) -> Question:
    seven = _seven(rng, rng.choice(list(Category)))
    rng.shuffle(seven)
    hole, board = seven[:2], seven[2:]
    data: dict[str, Any] = {
        "hole": [c.code for c in hole],
        "board": [c.code for c in board],
    }
    return Question(qid, SKILL, data, reading_of(best_hand(hole, board)))


def _rank(value: object) -> str:
    rank = rank_of(value)
    if rank is None:
        raise AnswerError(f"a rank is one of {RANKS} (10 may be written for T), not {value!r}")
    return rank


def parse_reading(
    raw: object, skill: str = SKILL, more: frozenset[str] = frozenset()
) -> tuple[Reading, Mapping[str, Any]]:
    """The reading of an answer `{hand: CATEGORY, ranks: [...]}` (and the answer's mapping, for
    a skill that asks for `more` fields, as omaha-reading's `low`); AnswerError otherwise."""
    m = as_mapping(raw, f"a {skill} answer ({{hand: two-pair, ranks: [K, 7]}})")
    unknown = sorted(set(m) - {"hand", "ranks"} - more)
    name = str(m.get("hand", "")).strip().lower().replace(" ", "-").replace("_", "-")
    if unknown or name not in BY_NAME:
        raise AnswerError(
            f"a {skill} answer is {{hand: CATEGORY, ranks: [...]}} with CATEGORY one of "
            f"{', '.join(BY_NAME)}; not {raw!r}"
        )
    ranks = m.get("ranks")
    if isinstance(ranks, str):
        ranks = ranks.replace(",", " ").split()
    if not isinstance(ranks, Sequence) or not ranks:
        raise AnswerError(f"the ranks that name the hand are a list, like [K, 7], not {ranks!r}")
    return (name, tuple(_rank(r) for r in ranks)), m


def parse_answer(raw: object) -> Reading:
    return parse_reading(raw)[0]


def answer_json(answer: Reading) -> dict[str, Any]:
    return {"hand": answer[0], "ranks": list(answer[1])}
