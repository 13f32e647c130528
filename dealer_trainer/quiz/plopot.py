"""plo-pot: the pot a player asks for in pot-limit Omaha (rule bet.pot_count, its PLO
restatement in RULES.md "Omaha, Seven Card Stud, Stud hi-lo and Razz").

Question: a PLO table in the middle of a betting round; a player about to act asks for the
pot. His four hole cards play no part in the count, so none are shown. Before the flop a
table may have a straddle (the player after the big blind posts 2 x the big blind, a live
raise: the count starts from it) and a big blind posted all in for less than the full blind
(TDA 54-B: before the flop the count assumes the full blinds; after it, the actual pot, 54-C).
Answer: a whole number, his largest total for the round (his raise-to): the engine's
`Legal.max_raise_to` on the hand the question shows, as for `pot-limit`.
"""

from __future__ import annotations

import random

from .model import Question, whole_number
from .potlimit import BLINDS, Tables, answer_json, pot_question

__all__ = ["OMAHA", "ENTRY", "SKILL", "answer_json", "generate", "parse_answer"]

SKILL = "plo-pot"
ENTRY = "number"  # how the Skills screen takes its answer (skills.ENTRIES)
OMAHA = Tables(
    players=(2, 9),
    blinds=BLINDS,
    stack_bbs=(400, 1500),
    variant="omaha",
    straddle=0.25,
    short=0.25,
)


def generate(rng: random.Random, qid: str) -> Question:
    return pot_question(rng, qid, SKILL, OMAHA)


def parse_answer(raw: object) -> int:
    return whole_number(raw, "a plo-pot answer")

