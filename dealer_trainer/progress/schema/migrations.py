"""The schema, as the list of steps that built it. A step, once released, never changes.

Each step is written twice, for SQLite and for PostgreSQL, to the same tables, columns
and meaning (dialects.py says where each keeps its version and how it locks).

Version 1: trainees; attempts (one drill attempt or one free-deal hand, with the whole
result as JSON); and, broken out for queries, their steps, violations and irregularities.
Version 2: the language the attempt was run in (`attempts.lang`); the hand histories in
their own table (`hands`, one row per hand, moved out of `attempts.result_json`) for the
PHH export; indexes for the per-trainee time series and the per-rule counts.
Version 3: running totals the figures are read from (totals.py: per drill, per set of
verbs, per rule), `attempts.hand_count`, and indexes for the time-ordered pages.
Version 4: the quick-fire answers (`quiz_answers`, one row per answer: skill, question id,
right or wrong as `correct`, seconds taken), read by progress/quiz_records.py.
Version 5: each step's `kind`, the action's name as CONTRACT.md gives it (`deal`, `post`,
...), written from the result's step when it is recorded; older rows get it from their
text here, the one place that reads a step's text back (`old_step_kind`); each attempt's
mode (`attempts.play_mode`: learn, practice, audition; from the stored result, practice
where it names none) and the running totals per mode (`mode_totals`, modestats.py).
Version 6: each step's time and the rules it was judged on (`steps.seconds`,
`steps.at_stake`; the times of older rows from their stored results) and the counts the
median times are read from (`time_totals`): step_times.py.
Version 7: each attempt's own id (`attempts.uid`, unique; NULL for older rows), drawn by the
station before its first try, so an attempt sent again from the outbox (outbox.py) after a
lost answer is found, never written twice.
Version 8: on SQLite, an attempt's result (`attempts.result_json`) and each hand
(`hands.hand_json`) are written as their JSON compressed with zlib (records.packed_json),
about a fifth of the text: 10.9 KB an attempt became 4.1 KB in bench/store.py's mix. Rows
written before stay text and are read as they are (records.stored_object reads both), so
the step rewrites nothing and costs nothing at any size; its number keeps an older trainer,
which could not read a compressed row, from opening the file. PostgreSQL keeps the text
(its TOAST compresses large values itself).
Version 9: an attempt's steps are kept once, in its result, where they were kept twice
(the result and the `steps` table, 1.9 KB an attempt of table and index on SQLite). No
statistic reads the steps table (the running totals are added up when an attempt is
recorded); `HistoryReader.attempts` reads an attempt's steps from its rows where it has
some (written before version 9), else from its result, through the one reading both were
made by (records.result_steps). Rows written before stay as they are: the step rewrites
nothing and costs nothing at any size; its number keeps an older trainer, which would read
a newer attempt as having no steps, from opening the file.
Version 10: the classroom (issue 30): `station_status`, one row per station, the "where I
am" each station writes after its steps (progress/status.py; on a server each write
NOTIFYs the classroom, which LISTENs), and `instructor`, the instructor's password as a
salted scrypt hash (classroom/auth.py). Nothing older is rewritten.
Version 11: `assignments`, the instructor's (assignments.py says what a row holds).
Version 12: `review_cards` and `review_marks`, the spaced-repetition cards (review_cards.py).

Times are ISO 8601 text in UTC. Each migration runs in one transaction together with
its version bump, so a database is always at exactly one version.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from ..modestats import ADD_UP_THE_MODES, play_mode
from ..records import IrregularityRecord, StepRecord, ViolationRecord
from ..stats import summarize
from ..totals import AttemptFacts, add_attempt
from .assignments import STATEMENTS as _V11_ASSIGNMENTS
from .dialects import SQLITE, Conn, Dialect
from .review_cards import STATEMENTS as _V12_CARDS
from .step_times import STATEMENTS as _V6
from .step_times import fill_step_times


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
    statements: tuple[str, ...]  # SQLite's; PostgreSQL runs them through `postgres()`
    backfill: Callable[[Conn], None] | None = None

    def for_dialect(self, dialect: Dialect) -> tuple[str, ...]:
        return postgres(self.statements) if dialect.name == "postgresql" else self.statements


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


# PostgreSQL runs the same statements, translated by `postgres()`: identity keys; every
# child table gains an `id` that keeps the order its rows were written in (SQLite's rowid);
# a trainee's name is unique whatever its case through an index on lower(name).
_PG_ID = "id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"
_PG_EXTRA = {
    "trainees": ("CREATE UNIQUE INDEX trainees_by_name ON trainees (lower(name))",),
}


def postgres(statements: tuple[str, ...]) -> tuple[str, ...]:
    """SQLite's DDL as PostgreSQL says it (only the forms the migrations use)."""
    out: list[str] = []
    for sql in statements:
        table = re.match(r"CREATE TABLE (\w+) \(", sql)
        sql = sql.replace("id INTEGER PRIMARY KEY", _PG_ID)
        sql = sql.replace(" UNIQUE COLLATE NOCASE", "").replace(" REAL ", " DOUBLE PRECISION ")
        if table and "PRIMARY KEY" not in sql:
            sql = sql.replace("(", f"(\n        {_PG_ID},", 1)
        out.append(sql)
        out += _PG_EXTRA.get(table.group(1), ()) if table else ()
    return tuple(out)


