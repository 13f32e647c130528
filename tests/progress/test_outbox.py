"""Nothing lost across a server restart (issue 28, fault 2): the kept connection is replaced,
an attempt the server cannot take is kept in the station's outbox and sent when it answers
again, each under its own id, so a retry never doubles a row. These tests start a server of
their own (`.ci/postgres`, as root) and stop and restart it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from progress_samples import make_result

from dealer_trainer.cli import main
from dealer_trainer.gui import progress_link
from dealer_trainer.progress import ProgressStore

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


@dataclass
class Server:
    url: str
    folder: Path

    def _pg_ctl(self, *args: str) -> None:
        binary = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))[-1]
        subprocess.run(
            ["runuser", "-u", "postgres", "--", str(binary), "-D", str(self.folder / "data"),
             "-l", str(self.folder / "server.log"), "-w", *args],
            check=True, capture_output=True, timeout=60,
        )

    def restart(self) -> None:
        self._pg_ctl("-m", "fast", "restart")

    def stop(self) -> None:
        self._pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        port = self.url.rsplit(":", 1)[1].split("/")[0]
        self._pg_ctl("-o", f"-p {port} -k {self.folder} -c listen_addresses=127.0.0.1"
                     " -c max_connections=200", "start")


@pytest.fixture(scope="module")
def own_server() -> Iterator[Server]:
    if os.geteuid() != 0 or shutil.which("runuser") is None:
        pytest.skip("starting a throwaway PostgreSQL server needs root (.ci/postgres)")
    if not list(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl")):
        pytest.skip("no PostgreSQL server binaries")
    folder = Path(tempfile.mkdtemp(prefix="dt-pg-restart-"))
    folder.chmod(0o755)
    started = subprocess.run([str(ROOT / ".ci" / "postgres"), "start", str(folder)],
                             capture_output=True, text=True, timeout=120)
    if started.returncode != 0:
        pytest.skip(f"cannot start a PostgreSQL server: {started.stderr.strip()[:200]}")
    try:
        yield Server(started.stdout.strip(), folder)
    finally:
        subprocess.run([str(ROOT / ".ci" / "postgres"), "stop", str(folder)],
                       capture_output=True, timeout=120)


@pytest.fixture
def url(own_server: Server) -> Iterator[str]:
    from pg_scratch import scratch_schema

    with scratch_schema(own_server.url) as schema_url:
        yield schema_url
    progress_link.close_all()


def _rows(url: str) -> tuple[int, int]:
    """(attempts on the server, distinct attempt ids)."""
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*), count(DISTINCT uid) FROM attempts").fetchone()
        assert row is not None
        return int(row[0]), int(row[1])


def _attempts(url: str) -> int:
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM attempts").fetchone()
        assert row is not None
        return int(row[0])


def _record(url: str, score: int) -> progress_link.Recorded:
    return progress_link.record(make_result(score=score), data_dir=url, trainee="Ana",
                                mode="free", lang="en", duration_s=30)


def test_the_kept_connection_is_replaced_after_a_server_restart(own_server: Server, url: str):
    assert _record(url, 1).ok
    own_server.restart()
    done = _record(url, 2)
    assert done.ok, done.notice
    assert _attempts(url) == 2


def test_an_attempt_while_the_server_is_down_is_kept_and_sent_once_it_answers(
    own_server: Server, url: str, capsys
) -> None:
    from dealer_trainer.progress.outbox import outbox_path, waiting

    assert _record(url, 1).ok
    own_server.stop()
    try:
        down = _record(url, 2)
        assert not down.ok and "kept on this station" in down.notice
        args = ["--data", url, "--trainee", "Ana", "drill", str(DRILL), "--script", str(SOLUTION)]
        assert main([*args, "--json"]) == 0
        [line] = capsys.readouterr().err.splitlines()
        assert "kept on this station" in line and "(2 waiting)" in line
        assert main(["stats", "--data", url]) == 2
        [line] = capsys.readouterr().err.splitlines()
        assert "2 attempts are waiting on this station" in line
    finally:
        own_server.start()
    progress_link.RETRY_AFTER_S, before = 0.0, progress_link.RETRY_AFTER_S
    try:
        assert _record(url, 3).ok  # sends the two kept, then records its own
    finally:
        progress_link.RETRY_AFTER_S = before
    assert _rows(url) == (4, 4)
    assert outbox_path().exists() and waiting(progress_link._place(url)) == 0
    assert main(["stats", "--data", url]) == 0
    assert "waiting" not in capsys.readouterr().err


def test_an_attempt_sent_again_after_its_answer_was_lost_is_not_doubled(url: str) -> None:
    from dealer_trainer.progress.outbox import item_of, keep, record_item, server_place, waiting

    item = item_of("Ana", make_result(), mode="free", duration_s=30, lang="en")
    with ProgressStore.open(url) as store:
        record_item(store, item)  # the server stored it; the station never heard
    place = server_place(url)
    assert place is not None
    keep(place, item, datetime.now(UTC))
    keep(place, item, datetime.now(UTC))  # kept twice: one row in the outbox
    assert waiting(place) == 1
    with ProgressStore.open(url) as store:
        assert any("1 attempts kept on this station were sent" in n for n in store.notices)
        assert len(store.attempts("Ana")) == 1
    assert _rows(url) == (1, 1) and waiting(place) == 0


STATION = """
import sys, time
from pathlib import Path
sys.path[:0] = [{root!r}, {here!r}]
from progress_samples import make_result
from dealer_trainer.gui import progress_link
progress_link.RETRY_AFTER_S = 0.5
url, station, go, count = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4])
while not go.exists():
    time.sleep(0.01)
