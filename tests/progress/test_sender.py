"""`drill --data URL` hands its attempt over (issue 28: at most 40 ms added per record): it
is kept in the station's outbox and a detached process sends it, so the command never waits
on the server. Nothing is lost while the server is down, nothing is sent twice by a second
run, and the hand-over itself never imports psycopg (its import alone is some 275 ms)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from progress_samples import make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.outbox import item_of, keep, record_item, server_place, waiting
from dealer_trainer.progress.sender import send_now

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _rows(url: str) -> tuple[int, int]:
    """(attempts on the server, distinct attempt ids)."""
    with ProgressStore.open(url) as store:  # (opening would send the outbox: empty here)
        row = store._db.execute("SELECT count(*), count(DISTINCT uid) FROM attempts").fetchone()
    return int(row[0]), int(row[1])


def _sent(place: str, within: float = 60.0) -> None:
    """Wait for the detached senders to have sent everything kept for `place`."""
    deadline = time.monotonic() + within
    while waiting(place):
        assert time.monotonic() < deadline, f"{waiting(place)} still waiting"
        time.sleep(0.1)


def test_the_hand_over_never_imports_psycopg(station_folder: Path) -> None:
    url = f"postgresql://trainer@127.0.0.1:{_closed_port()}/school"
    code = ("import sys, json; from dealer_trainer.progress.outbox import item_of; "
            "from dealer_trainer.progress.sender import hand_over; "
            "line = hand_over(sys.argv[1], item_of('Ana', {'passed': True}, mode='drill', "
            "duration_s=1, lang='en')); print(json.dumps([line, 'psycopg' in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", code, url], capture_output=True, text=True,
                          timeout=60, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    line, imported = json.loads(done.stdout)
    assert not imported
    assert "cannot reach the progress server" in line and "(1 waiting)" in line


def test_nothing_is_lost_while_the_server_is_down_and_it_goes_once_it_answers(
    capsys: pytest.CaptureFixture[str]
) -> None:
    down = f"postgresql://trainer@127.0.0.1:{_closed_port()}/school"
    place = server_place(down)
    assert place is not None
    for n in (1, 2):
        code = main(["--data", down, "--trainee", "Ana", "drill", str(DRILL), "--script",
                     str(SOLUTION), "--json"])
        out, err = capsys.readouterr()
        assert code == 0 and json.loads(out)["passed"] is True  # the drill goes on
        [line] = err.splitlines()
        assert "cannot reach the progress server" in line and f"({n} waiting)" in line
    assert waiting(place) == 2  # both on the station's disk
    assert send_now(down) == 2  # still down: nothing is dropped by a failed send


def test_a_second_run_does_not_send_twice(pg_url: str, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    place = server_place(pg_url)
    assert place is not None
    # an attempt the server stored while the station never heard: still in the outbox
    item = item_of("Ana", make_result(), mode="drill", duration_s=30, lang="en")
    with ProgressStore.open(pg_url) as store:
        record_item(store, item)
    keep(place, item, datetime.now(UTC))
    for _ in range(2):  # two runs, back to back: two detached senders, one at a time
        code = main(["--data", pg_url, "--trainee", "Ana", "drill", str(DRILL), "--script",
                     str(SOLUTION), "--json"])
        assert code == 0 and "Traceback" not in capsys.readouterr().err
    _sent(place)
    assert send_now(pg_url) == 0  # a third send finds nothing
    assert _rows(pg_url) == (3, 3)  # the one stored before and the two drills, each once


def test_an_unreadable_url_is_one_line_and_nothing_kept(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    url = "postgresql://ana:s3cret@[::1/db"
    main(["--data", url, "drill", str(DRILL), "--script", str(SOLUTION), "--json"])
    err = capsys.readouterr().err
    assert "not recorded" in err and "s3cret" not in err and "Traceback" not in err
    assert waiting(server_place(url) or "") == 0


def test_a_headless_drill_on_a_server_never_imports_psycopg_nor_the_store_and_its_records_arrive(
    pg_url: str
) -> None:
    """The whole command: the attempt and the station's "where I am" both go with the
    detached sender."""
    from dealer_trainer.progress.status import read_statuses

    code = ("import sys; from dealer_trainer.cli import main; code = main(sys.argv[1:]); "
            "print(sorted(set(sys.modules) & {'psycopg', 'dealer_trainer.progress.store', "
            "'dealer_trainer.progress.records'})); sys.exit(code)")
    args = ["--data", pg_url, "--trainee", "Bruno", "drill", str(DRILL), "--script",
            str(SOLUTION)]
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT),
                               "DEALER_TRAINER_STATION": "bench-9"})
    assert done.returncode == 0, done.stderr
    # nor the store: the attempt goes to the outbox (the 40 ms of issue 28)
    assert done.stdout.splitlines()[-1] == "[]" and done.stderr == ""
    place = server_place(pg_url)
    assert place is not None
    _sent(place)
    deadline = time.monotonic() + 60
    while True:
        with ProgressStore.open(pg_url) as store:
            statuses = read_statuses(store._db, datetime.now(UTC))
        if statuses or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert [(s.station, s.trainee, s.phase, s.steps) for s in statuses] == [
        ("bench-9", "Bruno", "done", 26)]
    assert _rows(pg_url) == (1, 1)
