"""Drills by level: the list, the chosen drill's description, Start; broken files are listed
as skipped (one line each) and never stop the menu."""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui

from .. import intents as I
from ..drills import DRILLS_DIR, DrillEntry, list_drills
from ..text import tr
from ..ui import rect
from .base import Scene
from .menu import draw_backdrop


class DrillsScene(Scene):
    name = "drills"

    def __init__(self, app: Any, folder: Any = DRILLS_DIR) -> None:
        super().__init__(app)
        self.entries, self.skipped = list_drills(folder)
        self.selected = 0
        self.list: Any = None
        self.desc: Any = None
        self._labels: list[str] = []

    def _label(self, i: int, d: DrillEntry) -> str:
        return f"{d.level} · {d.title}"

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
        self._labels = [self._label(i, d) for i, d in enumerate(self.entries)]
        items: list[str | tuple[str, str]] = list(self._labels)
        self.list = pygame_gui.elements.UISelectionList(
            rect(pad, top, list_w, body_h),
            items,
            manager=self.app.manager,
            default_selection=self._labels[self.selected] if self._labels else None,
        )
        self.desc = pygame_gui.elements.UITextBox(
            self._description(),
            rect(pad * 2 + list_w, top, w - list_w - 3 * pad, body_h),
            manager=self.app.manager,
        )
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

    def _description(self) -> str:
        lang = self.app.settings.lang
        if not self.entries:
            return html.escape(tr("menu.no_drills", lang))
        d = self.entries[self.selected]
        return (
            f"<font size=5><b>{html.escape(d.title)}</b></font><br>"
            f"<font color='#f3d27a'>{html.escape(tr('drill.level', lang, level=d.level))}</font>"
            f"  <font color='#8a96a6'>{html.escape(d.id)}</font><br><br>"
            f"{html.escape(d.description)}"
        )

    def select(self, i: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, i))
        if self.desc is not None:
            self.desc.set_text(self._description())

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION
            and event.ui_element is self.list
        ):
            if event.text in self._labels:
                self.select(self._labels.index(event.text))
        elif (
            event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
            and event.ui_element is self.list
        ):
            self.start()

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()
        elif isinstance(intent, I.Navigate) and intent.dy:
            self.select(self.selected + intent.dy)
            self.app._fresh_ui()
            self.build_ui()
        elif isinstance(intent, I.Confirm):
            self.start()

    def start(self) -> None:
        if not self.entries:
            return
        from ..session import DrillInfo, Session

        d = self.entries[self.selected]
        info = DrillInfo(d.id, d.title, d.level, d.description, str(d.path))
        self.app.start_table(Session.drill(d.scenario.setup, info, self.app.settings.lang))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        t = self.app.text.render(
            tr("menu.drills", self.app.settings.lang), round(34 * s), (250, 214, 110), True
        )
        surface.blit(t, (round(24 * s), round(20 * s)))
