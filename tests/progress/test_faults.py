"""The store under faults (issue 13, items 1-4): a file it may not write, a full disk, a
lock held long, a damaged row. Each keeps what is there and says plainly what happened."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from phh_replay import count_tables
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressError, ProgressStore, backend, store
from dealer_trainer.progress.paths import DB_NAME

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


def _filled(folder: Path, n: int = 3) -> list[int]:
    with ProgressStore.open(folder) as s:
        return [s.record_attempt("Ana", make_result(score=60 + i), started_at=T0) for i in range(n)]


def _listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


# -- 1. a file the trainer may not write ------------------------------------------------------

READER = """
import sys
sys.path[:0] = [{root!r}]
from dealer_trainer.cli import main
sys.exit(main(["stats", "--data", sys.argv[1]]))
"""


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder every user may enter (pytest's tmp_path is root's alone when run as root)."""
    folder = Path(tempfile.mkdtemp(prefix="dt-perm-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _as_nobody(argv: list[str]) -> subprocess.CompletedProcess[str]:
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root and setpriv is missing: cannot drop privileges")
    cmd = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *argv]
    probe = subprocess.run([*cmd[:4], sys.executable, "-c", "import dealer_trainer"],
                           capture_output=True, text=True, cwd=ROOT, check=False)
    if probe.returncode != 0:
        pytest.skip(f"the user nobody cannot run the trainer here: {probe.stderr.strip()[:200]}")
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=False)


def test_a_file_another_user_owns_is_named_and_nothing_moves(shared_folder: Path) -> None:
    _filled(shared_folder)
    before = _listing(shared_folder)
    if os.geteuid() == 0:  # root may write anything: the trainee is played by `nobody`
        for p in shared_folder.iterdir():
            p.chmod(0o644)
        done = _as_nobody([sys.executable, "-c", READER.format(root=str(ROOT)), str(shared_folder)])
        code, err = done.returncode, done.stderr
    else:
        for p in shared_folder.iterdir():
            p.chmod(0o444)
        shared_folder.chmod(0o555)
        try:
            code = main(["stats", "--data", str(shared_folder)])
        finally:
            shared_folder.chmod(0o755)
        err = ""  # checked through the exception below instead
        with pytest.raises(ProgressError, match="cannot be written"):
            ProgressStore.open(shared_folder)
    assert code == 2
    if err:
        [line] = err.splitlines()
        assert "cannot be" in line and "another user" in line and "Nothing was changed" in line
        assert "damaged" not in line
    assert _listing(shared_folder) == before  # nothing renamed, nothing new


def test_a_read_only_file_is_not_called_damaged(tmp_path: Path, monkeypatch) -> None:
    _filled(tmp_path)
    before = _listing(tmp_path)
    # As root, os.access says yes to everything: the check is shown the refusal a
    # trainee would get, and must name it (the privilege-dropping test runs it for real).
    monkeypatch.setattr(os, "access", lambda path, mode: not mode & os.W_OK)
    with pytest.raises(ProgressError) as caught:
        ProgressStore.open(tmp_path)
    assert "read-only" in str(caught.value) and "damaged" not in str(caught.value)
    assert _listing(tmp_path) == before


# -- 2. a full disk ---------------------------------------------------------------------------


def _full_disk(monkeypatch) -> None:
    """A disk that fills up while the attempt is written: its hands' rows are refused as
    SQLite refuses a write with no room left (SQLITE_FULL), after the attempt's own row went
    in. (SQLite's max_page_count did this until an attempt was kept compressed, schema
    version 8: a small attempt then fits in the room left in the pages there are.)"""
    real = store.open_sqlite

    class FullConn:
        def __init__(self, conn: sqlite3.Connection) -> None:
            self._conn = conn

        def _refuse(self, sql: str) -> None:
            if sql.lstrip().upper().startswith("INSERT INTO HANDS"):
                raise sqlite3.OperationalError("database or disk is full")

        def execute(self, sql: str, *args):  # type: ignore[no-untyped-def]
            self._refuse(sql)
            return self._conn.execute(sql, *args)

        def executemany(self, sql: str, *args):  # type: ignore[no-untyped-def]
            self._refuse(sql)
            return self._conn.executemany(sql, *args)

        def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
            return getattr(self._conn, name)

    def opened_full(path: Path) -> backend.SqliteDatabase:
        db = real(path)
        db._conn = FullConn(db._conn)  # type: ignore[assignment]
        return db

    monkeypatch.setattr(store, "open_sqlite", opened_full)


