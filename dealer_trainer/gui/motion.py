"""What moved between two snapshots, as glides: cards between zones, chips between spots.

Derived from the snapshots alone, so every change animates the same way whoever caused it:
the trainee's pitch, the simulator's injected mistake, a misdeal's gather, a push.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card
from .anim import CHIP_S, PITCH_S, STAGGER_S, Glide
from .layout import Box, TableLayout

Loc = tuple[Any, ...]


def visible_pots(snap: Any) -> list[Any]:
    """Pots still on the table (not yet pushed), in index order."""
    return [p for p in snap.pots if not p.awarded_to and p.amount > 0]


def pot_slots(snap: Any) -> list[Any]:
    """Each pot of the hand in its place, left to right: the pot while it is on the table,
    None once it is pushed. A push empties its slot and moves no other pot (the next click
    lands where the trainee saw the pot)."""
    return [None if p.awarded_to else p for p in snap.pots if p.awarded_to or p.amount > 0]


def card_locations(snap: Any) -> dict[Card, Loc]:
    locs: dict[Card, Loc] = {}
    for sv in snap.seats:
        for j, hv in enumerate(sv.hole):
            locs[hv.card] = ("hole", sv.seat, j, hv.face_up)
    for i, c in enumerate(snap.board):
        locs[c] = ("board", i)
    for i, c in enumerate(snap.burns):
        locs[c] = ("burn", i)
    for i, c in enumerate(snap.set_aside):
        locs[c] = ("set_aside", i)
    return locs


def loc_box(layout: TableLayout, loc: Loc) -> Box:
    kind = loc[0]
    if kind == "hole":
        sl = layout.seats[loc[1]]
        j = loc[2]
        return sl.cards[j] if j < 2 else sl.extra
    if kind == "board":
        return layout.board[min(loc[1], 4)] if loc[1] < 5 else layout.set_aside
    if kind == "burn":
        return layout.burn_slot(loc[1])
    if kind == "set_aside":
        return layout.set_aside_slot(loc[1])
    if kind == "muck":
        return layout.muck
    return layout.deck


def face_up(loc: Loc) -> bool:
    return loc[0] in ("board", "set_aside") or (loc[0] == "hole" and bool(loc[3]))


def _same_place(a: Loc, b: Loc) -> bool:
    return a[:3] == b[:3] if a[0] == "hole" and b[0] == "hole" else a == b


def card_glides(old: Any, new: Any, layout: TableLayout) -> list[Glide]:
    before, after = card_locations(old), card_locations(new)
    moves: list[tuple[Loc, Loc, Card]] = []
    for card, loc in after.items():
        prev = before.get(card, ("deck",))
        if not _same_place(prev, loc):
            moves.append((prev, loc, card))
    gone = [c for c in before if c not in after]
    to_muck = new.muck_count > old.muck_count
    for card in gone:
        moves.append((before[card], ("muck",) if to_muck else ("deck",), card))
    glides: list[Glide] = []
    for i, (src, dst, card) in enumerate(moves):
        src_box, dst_box = loc_box(layout, src), loc_box(layout, dst)
        size = (
            (layout.small_card_w, layout.small_card_h)
            if dst[0] in ("deck", "muck")
            else (dst_box.w, dst_box.h)
        )
        hides = card if dst[0] not in ("deck", "muck") else None
        glides.append(
            Glide(
                ("card", card, face_up(dst), size),
                src_box.center,
                dst_box.center,
                PITCH_S,
                delay=i * STAGGER_S,
                hides=hides,
            )
        )
    return glides


def _pot_centre(layout: TableLayout, snap: Any, index: int) -> tuple[int, int]:
    slots = pot_slots(snap)
    for p, box in zip(slots, layout.pot_boxes(len(slots)), strict=False):
        if p is not None and p.index == index:
            return box.center
    return layout.pot_area.center


def chip_glides(old: Any, new: Any, layout: TableLayout) -> list[Glide]:
    glides: list[Glide] = []
    old_seats = {s.seat: s for s in old.seats}
    pot_grew = sum(p.amount for p in new.pots) > sum(p.amount for p in old.pots)
    into_pot = layout.pot_area.center
    for sv in new.seats:
        was = old_seats.get(sv.seat)
        if was is None or sv.seat not in layout.seats:
            continue
        sl = layout.seats[sv.seat]
        d = sv.bet - was.bet
        if d > 0:  # a blind, a bet, a call: from the stack to the spot
            glides.append(
                Glide(("chips", d), sl.box.center, sl.bet.center, CHIP_S, hides=("bet", sv.seat))
            )
        elif d < 0 and was.bet > 0:  # collected into the pot, or an uncalled bet returned
            dest = into_pot if pot_grew and sv.stack <= was.stack else sl.box.center
            glides.append(Glide(("chips", was.bet), sl.bet.center, dest, CHIP_S))
        won = sv.won - was.won
        if won > 0:  # a push: from the pot it was in to the winner
            src = into_pot
            for p in new.pots:
                if sv.seat in p.awarded_to and not any(
                    op.index == p.index and op.awarded_to for op in old.pots
                ):
                    src = _pot_centre(layout, old, p.index)
                    break
            glides.append(Glide(("chips", won), src, sl.box.center, CHIP_S * 1.3))
    return glides


def glides_between(old: Any, new: Any, layout: TableLayout) -> list[Glide]:
    if old is None or new is None:
        return []
    return card_glides(old, new, layout) + chip_glides(old, new, layout)
