"""The chip race's operations (RULES.md "The chip race and the color-up"): their records, each
operation's trio, and how each record is applied. A chip race drill deals no hand: its table
(`TableConfig.race`) is the color-up, the race cards dealt face up in front of the seats
(their hole zone, each card exposed), the new chips awarded, and the small chips taken out.

What is done is read from the log (never kept beside it). The chips the race makes or takes
come from or go to the house's tray: `house["tray"]` holds what left the table less what
came to it, so the chips on the table and in the tray together stay what they were
(`check_invariants`). Which seat is right is the arbiter's to judge (arbiter/race.py): the
engine refuses only what cannot be done at all.

`engine/apply.py` takes `RACE_APPLY` into its table, so `Hand.replay` redoes these too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .cards import Card
from .errors import InvalidOperation, can_do
from .ops import Op
from .race import ChipRace, raced
from .record import record
from .state import HandState
from .zones import HoleCard

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["RACE_APPLY", "RaceOps"]
TRAY = "tray"  # the house's chips: the race's new chips come from it, the small chips go to it


@record
class ColoringUp(Op):
    """race.color_up: each seat's small chips changed in full sets for new chips of the same
    value (the stacks keep their value); `odd`: what is left at each seat."""

    odd: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "color_up", "odd": {str(s): n for s, n in self.odd}}


@record
class RaceAnnouncing(Op):
    """race.count: the dealer says how many new chips are raced (words: nothing moves)."""

    count: int

    def to_json(self) -> dict[str, object]:
        return {"op": "announce_race", "count": self.count}


@record
class RaceDealing(Op):
    """race.deal: one race card face up in front of `seat`."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "race", "seat": self.seat, "card": self.card.code}


@record
class ChipAwarding(Op):
    """race.award (`raced_out` False) or race.not_raced_out (True): one new chip from the tray
    to `seat`."""

    seat: int
    amount: int
    raced_out: bool = False

    def to_json(self) -> dict[str, object]:
        return {"op": "not_raced_out" if self.raced_out else "award_chip", "seat": self.seat,
                "amount": self.amount}


@record
class ChipsRemoving(Op):
    """race.leftover: every small chip left goes out of play: `taken`, the chips' value taken
    from each seat (found chips exchanged at equal value first, the rest taken)."""

    taken: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "remove_chips", "taken": {str(s): n for s, n in self.taken}}


