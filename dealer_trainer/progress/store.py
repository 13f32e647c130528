"""The trainee's records in SQLite: one row per drill attempt or free-deal hand.

`ProgressStore.open` finds (or makes) the database, sets a damaged one aside under a new
name and starts afresh, and migrates the schema. Every `record_attempt` is one
transaction in WAL mode with full sync: a crash or a killed process loses at most the
attempt being written, never an earlier one.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

from ..i18n import rule_ids
from .paths import COMPANION_SUFFIXES, aside_path, database_path
from .records import (
    MODES,
    Attempt,
    IrregularityRecord,
    StepRecord,
    StoredHand,
    ViolationRecord,
    parse_result,
)
from .schema import ForeignDatabaseError, NewerSchemaError, check_usable, migrate
from .stats import Stats, compute_stats

Clock = Callable[[], datetime]
DEFAULT_TRAINEE = "guest"
BUSY_TIMEOUT_S = 5.0
# SQLite's own verdicts on a file that is not (or no longer) a database.
_DAMAGE_CODES = ("SQLITE_NOTADB", "SQLITE_CORRUPT")
SQLITE_HEADER = b"SQLite format 3\x00"


class ProgressError(RuntimeError):
    """The progress database cannot be used; the message says why, for the trainee."""


class _Damaged(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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
        self, conn: sqlite3.Connection, path: Path, notices: tuple[str, ...], clock: Clock
    ) -> None:
        self._conn = conn
        self.path = path
        self.notices = notices  # what the trainee should be told (a damaged file set aside)
        self._clock = clock

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(cls, data_dir: Path | None = None, *, clock: Clock | None = None) -> ProgressStore:
        """Open the store in `data_dir` (default: the user's data folder).

        A damaged or unreadable file is renamed `progress.sqlite3.damaged-YYYYMMDD-HHMMSS`
        and a fresh database started; `store.notices` then says so. A file from a newer
        trainer, or one that is locked, raises ProgressError and is left as it is.
        """
        clock = clock or _utc_now
        path = database_path(data_dir)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProgressError(
                f"cannot create the data folder {path.parent}: {e.strerror or e}"
            ) from e
        notices: list[str] = []
        try:
            conn = _connect(path)
        except _Damaged as damage:
            aside = _set_aside(path, clock())
            notices.append(
                f"The progress file {path} could not be read ({damage.reason}). It was kept "
                f"as {aside.name} and a new, empty progress file was started."
            )
            try:
                conn = _connect(path)
            except _Damaged as again:  # pragma: no cover - a fresh file is never damaged
                raise ProgressError(f"cannot start a progress file at {path}: {again}") from again
        return cls(conn, path, tuple(notices), clock)

    def close(self) -> None:
        self._conn.close()

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
        `duration_s`. Returns the attempt's id. One transaction.
        """
        name = trainee_name(trainee)
        if mode not in MODES:
            raise ValueError(f"mode is 'drill' or 'free', not {mode!r}")
        duration = float(duration_s)
        if not (math.isfinite(duration) and duration >= 0):
            raise ValueError(f"duration_s is a finite number of seconds >= 0, not {duration_s!r}")
        parsed = parse_result(result, mode)
        started = self._clock() - timedelta(seconds=duration) if started_at is None else started_at
        with self._transaction():
            trainee_id = self._trainee_id(name)
            cur = self._conn.execute(
                "INSERT INTO attempts (trainee_id, mode, scenario, house_rules, started_at,"
                " duration_s, score, passed, hints, result_json, lang)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    trainee_id,
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
                ),
            )
            attempt_id = int(cur.lastrowid or 0)
            self._conn.executemany(
                "INSERT INTO steps (attempt_id, n, action, outcome, rule, message)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(attempt_id, s.n, s.action, s.outcome, s.rule, s.message) for s in parsed.steps],
            )
            self._conn.executemany(
                "INSERT INTO violations (attempt_id, step, rule, message) VALUES (?, ?, ?, ?)",
                [(attempt_id, v.step, v.rule, v.message) for v in parsed.violations],
            )
            self._conn.executemany(
                "INSERT INTO irregularities (attempt_id, step, rule, corrected)"
                " VALUES (?, ?, ?, ?)",
                [(attempt_id, r.step, r.rule, int(r.corrected)) for r in parsed.irregularities],
            )
            self._write_hands(attempt_id, parsed.hands)
        return attempt_id

    def _write_hands(self, attempt_id: int, hands: tuple[dict[str, Any], ...]) -> None:
        self._conn.executemany(
            "INSERT INTO hands (attempt_id, seq, hand_json) VALUES (?, ?, ?)",
            [(attempt_id, i, _dumps(h)) for i, h in enumerate(hands)],
        )

    def _trainee_id(self, name: str) -> int:
        row = self._conn.execute("SELECT id FROM trainees WHERE name = ?", (name,)).fetchone()
        if row is not None:
            return int(row[0])
        cur = self._conn.execute(
            "INSERT INTO trainees (name, created_at) VALUES (?, ?)", (name, _stamp(self._clock()))
        )
        return int(cur.lastrowid or 0)

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:
            raise ProgressError(f"the progress file {self.path} is busy: {e}") from e
        try:
            yield
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # -- reading ---------------------------------------------------------------------------

    def trainees(self) -> list[str]:
        """Every trainee with records, by name (case-insensitively)."""
        rows = self._conn.execute("SELECT name FROM trainees ORDER BY name COLLATE NOCASE, id")
        return [r[0] for r in rows]

    def attempts(self, trainee: str | None = None) -> list[Attempt]:
        """The attempts of one trainee (or of everyone), oldest first."""
        where, params = _trainee_filter(trainee)
        rows = self._conn.execute(
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
        violations = self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.message FROM violations c",
            where,
            params,
            lambda r: ViolationRecord(r[1], r[2], r[3]),
        )
        irregularities = self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.corrected FROM irregularities c",
            where,
            params,
            lambda r: IrregularityRecord(r[1], r[2], bool(r[3])),
        )
        return [
            Attempt(
                id=r[0],
                trainee=r[1],
                mode=r[2],
                scenario=r[3],
                house_rules=r[4],
                lang=r[5],
                started_at=datetime.fromisoformat(r[6]),
                duration_s=float(r[7]),
                score=r[8],
                passed=bool(r[9]),
                hints=r[10],
                hand_count=r[11],
                steps=tuple(steps.get(r[0], ())),
                violations=tuple(violations.get(r[0], ())),
                irregularities=tuple(irregularities.get(r[0], ())),
            )
            for r in rows
        ]

    def _children(
        self, select: str, where: str, params: tuple[str, ...], make: Callable[[Any], Any]
    ) -> dict[int, list[Any]]:
        by_attempt: dict[int, list[Any]] = defaultdict(list)
        rows = self._conn.execute(
            f"{select} JOIN attempts a ON a.id = c.attempt_id"
            f" JOIN trainees t ON t.id = a.trainee_id {where} ORDER BY c.rowid",
            params,
        )
        for r in rows:
            by_attempt[r[0]].append(make(r))
        return by_attempt

    def result(self, attempt_id: int) -> dict[str, Any]:
        """The result dict as it was recorded, hands included."""
        row = self._conn.execute(
            "SELECT result_json FROM attempts WHERE id = ?", (attempt_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"no attempt {attempt_id}")
        result: dict[str, Any] = json.loads(row[0])
        hands = self._conn.execute(
            "SELECT hand_json FROM hands WHERE attempt_id = ? ORDER BY seq", (attempt_id,)
        ).fetchall()
        if hands:
            result["hands"] = [json.loads(h[0]) for h in hands]
        return result

    def stats(self, trainee: str, *, recent: int = 10) -> Stats:
        """The trainee's figures (see stats.py for what each one means)."""
        name = self.canonical_name(trainee) or trainee_name(trainee)
        return compute_stats(name, self.attempts(name), recent=recent, rules=rule_ids())

    def canonical_name(self, trainee: str) -> str | None:
        """The trainee's name as first recorded ("ana" finds "Ana"), or None."""
        row = self._conn.execute(
            "SELECT name FROM trainees WHERE name = ?", (trainee.strip(),)
        ).fetchone()
        return None if row is None else str(row[0])

    def hands(self, trainee: str | None = None) -> list[StoredHand]:
        """Every stored hand history (of one trainee, or all), oldest first."""
        where, params = _trainee_filter(trainee)
        rows = self._conn.execute(
            "SELECT h.attempt_id, h.seq, t.name, a.mode, a.scenario, a.house_rules,"
            " a.started_at, h.hand_json,"
            # Only the last hand needs the attempt's final table: ask SQLite for just that.
            " CASE WHEN json_valid(a.result_json)"
            " AND json_type(a.result_json, '$.final') = 'object'"
            " THEN json_extract(a.result_json, '$.final') END,"
            " (SELECT max(seq) FROM hands m WHERE m.attempt_id = h.attempt_id)"
            " FROM hands h JOIN attempts a ON a.id = h.attempt_id"
            f" JOIN trainees t ON t.id = a.trainee_id {where}"
            " ORDER BY a.started_at, a.id, h.seq",
            params,
        ).fetchall()
        violations = self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.message FROM violations c",
            where,
            params,
            lambda r: ViolationRecord(r[1], r[2], r[3]),
        )
        out: list[StoredHand] = []
        for r in rows:
            is_last = r[1] == r[9]
            final = json.loads(r[8]) if is_last and r[8] else None
            out.append(
                StoredHand(
                    attempt_id=r[0],
                    seq=r[1],
                    trainee=r[2],
                    mode=r[3],
                    scenario=r[4],
                    house_rules=r[5],
                    started_at=datetime.fromisoformat(r[6]),
                    hand=json.loads(r[7]),
                    final=final if isinstance(final, dict) else None,
                    violations=tuple(violations.get(r[0], ())) if is_last else (),
                    is_last=is_last,
                )
            )
        return out


