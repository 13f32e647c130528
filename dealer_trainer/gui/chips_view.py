"""Chips as a dealer reads them: stacks by denomination, the amount printed beside them.

A bet, a player's stack and a pot are each broken down greedily into the house chip set
(largest first, `assets.CHIP_VALUES`), one column per denomination, drawn side-on so that a
column's height and colour read at a glance. Surfaces are cached by (amount, size).
"""

from __future__ import annotations

import pygame

from .assets import CHIP_COLOURS, CHIP_VALUES, Sprites, TextCache, money
from .chip_stacks import bet_columns, pot_columns, stack_columns
from .layout import Box

WHITE = (240, 240, 236)
MUTED = (170, 180, 176)
HINT = (255, 236, 120)
TALLEST = 8  # chips drawn in one column at most (the amount beside says the rest)


def chip_columns(amount: int, tallest: int = TALLEST) -> list[tuple[int, int]]:
    """The greedy breakdown of `amount` as (value, count) columns, largest value first; a
    column is cut to `tallest` chips (only the largest value can need more)."""
    out: list[tuple[int, int]] = []
    left = max(0, int(amount))
    for v in CHIP_VALUES:
        n, left = divmod(left, v)
        if n:
            out.append((v, min(n, tallest)))
    return out


def bet_chip_d(scale: float) -> int:
    """A chip's diameter in front of a seat and in flight."""
    return max(18, round(27 * scale))


def pot_chip_d(scale: float) -> int:
    return max(14, round(24 * scale))


def plate_chip_d(scale: float) -> int:
    return max(13, round(20 * scale))


