"""The trainee's progress (a first version: the text the progress package gives, if any)."""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui

from .. import intents as I
from ..text import tr
from ..ui import rect
from .base import Scene
from .menu import draw_backdrop


def progress_lines(app: Any) -> list[str]:
    """Lines of the trainee's progress from dealer_trainer.progress; [] if it has none yet."""
    try:
        from ...progress import stats  # type: ignore[attr-defined]

        fn = getattr(stats, "summary_lines", None)
        if fn is None:
            return []
        return [str(x) for x in fn(data_dir=app.data_dir, trainee=app.settings.trainee or None)]
    except Exception:
        return []


class ProgressScene(Scene):
    name = "progress"

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(40 * s)
        top = round(100 * s)
        lines = progress_lines(self.app)
        body = "<br>".join(html.escape(x) for x in lines) if lines else html.escape(tr("progress.no_data", lang))
        pygame_gui.elements.UITextBox(body, rect(pad, top, w - 2 * pad, h - top - round(110 * s)), manager=self.app.manager)
        bw, bh = round(180 * s), round(46 * s)
        self.button(rect(pad, h - round(80 * s), bw, bh), tr("menu.back", lang), I.Back(), object_id="@menu")

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        t = self.app.text.render(tr("menu.progress", self.app.settings.lang), round(34 * s), (250, 214, 110), True)
        surface.blit(t, (round(40 * s), round(30 * s)))
