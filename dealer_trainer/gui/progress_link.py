"""The GUI's door to the progress records: store a finished drill or free-deal hand, read
the trainee's figures. Never lets a progress problem stop the table: errors become text."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


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
        from ..progress import DEFAULT_TRAINEE, ProgressStore

        with ProgressStore.open(data_dir) as store:
            store.record_attempt(
                trainee.strip() or DEFAULT_TRAINEE,
                result,
                mode=mode,
                duration_s=max(0.0, float(duration_s)),
                lang=lang,
            )
            return Recorded(True, " ".join(store.notices))
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
        from ..progress import DEFAULT_TRAINEE, ProgressStore

        name = trainee.strip() or DEFAULT_TRAINEE
        with ProgressStore.open(data_dir) as store:
            known = store.canonical_name(name)
            if known is None:
                return Figures(name, None, " ".join(store.notices))
            return Figures(known, store.stats(known), " ".join(store.notices))
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
        from ..progress import DEFAULT_TRAINEE, ProgressStore

        name = trainee.strip() or DEFAULT_TRAINEE
        with ProgressStore.open(data_dir) as store:
            known = store.canonical_name(name)
            attempts = store.attempts(known) if known is not None else []
    except Exception:
        return {}
    out: dict[str, DrillRecord] = {}
    for a in attempts:
        if a.mode != "drill":
            continue
        was = out.get(a.scenario, DrillRecord(None, False, 0))
        scores = [s for s in (was.best, a.score) if s is not None]
        out[a.scenario] = DrillRecord(
            max(scores) if scores else None, was.passed or a.passed, was.tries + 1
        )
    return out
