"""Quick-fire practice of the money skills, away from the table (CONTRACT.md "Quick-fire
practice"): pot-limit counts (hold'em and PLO), side pots, rake, reading hands, chip counts,
hi-lo splits.

Questions come from a seed; every answer key is worked out by the engine (its betting, pots,
rake and hand evaluator). Imports the engine and i18n only.
"""

from .model import SKILLS, AnswerError, Graded, Question
from .skills import MASTERY_RUN, TARGETS, answer_json, grade, is_mastered, question, questions

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
