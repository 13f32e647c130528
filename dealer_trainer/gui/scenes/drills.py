"""Drills by level: the list, the chosen drill's description, Start; broken files are listed
as skipped (one line each) and never stop the menu."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from .. import intents as I
from ..drill_list import drills
from ..drills import DrillEntry
from ..text import rule_title, tr
from ..ui import rect
from ..widgets.markup import WHITE, heading, readable
from ..widgets.row_list import RowList
from .backdrop import draw_backdrop
from .base import Scene
from .later import Later

if TYPE_CHECKING:
    from ..ports import AppPort


class DrillsScene(Scene):
    name = "drills"

    def __init__(
        self, app: AppPort, folder: Path | Sequence[Path] | None = None, rule: str | None = None
    ) -> None:
        super().__init__(app)
        folder = app.drill_folders if folder is None else folder  # built-in and instructor's
        self.entries, self.skipped = drills(folder, app.settings.lang)
        self.rule = rule  # "practise this": only the drills that practise this rule
        self.rule_found = True
        if rule is not None:
            self.entries, self.rule_found = drills_for(rule, self.entries, folder)
        from ..progress_link import drill_records

        self.records = drill_records(data_dir=app.data_dir, trainee=app.settings.trainee)
        self.selected = 0
        self.list: RowList | None = None
        self.desc: pygame_gui.elements.UITextBox | None = None
        self.later = Later()
        self._labels: list[str] = []

    def _label(self, i: int, d: DrillEntry) -> str:
        done = self.records.get(d.id)
        mark = "✓ " if done is not None and done.passed else ""  # passed at least once
        return f"{mark}{d.level} · {d.title}"

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(24 * s)
        top = round(80 * s)
        foot = round(70 * s)
        skipped_h = round(70 * s) if self.skipped else 0
        list_w = round(w * 0.42)
        body_h = h - top - foot - skipped_h - pad
        size = max(9, round(15 * s))
        row_h = round(34 * s)
        room = list_w - max(10, row_h // 3) - 2 * max(4, row_h // 5)  # the scroll bar, padding
        # a long title ends in "…", the whole of it is in the panel
        self._labels = [
            self.app.text.elide(self._label(i, d), size, room) for i, d in enumerate(self.entries)
        ]
        self.list = RowList(
            rect(pad, top, list_w, body_h),
            self.app.manager,
            self.app.text,
            self._labels,
            size=size,
            row_h=row_h,
            selected=self.selected,
            on_pick=self.select,
            on_open=lambda i: self.start(),
        )
        self.desc = None  # the chosen drill's description: the frame after the first
        self._desc_rect = rect(pad * 2 + list_w, top, w - list_w - 3 * pad, body_h)
        self.later.reset()
        if self.skipped:
            text = "<br>".join(html.escape(m) for m in self.skipped)
            pygame_gui.elements.UITextBox(
                f"<font color='#ffb080' size=3>{text}</font>",
                rect(pad, top + body_h + pad // 2, w - 2 * pad, skipped_h),
                manager=self.app.manager,
            )
        bw, bh = round(180 * s), round(46 * s)
        self.button(
            rect(pad, h - foot + round(10 * s), bw, bh),
            tr("menu.back", lang),
            I.Back(),
            object_id="@menu",
        )
        self.start_btn = self.button(
            rect(w - pad - bw * 1.4, h - foot + round(10 * s), bw * 1.4, bh),
            tr("menu.start", lang),
            I.Confirm(),
            object_id="@menu",
        )
        if not self.entries:
            self.start_btn.disable()

    def update(self, dt: float) -> None:
        if self.later.due(dt):
            self.desc = pygame_gui.elements.UITextBox(
                self._description(), self._desc_rect, manager=self.app.manager
            )

    def lively(self) -> bool:
        return self.later.pending

    def look_key(self) -> object:
        return self.later.pending

    def _description(self) -> str:
        lang = self.app.settings.lang
        if not self.entries:
            return html.escape(tr("menu.no_drills", lang))
        d = self.entries[self.selected]
        return (
            heading(d.title, self.app.scale, WHITE)
            + f"<font color='#f3d27a'>{html.escape(tr('drill.level', lang, level=d.level))}"
            + "</font><br>"
            + f"{self._record_line(d)}<br>"
            + html.escape(readable(d.description, lang))
        )

    def _record_line(self, d: DrillEntry) -> str:
        """How this trainee has done on the drill so far, or that it is new to him."""
        lang = self.app.settings.lang
        done = self.records.get(d.id)
        if done is None:
            return f"<font color='#8a96a6'>{html.escape(tr('drills.not_tried', lang))}</font><br>"
        key = "drills.record_passed" if done.passed else "drills.record_not_passed"
        best = "–" if done.best is None else str(done.best)
        colour = "#8fe0a0" if done.passed else "#ffd27a"
        text = tr(key, lang, best=best, tries=done.tries)
        return f"<font color='{colour}'>{html.escape(text)}</font><br>"

    def select(self, i: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, i))
        if self.list is not None and self.list.selected != self.selected:
            self.list.select(self.selected)
        if self.desc is not None:
            self.desc.set_text(self._description())

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()
        elif isinstance(intent, I.Navigate) and intent.dy:
            self.select(self.selected + intent.dy)
        elif isinstance(intent, I.Confirm):
            self.start()

    def start(self) -> None:
        if not self.entries:
            return
        from ..session import DrillInfo, Session

        d = self.entries[self.selected]
        info = DrillInfo(d.id, d.title, d.level, d.description, str(d.path))
        session = Session.drill(
            d.scenario.setup, info, self.app.settings.lang, self.app.settings.mode
        )
        from .confirm import start_keeping_free_deal

        start_keeping_free_deal(self.app, session)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        lang = self.app.settings.lang
        title = tr("menu.drills", lang)
        if self.rule is not None:
            title = tr("drills.for_rule", lang, rule=rule_title(self.rule, lang))
        t = self.app.text.fit(
            title, round(34 * s), self.app.size[0] - round(48 * s), (250, 214, 110), True
        )
        surface.blit(t, (round(24 * s), round(20 * s)))
        if not self.rule_found:
            note = self.app.text.render(
                tr("drills.none_for_rule", lang), round(14 * s), (255, 176, 128)
            )
            surface.blit(note, (round(24 * s), round(58 * s)))


def drills_for(
    rule: str, entries: list[DrillEntry], folder: Path | Sequence[Path]
) -> tuple[list[DrillEntry], bool]:
    """The entries that practise `rule`, the strongest and easiest first; all of them (and
    False) when none does or the index cannot be built. `folder`: a folder or a list."""
    try:
        from ...scenarios.practice import best_drills_for_rule, kept_practice_index

        folders = [folder] if isinstance(folder, str | Path) else folder
        ranked = best_drills_for_rule(rule, kept_practice_index(map(Path, folders)))
    except Exception:
        return entries, False
    by_path = {e.path.resolve(): e for e in entries}
    picked = [by_path[p.path.resolve()] for p in ranked if p.path.resolve() in by_path]
    return (picked, True) if picked else (entries, False)
