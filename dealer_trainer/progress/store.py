"""The trainee's records: one row per drill attempt or free-deal hand.

`ProgressStore.open` finds (or makes) the database, sets a damaged one aside under a new
name and starts afresh (a file it may not write is named and left alone), and migrates
the schema. Every `record_attempt` is one transaction in WAL mode with full sync: a crash
or a killed process loses at most the attempt being written, never an earlier one. A
stored row that cannot be read is skipped and named in `store.skipped`; the rest is read.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

from .backend import Damaged, Database, ProgressError, open_sqlite, set_aside
from .backend_pg import open_postgres, redacted
from .figures import FiguresReader
from .history import HistoryReader
from .modestats import add_mode_attempt, play_mode
from .outbox import new_uid, send_waiting
from .paths import DB_NAME, DataLocationError, data_location
from .records import (
    DEFAULT_TRAINEE,
    MODES,
    packed_json,
    parse_result,
    trainee_name,
)
from .stats import summarize
from .timing import add_step_times, step_rows, time_counts
from .totals import AttemptFacts, add_attempt

Clock = Callable[[], datetime]

__all__ = ["DEFAULT_TRAINEE", "ProgressError", "ProgressStore", "to_utc", "trainee_name"]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def to_utc(when: datetime) -> datetime:
    """Aware datetimes are converted; a naive one is taken as local time (as Python does)."""
    return when.astimezone(UTC)


def _stamp(when: datetime) -> str:
    return to_utc(when).isoformat(timespec="microseconds")


class ProgressStore(HistoryReader, FiguresReader):
    """Records and queries. Not thread-safe: one store per thread (SQLite's rule)."""

    def __init__(
        self, db: Database, path: Path | None, notices: tuple[str, ...], clock: Clock
    ) -> None:
        self._db = db
        self.path = path  # the SQLite file; None on a server
        self.where = db.where  # the file or the server (no password), for messages
        self.kind = db.kind  # "sqlite" or "postgresql"
        self.notices = notices  # what the trainee should be told (a damaged file set aside)
        self.skipped: list[str] = []  # stored rows that could not be read, named
        self._clock = clock

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(
        cls, data_dir: str | Path | None = None, *, clock: Clock | None = None
    ) -> ProgressStore:
        """Open the store in `data_dir`: a folder, or a `postgresql://` URL for a server
        (default: DEALER_TRAINER_DATA, else the user's data folder).

        A file that fails an integrity check is renamed
        `progress.sqlite3.damaged-YYYYMMDD-HHMMSS` and a fresh database started;
        `store.notices` then says so. A file from a newer trainer, one that is locked, or
        one this user may not write raises ProgressError and is left as it is.
        """
        clock = clock or _utc_now
        try:
            where = data_location(data_dir)
        except DataLocationError as e:
            raise ProgressError(str(e)) from e
        if isinstance(where, str):
            store = cls(open_postgres(where), None, (), clock)
            sent, note = send_waiting(store, redacted(where))  # the station's outbox
            sent_line = f"{sent} attempts kept on this station were sent to {store.where}."
            store.notices += ((sent_line,) if sent else ()) + ((note,) if note else ())
            return store
        path = where / DB_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProgressError(
                f"cannot create the data folder {path.parent}: {e.strerror or e}"
            ) from e
        notices: list[str] = []
        try:
            db = open_sqlite(path)
        except Damaged as damage:
            aside = set_aside(path, clock())
            notices.append(
                f"The progress file {path} could not be read ({damage.reason}). It was kept "
                f"as {aside.name} and a new, empty progress file was started."
            )
            try:
                db = open_sqlite(path)
            except Damaged as again:  # pragma: no cover - a fresh file is never damaged
                raise ProgressError(f"cannot start a progress file at {path}: {again}") from again
        notices += db.notices  # a foreign write-ahead log kept aside
        return cls(db, path, tuple(notices), clock)

    def close(self) -> None:
        self._db.close()

    def check(self) -> list[str]:
        """The full scan (`check`): what is damaged, [] when whole. A damaged file is set
        aside when the store closes (`aside_name`)."""
        return self._db.check()

    def aside_name(self) -> str:
        """The name a damaged file was kept under, once closed ("" if none)."""
        aside = getattr(self._db, "aside", None)
        return "" if aside is None else aside.name

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- writing ---------------------------------------------------------------------------

    def record_attempt(
        self,
        trainee: str,
        result: Mapping[str, Any],
        *,
        mode: str = "drill",
        house_rules: str | None = None,
        started_at: datetime | None = None,
        duration_s: float = 0.0,
        lang: str = "en",
        uid: str | None = None,
    ) -> int:
        """Store one drill attempt (mode "drill") or one free-deal hand ("free").

        `uid` is the attempt's own id (default: a new one): an attempt already stored under
        it is not stored again, and its id is returned (a retry never doubles a row).

        `result` is the arbiter's result dict (CONTRACT.md); `house_rules` defaults to the
        result's own `house_rules`, else "seeds"; `started_at` defaults to the clock minus
        `duration_s`. Returns the attempt's id. One transaction: on any failure
        (ProgressError: a full disk, a lock held too long) nothing of it is written.
        """
        name = trainee_name(trainee)
        if mode not in MODES:
            raise ValueError(f"mode is 'drill' or 'free', not {mode!r}")
        duration = float(duration_s)
        if not (math.isfinite(duration) and duration >= 0):
            raise ValueError(f"duration_s is a finite number of seconds >= 0, not {duration_s!r}")
        parsed = parse_result(result, mode)
        started = self._clock() - timedelta(seconds=duration) if started_at is None else started_at
        row = (
            mode,
            parsed.scenario,
            str(house_rules or result.get("house_rules") or "seeds"),
            _stamp(started),
            duration,
            parsed.score,
            int(parsed.passed),
            parsed.hints,
            packed_json(parsed.rest, self.kind),
            str(lang),
            len(parsed.hands),
            play_mode(result.get("mode")),
        )
        created = _stamp(self._clock())
        summary = summarize(parsed.steps, parsed.violations, parsed.irregularities)
        times = time_counts(step_rows(parsed.steps))

        attempt_uid = uid or new_uid()

        def write(db: Database) -> int:
            known = db.execute("SELECT id FROM attempts WHERE uid = ?", (attempt_uid,)).fetchone()
            if known is not None:
                return int(known[0])
            trainee_id = _trainee_id(db, name, created)
            attempt_id = db.insert(
                "INSERT INTO attempts (trainee_id, mode, scenario, house_rules, started_at,"
                " duration_s, score, passed, hints, result_json, lang, hand_count, play_mode,"
                " uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (trainee_id, *row, attempt_uid),
            )
            # the steps are kept in the result alone (schema version 9: HistoryReader reads
            # them from it); the violations and irregularities have rows, for the counts
            db.executemany(
                "INSERT INTO violations (attempt_id, step, rule, message) VALUES (?, ?, ?, ?)",
                [(attempt_id, v.step, v.rule, v.message) for v in parsed.violations],
            )
            db.executemany(
                "INSERT INTO irregularities (attempt_id, step, rule, corrected)"
                " VALUES (?, ?, ?, ?)",
                [(attempt_id, r.step, r.rule, int(r.corrected)) for r in parsed.irregularities],
            )
            self._write_hands(attempt_id, parsed.hands)
            facts = AttemptFacts(
                trainee_id,
                mode,
                parsed.scenario,
                parsed.score,
                parsed.passed,
                len(parsed.hands),
                duration,
                row[3],
            )
            add_attempt(db, facts, summary)
            add_mode_attempt(
                db, trainee_id, mode, row[-1], parsed.passed, parsed.steps, len(parsed.hands),
                duration,
            )
            add_step_times(db, trainee_id, times)
            return attempt_id

        return self._db.write(write, what="the attempt")

    def _write_hands(self, attempt_id: int, hands: tuple[dict[str, Any], ...]) -> None:
        self._db.executemany(
            "INSERT INTO hands (attempt_id, seq, hand_json) VALUES (?, ?, ?)",
            [(attempt_id, i, packed_json(h, self.kind)) for i, h in enumerate(hands)],
        )

    def trainees(self) -> list[str]:
        """Every trainee with records, by name (case-insensitively)."""
        rows = self._db.execute("SELECT name FROM trainees ORDER BY lower(name), id")
        return [r[0] for r in rows]

    def hand_counts(self) -> dict[str, int]:
        """How many stored hands each trainee has (the attempts' `hand_count`), by the name
        in lower case: what the export shares out between its processes."""
        rows = self._db.execute(
            "SELECT lower(t.name), sum(a.hand_count) FROM attempts a JOIN trainees t"
            " ON t.id = a.trainee_id WHERE a.hand_count > 0 GROUP BY lower(t.name)"
        ).fetchall()
        return {str(r[0]): int(r[1] or 0) for r in rows}


def _trainee_id(db: Database, name: str, created: str) -> int:
    row = db.execute("SELECT id FROM trainees WHERE lower(name) = lower(?)", (name,)).fetchone()
    if row is not None:
        return int(row[0])
    return db.insert(
        "INSERT INTO trainees (name, created_at) VALUES (?, ?) RETURNING id", (name, created)
    )
