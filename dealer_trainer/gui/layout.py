"""Where everything sits on the screen: pure functions of (window size, occupied seats).

No pygame here, so the geometry is unit-tested without a display. Everything is designed at
1280x800 and scaled by `min(w / 1280, h / 800)`; the felt stretches to the space it gets.

Seats are numbered 1..10 clockwise with the dealer at the bottom centre: seat 1 is on the
dealer's left (bottom left of the screen), seat 10 on his right.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass, field, replace

from .geometry import Box, felt_floor, on_ring, widest_oval
from .pot_halves import cut_mark, half_at, odd_box
from .seat_places import Sizes, place_seats
from .variants import HOLDEM_HOLE

BASE_W, BASE_H = 1280, 800
# the smallest window every screen is built for (the window refuses to shrink below it)
MIN_W, MIN_H = 960, 600
# the largest screen laid out (a 4K window; the rest of a larger one stays dark): laying out
# and drawing grow with the pixels, and an 8K window took 4.7 s to lay out once
MAX_W, MAX_H = 3840, 2400
SEAT_COUNT = 10
# The dealer's gap at the bottom of the table, in degrees either side of straight down.
DEALER_GAP_DEG = 38.0
BET_RX, BET_RY = 0.6, 0.7  # the bets' ring, as shares of the felt's radii
POT_ROW = 1.0  # the pots' row, as a share of the board's width
RAIL = 11  # the padded rail's width round the felt, at 1280x800


@dataclass(frozen=True, slots=True)
class SeatLayout:
    seat: int
    box: Box  # the name plate: name and stack
    cards: tuple[Box, ...]  # where each hole card lies, left to right (two in hold'em)
    extra: Box  # an extra card dealt by mistake (one beyond `cards`)
    bet: Box  # the chips in front of the seat and their amount (click it to post a blind)
    marker: Box  # the dealer button, on the plate's inner edge beside the cards
    blind_marker: Box  # SB / BB / straddle puck, just outside the bet's spot
    bubble: Box  # the decision bubble ("raise to 30")
    toward: tuple[float, float]  # unit vector from the seat toward the table centre
    # the hand's value read at the showdown ("two pair, kings and sevens"): in the bubble's
    # place beyond the plate, a little larger; it stands for the "Show" bubble it replaces
    label: Box = Box(0, 0, 0, 0)

    def hole_box(self, j: int) -> Box:
        """Where the seat's j-th hole card lies: its place, or past them the extra card's."""
        return self.cards[j] if j < len(self.cards) else self.extra


@dataclass(frozen=True, slots=True)
class TableLayout:
    size: tuple[int, int]
    scale: float
    top_bar: Box
    side_panel: Box
    bottom_bar: Box
    table_area: Box
    felt: Box  # the ellipse's bounding box
    card_w: int
    card_h: int
    small_card_w: int  # hole cards
    small_card_h: int
    deck: Box
    burn: Box
    muck: Box
    board: tuple[Box, ...]  # five slots
    board_area: Box  # click to turn the next street
    set_aside: Box
    pot_area: Box
    seats: dict[int, SeatLayout] = field(default_factory=dict)
    occupied: tuple[int, ...] = ()
    hole: int = 2  # hole cards a hand holds: the places of `SeatLayout.cards`
    # each pot also has a low half (a hi-lo game): its place is twice as wide, room for the
    # high and the low stacks side by side once the dealer cuts it (pot_halves.py)
    halves: bool = False

    def pot_boxes(self, count: int) -> tuple[Box, ...]:
        """Boxes for the main pot and each side pot, centred in a row under the board. `count`
        is every pot of the hand, pushed ones included: a push leaves the others in place."""
        if count <= 0:
            return ()
        gap = round(8 * self.scale)
        widest = round(150 * self.scale) * (2 if self.halves else 1)
        w = min(widest, (self.pot_area.w - gap * (count - 1)) // count)
        total = count * w + (count - 1) * gap
        x0 = self.pot_area.center[0] - total // 2
        return tuple(
            Box(x0 + i * (w + gap), self.pot_area.y, w, self.pot_area.h) for i in range(count)
        )

    @property
    def rail(self) -> Box:
        """The rail's outer oval: the felt's, widened by the rail on every side."""
        r = round(RAIL * self.scale)
        return self.felt.inflate(2 * r, 2 * r)

    def zone_frame(self, box: Box) -> Box:
        """The frame felt_view draws round the deck, the burns or the muck."""
        return box.inflate(round(8 * self.scale), round(8 * self.scale))

    def zone_caption(self, box: Box) -> Box:
        """Where the zone's caption is written under its frame, two lines of `caption_size` at
        most (felt_view fits it there, "Burn / cards"): `caption_room` wide under the deck;
        under the burns and the muck, with nothing beyond them, wider on their outer side
        ("Cartas / queimadas" whole at 1024x700). At a flop table it lies on the felt
        (`compute_layout` raises the piles where the felt curves): felt_view writes it here."""
        return pile_caption(box, self.deck, self.burn, self.muck, self.scale, self.felt)

    @property
    def caption_size(self) -> int:
        return caption_size(self.scale)

    @property
    def caption_room(self) -> int:
        """A caption's width: it may not meet the next zone's."""
        return caption_room(self.deck, self.burn, self.scale)

    def dealer_place(self) -> tuple[Box, ...]:
        """The deck, the burns and the muck, each with its frame and its caption: what a card
        laid on the felt leaves in sight."""
        out = []
        for box in (self.deck, self.burn, self.muck):
            frame, cap = self.zone_frame(box), self.zone_caption(box)
            x, right = min(frame.x, cap.x), max(frame.right, cap.right)
            out.append(Box(x, frame.y, right - x, cap.bottom - frame.y))
        return tuple(out)

    def burn_slot(self, i: int) -> Box:
        """The i-th burn card, slightly fanned so the count can be seen."""
        step = max(1, round(6 * self.scale))
        return Box(self.burn.x + i * step, self.burn.y, self.small_card_w, self.small_card_h)

    def set_aside_slot(self, i: int) -> Box:
        step = round(self.small_card_w * 0.55)
        return Box(
            self.set_aside.x + i * step, self.set_aside.y, self.small_card_w, self.small_card_h
        )


def caption_size(s: float) -> int:
    """The dealer's piles' captions' letter size at scale `s`."""
    return max(9, round(11 * s))


