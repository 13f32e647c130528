"""Pushing a pot: the best eligible hand(s) win; a split's odd chip goes left of the button."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .config import seats_from
from .errors import EngineError
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
    amount: int, winners: Sequence[int], button: int, occupied: Sequence[int], *, chip: int
) -> dict[int, int]:
    """Equal shares in the table's smallest chip `chip`; each odd chip to the next tied seat
    clockwise from the button, one each (award.split: "odd chips are broken down to the
    smallest unit in play"; a pot of 25 in 5s split two ways is 15 and 10, not 13 and 12).

    A pot that is not a whole number of chips (a bet no chip of the table makes) leaves less
    than one chip over: it goes with the first odd chip, to the first tied seat."""
    tied = set(winners)
    return share_in_order(amount, [s for s in seats_from(list(occupied), button) if s in tied],
                          chip)


def share_in_order(amount: int, order: Sequence[int], chip: int = 1) -> dict[int, int]:
    """`amount` shared equally in chips of `chip` by the seats of `order`; each odd chip, one
    each, to the first seats of `order`; less than a chip over goes to the first (the odd
    chips of a split, award.split, and of each half of a hi-lo pot, hilo.odd_chip)."""
    if not order:
        raise EngineError("a pot is shared by at least one winner")
    if len(set(order)) != len(order):
        raise EngineError(f"a winner is named twice: {list(order)}")
    if chip < 1 or amount < 0:
        raise EngineError(f"cannot share {amount} in chips of {chip}")
    chips, under = divmod(amount, chip)
    share, odd = divmod(chips, len(order))
    result = {seat: share * chip for seat in order}
    for seat in order[:odd]:
        result[seat] += chip
    result[order[0]] += under
    return result
