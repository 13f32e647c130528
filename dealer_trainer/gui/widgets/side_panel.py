"""The right-hand panel: the verdict on the last step, the hint if asked, the recent steps.

The verdict is built as plain data first (`verdict_for`, testable without drawing), then
drawn once into a cached surface; the frame loop only blits it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from ...arbiter import Outcome
from ...arbiter.messages import fix_text, said_message
from ...arbiter.outcome import Said
from ...arbiter.snapshot import Fix, Message
from ...engine import ops
from ..assets import TextCache
from ..layout import Box
from ..text import bubble_text, caps, rule_fix, rule_text, rule_title, step_words, tr

if TYPE_CHECKING:
    from ...arbiter import Step
    from ...arbiter.scoring import Charge
    from ..session import Logged

COLOURS = {
    "ok": ((28, 92, 52), (110, 220, 140)),
    "violation": ((120, 26, 30), (255, 130, 120)),
    "irregularity": ((128, 84, 16), (255, 200, 100)),
    "invalid": ((62, 66, 74), (190, 196, 204)),
    "none": ((40, 46, 56), (170, 180, 190)),
}
DOT = {
    "ok": (90, 200, 120),
    "violation": (240, 90, 80),
    "irregularity": (240, 180, 60),
    "invalid": (150, 150, 150),
}


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: str  # ok | violation | irregularity | invalid | none
    title: str  # "Violation"
    action: str  # "deal: 4"
    message: str
    rule: str  # rule id, "" if none
    rule_name: str
    explanation: str
    correction: str = ""  # an irregularity's fix: only once the trainee asked for a hint
    heading: str = ""  # its title under the banner, if not `action` (a wait's: no command)
    said: Message | None = None  # `message` as the arbiter gave it: its key and parameters


def step_points(charges: tuple[Charge, ...]) -> dict[int, int]:
    """The points each step cost (a violation, an invalid step), by its number."""
    out: dict[int, int] = {}
    for c in charges:
        if c.step is not None and c.kind in ("violation", "invalid"):
            out[c.step] = out.get(c.step, 0) + c.points
    return out


def decisions(step: Step, lang: str) -> list[str]:
    """The players' decisions a step let happen, and their requests for a count, in the
    trainee's words and in their order: "Seat 4: Call 35", "Seat 3: Pot?"."""
    said = [
        (e.seat, e.said)
        for e in step.events
        if e.kind == "decision" and e.seat and e.said is not None
    ]
    acted = 0  # the decisions made before each request (the ops keep the order)
    for op in getattr(step, "ops", ()):
        if isinstance(op, ops.PlayerActing):
            acted = min(acted + 1, len(said))
        elif isinstance(op, ops.Asking):
            said.insert(acted, (op.seat, Said("ask_" + op.what, op.of)))
            acted += 1
    return [f"{tr('seat.label', lang, seat=seat)}: {bubble_text(s, lang)}" for seat, s in said]


def verdict_for(
    logged: Logged | None,
    lang: str,
    open_irregularities: tuple[str, ...] = (),
    hinted: bool = False,
) -> Verdict:
    """What the panel says about a step. An irregularity's correction (the fix) is held back
    while it is open, unless the trainee asked for a hint."""
    if logged is None:
        return Verdict("none", "", "", tr("table.your_move", lang), "", "", "")
    step = logged.step
    kind = step.outcome.value if isinstance(step.outcome, Outcome) else str(step.outcome)
    title_key = "outcome.correct" if kind == "ok" else f"outcome.{kind}"
    rule = step.rule or ""
    explanation = rule_text(rule, lang) if rule else ""
    if kind == "irregularity" and rule in open_irregularities and not hinted:
        if not rule.startswith("error."):  # a player's action: the rule's text is the ruling
            explanation = ""
    correction = ""
    if rule.startswith("error.") and (hinted or rule not in open_irregularities):
        correction = rule_fix(rule, lang)
    # the step's message said in `lang` from its key (the arbiter's words are its own language's)
    listed = step.act is not None and bool(step.act.seats)
    message = said_message(step.message_key, step.params, listed, lang) or ""
    said = Message.of(step.message_key, **step.params) if step.message_key else None
    if not message and kind == "ok":
        message = "; ".join(decisions(step, lang))
    return Verdict(
        kind,
        tr(title_key, lang),
        step_words(step.act or step.action, lang),
        message,
        rule,
        rule_title(rule, lang) if rule else "",
        explanation,
        correction,
        tr("verdict.players_acted", lang) if step.act is not None and step.act.name == "wait"
        else "",
        said,
    )


