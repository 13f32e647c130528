"""chip-count: what a stack of mixed chips is worth, and what change is due.

Question (kind `worth`): chips of several denominations, a count of each. Answer: a whole
number, their total. Question (kind `change`): what a player owes (a call, a bet) and the
chips he put out for it. Answer: a whole number, the change due to him. The chips are the
house set HOUSE_CHIPS.
"""

from __future__ import annotations

import random
from typing import Any

from .model import Question, whole_number

SKILL = "chip-count"
ENTRY = "number"  # how the Skills screen takes its answer (skills.ENTRIES)
HOUSE_CHIPS = (1, 5, 25, 100, 500, 1000, 5000, 25000)


def worth(chips: list[dict[str, int]]) -> int:
    return sum(c["value"] * c["count"] for c in chips)


def _worth(rng: random.Random) -> dict[str, Any]:
    low = rng.randrange(len(HOUSE_CHIPS) - 3)
    kinds = sorted(rng.sample(HOUSE_CHIPS[low : low + 4], rng.randint(2, 4)), reverse=True)
    return {"kind": "worth", "chips": [{"value": v, "count": rng.randint(1, 20)} for v in kinds]}


def _change(rng: random.Random) -> dict[str, Any]:
    i = rng.randint(2, len(HOUSE_CHIPS) - 1)
    big = HOUSE_CHIPS[i]
    count = rng.choice((1, 1, 1, 2))
    paid = big * count
    step = HOUSE_CHIPS[max(0, i - 2)]  # a call is a round number two chips down
    owed = rng.randint(1, paid // step - 1) * step
    return {"kind": "change", "owed": owed, "paid": [{"value": big, "count": count}]}


def generate(rng: random.Random, qid: str) -> Question:
    data = _worth(rng) if rng.random() < 0.6 else _change(rng)
    key = worth(data["chips"]) if data["kind"] == "worth" else worth(data["paid"]) - data["owed"]
    return Question(qid, SKILL, data, key)


def parse_answer(raw: object) -> int:
    return whole_number(raw, "a chip-count answer")


def answer_json(answer: int) -> int:
    return answer
