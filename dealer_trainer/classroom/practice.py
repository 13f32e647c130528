"""The class page's "Practice due" (issue 30): per trainee, how many rules and skills FSRS
says are due now, and which are being forgotten (progress/due.py, the kept cards brought
up to date from the records: the same reading as the station's "Due today")."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..i18n import rule_name
from ..quiz.text import skill_name

FORGOTTEN_SHOWN = 4


@dataclass(frozen=True, slots=True)
class DueRow:
    trainee: str
    due: int
    forgotten: tuple[str, ...]  # the weakest being forgotten, by name
    more: int  # being forgotten beyond those named


def card_name(card: Any, lang: str) -> str:
    return skill_name(card.skill, lang) if card.skill is not None else rule_name(card.key, lang)


def due_rows(store: Any, lang: str, now: datetime) -> list[DueRow]:
    from ..progress.due import class_schedules

    rows = []
    for found in class_schedules(store, now):
        forgotten = found.forgotten
        rows.append(DueRow(found.trainee, len(found.due),
                           tuple(card_name(c, lang) for c in forgotten[:FORGOTTEN_SHOWN]),
                           max(0, len(forgotten) - FORGOTTEN_SHOWN)))
    return rows


@dataclass(frozen=True, slots=True)
class TraineePractice:
    """A trainee's page's part: the open assignments in words, the cards due (weakest
    first, by name, with the chance of recalling each) and those being forgotten."""

    assigned: tuple[tuple[str, str], ...]  # (what, where it stands · when)
    due: tuple[tuple[str, str], ...]  # (name, "57%")
    forgotten: tuple[str, ...]


def trainee_practice(store: Any, trainee: str, lang: str, titles: dict[str, str],
                     now: datetime, *, cards: bool) -> TraineePractice:
    """`cards`: read the FSRS cards too (a reading brings them up to date: a write, so
    never on the read-only SQLite page)."""
    from ..progress import assignments as A

    today = now.astimezone().date()
    assigned = tuple((A.label(s.assignment, lang, titles), A.when_text(s, lang))
                     for s in A.open_standings(store, trainee, today))
    if not cards:
        return TraineePractice(assigned, (), ())
    from ..progress.due import kept_schedule

    found = kept_schedule(store, trainee, now)
    due = tuple((card_name(c, lang), f"{c.retrievability:.0%}") for c in found.due)
    return TraineePractice(assigned, due, tuple(card_name(c, lang) for c in found.forgotten))
