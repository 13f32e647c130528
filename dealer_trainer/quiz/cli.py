"""`python main.py quiz SKILL [--count N] [--seed S] [--json] [--answers FILE.yaml] [--lang L]`.

Without --answers: the questions (with --json, a list of objects, each with its `id`, the
skill, the question in words and the data a person needs). With --answers, a YAML list of
`{id: ..., answer: ..., seconds: ...}` (`seconds` optional: how long the answer took) is
graded: exit 0 every answer right, 1 otherwise, 2 bad input (one line on stderr, nothing
graded or recorded). `args.on_graded`, when the command line sets it, records the graded
answers (the progress store is a layer above this package).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..i18n import t
from ..scenarios.errors import ScenarioError
from ..scenarios.terminal import printable
from ..scenarios.yamlnodes import read_yaml
from .model import SKILLS, TARGETS, AnswerError, Graded
from .skills import answer_json, grade, question, questions
from .text import answer_text, question_text, skill_name

DEFAULT_COUNT = 10
MOST_QUESTIONS = 500
OnGraded = Callable[[list[tuple[Graded, float | None]]], None]


def _err(message: str) -> None:
    print(printable(f"dealer-trainer: {message}"), file=sys.stderr)


def cmd_quiz(args: argparse.Namespace) -> int:
    lang = getattr(args, "lang", None) or "en"
    skill: str = args.skill
    if skill not in SKILLS:
        _err(f"no such skill: {skill!r} (one of {', '.join(SKILLS)})")
        return 2
    if args.answers is not None:
        return _grade_file(args, skill, lang)
    count = DEFAULT_COUNT if args.count is None else args.count
    if not 1 <= count <= MOST_QUESTIONS:
        _err(f"--count is 1 to {MOST_QUESTIONS}, not {count}")
        return 2
    seed = random.SystemRandom().randrange(1_000_000) if args.seed is None else args.seed
    if seed < 0:
        _err(f"--seed is a whole number from 0, not {seed}")
        return 2
    qs = questions(skill, seed=seed, count=count)
    if args.json:
        docs = [
            {
                "id": q.id,
                "skill": q.skill,
                "text": question_text(q, lang),
                "target_s": TARGETS[skill],
                **q.data,
            }
            for q in qs
        ]
        print(json.dumps(docs, ensure_ascii=False, indent=2))
        return 0
    print(
        t(
            "quiz.header",
            lang,
            skill=skill_name(skill, lang),
            count=count,
            seed=seed,
            target=f"{TARGETS[skill]:g}",
        )
    )
    print(t(f"quiz.shape.{skill}", lang))
    for q in qs:
        print(f"\n{q.id}\n  {question_text(q, lang)}")
    return 0


def _load_entries(path: Path) -> list[Any]:
    """The file's entries, read by the trainer's YAML reader of user files: regular files
    only, a size cap, aliases bounded once expanded, a problem at its line."""
    try:
        doc, problems = read_yaml(path)
    except ScenarioError as e:
        doc, problems = None, e.problems
    if problems or doc is None:
        raise AnswerError(str(problems[0]))
    if not isinstance(doc.value, list) or not doc.value:
        raise AnswerError(f"{path}: expected a list of {{id: ..., answer: ...}}, one per question")
    return doc.value


def _seconds(entry: dict[str, Any], qid: str) -> float | None:
    value = entry.get("seconds")
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not (math.isfinite(value) and value >= 0)
    ):
        raise AnswerError(f"{qid}: seconds is a number from 0, not {value!r}")
    return float(value)


def read_answers(path: Path, skill: str) -> list[tuple[Graded, float | None]]:
    """Every answer of the file graded, or AnswerError naming the first bad entry."""
    graded: list[tuple[Graded, float | None]] = []
    seen: set[str] = set()
    for i, entry in enumerate(_load_entries(path), start=1):
        where = f"{path}: entry {i}"
        if not isinstance(entry, dict) or "id" not in entry or "answer" not in entry:
            raise AnswerError(f"{where}: expected {{id: ..., answer: ...}}, not {entry!r}")
        unknown = sorted(set(map(str, entry)) - {"id", "answer", "seconds"})
        if unknown:
            raise AnswerError(f"{where}: unknown field {', '.join(unknown)}")
        try:
            q = question(entry["id"])
            if q.skill != skill:
                raise AnswerError(f"{q.id} is a {q.skill} question, not {skill}")
            if q.id in seen:
                raise AnswerError(f"{q.id} is answered twice")
            seen.add(q.id)
            graded.append((grade(q, entry["answer"]), _seconds(entry, q.id)))
        except AnswerError as e:
            raise AnswerError(f"{where}: {e}") from None
    return graded


def _grade_file(args: argparse.Namespace, skill: str, lang: str) -> int:
    try:
        graded = read_answers(Path(args.answers), skill)
    except AnswerError as e:
        _err(str(e))
        return 2
    on_graded: OnGraded | None = getattr(args, "on_graded", None)
    if on_graded is not None:
        on_graded(graded)
    right = sum(g.right for g, _ in graded)
    if args.json:
        doc = {
            "skill": skill,
            "count": len(graded),
            "right": right,
            "answers": [
                {
                    "id": g.question.id,
                    "right": g.right,
                    "given": answer_json(g.question, g.given),
                    "expected": answer_json(g.question, g.question.key),
                    "seconds": s,
                }
                for g, s in graded
            ],
        }
        print(json.dumps(doc, ensure_ascii=False, indent=2))
    else:
        for g, _ in graded:
            verdict = (
                t("quiz.right", lang)
                if g.right
                else t(
                    "quiz.wrong",
                    lang,
                    expected=answer_text(g.question, g.question.key, lang),
                    given=answer_text(g.question, g.given, lang),
                )
            )
            print(f"{g.question.id}: {verdict}")
        print(t("quiz.summary", lang, right=right, count=len(graded)))
    return 0 if right == len(graded) else 1