def record(score):
    done = progress_link.record(make_result(score=score), data_dir=url,
                                trainee=f"Station {{station}}", mode="free", lang="en",
                                duration_s=30)
    return int(not done.ok)

def wait_for(name):
    while not (go.parent / name).exists():
        time.sleep(0.05)

kept = 0
for i in range(count):
    kept += record(station * 100 + i)
    if i == 0:
        (go.parent / f"ready-{{station}}").touch()
        wait_for("down")
        kept += record(station * 100 + count)  # while the server is down
        wait_for("restarted")
deadline = time.monotonic() + 60
while time.monotonic() < deadline:  # the kept ones go out once the server answers
    from dealer_trainer.progress.outbox import server_place, waiting
    if waiting(server_place(url)) == 0:
        break
    progress_link.close_all()
    progress_link._failures.clear()
    progress_link.figures(data_dir=url, trainee="x")  # opens the store: sends the outbox
    time.sleep(0.5)
print(kept)
"""


def test_thirty_stations_through_a_server_restart_lose_nothing_and_double_nothing(
    own_server: Server, url: str, tmp_path: Path
) -> None:
    stations, per_station = 30, 8
    ProgressStore.open(url).close()
    code = STATION.format(root=str(ROOT), here=str(Path(__file__).parent))
    go = tmp_path / "go"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", code, url, str(n), str(go), str(per_station)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / f"station-{n}")},
        )
        for n in range(stations)
    ]
    go.touch()
    deadline = time.monotonic() + 120
    while len(list(tmp_path.glob("ready-*"))) < stations and time.monotonic() < deadline:
        time.sleep(0.1)
    own_server.stop()
    (tmp_path / "down").touch()
    time.sleep(2.0)  # each station records one attempt while it is down
    own_server.start()
    (tmp_path / "restarted").touch()
    outs = [c.communicate(timeout=240) for c in children]
    assert [c.returncode for c in children] == [0] * stations, [e for _, e in outs][:3]
    kept = sum(int(o.strip().splitlines()[-1]) for o, _ in outs)
    assert kept > 0  # the restart was felt: some attempts went through the outbox
    each = per_station + 1  # and the one recorded while the server was down
    assert _rows(url) == (stations * each, stations * each)
    with ProgressStore.open(url) as store:
        scores = sorted(a.score for a in store.attempts() if a.score is not None)
    assert scores == sorted(n * 100 + i for n in range(stations) for i in range(each))
