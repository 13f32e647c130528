"""Draws the table from a read-only snapshot: felt, zones, cards, pots, seats, glides.

Nothing here changes any state: `draw` reads the snapshot, the layout, the animation queue
and a small `TableLook` of what the scene wants emphasised. The felt and rail are drawn once
per size into a static layer; chips (chips_view) and seats (seat_view) are cached surfaces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..arbiter.outcome import Said
from .anim import AnimationQueue
from .assets import Sprites, TextCache
from .chips_view import ChipArt, glide_stack
from .felt_view import draw_felt
from .layout import Box, TableLayout, shift_layout
from .motion import pot_slots
from .seat_view import SeatArt
from .showdown_view import NO_SHOWDOWN, ShowdownArt, ShowdownPlan, card_boxes, plan
from .text import tr

BG = (18, 22, 28)
GOLD = (236, 190, 70)
PICK = (90, 210, 255)
HINT = (255, 236, 120)
WHITE = (240, 240, 236)
MUTED = (170, 180, 176)
TETHER = {"small": (70, 120, 200), "big": (200, 160, 50), "straddle": (190, 90, 200)}


@dataclass(slots=True)
class TableLook:
    """What the scene wants emphasised; read by the view, never changed by it."""

    lang: str = "en"
    picked: tuple[int, ...] = ()  # seats picked for a split
    tool: str | None = None
    hint_seats: tuple[int, ...] = ()
    hint_zone: str | None = None  # deck | burn | board | pots | button | bet:N
    bubble_age: dict[int, float] = field(default_factory=dict)
    clock: float = 0.0  # seconds, for pulsing highlights
    focus: int | None = None  # the showdown hand under the cursor: the board shows its five


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


def alarm(surface: pygame.Surface, L: TableLayout) -> None:
    """A red ring round the felt while an irregularity waits for its correction."""
    ring = _rect(L.felt).inflate(round(4 * L.scale), round(4 * L.scale))
    pygame.draw.ellipse(surface, (220, 50, 50), ring, max(2, round(4 * L.scale)))


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


class TableView:
    def __init__(self, sprites: Sprites, text: TextCache) -> None:
        self.sprites = sprites
        self.text = text
        self.layout: TableLayout | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple[Any, ...] = ()
        self.chips = ChipArt(sprites, text)
        self.seat_art = SeatArt(text, self.chips)
        self.showdown_art = ShowdownArt(text)
        self.shown: ShowdownPlan = NO_SHOWDOWN  # the showdown as last drawn (labels, marks)
        self._layer: pygame.Surface | None = None
        self._layer_snap: Any = None
        self._layer_key: tuple[Any, ...] = ()
        self._local: TableLayout | None = None

    def set_layout(self, layout: TableLayout) -> None:
        if self.layout is None or layout.size != self.layout.size:
            self.chips.clear()
            self.seat_art.clear()
            self.showdown_art.clear()
        self.layout = layout
        self._local = shift_layout(layout, -layout.table_area.x, -layout.table_area.y)
        self._layer = None
        self._static = None

    def warm(self, lang: str) -> None:
        """Scale every card face, the back, chips and markers for this size now (at scene
        build), so that no frame pays for a smoothscale later."""
        L = self.layout
        assert L is not None
        from ..engine.cards import FULL_DECK

        for c in FULL_DECK:
            self.sprites.card(c, L.small_card_w, L.small_card_h)
            self.sprites.card(c, L.card_w, L.card_h)
        self.sprites.back(L.small_card_w, L.small_card_h)
        self.sprites.back(L.deck.w, L.deck.h)
        self.chips.warm(L.scale)
        for kind in ("button", "small", "big", "straddle"):
            self.sprites.marker(kind, L.seats[1].marker.w)
            self.sprites.marker(kind, L.seats[1].blind_marker.w)
        window_layout, self.layout = L, self._local
        try:
            self._static_layer(lang)
        finally:
            self.layout = window_layout

    # --- static layer --------------------------------------------------------------------------

    def _static_layer(self, lang: str) -> pygame.Surface:
        """Felt, rail, zone labels, empty seats: the size of the table area, drawn in its own
        coordinates (self.layout is the shifted layout while the layer is rendered)."""
        L = self.layout
        assert L is not None
        key = (L.size, L.occupied, lang)
        if self._static is not None and self._static_key == key:
            return self._static
        surf = draw_felt(L, self.text, lang)
        self._static, self._static_key = surf, key
        return surf

    # --- pieces ---------------------------------------------------------------------------------

    def _card(
        self,
        surface: pygame.Surface,
        card: Any,
        box: Box,
        face_up: bool,
        centre: tuple[float, float] | None = None,
    ) -> None:
        img = self.sprites.card(card, box.w, box.h) if face_up else self.sprites.back(box.w, box.h)
        if centre is None:
            surface.blit(img, (box.x, box.y))
        else:
            surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _ring(
        self, surface: pygame.Surface, box: Box, colour: tuple[int, int, int], clock: float
    ) -> None:
        L = self.layout
        assert L is not None
        pulse = 0.5 + 0.5 * math.sin(clock * 6.0)
        r = _rect(box).inflate(round((8 + 6 * pulse) * L.scale), round((8 + 6 * pulse) * L.scale))
        pygame.draw.rect(
            surface, colour, r, max(2, round(3 * L.scale)), border_radius=round(8 * L.scale)
        )

    # --- the frame ------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, snap: Any, anim: AnimationQueue, look: TableLook
    ) -> None:
        """The table area: a cached layer for what the snapshot shows (rebuilt only when the
        snapshot, the cards in flight or the emphasis change), then what moves every frame."""
        L = self.layout
        assert L is not None
        hidden = anim.hidden() if anim.busy else set()
        key = (
            L.size,
            look.lang,
            look.picked,
            look.tool,
            look.hint_seats,
            look.hint_zone,
            frozenset(hidden),
            look.focus,
        )
        area = _rect(L.table_area)
        if snap is not self._layer_snap or key != self._layer_key or self._layer is None:
            # the layer is the table area's size, drawn through the shifted layout: a plain
            # blit of it is several times cheaper than a part of a window-sized surface
            window_layout, self.layout = L, self._local
            try:
                self._layer = self._render_layer(snap, hidden, look)
            finally:
                self.layout = window_layout
            self._layer_snap, self._layer_key = snap, key
        surface.blit(self._layer, area.topleft)
        if snap is None:
            return
        self._draw_moving(surface, snap, anim, look)

    def _render_layer(self, snap: Any, hidden: set[object], look: TableLook) -> pygame.Surface:
        L = self.layout
        assert L is not None
        static = self._static_layer(look.lang)
        surface = static.copy()
        if snap is None:
            self.shown = NO_SHOWDOWN
            return surface
        s = L.scale
        lang = look.lang
        self.shown = plan(snap, look.focus)
        if snap.banner:
            alarm(surface, L)
        # the stub: a small stack whose height shows how many cards are left
        if snap.stub_count > 0:
            layers = min(6, 1 + snap.stub_count // 9)
            for k in range(layers):
                img = self.sprites.back(L.deck.w, L.deck.h)
                surface.blit(img, (L.deck.x - k, L.deck.y - k * 2))
            if snap.stub_top_up is not None:  # a boxed card: it shows on top of the stub
                top = layers - 1
                box = Box(L.deck.x - top, L.deck.y - top * 2, L.deck.w, L.deck.h)
                self._card(surface, snap.stub_top_up, box, True)
            count_pill(
                surface, self.text, s, snap.stub_count, (L.deck.right, L.deck.y - layers * 2)
            )
        # burns, fanned face down (a board card moved there by burn_exposed: face up)
        for i, c in enumerate(snap.burns):
            if c in hidden:
                continue
            self._card(surface, c, L.burn_slot(i), c in snap.burns_up)
        if snap.burns:  # one a street: the count is what a dealer checks
            last = L.burn_slot(len(snap.burns) - 1)
            count_pill(
                surface, self.text, s, len(snap.burns), (max(L.burn.right, last.right), L.burn.y)
            )
        # the muck: a loose pile
        if snap.muck_count:
            n = min(5, snap.muck_count)
            for k in range(n):
                img = self.sprites.back(L.small_card_w, L.small_card_h)
                surface.blit(
                    img, (L.muck.x + k * round(L.muck.w * 0.08), L.muck.y + (k % 2) * round(3 * s))
                )
            count_pill(surface, self.text, s, snap.muck_count, (L.muck.right, L.muck.y))
        # the board and the set-aside cards
        for i, c in enumerate(snap.board):
            if c in hidden:
                continue
            box = L.board[i] if i < 5 else L.set_aside
            self._card(surface, c, box, True)
        for i, c in enumerate(snap.set_aside):
            if c in hidden:
                continue
            b = L.set_aside_slot(i)
            self._card(surface, c, b, True)
            pygame.draw.line(
                surface,
                (220, 40, 40),
                (b.x + 2, b.y + 2),
                (b.right - 2, b.bottom - 2),
                max(2, round(3 * s)),
            )
        if snap.set_aside:
            t = self.text.render(
                tr("table.set_aside", lang), max(9, round(11 * s)), (255, 170, 170), True
            )
            surface.blit(
                t, t.get_rect(midleft=(L.set_aside.right + round(6 * s), L.set_aside.center[1]))
            )
        # pots, each in its slot (a pushed pot leaves its slot empty)
        slots = pot_slots(snap)
        for p, box in zip(slots, L.pot_boxes(len(slots)), strict=False):
            if p is None:
                continue
            label = (
                tr("table.main_pot", lang)
                if p.index == 0
                else tr("table.side_pot", lang, n=p.index)
            )
            self.chips.pot(
                surface,
                label,
                p.amount,
                box,
                s,
                hint=look.hint_zone == f"pot:{p.index}",
                target=look.tool == "award",
                big_blind=snap.big_blind,
            )
        # seats: first each blind puck's tether to its plate (under the plates and cards), so
        # that a puck between two seats reads as the one it belongs to
        for sv in snap.seats:
            sl = L.seats.get(sv.seat)
            if sl is not None and sv.blind:
                colour = TETHER.get(sv.blind, MUTED)
                pygame.draw.line(
                    surface, colour, sl.blind_marker.center, sl.box.center, max(2, round(3 * s))
                )
        for seat, card in snap.stray:  # a pitch that slid in front of an empty seat
            empty = L.seats.get(seat)
            if empty is not None:
                self._card(surface, card, empty.cards[0], False)
        # seats
        for sv in snap.seats:
            sl = L.seats.get(sv.seat)
            if sl is None:
                continue
            plate = self.seat_art.plate(
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
                box = sl.cards[j] if j < 2 else sl.extra
                self._card(surface, hv.card, box, hv.face_up)
                if hv.face_up and snap.phase not in ("showdown", "award", "button", "done"):
                    pygame.draw.rect(
                        surface,
                        (230, 60, 60),
                        _rect(box),
                        max(2, round(2 * s)),
                        border_radius=round(4 * s),
                    )
            if sv.bet > 0 and ("bet", sv.seat) not in hidden:
                self.chips.bet(surface, sv.bet, sl.bet, s, snap.big_blind)
            if sv.pushed > 0:  # chips pushed out, waiting for the ruling: beside his bet
                shift = sl.bet.w if sv.bet > 0 else 0
                spot = Box(sl.bet.x + shift, sl.bet.y, sl.bet.w, sl.bet.h)
                self.chips.bet(surface, sv.pushed, spot, s, snap.big_blind)
            if sv.blind:
                m = self.sprites.marker(sv.blind, sl.blind_marker.w)
                surface.blit(m, (sl.blind_marker.x, sl.blind_marker.y))
            if sv.is_button and "button" not in hidden:
                m = self.sprites.marker("button", sl.marker.w)
                surface.blit(m, (sl.marker.x, sl.marker.y))
            if sv.seat == snap.previous_button and not sv.is_button:
                ghost = self.sprites.marker("button", sl.marker.w).copy()  # last hand's disc
                ghost.set_alpha(80)
                surface.blit(ghost, (sl.marker.x, sl.marker.y))
        self._showdown(surface, snap, hidden, lang)
        return surface

    def _showdown(self, surface: pygame.Surface, snap: Any, hidden: set[object], lang: str) -> None:
        """The tabled hands read so far: the best five outlined, the other cards dimmed, the
        value by the seat (in its bubble's place: the bubble is not drawn)."""
        L = self.layout
        assert L is not None
        p = self.shown
        if not p.labels:
            return
        for card, box in card_boxes(L, snap).items():
            if card not in hidden and (card in p.lit or card in p.dim):
                self.showdown_art.mark(surface, box, card in p.lit, L.scale)
        self.showdown_art.draw_labels(surface, L, p, lang)

    def _draw_moving(
        self, surface: pygame.Surface, snap: Any, anim: AnimationQueue, look: TableLook
    ) -> None:
        """What changes from frame to frame: pulsing rings, bubbles, glides."""
        L = self.layout
        assert L is not None
        s = L.scale
        for seat in look.hint_seats:
            if seat in L.seats:
                self._ring(surface, L.seats[seat].box, HINT, look.clock)
        zone = look.hint_zone
        zone_box = {
            "deck": L.deck,
            "burn": L.burn,
            "board": L.board_area,
            "set_aside": L.set_aside,
            "pots": L.pot_area,
            "muck": L.muck,
        }
        if zone in zone_box:
            self._ring(surface, zone_box[zone], HINT, look.clock)
        elif zone and zone.startswith("bet:") and int(zone[4:]) in L.seats:
            self._ring(surface, L.seats[int(zone[4:])].bet, HINT, look.clock)
        if look.tool == "move_button" or zone == "button":
            sl = L.seats.get(snap.button)
            if sl is not None:
                self._ring(surface, sl.marker, PICK if look.tool else HINT, look.clock)
        # decisions, as bubbles beside the plates
        for sv in snap.seats:
            if sv.last_action and sv.seat in L.seats and sv.seat not in self.shown.labels:
                self._bubble(surface, sv.seat, sv.last_action, look)
        # the glides, on top of everything on the felt
        for g in anim.running():
            x, y = g.position()
            what: tuple[Any, ...] = g.what
            if what[0] == "card":
                card, up, (w, h) = what[1], bool(what[2]), what[3]
                self._card(surface, card, Box(0, 0, int(w), int(h)), up, centre=(x, y))
            elif what[0] == "back":  # the deck's riffle and cut
                w, h = what[1]
                self._card(surface, None, Box(0, 0, int(w), int(h)), False, centre=(x, y))
            elif what[0] == "marker":  # the button disc on its way
                m = self.sprites.marker(str(what[1]), int(what[2]))
                surface.blit(m, m.get_rect(center=(round(x), round(y))))
            else:
                st = glide_stack(self.chips, what, s)
                surface.blit(st, st.get_rect(center=(round(x), round(y))))

    def _bubble(self, surface: pygame.Surface, seat: int, action: Said, look: TableLook) -> None:
        L = self.layout
        assert L is not None
        age = look.bubble_age.get(seat, 10.0)
        img = self.seat_art.bubble(L, action, look.lang, age)
        r = img.get_rect(center=L.seats[seat].bubble.center)
        if age < 0.12:  # a quick pop as the decision is made
            grow = round((0.12 - age) * 60 * L.scale)
            pygame.draw.rect(
                surface, (255, 236, 120), r.inflate(grow, grow // 2), border_radius=r.h // 2
            )
        surface.blit(img, r)
