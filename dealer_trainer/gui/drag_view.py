"""A dealer's gesture on screen: the held card, pot or button under the cursor, and a ring
round the place it would land. Draws only; the input map owns the drag."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .chips_view import glide_stack
from .input_map import Drag, InputMap, TableTargets
from .layout import Box, TableLayout
from .pot_halves import half_boxes
from .stud_table import held_disc

if TYPE_CHECKING:
    from ..arbiter.snapshot import TableSnapshot
    from .table_view import TableView

DROP = (90, 210, 255)


def drop_box(layout: TableLayout, drag: Drag, targets: TableTargets) -> Box | None:
    """The box of the place the held thing would be dropped on, if it takes it."""
    hit = InputMap.target(targets, drag.pos)
    if hit is None:
        return None
    if drag.source == "odd" and hit.kind == "pot" and hit.half and hit.index is not None:
        return half_boxes(layout.pot_boxes(len(targets.pots))[hit.index])[hit.half]
    if hit.kind in ("seat", "bet") and hit.index in layout.seats:
        return layout.seats[hit.index].box
    if drag.source == "deck":
        return {"burn": layout.burn, "board": layout.board_area}.get(hit.kind)
    return None


def draw_drag(
    surface: pygame.Surface,
    view: TableView,
    snap: TableSnapshot,
    drag: Drag | None,
    targets: TableTargets | None,
    lang: str = "en",
) -> list[pygame.Rect]:
    """The thing held, under the cursor, and the place it would drop on; the rects drawn."""
    if drag is None or not drag.moved or targets is None:
        return []
    L = targets.layout
    box = drop_box(L, drag, targets)
    drawn = []
    if box is not None:
        r = pygame.Rect(box.as_tuple()).inflate(round(10 * L.scale), round(10 * L.scale))
        drawn.append(
            pygame.draw.rect(surface, DROP, r, max(2, round(3 * L.scale)), border_radius=8)
        )
    if drag.source == "deck":
        img = view.sprites.back(L.small_card_w, L.small_card_h)
    elif drag.source == "button" and snap.button not in L.seats:  # a stud table's disc
        img = held_disc(view, snap, L, lang)
    elif drag.source == "button":
        img = view.sprites.marker("button", L.seats[snap.button].marker.w)
    else:
        pot = next((p for p in snap.pots if p.index == drag.index), None)
        halves = {"high": pot.high, "low": pot.low} if pot is not None else {}
        amount = 0 if pot is None else halves.get(drag.half or "", pot.amount)  # a half held
        if pot is not None and drag.source == "odd":  # the odd chip of a cut pot
            amount = pot.high - pot.low
        img = glide_stack(view.chips, ("chips", amount), L.scale)
    drawn.append(surface.blit(img, img.get_rect(center=drag.pos)))
    return drawn