class ChipArt:
    def __init__(self, sprites: Sprites, text: TextCache) -> None:
        self.sprites = sprites
        self.text = text
        self._stacks: dict[tuple[object, ...], pygame.Surface] = {}
        self._tops: dict[tuple[int, int, int], pygame.Surface] = {}

    def clear(self) -> None:
        self._stacks.clear()
        self._tops.clear()

    def _squeezed(
        self, surf: pygame.Surface, v: int, n: int, x: int, h: int, d: int, eh: int, step: float
    ) -> None:
        """A column of n chips drawn closer than their edges: the column's body in the chip's
        colour with its edge spots, a dark line between each five chips (a dealer counts a
        stack in fives), the bottom chip's edge below."""
        colour = CHIP_COLOURS.get(v, (200, 200, 200))
        top = h - eh - round((n - 1) * step)
        body = pygame.Rect(x, top, d, h - top)
        pygame.draw.rect(surf, (16, 16, 18), body, border_radius=max(1, eh // 3))
        pygame.draw.rect(surf, colour, body.inflate(-2, -1), border_radius=max(1, eh // 3))
        light = (250, 250, 250) if sum(colour) < 600 else (120, 120, 120)
        for fx in (0.2, 0.5, 0.8):
            pygame.draw.line(surf, light, (x + round(d * fx), top + 1), (x + round(d * fx), h - 2))
        for k in range(5, n, 5):
            y = h - round(k * step) - 1
            pygame.draw.line(surf, (16, 16, 18), (x + 1, y), (x + d - 2, y))
        surf.blit(self.sprites.chip_edge(v, d), (x, h - eh))

    def _top(self, value: int, d: int, fh: int) -> pygame.Surface:
        """A chip's top at height fh (flatter than the sprite's when a column is squeezed)."""
        top = self.sprites.chip_top(value, d)
        if top.get_height() == fh:
            return top
        key = (value, d, fh)
        if key not in self._tops:
            self._tops[key] = pygame.transform.smoothscale(top, (top.get_width(), max(2, fh)))
        return self._tops[key]

    def stack(
        self,
        amount: int,
        d: int,
        max_w: int = 0,
        tallest: int = TALLEST,
        *,
        room: int = 0,
        big_blind: int = 0,
        kind: str = "bet",
    ) -> pygame.Surface:
        """Columns of chips side by side (closer together, overlapping, to fit in `max_w`).

        With the table's `big_blind`, the chips a casino table plays at those stakes
        (chip_stacks: a bet or pot greedily in the chips in play, a player's stack with a
        column of working chips), columns of up to 20; a column taller than `room` pixels
        is drawn with its chips closer together, all columns alike, so that their heights
        still compare. Without it, the greedy breakdown cut at `tallest` chips."""
        if big_blind > 0:
            cols = (stack_columns if kind == "stack" else bet_columns)(amount, big_blind)
        else:
            cols = chip_columns(amount, tallest)
        return self.columns(cols, d, max_w, room=room)

    def columns(
        self, cols: list[tuple[int, int]], d: int, max_w: int = 0, *, room: int = 0
    ) -> pygame.Surface:
        """The (value, count) columns as given, side by side, largest first as listed: what
        `stack` draws once it has broken its amount down (the Skills screen's chip counts
        give their own columns)."""
        key = (tuple(cols), d, max_w, room)
        surf = self._stacks.get(key)
        if surf is not None:
            return surf
        cols = cols or [(1, 0)]
        eh = self.sprites.chip_edge(1, d).get_height()
        fh = self.sprites.chip_top(1, d).get_height()
        high = max(n for _, n in cols)
        natural = float(max(2, eh - 1))
        step = natural
        if room and high > 1 and eh + (high - 1) * step + fh // 2 > room:
            # chips closer together; their tops flatter alike, so that a column's height
            # still tells how many chips it holds against its neighbours
            step = max(0.8, (room - eh - fh // 2) / (high - 1))
            fh = max(round(fh * 0.45), min(fh, round(fh * step / natural)))
            step = max(0.8, (room - eh - fh // 2) / (high - 1))
        h = eh + round(max(0, high - 1) * step) + fh // 2
        spacing = float(d + max(1, d // 10))
        if len(cols) > 1 and max_w:
            spacing = max(d * 0.45, min(spacing, (max_w - d) / (len(cols) - 1)))
        w = d + round(spacing * (len(cols) - 1))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for ci, (v, n) in enumerate(cols):
            if n == 0:
                continue
            x = round(ci * spacing)
            if step < natural:  # squeezed: one body, a line every five chips as counted
                self._squeezed(surf, v, n, x, h, d, eh, step)
            else:
                edge = self.sprites.chip_edge(v, d)
                for k in range(n):
                    surf.blit(edge, (x, h - eh - round(k * step)))
            top_y = h - eh - round((n - 1) * step) - fh // 2
            surf.blit(self._top(v, d, fh), (x, top_y))
        if len(self._stacks) > 800:
            self._stacks.clear()
        self._stacks[key] = surf
        return surf

    def amount_pill(self, amount: int, size: int, pad: int) -> pygame.Surface:
        t = self.text.render(money(amount), size, WHITE, True)
        r = t.get_rect().inflate(2 * pad, max(2, pad // 2))
        pill = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (8, 26, 18, 225), pill.get_rect(), border_radius=r.h // 2)
        pill.blit(t, t.get_rect(center=pill.get_rect().center))
        return pill

    def bet(
        self, surface: pygame.Surface, amount: int, box: Box, scale: float, big_blind: int = 0
    ) -> None:
        """A bet inside its spot: the chips, and the amount just under them."""
        pill = self.amount_pill(amount, max(10, round(13 * scale)), round(4 * scale))
        room = box.h - pill.get_height() - round(1 * scale)
        d = bet_chip_d(scale)
        st = self.stack(amount, d, box.w, self.fits(d, room), room=room, big_blind=big_blind)
        cx = box.x + box.w // 2
        surface.blit(pill, pill.get_rect(midbottom=(cx, box.bottom)))
        surface.blit(st, st.get_rect(midbottom=(cx, box.bottom - pill.get_height())))

    def fits(self, d: int, room: int) -> int:
        """How many chips of diameter `d` a column may have to stay within `room` pixels."""
        eh = self.sprites.chip_edge(1, d).get_height()
        step = max(2, eh - 1)
        fh = self.sprites.chip_top(1, d).get_height()
        return max(1, min(TALLEST, 1 + (room - eh - fh // 2) // step))

    def pot(
        self,
        surface: pygame.Surface,
        label: str,
        amount: int,
        box: Box,
        scale: float,
        *,
        hint: bool = False,
        target: bool = False,
        big_blind: int = 0,
        parts: tuple[int, ...] = (),
    ) -> None:
        """A pot in the middle: its name on top, its chips and its amount beside them. With
        `parts` (pot.chips_kept) the chips are those that went in, not coloured up."""
        r = pygame.Rect(box.x, box.y, box.w, box.h)
        if hint or target:
            colour = HINT if hint else (90, 210, 255)
            pygame.draw.rect(
                surface, colour, r, max(1, round(2 * scale)), border_radius=round(8 * scale)
            )
        name = self.text.fit(
            label, max(9, round(10 * scale)), r.w - round(4 * scale), MUTED, True, two_lines=True
        )
        surface.blit(name, name.get_rect(midtop=(r.centerx, r.y)))
        size = max(10, round((14 if name.get_height() < 16 * scale else 12) * scale))
        pill = self.amount_pill(amount, size, round(4 * scale))
        gap = round(3 * scale)
        room = r.w - pill.get_width() - gap - round(4 * scale)
        floor = r.bottom - round(1 * scale)
        if name.get_height() >= 16 * scale:  # a name on two lines ("Potul / principal" at
            floor = r.bottom + round(4 * scale)  # 1024x700): the gap above the set-aside cards
        high = floor - (r.y + name.get_height() + round(1 * scale))
        d = pot_chip_d(scale)

        def pile(d: int) -> pygame.Surface:
            if parts and big_blind > 0 and sum(parts) == amount:
                return self.columns(pot_columns(parts, big_blind), d, max(1, room), room=high)
            return self.stack(amount, d, max(1, room), self.fits(d, high), room=high,
                              big_blind=big_blind)

        st = pile(d)
        while st.get_width() > room and d > 12:  # many pots abreast: smaller chips
            d -= 2
            st = pile(d)
        total = st.get_width() + gap + pill.get_width()
        x = r.centerx - total // 2
        surface.blit(st, st.get_rect(bottomleft=(x, floor)))
        surface.blit(pill, pill.get_rect(bottomleft=(x + st.get_width() + gap, floor)))

    def warm(self, scale: float) -> None:
        """Scale every chip side and top for this size now, off the frame."""
        for d in (bet_chip_d(scale), pot_chip_d(scale), plate_chip_d(scale)):
            for v in CHIP_VALUES:
                self.sprites.chip_edge(v, d)
                self.sprites.chip_top(v, d)


def glide_stack(art: ChipArt, what: tuple[object, ...], scale: float) -> pygame.Surface:
    """The chips of a glide ("chips", amount) at a bet's size."""
    amount = what[1]
    assert isinstance(amount, int)
    return art.stack(amount, bet_chip_d(scale))
