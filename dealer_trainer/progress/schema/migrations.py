"""The schema, as the list of steps that built it. A step, once released, never changes.

Version 1: trainees; attempts (one drill attempt or one free-deal hand, with the whole
result as JSON); and, broken out for queries, their steps, violations and irregularities.
Version 2: the language the attempt was run in (`attempts.lang`); the hand histories in
their own table (`hands`, one row per hand, moved out of `attempts.result_json`) for the
PHH export; indexes for the per-trainee time series and the per-rule counts.
Version 3: the quick-fire answers (`quiz_answers`, one row per answer: skill, question id,
right or wrong, seconds taken), read by progress/quiz_records.py.

Times are ISO 8601 text in UTC. Each migration runs in one transaction together with
its `PRAGMA user_version` bump, so a database is always at exactly one version.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass


class SchemaError(ValueError):
    """The file is a database, but not one this version of the trainer can use."""


class NewerSchemaError(SchemaError):
    """Written by a newer trainer: left alone, never set aside or downgraded."""


class ForeignDatabaseError(SchemaError):
    """An SQLite file that is not (or no longer) a progress database: set aside like damage."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    description: str
    statements: tuple[str, ...]
    backfill: Callable[[sqlite3.Connection], None] | None = None


_V1 = (
    """CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL
    )""",
    """CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        mode TEXT NOT NULL CHECK (mode IN ('drill', 'free')),
        scenario TEXT NOT NULL,
        house_rules TEXT NOT NULL,
        started_at TEXT NOT NULL,
        duration_s REAL NOT NULL,
        score INTEGER,
        passed INTEGER NOT NULL,
        hints INTEGER NOT NULL DEFAULT 0,
        result_json TEXT NOT NULL
    )""",
    """CREATE TABLE steps (
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        n INTEGER NOT NULL,
        action TEXT NOT NULL,
        outcome TEXT NOT NULL,
        rule TEXT,
        message TEXT
    )""",
    """CREATE TABLE violations (
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        step INTEGER,
        rule TEXT NOT NULL,
        message TEXT
    )""",
    """CREATE TABLE irregularities (
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        step INTEGER,
        rule TEXT NOT NULL,
        corrected INTEGER NOT NULL
    )""",
    "CREATE INDEX steps_by_attempt ON steps(attempt_id)",
    "CREATE INDEX violations_by_attempt ON violations(attempt_id)",
    "CREATE INDEX irregularities_by_attempt ON irregularities(attempt_id)",
)

_V2 = (
    "ALTER TABLE attempts ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        hand_json TEXT NOT NULL,
        UNIQUE (attempt_id, seq)
    )""",
    "CREATE INDEX attempts_by_trainee_time ON attempts(trainee_id, started_at)",
    "CREATE INDEX violations_by_rule ON violations(rule)",
)


def _move_hands_out_of_results(conn: sqlite3.Connection) -> None:
    """Version 1 kept the hand histories inside `result_json`; give each hand its row."""
    rows = conn.execute("SELECT id, result_json FROM attempts").fetchall()
    for attempt_id, text in rows:
        try:
            result = json.loads(text)
        except ValueError:
            continue  # an unreadable result keeps its text; it simply has no hands
        if not isinstance(result, dict):
            continue
        hands = result.pop("hands", None)
        if isinstance(hands, list):
            conn.executemany(
                "INSERT INTO hands (attempt_id, seq, hand_json) VALUES (?, ?, ?)",
                [(attempt_id, i, json.dumps(h, ensure_ascii=False)) for i, h in enumerate(hands)],
            )
        conn.execute(
            "UPDATE attempts SET result_json = ? WHERE id = ?",
            (json.dumps(result, ensure_ascii=False), attempt_id),
        )


_V3_QUIZ = (
    """CREATE TABLE quiz_answers (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        skill TEXT NOT NULL,
        question TEXT NOT NULL,
        right INTEGER NOT NULL,
        seconds REAL,
        answered_at TEXT NOT NULL,
        lang TEXT NOT NULL DEFAULT 'en'
    )""",
    "CREATE INDEX quiz_answers_by_trainee ON quiz_answers(trainee_id, skill, answered_at)",
)

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "trainees, attempts, steps, violations, irregularities", _V1),
    Migration(2, "attempts.lang, hands table, indexes", _V2, _move_hands_out_of_results),
    Migration(3, "quiz_answers table", _V3_QUIZ),
)
SCHEMA_VERSION = MIGRATIONS[-1].version
TABLES = frozenset(
    {"trainees", "attempts", "steps", "violations", "irregularities", "hands", "quiz_answers"}
)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def check_usable(conn: sqlite3.Connection) -> int:
    """Read-only: the file's version, if this trainer may write into it at all."""
    version = user_version(conn)
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            f"the progress database is at schema version {version}, newer than this "
            f"trainer's {SCHEMA_VERSION}: update the trainer to read it"
        )
    if version == 0:
        _check_empty(conn)
    return version


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database to SCHEMA_VERSION; return the version it had before.

    `conn` must be in autocommit mode (isolation_level=None): each step manages its own
    transaction. Another process migrating at the same time is waited for, not repeated.
    """
    before = check_usable(conn)
    for m in MIGRATIONS:
        if m.version <= before:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            if user_version(conn) >= m.version:  # done meanwhile by another process
                conn.execute("ROLLBACK")
                continue
            for statement in m.statements:
                conn.execute(statement)
            if m.backfill is not None:
                m.backfill(conn)
            conn.execute(f"PRAGMA user_version = {m.version}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    _check_tables(conn)
    return before


def _table_names(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _check_empty(conn: sqlite3.Connection) -> None:
    """A database at version 0 with tables in it is someone else's file, not a new one."""
    names = _table_names(conn)
    if names:
        raise ForeignDatabaseError(
            "the file is an SQLite database but not a Dealer Trainer one "
            f"(it has tables {', '.join(sorted(names)[:5])})"
        )


def _check_tables(conn: sqlite3.Connection) -> None:
    missing = TABLES - _table_names(conn)
    if missing:
        raise ForeignDatabaseError(
            f"the progress database lacks its tables {', '.join(sorted(missing))}"
        )
