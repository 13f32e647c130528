"""The showdown on the table (issue 15): each tabled hand's value in the dealer's words by its
seat, its best five cards outlined and the others dimmed, and who is in a pot on hover.

A hand's label shows once the trainee has read it (`snap.read`, the money issue's `read`), and
at once in Learn mode. The words are the engine's evaluation (`engine.hands.best_hand`,
`arbiter.hand_words.HandWords`) said in the trainee's language; the five cards are the
evaluator's own. The board can show one hand's five at a time: the hand under the cursor,
else the last one read, else (Learn) the best one. Nothing here changes any state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..arbiter.hand_words import HandWords
from ..engine.cards import Card
from ..engine.hands import HandValue, best_hand
from .assets import TextCache
from .layout import Box, TableLayout
from .motion import pot_slots
from .text import tr

LIT = (255, 214, 90)
FOCUS = (255, 236, 140)
INK = (22, 24, 28)
LABEL_BG = (250, 244, 220)


@dataclass(frozen=True, slots=True)
class ShowdownPlan:
    """What the table shows of the showdown now: per labelled seat its words and best five,
    the seat whose five the board shows, the cards outlined and the cards dimmed."""

    labels: dict[int, tuple[HandWords, tuple[Card, ...]]] = field(default_factory=dict)
    focus: int | None = None
    lit: frozenset[Card] = frozenset()
    dim: frozenset[Card] = frozenset()


NO_SHOWDOWN = ShowdownPlan()


def hand_value(snap: Any, seat: int) -> HandValue | None:
    """The engine's evaluation of a seat's two cards and a complete board, if it has both."""
    sv = next((v for v in snap.seats if v.seat == seat), None)
    if sv is None or len(sv.hole) != 2 or len(snap.board) != 5:
        return None
    return best_hand([h.card for h in sv.hole], snap.board)


def labelled(snap: Any) -> tuple[int, ...]:
    """The tabled hands whose value shows: read ones, or every one in Learn mode."""
    if snap is None:
        return ()
    learn = getattr(snap, "mode", "practice") == "learn"
    read = getattr(snap, "read", ())
    return tuple(s for s in getattr(snap, "tabled", ()) if learn or s in read)


def plan(snap: Any, hover: int | None = None) -> ShowdownPlan:
    seats = labelled(snap)
    values = {s: v for s in seats if (v := hand_value(snap, s)) is not None}
    if not values:
        return NO_SHOWDOWN
    read = [s for s in snap.read if s in values]
    if hover in values:
        focus = hover
    elif read:
        focus = read[-1]
    else:
        focus = max(values, key=lambda s: values[s].strength)
    labels = {s: (HandWords.of(v), tuple(v.cards)) for s, v in values.items()}
    lit: set[Card] = set(labels[focus][1])
    dim: set[Card] = {c for c in snap.board if c not in lit}
    for s, (_, five) in labels.items():
        sv = next(v for v in snap.seats if v.seat == s)
        for h in sv.hole:
            (lit if h.card in five else dim).add(h.card)
    return ShowdownPlan(labels, focus, frozenset(lit), frozenset(dim))


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


class ShowdownArt:
    """Label surfaces (cached by words, size and emphasis) and the card marks."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._labels: dict[tuple[Any, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._labels.clear()

    def label(self, words: str, box: Box, scale: float, focus: bool) -> pygame.Surface:
        key = (words, box.w, box.h, focus)
        surf = self._labels.get(key)
        if surf is not None:
            return surf
        pad = round(5 * scale)
        t = self.text.fit(
            words, max(9, round(12 * scale)), box.w - 2 * pad, INK, True, two_lines=True
        )
        w = min(box.w, t.get_width() + 2 * pad)
        h = min(box.h, t.get_height() + round(4 * scale))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = round(7 * scale)
        pygame.draw.rect(surf, LABEL_BG, (0, 0, w, h), border_radius=radius)
        edge = FOCUS if focus else (120, 110, 80)
        pygame.draw.rect(
            surf,
            edge,
            (0, 0, w, h),
            max(1, round((3 if focus else 1) * scale)),
            border_radius=radius,
        )
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
        if len(self._labels) > 200:
            self._labels.clear()
        self._labels[key] = surf
        return surf

    def draw_labels(
        self, surface: pygame.Surface, L: TableLayout, p: ShowdownPlan, lang: str
    ) -> dict[int, pygame.Rect]:
        """Each label in its seat's place, centred there; the rectangles drawn, by seat."""
        drawn: dict[int, pygame.Rect] = {}
        for seat, (words, _) in p.labels.items():
            sl = L.seats.get(seat)
            if sl is None:
                continue
            img = self.label(words.title(lang), sl.label, L.scale, seat == p.focus)
            r = img.get_rect(center=sl.label.center)
            surface.blit(img, r)
            drawn[seat] = r
        return drawn

    @staticmethod
    def mark(surface: pygame.Surface, box: Box, lit: bool, scale: float) -> None:
        """A card of the best five: a gold frame; any other: dimmed."""
        r = _rect(box)
        if lit:
            pygame.draw.rect(
                surface,
                LIT,
                r.inflate(round(4 * scale), round(4 * scale)),
                max(2, round(3 * scale)),
                border_radius=round(5 * scale),
            )
            return
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((10, 14, 18, 150))
        surface.blit(shade, r)