def _move_hands_out_of_results(conn: Conn) -> None:
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


_V3 = (
    "ALTER TABLE attempts ADD COLUMN hand_count INTEGER NOT NULL DEFAULT 0",
    """CREATE TABLE drill_totals (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        mode TEXT NOT NULL,
        scenario TEXT NOT NULL,
        tries INTEGER NOT NULL,
        passed INTEGER NOT NULL,
        best INTEGER,
        score_sum INTEGER NOT NULL,
        scored INTEGER NOT NULL,
        hands INTEGER NOT NULL,
        seconds REAL NOT NULL,
        first_at TEXT NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (trainee_id, mode, scenario)
    )""",
    """CREATE TABLE verb_totals (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        verbs TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, verbs)
    )""",
    """CREATE TABLE rule_totals (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        rule TEXT NOT NULL,
        verbs TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        failed INTEGER NOT NULL,
        violations INTEGER NOT NULL,
        PRIMARY KEY (trainee_id, rule, verbs)
    )""",
    "CREATE INDEX attempts_by_time ON attempts(started_at, id)",
    "CREATE INDEX attempts_by_trainee_mode ON attempts(trainee_id, mode, started_at, id)",
    "CREATE INDEX attempts_by_trainee_time_id ON attempts(trainee_id, started_at, id)",
)


def _add_up_the_history(conn: Conn) -> None:
    """Version 3's totals, from every attempt already stored (one pass, in id order)."""
    conn.execute(
        "UPDATE attempts SET hand_count ="
        " (SELECT count(*) FROM hands h WHERE h.attempt_id = attempts.id)"
    )
    rows = conn.execute(
        "SELECT id, trainee_id, mode, scenario, score, passed, hand_count, duration_s,"
        " started_at FROM attempts ORDER BY id"
    ).fetchall()
    for r in rows:
        steps = conn.execute(
            "SELECT n, action, outcome, rule FROM steps WHERE attempt_id = ?", (r[0],)
        ).fetchall()
        violations = conn.execute(
            "SELECT step, rule FROM violations WHERE attempt_id = ?", (r[0],)
        ).fetchall()
        irregularities = conn.execute(
            "SELECT step, rule, corrected FROM irregularities WHERE attempt_id = ?", (r[0],)
        ).fetchall()
        score = r[4] if isinstance(r[4], int) and not isinstance(r[4], bool) else None
        facts = AttemptFacts(
            r[1], r[2], r[3], score, r[5] == 1, int(r[6]), float(r[7] or 0), str(r[8])
        )
        summary = summarize(
            [StepRecord(s[0], s[1], s[2], s[3], kind=old_step_kind(s[1])) for s in steps],
            [ViolationRecord(v[0], v[1]) for v in violations],
            [IrregularityRecord(i[0], i[1], bool(i[2])) for i in irregularities],
        )
        add_attempt(conn, facts, summary)


