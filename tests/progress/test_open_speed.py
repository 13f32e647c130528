"""Opening an SQLite store costs the same at every size (issue 28, speed): a file whose stamp
does not match (copied, restored, after a crash, open in another trainer) is judged on the few
pages an open reads, not read whole; `check` is the full scan, and sets a damaged file aside."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import CHECKED_SUFFIX, DB_NAME

PAGE = 4096


def _big_file(folder: Path, megabytes: int) -> Path:
    """A store of `megabytes` MB: a few attempts, their hands copied many times over."""
    with ProgressStore.open(folder) as store:
        for i in range(20):
            store.record_attempt("Ana", make_result(score=i), started_at=T0)
    path = folder / DB_NAME
    conn = sqlite3.connect(path)
    while path.stat().st_size < megabytes * 1_000_000:
        conn.execute(
            "INSERT INTO hands (attempt_id, seq, hand_json) SELECT attempt_id,"
            " seq + (SELECT max(seq) + 1 FROM hands), hand_json FROM hands"
        )
        conn.commit()
    conn.close()
    (folder / (DB_NAME + CHECKED_SUFFIX)).unlink(missing_ok=True)  # changed: not stamped
    return path


def _bytes_read() -> int:
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("rchar:"):
            return int(line.split()[1])
    raise AssertionError("no rchar")  # pragma: no cover


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="reads /proc/self/io (Linux)")
def test_opening_a_file_with_no_valid_stamp_reads_a_few_pages_not_the_file(
    tmp_path: Path,
) -> None:
    path = _big_file(tmp_path, 24)
    before = _bytes_read()
    with ProgressStore.open(tmp_path) as store:
        read = _bytes_read() - before
        assert store.notices == () and len(store.attempts("Ana")) == 20
    assert read < 2_000_000, f"the open read {read / 1e6:.1f} MB of {path.stat().st_size / 1e6:.0f}"


def _damage_the_middle(path: Path) -> bytes:
    data = bytearray(path.read_bytes())
    middle = len(data) // PAGE // 2 * PAGE
    data[middle : middle + 8 * PAGE] = b"\xa5" * (8 * PAGE)
    path.write_bytes(bytes(data))
    return bytes(data)


def test_check_reads_every_page_and_sets_a_damaged_file_aside(tmp_path: Path, capsys) -> None:
    path = _big_file(tmp_path, 4)
    assert main(["check", "--data", str(tmp_path)]) == 0
    assert "whole" in capsys.readouterr().out
    damaged = _damage_the_middle(path)
    assert main(["check", "--data", str(tmp_path)]) == 1
    [line] = capsys.readouterr().err.splitlines()
    assert "damaged" in line and "kept as" in line
    [aside] = [p for p in tmp_path.iterdir() if re.search(r"\.damaged-[\d-]+$", p.name)]
    assert aside.read_bytes() == damaged
    with ProgressStore.open(tmp_path) as store:  # a new file, started afresh
        assert store.attempts() == []


def test_a_damaged_page_met_after_opening_is_one_line_and_the_file_set_aside(
    tmp_path: Path, capsys
) -> None:
    path = _big_file(tmp_path, 4)
    damaged = _damage_the_middle(path)
    code = main(["export", "--phh", str(tmp_path / "out"), "--data", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err and "Traceback" not in err
    assert "damaged" in err.splitlines()[-1]
    [aside] = [p for p in tmp_path.iterdir() if re.search(r"\.damaged-[\d-]+$", p.name)]
    assert aside.read_bytes() == damaged
