"""The stud table's places (issue 26; pure, no pygame): eight seats round the table
(stud.table_size), each hand of seven cards in a row in the order dealt (down cards as backs,
upcards face up), no board but one slot in the middle for the common card (stud.common_card),
no button. The dealer sits at the bottom centre, as at every table; the disc the dealer drags
to the seat that brings it in or acts first rests in the middle, beside the common card's slot.

The flop games keep `layout.compute_layout`'s ten places; `table_layout` is the one door the
table scene asks, whatever the game.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.variant import row
from .geometry import Box
from .layout import TableLayout, compute_layout
from .variants import hole_cards, split

STUD_RING = 8  # stud.table_size: eight seats at most, spread round the whole table


def is_stud(variant: str) -> bool:
    """A game with no button and no board: antes, a bring-in, up and down cards."""
    return not row(variant).button


def table_layout(
    size: tuple[int, int], occupied: tuple[int, ...] | list[int], variant: str,
    hole: int | None = None,
) -> TableLayout:
    """The table for the game dealt: a flop game's as before, a stud game's with eight places
    round the table, seven cards a hand and the common card's one slot in the middle; `hole`:
    the card places a hand needs where the game's are not (a chip race's cards)."""
    if not is_stud(variant):
        return compute_layout(size, occupied, hole or hole_cards(variant), split(variant))
    L = compute_layout(size, occupied, hole_cards(variant), split(variant), ring=STUD_RING)
    mid = L.board[len(L.board) // 2]
    rim = max(2, round(4 * L.scale))
    return replace(L, board=(mid,), board_area=mid.inflate(2 * rim, 2 * rim))


def disc_home(L: TableLayout) -> Box:
    """Where the naming disc rests (in the middle, left of the common card's slot, nearer no
    seat than another): dragged to a seat it names the bring-in on third street, the first to
    act on the later ones."""
    s = L.scale
    w, h = round(96 * s), round(26 * s)
    slot = L.board[0]
    return Box(slot.x - round(16 * s) - w, slot.center[1] - h // 2, w, h)


def disc_room(L: TableLayout) -> int:
    """How wide the disc at rest may be, centred on its home: clear of the betting spots level
    with it (a seat's chips lie there) and of the common card's slot, a margin each side."""
    home, gap = disc_home(L), round(4 * L.scale)
    cx, left, right = home.center[0], L.table_area.x, L.board[0].x - gap
    for sl in L.seats.values():
        b = sl.bet
        if b.y < home.bottom and b.bottom > home.y:
            if b.right <= cx:
                left = max(left, b.right + gap)
            elif b.x >= cx:
                right = min(right, b.x - gap)
    return min(2 * home.w, 2 * min(cx - left, right - cx))


def mark_box(L: TableLayout, seat: int, w: int, h: int) -> Box:
    """A seat's mark (the bring-in, the high board): a pill beside its cards, the first
    place that covers no other seat's cards or plate and none of the dealer's zones: below
    the cards, above them, then over the plate's inner edge."""
    sl = L.seats[seat]
    s = L.scale
    gap = round(2 * s)
    x0, x1 = sl.cards[0].x, sl.cards[-1].right
    top, bottom = min(c.y for c in sl.cards), max(c.bottom for c in sl.cards)
    cx = (x0 + x1) // 2
    plate = sl.box
    places = [
        Box(cx - w // 2, bottom + gap, w, h),
        Box(cx - w // 2, top - h - gap, w, h),
        # a long one (Greek's "+100 κερδισμένη" at a race) from the cards' left or right edge
        # before it covers the seat's own stack on its plate
        *(Box(x, y, w, h) for y in (bottom + gap, top - h - gap) for x in (x0, x1 - w)),
        Box(plate.center[0] - w // 2, plate.bottom - h // 2, w, h),
        Box(plate.center[0] - w // 2, plate.y - h // 2, w, h),
    ]
    theirs = [b for t, o in L.seats.items() if t != seat and t in L.occupied
              for b in (o.box, *o.cards)]
    zones = (*L.board, L.pot_area, L.deck, L.burn, L.muck, disc_home(L))
    area = L.table_area
    for box in places:
        inside = area.x <= box.x and box.right <= area.right and area.y <= box.y
        if inside and box.bottom <= area.bottom and not any(
                box.overlaps(b) for b in (*theirs, *zones)):
            return box
    return places[0]
