"""What every skill shares: a question, its id, a graded answer, and the answer errors."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# Each skill and its speed target: an answer within this many seconds counts towards mastery.
# Here, not in the skill's module, so that `stats` and the store tell targets and mastery
# without importing the generators and the hand engine behind them (issue 28).
TARGETS: dict[str, float] = {
    "pot-limit": 15.0,
    "side-pots": 30.0,
    "rake": 10.0,
    "hand-reading": 6.0,
    "chip-count": 10.0,
    "plo-pot": 15.0,
    "omaha-reading": 12.0,
    "hilo-split": 30.0,
    "stud-bring-in": 5.0,
    "stud-first": 8.0,
    "stud-reading": 12.0,
    "razz-reading": 8.0,
}
# in the order they were added (stored records name them; the Skills screen lists them so)
SKILLS: tuple[str, ...] = tuple(TARGETS)
MASTERY_RUN = 3  # right answers in a row, each within the target
# a number in an id or a typed answer: ASCII digits, few enough for int() (which refuses more
# than 4,300 digits with an error of its own, and reads "²" as no number at all)
NUMBER = re.compile(r"[0-9]{1,18}")


class AnswerError(ValueError):
    """An answer (or an answers file) that has not the shape its skill asks for."""


@dataclass(frozen=True, slots=True)
class Question:
    """One quick-fire question. `data` is what a person needs to answer (JSON-able); `key` is
    the right answer in the skill's shape (see each skill's module), worked out by the
    engine when the question was made."""

    id: str
    skill: str
    data: Mapping[str, Any]
    key: Any


@dataclass(frozen=True, slots=True)
class Graded:
    question: Question
    given: Any  # the answer in the skill's shape
    right: bool


def question_id(skill: str, seed: int, n: int) -> str:
    """`pot-limit-42-3`: the skill, the seed and the question's number (from 1)."""
    return f"{skill}-{seed}-{n}"


def parse_question_id(text: object) -> tuple[str, int, int]:
    """(skill, seed, number) of a question id; AnswerError for anything else."""
    if not isinstance(text, str):
        raise AnswerError(f"a question id is text like 'pot-limit-42-3', not {text!r}")
    parts = text.strip().rsplit("-", 2)
    if len(parts) == 3 and parts[0] in SKILLS and all(NUMBER.fullmatch(p) for p in parts[1:]):
        n = int(parts[2])
        if n >= 1:
            return parts[0], int(parts[1]), n
    raise AnswerError(
        f"no such question id: {_shown(text)} (an id is SKILL-SEED-N, like 'pot-limit-42-3')"
    )


def _shown(value: object, most: int = 60) -> str:
    """`value` as Python writes it, cut to `most` characters (an id of 5,000 digits)."""
    text = repr(value)
    return text if len(text) <= most else text[: most - 3] + "..."


def whole_number(value: object, what: str) -> int:
    """An answer's number: an int, or text of digits (a typed answer); never a bool or 4.5."""
    if isinstance(value, bool):
        raise AnswerError(f"{what} is a whole number of chips, not {value!r}")
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and NUMBER.fullmatch(value.strip().replace(",", "")):
        number = int(value.strip().replace(",", ""))
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    else:
        raise AnswerError(f"{what} is a whole number of chips, not {_shown(value)}")
    if number < 0:
        raise AnswerError(f"{what} is not negative: {value!r}")
    return number


def as_mapping(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise AnswerError(f"{what} is a mapping, not {value!r}")
    return value


def is_mastered(run: list[tuple[bool, float | None]], target_s: float) -> bool:
    """Three right answers in a row, each within the target, somewhere in `run` (oldest
    first: (right, seconds))."""
    streak = 0
    for right, seconds in run:
        fast = seconds is not None and seconds <= target_s
        streak = streak + 1 if right and fast else 0
        if streak >= MASTERY_RUN:
            return True
    return False

