"""Pushing a pot: the best eligible hand(s) win; a split's odd chip goes left of the button."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .config import seats_from
from .pots import Pot

if TYPE_CHECKING:
    from .hands import HandValue


def pot_winners(pot: Pot, hands: Mapping[int, HandValue]) -> tuple[int, ...]:
    """Seats holding the best hand among those eligible for `pot` that are still live.

    A pot whose only eligible player is left (everyone else folded) goes to him unshown."""
    contenders = [s for s in pot.eligible if s in hands]
    if not contenders:
        return tuple(pot.eligible) if len(pot.eligible) == 1 else ()
    best = max(hands[s].strength for s in contenders)
    return tuple(sorted(s for s in contenders if hands[s].strength == best))


def split_amounts(
    amount: int, winners: Sequence[int], button: int, occupied: Sequence[int]
) -> dict[int, int]:
    """Equal shares; each odd chip to the next tied seat clockwise from the button (award.split)."""
    share, odd = divmod(amount, len(winners))
    result = {s: share for s in winners}
    order = [s for s in seats_from(list(occupied), button) if s in result]
    for s in order[:odd]:
        result[s] += 1
    return result
