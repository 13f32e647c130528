"""A damaged or foreign file is set aside under a new name, byte for byte, and a new one started."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from progress_samples import T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME

WHEN = datetime(2026, 12, 2, 18, 15, 0, tzinfo=UTC)
ASIDE = f"{DB_NAME}.damaged-20261202-181500"


def _clock() -> datetime:
    return WHEN


def _check_fresh(store: ProgressStore) -> None:
    assert store.attempts() == []
    store.record_attempt("Ana", make_result(), started_at=T0)
    assert len(store.attempts("Ana")) == 1


def test_garbage_bytes_are_kept_aside_and_a_new_file_started(tmp_path: Path) -> None:
    garbage = os.urandom(3000) + b"not a database"
    (tmp_path / DB_NAME).write_bytes(garbage)
    with ProgressStore.open(tmp_path, clock=_clock) as store:
        [notice] = store.notices
        assert ASIDE in notice and "could not be read" in notice
        _check_fresh(store)
    assert (tmp_path / ASIDE).read_bytes() == garbage


def test_a_database_damaged_inside_is_set_aside(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        for i in range(40):
            store.record_attempt("Ana", make_result(score=i), started_at=T0)
    path = tmp_path / DB_NAME
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page : len(data) - page] = b"\xa5" * (len(data) - 3 * page)  # keep the header
    path.write_bytes(bytes(data))
    with ProgressStore.open(tmp_path, clock=_clock) as store:
        assert len(store.notices) == 1
        _check_fresh(store)
    assert (tmp_path / ASIDE).read_bytes() == bytes(data)


def test_another_programs_database_is_not_written_into(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('sarmale')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with ProgressStore.open(tmp_path, clock=_clock) as store:
        assert "not a Dealer Trainer" in store.notices[0]
        _check_fresh(store)
    assert (tmp_path / ASIDE).read_bytes() == before


def test_a_second_damaged_file_in_the_same_second_gets_its_own_name(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"first garbage" * 100)
    ProgressStore.open(tmp_path, clock=_clock).close()
    os.remove(tmp_path / DB_NAME)
    for suffix in ("-wal", "-shm"):
        (tmp_path / (DB_NAME + suffix)).unlink(missing_ok=True)
    (tmp_path / DB_NAME).write_bytes(b"second garbage" * 100)
    (tmp_path / (DB_NAME + "-wal")).write_bytes(b"stale log")
    with ProgressStore.open(tmp_path, clock=_clock) as store:
        assert f"{ASIDE}-2" in store.notices[0]
        _check_fresh(store)
    assert (tmp_path / ASIDE).read_bytes() == b"first garbage" * 100
    assert (tmp_path / f"{ASIDE}-2").read_bytes() == b"second garbage" * 100
    assert (tmp_path / f"{ASIDE}-2-wal").read_bytes() == b"stale log"  # moved with it
