"""The score as a list of charges: every point lost is one `Charge`, made at a step (or, for
the time, by the clock), so the table can show each when it is made and the results can
list them all. The score is 100 less their points, never below 0 (issue 29)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .modes import hint_cost
from .outcome import Outcome
from .rules import HINT_COST, INVALID_COST, UNCORRECTED_PENALTY, weight

if TYPE_CHECKING:
    from .arbiter import Arbiter

PAR_S_PER_HAND = 120.0  # the time a hand may take before the clock charges
TIME_STEP_S = 15.0  # one point for each full 15 s over par...
TIME_CAP = 10  # ...and no more than this


class ChargeKind(StrEnum):
    VIOLATION = "violation"  # a step against a rule
    INVALID = "invalid"  # a step naming nothing on the table (an empty seat...)
    HINT = "hint"  # a hint asked for (free in Learn), or the floor called to rule by the book
    UNCORRECTED = "uncorrected"  # an irregularity the hand ended with, not corrected
    TIME = "time"  # the clock over par


@dataclass(frozen=True, slots=True)
class Charge:
    """Points taken off the score: at step `step` (None: by the clock), for `rule` if any."""

    kind: ChargeKind
    points: int
    step: int | None = None
    rule: str | None = None


def time_points(elapsed_s: float | None, hands: int) -> int:
    """What the clock costs after `elapsed_s` for `hands` hands."""
    par = PAR_S_PER_HAND * hands
    if elapsed_s is None or elapsed_s <= par:
        return 0
    return min(TIME_CAP, int((elapsed_s - par) // TIME_STEP_S))


def charges(arb: Arbiter, elapsed_s: float | None = None, *, live: bool = False
            ) -> tuple[Charge, ...]:
    """Every charge so far, in the order made (the clock's last). `live` (the table's
    running figure) does not yet charge an irregularity still being corrected: the trainee
    did not make it, and may yet fix it."""
    out: list[Charge] = []
    violations = iter(arb.violations)
    per_hint = hint_cost(arb.setup.mode, HINT_COST)
    hints = iter(arb.hint_steps)
    hint_at = next(hints, None)
    for step in arb.steps:
        while hint_at is not None and hint_at < step.n:  # asked before this step was taken
            out.append(Charge(ChargeKind.HINT, per_hint, hint_at))
            hint_at = next(hints, None)
        if step.outcome is Outcome.VIOLATION:
            v = next(violations)
            out.append(Charge(ChargeKind.VIOLATION, weight(str(v["rule"])), step.n, step.rule))
        elif step.outcome is Outcome.INVALID:
            out.append(Charge(ChargeKind.INVALID, INVALID_COST, step.n, step.rule))
    while hint_at is not None:
        out.append(Charge(ChargeKind.HINT, per_hint, hint_at))
        hint_at = next(hints, None)
    for c in arb.corrections:
        if not c.corrected and (c.closed or not live):
            out.append(Charge(ChargeKind.UNCORRECTED, UNCORRECTED_PENALTY, c.step, c.rule))
    clock = time_points(elapsed_s, arb.setup.hands)
    if clock:
        out.append(Charge(ChargeKind.TIME, clock))
    return tuple(c for c in out if c.points)


def score_of(made: tuple[Charge, ...]) -> int:
    return max(0, min(100, 100 - sum(c.points for c in made)))
