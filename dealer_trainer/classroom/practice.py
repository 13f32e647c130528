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
