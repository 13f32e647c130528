"""stud-reading and razz-reading: read a tabled seven-card hand (rules stud.hand,
stud.read_hand, hilo.stud_low, hilo.read, razz.low).

stud-reading. Question: a player's seven cards (three down, four up), in seven card stud
(`stud`) or stud hi-lo, eight or better (`stud8`), about half each. Answer: the high hand as
hand-reading has it, `{hand: flush, ranks: [A]}`, and in stud8 also `low: [8, 6, 4, 2, A]` or
`low: none`, as omaha-reading's. Any five of the seven make the high, any five the low.

razz-reading. Question: a razz player's seven cards. Answer: `{low: [9, 6, 4, 2, A]}` (or the
five ranks alone), the five ranks that play, in any order; a hand of fewer than five ranks
plays its pairs as low as possible (`[4, 3, 2, 2, A]`). There is no qualifier.

The keys are the game rows' (`engine.variant.row(v).high` / `.low`, the engine's evaluators).
Stud hi-lo hands are drawn half the time with three to six cards of eight or lower, so that
lows, and near misses with a pair or four low ranks, come up often; razz hands now and then
from six ranks only, so that paired razz hands come up too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.cards import FULL_DECK, Card
from ..engine.hands import Category
from ..engine.lows import LowValue
from ..engine.reading import rank_of, reading_of
from ..engine.variant import Variant, row
from . import omahareading
from .model import AnswerError, Question
from .omahareading import LOW_ORDER, NO_LOW, OmahaReading
from .reading import _seven

SKILL = "stud-reading"
ENTRY = "reading"  # how the Skills screen takes its answer (skills.ENTRIES)
GAMES = {"stud": Variant.STUD, "stud8": Variant.STUD_HILO}
RAZZ_ORDER = "A23456789TJQK"  # ranks for razz, lowest first (aces low)
_LOW_CARDS = [c for c in FULL_DECK if c.rank_char in LOW_ORDER]
_HIGH_CARDS = [c for c in FULL_DECK if c.rank_char not in LOW_ORDER]
_FEW_RANKS = [c for c in FULL_DECK if c.rank_char in "A2345K"]


def deal_data(game: str, seven: Sequence[Card]) -> dict[str, Any]:
    """The seven cards as dealt: two down, four up, the seventh down."""
    return {
        "game": game,
        "down": [c.code for c in (*seven[:2], seven[6])],
        "up": [c.code for c in seven[2:6]],
    }


def seven_of(data: dict[str, Any]) -> list[Card]:
    return [Card.parse(c) for c in (*data["down"], *data["up"])]


def key_of(game: str, seven: Sequence[Card]) -> OmahaReading:
    """The engine's reading: the high hand, and in stud hi-lo the low or "none"."""
    high = row(GAMES[game]).high
    assert high is not None
    hand, ranks = reading_of(high(seven, ()))
    low = row(GAMES[game]).low
    if low is None:
        return hand, ranks, None
    value = low(seven, ())
    return hand, ranks, NO_LOW if value is None else value.ranks


def _stud8_seven(rng: random.Random) -> list[Card]:
    if rng.random() < 0.5:
        return _seven(rng, rng.choice(list(Category)))
    k = rng.randint(3, 6)
    return [*rng.sample(_LOW_CARDS, k), *rng.sample(_HIGH_CARDS, 7 - k)]


def generate(rng: random.Random, qid: str) -> Question:
    game = rng.choice(sorted(GAMES))
    if row(GAMES[game]).low is None:  # stud high
        seven = _seven(rng, rng.choice(list(Category)))
    else:
        seven = _stud8_seven(rng)
    rng.shuffle(seven)
    return Question(qid, SKILL, deal_data(game, seven), key_of(game, seven))


def parse_answer(raw: object) -> OmahaReading:
    """omaha-reading's answer shape: the high hand, and `low` when it is there (a stud8
    answer without it is wrong: its key always has one)."""
    return omahareading.parse_answer(raw, SKILL)


answer_json = omahareading.answer_json


# --- razz-reading --------------------------------------------------------------------------


def razz_ranks(value: LowValue) -> tuple[str, ...]:
    """The five ranks of a razz hand, highest first (aces low): K Q J T 9, 4 3 2 2 A."""
    return tuple(sorted(value.ranks, key=RAZZ_ORDER.index, reverse=True))


def generate_razz(rng: random.Random, qid: str) -> Question:
    deck = _FEW_RANKS if rng.random() < 0.15 else FULL_DECK
    seven = rng.sample(deck, 7)
    hand = row(Variant.RAZZ).low
    assert hand is not None
    value = hand(seven, ())
    assert value is not None
    return Question(qid, "razz-reading", deal_data("razz", seven), razz_ranks(value))


def parse_razz(raw: object) -> tuple[str, ...]:
    """Five ranks, aces low, in any order (`{low: [...]}`, a list, or typed), highest first."""
    value = raw.get("low") if isinstance(raw, dict) and set(raw) == {"low"} else raw
    parts = value.replace(",", " ").split() if isinstance(value, str) else value
    shape = "a razz hand is its five ranks, like [9, 6, 4, 2, A] or {low: [9, 6, 4, 2, A]}"
    if not isinstance(parts, list | tuple) or len(parts) != 5:
        raise AnswerError(f"{shape}; not {raw!r}")
    ranks = [rank_of(p) for p in parts]
    if any(r is None for r in ranks) or any(ranks.count(r) > 4 for r in ranks):
        raise AnswerError(f"{shape}; not {raw!r}")
    return tuple(sorted((str(r) for r in ranks), key=RAZZ_ORDER.index, reverse=True))


def answer_razz(answer: tuple[str, ...]) -> dict[str, Any]:
    return {"low": list(answer)}
