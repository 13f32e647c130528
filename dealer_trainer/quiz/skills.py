"""The skills, each with its generator, answer shape and speed target.

Question n of a seed is made from its own `random.Random("SKILL/SEED/n")`, so the same seed
gives the same questions, and any question can be made again from its id alone (grading a
file of answers needs no seed).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from . import (
    chips,
    hilosplit,
    omahareading,
    plopot,
    potlimit,
    rake,
    razzreading,
    reading,
    sidepots,
    studbringin,
    studfirst,
    studreading,
)
from .model import SKILLS, TARGETS, AnswerError, Graded, Question, parse_question_id, question_id


@dataclass(frozen=True, slots=True)
class Skill:
    name: str
    target_s: float  # answered within this many seconds counts towards mastery (TARGETS)
    generate: Callable[[random.Random, str], Question]
    parse_answer: Callable[[object], Any]
    answer_json: Callable[[Any], Any]
    entry: str  # how the Skills screen takes the answer: one of ENTRIES (its module's ENTRY)

    @property
    def one_number(self) -> bool:
        return self.entry == "number"


def _skill(module: ModuleType) -> Skill:
    return Skill(
        module.SKILL,
        TARGETS[module.SKILL],
        module.generate,
        module.parse_answer,
        module.answer_json,
        module.ENTRY,
    )


# number: one number (the pad has no "+"); numbers: several, joined by "+"; rake: one or two
# (rake and drop); reading: a hand picked and its ranks (and a low in hi-lo); pairs: seat and
# amount for each seat paid (the pad's "+" is a ":"); ranks: five ranks (a razz hand), on the
# ranks' pad alone
ENTRIES = ("number", "numbers", "rake", "reading", "pairs", "ranks")

SKILL_TABLE: dict[str, Skill] = {
    m.SKILL: _skill(m) for m in (potlimit, sidepots, rake, reading, chips, plopot,
                                 omahareading, hilosplit, studbringin, studfirst,
                                 studreading, razzreading)
}
assert tuple(SKILL_TABLE) == SKILLS
assert all(s.entry in ENTRIES for s in SKILL_TABLE.values())


def skill(name: str) -> Skill:
    try:
        return SKILL_TABLE[name]
    except KeyError:
        raise AnswerError(f"no such skill: {name!r} (one of {', '.join(SKILLS)})") from None


def make_question(name: str, seed: int, n: int) -> Question:
    qid = question_id(name, seed, n)
    return skill(name).generate(random.Random(f"{name}/{seed}/{n}"), qid)


def questions(name: str, *, seed: int, count: int) -> list[Question]:
    """Questions 1..count of `seed`."""
    return [make_question(name, seed, n) for n in range(1, count + 1)]


def question(qid: object) -> Question:
    """The question an id names (made again from its seed)."""
    name, seed, n = parse_question_id(qid)
    return make_question(name, seed, n)


def grade(q: Question, raw: object) -> Graded:
    """Whether `raw` is the right answer; AnswerError if it is not in the skill's shape."""
    given = skill(q.skill).parse_answer(raw)
    return Graded(q, given, given == q.key)


def answer_json(q: Question, answer: Any) -> Any:
    """An answer in the shape an answers file uses (the key of `q`, or a given answer)."""
    return skill(q.skill).answer_json(answer)

