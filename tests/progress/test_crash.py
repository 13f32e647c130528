"""A process killed in the middle of writing a hand loses that hand and nothing else, on
an SQLite file and on a PostgreSQL server alike."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys, time
from datetime import timedelta
from pathlib import Path
sys.path[:0] = [{root!r}, {here!r}]
from progress_samples import T0, make_result
from dealer_trainer.progress.store import ProgressStore

store = ProgressStore.open(sys.argv[1])
for i in range(3):
    store.record_attempt("Ana", make_result(score=70 + i), mode="free",
                         started_at=T0 + timedelta(minutes=i), duration_s=95)

write_hands = ProgressStore._write_hands

def stall(self, attempt_id, hands):
    # Inside record_attempt's transaction: the attempt row is in, its hands too; no commit.
    write_hands(self, attempt_id, hands)
    n = self._db.execute("SELECT count(*) FROM attempts").fetchone()[0]
    print("MID", n, flush=True)
    time.sleep(120)

ProgressStore._write_hands = stall
store.record_attempt("Ana", make_result(score=99), mode="free", started_at=T0, duration_s=95)
print("NOT KILLED", flush=True)
"""


def test_a_hand_cut_off_by_sigkill_is_lost_alone(where: str | Path) -> None:
    code = CHILD.format(root=str(ROOT), here=str(Path(__file__).parent))
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(where)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.split() == ["MID", "4"], line  # the 4th attempt was half written
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=30) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()

    if not isinstance(where, str):  # the file is whole (a server rolls the cut-off one back)
        conn = sqlite3.connect(where / DB_NAME)
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        conn.close()
    with ProgressStore.open(where) as store:
        assert store.notices == ()
        assert [a.score for a in store.attempts("Ana")] == [70, 71, 72]
        assert len(store.hands()) == 3
        store.record_attempt("Ana", {"score": 80}, mode="free", duration_s=60)
        assert len(store.attempts()) == 4
