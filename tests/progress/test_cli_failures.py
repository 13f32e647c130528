"""Issue 28, faults 5 and 10 at the command line: a store that fails once open, a row damaged
in place, an IPv6 URL with no closing bracket and a version that is text each get one line
(never "internal error"); a report or export that cannot be written whole (a full disk)
leaves the old file as it was; a new line in a trainee's name never makes a line of `stats`.
A full disk is `full_disk`: half of a write taken, then ENOSPC."""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from full_disk import full_disk
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressError, ProgressStore
from dealer_trainer.progress.paths import DB_NAME

COMMANDS = {  # (where the records are, the folder to write into)
    "stats": lambda d, o=None: ["stats", "--data", str(d)],
    "report": lambda d, o=None: ["report", "--out", str(Path(o or d) / "r.html"), "--data", str(d)],
    "class": lambda d, o=None: ["report", "--class", "--out", str(Path(o or d) / "c.html"),
                                "--data", str(d)],
    "export": lambda d, o=None: ["export", "--phh", str(Path(o or d) / "phh"), "--data", str(d)],
}


def _one_line(err: str) -> None:
    assert "internal error" not in err and "Traceback" not in err, err
    lines = err.splitlines()
    assert lines and all(line.startswith("dealer-trainer: ") for line in lines), err


@pytest.fixture
def data(tmp_path: Path) -> Path:
    d = tmp_path / "data"
    with ProgressStore.open(d) as store:
        for i in range(3):
            store.record_attempt("Ana", make_result(score=60 + i), started_at=T0, duration_s=60)
    return d


@pytest.mark.parametrize("fails", [sqlite3.OperationalError("disk I/O error"),
                                   ProgressError("the progress server went away")])
@pytest.mark.parametrize("command", ["report", "class"])
def test_a_report_whose_store_fails_once_open_is_one_line(data, command, fails, monkeypatch,
                                                          capsys):
    def broken(*_: object, **__: object) -> None:
        raise fails

    monkeypatch.setattr(ProgressStore, "stats", broken)
    monkeypatch.setattr(ProgressStore, "drill_totals", broken)
    assert main(COMMANDS[command](data)) == 2
    err = capsys.readouterr().err
    _one_line(err)
    assert str(fails) in err and len(err.splitlines()) == 1
    assert not (data / "r.html").exists() and not (data / "c.html").exists()


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_row_damaged_in_place_is_one_line_for_every_command(data, command, capsys):
    with closing(sqlite3.connect(data / DB_NAME)) as db, db:  # bytes that are not UTF-8
        db.execute("UPDATE attempts SET result_json = CAST(X'7B22FF8081' AS TEXT) WHERE id = 2")
    assert main(COMMANDS[command](data)) in (0, 2)
    out = capsys.readouterr()
    if out.err:
        _one_line(out.err)


@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_ipv6_url_with_no_closing_bracket_is_one_line(tmp_path, command, capsys):
    url = "postgresql://ana:s3cret@[::1/records"
    assert main(COMMANDS[command](url, tmp_path)) == 2
    err = capsys.readouterr().err
    _one_line(err)
    assert "IPv6" in err and "s3cret" not in err


def test_a_version_that_is_text_is_one_line(data, monkeypatch, capsys):
    """On PostgreSQL the version is a table's row (test_a_version_table_holding_text_...
    below, with a server); here the SQLite dialect is made to read it the same way."""
    from dealer_trainer.progress.schema import dialects

    monkeypatch.setattr(dialects.Dialect, "version", lambda self, conn: int("three"))
    for command in COMMANDS:
        assert main(COMMANDS[command](data)) == 2
        err = capsys.readouterr().err
        _one_line(err)
        assert "three" in err


def test_a_version_table_holding_text_is_one_line(pg_url, tmp_path, capsys):
    import psycopg

    from dealer_trainer.progress.schema.dialects import VERSION_TABLE

    with ProgressStore.open(pg_url) as store:
        store.record_attempt("Ana", make_result(score=60), started_at=T0, duration_s=60)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"DROP TABLE {VERSION_TABLE}")
        conn.execute(f"CREATE TABLE {VERSION_TABLE} (version text)")
        conn.execute(f"INSERT INTO {VERSION_TABLE} VALUES ('three')")
    for command in COMMANDS:
        code = main(COMMANDS[command](pg_url, tmp_path))
        err = capsys.readouterr().err
        assert code == 2, err
        _one_line(err)


@pytest.mark.parametrize("command", ["report", "class"])
def test_a_report_onto_a_full_disk_leaves_the_old_report(data, command, monkeypatch, capsys):
    args = COMMANDS[command](data)
    out = Path(args[args.index("--out") + 1])
    out.write_text("the old report", encoding="utf-8")
    monkeypatch.setattr(os, "fdopen", full_disk(os.fdopen))
    assert main(args) == 2
    monkeypatch.undo()
    err = capsys.readouterr().err
    _one_line(err)
    assert f"cannot write {out}: the disk is full" in err
    assert out.read_text(encoding="utf-8") == "the old report"
    assert [p.name for p in out.parent.iterdir() if p.suffix == ".part"] == []


def test_a_new_line_in_a_trainee_name_never_makes_a_line_of_stats(tmp_path, capsys):
    d = tmp_path / "data"
    with ProgressStore.open(d) as store:
        store.record_attempt("Ana\nTrainee: Bob\n  99 drills (99 passed, 100%)",
                             make_result(score=60), started_at=T0, duration_s=60)
    assert main(["stats", "--data", str(d)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Trainee: Bob" not in lines
    assert not any(line.startswith("  99 drills") for line in lines)
    assert "Trainee: Ana\\u000aTrainee: Bob\\u000a  99 drills (99 passed, 100%)" in lines
