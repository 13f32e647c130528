"""Where the money card sits: never over what it asks about.

The card covers none of the bets in front of the players, the pots, the board, the seat that
asked for a count (and the all in it asked about), nor for a reading the hands at the table;
nor the side panel's verdict (a wrong answer is read there) or its buttons. Of the places
left, the first free one is taken, nearest the lower felt (the dealer's side); beside the
side panel, over the steps list, when the felt has no room. Pure (no pygame): a function of
the table's layout (gui/layout.py) and who asked.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..layout import Box, TableLayout


def guarded(
    layout: TableLayout,
    mode: str,
    asking: Iterable[int] = (),
    read: int | None = None,
    live: Iterable[int] | None = None,
) -> list[Box]:
    """What the card must never cover, for a card of `mode` (`asking`: the seats a count is
    about; `read`: the seat picked for a reading; `live`: the seats still in the hand, whose
    hands may be read: every occupied seat unless said)."""
    boxes = [layout.board_area, layout.pot_area]
    boxes += [layout.seats[s].bet for s in layout.occupied]
    seats = set(asking)
    if mode == "read":  # the hands to read, and the seats to click
        seats |= set(layout.occupied if live is None else live)
    if read is not None:
        seats.add(read)
    for seat in sorted(seats & set(layout.seats)):
        sl = layout.seats[seat]
        boxes += [sl.box, *sl.cards, sl.bubble]
    return boxes


def avoided(layout: TableLayout) -> list[Box]:
    """What the card had better not cover when it can help it: the seats, the dealer's
    cards and the side panel's steps list."""
    boxes = [layout.deck, layout.burn, layout.muck, layout.set_aside]
    for seat in layout.occupied:
        sl = layout.seats[seat]
        boxes += [sl.box, *sl.cards, sl.bubble, sl.marker, sl.blind_marker]
    return boxes


def panel_boxes(
    layout: TableLayout, buttons_top: int, verdict_h: int | None = None
) -> tuple[Box, Box]:
    """The side panel's verdict (its upper `verdict_h` pixels, as drawn last; a typical
    one's height when unknown) and its buttons (from `buttons_top` down)."""
    sp, s = layout.side_panel, layout.scale
    verdict = Box(sp.x, sp.y, sp.w, verdict_h or round(170 * s))
    return verdict, Box(sp.x, buttons_top, sp.w, sp.bottom - buttons_top)


def _edges(boxes: list[Box]) -> list[tuple[int, int, int, int]]:
    return [(b.x, b.y, b.x + b.w, b.y + b.h) for b in boxes if b.w > 0 and b.h > 0]


def _cost(x0: int, y0: int, x1: int, y1: int, edges: list[tuple[int, int, int, int]]) -> int:
    """The pixels of the card (x0, y0)-(x1, y1) over the boxes (as `_edges` gives them)."""
    total = 0
    for bx0, by0, bx1, by1 in edges:
        w = min(x1, bx1) - max(x0, bx0)
        if w > 0:
            h = min(y1, by1) - max(y0, by0)
            if h > 0:
                total += w * h
    return total


def place(
    layout: TableLayout,
    w: int,
    h: int,
    hard: list[Box],
    *,
    buttons_top: int | None = None,
    verdict_h: int | None = None,
) -> Box:
    """The card's rectangle (`w` x `h`): the place covering the least of `hard` (nothing,
    wherever there is room), then the least of what is `avoided`, then the nearest the lower
    felt. It stays between the top bar and the bottom bar, inside the window."""
    s = layout.scale
    top = layout.top_bar.bottom
    bottom = layout.bottom_bar.y
    right = layout.size[0]
    verdict, buttons = panel_boxes(layout, buttons_top or layout.side_panel.bottom, verdict_h)
    hard_edges = _edges([*hard, verdict, buttons])
    soft = _edges(avoided(layout))
    margin, step = round(6 * s), max(4, round(16 * s))
    felt = layout.felt
    aim = (felt.center[0], felt.bottom - round(40 * s) - h / 2)
    xs = range(margin, max(margin, right - w - margin) + 1, step)
    ys = range(top + margin, max(top + margin, bottom - h - margin) + 1, step)
    best: tuple[float, ...] | None = None
    chosen = Box(margin, top + margin, w, h)
    for y in ys:
        for x in xs:
            c_hard = _cost(x, y, x + w, y + h, hard_edges)
            if best is not None and c_hard > best[0]:
                continue
            c_soft = _cost(x, y, x + w, y + h, soft)
            far = (x + w / 2 - aim[0]) ** 2 + (y + h / 2 - aim[1]) ** 2
            key = (c_hard, c_soft, far)
            if best is None or key < best:
                best, chosen = key, Box(x, y, w, h)
    return chosen