def under_banner(v: Verdict, banner: Message | None) -> Verdict:
    """The step's card under the irregularity banner: the banner (red) says what happened
    and, in Learn, what to do; the step's own card does not say it again (the same message:
    its key and parameters, whatever the language). It is titled with the step ("Deal ·
    Seat 4") and keeps the rule's name, not a second "Irregularity"; a step of the players'
    (a wait) by what happened, not by its button's "Next player"."""
    if banner is None:
        return v
    if v.said is not None and (v.said.key, v.said.kwargs) == (banner.key, banner.kwargs):
        v = replace(v, message="")
    if v.kind == "irregularity" and v.action:
        v = replace(v, title=v.heading or v.action, action="")
    return v


SHRINK = (1.0, 0.9, 0.8, 0.7)  # the panel's text, smaller when the cards leave no steps room
STEPS_ROOM = 64  # the steps' title and two rows, at scale 1


class SidePanel:
    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._surf: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()
        self.verdict_bottom: int | None = None  # in the panel, as last drawn
        self.fix_said = 0  # how many times the last drawing wrote the open irregularity's fix
        self.steps_shown = 0  # the steps listed in the last drawing
        # each step's line, kept by the step: the step, what shaped it, its words and extras
        self._lines: dict[int, tuple[Step, tuple[object, ...], str, tuple[str, ...]]] = {}

    def surface(
        self,
        box: Box,
        scale: float,
        verdict: Verdict,
        hint: str | None,
        log: list[Logged],
        lang: str,
        reserve_bottom: int,
        banner: str | None = None,
        fix: Fix | None = None,
        points: dict[int, int] | None = None,
    ) -> pygame.Surface:
        """The panel; `fix`: how the open irregularity is put right (under the banner, said
        here in `lang`); `points`: what each step cost, shown on its line of the steps."""
        points = points or {}
        fix_words = fix_text(fix, lang) if fix is not None else ""
        key = (
            box.as_tuple(),
            verdict,
            hint,
            tuple((id(x.step), x.auto) for x in log[-40:]),
            tuple(sorted(points.items())),
            lang,
            reserve_bottom,
            banner,
            fix,
            fix_words,
        )
        if self._surf is not None and key == self._key:
            return self._surf
        for shrink in SHRINK:  # the cards' text smaller until two steps show under them
            surf = self._draw(
                box, scale * shrink, verdict, hint, log, lang, reserve_bottom, banner, fix,
                fix_words, points
            )
            room = box.h - reserve_bottom - (self.verdict_bottom or 0)
            if room >= round(STEPS_ROOM * scale) or not log:
                break
        self._surf, self._key = surf, key
        return surf

    def _card(
        self,
        surf: pygame.Surface,
        y: int,
        s: float,
        inner: int,
        pad: int,
        lines: list[tuple[pygame.Surface, int]],
        bg: tuple[int, int, int],
        fg: tuple[int, int, int],
    ) -> int:
        """A rounded box holding `lines` (surface, gap after); returns the y below it."""
        card_h = sum(t.get_height() + gap for t, gap in lines) + 2 * pad
        card = pygame.Rect(pad, y, inner, max(card_h, round(60 * s)))
        pygame.draw.rect(surf, bg, card, border_radius=round(10 * s))
        pygame.draw.rect(surf, fg, card, max(1, round(2 * s)), border_radius=round(10 * s))
        ty = card.y + pad
        for t, gap in lines:
            surf.blit(t, (card.x + pad, ty))
            ty += t.get_height() + gap
        return card.bottom + round(10 * s)

    def _step_line(
        self, item: Logged, latest: bool, cost: int | None, lang: str, size: int, width: int
    ) -> tuple[str, list[str]]:
        """A step's line in the list and the lines of betting under it (kept by the step, the
        same object as asked: the panel lists every step again at each change)."""
        st = item.step
        key = (item.auto, latest, cost, lang, size, width)
        kept = self._lines.get(id(st))
        if kept is not None and kept[0] is st and kept[1] == key:
            return kept[2], list(kept[3])
        dec = decisions(st, lang)
        extra: list[str] = []
        if item.auto and dec:
            words = f"{st.n}. " + ", ".join(dec)
        else:
            words = f"{st.n}. {step_words(st.act or st.action, lang)}"
            if dec and latest:  # the latest betting reads whole, on up to two more lines
                extra = self.text.wrap("→ " + ", ".join(dec), size, width)
                if len(extra) > 2:
                    extra = [extra[0], extra[1] + " …"]
            elif dec:
                words += "  → " + ", ".join(dec)
        if st.outcome.value != "ok" and st.rule:
            words += f"  [{rule_title(st.rule, lang)}]"
        if cost:  # what the step cost, at the start: a long line keeps it
            words = f"{st.n}. −{cost}  " + words[len(f"{st.n}. "):]
        if len(self._lines) > 400:
            self._lines.clear()
        self._lines[id(st)] = (st, key, words, tuple(extra))
        return words, extra

    def _draw(
        self,
        box: Box,
        s: float,
        v: Verdict,
        hint: str | None,
        log: list[Logged],
        lang: str,
        reserve_bottom: int,
        banner: str | None,
        fix: Fix | None = None,
        fix_words: str = "",
        points: dict[int, int] | None = None,
    ) -> pygame.Surface:
        points = points or {}
        surf = pygame.Surface((box.w, box.h))
        surf.fill((24, 28, 35))
        pygame.draw.line(surf, (50, 56, 66), (0, 0), (0, box.h), 2)
        pad = round(12 * s)
        inner = box.w - 2 * pad
        y = pad
        if banner:  # what happened; the fix only in Learn
            bl: list[tuple[pygame.Surface, int]] = [
                (
                    self.text.render(
                        caps(tr("banner.title", lang)), round(16 * s), (255, 220, 150), True
                    ),
                    round(4 * s),
                )
            ]
            for ln in self.text.wrap(banner, round(15 * s), inner - 2 * pad, bold=True):
                bl.append(
                    (self.text.render(ln, round(15 * s), (255, 255, 255), True), round(2 * s))
                )
            if fix_words:
                fix_head = caps(tr("banner.fix", lang))
                bl.append((self.text.render(fix_head, round(13 * s), (255, 220, 150), True), 0))
                for ln in self.text.wrap(fix_words, round(13 * s), inner - 2 * pad):
                    bl.append(
                        (self.text.render(ln, round(13 * s), (255, 244, 214)), round(2 * s))
                    )
            y = self._card(surf, y, s, inner, pad, bl, (150, 28, 30), (255, 200, 120))
        bg, fg = COLOURS.get(v.kind, COLOURS["none"])
        # the verdict card
        lines: list[tuple[pygame.Surface, int]] = []
        if v.title:
            said = caps(v.title) if v.action or v.kind != "irregularity" else v.title
            head = self.text.fit(said, round(17 * s), inner - 2 * pad, fg, True)
            lines.append((head, round(4 * s)))
        # the step, whole (a long one on two lines: "Award pot · Main pot (high) → Seat 4" in
        # Macedonian was cut before its seat)
        for i, ln in enumerate(self.text.wrap(v.action, round(14 * s), inner - 2 * pad, True)
                               if v.action else ()):
            lines.append((self.text.render(ln, round(14 * s), (235, 235, 235), True),
                          round(6 * s) if i == 0 else round(2 * s)))
        for ln in self.text.wrap(v.message, round(14 * s), inner - 2 * pad) if v.message else ():
            lines.append((self.text.render(ln, round(14 * s), (240, 240, 240)), round(2 * s)))
        if v.rule_name:
            lines.append(
                (self.text.fit(v.rule_name, round(14 * s), inner - 2 * pad, fg, True), round(6 * s))
            )
        for ln in self.text.wrap(v.explanation, round(13 * s), inner - 2 * pad):
            lines.append((self.text.render(ln, round(13 * s), (215, 218, 224)), round(2 * s)))
        self.fix_said = int(bool(banner and fix_words))
        # the step's correction is the open irregularity's fix when it is that rule's (by its
        # id, not its words): the banner says it already
        same = fix is not None and bool(v.rule) and v.rule == fix.rule
        if v.correction and not (banner and same):
            self.fix_said += int(same)
            for i, ln in enumerate(self.text.wrap(v.correction, round(13 * s), inner - 2 * pad)):
                lines.append(
                    (
                        self.text.render(ln, round(13 * s), (255, 240, 190)),
                        round(6 * s) if i == 0 else round(2 * s),
                    )
                )
        y = self._card(surf, y, s, inner, pad, lines, bg, fg)
        # the hint
        if hint:
            hl = self.text.wrap(
                tr("hint.prefix", lang) + " " + hint, round(14 * s), inner - 2 * pad
            )
            hh = len(hl) * (self.text.fonts.get(round(14 * s)).get_linesize()) + 2 * pad
            r = pygame.Rect(pad, y, inner, hh)
            pygame.draw.rect(surf, (70, 64, 24), r, border_radius=round(10 * s))
            pygame.draw.rect(
                surf, (255, 236, 120), r, max(1, round(2 * s)), border_radius=round(10 * s)
            )
            ty = r.y + pad
            for ln in hl:
                t = self.text.render(ln, round(14 * s), (255, 246, 200))
                surf.blit(t, (r.x + pad, ty))
                ty += self.text.fonts.get(round(14 * s)).get_linesize()
            y = r.bottom + round(10 * s)
        self.verdict_bottom = y  # the banner, verdict and hint end here (the money card)
        # recent steps, newest first, down to the buttons reserved at the bottom
        limit = box.h - reserve_bottom - pad
        title = self.text.render(tr("table.steps", lang), round(13 * s), (160, 170, 180), True)
        if y + title.get_height() < limit:
            surf.blit(title, (pad, y))
            y += title.get_height() + round(4 * s)
        row = self.text.fonts.get(round(12 * s)).get_linesize() + round(2 * s)
        size = round(12 * s)
        width = inner - round(16 * s)
        self.steps_shown = 0
        for k, item in enumerate(reversed(log)):
            st = item.step
            kind = st.outcome.value
            words, extra = self._step_line(item, k < 12, points.get(st.n), lang, size,
                                           width - round(10 * s))
            if y + row * (1 + len(extra)) > limit:
                break
            pygame.draw.circle(
                surf,
                DOT.get(kind, (150, 150, 150)),
                (pad + round(5 * s), y + row // 2),
                max(3, round(4 * s)),
            )
            col = (150, 156, 164) if item.auto else (225, 228, 232)
            t = self.text.fit(words, size, width, col, shrink=False)
            surf.blit(t, (pad + round(14 * s), y))
            y += row
            self.steps_shown += 1
            for line in extra:
                t = self.text.fit(line, size, width - round(10 * s), (150, 156, 164), shrink=False)
                surf.blit(t, (pad + round(24 * s), y))
                y += row
        return surf
