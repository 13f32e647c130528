"""Draws the table from a read-only snapshot: felt, seats, cards, chips, pots, glides.

Nothing here changes any state: `draw` reads the snapshot, the layout, the animation queue
and a small `TableLook` of what the scene wants emphasised. The felt and rail are drawn once
per size into a static layer; seat plates, chip stacks and text are cached surfaces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from .anim import AnimationQueue
from .assets import Sprites, TextCache, chip_breakdown, money
from .layout import Box, TableLayout, shift_layout
from .motion import visible_pots
from .text import bubble_text, tr

FELT = (22, 96, 58)
FELT_DARK = (14, 70, 42)
RAIL = (70, 40, 22)
RAIL_LIGHT = (110, 68, 38)
BG = (18, 22, 28)
GOLD = (236, 190, 70)
PICK = (90, 210, 255)
HINT = (255, 236, 120)
WHITE = (240, 240, 236)
MUTED = (170, 180, 176)


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


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


class TableView:
    def __init__(self, sprites: Sprites, text: TextCache) -> None:
        self.sprites = sprites
        self.text = text
        self.layout: TableLayout | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple[Any, ...] = ()
        self._plates: dict[tuple[Any, ...], pygame.Surface] = {}
        self._stacks: dict[tuple[int, int], pygame.Surface] = {}
        self._bubbles: dict[tuple[Any, ...], pygame.Surface] = {}
        self._layer: pygame.Surface | None = None
        self._layer_snap: Any = None
        self._layer_key: tuple[Any, ...] = ()
        self._local: TableLayout | None = None

    def set_layout(self, layout: TableLayout) -> None:
        if self.layout is None or layout.size != self.layout.size:
            self._plates.clear()
            self._stacks.clear()
            self._bubbles.clear()
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
        for d in (max(10, round(20 * L.scale)), max(8, round(16 * L.scale))):
            for v in (1, 5, 25, 100, 500, 1000, 5000):
                self.sprites.chip(v, d)
        for kind in ("button", "small", "big", "straddle"):
            self.sprites.marker(kind, L.seats[1].marker.w)
            self.sprites.marker(kind, L.seats[1].blind_marker.w)
        self.sprites.marker("all_in", round(18 * L.scale))
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
        s = L.scale
        area_size = (L.table_area.w, L.table_area.h)
        surf = (
            pygame.Surface(area_size).convert()
            if pygame.display.get_surface()
            else pygame.Surface(area_size)
        )
        surf.fill((26, 32, 40))
        felt = _rect(L.felt)
        rail = felt.inflate(round(34 * s), round(34 * s))
        pygame.draw.ellipse(surf, (10, 12, 14), rail.move(0, round(5 * s)))
        pygame.draw.ellipse(surf, RAIL, rail)
        pygame.draw.ellipse(surf, RAIL_LIGHT, rail, max(1, round(3 * s)))
        pygame.draw.ellipse(surf, FELT_DARK, felt)
        pygame.draw.ellipse(surf, FELT, felt.inflate(-round(14 * s), -round(14 * s)))
        # a betting line, as printed on real felts
        line = felt.inflate(-felt.w * 0.30, -felt.h * 0.34)
        pygame.draw.ellipse(surf, (40, 120, 78), line, max(1, round(2 * s)))
        # the dealer's place and the zones, labelled
        lab = max(9, round(11 * s))
        room = L.burn.center[0] - L.deck.center[0] - round(6 * s)  # a label may not meet the next
        for box, key_ in ((L.burn, "table.burns"), (L.muck, "table.muck"), (L.deck, "table.deck")):
            r = _rect(box).inflate(round(8 * s), round(8 * s))
            pygame.draw.rect(
                surf, (30, 110, 70), r, max(1, round(2 * s)), border_radius=round(6 * s)
            )
            t = self.text.fit(tr(key_, lang), lab, room, (150, 200, 170), True, two_lines=True)
            surf.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + round(3 * s))))
        for b in L.board:
            pygame.draw.rect(
                surf, (34, 116, 74), _rect(b), max(1, round(2 * s)), border_radius=round(5 * s)
            )
        dealer = pygame.Rect(0, 0, round(150 * s), round(24 * s))
        dealer.midtop = (L.felt.center[0], L.felt.bottom + round(4 * s))
        if dealer.bottom <= L.table_area.bottom - round(2 * s):
            t = self.text.render(
                tr("table.dealer", lang), max(9, round(11 * s)), (120, 130, 140), True
            )
            surf.blit(t, t.get_rect(center=dealer.center))
        # empty seats: a faint ring with the number
        for seat, sl in L.seats.items():
            if seat in L.occupied:
                continue
            r = _rect(sl.box).inflate(-round(50 * s), -round(10 * s))
            pygame.draw.rect(
                surf, (44, 52, 60), r, max(1, round(2 * s)), border_radius=round(12 * s)
            )
            t = self.text.render(str(seat), max(9, round(13 * s)), (80, 90, 100), True)
            surf.blit(t, t.get_rect(center=r.center))
        self._static, self._static_key = surf, key
        return surf

    # --- pieces ---------------------------------------------------------------------------------

    def _plate(self, sv: Any, look: TableLook, hint: bool) -> pygame.Surface:
        L = self.layout
        assert L is not None
        picked = sv.seat in look.picked
        key = (
            sv.seat,
            sv.name,
            sv.stack,
            sv.to_act,
            sv.folded,
            sv.mucked,
            sv.all_in,
            picked,
            hint,
            look.lang,
            L.size,
        )
        surf = self._plates.get(key)
        if surf is not None:
            return surf
        s = L.scale
        w, h = L.seats[sv.seat].box.w, L.seats[sv.seat].box.h
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        bg = (34, 38, 46) if not sv.folded else (30, 32, 36)
        border = GOLD if sv.to_act else PICK if picked else HINT if hint else (90, 96, 108)
        bw = max(2, round((3 if (sv.to_act or picked or hint) else 1) * s))
        rad = round(10 * s)
        pygame.draw.rect(surf, bg, (0, 0, w, h), border_radius=rad)
        pygame.draw.rect(surf, border, (0, 0, w, h), bw, border_radius=rad)
        name_col = WHITE if not sv.folded else (120, 124, 130)
        num = self.text.render(str(sv.seat), max(9, round(12 * s)), (20, 24, 30), True)
        badge = pygame.Rect(0, 0, round(20 * s), round(20 * s))
        badge.topleft = (round(5 * s), round(5 * s))
        pygame.draw.circle(
            surf,
            border if (sv.to_act or picked or hint) else (150, 156, 166),
            badge.center,
            badge.w // 2,
        )
        surf.blit(num, num.get_rect(center=badge.center))
        name = self.text.fit(
            sv.name, max(10, round(15 * s)), w - badge.right - round(8 * s), name_col, True
        )
        surf.blit(name, (badge.right + round(4 * s), round(4 * s)))
        stack_col = (150, 230, 160) if not sv.folded else (110, 120, 116)
        stack = self.text.fit(money(sv.stack), max(10, round(15 * s)), w - round(12 * s), stack_col)
        if sv.folded:  # the stack moves left to make room for the word, whatever its length
            edge = round(8 * s)
            surf.blit(stack, stack.get_rect(bottomleft=(edge, h - round(4 * s))))
            room = w - stack.get_width() - 3 * edge
            f = self.text.fit(
                tr("seat.mucked" if sv.mucked else "seat.folded", look.lang),
                max(9, round(10 * s)),
                room,
                (150, 150, 150),
            )
            surf.blit(f, f.get_rect(bottomright=(w - edge, h - round(5 * s))))
        else:
            surf.blit(stack, stack.get_rect(midbottom=(w // 2, h - round(4 * s))))
        if len(self._plates) > 400:
            self._plates.clear()
        self._plates[key] = surf
        return surf

    def chip_stack(self, amount: int, d: int) -> pygame.Surface:
        key = (amount, d)
        surf = self._stacks.get(key)
        if surf is not None:
            return surf
        chips = chip_breakdown(amount, 14)
        cols: list[list[int]] = []
        for v in chips:
            if cols and cols[-1][0] == v and len(cols[-1]) < 6:
                cols[-1].append(v)
            elif len(cols) < 4:
                cols.append([v])
        step = max(2, d // 6)
        tallest = max((len(c) for c in cols), default=1)
        w = max(1, len(cols)) * (d + 2)
        h = d + step * (tallest - 1)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for ci, col in enumerate(cols):
            for k, v in enumerate(col):
                surf.blit(self.sprites.chip(v, d), (ci * (d + 2), h - d - k * step))
        if len(self._stacks) > 600:
            self._stacks.clear()
        self._stacks[key] = surf
        return surf

    def _chips_with_label(
        self,
        surface: pygame.Surface,
        amount: int,
        centre: tuple[int, int],
        label_below: bool = True,
    ) -> None:
        L = self.layout
        assert L is not None
        s = L.scale
        d = max(10, round(20 * s))
        st = self.chip_stack(amount, d)
        r = st.get_rect(midbottom=(centre[0], centre[1] + d // 2))
        surface.blit(st, r)
        t = self.text.render(money(amount), max(10, round(13 * s)), WHITE, True)
        tr_ = (
            t.get_rect(midtop=(centre[0], r.bottom + 1))
            if label_below
            else t.get_rect(midbottom=(centre[0], r.top - 1))
        )
        pill = tr_.inflate(round(8 * s), round(2 * s))
        pygame.draw.rect(surface, (10, 30, 20), pill, border_radius=pill.h // 2)
        surface.blit(t, tr_)

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
            return surface
        s = L.scale
        lang = look.lang
        if snap.banner:
            self._alarm(surface)
        # the stub: a small stack whose height shows how many cards are left
        if snap.stub_count > 0:
            layers = min(6, 1 + snap.stub_count // 9)
            for k in range(layers):
                img = self.sprites.back(L.deck.w, L.deck.h)
                surface.blit(img, (L.deck.x - k, L.deck.y - k * 2))
            self._count(surface, snap.stub_count, (L.deck.right, L.deck.y - layers * 2))
        # burns, fanned face down
        for i, c in enumerate(snap.burns):
            if c in hidden:
                continue
            b = L.burn_slot(i)
            surface.blit(self.sprites.back(b.w, b.h), (b.x, b.y))
        if snap.burns:  # one a street: the count is what a dealer checks
            last = L.burn_slot(len(snap.burns) - 1)
            self._count(surface, len(snap.burns), (max(L.burn.right, last.right), L.burn.y))
        # the muck: a loose pile
        if snap.muck_count:
            n = min(5, snap.muck_count)
            for k in range(n):
                img = self.sprites.back(L.small_card_w, L.small_card_h)
                surface.blit(
                    img, (L.muck.x + k * round(L.muck.w * 0.08), L.muck.y + (k % 2) * round(3 * s))
                )
            self._count(surface, snap.muck_count, (L.muck.right, L.muck.y))
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
        # pots
        pots = visible_pots(snap)
        for p, box in zip(pots, L.pot_boxes(len(pots)), strict=False):
            self._draw_pot(
                surface, p, box, lang, picked=False, hint=look.hint_zone == f"pot:{p.index}"
            )
            if look.tool == "award":
                pygame.draw.rect(
                    surface, PICK, _rect(box).inflate(4, 4), 1, border_radius=round(8 * s)
                )
        # seats
        for sv in snap.seats:
            sl = L.seats.get(sv.seat)
            if sl is None:
                continue
            hint = sv.seat in look.hint_seats
            surface.blit(self._plate(sv, look, hint), (sl.box.x, sl.box.y))
            tag = self._all_in_tag(sv, sl)
            if tag is not None:
                surface.blit(*tag)
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
                self._chips_with_label(
                    surface, sv.bet, sl.bet.center, label_below=sl.toward[1] < 0.3
                )
            if sv.blind:
                m = self.sprites.marker(sv.blind, sl.blind_marker.w)
                surface.blit(m, (sl.blind_marker.x, sl.blind_marker.y))
            if sv.is_button:
                m = self.sprites.marker("button", sl.marker.w)
                surface.blit(m, (sl.marker.x, sl.marker.y))
        return surface

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
        # decisions, as bubbles over the plates
        for sv in snap.seats:
            if sv.last_action and sv.seat in L.seats:
                self._bubble(surface, sv, L.seats[sv.seat], look)
        # the glides, on top of everything on the felt
        for g in anim.running():
            x, y = g.position()
            what: tuple[Any, ...] = g.what
            if what[0] == "card":
                card, up, (w, h) = what[1], bool(what[2]), what[3]
                self._card(surface, card, Box(0, 0, int(w), int(h)), up, centre=(x, y))
            else:
                st = self.chip_stack(int(what[1]), max(10, round(20 * s)))
                surface.blit(st, st.get_rect(center=(round(x), round(y))))

    def _count(self, surface: pygame.Surface, n: int, corner: tuple[int, int]) -> None:
        """A small dark pill with a card count, on a pile's top-right corner."""
        L = self.layout
        assert L is not None
        t = self.text.render(str(n), max(9, round(11 * L.scale)), WHITE, True)
        r = t.get_rect(center=corner).inflate(round(8 * L.scale), round(2 * L.scale))
        r.w = max(r.w, r.h)
        r.center = corner
        pygame.draw.rect(surface, (20, 24, 30), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (150, 160, 170), r, 1, border_radius=r.h // 2)
        surface.blit(t, t.get_rect(center=r.center))

    def _draw_pot(
        self, surface: pygame.Surface, pot: Any, box: Box, lang: str, picked: bool, hint: bool
    ) -> None:
        """A pot: its name on top, a few chips and the amount below (fits three abreast)."""
        L = self.layout
        assert L is not None
        s = L.scale
        label = (
            tr("table.main_pot", lang)
            if pot.index == 0
            else tr("table.side_pot", lang, n=pot.index)
        )
        r = _rect(box)
        pygame.draw.rect(surface, (12, 52, 32), r, border_radius=round(8 * s))
        pygame.draw.rect(
            surface,
            HINT if hint else (60, 150, 100),
            r,
            max(1, round((3 if hint else 1) * s)),
            border_radius=round(8 * s),
        )
        t1 = self.text.fit(label, max(8, round(10 * s)), r.w - round(6 * s), MUTED)
        surface.blit(t1, t1.get_rect(midtop=(r.centerx, r.y + round(1 * s))))
        t2 = self.text.fit(
            money(pot.amount), max(10, round(14 * s)), r.w - round(30 * s), WHITE, True
        )
        d = max(8, round(14 * s))
        chip = self.sprites.chip(chip_breakdown(pot.amount, 1)[0] if pot.amount else 1, d)
        row_w = d + round(4 * s) + t2.get_width()
        x = r.centerx - row_w // 2
        cy = r.bottom - round(2 * s) - t2.get_height() // 2
        surface.blit(chip, chip.get_rect(midleft=(x, cy)))
        surface.blit(t2, t2.get_rect(midleft=(x + d + round(4 * s), cy)))

    def _all_in_tag(self, sv: Any, sl: Any) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The ALL IN tag under a seat's plate and where it goes; None once he has chips."""
        if not (sv.all_in and sv.stack == 0):
            return None
        assert self.layout is not None
        s = self.layout.scale
        tag = self.sprites.marker("all_in", round(18 * s))
        return tag, tag.get_rect(midtop=(sl.box.center[0], sl.box.bottom - round(6 * s)))

    def _bubble(self, surface: pygame.Surface, sv: Any, sl: Any, look: TableLook) -> None:
        L = self.layout
        assert L is not None
        s = L.scale
        box = sl.bubble
        age = look.bubble_age.get(sv.seat, 10.0)
        fresh = age < 2.5
        key = (sv.last_action, look.lang, fresh, L.size)
        img = self._bubbles.get(key)
        if img is None:
            text = bubble_text(sv.last_action, look.lang)
            t = self.text.fit(
                text, max(10, round(13 * s)), box.w + round(40 * s), (20, 24, 30), True
            )
            r = t.get_rect().inflate(round(14 * s), round(6 * s))
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            col = (255, 250, 220) if fresh else (200, 204, 200)
            pygame.draw.rect(img, col, (0, 0, r.w, r.h), border_radius=r.h // 2)
            pygame.draw.rect(img, (60, 60, 60), (0, 0, r.w, r.h), 1, border_radius=r.h // 2)
            img.blit(t, t.get_rect(center=(r.w // 2, r.h // 2)))
            if len(self._bubbles) > 300:
                self._bubbles.clear()
            self._bubbles[key] = img
        r = img.get_rect(center=box.center)
        tag = self._all_in_tag(sv, sl)
        if tag is not None and r.colliderect(tag[1]):  # never over the ALL IN tag
            r.top = tag[1].bottom + round(2 * s)
        if age < 0.12:  # a quick pop as the decision is made
            grow = round((0.12 - age) * 60 * s)
            pygame.draw.rect(
                surface, (255, 236, 120), r.inflate(grow, grow // 2), border_radius=r.h // 2
            )
        surface.blit(img, r)

    def _alarm(self, surface: pygame.Surface) -> None:
        """A red ring round the felt while an irregularity waits for its correction."""
        L = self.layout
        assert L is not None
        pygame.draw.ellipse(
            surface,
            (220, 50, 50),
            _rect(L.felt).inflate(round(4 * L.scale), round(4 * L.scale)),
            max(2, round(4 * L.scale)),
        )
