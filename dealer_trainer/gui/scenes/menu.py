"""The title menu: resume, free deal and its game, drills, settings, progress, quit."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from .. import intents as I
from ..text import tr
from ..ui import rect
from .backdrop import draw_backdrop, draw_notice
from .base import Scene

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ..ports import AppPort
    from ..settings import Settings


def game_text(settings: Settings, lang: str) -> str:
    """The menu's game row: "Game: Omaha hi-lo · Pot limit"."""
    from .settings import value_text

    return tr(
        "menu.game",
        lang,
        game=value_text("variant", settings.variant, lang),
        structure=value_text("structure", settings.structure, lang),
    )


def subtitle(settings: Settings, lang: str) -> str:
    """Under the title: the dealing procedure of the game chosen ("Omaha hi-lo dealing
    procedure"), in the game's own words (its row's `variant.*` key)."""
    from .settings import value_text

    return tr("menu.subtitle.game", lang, game=value_text("variant", settings.variant, lang))


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: AppPort) -> None:
        super().__init__(app)
        self.focus = 0
        self.items: list[tuple[str, UIButton]] = []  # (its name, its button)

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        entries = []
        if self.app.suspended is not None:
            entries.append(("resume", tr("menu.resume", lang)))
        entries += [
            ("free_deal", tr("menu.free_deal", lang)),
            ("variant", game_text(self.app.settings, lang)),  # free deal's game, cycled
            ("assigned", tr("assigned.menu", lang)),  # the instructor's (issue 30)
            ("due", tr("due.menu", lang)),  # practice when due (issue 30)
            ("drills", tr("menu.drills", lang)),
            ("settings", tr("menu.settings", lang)),
            ("progress", tr("menu.progress", lang)),
            ("class", tr("menu.class", lang)),
            ("skills", tr("menu.skills", lang)),
            ("tour", tr("menu.tour", lang)),  # the guided first drill, again
            ("quit", tr("menu.quit", lang)),
        ]
        # the rows fit between the subtitle and the window's foot, however many there are
        lowest = round(h * 0.17 + 80 * s)  # under the title and its subtitle
        pitch = min(68 * s, (h - lowest - 12 * s) / len(entries))
        bw, bh = round(360 * s), round(min(54 * s, pitch - 10 * s))
        gap = round(pitch) - bh
        top = max(lowest, min(round(h * 0.36), h - len(entries) * (bh + gap) - round(4 * s)))
        self.items = []
        for i, (name, label) in enumerate(entries):
            r = rect((w - bw) / 2, top + i * (bh + gap), bw, bh)
            b = self.button(r, label, I.Activate(name), object_id="@menu")
            self.items.append((name, b))
        self.focus = min(self.focus, len(self.items) - 1)

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Navigate) and intent.dy:
            self.focus = (self.focus + intent.dy) % len(self.items)
        elif isinstance(intent, I.Confirm):
            self.activate(self.items[self.focus][0])
        elif isinstance(intent, I.Activate):
            self.activate(intent.name)
        elif isinstance(intent, I.Back):
            if self.app.suspended is not None:
                self.activate("resume")
        elif isinstance(intent, I.ToggleHelp):
            pass

    def activate(self, name: str) -> None:
        app = self.app
        if name == "resume":
            app.resume_table()
        elif name == "free_deal":
            from ..session import Session

            app.start_table(Session.free_deal(app.settings, seed=random.randrange(1 << 30)))
        elif name == "variant":  # the next game, kept as the Settings screen keeps it
            app.settings = app.settings.cycled("variant")
            app.save_settings()
            self.focus = [n for n, _ in self.items].index("variant")
            self.items[self.focus][1].set_text(game_text(app.settings, app.settings.lang))
        elif name == "assigned":
            from .assigned import AssignedScene

            app.push(AssignedScene(app))
        elif name == "due":
            from .due_today import DueScene

            app.push(DueScene(app))
        elif name == "drills":
            from .drills import DrillsScene

            app.push(DrillsScene(app))
        elif name == "tour":
            from .tour import start_guided

            start_guided(app)
        elif name == "skills":
            from .skills import SkillsScene

            app.push(SkillsScene(app))
        elif name == "settings":
            from .settings import SettingsScene

            app.push(SettingsScene(app))
        elif name == "progress":
            from .progress import ProgressScene

            app.push(ProgressScene(app))
        elif name == "class":
            from .class_view import ClassScene

            app.push(ClassScene(app))
        elif name == "quit":
            app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        w, h = self.app.size
        s = self.app.scale
        lang = self.app.settings.lang
        t = self.app.text
        title = t.render(tr("app.title", lang), round(56 * s), (250, 214, 110), True)
        surface.blit(title, title.get_rect(center=(w // 2, round(h * 0.17))))
        sub = t.render(subtitle(self.app.settings, lang), round(20 * s), (200, 210, 205))
        surface.blit(
            sub,
            sub.get_rect(
                center=(w // 2, round(h * 0.17) + title.get_height() // 2 + round(22 * s))
            ),
        )
        name = self.app.settings.trainee
        if name:
            n = t.render(name, round(16 * s), (170, 180, 176))
            surface.blit(n, n.get_rect(topright=(w - round(16 * s), round(12 * s))))
        draw_notice(surface, self.app)  # a file of the trainee's that could not be used

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.items:
            b = self.items[self.focus][1]
            pygame.draw.rect(surface, (250, 214, 110), b.rect.inflate(8, 8), 2, border_radius=12)
