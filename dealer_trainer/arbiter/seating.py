"""From one hand to the next: who sits with what, where the button is, which blinds.

The one next-hand path: the arbiter's next hand, a drill's `hands: N` (after each hand but
the last) and free deal's (`Arbiter.next_hand`, a busted player buying in again) alike,
makes the next hand's table here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..engine.config import SeatConfig, TableConfig, next_seat

REBUY_BIG_BLINDS = 100  # free deal: a player who lost his last chip buys in again for this
SEED_STEP = 1009  # free deal: hand k+1 is dealt from the table's seed + SEED_STEP * k


def hand_seed(seed: int, hands_before: int) -> int:
    """The seed of a free-deal hand after `hands_before` hands at the table."""
    return seed + SEED_STEP * hands_before


def rebuy_chips(base: TableConfig, rebuy: bool) -> int:
    """What a busted player buys in again for (0: he leaves the table)."""
    return REBUY_BIG_BLINDS * base.big_blind if rebuy else 0


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
