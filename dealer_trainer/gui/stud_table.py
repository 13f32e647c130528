"""What a stud table draws beyond a flop game's (issue 26): the deal order from the dealer's
left, the naming disc at the dealer's place, and the marks of the bring-in and of the board
that acts first once the trainee has named them (`TableSnapshot.stud_first`; in Learn mode at
once, `stud_due`). Everything is read from the snapshot: the GUI never works out who brings
in or who acts first. Drawn into the table's cached layer (its coordinates), nothing changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..arbiter.snapshot import TableSnapshot
from ..engine.variant import row
from .layout import Box, TableLayout
from .stud_layout import disc_home, disc_room, is_stud, mark_box
from .text import tr

if TYPE_CHECKING:
    from .table_view import TableView

BRING_IN = (236, 190, 70)  # the bring-in's pill: gold
FIRST = (90, 210, 255)  # the first to act's: blue
DUE = (255, 236, 120)  # Learn: the seat the book names, before the trainee does
INK = (20, 24, 30)
ORDER = (150, 200, 170)
SLOT = (70, 150, 104)  # the empty slot's words, faint on the felt
AFTER_THE_CARDS = ("showdown", "read", "rake", "award", "done")  # nothing more to name


def mark_key(snap: TableSnapshot, third: bool) -> str:
    """The words of a mark: the bring-in on third street, then the high board (razz: the low
    board, razz.first_to_act)."""
    if third:
        return "stud.table.bring_in"
    return "stud.table.low_board" if row(snap.variant).low_order else "stud.table.high_board"


def naming_bring_in(snap: TableSnapshot) -> bool:
    """Is the next naming the bring-in's (the arbiter's `stud_naming`: the one owed, else
    none named yet this hand)? The disc says what the controller sends (stud_controls)."""
    return snap.stud_naming == "bring_in"


def disc_box(L: TableLayout, snap: TableSnapshot) -> Box | None:
    """Where the naming disc lies for a drag at a stud table; None at a flop table and once
    every round is named."""
    if snap is None or not is_stud(snap.variant) or snap.phase in AFTER_THE_CARDS:
        return None
    return disc_home(L)


def pill(view: TableView, words: str, colour: tuple[int, int, int], scale: float,
         max_w: int, dashed: bool = False, two_lines: bool = False) -> pygame.Surface:
    """A rounded label in `colour` (Learn's mark: an outline only)."""
    t = view.text.fit(words, max(9, round(12 * scale)), max_w - round(10 * scale),
                      colour if dashed else INK, True, two_lines=two_lines)
    w, h = t.get_width() + round(12 * scale), t.get_height() + round(6 * scale)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    r = img.get_rect()
    if dashed:
        pygame.draw.rect(img, (16, 30, 24, 220), r, border_radius=h // 2)
        pygame.draw.rect(img, colour, r, max(2, round(2 * scale)), border_radius=h // 2)
    else:
        pygame.draw.rect(img, colour, r, border_radius=h // 2)
        pygame.draw.rect(img, INK, r, 1, border_radius=h // 2)
    img.blit(t, t.get_rect(center=r.center))
    return img


def held_disc(view: TableView, snap: TableSnapshot, L: TableLayout, lang: str) -> pygame.Surface:
    """The disc under the cursor while it is dragged to a seat."""
    third = naming_bring_in(snap)
    colour = BRING_IN if third else FIRST
    return pill(view, tr(mark_key(snap, third), lang), colour, L.scale, disc_home(L).w * 2)


def named_here(snap: TableSnapshot, third: bool) -> bool:
    """Does a seat's mark already read the disc's words (this street's first to act named, a
    later street's)? Then the disc at rest shows none: one "High board" on the table."""
    return (snap.stud_due is None and snap.stud_first is not None and not third
            and not naming_bring_in(snap))


def resting_disc(view: TableView, snap: TableSnapshot, L: TableLayout, lang: str,
                 third: bool) -> pygame.Surface:
    """The disc in the middle: its words while they name the next round, a plain disc of its
    colour, its home's size, while the seat named carries them."""
    home = disc_home(L)
    if not named_here(snap, third):  # clear of the bets beside it: on two lines if need be
        words = tr(mark_key(snap, naming_bring_in(snap)), lang)
        colour = BRING_IN if naming_bring_in(snap) else FIRST
        return pill(view, words, colour, L.scale, disc_room(L), two_lines=True)
    blank = pygame.Surface((home.w, home.h), pygame.SRCALPHA)
    r, h = blank.get_rect(), home.h
    pygame.draw.rect(blank, (*FIRST, 150), r, border_radius=h // 2)
    pygame.draw.rect(blank, INK, r, 1, border_radius=h // 2)
    return blank


def draw_stud(view: TableView, surface: pygame.Surface, snap: TableSnapshot, lang: str) -> None:
    """The deal order, the disc at home and each mark (nothing at a flop table)."""
    L = view.layout
    if L is None or snap is None or not is_stud(snap.variant):
        return
    s = L.scale
    _deal_order(view, surface, snap, L, lang)
    slot, words = L.board[0], tr("action.common_card", lang)
    size, room = max(9, round(10 * s)), L.board[0].w - round(6 * s)
    # the common card's place, named while it is empty, where each word fits whole
    if not snap.board and all(view.text.render(w, size, SLOT, True).get_width() <= room
                              for w in words.split()):
        t = view.text.fit(words, size, room, SLOT, True, two_lines=True)
        surface.blit(t, t.get_rect(center=slot.center))
    over = snap.phase in AFTER_THE_CARDS
    third = snap.street == row(snap.variant).streets[0]  # the bring-in's street (stud.deal)
    if not over:  # the disc rests in the middle until the last round is named
        img = resting_disc(view, snap, L, lang, third)
        surface.blit(img, img.get_rect(center=disc_home(L).center))
    marks: list[tuple[int, str, tuple[int, int, int], bool]] = []
    if snap.stud_due is not None:  # Learn: the board the book names, at once
        due_third = naming_bring_in(snap)
        marks.append((snap.stud_due, mark_key(snap, due_third), DUE, True))
    elif snap.stud_first is not None and not over:
        marks.append((snap.stud_first, mark_key(snap, third), BRING_IN if third else FIRST,
                      False))
    for seat, key, colour, learn in marks:
        if seat not in L.seats:
            continue
        img = pill(view, tr(key, lang), colour, s, round(150 * s), dashed=learn)
        box = mark_box(L, seat, img.get_width(), img.get_height())
        surface.blit(img, (box.x, box.y))


def order_room(L: TableLayout) -> int:
    """How wide the deal order's lines may be: clear of every hand level with them (the
    band above the common card's slot), a margin each side."""
    s, slot = L.scale, L.board[0]
    cx, y0, y1 = slot.center[0], slot.y - round(64 * s), slot.y
    room = round(L.felt.w * 0.5)
    for sl in L.seats.values():
        for c in sl.cards:
            if c.y < y1 and c.bottom > y0:
                gap = c.x - cx if c.x > cx else cx - c.right
                room = min(room, 2 * (gap - round(8 * s)))
    return max(round(80 * s), room)


def _deal_order(view: TableView, surface: pygame.Surface, snap: TableSnapshot, L: TableLayout,
                lang: str) -> None:
    """Above the common card's slot, two lines: the seats in the order they are dealt, from
    the first on the dealer's left (stud.no_button); while a bet lies over them (a player
    in front of the middle), not at all: the order is the dealing's, and the bets are
    collected before each street is dealt."""
    s = L.scale
    room = order_room(L)
    size = max(9, round(12 * s))
    words = view.text.fit(tr("stud.table.order", lang), size, room, ORDER, True,
                          two_lines=True)
    seats = " → ".join(str(sv.seat) for sv in sorted(snap.seats, key=lambda v: v.seat))
    order = view.text.fit(seats, round(size * 1.15), room, ORDER, True)
    slot = L.board[0]
    bottom = slot.y - round(8 * s)
    low = order.get_rect(midbottom=(slot.center[0], bottom))
    top = bottom - order.get_height() - round(2 * s)
    high = words.get_rect(midbottom=(slot.center[0], top))
    pad = round(10 * s)  # a stack's count below its chips
    bets = [pygame.Rect(L.seats[sv.seat].bet.as_tuple()).inflate(pad, 2 * pad)
            for sv in snap.seats if (sv.bet or sv.pushed) and sv.seat in L.seats]
    if any(b.colliderect(low) or b.colliderect(high) for b in bets):
        return
    surface.blit(order, low)
    surface.blit(words, high)
