"""At school scale (issue 28: 100k to 1M attempts), what a trainee's screens, commands and
records read goes through an index: no statement reads a whole table that grows with the
attempts. SQLite's own query plan says so for every statement the readers run."""

from __future__ import annotations

import re
import tempfile
from datetime import timedelta
from pathlib import Path

from progress_samples import T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import export_phh
from dealer_trainer.progress.quiz_records import figures_of

# Tables that grow with the attempts. The running totals (*_totals) grow with the trainees
# and the rules only: a class-wide figure may read them whole.
GROWING = ("attempts", "steps", "violations", "irregularities", "hands", "quiz_answers")
FULL_SCAN = re.compile(r"^SCAN (\w+)$")  # "SCAN t USING INDEX ..." is an ordered index walk


def _store(folder: Path) -> ProgressStore:
    store = ProgressStore.open(folder)
    for i in range(12):
        store.record_attempt(
            ["Ana", "Bogdan"][i % 2], make_result(), mode=["drill", "free"][i % 3 == 0],
            started_at=T0 + timedelta(minutes=i),
        )
    return store


def _plans(store: ProgressStore, statements: list[str]) -> dict[str, list[str]]:
    """Each statement's full scans of a growing table, by the alias or name the plan uses."""
    conn = store._db._conn  # type: ignore[attr-defined]
    out: dict[str, list[str]] = {}
    for sql in dict.fromkeys(statements):
        if not sql.lstrip().upper().startswith(("SELECT", "INSERT", "UPDATE", "WITH")):
            continue
        aliases = dict(re.findall(r"\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?", sql))
        names = {alias or table: table for table, alias in aliases.items()} | {
            t: t for t in aliases
        }
        scans = [
            names.get(m.group(1), m.group(1))
            for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}")
            if (m := FULL_SCAN.match(row[3]))
        ]
        if any(s in GROWING for s in scans):
            out[sql] = scans
    return out


def test_every_reading_of_one_trainee_and_every_record_goes_through_an_index(
    tmp_path: Path,
) -> None:
    with _store(tmp_path) as store:
        seen: list[str] = []
        store._db._conn.set_trace_callback(seen.append)  # type: ignore[attr-defined]
        store.stats("Ana")
        figures_of(store, "Ana")
        store.recent_drills("Ana")
        store.drill_totals("Ana")
        store.attempts("Ana")
        store.result(1)
        with tempfile.TemporaryDirectory() as out:
            export_phh(store.iter_hands("Ana"), Path(out))
        store.record_attempt("Ana", make_result())
        store._db._conn.set_trace_callback(None)  # type: ignore[attr-defined]
        assert len(seen) > 20
        assert _plans(store, seen) == {}


def test_the_check_sees_a_full_scan() -> None:
    """The test above can fail: a statement that reads a whole growing table is named."""
    with tempfile.TemporaryDirectory() as folder, _store(Path(folder)) as store:
        sql = (
            "SELECT c.attempt_id FROM steps c JOIN attempts a ON a.id = c.attempt_id"
            " JOIN trainees t ON t.id = a.trainee_id WHERE lower(t.name) = lower('Ana')"
            " ORDER BY c.rowid"
        )
        assert _plans(store, [sql]) == {sql: ["steps"]}
