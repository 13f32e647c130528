"""A boxed list shown a page at a time: items of wrapped lines and bars, laid out only as far
as the page reaches, each page drawn once into a cached surface (the frame only blits it).

An item is a list of `Row`s: text (wrapped to the box, indented) or a bar (a share of the
same track for every bar, coloured, its figures written beside it). A row's text is its
parts, each already in the reader's words: the pager joins them with " · " and breaks lines
between parts where it can, never inside one because of what it says (a trainee named
"Ana · B" is one part, whole).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..assets import TextCache

PANEL = (27, 32, 39)
EDGE = (75, 85, 102)
FOCUS = (250, 214, 110)
TRACK = (48, 55, 66)
BAR_SHARE = 0.4  # of the width
SEP = " · "  # between a row's parts


@dataclass(frozen=True, slots=True)
class Row:
    parts: tuple[str, ...]
    size: int
    colour: tuple[int, int, int] = (235, 238, 242)
    bold: bool = False
    indent: int = 0
    share: float | None = None  # a bar of this share (0..1), `text` written after it
    gap: int = 0  # space after the row


class Pager:
    """Items `0..count-1` of `item(i)` in `box`, a page at a time. `starts` is the stack of
    the pages' first items seen so far (the last one is shown)."""

    def __init__(self, text: TextCache, count: int, item: Callable[[int], Sequence[Row]]) -> None:
        self.text = text
        self.count = count
        self.item = item
        self.starts = [0]
        self.end = 0  # one past the last item of the shown page
        self._surf: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()

    @property
    def start(self) -> int:
        return self.starts[-1]

    @property
    def has_next(self) -> bool:
        return self.end < self.count

    @property
    def has_prev(self) -> bool:
        return len(self.starts) > 1

    def next(self) -> bool:
        if not self.has_next:
            return False
        self.starts.append(self.end)
        return True

    def prev(self) -> bool:
        if not self.has_prev:
            return False
        self.starts.pop()
        return True

    def _wrap(self, r: Row, width: int) -> list[str]:
        """A row's lines: its parts joined by " · " while they fit, a new line at a part that
        does not (a part too long for a line is wrapped at its own spaces)."""
        if len(r.parts) == 1:
            return self.text.wrap(r.parts[0], r.size, width, r.bold)
        font = self.text.fonts.get(r.size, r.bold)
        lines: list[str] = []
        for part in r.parts:
            trial = f"{lines[-1]}{SEP}{part}" if lines else part
            if lines and font.size(trial)[0] <= width:
                lines[-1] = trial
            else:
                lines += self.text.wrap(part, r.size, width, r.bold)
        return lines

    @staticmethod
    def _bar_width(r: Row, width: int) -> int:
        """Every bar of a list as long (shares compare by eye); its figures beside it."""
        return round((width - r.indent) * BAR_SHARE)

    def _lines(self, rows: Sequence[Row], width: int) -> list[tuple[Row, list[str], int]]:
        """Each row with its wrapped lines and height."""
        out = []
        for r in rows:
            font = self.text.fonts.get(r.size, r.bold)
            room = width - r.indent
            if r.share is not None:
                room -= self._bar_width(r, width) + r.size // 2
            lines = self._wrap(r, room)
            out.append((r, lines, len(lines) * font.get_linesize() + r.gap))
        return out

    def surface(self, size: tuple[int, int], gap: int) -> pygame.Surface:
        """The shown page (items from `start`, as many as fit; at least one, cut if it must
        be), drawn on a transparent surface of `size`."""
        key = (size, gap, self.start, self.count)
        if self._surf is not None and key == self._key:
            return self._surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        y = 0
        i = self.start
        while i < self.count:
            laid = self._lines(self.item(i), w)
            height = sum(hh for _, _, hh in laid)
            if y and y + height > h:
                break
            self._draw_item(surf, laid, y, w)
            y += height + gap
            i += 1
        self.end = i
        self._surf, self._key = surf, key
        return surf

    def _draw_item(
        self, surf: pygame.Surface, laid: list[tuple[Row, list[str], int]], y: int, w: int
    ) -> None:
        for r, lines, height in laid:
            font = self.text.fonts.get(r.size, r.bold)
            x = r.indent
            if r.share is not None:
                bar_w = self._bar_width(r, w)
                bar = pygame.Rect(x, y + font.get_linesize() // 4, bar_w, font.get_linesize() // 2)
                pygame.draw.rect(surf, TRACK, bar, border_radius=2)
                filled = bar.copy()
                filled.w = round(bar.w * max(0.0, min(1.0, r.share)))
                if filled.w:
                    pygame.draw.rect(surf, r.colour, filled, border_radius=2)
                x = bar.right + r.size // 2
            colour = r.colour if r.share is None else (215, 220, 228)
            for k, ln in enumerate(lines):
                line = self.text.render(ln, r.size, colour, r.bold)
                surf.blit(line, (x, y + k * font.get_linesize()))
            y += height


def draw_panel(
    surface: pygame.Surface, box: pygame.Rect, radius: int, focused: bool = False
) -> None:
    pygame.draw.rect(surface, PANEL, box, border_radius=radius)
    pygame.draw.rect(surface, FOCUS if focused else EDGE, box, 2 if focused else 1,
                     border_radius=radius)
