"""Quick-fire practice of the money skills, away from the table (CONTRACT.md "Quick-fire
practice"): pot-limit counts (hold'em and PLO), side pots, rake, reading hands, chip counts,
hi-lo splits.

Questions come from a seed; every answer key is worked out by the engine (its betting, pots,
rake and hand evaluator). Imports the engine and i18n only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .model import MASTERY_RUN, SKILLS, TARGETS, AnswerError, Graded, Question, is_mastered
    from .skills import answer_json, grade, question, questions

# imported when first asked for (PEP 562, as in `progress`): the store's figures need only the
# targets and mastery of model.py, not the generators in skills.py and the hand engine behind
# them (0.15 to 0.22 s of every `stats`, issue 28)
_WHERE = {
    **dict.fromkeys(("MASTERY_RUN", "SKILLS", "TARGETS", "AnswerError", "Graded", "Question",
                     "is_mastered"), ".model"),
    **dict.fromkeys(("answer_json", "grade", "question", "questions"), ".skills"),
}

__all__ = [
    "MASTERY_RUN",
    "SKILLS",
    "TARGETS",
    "AnswerError",
    "Graded",
    "Question",
    "answer_json",
    "grade",
    "is_mastered",
    "question",
    "questions",
]


__getattr__ = lazy_names(__name__, _WHERE, globals())
