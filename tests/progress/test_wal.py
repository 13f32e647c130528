"""A write-ahead log beside the progress file that was not written for it (issue 28, fault 9):
kept aside, never replayed; the file's own log (a crash, a trainer running beside) is."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from progress_samples import T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME

ROOT = Path(__file__).resolve().parents[2]
WHEN = datetime(2026, 12, 2, 18, 15, 0, tzinfo=UTC)


def _record(store: ProgressStore, name: str, n: int) -> None:
    for i in range(n):
        store.record_attempt(name, make_result(score=i), started_at=T0)


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def test_a_log_from_another_copy_of_the_folder_is_kept_aside_not_replayed(
    tmp_path: Path,
) -> None:
    school, laptop = tmp_path / "school", tmp_path / "laptop"
    with ProgressStore.open(school) as store:
        _record(store, "Ana", 30)
    shutil.copytree(school, laptop)  # the folder, copied (or synced)
    with ProgressStore.open(school) as store:
        _record(store, "Ana", 30)  # the two copies go their own ways
        before = sorted(a.id for a in store.attempts())
    with ProgressStore.open(laptop) as store:
        _record(store, "Bea", 40)
        shutil.copy(laptop / f"{DB_NAME}-wal", school / f"{DB_NAME}-wal")  # the laptop's log
    with ProgressStore.open(school, clock=lambda: WHEN) as store:
        [notice] = store.notices
        assert "not written for it" in notice and "not applied" in notice
        assert sorted(a.id for a in store.attempts()) == before
        assert store.trainees() == ["Ana"]
    assert _integrity(school / DB_NAME) == "ok"
    [kept] = [p for p in school.iterdir() if ".foreign-" in p.name]
    assert kept.stat().st_size > 0


def test_the_files_own_log_after_a_crash_is_replayed(tmp_path: Path) -> None:
    code = (
        f"import os, sys; sys.path[:0] = [{str(ROOT)!r}, {str(Path(__file__).parent)!r}]\n"
        "from progress_samples import T0, make_result\n"
        "from dealer_trainer.progress import ProgressStore\n"
        "store = ProgressStore.open(sys.argv[1])\n"
        "for i in range(5):\n"
        "    store.record_attempt('Ana', make_result(score=i), started_at=T0)\n"
        "os._exit(0)  # no close: the log stays, as after a crash\n"
    )
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=True, timeout=60)
    assert (tmp_path / f"{DB_NAME}-wal").stat().st_size > 0
    with ProgressStore.open(tmp_path) as store:
        assert store.notices == ()
        assert len(store.attempts("Ana")) == 5


def test_the_log_of_a_trainer_running_beside_is_used(tmp_path: Path) -> None:
    ProgressStore.open(tmp_path).close()
    code = (
        f"import sys, time; sys.path[:0] = [{str(ROOT)!r}, {str(Path(__file__).parent)!r}]\n"
        "from progress_samples import T0, make_result\n"
        "from dealer_trainer.progress import ProgressStore\n"
        "store = ProgressStore.open(sys.argv[1])\n"
        "for i in range(3):\n"
        "    store.record_attempt('Ana', make_result(score=i), started_at=T0)\n"
        "print('ready', flush=True)\n"
        "sys.stdin.readline()\n"
        "store.close()\n"
    )
    beside = subprocess.Popen(
        [sys.executable, "-c", code, str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert beside.stdout is not None and beside.stdout.readline().strip() == "ready"
        (tmp_path / f"{DB_NAME}.wal-ids").write_text("")  # even with no note of its log
        with ProgressStore.open(tmp_path) as store:
            assert store.notices == ()
            assert len(store.attempts("Ana")) == 3
    finally:
        assert beside.stdin is not None
        beside.stdin.write("\n")
        beside.stdin.close()
        beside.wait(timeout=60)
