"""What one trainee action came to (CONTRACT.md): ok, violation, irregularity or invalid."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..engine.ops import Op
from .actions import TraineeAction


class Outcome(StrEnum):
    OK = "ok"
    VIOLATION = "violation"
    IRREGULARITY = "irregularity"
    INVALID = "invalid"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened during a step besides the trainee's own action.

    kind: "decision" (a player acted: seat, text), "mistake" (the simulator erred: rule),
    "round_complete", "hand_complete", "misdeal", "award" ...
    """

    kind: str
    seat: int | None = None
    text: str = ""
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One trainee action judged. `act` is the action itself and `ops` the engine operations
    it caused (the players' decisions and an injected mistake included); `action` is its
    script form for the JSON result; `message_key` and `params` make `message` in any
    language (the edge makes the words: it never parses `action` back)."""

    n: int
    action: str
    outcome: Outcome
    rule: str | None = None
    message: str | None = None
    message_key: str | None = None
    params: dict[str, object] = field(default_factory=dict)
    events: tuple[Event, ...] = ()
    act: TraineeAction | None = None
    ops: tuple[Op, ...] = ()

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {"n": self.n, "action": self.action, "outcome": self.outcome.value}
        if self.rule:
            d["rule"] = self.rule
        if self.message:
            d["message"] = self.message
        return d


class ScriptError(ValueError):
    """A scenario's scripted decision that cannot be played (wrong seat, illegal amount)."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where