_V4_QUIZ = (
    """CREATE TABLE quiz_answers (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        skill TEXT NOT NULL,
        question TEXT NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL,
        answered_at TEXT NOT NULL,
        lang TEXT NOT NULL DEFAULT 'en'
    )""",
    "CREATE INDEX quiz_answers_by_trainee ON quiz_answers(trainee_id, skill, answered_at)",
)


def old_step_kind(action: str) -> str | None:
    """A step stored before version 5 kept only its text, the action in script form:
    `deal: 4` -> `deal`, `post: {seat: 3, blind: small}` -> `post` (what the statistics
    took from it then). Only the migrations read a step's text back."""
    return action.split(":", 1)[0].strip() or None


_V5 = (
    "ALTER TABLE steps ADD COLUMN kind TEXT",
    "ALTER TABLE attempts ADD COLUMN play_mode TEXT NOT NULL DEFAULT 'practice'",
    """CREATE TABLE mode_totals (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id),
        kind TEXT NOT NULL,
        play_mode TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        passed INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        steps_right INTEGER NOT NULL,
        hands INTEGER NOT NULL,
        seconds REAL NOT NULL,
        PRIMARY KEY (trainee_id, kind, play_mode)
    )""",
)


def _fill_version_5(conn: Conn) -> None:
    _name_the_step_kinds(conn)
    _name_the_modes(conn)
    conn.execute(ADD_UP_THE_MODES)


def _name_the_modes(conn: Conn) -> None:
    """Each attempt's mode, from its result (one without a mode was practice)."""
    rows = conn.execute("SELECT id, result_json FROM attempts").fetchall()
    named: list[tuple[str, int]] = []
    for attempt_id, text in rows:
        try:
            result = json.loads(text)
        except ValueError:
            continue
        mode = play_mode(result.get("mode")) if isinstance(result, dict) else "practice"
        if mode != "practice":
            named.append((mode, attempt_id))
    conn.executemany("UPDATE attempts SET play_mode = ? WHERE id = ?", named)


def _name_the_step_kinds(conn: Conn) -> None:
    """Version 5's `steps.kind` for the steps already stored: one kind per distinct text,
    then one pass over the steps (a table of texts to kinds, dropped at the end)."""
    conn.execute(
        "CREATE TEMPORARY TABLE step_kind_map (action TEXT PRIMARY KEY, kind TEXT NOT NULL)"
    )
    texts = [r[0] for r in conn.execute("SELECT DISTINCT action FROM steps").fetchall()]
    conn.executemany(
        "INSERT INTO step_kind_map (action, kind) VALUES (?, ?)",
        [(t, kind) for t in texts if (kind := old_step_kind(str(t)))],
    )
    conn.execute(
        "UPDATE steps SET kind ="
        " (SELECT m.kind FROM step_kind_map m WHERE m.action = steps.action)"
        " WHERE kind IS NULL"
    )
    conn.execute("DROP TABLE step_kind_map")


_V7 = (
    "ALTER TABLE attempts ADD COLUMN uid TEXT",
    "CREATE UNIQUE INDEX attempts_by_uid ON attempts(uid)",
)


