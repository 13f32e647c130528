"""From one hand to the next: who sits with what, where the button is, which blinds.

The one next-hand path: a drill's `hands: N` (`Arbiter`) and free deal (`gui/freedeal.py`)
both make the next hand's table here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..engine.config import SeatConfig, TableConfig, next_seat


def next_hand_config(
    base: TableConfig,
    stacks: Mapping[int, int],
    button: int,
    hand_number: int,
    *,
    rebuy: int = 0,
) -> TableConfig:
    """The table of hand `hand_number` (from 1): each seat of `base` with the chips it ended
    the last hand with; a player with none leaves, or with `rebuy` buys in again for that
    many; the button where the dealer moved it, passing a seat left empty (button.move);
    the blinds of the schedule's level for that hand (blinds.schedule)."""
    seats = []
    for s in base.seats:
        chips = stacks.get(s.seat, s.stack) or rebuy
        if chips > 0:
            seats.append(SeatConfig(s.seat, s.name, chips))
    sb, bb = base.small_blind, base.big_blind
    for level in base.schedule:
        if level.from_hand <= hand_number:
            sb, bb = level.small_blind, level.big_blind
    occupied = [s.seat for s in seats]
    if button not in occupied:
        button = next_seat(occupied, button)
    return replace(base, seats=tuple(seats), button=button, small_blind=sb, big_blind=bb)
