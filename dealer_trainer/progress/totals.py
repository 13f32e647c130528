"""Running totals, kept per attempt in the attempt's own transaction, that the figures are
read from instead of the whole history (schema version 3).

- `drill_totals`: per trainee, mode and drill: tries, passes, best score, score sum and
  count, hands, seconds, first and last time. The Drills list, the counts and averages
  of `stats`, the pace of free deal.
- `verb_totals` and `rule_totals`: what stats.RuleTotals holds, per trainee: attempts per
  set of verbs taken, and per (rule, verbs) the attempts naming it, failing it, and its
  violation records. Per-rule accuracy without reading one step.

Every statement is an upsert SQLite and PostgreSQL write alike; rows are touched in key
order so two stations recording for one trainee at once never deadlock.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .stats import AttemptSummary, RuleTotals


class Conn(Protocol):
    """An sqlite3 connection, or the store's Database / PostgreSQL adapter (`?` params)."""

    def execute(self, sql: str, params: Sequence[Any] = ..., /) -> Any: ...

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]], /) -> Any: ...


_DRILL_UPSERT = """
INSERT INTO drill_totals (trainee_id, mode, scenario, tries, passed, best, score_sum, scored,
    hands, seconds, first_at, last_at)
VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (trainee_id, mode, scenario) DO UPDATE SET
    tries = drill_totals.tries + 1,
    passed = drill_totals.passed + excluded.passed,
    best = CASE WHEN drill_totals.best IS NULL OR excluded.best > drill_totals.best
        THEN excluded.best ELSE drill_totals.best END,
    score_sum = drill_totals.score_sum + excluded.score_sum,
    scored = drill_totals.scored + excluded.scored,
    hands = drill_totals.hands + excluded.hands,
    seconds = drill_totals.seconds + excluded.seconds,
    first_at = CASE WHEN excluded.first_at < drill_totals.first_at
        THEN excluded.first_at ELSE drill_totals.first_at END,
    last_at = CASE WHEN excluded.last_at > drill_totals.last_at
        THEN excluded.last_at ELSE drill_totals.last_at END
"""
_VERB_UPSERT = """
INSERT INTO verb_totals (trainee_id, verbs, attempts) VALUES (?, ?, 1)
ON CONFLICT (trainee_id, verbs) DO UPDATE SET attempts = verb_totals.attempts + 1
"""
_RULE_UPSERT = """
INSERT INTO rule_totals (trainee_id, rule, verbs, attempts, failed, violations)
VALUES (?, ?, ?, 1, ?, ?)
ON CONFLICT (trainee_id, rule, verbs) DO UPDATE SET
    attempts = rule_totals.attempts + 1,
    failed = rule_totals.failed + excluded.failed,
    violations = rule_totals.violations + excluded.violations
"""


@dataclass(frozen=True, slots=True)
class AttemptFacts:
    """The columns of one attempt that the totals add up."""

    trainee_id: int
    mode: str
    scenario: str
    score: int | None
    passed: bool
    hand_count: int
    duration_s: float
    started_at: str  # ISO 8601, UTC


def add_attempt(conn: Conn, facts: AttemptFacts, summary: AttemptSummary) -> None:
    f = facts
    conn.execute(
        _DRILL_UPSERT,
        (
            f.trainee_id,
            f.mode,
            f.scenario,
            int(f.passed),
            f.score,
            f.score or 0,
            int(f.score is not None),
            max(f.hand_count, 1),
            f.duration_s,
            f.started_at,
            f.started_at,
        ),
    )
    conn.execute(_VERB_UPSERT, (f.trainee_id, summary.verbs))
    conn.executemany(
        _RULE_UPSERT,
        [(f.trainee_id, rule, summary.verbs, failed, n) for rule, failed, n in summary.rules],
    )


@dataclass(frozen=True, slots=True)
class DrillTotal:
    """One trainee's record on one drill (or on free deal, scenario 'free-deal')."""

    trainee: str
    mode: str
    scenario: str
    tries: int
    passed: int  # attempts passed
    best: int | None
    score_sum: int
    scored: int  # attempts with a score
    hands: int
    seconds: float
    first_at: str
    last_at: str

    @property
    def average(self) -> float | None:
        return self.score_sum / self.scored if self.scored else None


def drill_totals(conn: Conn, trainee_id: int | None = None) -> list[DrillTotal]:
    """Every trainee's (or one's) totals per drill, by trainee then drill."""
    where, params = (
        ("WHERE d.trainee_id = ?", (trainee_id,)) if trainee_id is not None else ("", ())
    )
    rows = conn.execute(
        "SELECT t.name, d.mode, d.scenario, d.tries, d.passed, d.best, d.score_sum, d.scored,"
        " d.hands, d.seconds, d.first_at, d.last_at"
        f" FROM drill_totals d JOIN trainees t ON t.id = d.trainee_id {where}"
        " ORDER BY lower(t.name), d.mode, d.scenario",
        params,
    ).fetchall()
    return [DrillTotal(*_plain(r)) for r in rows]


def rule_totals(conn: Conn, trainee_id: int | None = None) -> RuleTotals:
    """One trainee's totals, or (None) the whole class's added together: at stake,
    failed and violations add up attempt by attempt, so the sums mean the same."""
    where, params = ("", ()) if trainee_id is None else ("WHERE trainee_id = ?", (trainee_id,))
    totals = RuleTotals()
    for verbs, n in conn.execute(
        f"SELECT verbs, sum(attempts) FROM verb_totals {where} GROUP BY verbs", params
    ):
        totals.verbs[verbs] = int(n)
    for rule, verbs, n, failed, violations in conn.execute(
        "SELECT rule, verbs, sum(attempts), sum(failed), sum(violations) FROM rule_totals"
        f" {where} GROUP BY rule, verbs",
        params,
    ):
        totals.named[(rule, verbs)] = [int(n), int(failed), int(violations)]
    return totals


def _plain(row: Any) -> tuple[Any, ...]:
    return tuple(row)
