"""The instructor's Class screen: every trainee in the store (when they last practised, drill
attempts and passes, average score, their weakest rules by name), the rules the whole class
breaks most, and the pass rate of each drill, in the chosen language.

The figures are the class report's own (`progress.class_report.read_class`), read once per
visit on a worker thread (reading every trainee's records and the drill library can take
seconds), so the screen opens at once and the frame never waits; each list is shown a page
at a time (← → turn the focused list's page, ↑ ↓ choose the list, or its ‹ › buttons).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from .. import intents as I
from ..text import rule_title, tr
from ..ui import rect
from ..widgets.pager import Pager, Row, draw_panel
from .backdrop import draw_backdrop
from .base import Scene

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from ...progress.class_report import ClassData, ClassRule, DrillRate, TraineeRow
    from ..ports import AppPort

LISTS = ("trainees", "rules", "drills")
GOLD = (250, 214, 110)
GREY = (150, 160, 174)
WHITE = (240, 242, 246)
GREEN = (120, 210, 140)
AMBER = (255, 205, 110)
RED = (255, 130, 120)


@dataclass
class Loaded:
    """What the worker read: the class figures, drill titles in the language, a problem."""

    data: ClassData | None = None
    titles: dict[str, str] = field(default_factory=dict)
    problem: str = ""


def load_class(data_dir: Path | None, folders: tuple[Path, ...], lang: str) -> Loaded:
    """Read the class figures and the drills' titles; never raises (a problem becomes text)."""
    out = Loaded()
    try:
        from ...progress import ProgressStore
        from ...progress.class_report import read_class

        with ProgressStore.open(data_dir) as store:
            out.data = read_class(store)
    except Exception as e:  # the screen says what went wrong, the program goes on
        out.problem = tr("classview.unreadable", lang, error=str(e))
        return out
    if out.data.drills:
        try:
            from ..drills import list_drills

            out.titles = {e.id: e.title for e in list_drills(folders, lang)[0]}
        except Exception:
            out.titles = {}  # the drills are then shown by id
    return out


def colour_for(share: float) -> tuple[int, int, int]:
    return GREEN if share >= 0.9 else AMBER if share >= 0.7 else RED


