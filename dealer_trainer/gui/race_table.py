"""A chip race on the felt (issue 27; RULES.md "The chip race and the color-up"), drawn from
the snapshot alone (`TableSnapshot.race`, arbiter/race.py's `race_view`): the GUI works out no
count, no winner and no seat owed.

- in each seat's betting spot, his small chips (all of them before the color-up, the odd ones
  after it) and beside them the new chips his full sets were changed for, with a pill that
  says what lies there ("3 × 25", "+1 × 100");
- the race cards dealt face up where a hand's cards lie (the seat's hole cards, face up: no
  exposure's red edge);
- a gold tag under a seat's cards for the raced chip it won ("+100"), a blue one for the
  not-raced-out chip;
- in the middle, the tray: the color-up ("25 → 100"), the count announced, the new chips still
  to award (dragged from there to a seat), and once they are out of play, the small chips
  removed.
Drawn into the table's cached layer (its coordinates), after the seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..arbiter.snapshot import RaceView, TableSnapshot
from .assets import money
from .chips_view import bet_chip_d, pot_chip_d
from .layout import Box, TableLayout
from .stud_layout import mark_box
from .stud_table import INK, pill
from .text import tr

if TYPE_CHECKING:
    from .table_view import TableView

GOLD = (236, 190, 70)  # a raced chip won
BLUE = (90, 210, 255)  # the not-raced-out chip
TRAY = (16, 38, 28, 230)
EDGE = (250, 214, 110)
WORDS = (235, 235, 225)
FAINT = (170, 190, 176)


def racing(snap: TableSnapshot | None) -> bool:
    return snap is not None and snap.race is not None


def race_hole(snap: TableSnapshot) -> int | None:
    """The card places a hand needs at this race: one for each odd chip a seat may hold (a
    set less one); None at a table dealing hands."""
    race = snap.race
    if race is None:
        return None
    most = max((n for _, n in race.chips), default=0)
    return max(2, min(most, race.next // race.remove - 1))


def tray_box(L: TableLayout) -> Box:
    """The house's tray in the middle of the felt (the board's place, no board in a race):
    the new chips are dragged from it to a seat."""
    return L.board_area


def to_award(race: RaceView) -> int:
    """The raced chips still in the tray (the count announced less those awarded)."""
    return max(0, (race.count or 0) - len(race.awarded))


def seat_chips(race: RaceView, seat: int) -> tuple[int, int]:
    """(small chips, new chips from the color-up) lying in front of `seat` now."""
    small = dict(race.chips).get(seat, 0)
    made = dict(race.made).get(seat, 0) if race.removed is None else 0
    return small, made


def draw_race(view: TableView, surface: pygame.Surface, snap: TableSnapshot, lang: str) -> None:
    """The race's chips at each seat, the tags of the chips won, and the tray (nothing at a
    table dealing hands)."""
    race = snap.race
    L = view.layout
    if race is None or L is None:
        return
    s = L.scale
    for sl_seat in L.occupied:
        sl = L.seats[sl_seat]
        small, made = seat_chips(race, sl_seat)
        _spot(view, surface, sl.bet, race, small, made, s)
        tags = []
        if sl_seat in race.awarded:
            tags.append((tr("race.table.won", lang, chip=money(race.next)), GOLD))
        if sl_seat in race.not_raced_out:
            tags.append((tr("race.table.not_raced_out", lang, chip=money(race.next)), BLUE))
        if race.found and race.removed is None and len(race.awarded) == race.count:
            found = dict(race.found).get(sl_seat, 0)
            if found:
                tags.append((tr("race.table.found", lang, n=found, chip=money(race.remove)),
                             FAINT))
        for words, colour in tags:
            img = pill(view, words, colour, s, round(190 * s))
            box = mark_box(L, sl_seat, img.get_width(), img.get_height())
            surface.blit(img, (box.x, box.y))
    _tray(view, surface, race, lang)


def _spot(view: TableView, surface: pygame.Surface, box: Box, race: RaceView, small: int,
          made: int, s: float) -> None:
    """A seat's race chips in its betting spot: the new chips, then the small ones."""
    cols = [(race.next, made)] if made else []
    cols += [(race.remove, small)] if small else []
    if not cols:
        return
    words = "  ".join(f"{n}×{money(v)}" for v, n in cols)
    t = view.text.render(words, max(9, round(12 * s)), WORDS, True)
    tag = pygame.Rect(0, 0, t.get_width() + round(10 * s), t.get_height() + round(2 * s))
    tag.midbottom = (box.center[0], box.bottom)
    d = bet_chip_d(s)
    room = box.h - tag.h
    st = view.chips.columns(cols, d, box.w, room=room)
    surface.blit(st, st.get_rect(midbottom=(box.center[0], tag.y)))
    pygame.draw.rect(surface, (8, 26, 18), tag, border_radius=tag.h // 2)
    surface.blit(t, t.get_rect(center=tag.center))


def _tray(view: TableView, surface: pygame.Surface, race: RaceView, lang: str) -> None:
    """The middle: what leaves play for what, the count, the chips to award, the removal."""
    L = view.layout
    assert L is not None
    s = L.scale
    box = tray_box(L)
    r = pygame.Rect(box.as_tuple())
    panel = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, TRAY, panel.get_rect(), border_radius=round(10 * s))
    pygame.draw.rect(panel, EDGE, panel.get_rect(), max(1, round(2 * s)),
                     border_radius=round(10 * s))
    surface.blit(panel, r.topleft)
    pad = round(8 * s)
    size = max(10, round(14 * s))
    lines = [tr("race.table.color_up", lang, small=money(race.remove), chip=money(race.next))]
    if race.count is not None:
        lines.append(tr("race.table.count", lang, n=race.count, chip=money(race.next)))
    if race.removed is not None:
        lines.append(tr("race.table.removed", lang, n=race.removed, small=money(race.remove)))
    y = r.y + pad
    for i, line in enumerate(lines):
        img = view.text.fit(line, size, r.w // 2 - 2 * pad, EDGE if i == 0 else WORDS, i == 0)
        surface.blit(img, (r.x + pad, y))
        y += img.get_height() + round(2 * s)
    d = pot_chip_d(s)
    left = to_award(race)
    chips = [(race.next, left)] if left else []
    if race.removed:
        chips.append((race.remove, race.removed))
    if chips:
        st = view.chips.columns(chips, d, r.w // 2 - 2 * pad, room=r.h - 2 * pad)
        surface.blit(st, st.get_rect(bottomright=(r.right - pad, r.bottom - pad)))
    elif race.count is None:
        img = view.text.fit(tr("race.table.tray", lang), size, r.w // 2 - 2 * pad, FAINT)
        surface.blit(img, img.get_rect(bottomright=(r.right - pad, r.bottom - pad)))


def held_chip(view: TableView, snap: TableSnapshot) -> pygame.Surface:
    """The new chip under the cursor while it is dragged from the tray to a seat."""
    L = view.layout
    assert L is not None and snap.race is not None
    return view.chips.columns([(snap.race.next, 1)], bet_chip_d(L.scale))


__all__ = ["INK", "draw_race", "held_chip", "race_hole", "racing", "to_award", "tray_box"]
