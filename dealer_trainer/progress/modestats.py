"""The figures per mode (CONTRACT.md "Modes": learn, practice, audition).

Each attempt is recorded with the mode it was played in (the result's `mode`; a result
without one, as every attempt before the modes, was practice). Per mode:

- attempts: drill attempts and free-deal hands together; `passed` those passed, and the
  pass rate passed / attempts;
- accuracy: the share of the attempts' recorded steps that were right (`ok`, or met by an
  injected mistake: `irregularity`), as an audition judges its steps;
- pace: free-deal hands an hour in that mode (an audition's pace against a live dealer's).

The store keeps them as running totals (`mode_totals`, schema version 5) added to in the
attempt's own transaction, as totals.py keeps the others.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .records import Attempt, StepRecord

if TYPE_CHECKING:
    from .totals import Conn

PLAY_MODES: tuple[str, ...] = ("learn", "practice", "audition")
DEFAULT_PLAY_MODE = "practice"
RIGHT_OUTCOMES = ("ok", "irregularity")


def play_mode(value: Any) -> str:
    """The result's `mode`, or practice where it names none (or one this trainer lacks)."""
    return value if isinstance(value, str) and value in PLAY_MODES else DEFAULT_PLAY_MODE


@dataclass(frozen=True, slots=True)
class ModeFigures:
    mode: str
    attempts: int = 0
    passed: int = 0
    steps: int = 0
    steps_right: int = 0
    free_hands: int = 0
    free_seconds: float = 0.0

    @property
    def pass_rate(self) -> float | None:
        return self.passed / self.attempts if self.attempts else None

    @property
    def accuracy(self) -> float | None:
        return self.steps_right / self.steps if self.steps else None

    @property
    def pace(self) -> float | None:
        """Free-deal hands an hour in this mode."""
        if not self.free_hands or self.free_seconds <= 0:
            return None
        return self.free_hands * 3600.0 / self.free_seconds

    def to_json(self) -> dict[str, Any]:
        return {
            "attempts": self.attempts,
            "passed": self.passed,
            "pass_rate": _round(self.pass_rate),
            "steps": self.steps,
            "steps_right": self.steps_right,
            "accuracy": _round(self.accuracy),
            "free_hands": self.free_hands,
            "seconds": round(float(self.free_seconds), 3),
            "per_hour": None if self.pace is None else round(self.pace, 2),
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def right_steps(steps: Iterable[StepRecord]) -> tuple[int, int]:
    """(steps, right ones) of one attempt."""
    outcomes = [s.outcome for s in steps]
    return len(outcomes), sum(o in RIGHT_OUTCOMES for o in outcomes)


def mode_figures(attempts: Sequence[Attempt]) -> tuple[ModeFigures, ...]:
    """Per mode, in PLAY_MODES' order, from the attempts themselves."""
    rows: dict[str, list[float]] = {}
    for a in attempts:
        steps, right = right_steps(a.steps)
        free = a.mode == "free"
        hands = max(a.hand_count, 1) if free else 0
        _add(rows, a.play_mode, a.passed, steps, right, hands, a.duration_s if free else 0.0)
    return _figures(rows)


def _add(rows: dict[str, list[float]], mode: str, passed: bool, steps: int, right: int,
         hands: int, seconds: float) -> None:
    row = rows.setdefault(play_mode(mode), [0, 0, 0, 0, 0, 0.0])
    for i, v in enumerate((1, int(passed), steps, right, hands, seconds)):
        row[i] += v


def _figures(rows: dict[str, list[float]]) -> tuple[ModeFigures, ...]:
    out = []
    for mode in PLAY_MODES:
        r = rows.get(mode)
        if r is None:
            out.append(ModeFigures(mode))
            continue
        out.append(ModeFigures(mode, int(r[0]), int(r[1]), int(r[2]), int(r[3]), int(r[4]),
                               float(r[5])))
    return tuple(out)


def modes_json(modes: Sequence[ModeFigures]) -> dict[str, Any]:
    return {m.mode: m.to_json() for m in modes}


# -- the running totals --------------------------------------------------------------------

_MODE_UPSERT = """
INSERT INTO mode_totals (trainee_id, kind, play_mode, attempts, passed, steps, steps_right,
    hands, seconds)
VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
ON CONFLICT (trainee_id, kind, play_mode) DO UPDATE SET
    attempts = mode_totals.attempts + 1,
    passed = mode_totals.passed + excluded.passed,
    steps = mode_totals.steps + excluded.steps,
    steps_right = mode_totals.steps_right + excluded.steps_right,
    hands = mode_totals.hands + excluded.hands,
    seconds = mode_totals.seconds + excluded.seconds
"""

# Version 5's totals from the attempts already stored, in one statement.
ADD_UP_THE_MODES = """
INSERT INTO mode_totals (trainee_id, kind, play_mode, attempts, passed, steps, steps_right,
    hands, seconds)
SELECT a.trainee_id, a.mode, a.play_mode, count(*), sum(a.passed),
    coalesce(sum(s.steps), 0), coalesce(sum(s.steps_right), 0),
    sum(CASE WHEN a.hand_count > 1 THEN a.hand_count ELSE 1 END), sum(a.duration_s)
FROM attempts a LEFT JOIN (
    SELECT attempt_id, count(*) AS steps,
        sum(CASE WHEN outcome IN ('ok', 'irregularity') THEN 1 ELSE 0 END) AS steps_right
    FROM steps GROUP BY attempt_id
) s ON s.attempt_id = a.id
GROUP BY a.trainee_id, a.mode, a.play_mode
"""


def add_mode_attempt(
    conn: Conn, trainee_id: int, kind: str, mode: str, passed: bool,
    steps: Sequence[StepRecord], hand_count: int, duration_s: float,
) -> None:
    total, right = right_steps(steps)
    conn.execute(
        _MODE_UPSERT,
        (trainee_id, kind, play_mode(mode), int(passed), total, right, max(hand_count, 1),
         duration_s),
    )


def mode_totals(conn: Conn, trainee_id: int) -> tuple[ModeFigures, ...]:
    """One trainee's figures per mode, from the totals."""
    rows: dict[str, list[float]] = {}
    for kind, mode, attempts, passed, steps, right, hands, seconds in conn.execute(
        "SELECT kind, play_mode, attempts, passed, steps, steps_right, hands, seconds"
        " FROM mode_totals WHERE trainee_id = ?",
        (trainee_id,),
    ):
        row = rows.setdefault(play_mode(mode), [0, 0, 0, 0, 0, 0.0])
        free = kind == "free"
        for i, v in enumerate((attempts, passed, steps, right, hands if free else 0,
                               seconds if free else 0.0)):
            row[i] += v
    return _figures(rows)
