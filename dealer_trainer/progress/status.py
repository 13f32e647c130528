""""Where I am": the small record each station writes after its steps, read by the
instructor's classroom (issue 30; schema version 10, `station_status`, one row per station).

A station never waits on it. `StatusWriter.post` only hands the newest record to a thread
of the writer's own and returns: records handed over while a write is under way are
coalesced (only the newest per station is written, all of them in one transaction), so a
slow server costs at most one write's time behind, never a wait at the table. On a server
the transaction ends with `NOTIFY` on CHANNEL (the station's id as the payload): the
classroom `LISTEN`s and pushes the tile to the page. Every wait is the store's own
(backend_pg: connect, lock and statement timeouts); a server that cannot be reached is not
tried again for RETRY_AFTER_S, and the records handed over meanwhile are dropped but the
newest (a status is superseded by the next step: nothing is lost that matters). The writer's
thread is a daemon: a trainer that closes never waits for it beyond `close`'s bound.
On SQLite (one station, no classroom) no status is written.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

CHANNEL = "dealer_trainer_classroom"
STATION_ENV = "DEALER_TRAINER_STATION"  # a station's name of its own (default: the host's)
RETRY_AFTER_S = 10.0
RECENT = timedelta(hours=1)  # the classroom shows the stations that stepped in the last hour
RATE_AFTER_S = 60.0  # hands per hour are shown once a sitting has lasted a minute

_COLUMNS = (
    "station", "trainee", "activity", "mode", "hand", "phase", "score", "steps",
    "hands_done", "rule", "message_key", "params_json", "sitting_at", "stepped_at",
)


def station_name() -> str:
    """This station's name: DEALER_TRAINER_STATION, else the computer's host name."""
    return (os.environ.get(STATION_ENV) or "").strip()[:80] or socket.gethostname()[:80]


def _stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="microseconds")


@dataclass(frozen=True, slots=True)
class Status:
    """One station's "where I am" after a step. `rule`, `message_key` and `params` are the
    last violation of the sitting (the classroom makes its words in its own language)."""

    station: str
    trainee: str
    activity: str  # the drill's id, or "free-deal"
    mode: str  # learn, practice, audition
    hand: int  # the hand's number in the sitting
    phase: str
    score: int  # the score so far
    steps: int  # the steps taken in the sitting: grows with every record
    hands_done: int  # hands finished in the sitting
    sitting_at: datetime  # when the sitting began (hands per hour are counted from it)
    stepped_at: datetime
    rule: str | None = None
    message_key: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def row(self) -> tuple[Any, ...]:
        params = json.dumps(dict(self.params), ensure_ascii=False, default=str)
        return (
            self.station, self.trainee, self.activity, self.mode, int(self.hand), self.phase,
            int(self.score), int(self.steps), int(self.hands_done), self.rule,
            self.message_key, params, _stamp(self.sitting_at), _stamp(self.stepped_at),
        )

    @classmethod
    def of_row(cls, row: tuple[Any, ...]) -> Status:
        (station, trainee, activity, mode, hand, phase, score, steps, hands_done, rule, key,
         params, sitting, stepped) = row
        try:
            loaded = json.loads(params or "{}")
        except ValueError:
            loaded = {}
        return cls(
            station, trainee, activity, mode, int(hand), phase, int(score), int(steps),
            int(hands_done), datetime.fromisoformat(sitting), datetime.fromisoformat(stepped),
            rule, key, loaded if isinstance(loaded, dict) else {},
        )

    def hands_per_hour(self) -> float | None:
        """Hands finished per hour over the sitting; None before the first hand is over or
        before the sitting has lasted RATE_AFTER_S (a rate of seconds says nothing)."""
        seconds = (self.stepped_at - self.sitting_at).total_seconds()
        if self.hands_done <= 0 or seconds < RATE_AFTER_S:
            return None
        hours = seconds / 3600
        return self.hands_done / hours


_UPSERT = (
    f"INSERT INTO station_status ({', '.join(_COLUMNS)}) VALUES "
    f"({', '.join('?' * len(_COLUMNS))}) ON CONFLICT (station) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS[1:])
)


def write_statuses(db: Any, statuses: list[Status]) -> None:
    """Inside one transaction of `db` (a store's Database): each row, and on a server the
    NOTIFY the classroom listens for (sent when the transaction commits). On a server the
    commit does not wait for the disk (synchronous_commit off, for this transaction only): a
    status is superseded within a second, one lost in a server crash costs nothing, and a
    loaded disk's flush made the writes of 30 stations lag past a second (bench/classroom.py),
    so that newer steps replaced those not yet written."""
    if db.kind == "postgresql":
        db.execute("SET LOCAL synchronous_commit = off")
    for s in statuses:
        db.execute(_UPSERT, s.row())
        if db.kind == "postgresql":
            db.execute("SELECT pg_notify(?, ?)", (CHANNEL, s.station))


def read_statuses(db: Any, now: datetime, stations: list[str] | None = None) -> list[Status]:
    """The stations that stepped in the last hour (or those named), latest first."""
    cols = ", ".join(_COLUMNS)
    if stations is not None:
        if not stations:
            return []
        marks = ", ".join("?" * len(stations))
        rows = db.execute(
            f"SELECT {cols} FROM station_status WHERE station IN ({marks})", tuple(stations)
        ).fetchall()
    else:
        rows = db.execute(
            f"SELECT {cols} FROM station_status WHERE stepped_at >= ? ORDER BY stepped_at DESC",
            (_stamp(now - RECENT),),
        ).fetchall()
    return [Status.of_row(tuple(r)) for r in rows]


Opener = Callable[[str], Any]


def _open_server(url: str) -> Any:
    from .backend_pg import open_postgres

    return open_postgres(url)


class StatusWriter:
    """Writes the statuses handed to `post` on a thread of its own (see the module)."""

    def __init__(self, url: str, *, opener: Opener = _open_server) -> None:
        self._url = url
        self._opener = opener
        self._lock = threading.Condition()
        self._newest: dict[str, Status] = {}
        self._busy = False
        self._closed = False
        self._db: Any = None
        self._failed_at: float | None = None
        self.written = 0  # records written (a bench reads it)
        self.last_error = ""
        self._thread = threading.Thread(target=self._run, name="station-status", daemon=True)
        self._thread.start()

    def post(self, status: Status) -> None:
        """Hand the record over and return at once: never a wait on the server."""
        with self._lock:
            self._newest[status.station] = status
            self._lock.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait (at most `timeout`) until every record handed over is written or dropped."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._newest and not self._busy, timeout)

    def close(self, timeout: float = 1.0) -> None:
        """Stop the thread; what it has not written within `timeout` is left (a status is
        superseded by the next sitting's first step)."""
        self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout)
        db, self._db = self._db, None
        if db is not None and not self._thread.is_alive():
            db.close()

    def _run(self) -> None:
        self._connect()  # at once: the first step does not wait for the login either
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._newest or self._closed)
                if self._closed:
                    return
                batch = list(self._newest.values())
                self._newest.clear()
                self._busy = True
            try:
                self._write(batch)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def _write(self, batch: list[Status]) -> None:
        from .backend import ProgressError

        if self._failed_at is not None and time.monotonic() - self._failed_at < RETRY_AFTER_S:
            return  # the server was not reached a moment ago: the next step tries again
        if self._db is None and not self._connect():
            return
        try:
            self._db.write(lambda db: write_statuses(db, batch), what="the station's status")
            self.written += len(batch)
        except (ProgressError, OSError) as e:
            self._failed(str(e))
        except Exception as e:  # the table goes on whatever the records do
            self._failed(f"{type(e).__name__}: {e}")

    def _connect(self) -> bool:
        from .backend import ProgressError

        try:
            self._db = self._opener(self._url)
        except (ProgressError, OSError) as e:
            self._failed(str(e))
            return False
        except Exception as e:  # the table goes on whatever the records do
            self._failed(f"{type(e).__name__}: {e}")
            return False
        self._failed_at = None
        return True

    def _failed(self, why: str) -> None:
        self.last_error = why
        self._failed_at = time.monotonic()
        db, self._db = self._db, None
        if db is not None:
            try:
                db.close()
            except Exception:  # already lost
                pass


