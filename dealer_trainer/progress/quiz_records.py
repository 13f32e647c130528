"""The quick-fire answers in the progress store (schema version 3, table `quiz_answers`), and
each skill's figures: accuracy, median time, mastery.

Mastery: three right answers in a row, each within the skill's speed target
(`quiz.model.TARGETS`); once reached, the skill stays mastered. An answer with no time (graded
from a file without `seconds`) counts for accuracy but never towards mastery.

The store owns the connection and its transactions; this module writes and reads its own
table through them (it is the store's neighbour in this package, not a user of it).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

from .. import i18n
from ..quiz.model import SKILLS, TARGETS, Graded, is_mastered
from ..scenarios.terminal import printable
from .backend import Database
from .store import ProgressStore, _stamp, _trainee_id, trainee_name


@dataclass(frozen=True, slots=True)
class QuizAnswer:
    skill: str
    question: str
    right: bool
    seconds: float | None
    answered_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SkillFigures:
    skill: str
    answers: int
    right: int
    median_s: float | None
    target_s: float
    mastered: bool

    @property
    def accuracy(self) -> float:
        return self.right / self.answers if self.answers else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "skill": self.skill,
            "answers": self.answers,
            "right": self.right,
            "accuracy": round(self.accuracy, 4),
            "median_s": None if self.median_s is None else round(self.median_s, 2),
            "target_s": self.target_s,
            "mastered": self.mastered,
        }


def _checked(a: QuizAnswer) -> QuizAnswer:
    if a.skill not in SKILLS:
        raise ValueError(f"no such skill: {a.skill!r}")
    if a.seconds is not None and not (math.isfinite(a.seconds) and a.seconds >= 0):
        raise ValueError(f"seconds is a finite number >= 0, not {a.seconds!r}")
    return a


def record_answers(
    store: ProgressStore, trainee: str, answers: Iterable[QuizAnswer], *, lang: str = "en"
) -> int:
    """Store the answers in one transaction; returns how many."""
    name = trainee_name(trainee)
    rows = [_checked(a) for a in answers]
    now = _stamp(store._clock())

    def write(db: Database) -> None:
        trainee_id = _trainee_id(db, name, now)
        db.executemany(
            "INSERT INTO quiz_answers (trainee_id, skill, question, correct, seconds,"
            " answered_at, lang) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    trainee_id,
                    a.skill,
                    a.question,
                    int(a.right),
                    a.seconds,
                    now if a.answered_at is None else _stamp(a.answered_at),
                    str(lang),
                )
                for a in rows
            ],
        )

    store._db.write(write, what="the answers")
    return len(rows)


def answers_of(store: ProgressStore, trainee: str) -> list[QuizAnswer]:
    """One trainee's answers, oldest first."""
    rows = store._db.execute(
        "SELECT q.skill, q.question, q.correct, q.seconds, q.answered_at FROM quiz_answers q"
        " JOIN trainees t ON t.id = q.trainee_id WHERE t.name = ?"
        " ORDER BY q.answered_at, q.id",
        (trainee.strip(),),
    ).fetchall()
    return [QuizAnswer(r[0], r[1], bool(r[2]), r[3], datetime.fromisoformat(r[4])) for r in rows]


def skill_figures(answers: Sequence[QuizAnswer]) -> list[SkillFigures]:
    """Each skill's figures (every skill, tried or not), in SKILLS order. Pure."""
    out = []
    for skill in SKILLS:
        mine = [a for a in answers if a.skill == skill]
        times = [a.seconds for a in mine if a.seconds is not None]
        target = TARGETS[skill]
        out.append(
            SkillFigures(
                skill=skill,
                answers=len(mine),
                right=sum(a.right for a in mine),
                median_s=statistics.median(times) if times else None,
                target_s=target,
                mastered=is_mastered([(a.right, a.seconds) for a in mine], target),
            )
        )
    return out


def figures_of(store: ProgressStore, trainee: str) -> list[SkillFigures]:
    name = store.canonical_name(trainee) or trainee.strip()
    return skill_figures(answers_of(store, name))


def format_figures(figures: Sequence[SkillFigures], lang: str = "en") -> str:
    """The `stats` lines: a title and one line per skill."""
    lines = [i18n.t("quiz.stats.title", lang)]
    for f in figures:
        if not f.answers:
            line = f"{i18n.t(f'quiz.skill.{f.skill}', lang)}: {i18n.t('quiz.stats.none', lang)}"
        else:
            line = i18n.t(
                "quiz.stats.line",
                lang,
                skill=i18n.t(f"quiz.skill.{f.skill}", lang),
                right=f.right,
                answers=f.answers,
                pct=f"{f.accuracy:.0%}",
                median="–" if f.median_s is None else f"{f.median_s:.1f}",
                target=f"{f.target_s:g}",
                mastered=i18n.t("quiz.stats.mastered", lang) if f.mastered else "",
            )
        lines.append(f"  {line}")
    return "\n".join(lines)


_SKILL_HEADERS = ("skill", "right", "accuracy", "median", "target", "mastery")
_NUMERIC = {"right", "accuracy", "median", "target"}
_NUM = ' class="num"'


def skills_html(figures: Sequence[SkillFigures], lang: str = "en") -> str:
    """The report's part in `lang`: a table of the quick-fire skills."""

    def seconds(value: float, fmt: str) -> str:
        return escape(i18n.t("report.skills.seconds", lang, n=format(value, fmt)))

    mastered = escape(i18n.t("report.skills.mastered", lang))
    rows = []
    for f in figures:
        median = "-" if f.median_s is None else seconds(f.median_s, ".1f")
        accuracy = f"{f.accuracy:.0%}" if f.answers else "-"
        mastery = f'<td class="passed">{mastered}</td>' if f.mastered else "<td></td>"
        rows.append(
            f"<tr><td>{escape(i18n.t(f'quiz.skill.{f.skill}', lang))}</td>"
            f"<td class='num'>{f.right}/{f.answers}</td><td class='num'>{accuracy}</td>"
            f"<td class='num'>{median}</td><td class='num'>{seconds(f.target_s, 'g')}</td>"
            f"{mastery}</tr>"
        )
    heads = "".join(
        f"<th{_NUM if h in _NUMERIC else ''}>{escape(i18n.t(f'report.skills.col.{h}', lang))}</th>"
        for h in _SKILL_HEADERS
    )
    return "\n".join(
        [
            f"<h3>{escape(i18n.t('quiz.stats.title', lang))}</h3>",
            f'<table class="skills"><tr>{heads}</tr>',
            *rows,
            "</table>",
        ]
    )


def answers_recorder(
    data: Path | None, trainee: str | None, lang: str
) -> Callable[[list[tuple[Graded, float | None]]], None]:
    """For `quiz --answers` with --data or --trainee: the graded answers are recorded like a
    drill's steps (a problem with the store is said on stderr; the grading stands)."""

    def record(graded: list[tuple[Graded, float | None]]) -> None:
        from . import DEFAULT_TRAINEE, ProgressError

        answers = [QuizAnswer(g.question.skill, g.question.id, g.right, s) for g, s in graded]
        try:
            with ProgressStore.open(data) as store:
                record_answers(store, trainee or DEFAULT_TRAINEE, answers, lang=lang)
        except (ProgressError, OSError, ValueError) as e:
            print(printable(f"dealer-trainer: the answers were not recorded: {e}"), file=sys.stderr)

    return record
