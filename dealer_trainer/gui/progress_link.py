"""The GUI's door to the progress records: store a finished drill or free-deal hand, read
the trainee's figures. Never lets a progress problem stop the table: errors become text.

The store is opened once per place and kept open (the file's integrity check and the
server's login happen once, not per hand); a store that fails is closed and opened
again on next use. A place that could not be opened (a server down) is not tried again
for RETRY_AFTER_S, so the table never waits on it hand after hand: each attempt in
between is said not to be recorded (and kept in the station's outbox, for a server).

The table records with `record_later`: on the recording thread, never on the frame loop
(a server that is slow or locked would freeze the window). Each thread keeps its own
stores (SQLite's rule); the readers (`figures`, `drill_records`) first let the attempts
handed over be written (`settle`, bounded), so a screen shows the hand just played.
"""

from __future__ import annotations

import atexit
import queue
import threading
import time
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from ..arbiter import Step
    from ..progress import ProgressStore
    from ..progress.outbox import Waiting
    from ..progress.stats import Stats
    from ..progress.status import Sitting
    from .ports import AppPort
    from .session import Session

T = TypeVar("T")
RETRY_AFTER_S = 30.0
SETTLE_S = 5.0  # how long a reader waits for the attempts handed to the recording thread

_stores: dict[tuple[int, str], ProgressStore] = {}  # (thread, place) -> its open store
_failures: dict[str, tuple[float, str]] = {}  # place -> (when, why) it could not be opened


def _place(data_dir: str | Path | None) -> str:
    from ..progress.paths import data_location

    return str(data_location(data_dir))


def _with_store(data_dir: str | Path | None, use: Callable[[ProgressStore], T]) -> tuple[T, str]:
    """`use(store)` and the notices of its first opening; a ProgressError or any other
    failure propagates (the callers turn it into text) and closes the store."""
    from ..progress import ProgressError, ProgressStore

    place = _place(data_dir)
    key = (threading.get_ident(), place)
    notice = ""
    store = _stores.get(key)
    if store is None:
        failed = _failures.get(place)
        if failed is not None and time.monotonic() - failed[0] < RETRY_AFTER_S:
            raise ProgressError(failed[1])
        try:
            store = ProgressStore.open(data_dir)
        except ProgressError as e:
            _failures[place] = (time.monotonic(), str(e))
            raise
        _failures.pop(place, None)
        _stores[key] = store
        notice = " ".join(store.notices)
    try:
        return use(store), notice
    except Exception:
        close_all(place)
        raise


def close_all(place: str | None = None) -> None:
    """Close the kept stores (this thread's of one place, or every one: at exit, once the
    recording thread has written what it was handed, or, after the settle time, with what
    it has not written kept in the outbox)."""
    if place is None and not settle():
        keep_unfinished()
    keys = [(threading.get_ident(), place)] if place is not None else list(_stores)
    for key in keys:
        store = _stores.pop(key, None)
        if store is not None:
            try:
                store.close()
            except Exception:  # closing what already failed: nothing more to save
                pass


atexit.register(close_all)


@dataclass(frozen=True, slots=True)
class Recorded:
    ok: bool
    notice: str = ""  # what to tell the trainee (a damaged file set aside, an error)


def record(
    result: Mapping[str, object],
    *,
    data_dir: str | Path | None,
    trainee: str,
    mode: str,
    lang: str,
    duration_s: float,
) -> Recorded:
    """Store one attempt: mode "drill" (a drill's result) or "free" (one free-deal hand).
    One the server cannot take now is kept in the station's outbox (progress/outbox.py)."""
    try:
        item = _item(result, trainee=trainee, mode=mode, lang=lang, duration_s=duration_s)
    except Exception as e:  # the table goes on whatever the records do
        return Recorded(False, f"progress not saved: {e}")
    return _record_item(item, data_dir)


def _item(result: Mapping[str, object], *, trainee: str, mode: str, lang: str,
          duration_s: float) -> Waiting:
    """The attempt as the outbox keeps it (progress.outbox.Waiting): its id and start drawn."""
    from ..progress import DEFAULT_TRAINEE
    from ..progress.outbox import item_of

    return item_of(trainee.strip() or DEFAULT_TRAINEE, result, mode=mode,
                   duration_s=max(0.0, float(duration_s)), lang=lang)


def _record_item(item: Waiting, data_dir: str | Path | None) -> Recorded:
    try:
        from ..progress.outbox import record_item, record_or_keep

        notices: list[str] = []

        def into_the_store(item: Waiting) -> None:
            _, notice = _with_store(data_dir, lambda store: record_item(store, item))
            notices.append(notice)

        line = record_or_keep(data_dir, item, into_the_store)
        if line:
            return Recorded(False, f"progress {line}")
        return Recorded(True, " ".join(notices))
    except Exception as e:  # the table goes on whatever the records do
        return Recorded(False, f"progress not saved: {e}")


_jobs: queue.Queue[Callable[[], None]] = queue.Queue()
_handed = threading.Condition()
_pending = 0
_worker: threading.Thread | None = None


# attempts handed over and not yet written: uid -> (where, the attempt); kept in the outbox
# at exit if the recording thread has not finished them by then (a server slow to answer)
_unfinished: dict[str, tuple[str | Path | None, Waiting]] = {}


