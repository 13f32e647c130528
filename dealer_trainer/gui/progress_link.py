"""The GUI's door to the progress records: store a finished drill or free-deal hand, read
the trainee's figures. Never lets a progress problem stop the table: errors become text.

The store is opened once per place and kept open (the file's integrity check and the
server's login happen once, not per hand); a store that fails is closed and opened
again on next use. A place that could not be opened (a server down) is not tried again
for RETRY_AFTER_S, so the table never waits on it hand after hand: each attempt in
between is said not to be recorded.
"""

from __future__ import annotations

import atexit
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
RETRY_AFTER_S = 30.0

_stores: dict[str, Any] = {}  # place -> an open ProgressStore
_failures: dict[str, tuple[float, str]] = {}  # place -> (when, why) it could not be opened


def _place(data_dir: str | Path | None) -> str:
    from ..progress.paths import data_location

    return str(data_location(data_dir))


def _with_store(data_dir: str | Path | None, use: Callable[[Any], T]) -> tuple[T, str]:
    """`use(store)` and the notices of its first opening; a ProgressError or any other
    failure propagates (the callers turn it into text) and closes the store."""
    from ..progress import ProgressError, ProgressStore

    place = _place(data_dir)
    notice = ""
    store = _stores.get(place)
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
        _stores[place] = store
        notice = " ".join(store.notices)
    try:
        return use(store), notice
    except Exception:
        close_all(place)
        raise


def close_all(place: str | None = None) -> None:
    """Close the kept stores (one place's, or every one: at exit)."""
    for key in [place] if place is not None else list(_stores):
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
    result: dict[str, Any],
    *,
    data_dir: str | Path | None,
    trainee: str,
    mode: str,
    lang: str,
    duration_s: float,
) -> Recorded:
    """Store one attempt: mode "drill" (a drill's result) or "free" (one free-deal hand)."""
    try:
        from ..progress import DEFAULT_TRAINEE

        _, notice = _with_store(
            data_dir,
            lambda store: store.record_attempt(
                trainee.strip() or DEFAULT_TRAINEE,
                result,
                mode=mode,
                duration_s=max(0.0, float(duration_s)),
                lang=lang,
            ),
        )
        return Recorded(True, notice)
    except Exception as e:  # the table goes on whatever the records do
        return Recorded(False, f"progress not saved: {e}")


@dataclass(frozen=True, slots=True)
class Figures:
    trainee: str
    stats: Any  # dealer_trainer.progress.Stats, or None
    notice: str = ""


def figures(*, data_dir: str | Path | None, trainee: str) -> Figures:
    """The trainee's statistics (None when there is nothing or the store cannot be read)."""
    try:
        from ..progress import DEFAULT_TRAINEE

        name = trainee.strip() or DEFAULT_TRAINEE

        def read(store: Any) -> Figures:
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
    try:
        from ..progress import DEFAULT_TRAINEE

        name = trainee.strip() or DEFAULT_TRAINEE
        totals, _ = _with_store(data_dir, lambda store: store.drill_totals(name))
    except Exception:
        return {}
    return {
        t.scenario: DrillRecord(t.best, t.passed > 0, t.tries) for t in totals if t.mode == "drill"
    }
