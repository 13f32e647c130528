"""The stations' "where I am" (progress/status.py): written without the station waiting,
coalesced while a write is under way, NOTIFYing the classroom on the server; written by a
headless `drill` on a server and by the table's steps."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
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


class _GatedDb:
    """A server whose writes wait until the test opens `gate`; keeps what each write carried."""

    kind = "postgresql"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.writing = threading.Event()
        self.batches: list[list[tuple[str, int]]] = []

    def write(self, body: Any, *, what: str) -> None:
        self.writing.set()
        self.gate.wait(60)
        self.batches.append([])
        body(self)

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        if sql.startswith("INSERT"):
            self.batches[-1].append((params[0], params[7]))

    def close(self) -> None:
        pass


def test_records_handed_over_during_a_write_are_coalesced_the_newest_per_station() -> None:
    db = _GatedDb()
    writer = StatusWriter("postgresql://unused", opener=lambda url: db)
    writer.post(_status("st-1", 1))
    assert db.writing.wait(60)  # the first write is under way and held
    assert _in_a_thread(lambda: [writer.post(_status("st-1" if n % 2 else "st-2", n))
                                 for n in range(2, 201)])
    assert not db.gate.is_set()  # 200 steps never waited on the held write
    db.gate.set()
    assert writer.flush(60)
    writer.close()
    written = [row for batch in db.batches for row in batch]
    assert len(db.batches) <= 3 and len(written) <= 4  # not 200 writes
    assert sorted(db.batches[-1]) == [("st-1", 199), ("st-2", 200)]  # the newest of each, together


def _in_a_thread(body: Any, within: float = 60) -> bool:
    """Run `body` on a thread; True if it ended within `within` seconds (a generous bound
    that only a real hang passes, never a speed limit)."""
    thread = threading.Thread(target=body, daemon=True)
    thread.start()
    thread.join(within)
    return not thread.is_alive()


def test_a_station_never_waits_on_a_server_that_does_not_answer() -> None:
    """A login that never answers (a machine hung, a network gone silent): the steps are
    handed over while the connection attempt is still under way, and closing is bounded."""
    entered, release = threading.Event(), threading.Event()

    def hung(url: str) -> Any:
        entered.set()
        release.wait()
        raise OSError("gave up")

    writer = StatusWriter("postgresql://unused", opener=hung)
    try:
        assert entered.wait(60)
        assert _in_a_thread(lambda: [writer.post(_status("st-1", n)) for n in range(200)])
        assert not release.is_set()  # the 200 steps went on with the login still hanging
        assert _in_a_thread(lambda: writer.close(1.0))
        assert writer.written == 0
    finally:
        release.set()


def test_a_real_silent_server_neither_stops_the_steps_nor_the_close() -> None:
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(16)  # never accepted: the login never gets an answer
    port = silent.getsockname()[1]
    try:
        writer = StatusWriter(f"postgresql://nobody@127.0.0.1:{port}/school")
        assert _in_a_thread(lambda: [writer.post(_status("st-1", n)) for n in range(200)])
        assert _in_a_thread(lambda: writer.close(1.0))
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


def test_a_headless_drills_record_taken_at_the_end_is_the_last_steps_record() -> None:
    """`drill --data URL` keeps only the newest record (sender.HandedStatus), so it is made
    when taken, not after every step (status.taken_at_the_end): the same record as the
    last step's, violation, score and step count included; nothing is made before."""
    from dealer_trainer.arbiter import Arbiter, TraineeAction
    from dealer_trainer.progress.sender import HandedStatus
    from dealer_trainer.progress.status import after_each_step, taken_at_the_end
    from dealer_trainer.scenarios.loader import load_scenario
    from dealer_trainer.scenarios.script import load_script

    scenario = load_scenario(DRILL)
    actions = [TraineeAction.parse("cut")] + [i.action for i in load_script(SOLUTION)]
    posted: list[Status] = []
    every = SimpleNamespace(post=posted.append)
    handed = HandedStatus("postgresql://unused")
    stepped_every = after_each_step(Sitting(every, trainee="Ana", activity=scenario.id,
                                            mode="practice", station="st-1"))
    stepped_end = taken_at_the_end(Sitting(handed, trainee="Ana", activity=scenario.id,
                                           mode="practice", station="st-1"), handed.post_later)
    one, other = Arbiter(scenario.setup), Arbiter(scenario.setup)
    for action in actions:
        stepped_every(one, one.apply(action))
        stepped_end(other, other.apply(action))
    assert callable(handed.newest)  # not made yet
    taken = handed.take()
    assert taken is not None and handed.take() is None
    last = posted[-1]
    fields = ("station", "trainee", "activity", "mode", "hand", "phase", "score", "steps",
              "hands_done", "rule", "message_key", "params")
    assert [getattr(taken, f) for f in fields] == [getattr(last, f) for f in fields]
    assert last.rule == "deck.shuffle" and last.steps == len(actions) and last.phase == "done"


def test_a_status_write_does_not_wait_for_the_servers_disk_and_changes_nothing_else(
        school: str) -> None:
    """synchronous_commit off for the status's own transaction only (bench/classroom.py: a
    loaded disk made 30 stations' writes lag past a second, and newer steps replaced them)."""
    from dealer_trainer.progress.status import write_statuses

    seen: list[str] = []

    def body(db: Any) -> None:
        write_statuses(db, [_status("st-1", 1)])
        seen.append(db.execute("SHOW synchronous_commit").fetchone()[0])

    with ProgressStore.open(school) as store:
        store._db.write(body, what="the station's status")
        seen.append(store._db.execute("SHOW synchronous_commit").fetchone()[0])
        (found,) = read_statuses(store._db, datetime.now(UTC))
    assert seen == ["off", "on"] and (found.station, found.steps) == ("st-1", 1)
