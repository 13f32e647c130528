"""omaha-reading: read a tabled Omaha hand (rules omaha.hand, omaha.no_play_the_board, and in
hi-lo hilo.qualifier, hilo.omaha_low, hilo.read).

Question: a board of five and one player's four hole cards, in pot-limit Omaha (`plo`) or
Omaha hi-lo, eight or better (`plo8`), about half each. Answer: the high hand as hand-reading
has it, `{hand: flush, ranks: [A]}`, and in hi-lo also `low: [8, 6, 4, 2, A]` (the five low
ranks, in any order: they are read highest first) or `low: none`. The key is the engine's
(`omaha_hand`, `omaha_low`): exactly two hole cards and three of the board, for each half.

Half the questions are built round a misreading (TRAPS): four of a suit on the board and one
of it in the hand (no flush), a straight that needs three hole cards or one, trips or a full
house or two pair on the board (two hole cards must play), and in hi-lo a low whose card is
counterfeited by the board, or three low cards on the board and one in the hand (no low).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..engine.cards import FULL_DECK, RANKS, Card
from ..engine.lows import omaha_low
from ..engine.omaha import omaha_hand
from ..engine.reading import rank_of, reading_of
from .model import AnswerError, Question
from .reading import Reading, parse_reading

SKILL = "omaha-reading"
ENTRY = "reading"  # how the Skills screen takes its answer (skills.ENTRIES)
GAMES = ("plo", "plo8")
LOW_ORDER = "A2345678"  # the ranks a low may hold, lowest first
NO_LOW = "none"
TRAP_SHARE = 0.5
# (hand, ranks, low): low is None in PLO, the five low ranks highest first or "none" in hi-lo
OmahaReading = tuple[str, tuple[str, ...], tuple[str, ...] | str | None]
Pick = Callable[[Card], bool]


def _low_card(c: Card) -> bool:
    return c.rank_char in LOW_ORDER


def _deal(
    rng: random.Random, board: list[Card], hole: list[Card], board_ok: Pick, hole_ok: Pick
) -> tuple[list[Card], list[Card]]:
    """`board` and `hole` filled to five and four from the rest of the deck, each card added
    passing its test; shuffled."""
    rest = [c for c in FULL_DECK if c not in board and c not in hole]
    rng.shuffle(rest)
    for c in rest:
        if len(board) < 5 and board_ok(c):
            board.append(c)
        elif len(hole) < 4 and hole_ok(c):
            hole.append(c)
    assert len(board) == 5 and len(hole) == 4, (board, hole)
    rng.shuffle(board)
    rng.shuffle(hole)
    return board, hole


def _cards_of(rng: random.Random, ranks: list[int], taken: list[Card]) -> list[Card]:
    """One card of each rank (0 = deuce .. 12 = ace), suits at random, none of `taken`."""
    out: list[Card] = []
    for r in ranks:
        free = [Card(r, s) for s in range(4) if Card(r, s) not in taken + out]
        out.append(rng.choice(free))
    return out


def _window(top: int) -> list[int]:
    """The five ranks of the straight to `top` (3 is the wheel's five: the ace is low)."""
    return [12 if r < 0 else r for r in range(top - 4, top + 1)]


def _flush_one(rng: random.Random) -> tuple[list[Card], list[Card]]:
    suit = rng.randrange(4)
    suited = rng.sample([c for c in FULL_DECK if c.suit == suit], 5)
    other: Pick = lambda c: c.suit != suit  # noqa: E731
    return _deal(rng, suited[:4], suited[4:], other, other)


def _straight(rng: random.Random, in_hole: int) -> tuple[list[Card], list[Card]]:
    """A straight's five ranks, `in_hole` of them in the hand (3: three hole cards needed;
    1: four on the board), the rest of the cards off its ranks and the ranks next to it."""
    top = rng.randint(3, 12)
    ranks = _window(top)
    rng.shuffle(ranks)
    near = {*ranks, top + 1 if top < 12 else 12, (top - 5) % 13}
    made = _cards_of(rng, ranks, [])
    off: Pick = lambda c: c.rank not in near  # noqa: E731
    return _deal(rng, made[in_hole:], made[:in_hole], off, off)


def _board_made(rng: random.Random, shape: tuple[int, ...]) -> tuple[list[Card], list[Card]]:
    """A board of trips and a pair (3, 2), trips (3), or two pair (2, 2): its other cards of
    other ranks."""
    ranks = rng.sample(range(13), len(shape))
    board = [Card(r, s) for r, n in zip(ranks, shape, strict=True) for s in rng.sample(range(4), n)]
    other: Pick = lambda c: c.rank not in ranks  # noqa: E731
    return _deal(rng, board, [], other, lambda c: True)


def _counterfeit(rng: random.Random) -> tuple[list[Card], list[Card]]:
    """Two (or three) low cards in the hand, the board's three low cards pairing one of them."""
    lows = [RANKS.index(r) for r in rng.sample(LOW_ORDER, 5)]
    held = lows[:3] if rng.random() < 0.5 else lows[:2]
    hole = _cards_of(rng, held, [])
    board = _cards_of(rng, [held[0], *lows[3:5]], hole)  # the first held rank counterfeited
    high: Pick = lambda c: not _low_card(c)  # noqa: E731
    return _deal(rng, board, hole, high, high)


def _one_low(rng: random.Random) -> tuple[list[Card], list[Card]]:
    """Three low cards of three ranks on the board, one low card in the hand."""
    made = _cards_of(rng, [RANKS.index(r) for r in rng.sample(LOW_ORDER, 4)], [])
    high: Pick = lambda c: not _low_card(c)  # noqa: E731
    return _deal(rng, made[:3], made[3:], high, high)


TRAPS: dict[str, Callable[[random.Random], tuple[list[Card], list[Card]]]] = {
    "flush-one-suited": _flush_one,
    "straight-three-hole": lambda rng: _straight(rng, 3),
    "straight-one-hole": lambda rng: _straight(rng, 1),
    "board-full-house": lambda rng: _board_made(rng, (3, 2)),
    "board-trips": lambda rng: _board_made(rng, (3,)),
    "board-two-pair": lambda rng: _board_made(rng, (2, 2)),
}
LOW_TRAPS: dict[str, Callable[[random.Random], tuple[list[Card], list[Card]]]] = {
    "low-counterfeited": _counterfeit,
    "low-one-card": _one_low,
}


def key_of(game: str, hole: list[Card], board: list[Card]) -> OmahaReading:
    """The engine's reading: the high hand, and in hi-lo the low or "none"."""
    hand, ranks = reading_of(omaha_hand(hole, board))
    if game == "plo":
        return hand, ranks, None
    low = omaha_low(hole, board)
    return hand, ranks, NO_LOW if low is None else low.ranks


def generate(rng: random.Random, qid: str) -> Question:
    game = rng.choice(GAMES)
    if rng.random() < TRAP_SHARE:
        traps = {**TRAPS, **LOW_TRAPS} if game == "plo8" else TRAPS
        board, hole = traps[rng.choice(sorted(traps))](rng)
    else:
        nine = rng.sample(FULL_DECK, 9)
        hole, board = nine[:4], nine[4:]
    data: dict[str, Any] = {
        "game": game,
        "hole": [c.code for c in hole],
        "board": [c.code for c in board],
    }
    return Question(qid, SKILL, data, key_of(game, hole, board))


def _low(value: object) -> tuple[str, ...] | str:
    """`none` (or `no low`), or five different ranks eight or lower, read highest first."""
    no = (NO_LOW, "no low", "no-low", "no")
    if value is None or value is False or str(value).strip().lower() in no:  # YAML: no is False
        return NO_LOW
    parts = value.replace(",", " ").split() if isinstance(value, str) else value
    shape = "a low is five different ranks, eight or lower, like [8, 6, 4, 2, A], or none"
    if not isinstance(parts, list | tuple) or len(parts) != 5:
        raise AnswerError(f"{shape}; not {value!r}")
    ranks = [rank_of(p) for p in parts]
    if any(r is None or r not in LOW_ORDER for r in ranks) or len(set(ranks)) != 5:
        raise AnswerError(f"{shape}; not {value!r}")
    return tuple(sorted((str(r) for r in ranks), key=LOW_ORDER.index, reverse=True))


def parse_answer(raw: object, skill: str = SKILL) -> OmahaReading:
    """hand-reading's answer, and `low` when it is there (a hi-lo answer without it is wrong:
    its key always has one). `skill`: the one the answer is for, as errors name it."""
    reading: Reading
    reading, m = parse_reading(raw, skill, frozenset({"low"}))
    low = _low(m["low"]) if "low" in m else None
    return reading[0], reading[1], low


def answer_json(answer: OmahaReading) -> dict[str, Any]:
    doc: dict[str, Any] = {"hand": answer[0], "ranks": list(answer[1])}
    if answer[2] is not None:
        doc["low"] = answer[2] if isinstance(answer[2], str) else list(answer[2])
    return doc
