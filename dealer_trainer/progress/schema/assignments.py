"""Version 11: the instructor's assignments (issue 30; progress/assignments.py reads and
writes them). One row an assignment: what (`kind`: a drill, a skill of the quick-fire
quiz, or an audition; `target`: the drill's id, the skill's, or for an audition the drill
auditioned, "" for a free-deal down), for whom (`trainee_id`; NULL: the whole class), by
when (`due`, a date, YYYY-MM-DD) and since when (`set_at`: only what a trainee does after
it counts towards it). Nothing older is rewritten.
"""

from __future__ import annotations

STATEMENTS = (
    """CREATE TABLE assignments (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('drill', 'skill', 'audition')),
        target TEXT NOT NULL,
        trainee_id INTEGER REFERENCES trainees(id) ON DELETE CASCADE,
        due TEXT NOT NULL,
        set_at TEXT NOT NULL
    )""",
    "CREATE INDEX assignments_by_due ON assignments(due, id)",
)
