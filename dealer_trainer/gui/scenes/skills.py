"""Skills: quick-fire questions on the money skills (pot counts in hold'em and PLO, side pots,
rake, reading hands, chip counts, hi-lo splits), answered by typing or clicking, each timed
against the skill's target and recorded in the trainee's progress (CONTRACT.md "Quick-fire
practice")."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ...quiz import SKILLS, TARGETS, AnswerError, Graded, Question, grade
from ...quiz import question as make_question
from ...quiz.skills import skill as skill_of
from ...quiz.text import answer_text, hand_name, question_text, skill_name
from ...quiz.typed import tokens, typed_answer
from .. import intents as I
from ..chips_view import ChipArt
from ..text import tr
from ..ui import fitting_row_class, rect
from ..widgets.markup import GREY, coloured, esc
from ..widgets.text_field import TextField
from .backdrop import draw_backdrop
from .base import Scene
from .skills_felt import draw_felt
from .skills_reading import RANKS, LowRow, build_ranks, build_reading

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from ...progress.quiz_records import SkillFigures
    from ..ports import AppPort

RED_CARD = re.compile("(?:10|[2-9AKQJ])[\u2665\u2666]")  # hearts and diamonds read red
RED_HTML = "#ff8a80"
GREY_RGB = (170, 180, 176)
# the question's box, at scale 1: four lines of the longest question (a PLO table of nine with
# a straddle, in Portuguese at 1024x700) and the hint under them, with no scroll bar
BOX_H = 200
PAD = ("7", "8", "9", "4", "5", "6", "1", "2", "3", "0", "+", "⌫")


def _reading(q: Question) -> bool:
    """A hand picked and its ranks (and in hi-lo a low), not numbers on the pad."""
    return skill_of(q.skill).entry == "reading"


def _by_rank(q: Question) -> bool:
    """Ranks clicked, each a word of the answer (a reading, a razz hand), not digits."""
    return skill_of(q.skill).entry in ("reading", "ranks")


GOLD, GREEN, RED, AMBER, LIGHT = (
    (250, 214, 110),
    (120, 220, 140),
    (255, 130, 120),
    (255, 210, 122),
    (200, 210, 205),
)


def html_size(px: float) -> int:
    """pygame_gui's HTML font size (1..7) nearest to `px` pixels: its sizes do not scale with
    the window as the theme's do."""
    sizes = (8, 10, 12, 14, 18, 24, 32)
    return 1 + min(range(len(sizes)), key=lambda i: abs(sizes[i] - px))


def record_answer(app: AppPort, graded: Graded, seconds: float) -> str:
    """Store one answer (only where the app keeps records); returns a notice, "" if fine."""
    if not app.record_progress:
        return ""
    try:
        from ...progress import DEFAULT_TRAINEE, ProgressStore
        from ...progress.quiz_records import QuizAnswer, record_answers

        q = graded.question
        with ProgressStore.open(app.data_dir) as store:
            record_answers(
                store,
                app.settings.trainee.strip() or DEFAULT_TRAINEE,
                [QuizAnswer(q.skill, q.id, graded.right, seconds)],
                lang=app.settings.lang,
            )
            return " ".join(store.notices)
    except Exception as e:  # the practice goes on whatever the records do
        return f"progress not saved: {e}"


def skill_figures(app: AppPort) -> dict[str, SkillFigures]:
    """Skill -> its figures from the progress records ({} when they cannot be read), through
    the store the GUI keeps open (no new connection and file check per screen)."""
    try:
        from ...progress import DEFAULT_TRAINEE
        from ...progress.quiz_records import figures_of
        from ..progress_link import _with_store

        name = app.settings.trainee.strip() or DEFAULT_TRAINEE
        got, _ = _with_store(app.data_dir, lambda store: figures_of(store, name))
        return {f.skill: f for f in got}
    except Exception:
        return {}


