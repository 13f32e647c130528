"""The class page's "Practice due" is read off the records' lock (issue 30): a trainee's
first schedule reading reviews every record of theirs (seconds at 10,000 attempts), and
the class page, the trainee pages and every sign-in check used to wait for the whole
class's. Now it is read on a connection and a thread of its own (practice.DueBoard): the
page and the class report answer while a reading is under way, the page with the rows read
so far, saying they are incomplete until the reading has been through every trainee; a
trainee's page reads its cards on the board's connection too. The reading is held on an
event here, not timed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from progress_samples import make_result

from dealer_trainer.classroom.app import Config, Records, build_app
from dealer_trainer.classroom.practice import DueBoard
from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.due import kept_schedule

NOTE = "The schedules are still being worked out"


class _HeldAt:
    """`kept_schedule`, held when it reaches `trainee` until the test opens `gate`."""

    def __init__(self, trainee: str) -> None:
        self.trainee = trainee
        self.reached = threading.Event()
        self.gate = threading.Event()

    def __call__(self, store: Any, name: str, now: datetime) -> Any:
        if name == self.trainee:
            self.reached.set()
            assert self.gate.wait(60), "the test never opened the gate"
        return kept_schedule(store, name, now)


@contextmanager
def _client(school: str, board: DueBoard) -> Iterator[Any]:
    from starlette.testclient import TestClient

    records = Records(school)
    config = Config(data=school, server=True, open_to_room=False, where="test")
    try:
        with TestClient(build_app(config, records, board), follow_redirects=False) as client:
            yield client
    finally:
        records.close()


def _row(html: str, trainee: str) -> bool:
    return f'<tr data-trainee="{trainee}">' in html


def test_the_class_page_answers_while_a_schedule_is_read_and_shows_it_when_read(
        school: str) -> None:
    long_ago = datetime.now(UTC) - timedelta(days=300)
    with ProgressStore.open(school) as store:
        for name in ("Ana", "Bo"):
            store.record_attempt(name, make_result("basic-deal"), started_at=long_ago)
    held = _HeldAt("Bo")
    board = DueBoard(lambda: ProgressStore.open(school), lambda: datetime.now(UTC), held)
    try:
        with _client(school, board) as client:
            first = client.get("/")  # starts the reading, and does not wait for it
            assert first.status_code == 200 and NOTE in first.text
            assert held.reached.wait(60)  # Ana read; Bo's reading under way, held
            during = client.get("/due")
            assert during.status_code == 200 and NOTE in during.text
            assert _row(during.text, "Ana") and not _row(during.text, "Bo")
            # the records' lock is free: the class report answers meanwhile
            assert client.get("/report").status_code == 200
            assert not board.idle.is_set()  # still held: the answers came during it
            held.gate.set()
            assert board.idle.wait(60)
            trainee = client.get("/trainee/Bo")  # its cards read on the board's connection
            assert trainee.status_code == 200 and rule_name("deal.order", "en") in trainee.text
            after = client.get("/due")
            assert after.status_code == 200 and NOTE not in after.text
            assert _row(after.text, "Ana") and _row(after.text, "Bo")
            page = client.get("/")
            assert NOTE not in page.text and _row(page.text, "Bo")
    finally:
        held.gate.set()
        board.idle.wait(60)


class _Store:
    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.closed = False

    def trainees(self) -> list[str]:
        return list(self.names)

    def close(self) -> None:
        self.closed = True


def _schedule(trainee: str) -> Any:
    from dealer_trainer.progress.due import Schedule

    return Schedule(trainee, datetime.now(UTC), ())


def test_a_board_keeps_its_rows_while_it_reads_again_and_closes_its_store_after() -> None:
    store = _Store(["Ana"])
    held = _HeldAt("Cy")

    def reading(s: Any, name: str, now: datetime) -> Any:
        if name == held.trainee:
            held.reached.set()
            assert held.gate.wait(60)
        return _schedule(name)

    board = DueBoard(lambda: store, lambda: datetime.now(UTC), reading)
    assert board.rows("en") == ([], True)  # nothing read yet: incomplete
    assert board.idle.wait(30)
    store.names.append("Cy")
    rows, incomplete = board.rows("en")  # complete; a new reading starts, and meets Cy
    assert [r.trainee for r in rows] == ["Ana"] and not incomplete
    assert held.reached.wait(30)
    rows, incomplete = board.rows("en")  # the rows of the last reading, still complete
    assert [r.trainee for r in rows] == ["Ana"] and not incomplete
    board.close()
    assert not store.closed  # the reading still uses it
    held.gate.set()
    assert board.idle.wait(30)
    assert store.closed
    rows, _ = board.rows("en")
    assert [r.trainee for r in rows] == ["Ana", "Cy"]
    assert board.idle.is_set()  # closed: no new reading was started
