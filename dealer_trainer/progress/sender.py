"""A headless drill's attempt on a server, handed over (issue 28): `drill --data URL` keeps
the attempt in the station's outbox (outbox.py: a local SQLite file, written at once) and
starts a detached process that sends it, so the command returns without waiting for the
server (psycopg's import alone is some 275 ms). Nothing is lost: the attempt is on the
station's disk before the command returns, and stays there until the server has it. Nothing
is sent twice: the outbox sends under the attempt's own id, and one sender runs at a time
(a lock file beside the outbox); a second command's sender waits its turn, then sends what
is left.

A server that does not even accept a connection is said at once, in the line a recorded
attempt that failed gives ("cannot reach the progress server"), from a plain TCP probe
(no psycopg); whatever else stops a send (a lock held, a wrong password) is for `stats`
to say, which counts the attempts waiting and opens the store (and so sends them).

    python -m dealer_trainer.progress.sender   # the detached sender; the URL in
                                                # DEALER_TRAINER_DATA (never in argv: `ps`)
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from ..resources import package_dir
from .outbox import OUTBOX_NAME, Waiting, keep, outbox_path, server_place, waiting
from .status import Status

STATUS_VAR = "DEALER_TRAINER_SENDER_STATUS"  # the station's status row, as JSON
PROBE_S = 0.5  # a server that accepts no TCP connection within this is said to be down
ENV_VAR = "DEALER_TRAINER_DATA"


class HandedStatus:
    """A headless drill's "where I am" (status.py): the newest record kept here, then written
    by the detached sender with the attempt (`hand_over`), or alone at `close` when no
    attempt took it along; the command never connects for it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.newest: Status | Callable[[], Status] | None = None

    def post(self, status: Status) -> None:
        self.newest = status

    def post_later(self, make: Callable[[], Status]) -> None:
        """The newest record, made only if it is taken (status.taken_at_the_end)."""
        self.newest = make

    def take(self) -> Status | None:
        newest, self.newest = self.newest, None
        return newest() if callable(newest) else newest

    def close(self, timeout: float = 0.0) -> None:
        newest = self.take()
        if newest is not None:
            try:
                start_sender(self.url, newest)
            except OSError:  # a status is superseded by the next sitting's first step
                pass


def hand_over(data: str | Path | None, item: Waiting, status: HandedStatus | None = None
              ) -> str | None:
    """Keep `item` in the outbox and start the sender; the line to tell ("" for none), or
    None when `data` is no server (the caller records it itself). Raises ValueError for a
    URL that cannot be read, OSError or sqlite3.Error when the outbox cannot be written (the
    caller then records it itself)."""
    place = server_place(data)
    if place is None:
        return None
    where = _url(data)
    why = unreachable(where)  # raises ValueError for a URL that cannot be read
    n = keep(place, item, datetime.now(UTC))
    if why:
        return (f"not recorded on the server yet: cannot reach the progress server {place}: "
                f"{why}; kept on this station and sent when the server answers ({n} waiting)")
    start_sender(where, status.take() if status is not None else None)
    if n > 1:
        return (f"kept on this station and being sent to {place} ({n} waiting: `stats` says "
                "why the earlier ones are not sent yet)")
    return ""


def _url(data: str | Path | None) -> str:
    from .paths import data_location

    where = data_location(data)
    assert isinstance(where, str)  # server_place said it is a server
    return where


def unreachable(url: str) -> str:
    """Why the server at `url` takes no TCP connection now ("" when it does, or when the URL
    names no TCP host: a Unix socket, several hosts, the library's defaults). Raises
    ValueError, naming no password, for a URL that cannot be read."""
    try:
        parts = urlsplit(url)
        query = parse_qs(parts.query)
        host, port = parts.hostname, parts.port or 5432
    except ValueError as e:
        from .url_secrets import redacted

        raise ValueError(f"{redacted(url)} cannot be read as a server's URL ({e})") from None
    if "host" in query or "hostaddr" in query or not host or "," in parts.netloc:
        return ""
    try:
        socket.create_connection((host, port), timeout=PROBE_S).close()
    except OSError as e:
        return e.strerror or str(e) or type(e).__name__
    return ""


def start_sender(url: str, status: Status | None = None) -> None:
    """The detached sender: a process of its own session, no terminal, no output; the URL
    (and the station's status to write, if any) in its environment."""
    package_root = str(package_dir().parent)  # the folder dealer_trainer is imported from
    env = {**os.environ, ENV_VAR: url,
           STATUS_VAR: json.dumps(status.row(), ensure_ascii=False) if status else "",
           "PYTHONPATH": os.pathsep.join(filter(None, [package_root,
                                                       os.environ.get("PYTHONPATH")]))}
    detached: dict[str, object] = (
        {"creationflags": getattr(subprocess, "DETACHED_PROCESS", 0)}
        if os.name == "nt" else {"start_new_session": True})
    subprocess.Popen(  # noqa: S603 - our own interpreter and module
        [sys.executable, "-m", "dealer_trainer.progress.sender"], env=env,
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        close_fds=True, **detached,  # type: ignore[call-overload]
    )


def send_now(url: str, status: Status | None = None) -> int:
    """Send what waits for `url` (and write `status`), one sender at a time; how many
    attempts still wait."""
    from .backend import ProgressError
    from .status import write_statuses
    from .store import ProgressStore

    place = server_place(url)
    if place is None:
        return 0
    lock_path = outbox_path().with_name(OUTBOX_NAME + ".send-lock")
    with open(lock_path, "a") as lock:
        _lock(lock)
        if waiting(place) or status is not None:
            try:
                with ProgressStore.open(url) as store:  # opening sends the outbox (store.py)
                    if status is not None:
                        store._db.write(lambda db: write_statuses(db, [status]),
                                        what="the station's status")
            except ProgressError:  # kept: the next run sends them, and `stats` says why
                pass
        return waiting(place)


def _lock(f: object) -> None:
    try:
        import fcntl
    except ImportError:  # Windows: the ids keep a second sender from doubling a row
        return
    fcntl.flock(f.fileno(), fcntl.LOCK_EX)  # type: ignore[attr-defined]


def main() -> int:
    url = os.environ.get(ENV_VAR, "")
    try:
        row = os.environ.get(STATUS_VAR) or ""
        status = Status.of_row(tuple(json.loads(row))) if row else None
        return 1 if send_now(url, status) else 0
    except Exception:  # detached: no one to tell; the attempts wait, `stats` says why
        return 1


if __name__ == "__main__":
    sys.exit(main())
