"""`export --phh --jobs N`: the export shared out between processes (export_jobs.py)."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest
from phh_replay import count_tables
from progress_samples import HANDS, T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export_jobs import jobs_for, share_out
from dealer_trainer.progress.paths import DB_NAME

pytestmark = pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")
TRAINEES = ["Ana", "Bogdan", "Chloe", "Dan/Two"]  # the last one's folder is a digest form


def _fill(where: str | Path) -> int:
    n = 0
    with ProgressStore.open(where) as store:
        for t, trainee in enumerate(TRAINEES):
            for i, name in enumerate(sorted(HANDS)):
                store.record_attempt(
                    trainee, make_result(name, hands=[HANDS[name]()]), mode="free",
                    started_at=T0 + timedelta(days=i % 2, minutes=3 * i + t), duration_s=60,
                )
                n += 1
    return n


def _files(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_two_processes_write_the_same_files_as_one_byte_for_byte(
    where: str | Path, tmp_path: Path, capsys
) -> None:
    hands = _fill(where)
    one, two = tmp_path / "one", tmp_path / "two"
    assert main(["export", "--phh", str(one), "--data", str(where), "--jobs", "1"]) == 0
    said_one = capsys.readouterr().out
    assert main(["export", "--phh", str(two), "--data", str(where), "--jobs", "2"]) == 0
    said_two = capsys.readouterr().out
    files = _files(one)
    assert len(files) == 2 * len(TRAINEES) and count_tables(one) == hands
    assert _files(two) == files  # names and bytes, file by file; no temporary left
    assert said_two.replace(str(two), "X") == said_one.replace(str(one), "X")


def test_a_damaged_row_in_a_worker_is_one_line_and_the_rest_is_written(
    tmp_path: Path, capsys
) -> None:
    hands = _fill(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_NAME)
    bad = conn.execute("SELECT min(attempt_id) FROM hands").fetchone()[0]
    conn.execute("UPDATE hands SET hand_json = '{' WHERE attempt_id = ?", (bad,))
    conn.commit()
    conn.close()
    out = tmp_path / "phh"
    assert main(["export", "--phh", str(out), "--data", str(tmp_path), "--jobs", "2"]) == 0
    captured = capsys.readouterr()
    assert count_tables(out) == hands - 1
    assert f"Wrote {hands - 1} hand histories" in captured.out
    [line] = captured.err.splitlines()
    assert line.startswith("dealer-trainer: ") and f"attempt {bad}" in line
    assert "Traceback" not in captured.err


def test_a_worker_that_cannot_write_leaves_every_file_as_it_was(tmp_path: Path, capsys) -> None:
    _fill(tmp_path)
    out = tmp_path / "phh"
    assert main(["export", "--phh", str(out), "--data", str(tmp_path), "--jobs", "1"]) == 0
    before = _files(out)
    (out / "Bogdan").rename(tmp_path / "kept")
    (out / "Bogdan").write_text("a file where the folder goes")  # one worker fails on it
    before = {k: v for k, v in before.items() if not k.startswith("Bogdan/")}
    before["Bogdan"] = (out / "Bogdan").read_bytes()
    capsys.readouterr()
    assert main(["export", "--phh", str(out), "--data", str(tmp_path), "--jobs", "2"]) == 2
    captured = capsys.readouterr()
    [line] = captured.err.splitlines()
    assert line.startswith("dealer-trainer: cannot write ") and "Bogdan" in line
    assert "Traceback" not in captured.err
    assert _files(out) == before  # the other worker's files not put in place, no temporary


def test_few_hands_take_one_process_and_many_are_shared_by_hands() -> None:
    assert jobs_for(None, {"Ana": 500, "Bo": 600}) == 1  # a pool costs more than it saves
    assert jobs_for(2, {"Ana": 5, "Bo": 6}) == 2  # asked for
    assert jobs_for(4, {"Ana": 5, "Bo": 0}) == 1  # never more than trainees with hands
    counts = {"Ana": 3000, "Bo": 1000, "Cy": 1000, "Di": 900, "Ed": 0}
    assert share_out(counts, 2) == [["Ana"], ["Bo", "Cy", "Di"]]