def test_a_full_disk_during_drill_json_still_prints_the_result(
    tmp_path: Path, monkeypatch, capsys
) -> None:
    kept = _filled(tmp_path, 2)
    _full_disk(monkeypatch)
    args = ["--data", str(tmp_path), "--trainee", "Ana", "drill", str(DRILL)]
    code = main([*args, "--script", str(SOLUTION), "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["passed"] is True  # the drill's result, whole
    [line] = err.splitlines()
    assert "not recorded" in line and "disk" in line and "full" in line
    assert "internal error" not in line and "rollback" not in line
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert [r[0] for r in conn.execute("SELECT id FROM attempts ORDER BY id")] == kept
    conn.close()


def test_a_full_disk_writes_nothing_of_the_attempt(tmp_path: Path, monkeypatch) -> None:
    _filled(tmp_path, 1)
    _full_disk(monkeypatch)
    big = make_result(hands=[make_result()["hands"][0]] * 40)  # far more than a page
    with store.ProgressStore.open(tmp_path) as s:
        with pytest.raises(ProgressError, match="full"):
            s.record_attempt("Bea", big, started_at=T0)
        assert s.trainees() == ["Ana"] and len(s.attempts()) == 1
        assert len(s.hands()) == 1


# -- 3. a lock held long ----------------------------------------------------------------------


def _hold_lock(path: Path, seconds: float) -> threading.Thread:
    held = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        held.set()
        time.sleep(seconds)
        conn.execute("COMMIT")
        conn.close()

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait(5)
    return thread


def test_a_lock_held_over_five_seconds_is_waited_out(tmp_path: Path) -> None:
    _filled(tmp_path, 1)
    with ProgressStore.open(tmp_path) as s:
        holder = _hold_lock(tmp_path / DB_NAME, 6.0)
        started = time.monotonic()
        s.record_attempt("Ana", make_result(score=99), started_at=T0)
        waited = time.monotonic() - started
        holder.join()
        assert waited > 5.0
        assert [a.score for a in s.attempts("Ana")][-1] == 99


def test_a_lock_never_released_is_retried_then_named(
    tmp_path: Path, monkeypatch, capsys
) -> None:
    monkeypatch.setattr(backend, "BUSY_TIMEOUT_S", 0.2)
    monkeypatch.setattr(backend, "RETRY_PAUSE_S", 0.05)
    _filled(tmp_path, 1)
    tries: list[int] = []
    real = backend.SqliteDatabase._write_once

    def counted(self, body):  # type: ignore[no-untyped-def]
        tries.append(1)
        return real(self, body)

    monkeypatch.setattr(backend.SqliteDatabase, "_write_once", counted)
    holder = _hold_lock(tmp_path / DB_NAME, 3.0)
    try:
        args = ["--data", str(tmp_path), "--trainee", "Ana", "drill", str(DRILL)]
        main([*args, "--script", str(SOLUTION), "--json"])
        out, err = capsys.readouterr()
    finally:
        holder.join()
    assert json.loads(out)["passed"] is True
    [line] = err.splitlines()
    assert "not recorded" in line and "held by another program" in line
    assert f"tried {backend.WRITE_TRIES} times" in line
    assert len(tries) == backend.WRITE_TRIES


# -- 4. one damaged row -----------------------------------------------------------------------


def _damage_rows(folder: Path) -> tuple[int, int]:
    with ProgressStore.open(folder) as s:
        bad = s.record_attempt("Ana", make_result(score=10), started_at=T0)
        bad_hand = s.record_attempt("Ana", make_result(score=20), started_at=T0)
        s.record_attempt("Ana", make_result(score=80), started_at=T0)
        s.record_attempt("Bogdan", make_result(score=90), started_at=T0)
    conn = sqlite3.connect(folder / DB_NAME)
    conn.execute("UPDATE attempts SET score = 'high' WHERE id = ?", (bad,))
    conn.execute("UPDATE hands SET hand_json = '{' WHERE attempt_id = ?", (bad_hand,))
    conn.commit()
    conn.close()
    return bad, bad_hand


def test_a_damaged_row_is_skipped_and_named_while_stats_work_for_everyone(
    tmp_path: Path, capsys
) -> None:
    bad, _ = _damage_rows(tmp_path)
    assert main(["stats", "--json", "--data", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    ana, bogdan = json.loads(out)["trainees"]
    assert [p["score"] for p in ana["scores"]] == [20, 80] and bogdan["attempts"] == 1
    [line] = err.splitlines()
    assert f"skipped attempt {bad} (Ana, premature-turn)" in line and "'high'" in line


def test_a_damaged_row_leaves_the_report_and_export_working(tmp_path: Path, capsys) -> None:
    bad, bad_hand = _damage_rows(tmp_path)
    report = tmp_path / "report.html"
    assert main(["report", "--out", str(report), "--data", str(tmp_path)]) == 0
    assert "Bogdan" in report.read_text(encoding="utf-8")
    assert f"skipped attempt {bad} " in capsys.readouterr().err
    assert main(["export", "--phh", str(tmp_path / "phh"), "--data", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert count_tables(tmp_path / "phh") == 3  # every hand but the broken one
    assert f"skipped attempt {bad_hand}, hand 1 (Ana, premature-turn)" in err
    assert "skipped 1." in out