def caption_room(deck: Box, burn: Box, s: float) -> int:
    """A pile caption's width: it may not meet the next pile's."""
    return burn.center[0] - deck.center[0] - round(6 * s)


def pile_caption(box: Box, deck: Box, burn: Box, muck: Box, s: float, felt: Box | None = None,
                 outer: float = 24) -> Box:
    """The caption box under pile `box` (one of `deck`, `burn`, `muck`): TableLayout.zone_caption.
    Under the burns and the muck it is wider on their outer side by up to `outer` (at 1280x800),
    as far as the felt (`felt`) holds it where the oval curves up."""
    frame = box.inflate(round(8 * s), round(8 * s))
    lab, room = caption_size(s), caption_room(deck, burn, s)
    w = max(room, frame.w)
    x = frame.center[0] - w // 2
    y, h = frame.bottom + round(3 * s), 2 * round(lab * 1.25) + 2
    if box not in (burn, muck):
        return Box(x, y, w, h)
    for more in range(round(outer * s), -1, -1):
        b = Box(x, y, w + more, h) if box == burn else Box(x - more, y, w + more, h)
        if felt is None or b.bottom <= felt_floor(felt, b.x, b.right):
            return b
    return b


def _captions_dip(deck: Box, burn: Box, muck: Box, felt: Box, s: float) -> int:
    """How far the lowest of the piles' captions reaches below the felt (0: none does)."""
    caps = (pile_caption(b, deck, burn, muck, s, outer=0) for b in (deck, burn, muck))
    return max(0, *(c.bottom - felt_floor(felt, c.x, c.right) for c in caps))


def scale_for(size: tuple[int, int]) -> float:
    w, h = size
    return max(0.5, min(w / BASE_W, h / BASE_H))


def seat_angle(seat: int, ring: int = SEAT_COUNT) -> float:
    """Angle in radians (screen coordinates, y down, growing clockwise) of seat 1..`ring`
    (ten places round a flop game's table, eight round a stud table: stud.table_size)."""
    first = 90.0 + DEALER_GAP_DEG
    span = 360.0 - 2 * DEALER_GAP_DEG
    return math.radians(first + (seat - 1) * span / (ring - 1))


