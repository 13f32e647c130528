"""The trainee's progress: drills passed, scores, the weakest rules, hands per hour, recent
drills (from the progress records; the instructor's full report is `main.py report`)."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from .. import intents as I
from ..progress_link import figures
from ..text import rule_title, tr
from ..ui import rect
from ..widgets.markup import AMBER, GREEN, GREY, RED, bold, coloured, esc, heading
from .base import Scene
from .menu import draw_backdrop

RULES_SHOWN = 8
RECENT_SHOWN = 8


def progress_html(fig: Any, lang: str) -> str:
    s = fig.stats
    out: list[str] = []
    if fig.notice:
        out.append(coloured(fig.notice, "#ffb080") + "<br><br>")
    if s is None or not s.attempts:
        out.append(esc(tr("progress.no_data", lang)))
        return "".join(out)
    avg = "–" if s.average_score is None else f"{s.average_score:.0f}"
    out.append(heading(s.trainee))
    out.append(
        f"{s.drills} drills, {s.drills_passed} passed · {s.free_hands} free-deal hands · "
        f"{esc(tr('result.score', lang))} {avg}<br>"
    )
    hph = s.hands_per_hour
    if hph.per_hour is not None:
        label = esc(tr("result.hands_per_hour", lang))
        out.append(f"{label}: {bold(f'{hph.per_hour:.0f}')} ({esc(hph.verdict)})<br>")
    out.append("<br>" + heading(tr("progress.per_rule", lang)))
    for r in s.rules[:RULES_SHOWN]:
        colour = GREEN if r.accuracy >= 0.9 else AMBER if r.accuracy >= 0.7 else RED
        detail = coloured(f"({r.rule}: {r.failed}/{r.at_stake})", GREY)
        out.append(
            f"{bold(f'{r.accuracy:.0%}', colour)} {esc(rule_title(r.rule, lang))} {detail}<br>"
        )
    if s.recent:
        out.append("<br>" + heading(tr("result.title", lang)))
        for d in s.recent[:RECENT_SHOWN]:
            verdict = tr("result.passed" if d.passed else "result.not_passed", lang)
            score = "–" if d.score is None else str(d.score)
            when = f"{d.at:%Y-%m-%d %H:%M}"
            out.append(f"{when} · {esc(d.scenario)} · {bold(score)} · {esc(verdict)}<br>")
    return "".join(out)


class ProgressScene(Scene):
    name = "progress"

    def build_ui(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(40 * s)
        top = round(100 * s)
        fig = figures(data_dir=self.app.data_dir, trainee=self.app.settings.trainee)
        self.html = progress_html(fig, lang)
        pygame_gui.elements.UITextBox(
            self.html,
            rect(pad, top, w - 2 * pad, h - top - round(110 * s)),
            manager=self.app.manager,
        )
        bw, bh = round(180 * s), round(46 * s)
        self.button(
            rect(pad, h - round(80 * s), bw, bh), tr("menu.back", lang), I.Back(), object_id="@menu"
        )

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        s = self.app.scale
        t = self.app.text.render(
            tr("menu.progress", self.app.settings.lang), round(34 * s), (250, 214, 110), True
        )
        surface.blit(t, (round(40 * s), round(30 * s)))
