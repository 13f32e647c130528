"""A player's decision in a betting round: a small frozen value that parses and prints itself."""

from __future__ import annotations

from enum import StrEnum

from .errors import IllegalBet
from .record import record


class ActionKind(StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"


@record
class Decision:
    """`to` is the player's total bet in the round after the decision (bet, raise)."""

    seat: int
    action: ActionKind
    to: int | None = None

    def __post_init__(self) -> None:
        if self.action in (ActionKind.BET, ActionKind.RAISE) and self.to is None:
            raise IllegalBet(f"a {self.action.value} needs an amount ('to')")

    def text(self) -> str:
        """Short words for a bubble or a log line: 'raise to 30', 'check'."""
        if self.action in (ActionKind.BET, ActionKind.RAISE):
            return f"{self.action.value} to {self.to}"
        if self.action is ActionKind.ALL_IN:
            return "all in" if self.to is None else f"all in ({self.to})"
        return self.action.value

    def __repr__(self) -> str:
        extra = "" if self.to is None else f", to={self.to}"
        return f"Decision({self.seat}, ActionKind.{self.action.name}{extra})"
