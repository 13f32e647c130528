"""What one trainee action came to (CONTRACT.md): ok, violation, irregularity or invalid."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from ..engine.ops import Op, PlayerActing
from .actions import TraineeAction

if TYPE_CHECKING:
    from .snapshot import Fix


class Outcome(StrEnum):
    OK = "ok"
    VIOLATION = "violation"
    IRREGULARITY = "irregularity"
    INVALID = "invalid"


@dataclass(frozen=True, slots=True)
class Said:
    """What a player did, for his bubble: `kind` is bet, raise, call, all_in, check, fold,
    show or muck; `amount` his total in front after a bet, raise, call or all in (as the
    dealer reads the bets). The GUI makes the words in the trainee's language."""

    kind: str
    amount: int | None = None

    @classmethod
    def of(cls, op: PlayerActing) -> Said:
        priced = op.action in ("bet", "raise", "call", "all_in")
        return cls(op.action, op.to if priced else None)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened during a step besides the trainee's own action.

    kind: "decision" (a player acted: seat, said), "mistake" (the simulator erred: rule),
    "request" (a player asks for a count: seat, said), "floor" (the floor's ruling:
    act, and text its script form), "at_stake" (a rule the step was judged on, where the
    step's kind alone does not say it: `at_stake()`). No words: an edge says `said` in the
    reader's language (the GUI's bubbles, `gui.text.bubble_text`).
    """

    kind: str
    seat: int | None = None
    text: str = ""
    rule: str | None = None
    said: Said | None = None  # a decision: what the player did
    act: TraineeAction | None = None  # "floor": the ruling as an action (text: script form)


@dataclass(frozen=True, slots=True)
class Step:
    """One trainee action judged. `act` is the action itself and `ops` the engine operations
    it caused (the players' decisions and an injected mistake included); `action` is its
    script form for the JSON result, and `kind` in it the action's name (`deal`, `post`,
    ...: the word CONTRACT.md names it by), which the progress records keep as the step's
    kind. No words: `message_key` and `params` are its message, `fix` (Learn) how the
    irregularity it met is put right; an edge says them in the reader's language
    (`messages.step_message`, `step_fix`; the JSON result's `message` and `fix`:
    `messages.result_words`), and never parses `action` back."""

    n: int
    action: str
    outcome: Outcome
    rule: str | None = None
    message_key: str | None = None
    params: dict[str, object] = field(default_factory=dict)
    events: tuple[Event, ...] = ()
    act: TraineeAction | None = None
    ops: tuple[Op, ...] = ()
    expected: str | None = None  # a wrong ruling: the right one, in script form
    fix: Fix | None = None  # Learn: how the irregularity this step met is put right
    # the trainee's time on this step, in seconds since the step before it (the GUI's clock;
    # a script's steps have none): a count asked for, the pots, the rake, a reading are timed
    seconds: float | None = None

    @property
    def at_stake(self) -> tuple[str, ...]:
        """The rules this step was judged on, as the arbiter noted them where it judges
        (the money steps, a collect with the pots stated, a push at a table that rakes):
        the progress records count each as tried, right or wrong."""
        rules = (e.rule for e in self.events if e.kind == "at_stake" and e.rule)
        return tuple(dict.fromkeys(rules))

    def to_json(self, message: str | None = None, fix: str | None = None) -> dict[str, object]:
        """The step in the JSON result; `message` and `fix` its words, from the edge that
        writes it (`messages.result_words`)."""
        d: dict[str, object] = {"n": self.n, "action": self.action}
        if self.act is not None:
            d["kind"] = self.act.name
        d["outcome"] = self.outcome.value
        if self.rule:
            d["rule"] = self.rule
        if message:
            d["message"] = message
        if self.expected:
            d["expected"] = self.expected
        floor = next((e.text for e in self.events if e.kind == "floor"), None)
        if floor is not None:
            d["floor"] = floor  # call_floor: the floor's ruling, in script form
        if fix:
            d["fix"] = fix
        if self.seconds is not None:
            d["seconds"] = round(self.seconds, 2)
        if self.at_stake:
            d["at_stake"] = list(self.at_stake)
        return d


def at_stake(rule: str) -> Event:
    """The event that notes a rule the step is judged on (`Step.at_stake`)."""
    return Event("at_stake", rule=rule)


class ScriptError(ValueError):
    """A scenario's scripted decision that cannot be played (wrong seat, illegal amount)."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where
