"""Draws the table from a read-only snapshot: felt, zones, cards, pots, seats, glides.

Nothing here changes any state: `draw` reads the snapshot, the layout, the animation queue
and a small `TableLook` of what the scene wants emphasised. The felt and rail are drawn once
per size into a static layer; chips (chips_view) and seats (seat_view) are cached surfaces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ..arbiter.outcome import Said
from ..engine.cards import Card
from .anim import AnimationQueue
from .assets import Sprites, TextCache
from .chips_view import ChipArt, glide_stack
from .felt_view import draw_felt
from .layout import Box, TableLayout, shift_layout
from .race_table import draw_race
from .seat_markers import draw_markers
from .seat_view import SeatArt
from .showdown_view import NO_SHOWDOWN, ShowdownArt, ShowdownPlan, plan
from .stud_table import draw_stud
from .table_layer import draw_piles, draw_pots, draw_seats, rect

if TYPE_CHECKING:
    from ..arbiter.snapshot import TableSnapshot

# what the table layer is drawn for besides the snapshot (TableView.draw): the size, the
# language, the seats picked, the tool, the hinted seats and zone, the cards in flight (6),
# the showdown hand in focus, the pots cut and the half picked
LayerKey = tuple[tuple[int, int], str, tuple[int, ...], str | None, tuple[int, ...],
                 str | None, frozenset[object], int | None, tuple[object, ...]]

PICK = (90, 210, 255)
HINT = (255, 236, 120)


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
    cut: tuple[int, ...] = ()  # the hi-lo pots cut in two (pot_halves.py)
    odd: dict[int, str] = field(default_factory=dict)  # a cut pot's odd chip: the half it is on
    half: str | None = None  # the half picked to push, with `pot` (the award tool's)
    pot: int | None = None


def alarm(surface: pygame.Surface, L: TableLayout) -> None:
    """A red ring round the felt while an irregularity waits for its correction."""
    ring = rect(L.felt).inflate(round(4 * L.scale), round(4 * L.scale))
    pygame.draw.ellipse(surface, (220, 50, 50), ring, max(2, round(4 * L.scale)))


class TableView:
    def __init__(self, sprites: Sprites, text: TextCache) -> None:
        self.sprites = sprites
        self.text = text
        self.layout: TableLayout | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple[object, ...] = ()
        self.chips = ChipArt(sprites, text)
        self.seat_art = SeatArt(text, self.chips)
        self.showdown_art = ShowdownArt(text)
        self.shown: ShowdownPlan = NO_SHOWDOWN  # the showdown as last drawn (labels, marks)
        self._layer: pygame.Surface | None = None
        self._layer_snap: TableSnapshot | None = None
        self._layer_key: LayerKey | None = None
        self._local: TableLayout | None = None
        # what changed since the rectangles were last taken (`take_changes`; dirty.py): the
        # layer's places (None: the whole table area), and what moved then and now
        self._changed: list[pygame.Rect] | None = []
        self._moved: list[pygame.Rect] = []
        self._moving: list[pygame.Rect] = []

    def set_layout(self, layout: TableLayout) -> None:
        if self.layout is None or layout.size != self.layout.size:
            self.chips.clear()
            self.seat_art.clear()
            self.showdown_art.clear()
        self.layout = layout
        self._local = shift_layout(layout, -layout.table_area.x, -layout.table_area.y)
        self._layer = None
        self._static = None
        self._changed = None

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

    def card(
        self,
        surface: pygame.Surface,
        card: Card | None,  # None: a card's back (the deck's riffle)
        box: Box,
        face_up: bool,
        centre: tuple[float, float] | None = None,
    ) -> pygame.Rect:
        img = (self.sprites.card(card, box.w, box.h) if face_up and card is not None
               else self.sprites.back(box.w, box.h))
        if centre is None:
            return surface.blit(img, (box.x, box.y))
        return surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _ring(
        self, surface: pygame.Surface, box: Box, colour: tuple[int, int, int], clock: float
    ) -> pygame.Rect:
        L = self.layout
        assert L is not None
        pulse = 0.5 + 0.5 * math.sin(clock * 6.0)
        r = rect(box).inflate(round((8 + 6 * pulse) * L.scale), round((8 + 6 * pulse) * L.scale))
        return pygame.draw.rect(
            surface, colour, r, max(2, round(3 * L.scale)), border_radius=round(8 * L.scale)
        )

    # --- the frame ------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, snap: TableSnapshot, anim: AnimationQueue, look: TableLook
    ) -> None:
        """The table area: a cached layer for what the snapshot shows (rebuilt only when the
        snapshot, the cards in flight or the emphasis change), then what moves every frame."""
        L = self.layout
        assert L is not None
        hidden = anim.hidden() if anim.busy else set()
        key: LayerKey = (
            L.size,
            look.lang,
            look.picked,
            look.tool,
            look.hint_seats,
            look.hint_zone,
            frozenset(hidden),
            look.focus,
            (look.cut, tuple(look.odd.items()), look.half, look.pot),
        )
        area = rect(L.table_area)
        if snap is not self._layer_snap or key != self._layer_key or self._layer is None:
            # the layer is the table area's size, drawn through the shifted layout: a plain
            # blit of it is several times cheaper than a part of a window-sized surface
            before = (self._layer_snap, self._layer_key, self.shown)
            places = self._places(before, snap, key, look)
            window_layout, self.layout = L, self._local
            try:
                if places is None or self._layer is None:
                    self._layer = self._render_layer(snap, hidden, look)
                else:  # only the places that changed: the rest of the layer is as it was
                    self._render_places(self._layer, places, area, snap, hidden, look)
            finally:
                self.layout = window_layout
            self._note_layer(places)
            self._layer_snap, self._layer_key = snap, key
        surface.blit(self._layer, area.topleft)
        if snap is None:
            return
        self._draw_moving(surface, snap, anim, look)

    def _places(self, before: tuple[TableSnapshot | None, LayerKey | None, ShowdownPlan],
                snap: TableSnapshot, key: LayerKey, look: TableLook) -> list[pygame.Rect] | None:
        """The places (window coordinates) the layer of `snap` draws differently from the
        layer kept (dirty.py's `layer_changes`), or None: the whole table area."""
        from .dirty import layer_changes

        old_snap, old_key, old_shown = before
        same_look = old_key is not None and all(
            a == b for i, (a, b) in enumerate(zip(old_key, key, strict=True)) if i != 6
        )
        if not same_look or old_key is None or old_snap is None or (
                old_shown != plan(snap, look.focus)):
            return None
        assert self.layout is not None
        return layer_changes(self.layout, old_snap, snap, (set(old_key[6]), set(key[6])))

    def _render_places(
        self, layer: pygame.Surface, places: list[pygame.Rect], area: pygame.Rect,
        snap: TableSnapshot, hidden: set[object], look: TableLook,
    ) -> None:
        """The layer drawn again inside the places that changed only (one clip round them
        all): the static felt put back there, then every piece, clipped. Outside them the new
        layer is the old one (what `layer_changes` says), so the layer equals one drawn whole."""
        if not places:
            return
        clip = places[0].unionall(places[1:]).move(-area.x, -area.y).clip(layer.get_rect())
        if clip.w <= 0 or clip.h <= 0:
            return
        layer.set_clip(clip)
        try:
            layer.blit(self._static_layer(look.lang), clip, clip)
            self._draw_layer(layer, snap, hidden, look)
        finally:
            layer.set_clip(None)

    def _note_layer(self, places: list[pygame.Rect] | None) -> None:
        """The places the new layer draws differently (dirty.py), added to those not taken."""
        if places is None or self._changed is None:
            self._changed = None
        else:
            self._changed += places

    def take_changes(self) -> list[pygame.Rect] | None:
        """What to show again of the table area since the last call: the layer's changed
        places and what moved in the frame before and in this one (None: all of it)."""
        changed, self._changed = self._changed, []
        moved, self._moved = self._moved + self._moving, self._moving
        if changed is None:
            return None
        return changed + moved

    def _render_layer(
        self, snap: TableSnapshot, hidden: set[object], look: TableLook
    ) -> pygame.Surface:
        L = self.layout
        assert L is not None
        static = self._static_layer(look.lang)
        surface = static.copy()
        if snap is None:
            self.shown = NO_SHOWDOWN
            return surface
        self._draw_layer(surface, snap, hidden, look)
        return surface

    def _draw_layer(
        self, surface: pygame.Surface, snap: TableSnapshot, hidden: set[object], look: TableLook
    ) -> None:
        """Every piece of the layer over the static felt (within the surface's clip)."""
        L = self.layout
        assert L is not None
        lang = look.lang
        self.shown = plan(snap, look.focus)
        if snap.banner:
            alarm(surface, L)
        draw_piles(self, surface, snap, hidden, lang)
        draw_pots(self, surface, snap, look)
        draw_seats(self, surface, snap, hidden, look)
        draw_stud(self, surface, snap, lang)  # a stud table's deal order, disc and marks
        draw_markers(self, surface, snap, lang)  # across hands: seat_markers.py
        draw_race(self, surface, snap, lang)  # a chip race's chips, tags and tray
        self._showdown(surface, snap, hidden, lang)

    def _showdown(
        self, surface: pygame.Surface, snap: TableSnapshot, hidden: set[object], lang: str
    ) -> None:
        """The tabled hands read so far: the best five outlined, the other cards dimmed, the
        value by the seat (in its bubble's place: the bubble is not drawn)."""
        L = self.layout
        assert L is not None
        p = self.shown
        if not p.labels:
            return
        self.showdown_art.draw_marks(surface, L, snap, p, hidden)
        self.showdown_art.draw_labels(surface, L, p, lang)

    def _draw_moving(
        self, surface: pygame.Surface, snap: TableSnapshot, anim: AnimationQueue, look: TableLook
    ) -> None:
        """What changes from frame to frame: pulsing rings, bubbles, glides."""
        L = self.layout
        assert L is not None
        self._moving = drawn = []
        for seat in look.hint_seats:
            if seat in L.seats:
                drawn.append(self._ring(surface, L.seats[seat].box, HINT, look.clock))
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
            drawn.append(self._ring(surface, zone_box[zone], HINT, look.clock))
        elif zone and zone.startswith("bet:") and int(zone[4:]) in L.seats:
            drawn.append(self._ring(surface, L.seats[int(zone[4:])].bet, HINT, look.clock))
        if look.tool == "move_button" or zone == "button":
            sl = L.seats.get(snap.button)
            if sl is not None:
                colour = PICK if look.tool else HINT
                drawn.append(self._ring(surface, sl.marker, colour, look.clock))
        # decisions, as bubbles beside the plates
        for sv in snap.seats:
            if sv.last_action and sv.seat in L.seats and sv.seat not in self.shown.labels:
                drawn.append(self._bubble(surface, sv.seat, sv.last_action, look))
        # the glides, on top of everything on the felt
        for g in anim.running():
            drawn.append(draw_glide(self, surface, g.what, g.position()))

    def _bubble(
        self, surface: pygame.Surface, seat: int, action: Said, look: TableLook
    ) -> pygame.Rect:
        L = self.layout
        assert L is not None
        age = look.bubble_age.get(seat, 10.0)
        img = self.seat_art.bubble(L, action, look.lang, age)
        r = img.get_rect(center=L.seats[seat].bubble.center)
        r.clamp_ip(pygame.Rect(*L.table_area.as_tuple()))  # a wide one by the window's edge
        if age < 0.12:  # a quick pop as the decision is made
            grow = round((0.12 - age) * 60 * L.scale)
            pygame.draw.rect(
                surface, (255, 236, 120), r.inflate(grow, grow // 2), border_radius=r.h // 2
            )
        return surface.blit(img, r).union(r.inflate(round(8 * L.scale), round(4 * L.scale)))


def draw_glide(view: TableView, surface: pygame.Surface, what: tuple[object, ...],
               at: tuple[float, float]) -> pygame.Rect:
    """One glide in flight, centred at `at`, by what motion.py says it carries: a card
    ("card", card, face up, (w, h)), the deck's back ("back", (w, h)), the button disc
    ("marker", kind, width) or a bet's chips ("chips", amount)."""
    x, y = at
    kind = what[0]
    if kind in ("card", "back"):
        card = what[1] if kind == "card" else None
        size = what[3] if kind == "card" else what[1]
        assert isinstance(size, tuple) and (card is None or isinstance(card, Card))
        up = kind == "card" and bool(what[2])
        return view.card(surface, card, Box(0, 0, int(size[0]), int(size[1])), up, centre=at)
    if kind == "marker":  # the button disc on its way
        width = what[2]
        assert isinstance(width, int)
        m = view.sprites.marker(str(what[1]), width)
        return surface.blit(m, m.get_rect(center=(round(x), round(y))))
    assert view.layout is not None
    st = glide_stack(view.chips, what, view.layout.scale)
    return surface.blit(st, st.get_rect(center=(round(x), round(y))))