def compute_layout(
    size: tuple[int, int],
    occupied: tuple[int, ...] | list[int] = (),
    hole: int = HOLDEM_HOLE,
    halves: bool = False,
    ring: int = SEAT_COUNT,
) -> TableLayout:
    """The whole table screen for a window of `size` with these seats occupied, each hand of
    `hole` cards; `halves`: each pot is split high and low; `ring`: the seats round the
    table (eight at a stud table, gui/stud_layout.py)."""
    w, h = max(MIN_W, size[0]), max(MIN_H, size[1])
    s = scale_for((w, h))

    top_h = round(40 * s)
    bottom_h = round(100 * s)
    side_w = min(round(330 * s), w // 3)
    top_bar = Box(0, 0, w, top_h)
    bottom_bar = Box(0, h - bottom_h, w - side_w, bottom_h)
    side_panel = Box(w - side_w, top_h, side_w, h - top_h)
    area = Box(0, top_h, w - side_w, h - top_h - bottom_h)
    cx, cy = area.x + area.w / 2, area.y + area.h / 2

    plate_w, plate_h = round(112 * s), round(50 * s)
    bub_w, bub_h = round(118 * s), round(24 * s)
    # a hi-lo hand's label reads two hands, each behind its half's tag: wider with four cards
    label_w, label_h = round((150 if hole <= HOLDEM_HOLE else 190) * s), round(34 * s)
    # the seats' ring: plates inside the area's edges, with room for a bubble beyond them; a
    # rounded ring (a superellipse) so that the corner seats sit out in the area's corners
    ring_rx = area.w / 2 - plate_w / 2 - 4 * s
    ring_ry = area.h / 2 - plate_h / 2 - bub_h - 6 * s
    plates = {
        seat: Box.centred(
            *on_ring(cx, cy, ring_rx, ring_ry, seat_angle(seat, ring)), plate_w, plate_h)
        for seat in range(1, ring + 1)
    }
    # the rail: the largest oval that leaves every seat outside it (seats sit at the rail, not
    # on it); the felt inside the rail
    rail_w = RAIL * s
    kx, ky = widest_oval(list(plates.values()), cx, cy, ring_rx, ring_ry, 3 * s)
    felt_rx, felt_ry = kx * ring_rx - rail_w, ky * ring_ry - rail_w
    felt = Box.centred(cx, cy, 2 * felt_rx, 2 * felt_ry)

    card_h = round(min(72 * s, area.h * 0.11))
    card_w = round(card_h * 250 / 350)
    small_h = round(card_h * 0.72)
    small_w = round(small_h * 250 / 350)

    # the centre column, top to bottom: board, pots, set-aside cards, the dealer's place
    gap = round(4 * s)
    board_y = cy - card_h * 0.8
    bx0 = cx - (5 * card_w + 4 * gap) / 2
    board = tuple(
        Box(round(bx0 + i * (card_w + gap)), round(board_y), card_w, card_h) for i in range(5)
    )
    rim = max(2, gap // 2)  # the board's click zone, a little beyond its cards
    board_area = Box(
        board[0].x - rim, board[0].y - rim, board[4].right - board[0].x + 2 * rim, card_h + 2 * rim
    )
    pot_h = round(46 * s)
    pot_w = round((board[4].right - board[0].x) * POT_ROW)
    pot_area = Box(round(cx - pot_w / 2), board_area.bottom + round(2 * s), pot_w, pot_h)
    set_aside = Box(
        round(cx - small_w * 0.8), pot_area.bottom + round(6 * s), round(small_w * 1.6), small_h
    )

    # the dealer's place: the stub in the middle, burns to its right, muck to its left
    deck_cy = max(cy + felt_ry * 0.74, set_aside.bottom + round(6 * s) + small_h / 2)
    # raised where the felt curves, so that each pile's caption lies on the felt (felt_view
    # writes it where zone_caption says), as far as the set-aside cards above allow
    highest = set_aside.bottom + round(6 * s) + small_h / 2
    deck = burn = muck = Box(0, 0, 0, 0)
    for _ in range(3):
        deck = Box.centred(cx, deck_cy, small_w, small_h)
        burn = Box(deck.right + round(30 * s), deck.y, small_w, small_h)
        muck = Box(deck.x - round(30 * s) - round(small_w * 1.3), deck.y,
                   round(small_w * 1.3), small_h)
        dip = _captions_dip(deck, burn, muck, felt, s)
        if dip == 0 or deck_cy <= highest:
            break
        deck_cy = max(highest, deck_cy - dip)

    seats: dict[int, SeatLayout] = {}
    sizes = Sizes(small_w, small_h, round(58 * s), round(42 * s), round(24 * s), 4 * s, hole)
    zones = [
        board_area,
        pot_area,
        deck,
        muck,
        set_aside,
        *(Box(burn.x + i * max(1, round(6 * s)), burn.y, small_w, small_h) for i in range(4)),
    ]
    places = place_seats(tuple(plates.items()), felt, tuple(zones), sizes)
    for seat in range(1, ring + 1):
        a = seat_angle(seat, ring)
        plate, pl = plates[seat], places[seat]
        marker, blind_marker = pl.marker, pl.blind_marker
        # the bubble beyond the plate: above it in the top half, below it in the bottom half
        lower = math.sin(a) > 0.3
        by = plate.bottom + round(3 * s) if lower else plate.y - bub_h - round(3 * s)
        bubble = Box(plate.center[0] - bub_w // 2, by, bub_w, bub_h)
        ly = plate.bottom + round(3 * s) if lower else plate.y - label_h - round(3 * s)
        label = _beside_markers(
            Box(plate.center[0] - label_w // 2, max(area.y, ly), label_w, label_h),
            (marker, blind_marker),
            area,
            round(3 * s),
        )
        seats[seat] = SeatLayout(
            seat, plate, pl.cards, pl.extra, pl.bet, marker, blind_marker, bubble, pl.toward, label
        )
    if hole > HOLDEM_HOLE:
        seats = _roomier_labels(seats, area, s)

    return TableLayout(
        size=(w, h),
        scale=s,
        top_bar=top_bar,
        side_panel=side_panel,
        bottom_bar=bottom_bar,
        table_area=area,
        felt=felt,
        card_w=card_w,
        card_h=card_h,
        small_card_w=small_w,
        small_card_h=small_h,
        deck=deck,
        burn=burn,
        muck=muck,
        board=board,
        board_area=board_area,
        set_aside=set_aside,
        pot_area=pot_area,
        seats=seats,
        occupied=tuple(sorted(occupied)),
        hole=hole,
        halves=halves,
    )


def _roomier_labels(seats: dict[int, SeatLayout], area: Box, s: float) -> dict[int, SeatLayout]:
    """A hi-lo hand's label reads a high and a low, each of two lines at worst: each seat's
    label made taller (away from the plate), else wider, where that covers nothing of any
    seat and stays in the table area; else as it was."""
    tall_h = round(52 * s)
    out = dict(seats)

    def pieces(sl: SeatLayout) -> tuple[Box, ...]:
        return (sl.box, *sl.cards, sl.extra, sl.bet, sl.marker, sl.blind_marker)

    for seat, sl in seats.items():
        lab = sl.label
        above = lab.y < sl.box.y
        rooms = [Box(lab.x, lab.bottom - tall_h if above else lab.y, lab.w, tall_h)]
        for wide_w in range(round(290 * s), lab.w, -round(20 * s) or -1):
            x = min(max(area.x, lab.center[0] - wide_w // 2), area.right - wide_w)
            rooms.append(Box(x, lab.y, wide_w, lab.h))
        theirs = [
            b for t, o in out.items() if t != seat for b in (*pieces(o), o.bubble, o.label)
        ]
        for room in rooms:
            inside = area.x <= room.x and room.right <= area.right
            inside = inside and area.y <= room.y and room.bottom <= area.bottom
            if inside and not any(room.overlaps(b) for b in (*theirs, *pieces(sl))):
                out[seat] = replace(sl, label=room)
                break
    return out


def _beside_markers(box: Box, markers: tuple[Box, ...], area: Box, gap: int) -> Box:
    """`box` kept inside the area and cut short of any marker it would cover (on the side
    the marker lies, from the box's middle)."""
    left, right = max(area.x, box.x), min(area.right, box.right)
    if right - left < box.w:  # against the area's edge: slide in, keeping the width
        left, right = (
            (area.x, area.x + box.w) if box.x < area.x else (area.right - box.w, area.right)
        )
    for m in markers:
        if not Box(left, box.y, right - left, box.h).overlaps(m):
            continue
        if m.center[0] >= (left + right) // 2:
            right = min(right, m.x - gap)
        else:
            left = max(left, m.right + gap)
    return Box(left, box.y, max(1, right - left), box.h)


# --- hit testing ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hit:
    """What a click landed on: kind is seat | bet | button | pot | cut | odd | deck | burn |
    board | muck | set_aside; `index` is the seat number or the pot's slot; `half` the half of
    a pot drawn cut in two (high | low), `cut` the mark under a pot that cuts or joins it,
    `odd` a cut pot's loose odd chip."""

    kind: str
    index: int | None = None
    half: str | None = None


def hit_test(
    layout: TableLayout,
    pos: tuple[float, float],
    *,
    pots: int = 0,
    button_seat: int | None = None,
    cut: Collection[int] = (),
    marks: Collection[int] = (),
    odd: Collection[int] = (),
) -> Hit | None:
    """The table element under `pos`, most specific first; None for bare felt. `cut`: the pot
    slots drawn as a high and a low stack; `marks`: the slots with a cut mark under them;
    `odd`: the slots with an odd chip loose between their stacks."""
    x, y = pos
    if button_seat is not None and button_seat in layout.seats:
        if layout.seats[button_seat].marker.inflate(6, 6).contains(x, y):
            return Hit("button")
    for i, box in enumerate(layout.pot_boxes(pots)):
        if i in odd and odd_box(box, layout.scale).inflate(4, 4).contains(x, y):
            return Hit("odd", i)
        if box.contains(x, y):
            return Hit("pot", i, half_at(box, x) if i in cut else None)
        if i in marks and cut_mark(box, layout.scale).contains(x, y):
            return Hit("cut", i)
    for seat in layout.occupied:
        sl = layout.seats[seat]
        if sl.bet.contains(x, y) or sl.blind_marker.contains(x, y):
            return Hit("bet", seat)
    if layout.deck.inflate(8, 8).contains(x, y):
        return Hit("deck")
    if layout.burn.inflate(round(30 * layout.scale), 8).contains(x, y):
        return Hit("burn")
    if layout.board_area.contains(x, y):
        return Hit("board")
    if layout.set_aside.inflate(8, 8).contains(x, y):
        return Hit("set_aside")
    if layout.muck.inflate(8, 8).contains(x, y):
        return Hit("muck")
    for seat in layout.occupied:
        sl = layout.seats[seat]
        if sl.box.contains(x, y) or any(c.contains(x, y) for c in sl.cards):
            return Hit("seat", seat)
    return None


def seat_click_point(layout: TableLayout, seat: int) -> tuple[int, int]:
    """Where a test (or a demo) clicks to pick a seat: the middle of its name plate."""
    return layout.seats[seat].box.center


def bet_click_point(layout: TableLayout, seat: int) -> tuple[int, int]:
    return layout.seats[seat].bet.center


def shift_layout(layout: TableLayout, dx: int, dy: int) -> TableLayout:
    """The same layout moved by (dx, dy): for drawing into a surface that starts at the
    table area's corner instead of the window's."""

    def mv(b: Box) -> Box:
        return Box(b.x + dx, b.y + dy, b.w, b.h)

    def seat(sl: SeatLayout) -> SeatLayout:
        return SeatLayout(
            sl.seat,
            mv(sl.box),
            tuple(mv(c) for c in sl.cards),
            mv(sl.extra),
            mv(sl.bet),
            mv(sl.marker),
            mv(sl.blind_marker),
            mv(sl.bubble),
            sl.toward,
            mv(sl.label),
        )

    return TableLayout(
        size=layout.size,
        scale=layout.scale,
        top_bar=mv(layout.top_bar),
        side_panel=mv(layout.side_panel),
        bottom_bar=mv(layout.bottom_bar),
        table_area=mv(layout.table_area),
        felt=mv(layout.felt),
        card_w=layout.card_w,
        card_h=layout.card_h,
        small_card_w=layout.small_card_w,
        small_card_h=layout.small_card_h,
        deck=mv(layout.deck),
        burn=mv(layout.burn),
        muck=mv(layout.muck),
        board=tuple(mv(b) for b in layout.board),
        board_area=mv(layout.board_area),
        set_aside=mv(layout.set_aside),
        pot_area=mv(layout.pot_area),
        seats={k: seat(v) for k, v in layout.seats.items()},
        occupied=layout.occupied,
        hole=layout.hole,
        halves=layout.halves,
    )
