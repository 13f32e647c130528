"""The station's outbox: attempts that could not reach the progress server, kept until it
answers again (issue 28).

A small SQLite file in the user's data folder (`outbox.sqlite3`), one row per attempt,
keyed by the attempt's own id (`uid`), drawn before its first try. When a store on that
server opens again (`send_waiting`, from `ProgressStore.open`), each waiting attempt is
recorded under its uid and then taken out: an attempt the server did store although its
answer was lost is found by its uid, not written twice. Attempts are kept per server (its
URL without the password: `redacted`); an SQLite folder has no outbox (its file is local).
Nothing here raises for the outbox's own faults: an outbox that cannot be used is said so
and the attempt is reported not recorded, as before the outbox.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from ..resources import user_data_dir

OUTBOX_NAME = "outbox.sqlite3"
_SCHEMA = """CREATE TABLE IF NOT EXISTS waiting (
    uid TEXT PRIMARY KEY,
    place TEXT NOT NULL,
    trainee TEXT NOT NULL,
    mode TEXT NOT NULL,
    house_rules TEXT,
    started_at TEXT NOT NULL,
    duration_s REAL NOT NULL,
    lang TEXT NOT NULL,
    result_json TEXT NOT NULL,
    kept_at TEXT NOT NULL
)"""


class _Recorder(Protocol):
    """What the outbox sends into: a ProgressStore (not imported: the store imports this)."""

    def record_attempt(
        self, trainee: str, result: Mapping[str, Any], *, mode: str = ...,
        house_rules: str | None = ..., started_at: datetime | None = ...,
        duration_s: float = ..., lang: str = ..., uid: str | None = ...,
    ) -> int: ...


def new_uid() -> str:
    """An attempt's own id, drawn once, before its first try."""
    # uuid.uuid4().hex, without importing uuid (and platform: some 15 ms of `drill --data`)
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # the RFC 4122 variant
    return raw.hex()


def outbox_path() -> Path:
    return user_data_dir() / OUTBOX_NAME


@dataclass(frozen=True, slots=True)
class Waiting:
    """One attempt kept on the station: what `record_attempt` takes."""

    uid: str
    trainee: str
    mode: str
    house_rules: str | None
    started_at: datetime
    duration_s: float
    lang: str
    result: dict[str, Any]


@contextmanager
def _opened(create: bool) -> Iterator[sqlite3.Connection | None]:
    path = outbox_path()
    if not create and not path.exists():
        yield None
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path, timeout=10.0, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute(_SCHEMA)
        yield conn


def keep(place: str, item: Waiting, now: datetime) -> int:
    """Put an attempt in the outbox (again: the same uid is kept once); how many wait for
    `place` now. Raises OSError or sqlite3.Error when the outbox cannot be written."""
    with _opened(create=True) as conn:
        assert conn is not None
        conn.execute(
            "INSERT OR IGNORE INTO waiting (uid, place, trainee, mode, house_rules, started_at,"
            " duration_s, lang, result_json, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                item.uid, place, item.trainee, item.mode, item.house_rules,
                item.started_at.isoformat(), item.duration_s, item.lang,
                json.dumps(item.result, ensure_ascii=False, default=str), now.isoformat(),
            ),
        )
        return int(conn.execute("SELECT count(*) FROM waiting WHERE place = ?", (place,))
                   .fetchone()[0])


def waiting(place: str) -> int:
    """How many attempts wait to be sent to `place` (0 when the outbox cannot be read)."""
    try:
        with _opened(create=False) as conn:
            if conn is None:
                return 0
            row = conn.execute("SELECT count(*) FROM waiting WHERE place = ?", (place,))
            return int(row.fetchone()[0])
    except (OSError, sqlite3.Error):
        return 0


def _items(conn: sqlite3.Connection, place: str) -> list[Waiting]:
    rows = conn.execute(
        "SELECT uid, trainee, mode, house_rules, started_at, duration_s, lang, result_json"
        " FROM waiting WHERE place = ? ORDER BY started_at, uid",
        (place,),
    ).fetchall()
    out = []
    for uid, trainee, mode, rules, started, duration, lang, text in rows:
        out.append(
            Waiting(uid, trainee, mode, rules, datetime.fromisoformat(started), float(duration),
                    lang, json.loads(text))
        )
    return out


def send_waiting(store: _Recorder, place: str) -> tuple[int, str]:
    """Record every attempt waiting for `place` into `store`, oldest first, each taken out
    once stored; stops at the first the server refuses. (sent, a notice or "")."""
    from .backend import ProgressError

    sent = 0
    try:
        with _opened(create=False) as conn:
            if conn is None:
                return 0, ""
            for item in _items(conn, place):
                try:
                    record_item(store, item)
                except ProgressError as e:
                    left = waiting(place)
                    return sent, f"{left} attempts kept on this station are still waiting: {e}"
                except ValueError:  # an attempt the store cannot take will never be sent
                    pass
                conn.execute("DELETE FROM waiting WHERE uid = ?", (item.uid,))
                sent += 1
    except (OSError, sqlite3.Error, ValueError) as e:
        return sent, f"the outbox {outbox_path()} cannot be read: {e}"
    return sent, ""


def server_place(data_dir: str | Path | None) -> str | None:
    """The outbox's key for a server (its URL without the password); None for a folder."""
    from .paths import DataLocationError, data_location
    from .url_secrets import redacted

    try:
        where = data_location(data_dir)
    except DataLocationError:
        return None
    return redacted(where) if isinstance(where, str) else None


def waiting_line(data_dir: str | Path | None) -> str:
    """"N attempts are waiting ..." for a server with some in the outbox, else ""."""
    place = server_place(data_dir)
    n = 0 if place is None else waiting(place)
    if not n:
        return ""
    return (
        f"{n} attempt{'s are' if n != 1 else ' is'} waiting on this station (in "
        f"{outbox_path()}) to be sent to {place}"
    )


def keep_unsent(place: str, item: Waiting, error: BaseException, now: datetime) -> str:
    """The attempt that could not reach `place`, kept; the one line to tell the trainee."""
    try:
        n = keep(place, item, now)
    except (OSError, sqlite3.Error) as kept:
        return f"not recorded: {error} (and the outbox {outbox_path()} cannot keep it: {kept})"
    return (
        f"not recorded on the server yet: {error}; kept on this station and sent when the "
        f"server answers ({n} waiting)"
    )


def record_or_keep(
    data_dir: str | Path | None, item: Waiting, record: Callable[[Waiting], object]
) -> str:
    """`record(item)` (which stores it under `item.uid`); when that fails on a server, the
    attempt is kept in the outbox. "" when it is stored, else the line to tell."""
    from .backend import ProgressError

    try:
        record(item)
    except (ProgressError, OSError) as e:
        place = server_place(data_dir)
        if place is None:
            return f"not recorded: {e}"
        return keep_unsent(place, item, e, datetime.now(UTC))
    return ""


def item_of(
    trainee: str, result: Mapping[str, Any], *, mode: str, duration_s: float, lang: str,
    house_rules: str | None = None,
) -> Waiting:
    """An attempt just finished, with its own id and its start time fixed before any try."""
    started = datetime.now(UTC) - timedelta(seconds=max(0.0, float(duration_s)))
    return Waiting(new_uid(), trainee, mode, house_rules, started, float(duration_s), lang,
                   dict(result))


def record_item(store: _Recorder, item: Waiting) -> int:
    return store.record_attempt(
        item.trainee, item.result, mode=item.mode, house_rules=item.house_rules,
        started_at=item.started_at, duration_s=item.duration_s, lang=item.lang, uid=item.uid,
    )
