"""The class as it stands, kept up to date by the stations' NOTIFYs.

`Listener` is a thread with a connection of its own that `LISTEN`s on the stations' channel
(progress/status.py CHANNEL). A notification names a station; those that come within
DRAIN_S of the first are read in one query and handed to the `Hub` on the server's event
loop, which keeps the newest status of each station and puts it on the queue of every page
that listens (server-sent events). After a (re)connection every station of the last hour is
read again: a notification sent while the listener was away is not lost, only late. The
server is not polled: the thread wakes on a notification (or once a WAKE_S to see whether
it is asked to stop).
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime

from ..progress.status import CHANNEL, Status, read_statuses

DRAIN_S = 0.02
WAKE_S = 1.0
RECONNECT_S = 2.0


class Hub:
    """The newest status per station and the pages listening; used on the event loop only
    (the listener hands over with `call_soon_threadsafe`)."""

    def __init__(self) -> None:
        self.statuses: dict[str, Status] = {}
        self.listeners: set[asyncio.Queue[list[Status]]] = set()
        self.ready = asyncio.Event()  # the first reading is in
        self.connected = False

    def publish(self, statuses: list[Status], everything: bool) -> None:
        if everything:
            self.statuses = {}
        for s in statuses:
            self.statuses[s.station] = s
        self.connected = True
        self.ready.set()
        for q in self.listeners:
            q.put_nowait(statuses)

    def subscribe(self) -> asyncio.Queue[list[Status]]:
        q: asyncio.Queue[list[Status]] = asyncio.Queue()
        self.listeners.add(q)
        return q

    def unsubscribe(self, q: asyncio.Queue[list[Status]]) -> None:
        self.listeners.discard(q)

    def current(self) -> list[Status]:
        return sorted(self.statuses.values(), key=lambda s: s.station.lower())


class Listener(threading.Thread):
    """LISTEN on the server at `url`; each batch of stations read goes to `hand_over`."""

    def __init__(self, url: str, hand_over: Callable[[list[Status], bool], None]) -> None:
        super().__init__(name="classroom-listen", daemon=True)
        self._url = url
        self._hand_over = hand_over
        self._stop = threading.Event()
        self.batches = 0  # batches handed over (a bench reads it)

    def stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        import psycopg

        from ..progress.backend import ProgressError
        from ..progress.backend_pg import connect, open_postgres

        while not self._stop.is_set():
            listen = reader = None
            try:
                reader = open_postgres(self._url)
                listen = connect(self._url)
                listen.execute(f"LISTEN {CHANNEL}")
                self._hand_over(read_statuses(reader, datetime.now(UTC)), True)
                while not self._stop.is_set():
                    names = [n.payload for n in listen.notifies(timeout=WAKE_S, stop_after=1)]
                    if not names:
                        continue
                    names += [n.payload for n in listen.notifies(timeout=DRAIN_S)]
                    found = read_statuses(reader, datetime.now(UTC), sorted(set(names)))
                    self.batches += 1
                    self._hand_over(found, False)
            except (psycopg.Error, ProgressError, OSError) as e:
                print(f"dealer-trainer: classroom: the server was lost ({e}); trying again",
                      file=sys.stderr)
                time.sleep(RECONNECT_S)
            finally:
                for conn in (listen, reader):
                    if conn is not None:
                        try:
                            conn.close()
                        except Exception:  # already lost
                            pass


def hand_over_to(loop: asyncio.AbstractEventLoop, hub: Hub) -> Callable[[list[Status], bool],
                                                                        None]:
    def hand_over(statuses: list[Status], everything: bool) -> None:
        loop.call_soon_threadsafe(hub.publish, statuses, everything)

    return hand_over