class RaceOps(HandState):
    def _do(self, op: Op) -> Op:  # pragma: no cover - Hand's own
        raise NotImplementedError

    # ---- what the log says ----------------------------------------------------------------
    def _race(self) -> ChipRace:
        race = self.config.race
        if race is None:
            raise InvalidOperation("no chip race at this table", key="invalid.no_race")
        return race

    def _done(self, kind: type[Op]) -> list[Any]:
        return [op for op in self.log if isinstance(op, kind)]

    def race_odd(self) -> dict[int, int]:
        """Each seat's small chips now: before the color-up all of them, after it the odd
        ones, after the removal none."""
        race = self._race()
        if self._done(ChipsRemoving):
            return {}
        colored = self._done(ColoringUp)
        return dict(colored[0].odd) if colored else {s: n for s, n in race.chips if n}

    def race_count(self) -> int:
        """race.count: the new chips the odd chips are raced for (by the house's rounding)."""
        race = self._race()
        return raced(race.odd(), race.per_chip, self.config.preset.race_half_up)

    def race_cards(self) -> dict[int, list[Card]]:
        """The race cards dealt, by seat, in the order dealt."""
        out: dict[int, list[Card]] = {}
        for op in self._done(RaceDealing):
            out.setdefault(op.seat, []).append(op.card)
        return out

    def race_awarded(self, raced_out: bool = False) -> list[int]:
        """The seats given a new chip by the race (or, `raced_out`, not to be raced out)."""
        return [op.seat for op in self._done(ChipAwarding) if op.raced_out is raced_out]

    def _colored(self) -> None:
        self._race()
        if not self._done(ColoringUp):
            raise InvalidOperation("the small chips are not colored up yet", key="invalid.race")
        if self._done(ChipsRemoving):
            raise InvalidOperation("the small chips are out of play", key="invalid.race")

    # ---- the operations -------------------------------------------------------------------
    def verify_color_up(self) -> None:
        self._race()
        if self._done(ColoringUp):
            raise InvalidOperation("the small chips are colored up", key="invalid.race")

    def can_color_up(self) -> bool:
        return can_do(self.verify_color_up)

    def color_up(self) -> Op:
        self.verify_color_up()
        return self._do(ColoringUp(tuple(sorted(self._race().odd().items()))))

    def verify_announce_race(self, count: int) -> None:
        self._colored()
        if count < 0:
            raise InvalidOperation("a count of chips is 0 or more", key="invalid")

    def can_announce_race(self, count: int) -> bool:
        return can_do(self.verify_announce_race, count)

    def announce_race(self, count: int) -> Op:
        self.verify_announce_race(count)
        return self._do(RaceAnnouncing(count))

    def verify_race(self, seat: int) -> None:
        self._colored()
        odd = self.race_odd()
        if seat not in odd:
            raise InvalidOperation(f"seat {seat} has no odd chips", key="invalid.race_seat",
                                   seat=seat)
        if len(self.race_cards().get(seat, ())) >= odd[seat]:
            raise InvalidOperation(f"seat {seat} has a card for each odd chip",
                                   key="invalid.race_seat", seat=seat)
        if not self.zones.stub:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def can_race(self, seat: int) -> bool:
        return can_do(self.verify_race, seat)

    def race(self, seat: int) -> Op:
        """One race card, face up, to `seat` (race.deal)."""
        self.verify_race(seat)
        return self._do(RaceDealing(seat, self.zones.stub[0]))

    def verify_award_chip(self, seat: int) -> None:
        self._colored()
        if seat not in self.race_cards():
            raise InvalidOperation(f"seat {seat} has no race card", key="invalid.race_seat",
                                   seat=seat)
        if seat in self.race_awarded():
            raise InvalidOperation(f"seat {seat} has won a chip", key="invalid.race_seat",
                                   seat=seat)
        if len(self.race_awarded()) >= self.race_count():
            raise InvalidOperation("every raced chip is awarded", key="invalid.race")

    def can_award_chip(self, seat: int) -> bool:
        return can_do(self.verify_award_chip, seat)

    def award_chip(self, seat: int) -> Op:
        """One new chip from the tray to `seat` (race.award)."""
        self.verify_award_chip(seat)
        return self._do(ChipAwarding(seat, self._race().next))

    def verify_not_raced_out(self, seat: int) -> None:
        self._colored()
        odd = self.race_odd().get(seat, 0)
        if seat not in self.occupied or not odd:
            raise InvalidOperation(f"seat {seat} has no odd chips", key="invalid.race_seat",
                                   seat=seat)
        found = dict(self._race().found).get(seat, 0)
        if self.stacks[seat] != (odd + found) * self._race().remove or seat in (
                self.race_awarded() + self.race_awarded(raced_out=True)):
            raise InvalidOperation(f"seat {seat} keeps chips", key="invalid.race_seat", seat=seat)

    def can_not_raced_out(self, seat: int) -> bool:
        return can_do(self.verify_not_raced_out, seat)

    def not_raced_out(self, seat: int) -> Op:
        """race.not_raced_out: one chip of the lowest denomination in play, from the tray."""
        self.verify_not_raced_out(seat)
        return self._do(ChipAwarding(seat, self._race().next, raced_out=True))

    def verify_late_not_raced_out(self, seat: int) -> None:
        """race.not_raced_out put right after the removal (the raced_out irregularity): the
        seat had odd chips, won no chip, got none, and has nothing left but what its found
        chips made."""
        race = self._race()
        removed = self._done(ChipsRemoving)
        if not removed:
            raise InvalidOperation("the small chips are still in play", key="invalid.race")
        colored = self._done(ColoringUp)
        odd = dict(colored[0].odd).get(seat, 0) if colored else 0
        if seat not in self.occupied or not odd:
            raise InvalidOperation(f"seat {seat} has no odd chips", key="invalid.race_seat",
                                   seat=seat)
        found = dict(race.found).get(seat, 0) * race.remove // race.next * race.next
        if self.stacks[seat] != found or seat in (
                self.race_awarded() + self.race_awarded(raced_out=True)):
            raise InvalidOperation(f"seat {seat} keeps chips", key="invalid.race_seat", seat=seat)

    def can_late_not_raced_out(self, seat: int) -> bool:
        return can_do(self.verify_late_not_raced_out, seat)

    def late_not_raced_out(self, seat: int) -> Op:
        """The not-raced-out chip given after the small chips went out of play: one chip of
        the lowest denomination in play, from the tray (the same record as `not_raced_out`)."""
        self.verify_late_not_raced_out(seat)
        return self._do(ChipAwarding(seat, self._race().next, raced_out=True))

    def verify_remove_chips(self) -> None:
        self._colored()

    def can_remove_chips(self) -> bool:
        return can_do(self.verify_remove_chips)

    def remove_chips(self) -> Op:
        """race.leftover: the odd chips out of play; found chips changed at equal value, what
        does not make a new chip taken out."""
        self.verify_remove_chips()
        race = self._race()
        taken = {s: n * race.remove for s, n in self.race_odd().items()}
        for s, n in race.found:
            taken[s] = taken.get(s, 0) + (n * race.remove) % race.next
        taken = {s: min(v, self.stacks[s]) for s, v in taken.items() if s in self.stacks}
        return self._do(ChipsRemoving(tuple(sorted(taken.items()))))


def _nothing(h: Hand, op: Op) -> None:
    """Words, or the color-up (full sets changed at equal value: no stack changes)."""


def _race_card(h: Hand, op: RaceDealing) -> None:
    h.zones.stub.remove(op.card)
    h.zones.hole[op.seat].append(HoleCard(op.card, exposed=True))


def _award(h: Hand, op: ChipAwarding) -> None:
    h.stacks[op.seat] += op.amount
    h.house[TRAY] = h.house.get(TRAY, 0) - op.amount


def _remove(h: Hand, op: ChipsRemoving) -> None:
    for seat, amount in op.taken:
        h.stacks[seat] -= amount
        h.house[TRAY] = h.house.get(TRAY, 0) + amount


RACE_APPLY: dict[type[Op], Callable[[Hand, Any], None]] = {
    ColoringUp: _nothing,
    RaceAnnouncing: _nothing,
    RaceDealing: _race_card,
    ChipAwarding: _award,
    ChipsRemoving: _remove,
}
