"""Sprites, fonts and rendered text, loaded lazily and cached per size.

Sprites come from `sprites/` (another engineer's work); any that is missing is replaced by a
drawn shape, so the table always renders. Scaled images and rendered text are cached: the
frame loop only blits.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from ..engine.cards import SUIT_SYMBOLS, Card
from ..resources import sprites_dir

SPRITES = sprites_dir()
FONT_REGULAR = SPRITES / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = SPRITES / "fonts" / "DejaVuSans-Bold.ttf"
# the house chip set, largest first, in the usual casino colours (sprites/make_sprites.py)
CHIP_VALUES = (25000, 5000, 1000, 500, 100, 25, 5, 1)
CHIP_COLOURS = {
    1: (235, 235, 235),
    5: (196, 30, 36),
    25: (22, 130, 60),
    100: (28, 28, 30),
    500: (110, 40, 150),
    1000: (244, 178, 26),
    5000: (226, 110, 24),
    25000: (90, 190, 220),
}
EDGE_RATIO = 26 / 128  # a chip's side in a stack: height over width (sprites/chips/edge_*.png)
MARKER_FILES = {
    "button": "dealer_button.png",
    "small": "sb_button.png",
    "big": "bb_button.png",
    "straddle": "straddle_button.png",
    "all_in": "allin_marker.png",
}
MARKER_TEXT = {"button": "D", "small": "SB", "big": "BB", "straddle": "S", "all_in": "ALL IN"}
MARKER_COLOURS = {
    "button": ((245, 245, 240), (20, 20, 20)),
    "small": ((40, 90, 200), (255, 255, 255)),
    "big": ((200, 140, 20), (20, 20, 20)),
    "straddle": ((150, 40, 160), (255, 255, 255)),
    "all_in": ((200, 20, 30), (255, 255, 255)),
}


class Fonts:
    """DejaVu Sans (covers the Latin, Greek and Cyrillic of all five languages) per size."""

    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        f = self._cache.get(key)
        if f is None:
            path = FONT_BOLD if bold else FONT_REGULAR
            if not path.exists():
                path = FONT_REGULAR
            try:
                f = pygame.font.Font(str(path) if path.exists() else None, size)
            except (OSError, pygame.error):
                f = pygame.font.Font(None, size)
            self._cache[key] = f
        return f

    def clear(self) -> None:
        self._cache.clear()


def _rendered(font: pygame.font.Font, text: str, colour: tuple[int, ...]) -> pygame.Surface:
    """`text` rendered; a string with nothing to draw (empty, or only zero-width characters
    such as U+200B, which pygame refuses with "Text has zero width") is an empty image of the
    font's height, so no text of any origin can stop a draw."""
    try:
        return font.render(text, True, colour)
    except pygame.error:
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


