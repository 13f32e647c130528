"""The Skills screen's reading pad (hand-reading, omaha-reading, stud-reading): the nine hands'
buttons and the thirteen ranks'; for a question in hi-lo (Omaha or stud, hilo.read) the low's
row under them: "Low" sends the rank buttons to the low's field (its five ranks, or typed), "No
low" says there is none. Picking a hand sends the rank buttons back to the high hand's ranks.
The ranks' pad (razz-reading) is the thirteen ranks alone, writing the answer's field."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...quiz.reading import BY_NAME
from ...quiz.text import hand_name, rank_label
from .. import intents as I
from ..text import tr
from ..ui import fitting_row_class, rect
from ..widgets.text_field import TextField

if TYPE_CHECKING:
    from .skills import SkillsScene

GOLD = (250, 214, 110)
RANKS = "AKQJT98765432"
LOW_GAMES = ("plo8", "stud8")  # a question's game with a low half: the low's row is shown


def build_reading(scene: SkillsScene, lang: str, x: int, top: int, pw: int) -> LowRow | None:
    """The pad's buttons, in `scene.widgets`; the low's row where the question is hi-lo."""
    s = scene.app.scale
    gap = round(8 * s)
    cw, ch = (pw - 2 * gap) // 3, round(40 * s)
    labels = [hand_name(name, lang) for name in BY_NAME]
    fonts = scene.app.sprites.fonts.get
    one = fitting_row_class("@menu", labels, cw - 12, s, fonts)  # one size for all nine
    for i, name in enumerate(BY_NAME):
        r = rect(x + (i % 3) * (cw + gap), top + (i // 3) * (ch + gap), cw, ch)
        b = scene.button(r, labels[i], I.Activate(f"hand:{name}"), object_id=one)
        scene.widgets[f"hand:{name}"] = b
    ranks_top = top + 3 * (ch + gap) + round(8 * s)
    build_ranks(scene, x, ranks_top, pw)
    if scene.question is None or scene.question.data.get("game") not in LOW_GAMES:
        return None
    return LowRow(scene, lang, x, ranks_top + ch + gap, pw, ch)


def build_ranks(scene: SkillsScene, x: int, top: int, pw: int) -> None:
    """The thirteen ranks' buttons in one row, in `scene.widgets` as `key:A` .. `key:2`."""
    s = scene.app.scale
    ch = round(40 * s)
    rw = (pw - 12 * round(4 * s)) // 13
    for i, rank in enumerate(RANKS):
        r = rect(x + i * (rw + round(4 * s)), top, rw, ch)
        key = I.Activate(f"key:{rank}")
        scene.widgets[f"key:{rank}"] = scene.button(r, rank_label(rank), key, object_id="@menu")


class LowRow:
    """The row's widgets and what is picked: `active` (the rank buttons write the low) and
    `no_low`."""

    def __init__(self, scene: SkillsScene, lang: str, x: int, top: int, pw: int, ch: int) -> None:
        s = scene.app.scale
        gap = round(8 * s)
        cw = (pw - 2 * gap) // 3
        labels = [tr("skills.low", lang), tr("skills.no_low", lang)]
        fonts = scene.app.sprites.fonts.get
        one = fitting_row_class("@menu", labels, cw - 12, s, fonts)
        self.active = False
        self.no_low = False
        low = I.Activate("low")
        self.button = scene.button(rect(x, top, cw, ch), labels[0], low, object_id=one)
        self.field = TextField(rect(x + cw + gap, top, cw, ch), manager=scene.app.manager)
        self.none_button = scene.button(
            rect(x + 2 * (cw + gap), top, cw, ch), labels[1], I.Activate("no-low"), object_id=one
        )
        scene.widgets["low"], scene.widgets["no-low"] = self.button, self.none_button
        scene.widgets["low-field"] = self.field
        if scene.graded is not None:
            self.field.disable()

    def handle(self, name: str, graded: object) -> bool:
        """Whether the row takes the intent `name`: its two buttons, and while the low is
        being written the rank buttons and Clear; nothing once the answer is graded."""
        if graded is not None:
            return False
        if name in ("low", "no-low"):
            self.pick(name)
            return True
        if self.active and (name == "clear" or name.startswith("key:")):
            self.press(name.removeprefix("key:"))
            return True
        return False

    def pick(self, name: str) -> None:
        """"low": the rank buttons now write the low; "no-low": there is none."""
        self.active = name == "low"
        self.no_low = name == "no-low"
        if self.no_low:
            self.field.set_text("")

    def press(self, key: str) -> None:
        """A rank button (or "clear") while the low is being written."""
        text = str(self.field.get_text())
        self.no_low = False
        self.field.set_text("" if key == "clear" else f"{text} {key}".strip())

    def answer(self) -> str:
        """The low as `typed_answer` takes it: its ranks as typed, else "none" if picked."""
        text = str(self.field.get_text()).strip()
        return "none" if self.no_low and not text else text

    def draw_over(self, surface: pygame.Surface) -> None:
        picked = self.button if self.active else self.none_button if self.no_low else None
        if picked is not None:
            pygame.draw.rect(surface, GOLD, picked.rect.inflate(6, 6), 3, border_radius=8)