def card_boxes(L: TableLayout, snap: Any) -> dict[Card, Box]:
    """Where each face-up board and hole card lies (for its mark)."""
    out: dict[Card, Box] = {}
    for i, c in enumerate(snap.board[:5]):
        out[c] = L.board[i]
    for sv in snap.seats:
        sl = L.seats.get(sv.seat)
        if sl is None:
            continue
        for j, h in enumerate(sv.hole[:2]):
            out[h.card] = sl.cards[j]
    return out


# --- hover ------------------------------------------------------------------------------------


def hovered_pot(L: TableLayout, snap: Any, pos: tuple[int, int] | None) -> Any:
    """The pot (a PotView still on the table) under the cursor, if any."""
    if pos is None or snap is None:
        return None
    slots = pot_slots(snap)
    for p, box in zip(slots, L.pot_boxes(len(slots)), strict=False):
        if p is not None and box.contains(*pos):
            return p
    return None


def hovered_seat(L: TableLayout, p: ShowdownPlan, pos: tuple[int, int] | None) -> int | None:
    """A labelled seat whose plate, cards or label is under the cursor."""
    if pos is None:
        return None
    for seat in p.labels:
        sl = L.seats.get(seat)
        if sl is not None and any(b.contains(*pos) for b in (sl.box, sl.label, *sl.cards)):
            return seat
    return None


def pot_tip_text(pot: Any, lang: str) -> str:
    seats = ", ".join(str(s) for s in pot.eligible)
    key = "showdown.pot_seat" if len(pot.eligible) == 1 else "showdown.pot_seats"
    return tr(key, lang, pot=pot.index, seats=seats)


def tip_rect(
    size: tuple[int, int],
    pos: tuple[int, int],
    scale: float,
    avoid: list[pygame.Rect],
    spare: list[pygame.Rect] = (),  # type: ignore[assignment]
) -> pygame.Rect:
    """A tooltip of `size` by the cursor: below right of it, else below left, above right,
    above left (then the same a little further off); the first inside the window that covers
    no rectangle of `avoid` (the buttons: never) nor of `spare` (the other pots, the board:
    if it can), else the first inside the window that covers no button."""
    w, h = size
    x, y = pos
    tries = []
    for k in (1, 2):
        dx, dy = round(14 * scale), round(18 * scale) * k + (k - 1) * h // 2
        tries += [
            pygame.Rect(x + dx, y + dy, w, h),
            pygame.Rect(x - dx - w, y + dy, w, h),
            pygame.Rect(x + dx, y - dy - h, w, h),
            pygame.Rect(x - dx - w, y - dy - h, w, h),
        ]
    screen = pygame.display.get_surface()
    bounds = screen.get_rect() if screen is not None else pygame.Rect(0, 0, 1 << 15, 1 << 15)
    inside = [r for r in tries if bounds.contains(r)] or [r.clamp(bounds) for r in tries]
    free = [r for r in inside if r.collidelist(avoid) < 0]
    clear = [r for r in free if r.collidelist(list(spare)) < 0]
    return (clear or free or inside)[0]


def draw_tip(
    surface: pygame.Surface,
    text_cache: TextCache,
    text: str,
    pos: tuple[int, int],
    scale: float,
    avoid: list[pygame.Rect],
    spare: list[pygame.Rect] = (),  # type: ignore[assignment]
) -> pygame.Rect:
    t = text_cache.render(text, max(10, round(13 * scale)), (240, 240, 236), True)
    size = t.get_rect().inflate(round(12 * scale), round(6 * scale)).size
    r = tip_rect(size, pos, scale, avoid, spare)
    pygame.draw.rect(surface, (16, 20, 26), r, border_radius=round(5 * scale))
    pygame.draw.rect(surface, (150, 160, 170), r, 1, border_radius=round(5 * scale))
    surface.blit(t, t.get_rect(center=r.center))
    return r


def spared(L: TableLayout, snap: Any) -> list[pygame.Rect]:
    """What a pot's tooltip had better not cover: the pots (its own amount too) and the
    board."""
    slots = pot_slots(snap)
    boxes = L.pot_boxes(len(slots))
    out = [_rect(b) for p, b in zip(slots, boxes, strict=False) if p is not None]
    return out + [_rect(b) for b in L.board]


def button_rects(manager: Any) -> list[pygame.Rect]:
    """Every visible button on the screen (pygame_gui's), which a tooltip must leave free."""
    import pygame_gui

    out = []
    for e in manager.get_sprite_group().sprites():
        if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.alive():
            out.append(pygame.Rect(e.rect))
    return out