def record_later(
    result: Mapping[str, object], *, on_done: Callable[[Recorded], None],
    data_dir: str | Path | None, trainee: str, mode: str, lang: str, duration_s: float,
) -> None:
    """`record(result, ...)` on the recording thread; `on_done(outcome)` is called there
    (it should only set a value the frame loop reads, such as `app.notice`).
    The attempt's id is drawn here: one the thread has not written when the trainer closes
    is kept in the station's outbox (`close_all`), and a resend under its id never doubles."""
    global _pending, _worker
    try:
        item = _item(result, trainee=trainee, mode=mode, lang=lang, duration_s=duration_s)
    except Exception as e:  # the table goes on whatever the records do
        on_done(Recorded(False, f"progress not saved: {e}"))
        return

    def job() -> None:
        try:
            on_done(_record_item(item, data_dir))
        finally:
            with _handed:
                _unfinished.pop(item.uid, None)

    with _handed:
        _pending += 1
        _unfinished[item.uid] = (data_dir, item)
        if _worker is None or not _worker.is_alive():
            _worker = threading.Thread(target=_run, name="progress-recorder", daemon=True)
            _worker.start()
    _jobs.put(job)


def keep_unfinished() -> int:
    """Keep in the outbox every attempt handed over that is not written yet (the trainer is
    closing: the recording thread ends with it); how many were kept. An attempt for an
    SQLite folder has no outbox: its write is local and settles in time."""
    from datetime import UTC, datetime

    from ..progress.outbox import keep_unsent, server_place

    with _handed:
        left = list(_unfinished.values())
    kept = 0
    for data_dir, item in left:
        place = server_place(data_dir)
        if place is None:
            continue
        keep_unsent(place, item, TimeoutError("the trainer closed before the server answered"),
                    datetime.now(UTC))
        kept += 1
    return kept


def _run() -> None:
    global _pending
    while True:
        job = _jobs.get()
        try:
            job()
        except Exception:  # record() turns every failure into text; nothing may stop this
            pass
        finally:
            with _handed:
                _pending -= 1
                _handed.notify_all()


def settle(timeout: float = SETTLE_S) -> bool:
    """Wait (at most `timeout`) until every attempt handed over is written; True if so."""
    with _handed:
        return _handed.wait_for(lambda: _pending == 0, timeout)


@dataclass(frozen=True, slots=True)
class Figures:
    trainee: str
    stats: Stats | None  # none: nothing recorded, or the store cannot be read
    notice: str = ""


def figures(*, data_dir: str | Path | None, trainee: str) -> Figures:
    """The trainee's statistics (None when there is nothing or the store cannot be read)."""
    settle()
    try:
        from ..progress import DEFAULT_TRAINEE

        name = trainee.strip() or DEFAULT_TRAINEE

        def read(store: ProgressStore) -> Figures:
            known = store.canonical_name(name)
            return Figures(known or name, None if known is None else store.stats(known))

        fig, notice = _with_store(data_dir, read)
        return Figures(fig.trainee, fig.stats, notice)
    except Exception as e:
        return Figures(trainee, None, f"progress not available: {e}")


@dataclass(frozen=True, slots=True)
class DrillRecord:
    best: int | None  # the best score
    passed: bool  # passed at least once
    tries: int


def drill_records(*, data_dir: str | Path | None, trainee: str) -> dict[str, DrillRecord]:
    """Per drill id, how the trainee has done so far ({} when nothing can be read)."""
    settle()
    try:
        from ..progress import DEFAULT_TRAINEE

        name = trainee.strip() or DEFAULT_TRAINEE
        totals, _ = _with_store(data_dir, lambda store: store.drill_totals(name))
    except Exception:
        return {}
    return {
        t.scenario: DrillRecord(t.best, t.passed > 0, t.tries) for t in totals if t.mode == "drill"
    }


# a table's Session -> its progress.status.Sitting (weak: a session left goes with its sitting)
_sittings: weakref.WeakKeyDictionary[Session, Sitting] = weakref.WeakKeyDictionary()


def station_stepped(app: AppPort, session: Session, step: Step) -> None:
    """After a step at the table, the station's "where I am" for the classroom: handed to
    the status writer's own thread (progress/status.py), never a wait; nothing on SQLite or
    for a headless screenshot."""
    if not app.record_progress:
        return
    try:
        from ..progress.status import Sitting, violation_of, writer_for

        writer = writer_for(app.data_dir)
        if writer is None:
            return
        sitting = _sittings.get(session)
        if sitting is None:
            sitting = _sittings[session] = Sitting(
                writer, trainee=app.settings.trainee, activity=session.info.id,
                mode=session.mode.value,
            )
        snap = session.snap
        if session.free is not None:  # free deal: each hand an arbiter's hand of its own
            hand, done = session.hand_serial, session.hands_done
        else:  # a drill of `hands: N` counts its hands itself
            hand, done = snap.hand_number, snap.hand_number - 1 + int(session.complete)
        sitting.stepped(hand=hand, phase=str(snap.phase), score=session.score(),
                        hands_done=done, violation=violation_of(step))
    except Exception:  # the table goes on whatever the records do
        pass
