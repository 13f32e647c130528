"""The help overlay (H or F1): how to deal, then every mouse gesture and key. At a stud table
(no button: engine/variant.py's row) how to deal is the stud procedure's, read from the game
(`arbiter.how_to_deal`): antes, each street's cards up and down, the burns, who starts each
round, the common card."""

from __future__ import annotations

import pygame

from ...arbiter.how_to_deal import HowTo, stud_how_to
from ...engine.variant import row
from ..assets import TextCache
from ..input_map import HELP_EXTRA, help_lines
from ..text import rule_text, rule_title, tr

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


def deal_lines(lang: str, variant: str = "holdem") -> list[str]:
    """The left column, how to deal `variant`'s table, in `lang`."""
    if row(variant).button:
        return [tr(k, lang) for k in HELP_KEYS]
    return [how_to_words(h, lang) for h in stud_how_to(variant)]


def how_to_words(h: HowTo, lang: str) -> str:
    """One stud step in words: a rule's name and explanation, a line of streets, a message."""
    if h.rule:
        return tr("help.stud.rule", lang, name=rule_title(h.key, lang),
                  explanation=rule_text(h.key, lang))
    if not h.streets:
        return tr(h.key, lang)
    first = tr(f"street.{h.streets[0]}", lang)
    streets = first if len(h.streets) == 1 else tr(
        "help.stud.range", lang, first=first, last=tr(f"quiz.street.{h.streets[-1]}", lang))
    cards = ", ".join(tr("help.stud.up" if up else "help.stud.down", lang) for up in h.faces)
    key = "help.stud.street_burn" if h.burn else "help.stud.street"
    return tr(key, lang, streets=streets, cards=cards)


class HelpOverlay:
    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._surf: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()
        self._variant = "holdem"  # the table's game: a stud table's keys say what they do there

    def surface(
        self, size: tuple[int, int], scale: float, lang: str, variant: str = "holdem"
    ) -> pygame.Surface:
        key = (size, lang, variant)
        if self._surf is None or key != self._key:
            self._variant = variant
            self._surf = self._draw(size, scale, lang)
            self._key = key
        return self._surf

    @staticmethod
    def tour_button_rect(size: tuple[int, int], s: float) -> pygame.Rect:
        """Where the overlay's Guided tour button lies: the box's top right corner, level
        with the title (the button is the tour's: widgets/coach_marks.py)."""
        pad = round(28 * s)
        bw, bh = round(220 * s), round(34 * s)
        return pygame.Rect(size[0] - 2 * pad - bw, pad + round(14 * s), bw, bh)

    def _draw(self, size: tuple[int, int], s: float, lang: str) -> pygame.Surface:
        """The panel, its text a size that fits: from 14 px (at scale 1) down to 10."""
        for px in (14, 13, 12, 11, 10):
            surf, fits = self._layout(size, s, lang, px)
            if fits:
                break
        return surf

    def _layout(
        self, size: tuple[int, int], s: float, lang: str, px: int
    ) -> tuple[pygame.Surface, bool]:
        """How to deal, then the mouse's gestures under it (left); the keys (right). True
        when everything lies inside the panel, above its closing line."""
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
        # the Guided tour button's face (its pygame_gui button lies under the overlay)
        tour = self.tour_button_rect(size, s)
        pygame.draw.rect(surf, (44, 50, 62), tour, border_radius=round(6 * s))
        pygame.draw.rect(surf, (90, 98, 112), tour, 1, border_radius=round(6 * s))
        label = self.text.fit(
            tr("coach.again", lang), round(14 * s), tour.w - round(12 * s), (236, 238, 242)
        )
        surf.blit(label, label.get_rect(center=tour.center))
        y += title.get_height() + round(10 * s)
        col_w = (box.w - 3 * pad) // 2
        size_t = round(px * s)
        line_h = self.text.fonts.get(size_t).get_linesize()
        # left column: how to deal
        ly = y
        for words in deal_lines(lang, self._variant):
            for i, ln in enumerate(self.text.wrap(words, size_t, col_w - round(18 * s))):
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
        lines = help_lines(lang, self._variant)
        gestures = len(HELP_EXTRA) - 2  # the mouse's lines, last in help_lines
        small = round((px - 1) * s)
        key_w = round(150 * s)
        # the mouse's gestures, under how to deal (the keys' column is long enough)
        ly = self._rows(surf, lines[-gestures:], x, ly + round(10 * s), key_w, col_w, small, s)
        # right column: keys
        rx = x + col_w + pad
        head = self.text.render(tr("help.keys", lang), round(16 * s), (250, 214, 110), True)
        surf.blit(head, (rx, y))
        ry = y + head.get_height() + round(6 * s)
        ry = self._rows(surf, lines[:-gestures], rx, ry, key_w, col_w, small, s)
        foot = self.text.render(tr("help.close", lang), round(13 * s), (170, 176, 186))
        where = foot.get_rect(bottomright=(box.right - pad, box.bottom - round(12 * s)))
        surf.blit(foot, where)
        return surf, max(ly, ry) <= where.top - round(4 * s)

    def _rows(
        self,
        surf: pygame.Surface,
        rows: list[tuple[str, str]],
        x: int,
        y: int,
        key_w: int,
        col_w: int,
        small: int,
        s: float,
    ) -> int:
        """(keys, what they do) rows from `y` down, both sides wrapped; the y below them."""
        small_h = self.text.fonts.get(small).get_linesize()
        for keys, what in rows:
            # a long gesture ("клик на местото за влог") wraps in its column, as the text does
            key_lines = self.text.wrap(keys, small, key_w - round(8 * s), bold=True)
            what_lines = self.text.wrap(what, small, col_w - key_w)
            for i, ln in enumerate(key_lines):
                ks = self.text.fit(ln, small, key_w - round(8 * s), (255, 226, 140), True)
                surf.blit(ks, (x, y + i * small_h))
            for i, ln in enumerate(what_lines):
                img = self.text.render(ln, small, (220, 224, 230))
                surf.blit(img, (x + key_w, y + i * small_h))
            y += max(len(key_lines), len(what_lines), 1) * small_h + round(2 * s)
        return y
