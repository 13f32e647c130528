"""The trainee's progress: drills passed, scores, the weakest rules, hands per hour, recent
drills (from the progress records; the instructor's full report is `main.py report`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ...progress.timing import MONEY_RULES, time_of
from .. import intents as I
from ..progress_link import Figures, figures
from ..text import rule_title, tr
from ..ui import rect
from ..widgets.markup import AMBER, GREEN, GREY, RED, WHITE, bold, coloured, esc, heading
from .backdrop import draw_backdrop
from .base import Scene
from .later import Later
from .skills import skill_figures

if TYPE_CHECKING:
    from ...progress.quiz_records import SkillFigures
    from ...progress.stats import Stats
    from ..ports import AppPort

RULES_SHOWN = 16
RECENT_SHOWN = 8


CHART_POINTS = 40  # the last attempts drawn in the score chart
WEAK_ACCURACY = 0.9  # below this a rule is worth practising


def summary_html(
    fig: Figures, lang: str, titles: dict[str, str] | None = None, scale: float = 1.0
) -> str:
    """The left panel: the figures, hands per hour against a live dealer, recent drills."""
    s = fig.stats
    out: list[str] = []
    if fig.notice:
        out.append(coloured(fig.notice, "#ffb080") + "<br><br>")
    if s is None or not s.attempts:
        out.append(esc(tr("progress.no_data", lang)))
        return "".join(out)
    out.append(heading(s.trainee, scale))
    summary = tr(
        "progress.summary", lang, drills=s.drills, passed=s.drills_passed, hands=s.free_hands
    )
    out.append(esc(summary) + "<br>")
    if s.average_score is not None:
        out.append(esc(tr("progress.average", lang, score=f"{s.average_score:.0f}")) + "<br>")
    hph = s.hands_per_hour
    low, high = hph.target
    if hph.per_hour is None:
        out.append(coloured(tr("progress.hph.none", lang, low=low, high=high), GREY) + "<br>")
    else:
        colour = GREEN if hph.verdict == "within" else AMBER
        label = esc(tr("result.hands_per_hour", lang))
        verdict = esc(tr(f"progress.hph.{hph.verdict}", lang, low=low, high=high))
        out.append(f"{label}: {bold(f'{hph.per_hour:.0f}', colour)} ({verdict})<br>")
    out.append(modes_html(s, lang, scale))
    if s.recent:
        out.append("<br>" + heading(tr("progress.recent", lang), scale))
        for d in s.recent[:RECENT_SHOWN]:
            verdict = tr("result.passed" if d.passed else "result.not_passed", lang)
            score = "–" if d.score is None else str(d.score)
            colour = GREEN if d.passed else RED
            when = f"{d.at:%Y-%m-%d %H:%M}"
            name = (titles or {}).get(d.scenario, d.scenario)  # the title, as in Drills
            out.append(
                f"{coloured(when, GREY)} {esc(name)} · {coloured(score, WHITE)} · "
                f"{coloured(verdict, colour)}<br>"
            )
    return "".join(out)


def modes_html(s: Stats, lang: str, scale: float = 1.0) -> str:
    """Per mode (learn, practice, audition): attempts, passed, steps right; the pace of the
    free-deal hands of a mode that has some (an audition's against a live dealer's)."""
    out = ["<br>" + heading(tr("progress.modes", lang), scale)]
    for m in s.modes:
        name = tr(f"mode.{m.mode}", lang)
        if not m.attempts:
            out.append(coloured(esc(tr("progress.mode.none", lang, mode=name)), GREY) + "<br>")
            continue
        line = tr("progress.mode.line", lang, mode=name, attempts=m.attempts, passed=m.passed,
                  rate=_pct(m.pass_rate), accuracy=_pct(m.accuracy))
        out.append(esc(line) + "<br>")
        if m.pace is not None:
            low, high = s.hands_per_hour.target
            pace = tr("progress.mode.pace", lang, mode=name, pace=f"{m.pace:.0f}", low=low,
                      high=high)
            colour = GREEN if low <= m.pace <= high else AMBER
            out.append(coloured(esc(pace), colour) + "<br>")
    return "".join(out)


def _pct(share: float | None) -> str:
    return "–" if share is None else f"{share:.0%}"


def rules_html(fig: Figures, lang: str, scale: float = 1.0) -> str:
    """The right panel: accuracy per rule, weakest first."""
    s = fig.stats
    out = [heading(tr("progress.per_rule", lang), scale)]
    if s is None or not s.rules:
        out.append(esc(tr("progress.no_data", lang)))
        return "".join(out)
    for r in s.rules[:RULES_SHOWN]:
        colour = GREEN if r.accuracy >= WEAK_ACCURACY else AMBER if r.accuracy >= 0.7 else RED
        detail = coloured(f"{r.at_stake - r.failed}/{r.at_stake}", GREY)
        out.append(
            f"{bold(f'{r.accuracy:.0%}', colour)} {esc(rule_title(r.rule, lang))} {detail}<br>"
        )
    rest = s.rules[RULES_SHOWN:]
    if rest:
        floor = min(r.accuracy for r in rest)
        line = tr("progress.more_rules", lang, n=str(len(rest)), pct=f"{floor:.0%}")
        out.append(coloured(esc(line), GREY))
    return "".join(out)


def money_html(
    fig: Figures, skills: Mapping[str, SkillFigures], lang: str, scale: float = 1.0
) -> str:
    """The money skills per rule id: at the table (the drills' steps, with the median of
    the trainee's times on them) and in quick-fire practice (the Skills screen), each as
    right/tried."""
    out = ["<br>" + heading(tr("progress.money", lang), scale)]
    table = {r.rule: r for r in (fig.stats.rules if fig.stats is not None else ())}
    times = fig.stats.times if fig.stats is not None else ()
    for rule, skill in MONEY_RULES:
        parts = []
        r = table.get(rule)
        if r is not None:
            right = f"{r.at_stake - r.failed}/{r.at_stake}"
            parts.append(tr("progress.money.table", lang, right=right))
        timed = time_of(times, rule)
        if timed is not None:
            parts.append(tr("progress.money.median", lang, s=f"{timed.median_s:.1f}"))
        q = skills.get(skill) if skill else None
        if q is not None and q.answers:
            quick = tr("progress.money.quiz", lang, right=f"{q.right}/{q.answers}")
            parts.append(quick + (f" ✓ {tr('skills.mastered', lang)}" if q.mastered else ""))
        words = " · ".join(parts) if parts else tr("progress.money.none", lang)
        colour = GREY if not parts else WHITE
        out.append(f"{esc(rule_title(rule, lang))} {coloured(esc(words), colour)}<br>")
    return "".join(out)


def weakest_rule(fig: Figures) -> str | None:
    """The rule to practise: the weakest, if it is below WEAK_ACCURACY."""
    s = fig.stats
    if s is None or not s.rules:
        return None
    first = s.rules[0]
    return str(first.rule) if first.accuracy < WEAK_ACCURACY else None


def draw_score_chart(surface: pygame.Surface, box: pygame.Rect, fig: Figures, app: AppPort) -> None:
    """Score over time: one dot per scored attempt (green passed, red not), joined by a line,
    on a 0-100 grid; the newest at the right."""
    s = app.scale
    lang = app.settings.lang
    text = app.text
    pygame.draw.rect(surface, (27, 32, 39), box, border_radius=round(6 * s))
    pygame.draw.rect(surface, (75, 85, 102), box, 1, border_radius=round(6 * s))
    title = text.render(tr("progress.score_chart", lang), round(18 * s), (243, 210, 122), True)
    surface.blit(title, (box.x + round(12 * s), box.y + round(8 * s)))
    plot = pygame.Rect(
        box.x + round(48 * s),
        box.y + round(40 * s),
        box.w - round(64 * s),
        box.h - round(70 * s),
    )
    small = max(9, round(12 * s))
    for value in (0, 50, 100):
        y = plot.bottom - round(plot.h * value / 100)
        pygame.draw.line(surface, (55, 63, 76), (plot.x, y), (plot.right, y), 1)
        lab = text.render(str(value), small, (138, 150, 166))
        surface.blit(lab, lab.get_rect(midright=(plot.x - round(6 * s), y)))
    points = list(fig.stats.scores)[-CHART_POINTS:] if fig.stats is not None else []
    if not points:
        msg = text.render(tr("progress.no_scores", lang), round(15 * s), (138, 150, 166))
        surface.blit(msg, msg.get_rect(center=plot.center))
        return
    step = plot.w / max(1, len(points) - 1) if len(points) > 1 else 0
    xy = [
        (
            round(plot.x + (i * step if len(points) > 1 else plot.w / 2)),
            plot.bottom - round(plot.h * max(0, min(100, p.score)) / 100),
        )
        for i, p in enumerate(points)
    ]
    grey = (138, 150, 166)
    fmt = "%Y-%m-%d %H:%M" if points[0].at.date() == points[-1].at.date() else "%Y-%m-%d"
    first = text.render(f"{points[0].at:{fmt}}", small, grey)
    surface.blit(first, first.get_rect(topleft=(plot.x, plot.bottom + round(8 * s))))
    if len(points) > 1:
        last = text.render(f"{points[-1].at:{fmt}}", small, grey)
        surface.blit(last, last.get_rect(topright=(plot.right, plot.bottom + round(8 * s))))
    if len(xy) > 1:
        pygame.draw.lines(surface, (120, 160, 210), False, xy, max(1, round(2 * s)))
    r = max(3, round(5 * s))
    for (x, y), p in zip(xy, points, strict=True):
        colour = (120, 220, 140) if p.passed else (255, 130, 120)
        pygame.draw.circle(surface, colour, (x, y), r)


class ProgressScene(Scene):
    name = "progress"

    def __init__(self, app: AppPort) -> None:
        super().__init__(app)
        self._titles: dict[str, dict[str, str]] = {}  # lang -> drill id -> title
        self._boxes: list[tuple[str, pygame.Rect]] = []
        self.later = Later()

    def _drill_titles(self, lang: str) -> dict[str, str]:
        """Drill id -> title in `lang`, read once per language while the screen is open."""
        if lang not in self._titles:
            try:
                from ..drill_list import drills

                entries = drills(self.app.drill_folders, lang)[0]
                self._titles[lang] = {e.id: e.title for e in entries}
            except Exception:
                self._titles[lang] = {}
        return self._titles[lang]

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(40 * s)
        top = round(100 * s)
        foot = round(90 * s)
        self.fig = figures(data_dir=self.app.data_dir, trainee=self.app.settings.trainee)
        col = (w - 3 * pad) // 2
        self.chart = pygame.Rect(pad, top, col, round(250 * s))
        below = self.chart.bottom + round(16 * s)
        titles = self._drill_titles(lang)
        s_ = self.app.scale
        money = money_html(self.fig, skill_figures(self.app), lang, s_)
        summary = summary_html(self.fig, lang, titles, s_)
        rules = rules_html(self.fig, lang, s_) + money
        self.html = summary + rules
        right = 2 * pad + col
        bw, bh = round(180 * s), round(46 * s)
        # the two text boxes (most of the screen's cost) on the next frame (later.py)
        self._boxes = [
            (summary, rect(pad, below, col, h - below - foot)),
            (rules, rect(right, top, w - right - pad, h - top - foot - bh - round(12 * s))),
        ]
        self.later.reset()
        self.weakest = weakest_rule(self.fig)
        label = tr("progress.practise", lang)
        if self.weakest is not None:
            label = f"{label}: {rule_title(self.weakest, lang)}"
        pw = w - right - pad
        self.practise_btn = self.button(
            rect(right, h - foot - bh, pw, bh), label, I.Activate("practise"), object_id="@menu"
        )
        if self.weakest is None:
            self.practise_btn.disable()
            self.practise_btn.set_tooltip(tr("progress.practise_none", lang))
        self.button(
            rect(pad, h - round(70 * s), bw, bh), tr("menu.back", lang), I.Back(), object_id="@menu"
        )

    def update(self, dt: float) -> None:
        if self.later.due(dt):
            for html, box in self._boxes:
                pygame_gui.elements.UITextBox(html, box, manager=self.app.manager)

    def lively(self) -> bool:
        return self.later.pending

    def look_key(self) -> object:
        return self.later.pending

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Activate) and intent.name == "practise":
            self.practise()
        else:
            super().handle(intent)

    def practise(self) -> None:
        """The drills for the weakest rule."""
        if self.weakest is None:
            return
        from .drills import DrillsScene

        self.app.push(DrillsScene(self.app, rule=self.weakest))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        t = self.app.text.render(
            tr("menu.progress", self.app.settings.lang), round(34 * s), (250, 214, 110), True
        )
        surface.blit(t, (round(40 * s), round(30 * s)))
        draw_score_chart(surface, self.chart, self.fig, self.app)
