"""The Skills screen's felt: a chip-count or side-pots question drawn as a dealer sees it.

chip-count: the chips on a patch of felt, one column per denomination with exactly the
question's count of chips (the table's ChipArt, so colours and denominations are the table's),
its value under it. side-pots: each seat with a bet in a small plate (its number; "All in" or
"Folded" under it), the bet in front of it as the table stacks it at those stakes, its amount
under the chips; the pot from earlier streets in the middle, as on the table.

The patch takes the panel's room right of the number pad, between the answer row and the
verdict line, so that it covers neither the answer field nor the pad. The question's text
stays in its box above: it is the accessible alternative (and the only form for a screen
reader). `draw` changes no state; it returns the pieces drawn (kind, key, rect) for the tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from ..assets import money
from ..chips_view import ChipArt
from ..felt_view import FELT, RAIL
from ..geometry import Box
from ..text import tr

if TYPE_CHECKING:
    from ...quiz import Question
    from ..assets import TextCache
    from .skills import SkillsScene

SKILLS = ("chip-count", "side-pots")
# a plate's colours as seat_view draws them: its ground, edge and number badge; the ALL IN tag
PLATE, PLATE_EDGE, BADGE, ALL_IN = (34, 38, 46), (90, 96, 108), (150, 156, 166), (200, 24, 34)
MUTED, WHITE, FOLDED = (190, 200, 196), (240, 240, 236), (150, 150, 150)
FOLDED_PLATE, FOLDED_BADGE = (30, 32, 36), (110, 114, 120)  # a folded seat's, dimmed


class Piece(NamedTuple):
    kind: str  # "felt", "stack" (key: chip value), "plate", "bet" (key: seat), "middle"
    key: int
    rect: pygame.Rect


@dataclass(frozen=True, slots=True)
class Seats:
    """A side-pots question as the felt shows it: each seat's bet, who is all in and who
    has folded, the big blind (the bets' chips at those stakes), the pot from earlier."""

    bets: dict[int, int]  # seat -> its bet
    all_in: frozenset[int]
    folded: frozenset[int]
    big_blind: int
    middle: int  # 0: none

    @classmethod
    def of(cls, q: Question) -> Seats:
        d = q.data
        return cls({int(k): int(v) for k, v in d["bets"].items()},
                   frozenset(d.get("all_in", ())), frozenset(d.get("folded", ())),
                   int(d["big_blind"]), int(d.get("middle") or 0))


def felt_area(scene: SkillsScene) -> pygame.Rect | None:
    """Where the felt goes: right of the number pad, as tall as the pad; None where the
    question is not drawn (another skill, no question, no pad)."""
    q = scene.question
    if q is None or q.skill not in SKILLS:
        return None
    keys = [w.rect for name, w in scene.widgets.items() if name.startswith("key:")]
    if not keys:
        return None
    pad = pygame.Rect(keys[0]).unionall(keys[1:])
    gap = round(24 * scene.app.scale)
    x = pad.right + gap
    area = pygame.Rect(x, pad.y, scene.panel.right - x, pad.h)
    return area if area.w > 4 * gap else None


def draw_felt(surface: pygame.Surface, scene: SkillsScene, art: ChipArt) -> list[Piece]:
    """The question's felt, if it has one; the pieces drawn."""
    area = felt_area(scene)
    if area is None:
        return []
    s = scene.app.scale
    rad = round(14 * s)
    pygame.draw.rect(surface, FELT, area, border_radius=rad)
    pygame.draw.rect(surface, RAIL, area, max(2, round(4 * s)), border_radius=rad)
    pieces = [Piece("felt", 0, area)]
    q = scene.question
    if q is None:
        return pieces
    inner = area.inflate(-round(24 * s), -round(20 * s))
    if q.skill == "chip-count":
        cols = q.data["chips"] if q.data["kind"] == "worth" else q.data["paid"]
        pieces += _stacks(surface, scene, art, [(c["value"], c["count"]) for c in cols], inner)
    else:
        pieces += _seats(surface, scene, art, Seats.of(q), inner)
    return pieces


def _stacks(
    surface: pygame.Surface,
    scene: SkillsScene,
    art: ChipArt,
    cols: list[tuple[int, int]],
    r: pygame.Rect,
) -> list[Piece]:
    """One column per denomination, its value under it, the lot in the patch's middle; the
    chips as large as the patch lets a column of 20 stand unsqueezed (each chip's edge can be
    counted), larger for the chip or two a change question puts out."""
    s = scene.app.scale
    text = scene.app.text
    label_size = max(10, round(14 * s))
    label_h = text.render("0", label_size, MUTED).get_height() + round(4 * s)
    room = r.h - label_h
    few = max(n for _, n in cols) <= 2  # a change question's chip or two
    d = round((72 if few else 40) * s)
    gap = round(22 * s)
    n = len(cols)
    d = min(d, (r.w - (n - 1) * gap) // max(1, n))
    tall = 2 if few else 20  # a count's chips alike in size whatever the count, up to 20
    while d > 12 and art.columns([(1, tall)], d).get_height() > room:
        d -= 1
    total = n * d + (n - 1) * gap
    x = r.centerx - total // 2
    drawn = [art.columns([col], d) for col in cols]
    tallest = max(st.get_height() for st in drawn)
    floor = min(r.bottom - label_h, r.centery + (tallest - label_h) // 2)
    out = []
    for (value, _), st in zip(cols, drawn, strict=True):
        box = st.get_rect(bottomleft=(x, floor))
        surface.blit(st, box)
        label = text.fit(money(value), label_size, d + gap - 2, MUTED, True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, floor + round(4 * s))))
        out.append(Piece("stack", value, box))
        x += d + gap
    return out


def _seats(
    surface: pygame.Surface, scene: SkillsScene, art: ChipArt, seats: Seats, r: pygame.Rect
) -> list[Piece]:
    """The plates along the far side, each seat's bet in front of it, the middle below."""
    s = scene.app.scale
    lang = scene.app.settings.lang
    text = scene.app.text
    bets, all_in, folded = seats.bets, seats.all_in, seats.folded
    big, middle = seats.big_blind, seats.middle
    gap = round(6 * s)
    cw = (r.w - (len(bets) - 1) * gap) // max(1, len(bets))
    plate_h = round(46 * s)
    middle_h = round(50 * s) if middle else 0
    bet_top = r.y + plate_h + round(6 * s)
    bet_h = min(r.bottom - middle_h - bet_top, round(84 * s))  # in front of its plate
    tag_size = max(9, round(11 * s))
    out = []
    for i, seat in enumerate(sorted(bets)):
        cell = pygame.Rect(r.x + i * (cw + gap), r.y, cw, plate_h)
        rad = round(8 * s)
        out_of_it = seat in folded  # dimmed, as the table dims a folded seat's plate
        pygame.draw.rect(surface, FOLDED_PLATE if out_of_it else PLATE, cell, border_radius=rad)
        pygame.draw.rect(surface, PLATE_EDGE, cell, 1, border_radius=rad)
        badge_d = round(20 * s)
        centre = (cell.centerx, cell.y + round(4 * s) + badge_d // 2)
        pygame.draw.circle(surface, FOLDED_BADGE if out_of_it else BADGE, centre, badge_d // 2)
        num = text.render(str(seat), max(9, round(12 * s)), (20, 24, 30), True)
        surface.blit(num, num.get_rect(center=centre))
        under = (cell.centerx, cell.bottom - round(3 * s))
        if seat in all_in:
            tag = _tag(text, tr("seat.all_in", lang), tag_size, cw - 2 * gap, round(4 * s))
            surface.blit(tag, tag.get_rect(midbottom=under))
        elif seat in folded:
            word = text.fit(tr("seat.folded", lang), tag_size, cw - 2 * gap, FOLDED)
            surface.blit(word, word.get_rect(midbottom=under))
        out.append(Piece("plate", seat, cell))
        spot = Box(cell.x, bet_top, cw, bet_h)
        art.bet(surface, bets[seat], spot, s, big_blind=big)
        out.append(Piece("bet", seat, pygame.Rect(spot.x, spot.y, spot.w, spot.h)))
    if middle:
        w = min(r.w, round(220 * s))
        box = Box(r.centerx - w // 2, r.bottom - middle_h, w, middle_h)
        label = tr("table.pot", lang, amount="").strip()
        art.pot(surface, label, middle, box, s, big_blind=big)
        out.append(Piece("middle", middle, pygame.Rect(box.x, box.y, box.w, box.h)))
    return out


def _tag(text: TextCache, label: str, size: int, max_w: int, pad: int) -> pygame.Surface:
    """The table's ALL IN tag (seat_view), cut to the plate's width."""
    t = text.fit(label, size, max(10, max_w - 2 * pad), WHITE, True)
    r = t.get_rect().inflate(2 * pad, pad)
    tag = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(tag, ALL_IN, tag.get_rect(), border_radius=r.h // 3)
    tag.blit(t, t.get_rect(center=tag.get_rect().center))
    return tag

