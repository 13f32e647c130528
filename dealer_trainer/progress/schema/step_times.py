"""Version 6: each step's time (`steps.seconds`: the trainee's time on it, as the GUI timed
it; NULL for a script's steps) and the rules the arbiter judged it on (`steps.at_stake`: the
ids joined by commas; NULL for none), written from the result's step when it is recorded;
and the running counts the median times are read from (`time_totals`, timing.py).

Older rows get their times from the stored result (`attempts.result_json` keeps every
step, with its `seconds` since the GUI timed them), and the counts from those times. No
result stored before names `at_stake` (the arbiter notes it since this version); one that
does (a store put back to version 5) has it counted in `rule_totals` already."""

from __future__ import annotations

import json

from ..records import joined_rules, step_rules, step_seconds
from ..timing import fill_time_totals
from ..totals import Conn

STATEMENTS = (
    "ALTER TABLE steps ADD COLUMN seconds REAL DEFAULT NULL",
    "ALTER TABLE steps ADD COLUMN at_stake TEXT",
    # per trainee and rule: how many timed steps took each tenth of a second (timing.py)
    """CREATE TABLE time_totals (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        rule TEXT NOT NULL,
        tenths INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, rule, tenths)
    )""",
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
    fill_time_totals(conn)