def trainee_name(trainee: str) -> str:
    name = trainee.strip() if isinstance(trainee, str) else ""
    if not name:
        raise ValueError(f"a trainee needs a name (e.g. {DEFAULT_TRAINEE!r}), not {trainee!r}")
    return name


def _trainee_filter(trainee: str | None) -> tuple[str, tuple[str, ...]]:
    if trainee is None:
        return "", ()
    return "WHERE t.name = ?", (trainee.strip(),)


# -- opening, damage and setting aside --------------------------------------------------------


def _connect(path: Path) -> sqlite3.Connection:
    """Open, check and migrate; raise _Damaged for a file to set aside."""
    if path.exists():
        if not os.access(path, os.R_OK | os.W_OK):
            raise _Damaged("the file cannot be read or written")
        # Judged before SQLite opens it: SQLite would take a stale `-wal` beside a file
        # that is not a database for its own, and delete it on closing.
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
        if head and head != SQLITE_HEADER:
            raise _Damaged("it is not an SQLite database")
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as e:
        raise ProgressError(f"cannot open the progress file {path}: {e}") from e
    try:
        check = conn.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            raise _Damaged(f"damaged: {'; '.join(str(r[0]) for r in check[:3])}")
        check_usable(conn)  # before the first write: another program's file stays as it is
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn)
    except _Damaged:
        conn.close()
        raise
    except ForeignDatabaseError as e:
        conn.close()
        raise _Damaged(str(e)) from e
    except NewerSchemaError as e:
        conn.close()
        raise ProgressError(f"{path}: {e}") from e
    except sqlite3.Error as e:
        conn.close()
        code = getattr(e, "sqlite_errorname", "") or ""
        if code.startswith(_DAMAGE_CODES):
            raise _Damaged(str(e)) from e
        raise ProgressError(f"cannot use the progress file {path}: {e}") from e
    return conn


def _set_aside(path: Path, when: datetime) -> Path:
    """Rename the file (and its WAL/journal companions) to a name no file has yet."""
    aside = aside_path(path, when)
    moves = [(path, aside)] + [
        (path.with_name(path.name + s), aside.with_name(aside.name + s)) for s in COMPANION_SUFFIXES
    ]
    try:
        for src, dst in moves:
            if src.exists():
                os.rename(src, dst)
    except OSError as e:
        raise ProgressError(
            f"the progress file {path} is damaged and could not be moved aside to "
            f"{aside.name}: {e.strerror or e}"
        ) from e
    return aside