# Version 9 comes from the records change (store size, steps storage), in its own branch.
_V10_CLASSROOM = (
    """CREATE TABLE station_status (
        station TEXT PRIMARY KEY,
        trainee TEXT NOT NULL,
        activity TEXT NOT NULL,
        mode TEXT NOT NULL,
        hand INTEGER NOT NULL,
        phase TEXT NOT NULL,
        score INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        hands_done INTEGER NOT NULL,
        rule TEXT,
        message_key TEXT,
        params_json TEXT NOT NULL,
        sitting_at TEXT NOT NULL,
        stepped_at TEXT NOT NULL
    )""",
    "CREATE INDEX station_status_by_time ON station_status(stepped_at)",
    """CREATE TABLE instructor (
        id INTEGER PRIMARY KEY,
        password_hash TEXT NOT NULL,
        set_at TEXT NOT NULL
    )""",
)


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "trainees, attempts, steps, violations, irregularities", _V1),
    Migration(2, "attempts.lang, hands table, indexes", _V2, _move_hands_out_of_results),
    Migration(3, "running totals, attempts.hand_count, time indexes", _V3, _add_up_the_history),
    Migration(4, "quiz_answers table", _V4_QUIZ),
    Migration(5, "steps.kind, attempts.play_mode, mode_totals", _V5, _fill_version_5),
    Migration(6, "steps.seconds, steps.at_stake, time_totals", _V6, fill_step_times),
    Migration(7, "attempts.uid, each attempt's own id", _V7),
    Migration(8, "results and hands kept compressed on SQLite", ()),
    Migration(9, "an attempt's steps kept once, in its result", ()),
    Migration(10, "station_status and instructor: the classroom", _V10_CLASSROOM),
    Migration(11, "assignments: the instructor's", _V11_ASSIGNMENTS),
    Migration(12, "review_cards and review_marks: practice when due", _V12_CARDS),
)
SCHEMA_VERSION = MIGRATIONS[-1].version
TABLES = frozenset(
    {
        "trainees",
        "attempts",
        "steps",
        "violations",
        "irregularities",
        "hands",
        "drill_totals",
        "verb_totals",
        "rule_totals",
        "quiz_answers",
        "mode_totals",
        "time_totals",
        "station_status",
        "instructor",
        "assignments",
        "review_cards",
        "review_marks",
    }
)


def user_version(conn: Conn, dialect: Dialect = SQLITE) -> int:
    return dialect.version(conn)


def check_usable(conn: Conn, dialect: Dialect = SQLITE) -> int:
    """Read-only: the database's version, if this trainer may write into it at all."""
    version = dialect.version(conn)
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            f"the progress database is at schema version {version}, newer than this "
            f"trainer's {SCHEMA_VERSION}: update the trainer to read it"
        )
    if version == 0:
        _check_empty(conn, dialect)
    return version


def migrate(conn: Conn, dialect: Dialect = SQLITE) -> int:
    """Bring the database to SCHEMA_VERSION; return the version it had before.

    `conn` must be in autocommit mode: each step manages its own transaction. Another
    process migrating at the same time is waited for (the dialect's lock), not repeated.
    """
    before = check_usable(conn, dialect)
    for m in MIGRATIONS:
        if m.version <= before:
            continue
        for statement in dialect.begin_locked:
            conn.execute(statement)
        try:
            if dialect.version(conn) >= m.version:  # done meanwhile by another process
                conn.execute("ROLLBACK")
                continue
            for statement in m.for_dialect(dialect):
                conn.execute(statement)
            if m.backfill is not None:
                m.backfill(conn)
            dialect.set_version(conn, m.version)
            conn.execute("COMMIT")
        except BaseException:
            _roll_back(conn)
            raise
    _check_tables(conn, dialect)
    return before


def _roll_back(conn: Conn) -> None:
    """Undo a failed step, keeping its own error: SQLite has already rolled back after a
    full disk, and a ROLLBACK then fails with "no transaction is active", which must not
    take the real cause's place."""
    try:
        conn.execute("ROLLBACK")
    except Exception:  # nothing left to undo, or the connection is gone: the cause stands
        pass


def _check_empty(conn: Conn, dialect: Dialect) -> None:
    """A database at version 0 with our tables' names (SQLite: any table) is someone
    else's, not a new one."""
    names = dialect.tables(conn)
    if dialect.name == "postgresql":  # a shared server may hold other programs' tables
        names &= TABLES
    if names:
        raise ForeignDatabaseError(
            "the database is not a Dealer Trainer one "
            f"(it has tables {', '.join(sorted(names)[:5])})"
        )


def _check_tables(conn: Conn, dialect: Dialect) -> None:
    missing = TABLES - dialect.tables(conn)
    if missing:
        raise ForeignDatabaseError(
            f"the progress database lacks its tables {', '.join(sorted(missing))}"
        )
