"""The table's words over the felt: the top bar (drill, hand, street, score), the pill at the
felt's foot (what the next click does, or that the hand is done) and the free-deal
end-of-hand card (the score and what went wrong)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...arbiter.audition import AuditionVerdict, Measure
from ...arbiter.scoring import score_of
from ...engine.variant import row
from ..assets import TextCache
from ..layout import TableLayout
from ..mix_view import mix_words
from ..result_json import ResultJson
from ..stud_layout import is_stud
from ..text import rule_title, tr

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ...arbiter.scoring import Charge
    from ...arbiter.snapshot import TableSnapshot
    from ..session import Session

PROMPT_BLUE = (120, 220, 255)
DONE_GOLD = (250, 214, 110)
INK = (20, 24, 30)
CHARGE_RED = (255, 130, 120)  # a point lost, beside the score
MET_GREEN = (130, 220, 150)  # an audition's mark met
TEXT = (235, 235, 235)
# the mode's pill in the top bar: learn green, practice blue, audition red
MODE_COLOURS = {"learn": (130, 220, 150), "practice": PROMPT_BLUE, "audition": (255, 140, 120)}


class TopBar:
    """The table's top bar, kept as last drawn (`drawn`: its words and its surface), so that a
    frame blits it and draws it again only when its words change (fitting the title measures
    text, which costs a frame's time). Each table scene owns one."""

    def __init__(self) -> None:
        self.drawn: tuple[tuple[object, ...], pygame.Surface] | None = None

    def forget(self) -> None:
        """Draw the bar again at the next frame, whatever its words."""
        self.drawn = None

    def draw(
        self, surface: pygame.Surface, L: TableLayout, text: TextCache, session: Session, lang: str
    ) -> None:
        snap = session.snap
        title = session.info.title or tr("menu.free_deal", lang)
        hand = tr("table.hand", lang, n=session.hand_serial if session.free else snap.hand_number)
        if snap.hands_total > 1:
            hand += f"/{snap.hands_total}"
        racing = snap.race is not None  # a chip race deals no street
        street = tr("race.table.title" if racing else f"street.{street_out(snap)}", lang)
        # a mixed table: the game now and the next one; a tournament: the level and the next
        mix = tuple(mix_words(snap.mix, lang)) + level_words(snap, lang)
        made = session.charges()
        key = (title, hand, street, made, snap.mode, mix, lang, L.top_bar.as_tuple(),
               L.table_area.w, L.scale, id(text))
        tb = pygame.Rect(L.top_bar.as_tuple())
        last = self.drawn
        if last is None or last[0] != key:
            bar = pygame.Surface(tb.size)
            _draw_bar(bar, L, text, (title, hand, street, made, str(snap.mode)), mix, lang)
            last = self.drawn = (key, bar)
        surface.blit(last[1], tb)


def street_out(snap: TableSnapshot) -> str:
    """The street the bar names: the betting round's, or at a stud table the street whose
    cards every live player holds (its round opens only once its first to act is named, so
    the cards lie there a while before; a premature card to one seat is not its street)."""
    streets = row(snap.variant).streets
    if is_stud(snap.variant) and snap.street in streets:
        held = [len(sv.hole) for sv in snap.seats if sv.hole and not sv.folded]
        k = min(held, default=0) + len(snap.board) - 3  # third street: three cards
        return streets[max(streets.index(snap.street), min(k, len(streets) - 1))]
    return str(snap.street)


def level_words(snap: TableSnapshot, lang: str) -> tuple[str, ...]:
    """A tournament's level this hand, with its blinds at a flop table, and the next one."""
    level, following = snap.level or (None, None)
    if level is None:
        return ()
    now = tr("top.level_blinds", lang, level=level, small=snap.small_blind,
             big=snap.big_blind) if snap.big_blind else tr("table.level", lang, level=level)
    return (now,) if following is None else (now, tr("table.next_level", lang, level=following))


def _draw_bar(surface: pygame.Surface, L: TableLayout, text: TextCache,
              words: tuple[str, str, str, tuple[Charge, ...], str], mix: tuple[str, ...],
              lang: str) -> None:
    """The bar's words on its own surface (its origin the bar's top left)."""
    s = L.scale
    title, hand, street, made, mode_name = words
    tb = surface.get_rect()
    pygame.draw.rect(surface, INK, tb)
    pygame.draw.line(surface, (50, 56, 66), tb.bottomleft, tb.bottomright, 1)
    x = round(12 * s)
    size, room = round(15 * s), round(L.table_area.w * 0.55)
    # the hand and the street always show whole; a long drill title gives way first
    tail = text.render(f"  ·  {hand}  ·  {street}", size, (235, 235, 235), True)
    head = text.fit(
        title,
        size,
        max(round(40 * s), room - tail.get_width()),
        (235, 235, 235),
        True,
        shrink=False,  # one size for the whole line
    )
    surface.blit(head, head.get_rect(midleft=(x, tb.centery)))
    x += head.get_width()
    surface.blit(tail, tail.get_rect(midleft=(x, tb.centery)))
    x += tail.get_width()
    score = text.render(f"{tr('result.score', lang)}: {score_of(made)}", size, DONE_GOLD, True)
    surface.blit(score, score.get_rect(midleft=(x + round(24 * s), tb.centery)))
    x += round(24 * s) + score.get_width() + round(16 * s)
    # beside the score, the last point lost at a step and why, and what the clock took
    steps = [c for c in made if c.kind != "time"]
    for c in steps[-1:] + [c for c in made if c.kind == "time"]:
        lost = text.render(tr(f"charge.{c.kind}", lang, points=c.points), round(13 * s),
                           CHARGE_RED, True)
        surface.blit(lost, lost.get_rect(midleft=(x - round(8 * s), tb.centery)))
        x += lost.get_width() + round(8 * s)
    mode = text.render(tr(f"mode.{mode_name}", lang), round(13 * s), INK, True)
    pill = mode.get_rect(midleft=(x, tb.centery)).inflate(round(14 * s), round(6 * s))
    pygame.draw.rect(surface, MODE_COLOURS.get(mode_name, PROMPT_BLUE), pill,
                     border_radius=pill.h // 2)
    surface.blit(mode, mode.get_rect(center=pill.center))
    room = tb.right - round(290 * s) - pill.right  # short of Hint, Help and Menu
    if mix and room > round(60 * s):
        line = text.fit("  ·  ".join(mix), round(13 * s), room, PROMPT_BLUE, True)
        surface.blit(line, line.get_rect(midleft=(pill.right + round(14 * s), tb.centery)))


def draw_pill(
    surface: pygame.Surface,
    L: TableLayout,
    text: TextCache,
    words: str,
    colour: tuple[int, int, int],
) -> None:
    """A rounded label at the foot of the felt."""
    s = L.scale
    pt = text.fit(words, round(14 * s), round(L.table_area.w * 0.9), INK, True)
    pr = pt.get_rect(
        midbottom=(L.table_area.center[0], L.table_area.bottom - round(4 * s))
    ).inflate(round(18 * s), round(8 * s))
    pygame.draw.rect(surface, colour, pr, border_radius=pr.h // 2)
    surface.blit(pt, pt.get_rect(center=pr.center))


class HandSummary:
    """A finished free-deal hand: its score and each rule broken (by name), until the trainee
    asks for the next hand."""

    def __init__(
        self,
        n: int,
        result: ResultJson,
        lang: str,
        audition: AuditionVerdict | None = None,
        final: bool = False,
    ) -> None:
        self.n = n
        self.audition = audition  # an audition session: its figures so far
        self.final = final  # the audition is over: its verdict, no next hand
        self.score = int(result.get("score", 0))
        self.lang = lang
        seen: dict[str, int] = {}
        for v in result.get("violations") or []:
            rule = str(v.get("rule", ""))
            seen[rule] = seen.get(rule, 0) + 1
        for c in result.get("irregularities") or []:
            if not c.get("corrected"):
                rule = str(c.get("rule", ""))
                seen[rule] = seen.get(rule, 0) + 1
        self.wrong = [rule_title(r, lang) + (f" ×{k}" if k > 1 else "") for r, k in seen.items()]

    def lines(self) -> list[str]:
        return [text for text, _ in self.rows()]

    def rows(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The card's lines, each with its colour (the first is the title)."""
        lang = self.lang
        if self.final and self.audition is not None:
            return audition_rows(self.audition, lang)
        out = [tr("hand_summary.title", lang, n=self.n, score=self.score)]
        if not self.wrong:
            out.append(tr("hand_summary.clean", lang))
        else:
            out += [tr("hand_summary.wrong", lang)] + [f"• {w}" for w in self.wrong]
        if self.audition is not None:
            out += standing_lines(self.audition, lang)
        return [(line, DONE_GOLD if i == 0 else TEXT) for i, line in enumerate(out)]

    def card(self, L: TableLayout, text: TextCache, bottom_room: int) -> pygame.Surface:
        """The card (the scene puts the Next hand button in its last `bottom_room` pixels)."""
        s = L.scale
        width = round(L.table_area.w * (0.6 if self.final else 0.5))  # the result: wider
        pad = round(16 * s)
        rows: list[pygame.Surface] = []
        for i, (line, colour) in enumerate(self.rows()):
            size = round((19 if i == 0 else 15) * s)
            for part in text.wrap(line, size, width - 2 * pad, bold=i == 0):
                rows.append(text.render(part, size, colour, i == 0))
        h = pad * 2 + sum(r.get_height() + round(4 * s) for r in rows) + bottom_room
        surf = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (16, 20, 26, 240), surf.get_rect(), border_radius=round(12 * s))
        pygame.draw.rect(surf, DONE_GOLD, surf.get_rect(), 2, border_radius=round(12 * s))
        y = pad
        for r in rows:
            surf.blit(r, (pad, y))
            y += r.get_height() + round(4 * s)
        return surf

    def rect(self, L: TableLayout, text: TextCache) -> pygame.Rect:
        """Where the card lies: centred on the table."""
        return self.card(L, text, round(64 * L.scale)).get_rect(center=L.table_area.center)

    def button_rect(
        self, L: TableLayout, text: TextCache, i: int = 0, count: int = 1
    ) -> pygame.Rect:
        """The place of the card's i-th button (of `count`, side by side) at its foot."""
        s, r = L.scale, self.rect(L, text)
        bw, bh, gap = round(200 * s), round(44 * s), round(12 * s)
        x0 = r.centerx - (count * bw + (count - 1) * gap) / 2
        return pygame.Rect(round(x0 + i * (bw + gap)), r.bottom - bh - round(12 * s), bw, bh)

    def draw(
        self, surface: pygame.Surface, L: TableLayout, text: TextCache,
        *buttons: UIButton | None,
    ) -> None:
        surface.blit(self.card(L, text, round(64 * L.scale)), self.rect(L, text))
        for button in buttons:  # the buttons over the card
            if button is not None:
                surface.blit(button.image, button.rect)


def measure_text(m: Measure, lang: str) -> str:
    """One of an audition's three measures against its mark ("Pace: 27 hands an hour
    (mark: 25)"); a figure is rounded down, so that one shown at its mark met it."""
    if m.name == "accuracy":
        value, mark = math.floor(100 * m.value + 1e-6), round(100 * m.mark)
    else:
        value, mark = math.floor(m.value + 1e-6), round(m.mark)
    return tr(f"audition.measure.{m.name}", lang, value=value, mark=mark)


def _minutes(seconds: float) -> int:
    return math.floor(seconds / 60 + 1e-6)


def standing_lines(v: AuditionVerdict, lang: str) -> list[str]:
    """Between hands: where the down stands (hands and minutes against its length), and the
    steps right and the pace so far against their marks."""
    m = v.marks
    where = tr("audition.standing", lang, hands=v.hands_completed, mark_hands=m.hands,
               minutes=_minutes(v.seconds), mark_minutes=round(m.minutes))
    return [where, measure_text(v.accuracy_measure, lang), measure_text(v.pace_measure, lang)]


def audition_rows(v: AuditionVerdict, lang: str) -> list[tuple[str, tuple[int, int, int]]]:
    """The audition's result: its verdict, then each of the three against its mark, met or
    not, then the down as dealt."""
    title = tr("audition.passed" if v.passed else "audition.not_passed", lang)
    out: list[tuple[str, tuple[int, int, int]]] = [(title, DONE_GOLD)]
    for m in v.measures:
        status = tr("audition.met" if m.met else "audition.not_met", lang)
        out.append((f"{measure_text(m, lang)} — {status}", MET_GREEN if m.met else CHARGE_RED))
    marks = v.marks
    out.append((tr("audition.dealt", lang, hands=v.hands_completed, minutes=_minutes(v.seconds),
                   mark_hands=marks.hands, mark_minutes=round(marks.minutes)), TEXT))
    if v.unfinished:
        out.append((tr("audition.unfinished", lang), TEXT))
    elif not v.over:
        out.append((tr("audition.stopped", lang), TEXT))
    return out
