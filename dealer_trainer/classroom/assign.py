"""The class page's assignments (issue 30): the form that sets one (a drill, a skill, an
audition; for the class or one trainee; due by a date), the button that takes one back,
and the grid of where each trainee stands on each (progress/assignments.py's reading, the
same the station's "Assigned to you" and `stats` make).

A form is the page's own (app.form_of: Origin and the session's token) or refused; what it
asks that cannot be done (an unknown drill, a date gone by, a name not in the records) is
said on the page in one line, and nothing is stored. Only on a server: on SQLite the page
is read-only.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ..i18n import t
from ..progress import assignments as A
from ..quiz import SKILLS
from ..quiz.text import skill_name

Page = Callable[..., Any]
Form = Callable[[Any], Awaitable[dict[str, str] | None]]
FLASH = "assigned"  # the session's key for the last form's outcome


@dataclass(frozen=True, slots=True)
class Column:
    """One assignment as the grid shows it: its words and each trainee's state."""

    id: int
    label: str
    whom: str
    due: str
    overdue: bool
    cells: tuple[tuple[str, str], ...]  # per trainee of the grid: (state or "", its words)


@dataclass(frozen=True, slots=True)
class Grid:
    trainees: tuple[str, ...]
    columns: tuple[Column, ...]
    choices: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]  # (group, ((value, words)))


def today() -> date:
    """The classroom's date: the computer's own (an edge: the progress modules take it)."""
    return datetime.now().astimezone().date()


def choices(lang: str, titles: dict[str, str]) -> tuple[tuple[str, tuple[tuple[str, str], ...]],
                                                           ...]:
    """The form's "what": the drills by title, the skills, the free-deal audition."""
    drills = tuple((f"drill:{k}", v) for k, v in sorted(titles.items(), key=lambda kv: kv[1]))
    skills = tuple((f"skill:{k}", skill_name(k, lang)) for k in SKILLS)
    audition = (("audition:", t("assigned.kind.audition", lang,
                                what=t("assigned.free_deal", lang))),)
    return ((t("menu.drills", lang), drills), (t("menu.skills", lang), skills),
            (t("assigned.kind.audition", lang, what="…"), audition))


def grid(store: Any, lang: str, titles: dict[str, str], day: date) -> Grid:
    found = A.class_standings(store)
    columns = []
    for a in found.assignments:
        cells = []
        for name in found.trainees:
            state = found.of(a, name)
            cells.append(("", "") if state is None
                         else (state, t(f"assigned.state.{state}", lang)))
        whom = a.trainee if a.trainee is not None else t("assigned.whole_class", lang)
        columns.append(Column(a.id, A.label(a, lang, titles), whom, a.due.isoformat(),
                              a.due < day, tuple(cells)))
    return Grid(found.trainees, tuple(columns), choices(lang, titles))


class Assigning:
    """The routes `/assign` and `/unassign`, and the grid for the class page."""

    def __init__(self, records: Any, titles: Callable[[str], Awaitable[dict[str, str]]],
                 form_of: Form, refused: Callable[[Any], Any], server: bool,
                 lang_of: Callable[[Any], str]) -> None:
        self.lang_of = lang_of  # the page's language (the session's, else the command's)
        self.records = records
        self.titles = titles
        self.form_of = form_of
        self.refused = refused
        self.server = server

    async def grid(self, lang: str) -> Grid | None:
        if not self.server:
            return None
        titles = await self.titles(lang)
        day = today()
        return await asyncio.to_thread(
            self.records.use, lambda r: grid(r.store, lang, titles, day))

    async def assign(self, request: Any) -> Any:
        from starlette.responses import RedirectResponse

        fields = await self.form_of(request)
        if fields is None or not self.server:
            return self.refused(request)
        lang = self.lang_of(request)
        titles = await self.titles(lang)
        kind, _, target = fields.get("what", "").partition(":")

        def add(r: Any) -> A.Assignment:
            return A.add_assignment(
                r.store, kind=kind, target=target, trainee=fields.get("trainee") or None,
                due=fields.get("due", ""), today=today(), now=datetime.now().astimezone(),
                drill_ids=titles)

        try:
            made = await asyncio.to_thread(self.records.use, add)
        except A.AssignmentError as e:
            request.session[FLASH] = ["wrong", t("assigned.form.wrong", lang, why=str(e))]
        else:
            what = A.label(made, lang, titles)
            request.session[FLASH] = ["made", t("assigned.form.made", lang, what=what)]
        return RedirectResponse("/#assignments", status_code=303)

    async def unassign(self, request: Any) -> Any:
        from starlette.responses import RedirectResponse

        fields = await self.form_of(request)
        if fields is None or not self.server:
            return self.refused(request)
        lang = self.lang_of(request)
        try:
            which = int(fields.get("id", ""))
        except ValueError:
            which = -1
        gone = which >= 0 and await asyncio.to_thread(
            self.records.use, lambda r: A.remove_assignment(r.store, which))
        if gone:
            request.session[FLASH] = ["made", t("assigned.form.removed", lang)]
        return RedirectResponse("/#assignments", status_code=303)


def flash(session: Any) -> tuple[str, str] | None:
    """The last form's outcome, said once."""
    got = session.pop(FLASH, None)
    if isinstance(got, list) and len(got) == 2:
        return str(got[0]), str(got[1])
    return None