class ClassScene(Scene):
    name = "class"

    def __init__(self, app: AppPort) -> None:
        super().__init__(app)
        self.lang = app.settings.lang
        self.loaded: Loaded | None = None
        self.pagers: dict[str, Pager] = {}
        self.boxes: dict[str, pygame.Rect] = {}
        self.bodies: dict[str, pygame.Rect] = {}
        self.headings: dict[str, pygame.Surface] = {}
        self.focus = 0
        self.buttons: dict[str, UIElement] = {}
        self._result: list[Loaded] = []
        self._worker = threading.Thread(
            target=lambda: self._result.append(
                load_class(app.data_dir, tuple(app.drill_folders), self.lang)
            ),
            name="class-view",
            daemon=True,
        )
        self._updates = 0  # the worker starts once the first frame is shown

    @property
    def ready(self) -> bool:
        return self.loaded is not None

    def _start(self) -> None:
        if self._worker.ident is None:  # not started yet
            self._worker.start()

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the figures are read (the tests and screenshots)."""
        if self.loaded is None:
            self._start()
            self._worker.join(timeout)
        self.update(0.0)

    # --- figures to rows -----------------------------------------------------------------------

    def _sizes(self) -> tuple[int, int, int]:
        s = self.app.scale
        return max(11, round(18 * s)), max(10, round(15 * s)), max(10, round(14 * s))

    def _trainee(self, r: TraineeRow) -> list[Row]:
        big, body, small = self._sizes()
        lang = self.lang
        when = tr("classview.never", lang) if r.last is None else tr(
            "classview.last", lang, when=f"{r.last:%Y-%m-%d %H:%M}"
        )
        share = "–" if r.share is None else f"{r.share:.0%}"
        average = "–" if r.average is None else f"{r.average:.0f}"
        figures = tr("classview.figures", lang, drills=r.drills, passed=r.passed, share=share,
                     average=average, hands=r.hands)
        rows = [Row(r.trainee, big, WHITE, True), Row(when, small, GREY),
                Row(figures, body, (215, 220, 228), gap=round(2 * self.app.scale))]
        if not r.weakest:
            rows.append(Row(tr("classview.none_weak", lang), small, GREY))
            return rows
        rows.append(Row(tr("classview.weakest", lang), small, GREY))
        indent = round(14 * self.app.scale)
        rows += [
            Row(f"{a.accuracy:.0%} · {rule_title(a.rule, lang)}", body, colour_for(a.accuracy),
                indent=indent)
            for a in r.weakest
        ]
        return rows

    def _rule(self, c: ClassRule) -> list[Row]:
        _, body, small = self._sizes()
        a = c.accuracy
        figures = tr("classview.rule_figures", self.lang, kept=f"{a.accuracy:.0%}",
                     failed=a.failed, at_stake=a.at_stake, trainees=c.trainees_failing)
        return [Row(rule_title(a.rule, self.lang), body, WHITE),
                Row(figures, small, colour_for(a.accuracy), share=a.accuracy)]

    def _drill(self, d: DrillRate, titles: dict[str, str]) -> list[Row]:
        _, body, small = self._sizes()
        title = titles.get(d.drill, d.drill)
        figures = tr("classview.drill_figures", self.lang, rate=f"{d.rate:.0%}",
                     passed=d.passed, attempts=d.attempts, trainees=d.trainees)
        return [Row(title, body, WHITE), Row(figures, small, colour_for(d.rate), share=d.rate)]

    # --- life cycle ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._updates += 1
        if self._updates == 2:  # the screen is drawn once, uncontended, before the work
            self._start()
        if self.loaded is None and self._result:
            self.loaded = self._result[0]
            data, titles = self.loaded.data, self.loaded.titles
            if data is not None and data.trainees:
                text = self.app.text
                self.pagers = {
                    "trainees": Pager(text, len(data.trainees),
                                      lambda i: self._trainee(data.trainees[i])),
                    "rules": Pager(text, len(data.rules), lambda i: self._rule(data.rules[i])),
                    "drills": Pager(text, len(data.drills),
                                    lambda i: self._drill(data.drills[i], titles)),
                }
            self.app._fresh_ui()
            self.build_ui()

    def build_ui(self) -> None:
        lang = self.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(32 * s)
        top = round(104 * s)
        foot = round(80 * s)
        bw, bh = round(180 * s), round(46 * s)
        self.button(rect(pad, h - round(66 * s), bw, bh), tr("menu.back", lang), I.Back(),
                    object_id="@menu")
        self.boxes, self.bodies, self.buttons, self.headings = {}, {}, {}, {}
        if not self.pagers:
            return
        left_w = round((w - 3 * pad) * 0.54)
        right_x = 2 * pad + left_w
        right_w = w - right_x - pad
        gap = round(14 * s)
        half = (h - top - foot - gap) // 2
        self.boxes = {
            "trainees": rect(pad, top, left_w, h - top - foot),
            "rules": rect(right_x, top, right_w, half),
            "drills": rect(right_x, top + half + gap, right_w, h - top - foot - half - gap),
        }
        titles = {"trainees": tr("class_report.trainees", lang),
                  "rules": tr("class_report.rules", lang),
                  "drills": tr("class_report.drills", lang)}
        side, inner = round(34 * s), round(12 * s)
        small = max(10, round(13 * s))
        for name, box in self.boxes.items():
            y = box.y + round(10 * s)
            total = self.pagers[name].count
            widest = tr("classview.range", lang, first=total, last=total, total=total)
            count_w = self.app.text.render(widest, small).get_width() if total else 0
            head_w = box.w - 2 * inner - 2 * side - count_w - round(28 * s)
            self.headings[name] = head = self._heading(titles[name], head_w)
            body_y = y + max(side, head.get_height()) + round(10 * s)
            self.bodies[name] = rect(box.x + inner, body_y, box.w - 2 * inner,
                                     box.bottom - inner - body_y)
            for k, way in enumerate(("prev", "next")):
                x = box.right - (2 - k) * side - inner - (1 - k) * round(6 * s)
                self.buttons[f"{way}:{name}"] = self.button(
                    rect(x, y, side, side), "‹" if way == "prev" else "›",
                    I.Activate(f"{way}:{name}"), object_id="@small")
        self._refresh()

    def _heading(self, title: str, width: int) -> pygame.Surface:
        """A list's title, on two lines (left-aligned) where one is too short."""
        text, size = self.app.text, round(18 * self.app.scale)
        lines = text.wrap(title, size, width, bold=True)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        parts = [text.fit(ln, size, width, GOLD, True) for ln in lines]
        step = text.fonts.get(size, True).get_linesize()
        surf = pygame.Surface((width, step * (len(parts) - 1) + parts[-1].get_height()),
                              pygame.SRCALPHA)
        for i, part in enumerate(parts):
            surf.blit(part, (0, i * step))
        return surf

    def _refresh(self) -> None:
        """Lay out each list's shown page (drawn once, cached) and enable its buttons."""
        for name, pager in self.pagers.items():
            pager.surface(self.bodies[name].size, round(12 * self.app.scale))
        self._enable()

    def _enable(self) -> None:
        for name, pager in self.pagers.items():
            for way, on in (("prev", pager.has_prev), ("next", pager.has_next)):
                b = self.buttons.get(f"{way}:{name}")
                if b is not None:
                    b.enable() if on else b.disable()

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Activate) and ":" in intent.name:
            way, name = intent.name.split(":", 1)
            self.turn(name, 1 if way == "next" else -1)
        elif isinstance(intent, I.Navigate) and self.pagers:
            if intent.dy:
                self.focus = (self.focus + intent.dy) % len(LISTS)
            elif intent.dx:
                self.turn(LISTS[self.focus], intent.dx)
        else:
            super().handle(intent)

    def turn(self, name: str, way: int) -> None:
        pager = self.pagers.get(name)
        if pager is None:
            return
        self.focus = LISTS.index(name)
        pager.next() if way > 0 else pager.prev()
        self._refresh()

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        lang = self.lang
        text = self.app.text
        pad = round(32 * s)
        title = text.render(tr("menu.class", lang), round(34 * s), GOLD, True)
        surface.blit(title, (pad, round(24 * s)))
        sub_y = round(24 * s) + title.get_height() + round(4 * s)
        width = self.app.size[0] - 2 * pad
        if self.loaded is None:
            line = text.fit(tr("classview.loading", lang), round(17 * s), width, GREY)
            surface.blit(line, (pad, sub_y))
            return
        data = self.loaded.data
        if self.loaded.problem or data is None or not data.trainees:
            message = self.loaded.problem or tr("report.empty", lang)
            y = sub_y + round(30 * s)
            for ln in text.wrap(message, round(18 * s), width):
                surface.blit(text.render(ln, round(18 * s), WHITE), (pad, y))
                y += text.fonts.get(round(18 * s)).get_linesize()
            return
        summary = tr("classview.summary", lang, trainees=len(data.trainees),
                     drills=data.drill_attempts, hands=data.free_hands)
        surface.blit(text.fit(summary, round(16 * s), width, GREY), (pad, sub_y))
        keys = text.fit(tr("classview.keys", lang), max(10, round(13 * s)),
                        self.app.size[0] - 3 * pad - round(180 * s), GREY)
        back_mid = self.app.size[1] - round(66 * s) + round(23 * s)
        surface.blit(keys, keys.get_rect(midright=(self.app.size[0] - pad, back_mid)))
        empty = {"rules": tr("classview.no_rules", lang), "drills": tr("report.no_drills", lang)}
        for i, (name, box) in enumerate(self.boxes.items()):
            self._draw_box(surface, name, box, empty.get(name, ""), i == self.focus)

    def _draw_box(self, surface: pygame.Surface, name: str, box: pygame.Rect, empty: str,
                  focused: bool) -> None:
        s = self.app.scale
        text = self.app.text
        side, inner = round(34 * s), round(12 * s)
        draw_panel(surface, box, round(6 * s), focused)
        pager = self.pagers[name]
        y = box.y + round(10 * s)
        head = self.headings[name]
        surface.blit(head, head.get_rect(midleft=(box.x + inner, y + side // 2)))
        body = self.bodies[name]
        if not pager.count:
            surface.blit(text.fit(empty, round(15 * s), body.w, GREY), body.topleft)
            return
        count = text.render(
            tr("classview.range", self.lang, first=pager.start + 1, last=pager.end,
               total=pager.count), max(10, round(13 * s)), GREY)
        surface.blit(count, count.get_rect(
            midright=(box.right - 2 * side - inner - round(14 * s), y + side // 2)))
        surface.blit(pager.surface(body.size, round(12 * s)), body.topleft)
