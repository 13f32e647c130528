"""hilo-split: the amounts each player gets of an Omaha hi-lo pot (rules hilo.split,
hilo.odd_chip, hilo.qualifier, award.split), odd chips included.

Question: an Omaha hi-lo (8 or better) showdown: the board, two to four players' four hole
cards, one pot, the table's smallest chip (1, 5 or 25) and the button's seat. The hands are
shown and the winners of each half are stated as a help line (reading them is `omaha-reading`;
this skill is the money). The tables are drawn so that a fifth or so have no qualifying low
(the high scoops), and ties for the high, ties for the low (a quartered pot), a hand best both
ways and odd chips all come up often. The odd-chip rule is the same in every preset for a board
game: the odd chip of the whole pot to the high half, and within a half one each to the tied
players clockwise from the button (TDA 20-A, 20-C; Robert's Ties 4, 5(a), 5(c)).

Answer: a mapping seat -> amount, `{3: 103, 5: 102}` (or that written as text, as typed:
`3: 103, 5: 102`); a seat left out (or given 0) gets nothing. The key is the engine's: the
hands by `omaha_hand` and `omaha_low`, the odd-chip order by `board_order`, the amounts by
`hilo_split`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import FULL_DECK, Card
from ..engine.hilo import board_order, hilo_split
from ..engine.lows import omaha_low
from ..engine.omaha import omaha_hand
from .model import NUMBER, AnswerError, Question, whole_number

SKILL = "hilo-split"
ENTRY = "pairs"  # how the Skills screen takes its answer (skills.ENTRIES)
CHIPS = (1, 5, 25)
SEATS = range(1, 10)
# what a table is drawn to show (`kind_of` its winners), and how often
KINDS = {"split": 3, "no-low": 2, "scoop": 1, "high-tie": 2, "low-tie": 3}
LOW = "A2345678"


def winners(
    hands: Mapping[int, Sequence[Card]], board: Sequence[Card]
) -> tuple[list[int], list[int]]:
    """The seats tied for the best high and for the best qualifying low (none: [])."""
    high = {seat: omaha_hand(cards, board).strength for seat, cards in hands.items()}
    best = max(high.values())
    lows = {seat: omaha_low(cards, board) for seat, cards in hands.items()}
    qualified = {seat: v.strength for seat, v in lows.items() if v is not None}
    low = [s for s, v in qualified.items() if v == max(qualified.values())] if qualified else []
    return sorted(s for s, v in high.items() if v == best), sorted(low)


def kind_of(high: Sequence[int], low: Sequence[int]) -> str:
    if not low:
        return "no-low"
    if len(high) > 1:
        return "high-tie"
    if len(low) > 1:
        return "low-tie"
    return "scoop" if list(high) == list(low) else "split"


def _deal(rng: random.Random, players: int, kind: str) -> tuple[list[Card], list[list[Card]]]:
    """A board and the hands, drawn to make `kind` likely: three or four low cards on the
    board for a low; for a tie, a second hand with ranks of the first in other suits."""
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    lows = [c for c in deck if c.rank_char in LOW]
    highs = [c for c in deck if c.rank_char not in LOW]
    if kind == "no-low" or (kind == "high-tie" and rng.random() < 0.3):
        board = deck[:5]
    else:
        n = 4 if kind == "scoop" or rng.random() < 0.3 else 3
        board = lows[:n] + highs[: 5 - n]
        rng.shuffle(board)
    rest = [c for c in deck if c not in board]
    hands = [rest[4 * i : 4 * i + 4] for i in range(players)]
    if kind in ("high-tie", "low-tie"):
        free = rest[4 * players :]
        copied = hands[0] if kind == "high-tie" else hands[0][:2]
        twins: list[Card] = []
        for card in copied:
            same = [c for c in free if c.rank == card.rank and c not in twins]
            if same:
                twins.append(rng.choice(same))
        hands[1] = twins + [c for c in hands[1] if c not in twins][: 4 - len(twins)]
    return board, hands


def _attempt(rng: random.Random, kind: str) -> dict[str, Any] | None:
    players = rng.randint(2, 4)
    if kind == "low-tie" and rng.random() < 0.6:
        players = max(players, 3)  # one high, two tied lows: the quartered pot
    board, hands = _deal(rng, players, kind)
    seats = sorted(rng.sample(SEATS, players))
    by_seat = dict(zip(seats, hands, strict=True))
    high, low = winners(by_seat, board)
    if kind_of(high, low) != kind:
        return None
    return {"board": board, "hands": by_seat, "high": high, "low": low}


def generate(rng: random.Random, qid: str) -> Question:
    kind = rng.choices(list(KINDS), weights=list(KINDS.values()))[0]
    for _ in range(300):
        if (found := _attempt(rng, kind)) is not None:
            break
    else:  # pragma: no cover - every kind turns up well within the tries
        while (found := _attempt(rng, "split")) is None:
            pass
    chip = rng.choice(CHIPS)
    pot = chip * rng.randint(8, 240)
    if rng.random() < 0.5 and pot // chip % 2 == 0:
        pot += chip  # an odd chip of the whole pot, half the time
    seats = sorted(found["hands"])
    button = rng.choice(seats) if rng.random() < 0.6 else rng.choice(list(SEATS))
    data: dict[str, Any] = {
        "variant": "omaha-hilo",
        "board": [c.code for c in found["board"]],
        "hands": {str(s): [c.code for c in found["hands"][s]] for s in seats},
        "pot": pot,
        "chip": chip,
        "button": button,
        "high": found["high"],
        "low": found["low"],
    }
    return Question(qid, SKILL, data, key_of(data))


def key_of(data: Mapping[str, Any]) -> dict[int, int]:
    """Seat -> amount of the question's pot, by the engine's split (seats paid only)."""
    seats = sorted(int(s) for s in data["hands"])
    occupied = sorted({*seats, int(data["button"])})
    button = int(data["button"])
    split = hilo_split(
        int(data["pot"]),
        board_order(data["high"], button, occupied),
        board_order(data["low"], button, occupied),
        chip=int(data["chip"]),
    )
    return {seat: amount for seat, amount in sorted(split.total.items()) if amount}


def _seat(value: object) -> int:
    text = str(value).strip().lower().removeprefix("seat").strip()
    if isinstance(value, bool) or not NUMBER.fullmatch(text) or not 1 <= int(text) <= 10:
        raise AnswerError(f"a seat is a number from 1 to 10, not {value!r}")
    return int(text)


def parse_answer(raw: object) -> dict[int, int]:
    if isinstance(raw, str):  # as typed: '3: 103, 5: 102'
        raw = seat_amounts(raw)
    if not isinstance(raw, Mapping) or not raw:
        raise AnswerError(
            f"a hilo-split answer is a mapping seat -> amount, like {{3: 103, 5: 102}}, "
            f"not {raw!r}"
        )
    out: dict[int, int] = {}
    for seat, amount in raw.items():
        s = _seat(seat)
        if s in out:
            raise AnswerError(f"seat {s} is named twice in {raw!r}")
        out[s] = whole_number(amount, f"seat {s}'s amount")
    return {s: a for s, a in sorted(out.items()) if a}


def answer_json(answer: Mapping[int, int]) -> dict[int, int]:
    return dict(sorted(answer.items()))


# seat and amount pairs: a comma separates too, but not the thousands of 6,025 (three digits
# that end a number not followed by a colon: '3:103,5:102' is two pairs)
_PAIR_SEPARATORS = re.compile(r"(?:[\s+/;:]|,(?![0-9]{3}(?![0-9]|\s*:)))+")


def seat_amounts(text: str) -> dict[str, str]:
    """'3: 103, 5: 102' (or '3 103 5 102') as {seat: amount}, for the skill to check."""
    parts = [p for p in _PAIR_SEPARATORS.split(text.strip()) if p]
    if len(parts) % 2:
        raise AnswerError(f"a seat and its amount, for each seat paid, not {text!r}")
    pairs = list(zip(parts[::2], parts[1::2], strict=True))
    if len({seat for seat, _ in pairs}) != len(pairs):
        raise AnswerError(f"a seat is named twice in {text!r}")
    return dict(pairs)
