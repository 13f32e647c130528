"""The menu's "Assigned to you" (issue 30): the instructor's assignments for this station's
trainee, in order (by due date), each with where the trainee stands (passed, done, not
yet; due or overdue); a click (or ↑ ↓ and Enter) starts one: the drill, the skill's
questions, or the audition (a drill in audition mode, or a free-deal down).

The list is the progress store's one reading (progress/assignments.py: `standings`, as the
classroom's page and `stats` read it), made on a worker thread (a server may be slow), so
the screen opens at once; the date is the station's (an edge: the progress modules take
it as an argument).
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from .. import intents as I
from ..text import tr
from ..ui import rect
from .backdrop import draw_backdrop
from .base import Scene

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ...progress.assignments import Standing
    from ..ports import AppPort

GOLD = (250, 214, 110)
GREY = (170, 180, 176)
STATE_COLOUR = {"passed": (120, 210, 140), "done": (255, 205, 110), "not_yet": (220, 226, 232)}
OVERDUE = (255, 140, 120)


@dataclass(frozen=True, slots=True)
class Entry:
    """One row of the list: its words, its colour mark, and what a click starts."""

    text: str  # the first line: what
    detail: str  # the second: where it stands, or what practises it
    colour: tuple[int, int, int]
    kind: str  # drill | skill | audition
    target: str  # the drill's id, the skill's; "" for a free-deal audition
    why_not: str = ""  # why this station cannot start it (its words); "" when it can


@dataclass
class Read:
    """What the worker read: the standings, the drills' titles in the language, a problem."""

    standings: list[Standing] = field(default_factory=list)
    titles: dict[str, str] = field(default_factory=dict)
    problem: str = ""
    entries: list[Entry] = field(default_factory=list)


def read_assigned(data_dir: Path | str | None, trainee: str, today: date,
                  folders: tuple[Path, ...], lang: str) -> Read:
    """The trainee's assignments and where they stand; never raises (a problem is text)."""
    out = Read()
    try:
        from ...progress import DEFAULT_TRAINEE, ProgressStore
        from ...progress.assignments import standings

        with ProgressStore.open(data_dir) as store:
            out.standings = standings(store, trainee.strip() or DEFAULT_TRAINEE, today)
    except Exception as e:  # the screen says what went wrong, the program goes on
        out.problem = tr("assigned.unreadable", lang, error=str(e))
        return out
    if any(s.assignment.kind != "skill" and s.assignment.target for s in out.standings):
        from ..drill_list import drills

        out.titles = {d.id: d.title for d in drills(list(folders), lang)[0]}
    from ...progress.assignments import label, when_text

    for s in out.standings:
        a = s.assignment
        why = "" if a.kind == "skill" or not a.target or a.target in out.titles else (
            why_not_here(a.target, folders, lang))
        out.entries.append(Entry(
            label(a, lang, out.titles), why or when_text(s, lang),
            GREY if why else OVERDUE if s.overdue else STATE_COLOUR.get(s.state, GREY),
            a.kind, a.target, why))
    return out


def why_not_here(drill: str, folders: tuple[Path, ...], lang: str) -> str:
    """Why an assigned drill the Drills screen does not offer cannot be played here, in
    `lang`: its file is in this station's drills but its game has no table on screen in
    this version, or this station has no drill of that id (the instructor's own folder is
    not here, or the drill is newer than this station's trainer)."""
    try:
        from ...scenarios.library import drill_path

        path = drill_path(drill, folders)
        found = path != Path(drill) and path.is_file()
    except Exception:  # a clash of ids, an unreadable folder: not playable here either
        found = False
    return tr("assigned.no_table" if found else "assigned.not_here", lang, drill=drill)


