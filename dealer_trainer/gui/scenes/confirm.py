"""Small cards between screens: a yes/no question, a drill's description before it starts,
and the name prompt of a first start."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from .. import intents as I
from ..text import tr
from ..ui import rect
from ..widgets.markup import GOLD, WHITE, coloured, heading, readable
from ..widgets.text_field import TextField
from .backdrop import draw_backdrop
from .base import Scene

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from ..ports import AppPort
    from ..session import Session
    from .table import TableScene


def hand_in_progress(table: TableScene | None) -> bool:
    """A free-deal table whose hand has begun and is not over."""
    s = table.session if table is not None else None
    return bool(s is not None and s.free is not None and s.arb.steps and not s.complete)


def start_keeping_free_deal(app: AppPort, session: Session) -> None:
    """Start a drill; if a free-deal hand is in progress, ask first (the hand is lost)."""
    if not hand_in_progress(app.suspended):
        app.start_table(session)
        return
    lang = app.settings.lang
    app.push(
        ConfirmScene(
            app,
            tr("confirm.discard_hand", lang),
            yes=(tr("confirm.start_drill", lang), lambda: app.start_table(session)),
            no=(tr("confirm.keep_hand", lang), lambda: keep_hand(app)),
            back=app.pop,  # Esc: the list again, the hand kept for the menu's Resume
        )
    )


def keep_hand(app: AppPort) -> None:
    """Keep the hand: back at that table (from the menu's Resume), not at the drills list."""
    app.pop_to("menu")
    app.resume_table()


CARD_BG, CARD_EDGE = (27, 32, 39), (59, 69, 86)  # the text box's (theme: dark_bg, its border)


class Card(Scene):
    """A centred card of text (pygame_gui HTML) with a row of buttons under it."""

    name = "card"

    def body_html(self) -> str:
        return ""

    def buttons(self) -> list[tuple[str, I.Intent, str]]:
        """(label, intent, theme class) left to right; the last one is the default (Enter)."""
        return []

    def build_ui(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        cw, ch = min(w - round(80 * s), round(760 * s)), min(h - round(80 * s), round(480 * s))
        self.card = rect((w - cw) / 2, (h - ch) / 2, cw, ch)
        bh, gap = round(50 * s), round(16 * s)
        body = rect(self.card.x, self.card.y, cw, ch - bh - 2 * gap)
        self.body = pygame_gui.elements.UITextBox(self.body_html(), body, manager=self.app.manager)
        self.extra_ui(body)
        specs = self.buttons()
        bw = min(round(260 * s), (cw - gap * (len(specs) + 1)) // max(1, len(specs)))
        x = self.card.right - len(specs) * (bw + gap)
        self.widgets: dict[str, UIElement] = {}
        for label, intent, oid in specs:
            self.widgets[label] = self.button(
                rect(x, self.card.bottom - bh - gap, bw, bh), label, intent, object_id=oid
            )
            x += bw + gap

    def extra_ui(self, body: pygame.Rect) -> None:
        """More widgets inside the card (the name prompt's entry)."""

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop, and the whole card as one box: the text's box is its upper part,
        the buttons lie in its lower part (they stood on the backdrop under the text)."""
        draw_backdrop(surface, self.app)
        pygame.draw.rect(surface, CARD_BG, self.card)
        pygame.draw.rect(surface, CARD_EDGE, self.card, 1)


class ConfirmScene(Card):
    name = "confirm"

    def __init__(
        self,
        app: AppPort,
        question: str,
        *,
        yes: tuple[str, Callable[[], None]],
        no: tuple[str, Callable[[], None]],
        back: Callable[[], object] | None = None,
    ) -> None:
        """`back`: what Esc does (None: the same as `no`)."""
        super().__init__(app)
        self.question, self.yes, self.no = question, yes, no
        self.back = back or no[1]

    def body_html(self) -> str:
        return "<br>" + heading(self.question, self.app.scale, WHITE)

    def buttons(self) -> list[tuple[str, I.Intent, str]]:
        return [(self.no[0], I.Activate("no"), "@menu"), (self.yes[0], I.Activate("yes"), "@menu")]

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.back()
        elif isinstance(intent, I.Activate) and intent.name == "no":
            self.no[1]()
        elif isinstance(intent, I.Confirm) or (
            isinstance(intent, I.Activate) and intent.name == "yes"
        ):
            self.yes[1]()


class BriefingScene(Card):
    """The drill's description card, before its table: what it trains and how it passes."""

    name = "briefing"

    def __init__(self, app: AppPort, session: Session) -> None:
        super().__init__(app)
        self.session = session

    def body_html(self) -> str:
        info, lang, s = self.session.info, self.app.settings.lang, self.app.scale
        level = tr("drill.level", lang, level=info.level) if info.level is not None else ""
        return (
            heading(info.title, s, WHITE)
            + coloured(level, GOLD)
            + "<br><br>"
            + html.escape(readable(info.description, lang))
            + "<br><br>"
            + coloured(tr("result.pass_mark", lang), GOLD)
            + "<br>"
            + html.escape(tr(f"mode.about.{self.session.mode.value}", lang))
        )

    def buttons(self) -> list[tuple[str, I.Intent, str]]:
        lang = self.app.settings.lang
        mode = f"{tr('settings.mode', lang)}: {tr(f'mode.{self.session.mode.value}', lang)}"
        return [
            (mode, I.Activate("mode"), "@menu"),
            (tr("menu.back", lang), I.Back(), "@menu"),
            (tr("menu.start", lang), I.Confirm(), "@menu"),
        ]

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()
        elif isinstance(intent, I.Confirm):
            start_keeping_free_deal(self.app, self.session)
        elif isinstance(intent, I.Activate) and intent.name == "mode":
            self.cycle_mode()

    def cycle_mode(self) -> None:
        """This run's mode (the saved setting stays): practice, learn, audition."""
        from ..session import Session
        from ..settings import MODES

        s = self.session
        mode = MODES[(MODES.index(s.mode.value) + 1) % len(MODES)]
        self.session = Session.drill(s.setup, s.info, self.app.settings.lang, mode)
        self.app._fresh_ui()
        self.build_ui()


class NameScene(Card):
    """The first start: who is training (the progress records are kept per name). A compact
    card in the middle: the title, one line, the entry right under it (with the focus), and
    Skip and Start (the default: Enter) inside the card; sizes follow the window's scale."""

    name = "name"

    def card_text(self) -> tuple[str, list[str], int, int]:
        """The title, the prompt's lines, their font sizes: laid out for the card's width."""
        lang, s = self.app.settings.lang, self.app.scale
        cw = self.card_width()
        title, body = round(26 * s), round(17 * s)
        lines = self.app.text.wrap(tr("name.line", lang), body, cw - 2 * round(28 * s))
        return tr("name.welcome", lang), lines, title, body

    def card_width(self) -> int:
        w, s = self.app.size[0], self.app.scale
        return min(w - round(80 * s), round(680 * s))

    def build_ui(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        pad, gap = round(28 * s), round(14 * s)
        cw = self.card_width()
        title, lines, tsize, bsize = self.card_text()
        line_h = self.app.text.fonts.get(bsize).get_linesize()
        title_h = self.app.text.fonts.get(tsize).get_linesize()
        eh, bh = round(44 * s), round(46 * s)
        ch = pad + title_h + gap // 2 + len(lines) * line_h + gap + eh + 2 * gap + bh + pad
        self.card = rect((w - cw) / 2, (h - ch) / 2, cw, ch)
        self.text_top = self.card.y + pad
        y = self.text_top + title_h + gap // 2 + len(lines) * line_h + gap
        self.entry = TextField(
            rect(self.card.x + pad, y, cw - 2 * pad, eh), manager=self.app.manager
        )
        self.entry.set_text_length_limit(40)
        self.app.manager.set_focus_set(self.entry)
        self.entry.focus()
        lang = self.app.settings.lang
        bw = (cw - 2 * pad - gap) // 2
        by = self.card.bottom - pad - bh
        self.widgets: dict[str, UIElement] = {
            "skip": self.button(rect(self.card.x + pad, by, bw, bh), tr("name.skip", lang),
                                I.Back(), object_id="@menu"),
            "start": self.button(rect(self.card.right - pad - bw, by, bw, bh),
                                 tr("name.ok", lang), I.Confirm(), object_id="@menu"),
        }

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s, text = self.app.scale, self.app.text
        pygame.draw.rect(surface, (28, 33, 42), self.card, border_radius=round(14 * s))
        pygame.draw.rect(surface, (222, 190, 110), self.card, max(1, round(2 * s)),
                         border_radius=round(14 * s))
        start = self.widgets["start"].rect.inflate(round(8 * s), round(8 * s))  # the default
        pygame.draw.rect(surface, (222, 190, 110), start, max(2, round(2 * s)),
                         border_radius=round(10 * s))
        title, lines, tsize, bsize = self.card_text()
        pad = round(28 * s)
        y = self.text_top
        surface.blit(text.render(title, tsize, (242, 204, 120), True), (self.card.x + pad, y))
        y += text.fonts.get(tsize).get_linesize() + round(7 * s)
        for ln in lines:
            surface.blit(text.render(ln, bsize, (236, 238, 242)), (self.card.x + pad, y))
            y += text.fonts.get(bsize).get_linesize()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.handle(I.Confirm())

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, (I.Back, I.Confirm)):
            from dataclasses import replace

            name = self.entry.get_text().strip() if isinstance(intent, I.Confirm) else ""
            if name:
                self.app.settings = replace(self.app.settings, trainee=name[:40])
            self.app.save_settings()  # skipped or not, the prompt is shown once
            self.app.pop()

    def look_key(self) -> object:
        return None  # the entry's cursor blinks