class TextCache:
    """Rendered strings, keyed by (text, size, bold, colour). Bounded so it cannot grow forever."""

    def __init__(self, fonts: Fonts, limit: int = 1500) -> None:
        self.fonts = fonts
        self.limit = limit
        self._cache: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int, int, bool], tuple[str, ...]] = {}  # `wrap`'s lines

    def render(
        self, text: str, size: int, colour: tuple[int, ...] = (240, 240, 240), bold: bool = False
    ) -> pygame.Surface:
        key = (text, int(size), bold, tuple(colour))
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()
            surf = _rendered(self.fonts.get(size, bold), text, colour)
            self._cache[key] = surf
        return surf

    def clear(self) -> None:
        self._cache.clear()
        self._wrapped.clear()

    def fit(
        self,
        text: str,
        size: int,
        max_w: int,
        colour: tuple[int, ...] = (240, 240, 240),
        bold: bool = False,
        *,
        shrink: bool = True,
        two_lines: bool = False,
    ) -> pygame.Surface:
        """Render `text`, shrinking the size a little (then cutting with an ellipsis) to fit
        `max_w`; with `shrink=False` only cut. With `two_lines`, a label of several words
        that does not fit on one line goes on two, centred, before anything is cut
        ("Изгорени / карти" rather than "Изгорени…")."""
        if two_lines and len(text.split()) > 1:
            if self.fonts.get(size, bold).size(text)[0] > max_w:
                return self._two_lines(text, size, max_w, colour, bold)
        s = int(size)
        surf = self.render(text, s, colour, bold)
        floor = max(9, int(size * 0.8)) if shrink else s
        while surf.get_width() > max_w and s > floor:
            s -= 1
            surf = self.render(text, s, colour, bold)
        if surf.get_width() > max_w:
            surf = self.render(self.elide(text, s, max_w, bold), s, colour, bold)
        return surf

    def elide(self, text: str, size: int, max_w: int, bold: bool = False) -> str:
        """`text` cut at the end, with "…", to fit `max_w` (whole if it fits)."""
        font = self.fonts.get(size, bold)
        if font.size(text)[0] <= max_w:
            return text
        t = text
        while len(t) > 1 and font.size(t + "…")[0] > max_w:
            t = t[:-1]
        return t + "…"

    def _two_lines(
        self, text: str, size: int, max_w: int, colour: tuple[int, ...], bold: bool
    ) -> pygame.Surface:
        font = self.fonts.get(size, bold)
        words = text.split()
        cut = min(
            range(1, len(words)),
            key=lambda i: max(font.size(" ".join(words[:i]))[0], font.size(" ".join(words[i:]))[0]),
        )
        top = self.fit(" ".join(words[:cut]), size, max_w, colour, bold)
        bottom = self.fit(" ".join(words[cut:]), size, max_w, colour, bold)
        gap = max(0, font.get_linesize() - font.get_height())
        w = max(top.get_width(), bottom.get_width())
        surf = pygame.Surface((w, top.get_height() + gap + bottom.get_height()), pygame.SRCALPHA)
        surf.blit(top, ((w - top.get_width()) // 2, 0))
        surf.blit(bottom, ((w - bottom.get_width()) // 2, top.get_height() + gap))
        return surf

    def wrap(self, text: str, size: int, max_w: int, bold: bool = False) -> list[str]:
        """Greedy word wrap of `text` into lines no wider than `max_w` pixels (kept: the side
        panel wraps its whole steps list again at each step, a frame's time in measures)."""
        key = (text, int(size), int(max_w), bold)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) >= self.limit:
                self._wrapped.clear()
            lines = self._wrapped[key] = tuple(self._wrap(text, size, max_w, bold))
        return list(lines)

    def _wrap(self, text: str, size: int, max_w: int, bold: bool) -> list[str]:
        font = self.fonts.get(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= max_w or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


class Sprites:
    """Card faces, the back, chips and markers at the sizes the layout asks for."""

    def __init__(self, root: Path = SPRITES) -> None:
        self.root = root
        self._raw: dict[str, pygame.Surface | None] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self.fonts = Fonts()

    def _load(self, rel: str) -> pygame.Surface | None:
        if rel not in self._raw:
            path = self.root / rel
            img: pygame.Surface | None = None
            if path.exists():
                try:
                    img = pygame.image.load(str(path))
                    if pygame.display.get_surface() is not None:
                        img = img.convert_alpha()
                except (pygame.error, OSError):
                    img = None
            self._raw[rel] = img
        return self._raw[rel]

    def _scaled_or_drawn(self, key: str, rel: str | None, w: int, h: int, draw) -> pygame.Surface:  # type: ignore[no-untyped-def]
        ck = (key, w, h)
        surf = self._scaled.get(ck)
        if surf is None:
            raw = self._load(rel) if rel else None
            if raw is not None:
                surf = pygame.transform.smoothscale(raw, (max(1, w), max(1, h)))
            else:
                surf = draw(w, h)
            self._scaled[ck] = surf
        return surf

    def card(self, card: Card, w: int, h: int) -> pygame.Surface:
        return self._scaled_or_drawn(
            card.code, f"cards/{card.code}.png", w, h, lambda ww, hh: self._draw_face(card, ww, hh)
        )

    def back(self, w: int, h: int) -> pygame.Surface:
        return self._scaled_or_drawn("back", "back.png", w, h, self._draw_back)

    def chip(self, value: int, d: int) -> pygame.Surface:
        return self._scaled_or_drawn(
            f"chip{value}",
            f"chips/chip_{value}.png",
            d,
            d,
            lambda ww, hh: self._draw_chip(value, ww),
        )

    def chip_edge(self, value: int, d: int) -> pygame.Surface:
        """The chip of `value` seen from the side, `d` wide, as it lies in a stack."""
        h = max(3, round(d * EDGE_RATIO))
        return self._scaled_or_drawn(
            f"edge{value}",
            f"chips/edge_{value}.png",
            d,
            h,
            lambda ww, hh: self._draw_edge(value, ww, hh),
        )

    def chip_top(self, value: int, d: int) -> pygame.Surface:
        """The chip's face seen at the angle of a stack's top (a flattened disc)."""
        return self._scaled_or_drawn(
            f"top{value}",
            f"chips/chip_{value}.png",
            d,
            max(2, round(d * 0.5)),
            lambda ww, hh: pygame.transform.smoothscale(self._draw_chip(value, ww), (ww, hh)),
        )

    def marker(self, kind: str, d: int) -> pygame.Surface:
        rel = MARKER_FILES.get(kind)
        if kind == "all_in":
            return self._scaled_or_drawn(
                "m_all_in", rel, round(d * 2.2), d, lambda ww, hh: self._draw_tag(kind, ww, hh)
            )
        return self._scaled_or_drawn(
            f"m_{kind}", rel, d, d, lambda ww, hh: self._draw_puck(kind, ww)
        )

    def clear_scaled(self) -> None:
        self._scaled.clear()

    # --- drawn fallbacks -----------------------------------------------------------------------

    def _draw_face(self, card: Card, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(2, w // 10)
        pygame.draw.rect(surf, (252, 252, 248), (0, 0, w, h), border_radius=r)
        pygame.draw.rect(surf, (140, 140, 140), (0, 0, w, h), 1, border_radius=r)
        red = card.suit_char in "dh"
        colour = (200, 16, 46) if red else (20, 20, 24)
        rank = "10" if card.rank_char == "T" else card.rank_char
        f = self.fonts.get(max(8, int(h * 0.30)), True)
        rs = f.render(rank, True, colour)
        surf.blit(rs, (max(2, w // 12), max(1, h // 30)))
        fs = self.fonts.get(max(8, int(h * 0.42)))
        ss = fs.render(SUIT_SYMBOLS[card.suit_char], True, colour)
        surf.blit(ss, ss.get_rect(center=(w // 2, int(h * 0.64))))
        return surf

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(2, w // 10)
        pygame.draw.rect(surf, (250, 250, 250), (0, 0, w, h), border_radius=r)
        inset = max(2, w // 12)
        pygame.draw.rect(
            surf,
            (150, 24, 40),
            (inset, inset, w - 2 * inset, h - 2 * inset),
            border_radius=max(1, r - 1),
        )
        step = max(4, w // 5)
        for x in range(-h, w, step):
            pygame.draw.line(surf, (190, 60, 74), (x + inset, inset), (x + h, h), 1)
        pygame.draw.rect(surf, (250, 250, 250), (0, 0, w, h), inset, border_radius=r)
        pygame.draw.rect(surf, (120, 120, 120), (0, 0, w, h), 1, border_radius=r)
        return surf

    def _draw_chip(self, value: int, d: int) -> pygame.Surface:
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = CHIP_COLOURS.get(value, (200, 200, 200))
        rad = d // 2
        pygame.draw.circle(surf, c, (rad, rad), rad)
        pygame.draw.circle(surf, (250, 250, 250), (rad, rad), rad, max(1, d // 8))
        pygame.draw.circle(surf, c, (rad, rad), max(1, int(rad * 0.62)))
        pygame.draw.circle(surf, (30, 30, 30), (rad, rad), rad, 1)
        return surf

    def _draw_edge(self, value: int, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        c = CHIP_COLOURS.get(value, (200, 200, 200))
        pygame.draw.rect(surf, (16, 16, 18), (0, 0, w, h), border_radius=h // 3)
        pygame.draw.rect(surf, c, (1, 0, w - 2, h - 1), border_radius=h // 3)
        for fx in (0.2, 0.5, 0.8):
            pygame.draw.rect(surf, (250, 250, 250), (round(w * fx) - 1, 1, 2, h - 3))
        return surf

    def _draw_puck(self, kind: str, d: int) -> pygame.Surface:
        bg, fg = MARKER_COLOURS[kind]
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, bg, (d // 2, d // 2), d // 2)
        pygame.draw.circle(surf, (40, 40, 40), (d // 2, d // 2), d // 2, 1)
        f = self.fonts.get(max(7, int(d * (0.55 if len(MARKER_TEXT[kind]) == 1 else 0.4))), True)
        t = f.render(MARKER_TEXT[kind], True, fg)
        surf.blit(t, t.get_rect(center=(d // 2, d // 2)))
        return surf

    def _draw_tag(self, kind: str, w: int, h: int) -> pygame.Surface:
        bg, fg = MARKER_COLOURS[kind]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, bg, (0, 0, w, h), border_radius=h // 3)
        f = self.fonts.get(max(7, int(h * 0.5)), True)
        t = f.render(MARKER_TEXT[kind], True, fg)
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
        return surf


def chip_breakdown(amount: int, max_chips: int = 12) -> list[int]:
    """Chip values making up `amount`, largest first, at most `max_chips` of them (for drawing)."""
    out: list[int] = []
    left = amount
    for v in CHIP_VALUES:
        while left >= v and len(out) < max_chips:
            out.append(v)
            left -= v
    return out


@lru_cache(maxsize=4096)
def money(amount: int) -> str:
    """1234567 -> '1,234,567'."""
    return f"{amount:,}"