def record_lines(
    figures: SkillFigures | None, skill: str, lang: str
) -> list[tuple[str, tuple[int, int, int]]]:
    """Under a skill's button: the target (and mastery), then the record so far."""
    target = tr("skills.target", lang, seconds=f"{TARGETS[skill]:g}")
    if figures is None or not figures.answers:
        return [(target, GREY_RGB)]
    f = figures
    median = "–" if f.median_s is None else f"{f.median_s:.1f}"
    record = tr("skills.record", lang, right=f.right, answers=f.answers, median=median)
    if f.mastered:
        return [(f"✓ {tr('skills.mastered', lang)} · {target}", GREEN), (record, GREEN)]
    return [(target, GREY_RGB), (record, GREY_RGB)]


class SkillsScene(Scene):
    name = "skills"

    def __init__(self, app: AppPort, *, seed: int | None = None) -> None:
        super().__init__(app)
        self.seed = random.randrange(1_000_000) if seed is None else seed
        self.skill: str | None = None
        self.n = 0
        self.question: Question | None = None
        self.elapsed = 0.0  # seconds on the current question (from update's dt)
        self.graded: Graded | None = None
        self.seconds = 0.0  # the time the last answer took
        self.hand: str | None = None  # hand-reading: the category picked
        self.low: LowRow | None = None  # omaha-reading in hi-lo: the low's row
        self.problem = ""  # an answer that has not the skill's shape, or a records notice
        self.figures: dict[str, SkillFigures] = skill_figures(app)
        self.widgets: dict[str, UIElement] = {}
        self.entry: TextField | None = None
        self.box: pygame_gui.elements.UITextBox | None = None
        self.chips = ChipArt(app.sprites, app.text)  # the table's chips, for the felt
        self.record_rows = 2  # the record lines under each skill's button (build_ui)

    # --- widgets ---------------------------------------------------------------------------

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        self.widgets = {}
        pad = round(40 * s)
        col = round(330 * s)
        room = h - round(170 * s)  # from the first skill's top down to Back's
        step = min(round(100 * s), room // len(SKILLS))  # seven or more skills: closer
        # the two record lines under each; a dozen skills: one line (the record, else the
        # target: the panel's clock shows the target of the skill picked)
        self.record_rows = 2 if step >= round(74 * s) else 1
        bh = min(round(50 * s), step - round((4 + 17 * self.record_rows) * s))
        names = [skill_name(skill, lang) for skill in SKILLS]
        fonts = self.app.sprites.fonts.get
        column = fitting_row_class("@menu", names, col - 12, s, fonts)  # one size for all
        for i, skill in enumerate(SKILLS):
            r = rect(pad, round(100 * s) + i * step, col, bh)
            self.widgets[skill] = self.button(
                r, names[i], I.Activate(f"skill:{skill}"), object_id=column
            )
        self.button(
            rect(pad, h - round(70 * s), round(180 * s), round(46 * s)),
            tr("menu.back", lang),
            I.Back(),
            object_id="@menu",
        )
        self.panel = pygame.Rect(2 * pad + col, round(100 * s), w - 3 * pad - col, h)
        self.entry = self.box = self.low = None
        if self.question is not None:
            self._build_question(lang)

    def _build_question(self, lang: str) -> None:
        s = self.app.scale
        x, y, pw = self.panel.x, self.panel.y, self.panel.w
        q = self.question
        assert q is not None
        hint = tr(f"skills.shape.{q.skill}", lang)
        words = RED_CARD.sub(lambda m: coloured(m.group(0), RED_HTML), esc(question_text(q, lang)))
        size = html_size(18 * s)
        html = f"<font size={size}>{words}</font><br><br>{coloured(hint, GREY)}"
        self.box = pygame_gui.elements.UITextBox(
            html, rect(x, y + round(40 * s), pw, round(BOX_H * s)), manager=self.app.manager
        )
        row = y + round((BOX_H + 55) * s)
        eh = round(44 * s)
        ew = pw - round(2 * 150 * s) - round(2 * 12 * s)
        self.entry = TextField(
            rect(x, row, ew, eh), manager=self.app.manager
        )
        answer = I.Activate("answer")
        two = [tr("skills.answer", lang), tr("skills.clear", lang)]
        pair = fitting_row_class("@menu", two, round(150 * s) - 12, s, self.app.sprites.fonts.get)
        self.widgets["answer"] = self.button(
            rect(x + ew + round(12 * s), row, round(150 * s), eh), two[0], answer, object_id=pair
        )
        self.widgets["clear"] = self.button(
            rect(x + ew + round(174 * s), row, round(150 * s), eh),
            two[1],
            I.Activate("clear"),
            object_id=pair,
        )
        top = row + eh + round(16 * s)
        if _reading(q):
            self.low = build_reading(self, lang, x, top, pw)
        elif skill_of(q.skill).entry == "ranks":
            build_ranks(self, x, top, pw)
        else:
            self._build_pad(q.skill, x, top)
        self.widgets["next"] = self.button(
            rect(x + pw - round(260 * s), self.app.size[1] - round(70 * s), round(260 * s), eh),
            tr("skills.next", lang),
            I.Activate("next"),
            object_id="@menu",
        )
        if self.graded is None:
            self.widgets["next"].hide()
            self.entry.focus()
        else:
            self.entry.disable()

    def _build_pad(self, skill: str, x: int, top: int) -> None:
        s = self.app.scale
        entry = skill_of(skill).entry  # one number: no "+"; seat and amount pairs: a ":"
        kw, kh, gap = round(92 * s), round(52 * s), round(8 * s)
        for i, key in enumerate(PAD):
            if key == "+" and entry == "number":
                continue
            if key == "+" and entry == "pairs":
                key = ":"
            r = rect(x + (i % 3) * (kw + gap), top + (i // 3) * (kh + gap), kw, kh)
            self.widgets[f"key:{key}"] = self.button(  # a number pad's keys: large
                r, key, I.Activate(f"key:{key}"), object_id="@menu"
            )

    # --- input -----------------------------------------------------------------------------

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Activate):
            name = intent.name
            if name.startswith("skill:"):
                self.start(name.split(":", 1)[1])
            elif name == "answer":
                self.submit()
            elif name == "next":
                self.next_question()
            elif self.low is not None and self.low.handle(name, self.graded):
                return
            elif name == "clear":
                self._set_text("")
            elif name.startswith("hand:"):
                self.pick_hand(name.split(":", 1)[1])
            elif name.startswith("key:"):
                self.press_key(name.split(":", 1)[1])
        elif isinstance(intent, I.Confirm):
            self.submit() if self.graded is None else self.next_question()
        else:
            super().handle(intent)

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.submit()

    def _text(self) -> str:
        return str(self.entry.get_text()) if self.entry is not None else ""

    def _set_text(self, text: str) -> None:
        if self.entry is not None and self.graded is None:
            self.entry.set_text(text)

    def press_key(self, key: str) -> None:
        text = self._text()
        if key == "⌫":
            self._set_text(text[:-1].rstrip() if text.endswith(" ") else text[:-1])
        elif key == "+":
            self._set_text(text.rstrip() + " + " if text.strip() else text)
        elif key == ":":  # after a seat its amount; after an amount the next seat
            pairs = len(tokens(text.replace(":", " ").replace(",", " ")))
            sep = ": " if pairs % 2 else ", "
            self._set_text(text.rstrip(" :,") + sep if text.strip() else text)
        elif key in RANKS and self.question is not None and _by_rank(self.question):
            self._set_text(f"{text} {key}".strip())
        else:
            self._set_text(text + key)

    def pick_hand(self, name: str) -> None:
        if self.graded is None:
            self.hand = name
            if self.low is not None:
                self.low.active = False

    # --- the questions ---------------------------------------------------------------------

    def start(self, skill: str) -> None:
        self.skill = skill
        self.next_question()

    def next_question(self) -> None:
        if self.skill is None:
            return
        self.n += 1
        self.question = make_question(f"{self.skill}-{self.seed}-{self.n}")
        self.elapsed = 0.0
        self.graded = None
        self.hand = None
        self.problem = ""
        self.app._fresh_ui()
        self.build_ui()

    def submit(self) -> None:
        q = self.question
        if q is None or self.graded is not None:
            return
        lang = self.app.settings.lang
        try:
            low = None if self.low is None else self.low.answer()
            graded = grade(q, typed_answer(q.skill, self._text(), self.hand, low))
        except AnswerError:
            self.problem = tr(f"skills.shape.{q.skill}", lang)
            return
        self.graded = graded
        self.seconds = self.elapsed
        self.problem = record_answer(self.app, graded, self.seconds)
        self.figures = skill_figures(self.app) or self.figures
        if self.entry is not None:
            self.entry.disable()
        if self.low is not None:
            self.low.field.disable()
        self.widgets["next"].show()

    def update(self, dt: float) -> None:
        if self.question is not None and self.graded is None:
            self.elapsed += dt

    # --- drawing ---------------------------------------------------------------------------

    def verdict(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the question once it is answered, and its colour."""
        lang = self.app.settings.lang
        g = self.graded
        if g is None:
            return self.problem, AMBER
        secs = f"{self.seconds:.1f}"
        if not g.right:
            expected = answer_text(g.question, g.question.key, lang)
            return tr("skills.wrong", lang, expected=expected), RED
        target = TARGETS[g.question.skill]
        if self.seconds > target:
            return tr("skills.slow", lang, seconds=secs, target=f"{target:g}"), AMBER
        return tr("skills.right", lang, seconds=secs), GREEN

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        lang = self.app.settings.lang
        text = self.app.text
        title = text.render(tr("menu.skills", lang), round(34 * s), GOLD, True)
        surface.blit(title, (round(40 * s), round(30 * s)))
        small = round(14 * s)
        for skill in SKILLS:
            b = self.widgets.get(skill)
            if b is None:
                continue
            lines = record_lines(self.figures.get(skill), skill, lang)
            if self.record_rows == 1:
                line, colour = lines[-1]
                lines = [("✓ " + line if colour == GREEN else line, colour)]
            for i, (line, colour) in enumerate(lines):
                img = text.render(line, small, colour)
                y = b.rect.bottom + round(4 * s) + i * round(17 * s)
                surface.blit(img, (b.rect.x + round(4 * s), y))
            if skill == self.skill:
                tall = 8 if self.record_rows == 2 else 4  # clear of the record line above
                pygame.draw.rect(surface, GOLD, b.rect.inflate(8, tall), 2, border_radius=12)
        self._draw_panel(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        lang = self.app.settings.lang
        text = self.app.text
        x, y = self.panel.x, self.panel.y
        q = self.question
        if q is None:
            img = text.render(tr("skills.pick", lang), round(22 * s), LIGHT)
            surface.blit(img, (x, y + round(40 * s)))
            return
        draw_felt(surface, self, self.chips)  # chip counts and side pots as on the felt
        head = text.render(skill_name(q.skill, lang), round(22 * s), GOLD, True)
        surface.blit(head, (x, y))
        spent = self.seconds if self.graded is not None else self.elapsed
        target = TARGETS[q.skill]
        clock = tr("skills.clock", lang, seconds=f"{spent:.1f}", target=f"{target:g}")
        tick = text.render(clock, round(18 * s), GREEN if spent <= target else AMBER)
        surface.blit(tick, tick.get_rect(topright=(self.panel.right, y + round(4 * s))))
        bottom = self.app.size[1] - round(70 * s)
        if _reading(q):
            picked = hand_name(self.hand, lang) if self.hand else "–"
            line = f"{tr('skills.hand', lang)}: {picked}"
            img = text.render(line, round(18 * s), LIGHT)
            under = bottom - round(80 * s)  # under the low's row, where there is one
            under = under if self.low is None else max(under, self.low.button.rect.bottom + 8)
            surface.blit(img, (x, under))
        message, colour = self.verdict()
        if message:
            img = text.render(message, round(20 * s), colour, True)
            surface.blit(img, (x, bottom - round(40 * s)))

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.low is not None:
            self.low.draw_over(surface)
        if self.hand is not None:
            b = self.widgets.get(f"hand:{self.hand}")
            if b is not None:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(6, 6), 3, border_radius=8)
