"""A step of the procedure (`Expect`: what it is, its rule, its hint and its own "why not")
and the moments of a hand (`Phase`): the records the one table (`procedure.PROCEDURE`) is
made of, apart so that the modules giving a family's steps need not import the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from .actions import TraineeAction

if TYPE_CHECKING:
    from .arbiter import Arbiter


Judged = tuple[str, str, dict[str, object]]  # a rule, a message key and its parameters
WhyNot = Callable[["Arbiter", TraineeAction, "Expect"], "Judged | None"]


@dataclass(slots=True)
class Expect:
    """One right next step: what it is, why (for the hint), and what doing it means."""

    example: TraineeAction
    hint_key: str
    rule: str  # the rule broken by doing something else instead
    run: Callable[[TraineeAction], None]
    hint_params: dict[str, object] = field(default_factory=dict)
    match: Callable[[TraineeAction], bool] | None = None
    visible: bool = True  # False: accepted, but never offered as the hint
    # the rule and message of another step done where this one is owed (diagnose.py asks
    # it once the checks that name no step have passed); None: the fallback words it
    why_not: WhyNot | None = None
    # the step this one comes before, not owed until it is done (a burn: its street): what a
    # click on the table means while this one is owed (the snapshot's `due`)
    leads_to: TraineeAction | None = None

    def matches(self, a: TraineeAction) -> bool:
        if self.match is not None:
            return self.match(a)
        return a == self.example


def then(do: Callable[..., None], *args: object) -> Callable[[TraineeAction], None]:
    """An Expect's `run` that does `do(*args)` (the action itself is already matched)."""
    return lambda a: do(*args)


class Phase(StrEnum):
    """Where the hand stands in the procedure (the snapshot's `phase`)."""

    SHUFFLE = "shuffle"
    CUT = "cut"
    BLINDS = "blinds"
    DEAL = "deal"
    BETTING = "betting"
    ANNOUNCE = "announce"  # deal.announce: a bet, raise or all-in to announce before the next
    ASKED = "asked"  # a player asked for a count: betting waits for the dealer's answer
    COLLECT = "collect"
    BOARD = "board"
    SHOWDOWN = "showdown"
    JACKPOT = "jackpot"  # a qualifying bad beat tabled: the floor is called first
    READ = "read"  # the tabled hands to be read aloud before any push
    RAKE = "rake"  # the rake and the drop to be taken before any push
    AWARD = "award"
    BUTTON = "button"
    RACE = "race"  # a chip race drill's color-up and race (race.py)
    DONE = "done"
