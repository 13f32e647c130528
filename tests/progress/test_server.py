"""One store for a whole school (issue 17): the same records and schema on SQLite and on a
PostgreSQL server, twenty stations at once, and a server that is down or refuses the login."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.gui import progress_link
from dealer_trainer.progress import SCHEMA_VERSION, ProgressError, ProgressStore
from dealer_trainer.progress.backend_pg import redacted
from dealer_trainer.progress.paths import ENV_VAR, data_location
from dealer_trainer.progress.schema import POSTGRESQL, SQLITE
from dealer_trainer.progress.schema.migrations import TABLES

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


def _dialect_and_conn(store: ProgressStore):  # type: ignore[no-untyped-def]
    db = store._db
    return (POSTGRESQL, db._pg) if store.kind == "postgresql" else (SQLITE, db._conn)


def test_both_back_ends_are_at_the_same_schema_version_with_the_same_tables(where) -> None:
    with ProgressStore.open(where) as store:
        dialect, conn = _dialect_and_conn(store)
        assert dialect.version(conn) == SCHEMA_VERSION
        assert dialect.tables(conn) == set(TABLES)
        assert store.kind == ("postgresql" if isinstance(where, str) else "sqlite")


def test_a_store_from_a_newer_trainer_is_refused_and_left_alone(where) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result(), started_at=T0)
        dialect, conn = _dialect_and_conn(store)
        dialect.set_version(conn, 99)
    with pytest.raises(ProgressError, match="newer"):
        ProgressStore.open(where)
    with _raw(where) as check:  # untouched
        assert check == 99


class _raw:
    """The schema version read past the store (which refuses to open it)."""

    def __init__(self, where: str | Path) -> None:
        self.where = where

    def __enter__(self) -> int:
        if isinstance(self.where, str):
            import psycopg

            from dealer_trainer.progress.backend_pg import PgConn

            self.conn = psycopg.connect(self.where, autocommit=True)
            return POSTGRESQL.version(PgConn(self.conn))
        import sqlite3

        self.conn = sqlite3.connect(Path(self.where) / "progress.sqlite3")
        return SQLITE.version(self.conn)

    def __exit__(self, *exc: object) -> None:
        self.conn.close()


STATION = """
import sys, time
from datetime import timedelta
from pathlib import Path
sys.path[:0] = [{root!r}, {here!r}]
from progress_samples import T0, make_result
from dealer_trainer.progress.store import ProgressStore

where, station, go = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
while not go.exists():
    time.sleep(0.01)
with ProgressStore.open(where) as store:
    for i in range({per_station}):
        # Every station's own trainee, and one new trainee they all create at once.
        name = "Class" if i % 2 else f"Station {{station}}"
        store.record_attempt(name, make_result(score=station * 100 + i), mode="free",
                             started_at=T0 + timedelta(seconds=i), duration_s=30)
"""


def test_twenty_stations_recording_at_once_lose_nothing(where, tmp_path: Path) -> None:
    stations, per_station = 20, 4
    if not isinstance(where, str):
        where = str(where)
    ProgressStore.open(where).close()  # made (and migrated) once, as a school would
    code = STATION.format(root=str(ROOT), here=str(Path(__file__).parent), per_station=per_station)
    go = tmp_path / "go"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", code, where, str(n), str(go)],
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(stations)
    ]
    time.sleep(1.0)  # every station started, waiting
    go.touch()
    errors = [c.communicate(timeout=120)[1] for c in children]
    assert [c.returncode for c in children] == [0] * stations, errors
    with ProgressStore.open(where) as store:  # each station sees every other's records
        scores = sorted(a.score for a in store.attempts() if a.score is not None)
        assert scores == sorted(n * 100 + i for n in range(stations) for i in range(per_station))
        assert len(store.hands()) == stations * per_station
        assert store.trainees().count("Class") == 1
        assert len(store.attempts("Class")) == stations * per_station // 2


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_server_that_is_down_is_one_line_and_the_drill_goes_on(capsys) -> None:
    url = f"postgresql://trainer@127.0.0.1:{_closed_port()}/school"
    args = ["--data", url, "--trainee", "Ana", "drill", str(DRILL), "--script", str(SOLUTION)]
    main([*args, "--json"])
    out, err = capsys.readouterr()
    assert json.loads(out)["passed"] is True
    [line] = err.splitlines()
    assert "not recorded" in line and "cannot reach the progress server" in line
    assert url in line and "Traceback" not in line
    assert main(["stats", "--data", url]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "cannot reach the progress server" in line


def test_the_table_goes_on_when_the_server_is_down() -> None:
    url = f"postgresql://trainer@127.0.0.1:{_closed_port()}/school"
    done = progress_link.record(
        make_result(), data_dir=url, trainee="Ana", mode="free", lang="en", duration_s=30
    )
    assert not done.ok and "not" in done.notice and "progress server" in done.notice
    figures = progress_link.figures(data_dir=url, trainee="Ana")
    assert figures.stats is None and "progress server" in figures.notice


def test_a_refused_login_is_one_line(pg_url: str, capsys) -> None:
    refused = pg_url.replace("postgres@", "no_such_trainer@", 1)
    assert main(["stats", "--data", refused]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "cannot reach the progress server" in line and "no_such_trainer" in line


def test_the_server_may_be_named_in_the_environment(pg_url: str, monkeypatch) -> None:
    monkeypatch.setenv(ENV_VAR, pg_url)
    with ProgressStore.open(None) as store:
        store.record_attempt("Ana", make_result(), started_at=T0)
        assert store.kind == "postgresql" and store.path is None
    with ProgressStore.open(Path(pg_url)) as store:  # argparse's Path lost a slash
        assert store.trainees() == ["Ana"]


def test_a_folder_or_a_url_is_told_apart(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert data_location(tmp_path) == tmp_path
    assert data_location("postgresql://u@h:5432/db") == "postgresql://u@h:5432/db"
    assert data_location(Path("postgres://u@h/db")) == "postgresql://u@h/db"
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "school"))
    assert data_location(None) == tmp_path / "school"


def test_a_password_is_never_shown() -> None:
    assert redacted("postgresql://ana:s3cret@host:5432/db") == "postgresql://ana:***@host:5432/db"
    assert redacted("postgresql://ana@host/db") == "postgresql://ana@host/db"


def test_a_server_that_is_down_is_not_waited_on_hand_after_hand(monkeypatch) -> None:
    from dealer_trainer.progress import store as store_module

    calls: list[str] = []
    real = store_module.open_postgres
    monkeypatch.setattr(store_module, "open_postgres", lambda url: calls.append(url) or real(url))
    url = f"postgresql://trainer@127.0.0.1:{_closed_port()}/school"
    for _ in range(5):
        done = progress_link.record(
            make_result(), data_dir=url, trainee="Ana", mode="free", lang="en", duration_s=30
        )
        assert not done.ok and "cannot reach the progress server" in done.notice
    assert len(calls) == 1  # tried again only after RETRY_AFTER_S
    monkeypatch.setattr(progress_link, "RETRY_AFTER_S", 0.0)
    progress_link.record(
        make_result(), data_dir=url, trainee="Ana", mode="free", lang="en", duration_s=30
    )
    assert len(calls) == 2
