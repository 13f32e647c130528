"""Filling bench/store.py's store: attempts through the program's own API, or (--fast-fill)
a first batch through the API copied by SQL with the running totals multiplied; and the
SQLite file's size per attempt."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from dealer_trainer.progress import ProgressStore

TRAINEES = [f"Trainee {i:02d}" for i in range(20)]
T0 = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)


def fill(where: str, pool: list[tuple[str, dict[str, Any]]], start: int, stop: int) -> float:
    """Attempts start..stop-1, through the API; returns the mean seconds per attempt.

    Filling only, commits wait for no disk flush (SQLite synchronous OFF, PostgreSQL
    synchronous_commit off): the same rows, written faster. Every measure opens the store
    afresh with its own settings (a flush per commit)."""
    with ProgressStore.open(where) as store:
        db: Any = store._db
        if store.kind == "sqlite":
            db._conn.execute("PRAGMA synchronous = OFF")
        else:
            db._pg.raw.execute("SET synchronous_commit = off")
        began = time.perf_counter()
        for i in range(start, stop):
            mode, result = pool[i % len(pool)]
            store.record_attempt(
                TRAINEES[i % len(TRAINEES)],
                result,
                mode=mode,
                started_at=T0 + timedelta(seconds=97 * i),
                duration_s=float(result.get("elapsed_s") or 95.0),
            )
        return (time.perf_counter() - began) / max(1, stop - start)


# The running totals' counts, multiplied when the attempts are copied (fast_fill).
COUNTS = {
    "drill_totals": ("tries", "passed", "score_sum", "scored", "hands", "seconds"),
    "verb_totals": ("attempts",),
    "rule_totals": ("attempts", "failed", "violations"),
    "mode_totals": ("attempts", "passed", "steps", "steps_right", "hands", "seconds"),
    "time_totals": ("steps",),
}
CHILDREN = {
    "hands": "attempt_id, seq, hand_json",
    "violations": "attempt_id, step, rule, message",
    "irregularities": "attempt_id, step, rule, corrected",
}


def fast_fill(where: str, pool: list[tuple[str, dict[str, Any]]], size: int, base: int) -> float:
    """An empty store (SQLite or PostgreSQL): `base` attempts through the API, then copies
    of them by SQL (each copy later in time by base x 97 s, its own uid) up to `size`, the
    running totals multiplied to match: the same rows and figures a fill through the API
    makes, in minutes rather than hours at 1M. Returns the seconds the copying took."""
    fill(where, pool, 0, base)
    copies = size // base
    began = time.perf_counter()
    with ProgressStore.open(where) as store:
        db: Any = store._db
        if store.kind == "sqlite":
            conn = db._conn
            conn.execute("PRAGMA synchronous = OFF")
            cols = [r[1] for r in conn.execute("PRAGMA table_info(attempts)")]
            later = ("strftime('%Y-%m-%dT%H:%M:%S', started_at, '+{s} seconds')"
                     " || '.000000+00:00'")
        else:
            conn = db._pg.raw
            conn.execute("SET synchronous_commit = off")
            cols = [r[0] for r in conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name ="
                " 'attempts' AND table_schema = current_schema() ORDER BY ordinal_position")]
            later = ("to_char((started_at::timestamptz + interval '{s} seconds') AT TIME ZONE"
                     " 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS') || '.000000+00:00'")
        rest = [c for c in cols if c not in ("id", "started_at", "uid")]
        conn.execute("BEGIN")
        for j in range(1, copies):
            shift = j * base
            conn.execute(
                f"INSERT INTO attempts (id, started_at, uid, {', '.join(rest)})"
                f" SELECT id + {shift}, {later.format(s=shift * 97)}, uid || '-{j}',"
                f" {', '.join(rest)} FROM attempts WHERE id <= {base}"
            )
            for table, columns in CHILDREN.items():
                conn.execute(
                    f"INSERT INTO {table} ({columns}) SELECT attempt_id + {shift},"
                    f" {columns.split(', ', 1)[1]} FROM {table} WHERE attempt_id <= {base}"
                )
        for table, counts in COUNTS.items():
            conn.execute(
                f"UPDATE {table} SET " + ", ".join(f"{c} = {c} * {copies}" for c in counts)
            )
        conn.execute(
            "UPDATE drill_totals SET last_at = (SELECT max(a.started_at) FROM attempts a"
            " WHERE a.trainee_id = drill_totals.trainee_id AND a.mode = drill_totals.mode"
            " AND a.scenario = drill_totals.scenario)"
        )
        if store.kind != "sqlite":  # the next id after the copies
            conn.execute("SELECT setval(pg_get_serial_sequence('attempts', 'id'),"
                         " (SELECT max(id) FROM attempts))")
        conn.execute("COMMIT")
    return time.perf_counter() - began


def kb_per_attempt(folder: str) -> float:
    """The SQLite file (and its write-ahead log) over the attempts it holds (goal: at most 3)."""
    files = [Path(folder, "progress.sqlite3"), Path(folder, "progress.sqlite3-wal")]
    with ProgressStore.open(folder) as store:
        n = store._db.execute("SELECT count(*) FROM attempts").fetchone()[0]
    return sum(f.stat().st_size for f in files if f.exists()) / 1024 / max(1, n)
