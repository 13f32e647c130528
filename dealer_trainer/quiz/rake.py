"""rake: what the house takes from a pot before the push (rules rake.*).

Question: a table's rake (percent, cap, smallest chip, no-flop-no-drop, jackpot drop), the
pots of a hand and whether the flop was dealt. Answer: `{rake: N, drop: N}` (a bare number N
means `{rake: N, drop: 0}`). The key is the engine's `rake_due`.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from ..engine.rake import RakeRule, RakeTaken, rake_due
from .model import AnswerError, Question, as_mapping, whole_number

SKILL = "rake"
ENTRY = "rake"  # how the Skills screen takes its answer (skills.ENTRIES)
# blinds, smallest chip, caps, drops: what card rooms use at these stakes
TABLES = (
    ((1, 2), 1, (4, 5, 6), (0, 1, 2)),
    ((1, 3), 1, (5, 6), (0, 1)),
    ((2, 5), 1, (5, 6, 7), (0, 1, 2)),
    ((5, 10), 5, (10, 15), (0, 5)),
)
PERCENTS = (Fraction(5), Fraction(10))


def generate(rng: random.Random, qid: str) -> Question:
    (small, big), chip, caps, drops = rng.choice(TABLES)
    rule = RakeRule(
        percent=rng.choice(PERCENTS),
        cap=rng.choice(caps),
        no_flop_no_drop=rng.random() < 0.7,
        jackpot_drop=rng.choice(drops),
        chip=chip,
    )
    flop = rng.random() < 0.75
    total = rng.randint(3, 40 if not flop else 160) * small
    pots = [total]
    if flop and total > 20 * small and rng.random() < 0.3:  # a side pot too
        side = rng.randint(1, total // small // 3) * small
        pots = [total - side, side]
    data: dict[str, Any] = {
        "small_blind": small,
        "big_blind": big,
        "percent": int(rule.percent),
        "cap": rule.cap,
        "chip": rule.chip,
        "no_flop_no_drop": rule.no_flop_no_drop,
        "jackpot_drop": rule.jackpot_drop,
        "flop_dealt": flop,
        "pots": pots,
    }
    return Question(qid, SKILL, data, rake_due(total, rule, flop_dealt=flop))


def rule_of(data: Any) -> RakeRule:
    """The RakeRule a question's data describes."""
    return RakeRule(
        percent=Fraction(data["percent"]),
        cap=data["cap"],
        no_flop_no_drop=bool(data["no_flop_no_drop"]),
        jackpot_drop=int(data["jackpot_drop"]),
        chip=int(data["chip"]),
    )


def parse_answer(raw: object) -> RakeTaken:
    if not isinstance(raw, dict):
        return RakeTaken(whole_number(raw, "a rake answer"), 0)
    m = as_mapping(raw, "a rake answer")
    unknown = sorted(set(m) - {"rake", "drop"})
    if unknown or "rake" not in m:
        raise AnswerError(f"a rake answer is {{rake: N, drop: N}}, not {raw!r}")
    drop = whole_number(m.get("drop", 0), "the drop")
    return RakeTaken(whole_number(m["rake"], "the rake"), drop)


def answer_json(answer: RakeTaken) -> dict[str, int]:
    return {"rake": answer.rake, "drop": answer.drop}