class Poster(Protocol):
    """What a sitting hands its records to: a StatusWriter, or a headless drill's
    `sender.HandedStatus` (kept, then written by the detached sender)."""

    def post(self, status: Status) -> None: ...


class Sitting:
    """One station's sitting (a drill, or free deal) as the status sees it: the steps so far,
    the hands done, the last violation. `stepped(...)` makes the record after each step
    and hands it to the writer; the callers pass plain values (the GUI and the headless
    runner read them from the arbiter's step and snapshot)."""

    def __init__(self, writer: Poster, *, trainee: str, activity: str, mode: str,
                 station: str | None = None, clock: Callable[[], datetime] | None = None
                 ) -> None:
        self.writer = writer
        self.station = station or station_name()
        self.trainee = trainee
        self.activity = activity
        self.mode = mode
        self._clock = clock or (lambda: datetime.now(UTC))
        self.started = self._clock()
        self.steps = 0
        self.violation: tuple[str | None, str | None, dict[str, Any]] = (None, None, {})

    def stepped(self, *, hand: int, phase: str, score: int, hands_done: int,
                violation: tuple[str | None, str | None, Mapping[str, Any]] | None = None
                ) -> Status:
        """After a step: `violation` is its (rule, message key, params) when it broke one."""
        self.noted(violation)
        status = self.now(hand=hand, phase=phase, score=score, hands_done=hands_done)
        self.writer.post(status)
        return status

    def noted(self, violation: tuple[str | None, str | None, Mapping[str, Any]] | None
              ) -> None:
        """A step counted, and its violation kept as the last one (if it broke a rule)."""
        self.steps += 1
        if violation is not None:
            rule, key, params = violation
            self.violation = (rule, key, dict(params))

    def now(self, *, hand: int, phase: str, score: int, hands_done: int) -> Status:
        """The sitting's record now, at the steps noted so far."""
        rule, key, params = self.violation
        return Status(
            self.station, self.trainee, self.activity, self.mode, hand, phase, score,
            self.steps, hands_done, self.started, self._clock(), rule, key, params,
        )


