"""The showdown on the table (issue 15): each tabled hand's value in the dealer's words by its
seat, its best five cards outlined and the others dimmed, and who is in a pot on hover.

A hand's label shows once the trainee has read it (`snap.read`, the money issue's `read`), and
at once in Learn mode. The words are the engine's evaluation (`variants.high_hand`:
`engine.hands.best_hand`, in Omaha `engine.omaha.omaha_hand`, exactly two hole and three board
cards; `arbiter.hand_words.HandWords`) said in the trainee's language; the five cards are the
evaluator's own. In Omaha hi-lo each hand also has its low (`variants.low_hand`:
`engine.lows.omaha_low`, its own two plus three) or none: the label reads both, each behind a
tag of its half's colour, and the cards each half uses are framed in that colour (a card of
both halves, half in each). The stud games are read the same way from a seat's seven cards and
the common card, if any: stud its high, stud hi-lo its high and its qualifying low or "no
low" (`engine.stud_hands.stud_low`), and razz, which has no high, its A-5 low
(`engine.stud_hands.razz_hand`, `variants.shown_hand`: "seven-four low", a paired hand in a
high hand's words). The board can show one hand's cards at a time: the hand under the
cursor, else the last one read, else (Learn) the best high, and in hi-lo the best low beside
it (who wins each half). Nothing here changes any state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ..arbiter.hand_words import HandWords
from ..arbiter.modes import Mode
from ..engine.cards import Card
from ..engine.hands import Category, HandValue
from ..engine.lows import LowValue
from ..engine.reading import CATEGORIES
from .assets import TextCache
from .layout import Box, TableLayout
from .motion import pot_slots
from .text import tr
from .variants import low_hand, shown_hand, split

if TYPE_CHECKING:
    import pygame_gui

    from ..arbiter.snapshot import PotView, TableSnapshot

LIT = (255, 214, 90)  # the high hand's cards (and the whole hand in a game of one half)
LOW = (96, 196, 255)  # the low hand's cards, in hi-lo
FOCUS = (255, 236, 140)
INK = (22, 24, 28)
LABEL_BG = (250, 244, 220)


@dataclass(frozen=True, slots=True)
class ShowdownPlan:
    """What the table shows of the showdown now: per labelled seat its words and best five
    (and in hi-lo its low, None where it has none), the seat whose cards the board shows, the
    cards outlined for high (`lit`) and for low (`lit_low`) and the cards dimmed."""

    labels: dict[int, tuple[HandWords | LowWords, tuple[Card, ...]]] = field(
        default_factory=dict)
    focus: int | None = None
    lit: frozenset[Card] = frozenset()
    dim: frozenset[Card] = frozenset()
    lows: dict[int, LowValue | None] = field(default_factory=dict)  # hi-lo only
    lit_low: frozenset[Card] = frozenset()
    split: bool = False  # a hi-lo showdown: a high and a low half
    low_focus: int | None = None  # the seat whose low the board shows (hi-lo)


@dataclass(frozen=True, slots=True)
class LowWords:
    """A razz hand in the dealer's words (razz.low): its low by its two highest cards
    ("eight-six low", a wheel), or a paired hand as a high hand is read ("a pair of fours")."""

    low: LowValue

    @property
    def category(self) -> str:
        return "low" if self.low.category is Category.HIGH_CARD else CATEGORIES[
            self.low.category]

    def title(self, lang: str = "en") -> str:
        if self.low.category is not Category.HIGH_CARD:
            return HandWords(self.category, self.low.naming).title(lang)
        return _capital(low_words(self.low, lang))


NO_SHOWDOWN = ShowdownPlan()


def _hole(snap: TableSnapshot, seat: int) -> list[Card] | None:
    sv = next((v for v in snap.seats if v.seat == seat), None)
    return None if sv is None else [h.card for h in sv.hole]


def hand_value(snap: TableSnapshot, seat: int) -> HandValue | LowValue | None:
    """The engine's evaluation of a seat's hand and a complete board, if it has both (razz:
    its low)."""
    hole = _hole(snap, seat)
    return None if hole is None else shown_hand(_variant(snap), hole, snap.board)


def words_of(value: HandValue | LowValue) -> HandWords | LowWords:
    return LowWords(value) if isinstance(value, LowValue) else HandWords.of(value)


def low_value(snap: TableSnapshot, seat: int) -> LowValue | None:
    """The engine's 8-or-better low of a seat's hand in hi-lo; None: none (or not hi-lo)."""
    hole = _hole(snap, seat)
    return None if hole is None else low_hand(_variant(snap), hole, snap.board)


def _variant(snap: TableSnapshot) -> str:
    return str(snap.variant)


def labelled(snap: TableSnapshot) -> tuple[int, ...]:
    """The tabled hands whose value shows: read ones, or every one in Learn mode."""
    if snap is None:
        return ()
    learn = snap.mode == Mode.LEARN
    return tuple(s for s in snap.tabled if learn or s in snap.read)


def plan(snap: TableSnapshot, hover: int | None = None) -> ShowdownPlan:
    seats = labelled(snap)
    values = {s: v for s in seats if (v := hand_value(snap, s)) is not None}
    if not values:
        return NO_SHOWDOWN
    read = [s for s in snap.read if s in values]
    halves = split(_variant(snap))
    lows = {s: low_value(snap, s) for s in values} if halves else {}
    if hover in values:
        focus = low_focus = hover
    elif read:
        focus = low_focus = read[-1]
    else:  # Learn: the best high, and in hi-lo the best low (the halves' winners)
        focus = max(values, key=lambda s: values[s].strength)
        qualified = {s: v for s, v in lows.items() if v is not None}
        low_focus = max(qualified, key=lambda s: qualified[s].strength) if qualified else focus
    labels = {s: (words_of(v), tuple(v.cards)) for s, v in values.items()}

    def low_five(s: int) -> tuple[Card, ...]:
        low = lows.get(s)
        return low.cards if low is not None else ()

    lit: set[Card] = set(labels[focus][1])
    lit_low: set[Card] = set(low_five(low_focus))
    holes: set[Card] = set()
    for s, (_, five) in labels.items():
        for c in _hole(snap, s) or ():
            holes.add(c)
            if c in five:
                lit.add(c)
            if c in low_five(s):
                lit_low.add(c)
    dim = {c for c in (*snap.board, *holes) if c not in lit and c not in lit_low}
    return ShowdownPlan(
        labels,
        focus,
        frozenset(lit),
        frozenset(dim),
        lows,
        frozenset(lit_low),
        halves,
        low_focus,
    )


def low_words(low: LowValue | None, lang: str) -> str:
    """A low as a dealer names it (hilo.read): by its two highest cards ("six-four low"), a
    wheel as one, or "no low"."""
    if low is None:
        return tr("showdown.low.none", lang)
    one, one2 = (tr(f"term.rank.one.{r}", lang) for r in low.naming)
    return tr("showdown.low.wheel" if low.wheel else "showdown.low.hand", lang, one=one, one2=one2)


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class ShowdownArt:
    """Label surfaces (cached by words, size and emphasis) and the card marks."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._labels: dict[tuple[object, ...], pygame.Surface] = {}

    def clear(self) -> None:
        self._labels.clear()

    def _keep(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        if len(self._labels) > 200:
            self._labels.clear()
        self._labels[key] = surf
        return surf

    @staticmethod
    def _plate(w: int, h: int, scale: float, focus: bool) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = round(7 * scale)
        pygame.draw.rect(surf, LABEL_BG, (0, 0, w, h), border_radius=radius)
        edge = FOCUS if focus else (120, 110, 80)
        width = max(1, round((3 if focus else 1) * scale))
        pygame.draw.rect(surf, edge, (0, 0, w, h), width, border_radius=radius)
        return surf

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
        surf = self._plate(w, h, scale, focus)
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
        return self._keep(key, surf)

    def split_label(
        self, rows: tuple[tuple[str, str], ...], box: Box, scale: float, focus: bool
    ) -> pygame.Surface:
        """A hi-lo hand's label: a row per half, its tag (in the half's colour, as its cards
        are framed) and its words: ((HI, "A flush, king high"), (LO, "Six-four low"))."""
        key = (rows, box.w, box.h, focus)
        surf = self._labels.get(key)
        if surf is not None:
            return surf
        pad, gap = round(4 * scale), round(3 * scale)
        size = max(9, round(11 * scale))
        tags = [self.text.render(tag, max(8, round(9 * scale)), INK, True) for tag, _ in rows]
        tag_w = max(t.get_width() for t in tags) + 2 * gap
        tag_h = max(t.get_height() for t in tags)
        room = box.w - 2 * pad - tag_w - gap
        # each row's words on two lines where one is too narrow and the label has the height
        texts = [self.text.fit(words, size, room, INK, True, two_lines=True) for _, words in rows]
        if sum(t.get_height() for t in texts) + 2 * gap > box.h:
            texts = [self.text.fit(words, size, room, INK, True) for _, words in rows]
        heights = [max(tag_h, t.get_height()) for t in texts]
        w = min(box.w, 2 * pad + tag_w + gap + max(t.get_width() for t in texts))
        h = min(box.h, sum(heights) + 2 * gap)
        surf = self._plate(w, h, scale, focus)
        y = (h - sum(heights)) // 2
        for colour, tag, t, row_h in zip((LIT, LOW), tags, texts, heights, strict=False):
            chip = pygame.Rect(pad, y + (row_h - tag_h) // 2, tag_w, tag_h)
            pygame.draw.rect(surf, colour, chip, border_radius=chip.h // 2)
            surf.blit(tag, tag.get_rect(center=chip.center))
            surf.blit(t, t.get_rect(midleft=(chip.right + gap, y + row_h // 2)))
            y += row_h
        return self._keep(key, surf)

    def draw_labels(
        self, surface: pygame.Surface, L: TableLayout, p: ShowdownPlan, lang: str
    ) -> dict[int, pygame.Rect]:
        """Each label in its seat's place, centred across it and against the plate (a label
        box may be taller than its words); the rectangles drawn, by seat."""
        drawn: dict[int, pygame.Rect] = {}
        for seat, (words, _) in p.labels.items():
            sl = L.seats.get(seat)
            if sl is None:
                continue
            focus = seat == p.focus
            if p.split:
                rows = (
                    (tr("showdown.half.high", lang), words.title(lang)),
                    (tr("showdown.half.low", lang), _capital(low_words(p.lows.get(seat), lang))),
                )
                img = self.split_label(rows, sl.label, L.scale, focus)
            else:
                img = self.label(words.title(lang), sl.label, L.scale, focus)
            r = img.get_rect(center=sl.label.center)  # in its place, against the plate
            if sl.label.y < sl.box.y:
                r.bottom = sl.label.bottom
            else:
                r.top = sl.label.y
            r = clear_of_cards(L, r)
            surface.blit(img, r)
            drawn[seat] = r
        return drawn

    def draw_marks(
        self, surface: pygame.Surface, L: TableLayout, snap: TableSnapshot, p: ShowdownPlan,
        hidden: set[object],
    ) -> None:
        """Each card of the plan marked where it shows: framed for the half (or halves) it
        plays in, or dimmed."""
        for card, box in card_boxes(L, snap).items():
            if card in hidden:
                continue
            high, low = card in p.lit, card in p.lit_low
            if high or low:
                self.frame(surface, box, L.scale, high, low)
            elif card in p.dim:
                self.shade(surface, box)

    @staticmethod
    def frame(surface: pygame.Surface, box: Box, scale: float, high: bool, low: bool) -> None:
        """A card that plays: a gold frame (high), a blue one (low), or for both halves the
        top half gold and the bottom half blue."""
        r = _rect(box).inflate(round(4 * scale), round(4 * scale))
        width, radius = max(2, round(3 * scale)), round(5 * scale)
        if high != low:
            pygame.draw.rect(surface, LIT if high else LOW, r, width, border_radius=radius)
            return
        top = pygame.Rect(r.x, r.y, r.w, r.h // 2)
        clip = surface.get_clip()
        for colour, half in ((LIT, top), (LOW, pygame.Rect(r.x, top.bottom, r.w, r.h - top.h))):
            surface.set_clip(half.clip(clip) if clip else half)
            pygame.draw.rect(surface, colour, r, width, border_radius=radius)
        surface.set_clip(clip)

    @staticmethod
    def shade(surface: pygame.Surface, box: Box) -> None:
        r = _rect(box)
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((10, 14, 18, 150))
        surface.blit(shade, r)


def card_boxes(L: TableLayout, snap: TableSnapshot) -> dict[Card, Box]:
    """Where each face-up board and hole card shows (for its mark): a hole card covered by the
    next one of its hand, only the part left in view."""
    out: dict[Card, Box] = {}
    for i, c in enumerate(snap.board[:5]):
        out[c] = L.board[i]
    for sv in snap.seats:
        sl = L.seats.get(sv.seat)
        if sl is None:
            continue
        boxes = [sl.hole_box(j) for j in range(len(sv.hole))]
        for j, h in enumerate(sv.hole):
            box = boxes[j]
            after = [b for b in boxes[j + 1 :] if b.overlaps(box) and b.x > box.x]
            if after:
                box = Box(box.x, box.y, min(b.x for b in after) - box.x, box.h)
            out[h.card] = box
    return out


# --- hover ------------------------------------------------------------------------------------


def hovered_pot(L: TableLayout, snap: TableSnapshot,
                pos: tuple[int, int] | None) -> PotView | None:
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


def pot_tip_text(pot: PotView, lang: str) -> str:
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


def spared(L: TableLayout, snap: TableSnapshot) -> list[pygame.Rect]:
    """What a pot's tooltip had better not cover: the pots (its own amount too) and the
    board."""
    slots = pot_slots(snap)
    boxes = L.pot_boxes(len(slots))
    out = [_rect(b) for p, b in zip(slots, boxes, strict=False) if p is not None]
    return out + [_rect(b) for b in L.board]


def button_rects(manager: pygame_gui.UIManager) -> list[pygame.Rect]:
    """Every visible button on the screen (pygame_gui's), which a tooltip must leave free."""
    import pygame_gui

    out = []
    for e in manager.get_sprite_group().sprites():
        if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.alive():
            out.append(pygame.Rect(e.rect))
    return out


def clear_of_cards(L: TableLayout, r: pygame.Rect) -> pygame.Rect:
    """A label that would lie over a seat's cards (a stud row of seven reaches out beside the
    plate) moved just clear of them, sideways or else up or down, where it then covers no
    card and stays in the table area; else where it was."""
    cards = [_rect(c) for sl in L.seats.values() for c in sl.cards]
    hit = [c for c in cards if c.colliderect(r)]
    if not hit:
        return r
    gap = round(4 * L.scale)
    area = _rect(L.table_area)
    left, right = min(c.x for c in hit), max(c.right for c in hit)
    top, bottom = min(c.y for c in hit), max(c.bottom for c in hit)
    for moved in (r.move(left - gap - r.right, 0), r.move(right + gap - r.x, 0),
                  r.move(0, top - gap - r.bottom), r.move(0, bottom + gap - r.y)):
        if area.contains(moved) and moved.collidelist(cards) == -1:
            return moved
    return r
