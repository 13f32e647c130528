"""Settings: each option a button that cycles its value (click, or Left/Right), the trainee's
name a text field. Every change is kept at once (and saved), so Esc loses nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from .. import intents as I
from ..text import LANG_NAMES, tr
from ..ui import rect
from ..widgets.text_field import TextField
from .backdrop import draw_backdrop, draw_notice
from .base import Scene

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ..ports import AppPort

OPTIONS = (
    "mode", "audition_length", "lang", "house_rules", "variant", "structure", "table_size",
    "tournament", "bot_speed", "mistakes", "asks", "shuffle", "announce", "motion",
)
LABEL_KEYS = {
    "lang": "settings.language",
    "house_rules": "settings.house_rules",
    "variant": "settings.game",
    "structure": "settings.betting_structure",
    "table_size": "settings.table_size",
    "bot_speed": "settings.bot_speed",
    "mistakes": "settings.mistake_frequency",
    "mode": "settings.mode",
    "audition_length": "settings.audition_length",
    "motion": "settings.motion",
    "asks": "settings.player_asks",
    "shuffle": "house.settings.shuffle",  # the house procedures (widgets/house_card.py)
    "announce": "house.settings.announce",
    "tournament": "settings.tournament",  # free deal as a tournament (`--tournament`)
}


# an option's value: a word (most), a number (the players), on/off (the tournament), or the
# audition's (hands, minutes)
OptionValue = str | int | bool | tuple[int, int]


def value_text(name: str, value: OptionValue, lang: str) -> str:
    if name == "lang":
        return LANG_NAMES.get(str(value), str(value))
    if name == "house_rules":
        return tr(f"house_rules.{value}", lang)
    if name == "variant":
        return tr(f"variant.{str(value).replace('-', '_')}", lang)
    if name == "structure":
        return tr(f"game.{str(value).replace('-', '_')}", lang)
    if name == "table_size":
        return tr("settings.players", lang, count=value)
    if name == "bot_speed":
        return tr(f"speed.{value}", lang)
    if name == "mistakes":
        from ..settings import MISTAKE_RATE

        pct = round(100 * MISTAKE_RATE.get(str(value), 0.0))
        return tr(f"mistakes.{value}", lang) + (f"  ({pct}%)" if pct else "")
    if name == "asks":
        from ..settings import ASK_RATE

        pct = round(100 * ASK_RATE.get(str(value), 0.0))
        return tr(f"mistakes.{value}", lang) + (f"  ({pct}%)" if pct else "")
    if name == "audition_length" and isinstance(value, tuple):
        hands, minutes = value
        return tr("settings.audition_length.value", lang, hands=hands, minutes=minutes)
    if name in ("shuffle", "announce"):
        return tr(f"house.settings.{name}.{value}", lang)
    if name == "tournament":
        return tr(f"settings.tournament.{'on' if value else 'off'}", lang)
    if name in ("mode", "motion"):
        return tr(f"{name}.{value}", lang)
    return str(value)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app: AppPort) -> None:
        super().__init__(app)
        self.focus = 0
        self.buttons: dict[str, UIButton] = {}
        self.entry: TextField | None = None

    def build_ui(self) -> None:
        st = self.app.settings
        lang = st.lang
        w, h = self.app.size
        s = self.app.scale
        label_w, value_w = round(300 * s), round(420 * s)
        x0 = (w - label_w - value_w) // 2
        top = round(112 * s)
        # the rows (the options and the name) fit between the title and the Back button
        pitch = min(52 * s, (h - round(92 * s) - top) / (len(OPTIONS) + 1))
        row_h, gap = round(pitch * 44 / 52), round(pitch) - round(pitch * 44 / 52)
        self.buttons = {}
        for i, name in enumerate(OPTIONS):
            y = top + i * (row_h + gap)
            pygame_gui.elements.UILabel(
                rect(x0, y, label_w, row_h), tr(LABEL_KEYS[name], lang), manager=self.app.manager
            )
            b = self.button(
                rect(x0 + label_w, y, value_w, row_h),
                value_text(name, getattr(st, name), lang),
                I.Activate(name),
                object_id="@option",
            )
            self.buttons[name] = b
        y = top + len(OPTIONS) * (row_h + gap)
        pygame_gui.elements.UILabel(
            rect(x0, y, label_w, row_h), tr("settings.trainee_name", lang), manager=self.app.manager
        )
        self.entry = TextField(
            rect(x0 + label_w, y, value_w, row_h), manager=self.app.manager
        )
        self.entry.set_text(st.trainee)
        bw, bh = round(180 * s), round(46 * s)
        self.button(
            rect(x0, h - round(80 * s), bw, bh), tr("menu.back", lang), I.Back(), object_id="@menu"
        )

    def cycle(self, name: str, step: int = 1) -> None:
        self.app.settings = self.app.settings.cycled(name, step)
        self.app.save_settings()
        if name == "lang":  # every label changes
            self.app._fresh_ui()
            self.build_ui()
        else:
            self.buttons[name].set_text(
                value_text(name, getattr(self.app.settings, name), self.app.settings.lang)
            )

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if (
            event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED)
            and event.ui_element is self.entry
        ):
            self.app.settings = replace(self.app.settings, trainee=self.entry.get_text()[:40])
            if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                self.app.save_settings()
                self.entry.unfocus()

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.save_settings()
            self.app.pop()
        elif isinstance(intent, I.Activate) and intent.name in OPTIONS:
            self.focus = OPTIONS.index(intent.name)
            self.cycle(intent.name)
        elif isinstance(intent, I.Navigate):
            if intent.dy:
                self.focus = (self.focus + intent.dy) % len(OPTIONS)
            elif intent.dx:
                self.cycle(OPTIONS[self.focus], intent.dx)
        elif isinstance(intent, I.Confirm):
            self.cycle(OPTIONS[self.focus])

    def look_key(self) -> object:
        """The name field's cursor blinks while it has the focus: draw every frame then."""
        return None if self.entry is not None and self.entry.is_focused else ()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        t = self.app.text.render(
            tr("menu.settings", self.app.settings.lang), round(34 * s), (250, 214, 110), True
        )
        surface.blit(t, t.get_rect(midtop=(self.app.size[0] // 2, round(40 * s))))
        draw_notice(surface, self.app)  # a setting that could not be saved, and why

    def draw_over(self, surface: pygame.Surface) -> None:
        b = self.buttons.get(OPTIONS[self.focus])
        if b is not None:
            pygame.draw.rect(surface, (250, 214, 110), b.rect.inflate(6, 6), 2, border_radius=10)
