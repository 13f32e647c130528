"""The table's static layer: the room, the rail, the felt with its betting line, the
dealer's zones and labels, each player's betting spot and the empty seats. Drawn once per
size, occupied seats and language, in the table area's own coordinates."""

from __future__ import annotations

import pygame

from .assets import TextCache
from .geometry import felt_floor
from .layout import Box, TableLayout
from .text import tr

FELT = (22, 96, 58)
FELT_DARK = (14, 70, 42)
RAIL = (70, 40, 22)
RAIL_LIGHT = (110, 68, 38)


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


def zone_caption(L: TableLayout, text: TextCache, words: str, room: int) -> pygame.Surface:
    """A zone's caption as drawn under its frame, `room` wide (`L.zone_caption`'s width)."""
    return text.fit(words, L.caption_size, room, (150, 200, 170), True, two_lines=True)


def draw_felt(L: TableLayout, text: TextCache, lang: str) -> pygame.Surface:
    """The layer for layout `L` (already shifted to the table area's corner)."""
    s = L.scale
    area_size = (L.table_area.w, L.table_area.h)
    surf = (
        pygame.Surface(area_size).convert()
        if pygame.display.get_surface()
        else pygame.Surface(area_size)
    )
    surf.fill((26, 32, 40))
    felt = _rect(L.felt)
    rail = _rect(L.rail)
    pygame.draw.ellipse(surf, (10, 12, 14), rail.move(0, round(5 * s)))
    pygame.draw.ellipse(surf, RAIL, rail)
    pygame.draw.ellipse(surf, RAIL_LIGHT, rail, max(1, round(3 * s)))
    pygame.draw.ellipse(surf, FELT_DARK, felt)
    pygame.draw.ellipse(surf, FELT, felt.inflate(-round(14 * s), -round(14 * s)))
    # a betting line, as printed on real felts
    line = felt.inflate(-felt.w * 0.30, -felt.h * 0.34)
    pygame.draw.ellipse(surf, (40, 120, 78), line, max(1, round(2 * s)))
    # the dealer's place and the zones, labelled
    for box, key_ in ((L.burn, "table.burns"), (L.muck, "table.muck"), (L.deck, "table.deck")):
        r = _rect(L.zone_frame(box))
        pygame.draw.rect(surf, (30, 110, 70), r, max(1, round(2 * s)), border_radius=round(6 * s))
        t, at = pile_label(L, text, lang, box, key_)
        surf.blit(t, at)
    for b in L.board:
        pygame.draw.rect(
            surf, (34, 116, 74), _rect(b), max(1, round(2 * s)), border_radius=round(5 * s)
        )
    dealer = pygame.Rect(0, 0, round(150 * s), round(24 * s))
    dealer.midtop = (L.felt.center[0], L.rail.bottom + round(2 * s))
    if dealer.bottom <= L.table_area.bottom - round(2 * s):
        t = text.render(tr("table.dealer", lang), max(9, round(11 * s)), (120, 130, 140), True)
        surf.blit(t, t.get_rect(center=dealer.center))
    # each player's betting spot, faint, so that a blind has a visible place to go
    for seat in L.occupied:
        spot = _rect(L.seats[seat].bet)
        pygame.draw.rect(surf, (40, 124, 80), spot, max(1, round(1 * s)), border_radius=spot.h // 2)
    # empty seats: a faint ring with the number
    for seat, sl in L.seats.items():
        if seat in L.occupied:
            continue
        r = _rect(sl.box).inflate(-round(50 * s), -round(10 * s))
        pygame.draw.rect(surf, (44, 52, 60), r, max(1, round(2 * s)), border_radius=round(12 * s))
        t = text.render(str(seat), max(9, round(13 * s)), (80, 90, 100), True)
        surf.blit(t, t.get_rect(center=r.center))
    return surf


def felt_bottom(L: TableLayout, r: pygame.Rect) -> int:
    """The lowest y of the felt (inside the rail) under both of the rectangle's bottom
    corners."""
    return felt_floor(L.felt, r.x, r.right)


def pile_label(L: TableLayout, text: TextCache, lang: str, box: Box,
               key_: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A pile's label and where it goes: the layout's caption box under the pile
    (`TableLayout.zone_caption`), which lies on the felt and
    clear of every seat's cards at every table (the layout raises the piles where the felt
    curves), so that what the announce card and the picker keep clear of is where it is written."""
    cap = L.zone_caption(box)
    shown = zone_caption(L, text, tr(key_, lang), cap.w)
    at = shown.get_rect(midtop=(cap.center[0], cap.y))
    return shown, at
