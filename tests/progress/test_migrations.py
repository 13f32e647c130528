"""The schema's history: a database from version 1 opens, becomes the latest, loses nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from progress_samples import make_result

from dealer_trainer.progress import ProgressError, ProgressStore
from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.schema import SCHEMA_VERSION

# The first schema, frozen here as the release wrote it: the test must not follow later
# edits of migrations.py, or it would stop testing the path from a real old file.
V1 = """
CREATE TABLE trainees (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL);
CREATE TABLE attempts (id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees(id),
    mode TEXT NOT NULL CHECK (mode IN ('drill', 'free')), scenario TEXT NOT NULL,
    house_rules TEXT NOT NULL, started_at TEXT NOT NULL, duration_s REAL NOT NULL,
    score INTEGER, passed INTEGER NOT NULL, hints INTEGER NOT NULL DEFAULT 0,
    result_json TEXT NOT NULL);
CREATE TABLE steps (attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
    n INTEGER NOT NULL, action TEXT NOT NULL, outcome TEXT NOT NULL, rule TEXT, message TEXT);
CREATE TABLE violations (attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
    step INTEGER, rule TEXT NOT NULL, message TEXT);
CREATE TABLE irregularities (
    attempt_id INTEGER NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
    step INTEGER, rule TEXT NOT NULL, corrected INTEGER NOT NULL);
CREATE INDEX steps_by_attempt ON steps(attempt_id);
CREATE INDEX violations_by_attempt ON violations(attempt_id);
CREATE INDEX irregularities_by_attempt ON irregularities(attempt_id);
PRAGMA user_version = 1;
"""


def _v1_database(path: Path) -> dict:
    """A version-1 file with one attempt, written with plain SQL as version 1 did."""
    result = make_result()
    conn = sqlite3.connect(path)
    conn.executescript(V1)
    conn.execute("INSERT INTO trainees VALUES (1, 'Ana', '2026-11-30T09:00:00.000000+00:00')")
    conn.execute(
        "INSERT INTO attempts VALUES (1, 1, 'drill', 'premature-turn', 'seeds',"
        " '2026-12-02T18:15:00.000000+00:00', 185.0, 85, 0, 0, ?)",
        (json.dumps(result),),
    )
    conn.executemany(
        "INSERT INTO steps VALUES (1, ?, ?, ?, ?, ?)",
        [
            (s["n"], s["action"], s["outcome"], s.get("rule"), s.get("message"))
            for s in result["steps"]
        ],
    )
    conn.execute("INSERT INTO violations VALUES (1, 9, 'deal.order', 'Seat 3 is next.')")
    conn.execute("INSERT INTO irregularities VALUES (1, 14, 'error.premature_turn', 1)")
    conn.commit()
    conn.close()
    return result


def test_a_version_1_database_becomes_the_latest_with_its_data_and_totals(tmp_path: Path) -> None:
    result = _v1_database(tmp_path / DB_NAME)
    with ProgressStore.open(tmp_path) as store:
        assert store.notices == ()
        assert store.trainees() == ["Ana"]
        [a] = store.attempts("Ana")
        assert (a.score, a.passed, a.lang, a.hand_count) == (85, False, "en", 1)
        assert [v.rule for v in a.violations] == ["deal.order"]
        assert store.result(1) == result  # the hands moved to their table, and come back
        [hand] = store.hands()
        assert hand.hand == result["hands"][0]
        assert store.stats("Ana").rules[0].rule == "deal.order"
        new = store.record_attempt("Ana", make_result(), lang="pt")
        assert store.attempts("Ana")[-1].lang == "pt" and new == 2
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 12
    stored = json.loads(conn.execute("SELECT result_json FROM attempts WHERE id = 1").fetchone()[0])
    assert "hands" not in stored  # one copy of each hand, in `hands`
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"attempts_by_trainee_time", "violations_by_rule", "attempts_by_time"} <= indexes
    conn.close()


def test_opening_again_changes_nothing(tmp_path: Path) -> None:
    _v1_database(tmp_path / DB_NAME)
    ProgressStore.open(tmp_path).close()
    with ProgressStore.open(tmp_path) as store:
        assert len(store.hands()) == 1 and len(store.attempts()) == 1


def test_a_database_from_a_newer_trainer_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    ProgressStore.open(tmp_path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(ProgressError, match="newer"):
        ProgressStore.open(tmp_path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if "damaged" in p.name] == []
