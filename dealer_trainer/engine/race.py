"""The chip race's arithmetic (RULES.md "The chip race and the color-up": race.color_up,
race.count, race.award, race.not_raced_out, race.leftover). Pure: no table, no log.

The chip leaving play is the *small chip* (`remove`); the smallest still in play, the *new
chip* (`next`). `ChipRace` is the scenario's `chip_race:`: the small chips at each seat
before the color-up (part of its stack) and any found in a stack after the race."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .cards import Card
from .errors import EngineError
from .record import record


@record
class ChipRace:
    remove: int  # the small chip's value
    next: int  # the new chip's
    chips: tuple[tuple[int, int], ...]  # (seat, small chips) before the color-up
    found: tuple[tuple[int, int], ...] = ()  # (seat, small chips) found after the race

    def __post_init__(self) -> None:
        if self.remove <= 0 or self.next <= self.remove or self.next % self.remove:
            raise EngineError(f"the new chip ({self.next}) is a multiple of the small chip "
                              f"({self.remove})")
        if not any(n for _, n in self.chips):
            raise EngineError("a chip race needs a seat with small chips")

    @property
    def per_chip(self) -> int:
        """Small chips in one new chip (race.color_up's full set)."""
        return self.next // self.remove

    def odd(self) -> dict[int, int]:
        """race.color_up: each seat's small chips left after the full sets go (its odd chips);
        seats with none left out."""
        return {s: n % self.per_chip for s, n in self.chips if n % self.per_chip}


def raced(odd: Mapping[int, int], per_chip: int, half_up: bool) -> int:
    """race.count: the new chips the odd chips are raced for: their value in new chips,
    rounded down, and one more where the rest is at least half of one (`half_up`)."""
    total = sum(odd.values())
    whole, rest = divmod(total, per_chip)
    return whole + (1 if half_up and rest and 2 * rest >= per_chip else 0)


def card_key(card: Card) -> tuple[int, int]:
    """race.award: by rank, then by suit (spades, hearts, diamonds, clubs: the bridge order,
    *inferred*), the highest first when sorted in reverse."""
    return (card.rank, card.suit)  # Card's suits are `cdhs`: clubs lowest, spades highest


def award_order(cards: Mapping[int, Iterable[Card]], count: int) -> list[int]:
    """race.award: the seats that win the `count` new chips, highest card first, one chip
    a seat (a seat's second card counts for nothing)."""
    best = sorted(((card_key(c), s) for s, held in cards.items() for c in held), reverse=True)
    out: list[int] = []
    for _, seat in best:
        if seat not in out:
            out.append(seat)
    return out[:count]
