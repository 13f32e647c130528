"""The help overlay (H or F1): how to deal, then every mouse gesture and key."""

from __future__ import annotations

import pygame

from ..assets import TextCache
from ..input_map import help_lines
from ..text import tr

HELP_KEYS = (
    "help.shuffle_cut",
    "help.blinds",
    "help.deal",
    "help.wait",
    "help.collect",
    "help.board",
    "help.irregularity",
    "help.burns",
    "help.award",
    "help.hint",
)


class HelpOverlay:
    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._surf: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()

    @staticmethod
    def tour_button_rect(size: tuple[int, int], s: float) -> pygame.Rect:
        """Where the overlay's Guided tour button lies: the box's bottom left corner, beside
        the closing words (the button is the tour's: widgets/coach_marks.py)."""
        pad = round(28 * s)
        bh = round(34 * s)
        return pygame.Rect(2 * pad, size[1] - 2 * pad - bh + round(6 * s), round(220 * s), bh)

    def surface(self, size: tuple[int, int], scale: float, lang: str) -> pygame.Surface:
        key = (size, lang)
        if self._surf is None or key != self._key:
            self._surf = self._draw(size, scale, lang)
            self._key = key
        return self._surf

    def _rows_h(
        self, lines: list[tuple[str, str]], small: int, key_w: int, rw: int, s: float
    ) -> int:
        """The height the keys' rows take in font size `small`."""
        small_h = self.text.fonts.get(small).get_linesize()
        total = 0
        for keys, what in lines:
            k = len(self.text.wrap(keys, small, key_w - round(8 * s), bold=True))
            n = len(self.text.wrap(what, small, rw - key_w))
            total += max(k, n, 1) * small_h + round(2 * s)
        return total

    def _draw(self, size: tuple[int, int], s: float, lang: str) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((8, 10, 14, 225))
        pad = round(28 * s)
        box = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
        pygame.draw.rect(surf, (28, 33, 42), box, border_radius=round(14 * s))
        pygame.draw.rect(surf, (240, 200, 90), box, 2, border_radius=round(14 * s))
        x, y = box.x + pad, box.y + round(18 * s)
        title = self.text.render(tr("help.title", lang), round(24 * s), (250, 214, 110), True)
        surf.blit(title, (x, y))
        y += title.get_height() + round(10 * s)
        col_w = round((box.w - 3 * pad) * 0.42)  # the keys' column gets the wider share
        size_t = round(14 * s)
        line_h = self.text.fonts.get(size_t).get_linesize()
        # left column: how to deal
        ly = y
        for k in HELP_KEYS:
            for i, ln in enumerate(self.text.wrap(tr(k, lang), size_t, col_w - round(18 * s))):
                if i == 0:
                    pygame.draw.circle(
                        surf,
                        (240, 200, 90),
                        (x + round(5 * s), ly + line_h // 2),
                        max(2, round(3 * s)),
                    )
                surf.blit(self.text.render(ln, size_t, (230, 232, 236)), (x + round(16 * s), ly))
                ly += line_h
            ly += round(5 * s)
        # right column: keys and gestures, in the largest size that fits above the foot
        rx = x + col_w + pad
        ry = y
        head = self.text.render(tr("help.keys", lang), round(16 * s), (250, 214, 110), True)
        surf.blit(head, (rx, ry))
        ry += head.get_height() + round(6 * s)
        key_w = round(150 * s)
        room = box.bottom - round(40 * s) - ry  # the closing words' line below
        rw = box.right - pad - rx
        lines = help_lines(lang)
        small = round(13 * s)
        while small > 9 and self._rows_h(lines, small, key_w, rw, s) > room:
            small -= 1
            key_w = round(150 * s * small / round(13 * s))  # the keys narrow with their font
        small_h = self.text.fonts.get(small).get_linesize()
        for keys, what in lines:
            # a long gesture ("клик на местото за влог") wraps in its column, as the text does
            key_lines = self.text.wrap(keys, small, key_w - round(8 * s), bold=True)
            what_lines = self.text.wrap(what, small, rw - key_w)
            for i, ln in enumerate(key_lines):
                ks = self.text.fit(ln, small, key_w - round(8 * s), (255, 226, 140), True)
                surf.blit(ks, (rx, ry + i * small_h))
            for i, ln in enumerate(what_lines):
                surf.blit(
                    self.text.render(ln, small, (220, 224, 230)), (rx + key_w, ry + i * small_h)
                )
            ry += max(len(key_lines), len(what_lines), 1) * small_h + round(2 * s)
        # the Guided tour button's face (its pygame_gui button lies under the overlay)
        tour = self.tour_button_rect(size, s)
        pygame.draw.rect(surf, (44, 50, 62), tour, border_radius=round(6 * s))
        pygame.draw.rect(surf, (90, 98, 112), tour, 1, border_radius=round(6 * s))
        label = self.text.fit(tr("coach.again", lang), round(14 * s), tour.w - round(12 * s),
                              (236, 238, 242))
        surf.blit(label, label.get_rect(center=tour.center))
        foot = self.text.render(tr("help.close", lang), round(13 * s), (170, 176, 186))
        surf.blit(foot, foot.get_rect(bottomright=(box.right - pad, box.bottom - round(12 * s))))
        return surf
