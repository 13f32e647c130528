"""Schema version 9: an attempt's steps are kept once, in its result (version 8 kept them in
the `steps` table too). Every public reader gives what it gave from version 8's layout: the
readings the version-8 trainer made (fixtures/v8_reads.json, layout_samples.py) are the
measure, for a new store, for the file that trainer wrote once migrated, and for a store
taken back to version 8 on either back end (issue 28: at most 3 KB an attempt)."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from layout_samples import FIXTURES, every_reading, fixed_clock, old_reads, record_samples
from progress_samples import back_to_version

from dealer_trainer.progress import SCHEMA_VERSION, ProgressStore, figures, quiz_records
from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.records import result_steps


@pytest.fixture(autouse=True)
def _v8_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    """The readers list every rule of the catalogue, and the catalogue grows (the button's
    rules, the games'): the readings are measured with the rules the version-8 trainer knew
    (fixtures/v8_rule_ids.json), so that what is compared is the store's layout alone."""
    ids = tuple(json.loads((FIXTURES / "v8_rule_ids.json").read_text(encoding="utf-8")))
    monkeypatch.setattr(figures, "rule_ids", lambda: ids)
    # likewise the skills (the stud skills came after; fixtures/v8_skills.json)
    skills = tuple(json.loads((FIXTURES / "v8_skills.json").read_text(encoding="utf-8")))
    monkeypatch.setattr(quiz_records, "SKILLS", skills)


def _v8_fields(reads: dict[str, Any]) -> dict[str, Any]:
    """`reads` less the fields a later trainer adds to what it reads: the PHH export's
    `_dealer_trainer_variant` (the game of each hand, issue 25) is a line the version-8
    trainer did not write."""
    files = reads["export"]["files"]
    for name, text in files.items():
        files[name] = "".join(line for line in text.splitlines(keepends=True)
                              if not line.startswith("_dealer_trainer_variant = "))
    return reads


def _count(store: ProgressStore, table: str) -> int:
    return int(store._db.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


def _diff(got: dict[str, Any], want: dict[str, Any]) -> list[str]:
    """The readings that differ, by name (the whole documents are large)."""
    return sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))


def test_version_9_keeps_the_steps_once_and_every_reader_reads_as_version_8_did(
    where: str | Path,
) -> None:
    with ProgressStore.open(where, clock=fixed_clock()) as store:
        record_samples(store)
        assert _count(store, "steps") == 0  # in the results alone
        assert _diff(_v8_fields(every_reading(store)), old_reads()) == []


def test_the_file_the_version_8_trainer_wrote_migrates_and_reads_the_same(tmp_path: Path) -> None:
    with closing(sqlite3.connect(tmp_path / DB_NAME)) as conn:
        conn.executescript((FIXTURES / "v8_store.sql").read_text(encoding="utf-8"))
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 8
        rows = conn.execute("SELECT count(*) FROM steps").fetchone()[0]
    with ProgressStore.open(tmp_path, clock=fixed_clock()) as store:
        assert _diff(_v8_fields(every_reading(store)), old_reads()) == []
        assert _count(store, "steps") == rows > 0  # nothing rewritten, nothing lost
    with closing(sqlite3.connect(tmp_path / DB_NAME)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 12


def test_a_version_8_store_migrates_on_both_back_ends_and_old_and_new_attempts_read_alike(
    where: str | Path,
) -> None:
    with ProgressStore.open(where, clock=fixed_clock()) as store:
        record_samples(store)
    back_to_version(where, 8)  # every step in the steps table too, as version 8 wrote it
    with ProgressStore.open(where, clock=fixed_clock()) as store:
        assert _count(store, "steps") > 0
        assert _diff(_v8_fields(every_reading(store)), old_reads()) == []
        # an attempt recorded now beside the old ones: its steps from its result
        old = store.attempts()
        again = [store.record_attempt(a.trainee, store.result(a.id), mode=a.mode) for a in old]
        new = {a.id: a for a in store.attempts()}
        assert [new[i].steps for i in again] == [a.steps for a in old]
        assert [result_steps(store.result(i)) for i in again] == [a.steps for a in old]


def test_an_attempt_whose_result_cannot_be_read_is_skipped_and_named(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path, clock=fixed_clock()) as store:
        ids = record_samples(store)
    with closing(sqlite3.connect(tmp_path / DB_NAME)) as conn, conn:
        conn.execute("UPDATE attempts SET result_json = x'00ff' WHERE id = ?", (ids[0],))
    with ProgressStore.open(tmp_path) as store:
        read = [a.id for a in store.attempts()]
        assert read == ids[1:]
        assert len(store.skipped) == 1 and f"attempt {ids[0]}" in store.skipped[0]
