"""The table's cached layer, piece by piece: the piles (stub, burns, muck, board, cards set
aside), the pots and the seats (plates, hole cards, bets, pucks, the button). `TableView`
draws them into the layer of the table area, through its shifted layout; nothing here
changes any state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine.variant import row
from .assets import CHIP_VALUES, TextCache
from .dirty import seat_zone
from .layout import Box, TableLayout
from .motion import pot_slots
from .pot_halves import cut_mark, half_boxes, is_cut, loose, odd_box, pieces, shows_mark
from .text import tr
from .variants import split

if TYPE_CHECKING:
    from ..arbiter.snapshot import TableSnapshot
    from .table_view import TableLook, TableView

WHITE = (240, 240, 236)
MUTED = (170, 180, 176)
TETHER = {"small": (70, 120, 200), "big": (200, 160, 50), "straddle": (190, 90, 200)}


def rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


def count_pill(
    surface: pygame.Surface, text: TextCache, scale: float, n: int, corner: tuple[int, int]
) -> None:
    """A small dark pill with a card count, on a pile's top-right corner."""
    t = text.render(str(n), max(9, round(11 * scale)), WHITE, True)
    r = t.get_rect(center=corner).inflate(round(8 * scale), round(2 * scale))
    r.w = max(r.w, r.h)
    r.center = corner
    pygame.draw.rect(surface, (20, 24, 30), r, border_radius=r.h // 2)
    pygame.draw.rect(surface, (150, 160, 170), r, 1, border_radius=r.h // 2)
    surface.blit(t, t.get_rect(center=r.center))


def draw_piles(
    v: TableView, surface: pygame.Surface, snap: TableSnapshot, hidden: set[object], lang: str
) -> None:
    """The stub, the burns, the muck, the board and the cards set aside."""
    L = v.layout
    assert L is not None
    s = L.scale
    # the stub: a small stack whose height shows how many cards are left
    if snap.stub_count > 0:
        layers = min(6, 1 + snap.stub_count // 9)
        for k in range(layers):
            img = v.sprites.back(L.deck.w, L.deck.h)
            surface.blit(img, (L.deck.x - k, L.deck.y - k * 2))
        if snap.stub_top_up is not None:  # a boxed card: it shows on top of the stub
            top = layers - 1
            box = Box(L.deck.x - top, L.deck.y - top * 2, L.deck.w, L.deck.h)
            v.card(surface, snap.stub_top_up, box, True)
        count_pill(surface, v.text, s, snap.stub_count, (L.deck.right, L.deck.y - layers * 2))
    # burns, fanned face down (a board card moved there by burn_exposed: face up)
    for i, c in enumerate(snap.burns):
        if c in hidden:
            continue
        v.card(surface, c, L.burn_slot(i), c in snap.burns_up)
    if snap.burns:  # one a street: the count is what a dealer checks
        last = L.burn_slot(len(snap.burns) - 1)
        count_pill(surface, v.text, s, len(snap.burns), (max(L.burn.right, last.right), L.burn.y))
    # the muck: a loose pile
    if snap.muck_count:
        n = min(5, snap.muck_count)
        for k in range(n):
            img = v.sprites.back(L.small_card_w, L.small_card_h)
            surface.blit(
                img, (L.muck.x + k * round(L.muck.w * 0.08), L.muck.y + (k % 2) * round(3 * s))
            )
        count_pill(surface, v.text, s, snap.muck_count, (L.muck.right, L.muck.y))
    # the board and the set-aside cards
    for i, c in enumerate(snap.board):
        if c in hidden:
            continue
        box = L.board[i] if i < 5 else L.set_aside
        v.card(surface, c, box, True)
    for i, c in enumerate(snap.set_aside):
        if c in hidden:
            continue
        b = L.set_aside_slot(i)
        v.card(surface, c, b, True)
        pygame.draw.line(
            surface,
            (220, 40, 40),
            (b.x + 2, b.y + 2),
            (b.right - 2, b.bottom - 2),
            max(2, round(3 * s)),
        )
    if snap.set_aside:
        t = v.text.render(tr("table.set_aside", lang), max(9, round(11 * s)), (255, 170, 170), True)
        # right of the fan, however many cards it holds (a stud stub's, one per player)
        right = max(L.set_aside.right, L.set_aside_slot(len(snap.set_aside) - 1).right)
        surface.blit(t, t.get_rect(midleft=(right + round(6 * s), L.set_aside.center[1])))


def draw_pots(v: TableView, surface: pygame.Surface, snap: TableSnapshot, look: TableLook) -> None:
    """The pots, each in its slot (a pushed pot leaves its slot empty); a hi-lo pot cut in two
    as its high and low stacks, and under a hi-lo pot waiting to be pushed the mark that cuts
    it (or joins it again)."""
    L = v.layout
    assert L is not None
    s = L.scale
    lang = look.lang
    slots = pot_slots(snap)
    hilo = split(snap.variant)
    for p, box in zip(slots, L.pot_boxes(len(slots)), strict=False):
        if p is None:
            continue
        label = (
            tr("table.main_pot", lang) if p.index == 0 else tr("table.side_pot", lang, n=p.index)
        )
        zone = look.hint_zone or ""
        halves = half_boxes(box) if is_cut(p, look.cut) else {}
        for half, amount in pieces(p, look.cut, look.odd):
            picked = look.tool == "award" and (p.index != look.pot or half == look.half)
            v.chips.pot(
                surface,
                tr(f"table.pot_half.{half}", lang, pot=p.index) if half else label,
                amount,
                halves[half] if half else box,
                s,
                hint=zone in (f"pot:{p.index}", f"pot:{p.index}:{half}"),
                target=picked,
                big_blind=snap.big_blind,
                parts=() if half or p.colored else p.parts,
            )
        odd = loose(p, look.cut, look.odd)
        if hilo and odd:  # the odd chip, loose between the two stacks
            ring = zone.startswith(f"pot:{p.index}:")
            draw_odd_chip(v, surface, odd_box(box, s), odd, s, ring)
        if shows_mark(snap, p, hilo):
            wants_cut = zone.startswith(f"pot:{p.index}:") and not is_cut(p, look.cut)
            draw_cut_mark(v, surface, cut_mark(box, s), p.index in look.cut, lang, s, wants_cut)


def draw_odd_chip(
    v: TableView, surface: pygame.Surface, box: Box, amount: int, s: float, hint: bool
) -> None:
    """A cut pot's odd chip, loose between its stacks, to be put on one of them: its face, in
    a dark ring that sets it apart from the felt (the hint's colour when hinted)."""
    value = next((c for c in CHIP_VALUES if c <= amount), CHIP_VALUES[-1])
    r = rect(box)
    pygame.draw.ellipse(surface, (255, 236, 120) if hint else (16, 30, 24), r.inflate(4, 4))
    img = v.sprites.chip_top(value, box.w)
    surface.blit(img, img.get_rect(center=r.center))


def draw_cut_mark(
    v: TableView, surface: pygame.Surface, box: Box, joined: bool, lang: str, s: float,
    hint: bool,
) -> None:
    """The mark under a hi-lo pot: "Split high / low", or "Join the halves" once cut."""
    r = rect(box)
    pygame.draw.rect(surface, (22, 60, 44), r, border_radius=r.h // 2)
    edge = (255, 236, 120) if hint else (150, 190, 170)
    pygame.draw.rect(surface, edge, r, max(1, round(2 * s) if hint else 1), border_radius=r.h // 2)
    words = tr("table.pot_join" if joined else "table.pot_cut", lang)
    t = v.text.fit(words, max(9, round(11 * s)), r.w - round(8 * s), WHITE, True)
    surface.blit(t, t.get_rect(center=r.center))


def draw_seats(
    v: TableView, surface: pygame.Surface, snap: TableSnapshot, hidden: set[object], look: TableLook
) -> None:
    """The seats: the pucks' tethers first, stray pitches, then each plate with its cards,
    bets, chips pushed out, puck and button."""
    L = v.layout
    assert L is not None
    s = L.scale
    lang = look.lang
    seats = [sv for sv in snap.seats if _meets(surface, L, sv.seat)]
    # seats: first each blind puck's tether to its plate (under the plates and cards), so
    # that a puck between two seats reads as the one it belongs to
    for sv in seats:
        sl = L.seats.get(sv.seat)
        if sl is not None and sv.blind:
            colour = TETHER.get(sv.blind, MUTED)
            pygame.draw.line(
                surface, colour, sl.blind_marker.center, sl.box.center, max(2, round(3 * s))
            )
    for seat, card in snap.stray:  # a pitch that slid in front of an empty seat
        empty = L.seats.get(seat)
        if empty is not None and _meets(surface, L, seat):
            v.card(surface, card, empty.cards[0], False)
    # seats
    for sv in seats:
        sl = L.seats.get(sv.seat)
        if sl is None:
            continue
        plate = v.seat_art.plate(
            L,
            sv,
            lang,
            picked=sv.seat in look.picked,
            hint=sv.seat in look.hint_seats,
            big_blind=snap.big_blind,
        )
        surface.blit(plate, (sl.box.x, sl.box.y))
        for j, hv in enumerate(sv.hole):
            if hv.card in hidden:
                continue
            box = sl.hole_box(j)
            v.card(surface, hv.card, box, hv.face_up)
            if hv.face_up and snap.phase not in ("showdown", "award", "button", "done") and (
                row(snap.variant).button  # a stud upcard is no exposure
                and snap.race is None  # nor a race card
            ):
                pygame.draw.rect(
                    surface,
                    (230, 60, 60),
                    rect(box),
                    max(2, round(2 * s)),
                    border_radius=round(4 * s),
                )
        if sv.bet > 0 and ("bet", sv.seat) not in hidden:
            v.chips.bet(surface, sv.bet, sl.bet, s, snap.big_blind)
        if sv.pushed > 0:  # chips pushed out, waiting for the ruling: beside his bet
            shift = sl.bet.w if sv.bet > 0 else 0
            spot = Box(sl.bet.x + shift, sl.bet.y, sl.bet.w, sl.bet.h)
            v.chips.bet(surface, sv.pushed, spot, s, snap.big_blind)
        if sv.blind:
            m = v.sprites.marker(sv.blind, sl.blind_marker.w)
            surface.blit(m, (sl.blind_marker.x, sl.blind_marker.y))
        if sv.is_button and "button" not in hidden:
            m = v.sprites.marker("button", sl.marker.w)
            surface.blit(m, (sl.marker.x, sl.marker.y))
        if sv.seat == snap.previous_button and not sv.is_button:
            ghost = v.sprites.marker("button", sl.marker.w).copy()  # last hand's disc
            ghost.set_alpha(80)
            surface.blit(ghost, (sl.marker.x, sl.marker.y))


def _meets(surface: pygame.Surface, L: TableLayout, seat: int) -> bool:
    """Whether what `seat` draws (dirty.seat_zone: all of it) can show inside the surface's
    clip: a layer drawn again in a few places only (TableView._render_places) skips the
    seats away from them, whose pixels stay as they were."""
    clip = surface.get_clip()
    if clip == surface.get_rect():
        return True
    zone = seat_zone(L, seat)
    return zone is None or clip.collidelist(zone) != -1
