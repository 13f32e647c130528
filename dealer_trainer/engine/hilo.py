"""A hi-lo pot split between its high and its low winners (rules hilo.split, hilo.odd_chip,
stud.odd_chip), in the table's smallest chip (award.split: "odd chips are broken down to the
smallest unit in play").

- No qualifying low: the best high takes the whole pot (Robert's Omaha HL 2, Stud HL 2).
- Otherwise half goes high and half low, counted in chips; an odd chip of the total goes to the
  high half (TDA 20-C; Robert's Ties 5(c)). A pot of 205 in 1s: 103 high, 102 low; in 5s:
  105 and 100.
- Each half is shared by the hands that tie for it, in equal numbers of chips, and each odd chip
  of a half goes, one each, to its tied players in the half's odd-chip order: "no player may
  receive more than one odd chip" (Robert's Ties 4). In a board game that order is clockwise
  from the button for both halves (Robert's Ties 5(a); TDA 20-A: `board_order`). In stud it is
  by cards (`stud.odd_chip`, presets differ: `stud.odd_chip_order`).
- Halves are settled each on its own, as the book words them ("as in a high game", "as in a
  low game", Ties 5(c)): a player who ties in both halves and comes first in both orders gets
  the odd chip of each (inferred: no authority speaks of a second half's odd chip).

A pot that is not a whole number of chips (a bet no chip of the table makes) leaves less than one
chip over: it goes with the high half, to its first seat in order (as `award.split_amounts`
does with it inside one pot).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .award import share_in_order
from .config import seats_from
from .errors import EngineError

__all__ = ["HALVES", "HiloSplit", "board_order", "half_amount", "hilo_split", "share_in_order"]


@dataclass(frozen=True, slots=True)
class HiloSplit:
    """What each seat gets of one pot: `high` and `low` (empty when no low qualified), seat to
    amount, each a half as CONTRACT.md's `award: {half: high|low}` pushes it."""

    high: dict[int, int]
    low: dict[int, int]

    @property
    def total(self) -> dict[int, int]:
        """Seat to its whole share of the pot (a scoop or a quarter added up)."""
        out = dict(self.high)
        for seat, amount in self.low.items():
            out[seat] = out.get(seat, 0) + amount
        return out

    @property
    def high_amount(self) -> int:
        return sum(self.high.values())

    @property
    def low_amount(self) -> int:
        return sum(self.low.values())


def hilo_split(
    amount: int,
    high_order: Sequence[int],
    low_order: Sequence[int] = (),
    *,
    chip: int = 1,
) -> HiloSplit:
    """One pot split high and low (hilo.split, hilo.odd_chip).

    `high_order` are the seats tied for the best high, `low_order` those tied for the best
    qualifying low (empty: no low, the high takes all), each already in its half's odd-chip
    order (`board_order`, `stud.odd_chip_order`)."""
    if not high_order:
        raise EngineError("a hi-lo pot always has a high winner")
    if not low_order:
        return HiloSplit(share_in_order(amount, high_order, chip), {})
    high = share_in_order(half_amount(amount, "high", chip), high_order, chip)
    return HiloSplit(high, share_in_order(half_amount(amount, "low", chip), low_order, chip))


HALVES = ("high", "low")


def half_amount(amount: int, half: str, chip: int = 1) -> int:
    """What one half of a pot split high and low holds, in the table's smallest chip: the odd
    chip of the total goes to the high half (TDA 20-C; Robert's Ties 5(c)): 205 is 103 high,
    102 low; in 5s, 105 and 100."""
    if half not in HALVES:
        raise EngineError(f"a pot splits into a high and a low half, not {half!r}")
    low = amount // chip // 2 * chip
    return low if half == "low" else amount - low


def board_order(winners: Sequence[int], button: int, occupied: Sequence[int]) -> list[int]:
    """Tied seats in a board game's odd-chip order: the first clockwise from the button first
    (Robert's Ties 5(a); TDA 20-A), for the high and the low half alike."""
    winning = set(winners)
    return [s for s in seats_from(list(occupied), button) if s in winning]
