"""The table's state across hands (issue 27), drawn from the snapshot alone: no rule is
worked out here, only what the arbiter's snapshot says.

- the dead button (`snap.button_dead`): the disc at its empty seat, with the words "dead
  button" under it;
- a player not dealt in (`snap.sitting_out`): a grey pill on his seat's faint ring,
  "sitting out", or for a new player (`snap.newcomers`, seat.join) that he waits for the big
  blind or comes in after the button; in his first hand, "new player" on his plate;
- the blinds a seat owes (`snap.missed`, blinds.missed): a "missed: SB BB" tag on his plate
  (the grey one, or his own when he is dealt in);
- the hand's ante (`snap.ante`) and, where the snapshot carries them, the level and the next
  level (`level`, `next_level`: a tournament's, when its schedule gives them): pills on the
  felt, above the pots;
- in a stud hand of a mix (`snap.mix`), the disc standing still at its seat (TDA 11-B),
  greyed, with the words "button frozen" under it (the game and the next one: the top bar).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..arbiter.snapshot import TableSnapshot
from .layout import Box, TableLayout, seat_angle
from .text import tr

if TYPE_CHECKING:
    from .table_view import TableView

GREY, EDGE, WHITE, AMBER = (44, 48, 56), (150, 160, 170), (240, 240, 240), (236, 178, 60)
OWED_WORDS = {"small": "table.missed_small", "big": "table.missed_big"}
# a new player not dealt in yet (seat.join): waiting for the big blind, or held off the button
# and the small blind until they pass him
NEW_WORDS = {"wait": "table.new_waits", "big": "table.new_held"}


def seat_point(L: TableLayout, seat: int, marker: bool = False) -> tuple[int, int]:
    """The centre of seat `seat`'s plate (or, with `marker`, its disc's place): the layout
    places every seat, the empty ones too (the felt draws them as faint rings); failing
    that, where the seat meets the rail."""
    sl = L.seats.get(seat)
    if sl is not None:
        return (sl.marker if marker else sl.box).center
    rail: Box = L.rail
    cx, cy = rail.center
    a = seat_angle(seat)
    return round(cx + rail.w / 2 * math.cos(a)), round(cy + rail.h / 2 * math.sin(a))


def pill(v: TableView, surface: pygame.Surface, text: str, center: tuple[int, int],
         colour: tuple[int, int, int] = WHITE) -> pygame.Rect:
    """A small dark pill with one line of words, centred on `center`."""
    s = v.layout.scale if v.layout is not None else 1.0
    t = v.text.render(text, max(9, round(12 * s)), colour, True)
    r = t.get_rect(center=center).inflate(round(12 * s), round(4 * s))
    pygame.draw.rect(surface, GREY, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, EDGE, r, 1, border_radius=r.h // 2)
    surface.blit(t, t.get_rect(center=r.center))
    return r


def owed_words(kinds: tuple[str, ...], lang: str) -> str:
    return tr("table.missed", lang, blinds=" ".join(tr(OWED_WORDS[k], lang) for k in kinds))


def draw_markers(v: TableView, surface: pygame.Surface, snap: TableSnapshot, lang: str) -> None:
    """Everything of the table across hands the snapshot shows (see the module's doc)."""
    L = v.layout
    if L is None or snap is None:
        return
    s = L.scale
    owed = dict(snap.missed)
    plated = {sv.seat for sv in snap.seats}
    new = dict(snap.newcomers)
    for seat in snap.sitting_out:
        if seat in plated:
            continue
        x, y = seat_point(L, seat)
        key = NEW_WORDS.get(new.get(seat, ""), "table.sitting_out")
        r = pill(v, surface, tr(key, lang, seat=seat), (x, y), EDGE)
        if seat in owed:
            pill(v, surface, owed_words(owed[seat], lang), (x, r.bottom + r.h // 2 + 2), AMBER)
    for seat in new:  # a new player in his first hand: on his plate's foot
        sl = L.seats.get(seat)
        if sl is not None and seat in plated:
            pill(v, surface, tr("table.new_player", lang),
                 (sl.box.center[0], sl.box.bottom + round(9 * s)))
    for seat, kinds in owed.items():  # a player dealt in who still owes: on his own plate
        sl = L.seats.get(seat)
        if sl is not None and seat in plated:
            pill(v, surface, owed_words(kinds, lang), (sl.box.center[0], sl.box.y), AMBER)
    if snap.button_dead and snap.button not in plated:
        d = max(16, round(30 * s))
        x, y = seat_point(L, snap.button, marker=True)
        disc = v.sprites.marker("button", d)
        surface.blit(disc, disc.get_rect(center=(x, y)))
        pill(v, surface, tr("table.dead_button", lang), (x, y + d // 2 + round(10 * s)), AMBER)
    frozen = snap.mix.frozen_button if snap.mix is not None else None
    if frozen is not None:  # a stud round of a mix: the disc stands still at its seat
        d = max(14, round(24 * s))
        disc = v.sprites.marker("button", d).copy()  # (the sprite is cached: a copy greyed)
        disc.set_alpha(150)
        x, y = seat_point(L, frozen, marker=True)
        surface.blit(disc, disc.get_rect(center=(x, y)))
        # its words beyond it, away from the middle of the felt (where the seat's cards lie)
        cx, cy = L.felt.center
        far = max(1.0, math.hypot(x - cx, y - cy))
        reach = d / 2 + 12 * s
        at = (round(x + (x - cx) / far * reach), round(y + (y - cy) / far * reach))
        pill(v, surface, tr("mix.frozen", lang), at)
    _felt_pills(v, surface, snap, lang)


def _felt_pills(v: TableView, surface: pygame.Surface, snap: TableSnapshot, lang: str) -> None:
    """The ante, and the level and the next one where the snapshot has them (not over a
    session's chip race, whose chips lie there: the top bar says the level)."""
    L = v.layout
    assert L is not None
    if snap.race is not None:
        return
    words = []
    if snap.ante:
        words.append(tr("table.ante", lang, amount=snap.ante))
    level, following = snap.level or (None, None)
    if level is not None:
        words.append(tr("table.level", lang, level=level))
    if following is not None:
        words.append(tr("table.next_level", lang, level=following))
    if not words:
        return
    felt: Box = L.felt
    x, y = felt.center[0], felt.y + round(felt.h * 0.16)
    for text in words:
        r = pill(v, surface, text, (x, y))
        y = r.bottom + r.h // 2 + 2
