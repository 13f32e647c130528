"""The trainee's records: one row per drill attempt or free-deal hand.

`ProgressStore.open` finds (or makes) the database, sets a damaged one aside under a new
name and starts afresh (a file it may not write is named and left alone), and migrates
the schema. Every `record_attempt` is one transaction in WAL mode with full sync: a crash
or a killed process loses at most the attempt being written, never an earlier one. A
stored row that cannot be read is skipped and named in `store.skipped`; the rest is read.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

from ..i18n import rule_ids
from .backend import Damaged, Database, ProgressError, open_sqlite, set_aside
from .backend_pg import open_postgres
from .paths import DB_NAME, data_location
from .records import (
    MODES,
    Attempt,
    IrregularityRecord,
    StepRecord,
    StoredHand,
    ViolationRecord,
    parse_result,
)
from .stats import Stats, compute_stats

Clock = Callable[[], datetime]
DEFAULT_TRAINEE = "guest"

__all__ = ["DEFAULT_TRAINEE", "ProgressError", "ProgressStore", "to_utc", "trainee_name"]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def to_utc(when: datetime) -> datetime:
    """Aware datetimes are converted; a naive one is taken as local time (as Python does)."""
    return when.astimezone(UTC)


def _stamp(when: datetime) -> str:
    return to_utc(when).isoformat(timespec="microseconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


class ProgressStore:
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
        where = data_location(data_dir)
        if isinstance(where, str):
            return cls(open_postgres(where), None, (), clock)
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
        return cls(db, path, tuple(notices), clock)

    def close(self) -> None:
        self._db.close()

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
    ) -> int:
        """Store one drill attempt (mode "drill") or one free-deal hand ("free").

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
            _dumps(parsed.rest),
            str(lang),
        )
        created = _stamp(self._clock())

        def write(db: Database) -> int:
            trainee_id = _trainee_id(db, name, created)
            attempt_id = db.insert(
                "INSERT INTO attempts (trainee_id, mode, scenario, house_rules, started_at,"
                " duration_s, score, passed, hints, result_json, lang)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (trainee_id, *row),
            )
            db.executemany(
                "INSERT INTO steps (attempt_id, n, action, outcome, rule, message)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(attempt_id, s.n, s.action, s.outcome, s.rule, s.message) for s in parsed.steps],
            )
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
            return attempt_id

        return self._db.write(write, what="the attempt")

    def _write_hands(self, attempt_id: int, hands: tuple[dict[str, Any], ...]) -> None:
        self._db.executemany(
            "INSERT INTO hands (attempt_id, seq, hand_json) VALUES (?, ?, ?)",
            [(attempt_id, i, _dumps(h)) for i, h in enumerate(hands)],
        )

    # -- reading ---------------------------------------------------------------------------

    def trainees(self) -> list[str]:
        """Every trainee with records, by name (case-insensitively)."""
        rows = self._db.execute("SELECT name FROM trainees ORDER BY lower(name), id")
        return [r[0] for r in rows]

    def _skip(self, what: str, why: str) -> None:
        note = f"skipped {what}: {why}"
        if note not in self.skipped:
            self.skipped.append(note)

    def attempts(self, trainee: str | None = None) -> list[Attempt]:
        """The attempts of one trainee (or of everyone), oldest first; unreadable ones
        are skipped and named in `skipped`."""
        where, params = self._trainee_filter(trainee)
        rows = self._db.execute(
            "SELECT a.id, t.name, a.mode, a.scenario, a.house_rules, a.lang, a.started_at,"
            " a.duration_s, a.score, a.passed, a.hints,"
            " (SELECT count(*) FROM hands h WHERE h.attempt_id = a.id)"
            f" FROM attempts a JOIN trainees t ON t.id = a.trainee_id {where}"
            " ORDER BY a.started_at, a.id",
            params,
        ).fetchall()
        steps = self._children(
            "SELECT c.attempt_id, c.n, c.action, c.outcome, c.rule, c.message FROM steps c",
            where,
            params,
            lambda r: StepRecord(r[1], r[2], r[3], r[4], r[5]),
        )
        violations = self._violations(where, params)
        irregularities = self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.corrected FROM irregularities c",
            where,
            params,
            lambda r: IrregularityRecord(r[1], r[2], bool(r[3])),
        )
        out: list[Attempt] = []
        for r in rows:
            try:
                out.append(
                    Attempt(
                        id=r[0],
                        trainee=r[1],
                        mode=r[2],
                        scenario=r[3],
                        house_rules=r[4],
                        lang=r[5],
                        started_at=_when(r[6]),
                        duration_s=_number(r[7], "duration"),
                        score=_score(r[8]),
                        passed=_flag(r[9], "passed"),
                        hints=_whole(r[10], "hints"),
                        hand_count=r[11],
                        steps=tuple(steps.get(r[0], ())),
                        violations=tuple(violations.get(r[0], ())),
                        irregularities=tuple(irregularities.get(r[0], ())),
                    )
                )
            except ValueError as e:
                self._skip(f"attempt {r[0]} ({r[1]}, {r[3]})", str(e))
        return out

    def _violations(self, where: str, params: tuple[str, ...]) -> dict[int, list[Any]]:
        return self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.message FROM violations c",
            where,
            params,
            lambda r: ViolationRecord(r[1], r[2], r[3]),
        )

    def _children(
        self, select: str, where: str, params: tuple[str, ...], make: Callable[[Any], Any]
    ) -> dict[int, list[Any]]:
        by_attempt: dict[int, list[Any]] = defaultdict(list)
        rows = self._db.execute(
            f"{select} JOIN attempts a ON a.id = c.attempt_id"
            f" JOIN trainees t ON t.id = a.trainee_id {where} ORDER BY c.{self._db.rowid}",
            params,
        )
        for r in rows:
            by_attempt[r[0]].append(make(r))
        return by_attempt

    def result(self, attempt_id: int) -> dict[str, Any]:
        """The result dict as it was recorded, hands included."""
        row = self._db.execute(
            "SELECT result_json FROM attempts WHERE id = ?", (attempt_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"no attempt {attempt_id}")
        hands = self._db.execute(
            "SELECT hand_json FROM hands WHERE attempt_id = ? ORDER BY seq", (attempt_id,)
        ).fetchall()
        try:
            result: dict[str, Any] = _json_object(row[0])
            if hands:
                result["hands"] = [json.loads(h[0]) for h in hands]
        except ValueError as e:
            raise ProgressError(f"attempt {attempt_id} is damaged in the store: {e}") from e
        return result

    def stats(self, trainee: str, *, recent: int = 10) -> Stats:
        """The trainee's figures (see stats.py for what each one means)."""
        name = self.canonical_name(trainee) or trainee_name(trainee)
        return compute_stats(name, self.attempts(name), recent=recent, rules=rule_ids())

    def canonical_name(self, trainee: str) -> str | None:
        """The trainee's name as first recorded ("ana" finds "Ana"), or None."""
        row = self._db.execute(
            "SELECT name FROM trainees WHERE lower(name) = lower(?)", (trainee.strip(),)
        ).fetchone()
        return None if row is None else str(row[0])

    def hands(self, trainee: str | None = None) -> list[StoredHand]:
        """Every stored hand history (of one trainee, or all), oldest first; a hand that
        cannot be read is skipped and named in `skipped`."""
        where, params = self._trainee_filter(trainee)
        rows = self._db.execute(
            "SELECT h.attempt_id, h.seq, t.name, a.mode, a.scenario, a.house_rules,"
            " a.started_at, h.hand_json, m.last,"
            # Only the last hand needs the attempt's final table.
            " CASE WHEN h.seq = m.last THEN a.result_json END"
            " FROM hands h JOIN attempts a ON a.id = h.attempt_id"
            " JOIN (SELECT attempt_id, max(seq) AS last FROM hands GROUP BY attempt_id) m"
            " ON m.attempt_id = h.attempt_id"
            f" JOIN trainees t ON t.id = a.trainee_id {where}"
            " ORDER BY a.started_at, a.id, h.seq",
            params,
        ).fetchall()
        violations = self._violations(where, params)
        out: list[StoredHand] = []
        for r in rows:
            is_last = r[1] == r[8]
            try:
                final = _json_object(r[9]).get("final") if is_last else None
                out.append(
                    StoredHand(
                        attempt_id=r[0],
                        seq=r[1],
                        trainee=r[2],
                        mode=r[3],
                        scenario=r[4],
                        house_rules=r[5],
                        started_at=_when(r[6]),
                        hand=_json_object(r[7]),
                        final=final if isinstance(final, dict) else None,
                        violations=tuple(violations.get(r[0], ())) if is_last else (),
                        is_last=is_last,
                    )
                )
            except ValueError as e:
                self._skip(f"attempt {r[0]}, hand {r[1] + 1} ({r[2]}, {r[4]})", str(e))
        return out

    def _trainee_filter(self, trainee: str | None) -> tuple[str, tuple[str, ...]]:
        if trainee is None:
            return "", ()
        return "WHERE lower(t.name) = lower(?)", (trainee.strip(),)


def trainee_name(trainee: str) -> str:
    name = trainee.strip() if isinstance(trainee, str) else ""
    if not name:
        raise ValueError(f"a trainee needs a name (e.g. {DEFAULT_TRAINEE!r}), not {trainee!r}")
    return name


def _trainee_id(db: Database, name: str, created: str) -> int:
    row = db.execute("SELECT id FROM trainees WHERE lower(name) = lower(?)", (name,)).fetchone()
    if row is not None:
        return int(row[0])
    return db.insert(
        "INSERT INTO trainees (name, created_at) VALUES (?, ?) RETURNING id", (name, created)
    )


# -- reading a stored value: a wrong one is a ValueError that names it ------------------------


def _when(value: Any) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise ValueError(f"its time is {value!r}, not a date and time") from None


def _number(value: Any, what: str) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    raise ValueError(f"its {what} is {value!r}, not a number")


def _whole(value: Any, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"its {what} is {value!r}, not a whole number")


def _score(value: Any) -> int | None:
    return None if value is None else _whole(value, "score")


def _flag(value: Any, what: str) -> bool:
    if value in (0, 1) and not isinstance(value, float):
        return bool(value)
    raise ValueError(f"its {what} is {value!r}, not 0 or 1")


def _json_object(text: Any) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as e:
        raise ValueError(f"its JSON cannot be read ({e})") from None
    if not isinstance(value, dict):
        raise ValueError(f"its JSON is a {type(value).__name__}, not an object")
    return value
