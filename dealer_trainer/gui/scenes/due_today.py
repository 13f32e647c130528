"""The menu's "Due today" (issue 30): the rules and skills of this station's trainee that
FSRS says are due (progress/due.py: the kept cards, brought up to date from the records),
weakest first, each with what exercises it: for a rule, the drill that practises it best
(scenarios/practice.py, as the Progress screen's "practise this" finds it); for a skill,
its quick-fire questions. A click starts it. Read on a worker thread; the time is the
station's (an edge: the progress modules take it as an argument).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ..text import rule_title, tr
from .assigned import Entry, ListScene, Read

if TYPE_CHECKING:
    from ..ports import AppPort

SHOWN = 12  # due cards read into the list, at most (the screen shows what fits)
RED, AMBER = (255, 130, 120), (255, 205, 110)


def read_due(data_dir: Path | str | None, trainee: str, now: datetime,
             folders: tuple[Path, ...], lang: str) -> Read:
    """The due cards as rows; never raises (a problem becomes text)."""
    out = Read()
    try:
        from ...progress import DEFAULT_TRAINEE, ProgressStore
        from ...progress.due import kept_schedule

        with ProgressStore.open(data_dir) as store:
            found = kept_schedule(store, trainee.strip() or DEFAULT_TRAINEE, now)
        due = found.due[:SHOWN]
        from ...scenarios.practice import kept_practice_index

        index = kept_practice_index(folders) if any(c.skill is None for c in due) else {}
        from ...quiz.text import skill_name
        from ...scenarios.practice import best_drills_for_rule
        from ..drill_list import drills

        titles = {d.id: d.title for d in drills(list(folders), lang)[0]}
    except Exception as e:  # the screen says what went wrong, the program goes on
        out.problem = tr("assigned.unreadable", lang, error=str(e))
        return out
    for card in due:
        chance = f"{card.retrievability:.0%}"
        colour = RED if card.forgotten else AMBER
        if card.skill is not None:
            text = tr("due.row", lang, name=skill_name(card.skill, lang), chance=chance)
            out.entries.append(Entry(text, tr("due.questions", lang), colour, "skill",
                                     card.skill))
            continue
        best = [p for p in best_drills_for_rule(card.key, index) if p.id in titles]
        if not best:
            continue  # no drill of this station exercises it
        text = tr("due.row", lang, name=rule_title(card.key, lang), chance=chance)
        drill = tr("assigned.kind.drill", lang, what=titles[best[0].id])
        out.entries.append(Entry(text, drill, colour, "drill", best[0].id))
    return out


class DueScene(ListScene):
    name = "due"
    title_key = "due.title"
    none_key = "due.none"

    def __init__(self, app: AppPort, *, now: datetime | None = None) -> None:
        self.now = now or datetime.now(UTC)
        super().__init__(app)

    def reader(self) -> Read:
        app = self.app
        return read_due(app.data_dir, app.settings.trainee, self.now,
                        tuple(app.drill_folders), self.lang)
