"""Version 6: each step's time (`steps.seconds`: the trainee's time on it, as the GUI timed
it; NULL for a script's steps) and the rules the arbiter judged it on (`steps.at_stake`: the
ids joined by commas; NULL for none), written from the result's step when it is recorded.

Older rows get their times from the stored result (`attempts.result_json` keeps every
step, with its `seconds` since the GUI timed them). No stored result names `at_stake` (the
arbiter notes it since this version), so nothing is added to the running totals here."""

from __future__ import annotations

import json

from ..records import joined_rules, step_rules, step_seconds
from ..totals import Conn

STATEMENTS = (
    "ALTER TABLE steps ADD COLUMN seconds REAL DEFAULT NULL",
    "ALTER TABLE steps ADD COLUMN at_stake TEXT",
    # the timed steps only: the median times read them per trainee (timing.py)
    "CREATE INDEX steps_timed ON steps(attempt_id) WHERE seconds IS NOT NULL",
)


def fill_step_times(conn: Conn) -> None:
    """The times (and any rules at stake) of the steps already stored, from their results;
    only the attempts whose result has a timed step are rewritten."""
    rows = conn.execute(
        "SELECT id, result_json FROM attempts WHERE result_json LIKE '%\"seconds\"%'"
    ).fetchall()
    filled: list[tuple[float | None, str | None, int, int]] = []
    for attempt_id, text in rows:
        try:
            result = json.loads(text)
        except ValueError:
            continue  # an unreadable result keeps its steps as they are: untimed
        steps = result.get("steps") if isinstance(result, dict) else None
        if not isinstance(steps, list):
            continue
        for i, s in enumerate(steps):
            if not isinstance(s, dict):
                continue
            seconds = step_seconds(s.get("seconds"))
            if seconds is None:
                continue
            n = s.get("n")
            n = n if isinstance(n, int) and not isinstance(n, bool) else i + 1
            filled.append((seconds, joined_rules(step_rules(s.get("at_stake"))), attempt_id, n))
    conn.executemany(
        "UPDATE steps SET seconds = ?, at_stake = ? WHERE attempt_id = ? AND n = ?", filled
    )
