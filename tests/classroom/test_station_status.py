"""The stations' "where I am" (progress/status.py): written without the station waiting,
coalesced while a write is under way, NOTIFYing the classroom on the server; written by a
headless `drill` on a server and by the table's steps."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from serving import ROOT

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.backend_pg import connect
from dealer_trainer.progress.status import CHANNEL, Sitting, Status, StatusWriter, read_statuses

DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


def _status(station: str, steps: int) -> Status:
    now = datetime.now(UTC)
    return Status(station, "Ana", "basic-deal", "practice", 1, "deal", 100, steps, 0, now, now)


class _SlowDb:
    """A server whose every write takes `pause` seconds; keeps what each write carried."""

    kind = "postgresql"

    def __init__(self, pause: float) -> None:
        self.pause = pause
        self.batches: list[list[tuple[str, int]]] = []

    def write(self, body: Any, *, what: str) -> None:
        time.sleep(self.pause)
        self.batches.append([])
        body(self)

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        if sql.startswith("INSERT"):
            self.batches[-1].append((params[0], params[7]))

    def close(self) -> None:
        pass


def test_records_handed_over_during_a_write_are_coalesced_the_newest_per_station() -> None:
    db = _SlowDb(0.2)
    writer = StatusWriter("postgresql://unused", opener=lambda url: db)
    started = time.perf_counter()
    for n in range(1, 41):
        writer.post(_status("st-1" if n % 2 else "st-2", n))
    handed = time.perf_counter() - started
    assert writer.flush(10)
    writer.close()
    assert handed < 0.05  # forty steps never waited on the 0.2 s writes
    written = [row for batch in db.batches for row in batch]
    assert len(db.batches) <= 3 and len(written) <= 4  # not forty writes
    assert written[-2:] == [("st-1", 39), ("st-2", 40)]  # the newest of each, together


def test_a_station_never_waits_on_a_server_that_does_not_answer() -> None:
    """A server that takes the connection and says nothing (a machine hung, a network
    gone silent): the steps go on at once, and closing the writer is bounded."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(16)  # never accepted: the login never gets an answer
    port = silent.getsockname()[1]
    try:
        writer = StatusWriter(f"postgresql://nobody@127.0.0.1:{port}/school")
        started = time.perf_counter()
        for n in range(200):
            writer.post(_status("st-1", n))
        assert time.perf_counter() - started < 0.05
        started = time.perf_counter()
        writer.close(1.0)
        assert time.perf_counter() - started < 2.5
        assert writer.written == 0
    finally:
        silent.close()


def test_on_the_server_each_write_notifies_the_classroom(school: str) -> None:
    ProgressStore.open(school).close()
    listen = connect(school)
    listen.execute(f"LISTEN {CHANNEL}")
    writer = StatusWriter(school)
    sitting = Sitting(writer, trainee="Ana", activity="basic-deal", mode="learn",
                      station="st-7")
    sitting.stepped(hand=1, phase="shuffle", score=100, hands_done=0)
    sitting.stepped(hand=1, phase="cut", score=90, hands_done=0,
                    violation=("deck.shuffle", "deck.shuffle.first", {"seat": 3}))
    sitting.stepped(hand=1, phase="deal", score=90, hands_done=0)
    try:
        assert writer.flush(10), writer.last_error
        names = {n.payload for n in listen.notifies(timeout=5, stop_after=1)}
        assert names == {"st-7"}
        with ProgressStore.open(school) as store:
            (found,) = read_statuses(store._db, datetime.now(UTC))
        assert (found.station, found.trainee, found.phase, found.score) == (
            "st-7", "Ana", "deal", 90)
        assert found.steps == 3
        # the last violation stays with the sitting's later steps
        assert (found.rule, found.message_key, found.params) == (
            "deck.shuffle", "deck.shuffle.first", {"seat": 3})
    finally:
        writer.close()
        listen.close()


def test_a_headless_drill_on_the_server_is_the_stations_where_i_am(school: str) -> None:
    env = {**os.environ, "DEALER_TRAINER_STATION": "bench-3"}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "drill", str(DRILL), "--script", str(SOLUTION),
         "--data", school, "--trainee", "Bruno"],
        capture_output=True, text=True, timeout=120, env=env,
    )
    assert proc.returncode == 0, proc.stderr
    deadline = time.monotonic() + 60  # written by the detached sender (progress/sender.py)
    while True:
        with ProgressStore.open(school) as store:
            statuses = read_statuses(store._db, datetime.now(UTC))
            attempts = store.attempts("Bruno")
        if statuses and attempts or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    (found,) = statuses
    assert len(attempts) == 1  # and the attempt with it, once
    assert (found.station, found.trainee, found.activity, found.phase) == (
        "bench-3", "Bruno", "basic-deal", "done")
    assert found.steps == 26 and found.hands_done == 1 and found.rule is None


def test_the_tables_steps_are_the_stations_where_i_am(school: str, tmp_path: Path) -> None:
    from dealer_trainer.arbiter import TraineeAction
    from dealer_trainer.gui import progress_link
    from dealer_trainer.gui.session import DrillInfo, Session
    from dealer_trainer.progress.status import writer_for
    from dealer_trainer.scenarios.loader import load_scenario

    scenario = load_scenario(DRILL)
    session = Session.drill(scenario.setup, DrillInfo(scenario.id, scenario.title))
    app = SimpleNamespace(record_progress=True, data_dir=school,
                          settings=SimpleNamespace(trainee="Carla"))
    for word in ("cut", "shuffle"):
        step = session.apply(TraineeAction.parse(word))
        progress_link.station_stepped(app, session, step)
    writer = writer_for(school)
    assert writer is not None and writer.flush(10), writer and writer.last_error
    with ProgressStore.open(school) as store:
        (found,) = read_statuses(store._db, datetime.now(UTC))
    assert (found.trainee, found.activity, found.mode, found.phase) == (
        "Carla", "basic-deal", "practice", "cut")
    assert found.rule == "deck.shuffle" and found.score < 100 and found.steps == 2


def test_free_deal_at_the_table_is_the_stations_where_i_am(school: str) -> None:
    from dealer_trainer.arbiter import TraineeAction
    from dealer_trainer.gui import progress_link
    from dealer_trainer.gui.session import Session
    from dealer_trainer.gui.settings import Settings
    from dealer_trainer.progress.status import writer_for

    session = Session.free_deal(Settings(), seed=7)
    app = SimpleNamespace(record_progress=True, data_dir=school,
                          settings=SimpleNamespace(trainee="Dora"))
    step = session.apply(TraineeAction.parse("shuffle"))
    progress_link.station_stepped(app, session, step)
    writer = writer_for(school)
    assert writer is not None and writer.flush(10), writer and writer.last_error
    with ProgressStore.open(school) as store:
        (found,) = read_statuses(store._db, datetime.now(UTC))
    assert (found.trainee, found.activity, found.hand, found.hands_done, found.steps) == (
        "Dora", "free-deal", 1, 0, 1)
    assert found.phase == "cut" and found.rule is None
