"""A scrolling list of one-line rows, drawn by us into one pygame_gui element.

pygame_gui's selection list builds a button per visible row (a tenth of a second at
1920x1080 for a screen of drills); this element is one image: only the rows in view are
rendered (text from the shared cache), and only again when the selection, the hovered row or
the scroll changes. A click picks a row, a second click on it within `DOUBLE_CLICK_MS` opens
it, the wheel scrolls, a click on the scroll track turns a page; the scene moves the selection
with the keys (`select`), and the list keeps it in view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIElement

from ..assets import TextCache

if TYPE_CHECKING:
    import pygame_gui

BG = (34, 40, 50)
ROW_EDGE = (44, 51, 63)
HOVER = (52, 61, 76)
SELECTED = (61, 106, 158)
BORDER = (75, 85, 102)
TEXT = (232, 234, 238)
TRACK = (27, 32, 39)
THUMB = (75, 85, 102)
DOUBLE_CLICK_MS = 450


class RowList(UIElement):
    """`labels` in `rect`, `row_h` pixels a row, text of `size` pixels. `on_pick(i)` is
    called when a click selects row i, `on_open(i)` on a double click."""

    def __init__(
        self,
        rect: pygame.Rect,
        manager: pygame_gui.UIManager,
        text: TextCache,
        labels: list[str],
        *,
        size: int,
        row_h: int,
        selected: int = 0,
        on_pick: Callable[[int], None] = lambda i: None,
        on_open: Callable[[int], None] = lambda i: None,
    ) -> None:
        super().__init__(
            rect, manager, None, starting_height=1, layer_thickness=1, element_id=["row_list"]
        )
        self.text = text
        self.labels = labels
        self.size = size
        self.row_h = max(1, row_h)
        self.bar_w = max(10, row_h // 3)
        self.selected = selected
        self.top = 0  # the first row in view
        self.hover: int | None = None
        self.on_pick = on_pick
        self.on_open = on_open
        self._last_click = (-1, -(10**9))  # (row, ms)
        self._mouse_in = False  # the wheel scrolls the list under the mouse only
        self.keep_in_view()
        self.redraw()

    # --- geometry ------------------------------------------------------------------------------

    @property
    def rows_in_view(self) -> int:
        return max(1, (self.rect.h - 2) // self.row_h)

    @property
    def scrolls(self) -> bool:
        return len(self.labels) > self.rows_in_view

    def row_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.rect.x, pos[1] - self.rect.y
        if not (0 <= x < self.rect.w and 1 <= y < self.rect.h - 1):
            return None
        if self.scrolls and x >= self.rect.w - self.bar_w:
            return None
        k = (y - 1) // self.row_h
        i = self.top + k
        return i if i < len(self.labels) and k < self.rows_in_view else None

    def scroll_to(self, top: int) -> None:
        top = max(0, min(len(self.labels) - self.rows_in_view, top))
        if top != self.top:
            self.top = top
            self.redraw()

    def keep_in_view(self) -> None:
        n = self.rows_in_view
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + n:
            self.top = self.selected - n + 1
        self.top = max(0, min(max(0, len(self.labels) - n), self.top))

    def select(self, i: int) -> None:
        """Select row i (the keys), scrolled into view."""
        if not self.labels:
            return
        self.selected = max(0, min(len(self.labels) - 1, i))
        self.keep_in_view()
        self.redraw()

    # --- drawing -------------------------------------------------------------------------------

    def redraw(self) -> None:
        w, h = self.rect.size
        surf = pygame.Surface((w, h))
        surf.fill(BG)
        text_w = w - (self.bar_w if self.scrolls else 0)
        pad = max(4, self.row_h // 5)
        for k in range(self.rows_in_view):
            i = self.top + k
            if i >= len(self.labels):
                break
            row = pygame.Rect(1, 1 + k * self.row_h, text_w - 2, self.row_h)
            if i == self.selected:
                surf.fill(SELECTED, row)
            elif i == self.hover:
                surf.fill(HOVER, row)
            else:
                pygame.draw.line(surf, ROW_EDGE, row.bottomleft, row.bottomright)
            img = self.text.render(self.labels[i], self.size, TEXT)
            area = pygame.Rect(0, 0, max(0, text_w - 2 * pad), img.get_height())
            surf.blit(img, (row.x + pad, row.centery - img.get_height() // 2), area)
        if self.scrolls:
            track = pygame.Rect(w - self.bar_w, 1, self.bar_w - 1, h - 2)
            surf.fill(TRACK, track)
            n = len(self.labels)
            th = max(self.row_h // 2, track.h * self.rows_in_view // n)
            ty = track.y + (track.h - th) * self.top // max(1, n - self.rows_in_view)
            thumb = pygame.Rect(track.x + 2, ty, track.w - 4, th)
            pygame.draw.rect(surf, THUMB, thumb, border_radius=max(2, self.bar_w // 3))
        pygame.draw.rect(surf, BORDER, surf.get_rect(), 1)
        self._set_image(surf)

    # --- input ---------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            inside = self.rect.collidepoint(event.pos)
            hover = self.row_at(event.pos) if inside else None
            self._mouse_in = inside
            if hover != self.hover:
                self.hover = hover
                self.redraw()
            return False
        if et == pygame.MOUSEWHEEL and self._mouse_in:
            self.scroll_to(self.top - 3 * int(event.y))
            return True
        if et != pygame.MOUSEBUTTONDOWN or not self.rect.collidepoint(event.pos):
            return False
        if event.button in (4, 5):  # an old-style wheel
            self.scroll_to(self.top + (3 if event.button == 5 else -3))
            return True
        if event.button != 1:
            return True
        i = self.row_at(event.pos)
        if i is None:  # the scroll track: a page up or down
            if self.scrolls and event.pos[0] >= self.rect.right - self.bar_w:
                n = len(self.labels)
                th = (self.rect.h - 2) * self.rows_in_view // n
                ty = self.rect.y + 1 + (self.rect.h - 2 - th) * self.top // max(
                    1, n - self.rows_in_view
                )
                page = self.rows_in_view - 1
                self.scroll_to(self.top + (page if event.pos[1] > ty + th else -page))
            return True
        now = pygame.time.get_ticks()
        double = self._last_click[0] == i and now - self._last_click[1] <= DOUBLE_CLICK_MS
        self._last_click = (i, now)
        self.select(i)
        self.on_pick(i)
        if double:
            self.on_open(i)
        return True