_writers: dict[str, StatusWriter] = {}
_writers_lock = threading.Lock()


def writer_for(data: Any) -> StatusWriter | None:
    """The process's writer for the store at `data` (--data as given), made once; None for
    an SQLite folder or a place that names no server."""
    from .paths import DataLocationError, data_location

    try:
        where = data_location(data)
    except DataLocationError:
        return None
    if not isinstance(where, str):
        return None
    with _writers_lock:
        writer = _writers.get(where)
        if writer is None:
            writer = _writers[where] = StatusWriter(where)
        return writer


def violation_of(step: Any) -> tuple[str | None, str | None, Mapping[str, Any]] | None:
    """An arbiter's step's (rule, message key, params) when it broke a rule, else None."""
    if str(getattr(step, "outcome", "")) != "violation":
        return None
    return step.rule, step.message_key, dict(step.params or {})


def after_each_step(sitting: Sitting) -> Callable[[Any, Any], None]:
    """For the headless runner (`run_drill(on_step=...)`): after each of the arbiter's steps,
    the sitting's record from its snapshot, score and step."""

    def stepped(arbiter: Any, step: Any) -> None:
        sitting.stepped(**_where(arbiter), violation=violation_of(step))

    return stepped


def taken_at_the_end(sitting: Sitting, keep: Callable[[Callable[[], Status]], None]
                     ) -> Callable[[Any, Any], None]:
    """`after_each_step` for a writer that keeps only the newest record until it is taken
    (a headless drill's `sender.HandedStatus`): each step is counted and its violation
    kept, and `keep` is handed how to make the record, from the arbiter as it stands when
    the record is taken; the snapshot after every step would be thrown away."""

    def stepped(arbiter: Any, step: Any) -> None:
        sitting.noted(violation_of(step))
        keep(lambda: sitting.now(**_where(arbiter)))

    return stepped


def _where(arbiter: Any) -> dict[str, Any]:
    """The hand, phase, score and hands done, from an arbiter's snapshot."""
    snap = arbiter.snapshot()
    done = snap.hand_number - 1 + int(bool(arbiter.is_complete))
    return {"hand": snap.hand_number, "phase": str(snap.phase),
            "score": arbiter.score(live=True), "hands_done": done}