class ListScene(Scene):
    """A list read on a worker thread (`read`), a row a button; a click starts the row's
    drill, skill or audition. Subclasses say what is read and the title."""

    name = "list"
    title_key = ""
    none_key = ""

    def __init__(self, app: AppPort) -> None:
        super().__init__(app)
        self.lang = app.settings.lang
        self.read: Read | None = None
        self.rows: list[tuple[Entry, UIButton]] = []  # (entry, its button)
        self.focus = 0
        self.refusal = ""  # why the row last clicked cannot start here
        self._result: list[Read] = []
        self._worker = threading.Thread(target=lambda: self._result.append(self.reader()),
                                        name=self.name, daemon=True)
        self._worker.start()

    def reader(self) -> Read:
        raise NotImplementedError

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the list is read (the tests and screenshots)."""
        self._worker.join(timeout)
        self.update(0.0)

    def update(self, dt: float) -> None:
        if self.read is None and self._result:
            self.read = self._result[0]
            self.app._fresh_ui()
            self.build_ui()

    def build_ui(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        lang = self.lang
        pad = round(32 * s)
        self.button(rect(pad, h - round(66 * s), round(180 * s), round(46 * s)),
                    tr("assigned.back", lang), I.Back(), object_id="@menu")
        self.rows = []
        if self.read is None:
            return
        top, foot = round(110 * s), round(84 * s)
        bh, gap = round(58 * s), round(10 * s)
        room = max(1, (h - top - foot) // (bh + gap))
        bw = min(w - 2 * pad, round(1000 * s))
        for i, entry in enumerate(self.read.entries[:room]):
            b = self.button(rect((w - bw) / 2, top + i * (bh + gap), bw, bh), "",
                            I.Activate(f"row:{i}"), object_id="@menu")  # words: draw_over
            self.rows.append((entry, b))
        self.focus = min(self.focus, max(0, len(self.rows) - 1))

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()
        elif isinstance(intent, I.Navigate) and intent.dy and self.rows:
            self.focus = (self.focus + intent.dy) % len(self.rows)
        elif isinstance(intent, I.Confirm) and self.rows:
            self.start(self.rows[self.focus][0])
        elif isinstance(intent, I.Activate) and intent.name.startswith("row:"):
            self.focus = int(intent.name[4:])
            self.start(self.rows[self.focus][0])

    def start(self, a: Entry) -> None:
        """Start what the row asks for, as the menu's own screens would; a drill this station
        cannot play says why at the top instead."""
        app = self.app
        self.refusal = a.why_not
        if a.why_not:
            return
        if a.kind == "skill":
            from .skills import SkillsScene

            scene = SkillsScene(app)
            app.push(scene)
            scene.start(a.target)
            return
        if not a.target:  # an audition at free deal: the station's game, in audition mode
            from ..session import Session

            settings = replace(app.settings, mode="audition")
            app.start_table(Session.free_deal(settings, seed=random.randrange(1 << 30)))
            return
        from ..drill_list import drills
        from ..session import DrillInfo, Session
        from .confirm import start_keeping_free_deal

        found = [d for d in drills(app.drill_folders, self.lang)[0] if d.id == a.target]
        if not found:  # gone from the library since it was read
            self.refusal = why_not_here(a.target, tuple(app.drill_folders), self.lang)
            return
        d = found[0]
        info = DrillInfo(d.id, d.title, d.level, d.description, str(d.path))
        mode = "audition" if a.kind == "audition" else app.settings.mode
        start_keeping_free_deal(app, Session.drill(d.scenario.setup, info, self.lang, mode))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        w, _ = self.app.size
        s = self.app.scale
        lang = self.lang
        t = self.app.text
        title = t.fit(tr(self.title_key, lang), round(34 * s), w - round(64 * s), GOLD, True)
        surface.blit(title, (round(32 * s), round(24 * s)))
        name = self.app.settings.trainee
        if name:
            n = t.render(name, round(16 * s), GREY)
            surface.blit(n, n.get_rect(topright=(w - round(16 * s), round(12 * s))))
        note = ""
        if self.read is not None and self.read.problem:
            note = self.read.problem
        elif self.read is not None and not self.read.entries:
            note = tr(self.none_key, lang)
        if self.refusal or note:
            line = t.fit(self.refusal or note, round(18 * s), w - round(64 * s),
                         OVERDUE if self.refusal else GREY)
            surface.blit(line, (round(32 * s), round(78 * s)))

    def draw_over(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        t = self.app.text
        for i, (entry, b) in enumerate(self.rows):
            mark = b.rect.inflate(-2, -2)
            pygame.draw.rect(surface, entry.colour, (mark.x + 3, mark.y + round(8 * s),
                                                     round(6 * s), mark.h - round(16 * s)),
                             border_radius=3)
            left = mark.x + round(20 * s)
            room = mark.right - left - round(12 * s)
            first = t.fit(entry.text, round(18 * s), room, (236, 240, 244), True)
            second = t.fit(entry.detail, round(15 * s), room, entry.colour)
            y = b.rect.centery - (first.get_height() + second.get_height()) // 2
            surface.blit(first, (left, y))
            surface.blit(second, (left, y + first.get_height()))
            if i == self.focus:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(8, 8), 2, border_radius=12)


class AssignedScene(ListScene):
    name = "assigned"
    title_key = "assigned.title"
    none_key = "assigned.none"

    def __init__(self, app: AppPort, *, today: date | None = None) -> None:
        self.today = today or datetime.now().astimezone().date()
        super().__init__(app)

    def reader(self) -> Read:
        app = self.app
        return read_assigned(app.data_dir, app.settings.trainee, self.today,
                             tuple(app.drill_folders), self.lang)
