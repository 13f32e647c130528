"""The database under the store: an SQLite file (the default) behind one small interface
(a PostgreSQL server is backend_pg.py, behind the same one).

`Database` is what `ProgressStore` talks to: `execute` with `?` placeholders, `write` to run
one transaction (retried while another program holds the file), `close`. Every error of
the database becomes a `ProgressError` whose message a trainee can read: a file that
cannot be written is not a damaged file, a full disk is said to be full, a lock held too
long is waited for, retried, then named. A damaged page met by any query is a message, and
the file is set aside when the store closes; a foreign write-ahead log is kept aside (wal.py).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

from . import wal
from .paths import CHECKED_SUFFIX, COMPANION_SUFFIXES, aside_path
from .schema import ForeignDatabaseError, NewerSchemaError, check_usable, migrate

T = TypeVar("T")

# How long one statement waits for a lock another program holds, and how many times a
# whole transaction is tried again after that: a lock held well over 5 s is outlived.
BUSY_TIMEOUT_S = 10.0
WRITE_TRIES = 3
RETRY_PAUSE_S = 0.5
# SQLite's own verdicts on a file that is not (or no longer) a database.
_DAMAGE_CODES = ("SQLITE_NOTADB", "SQLITE_CORRUPT")
_BUSY_CODES = ("SQLITE_BUSY", "SQLITE_LOCKED")
_DENIED_CODES = ("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN", "SQLITE_AUTH")
SQLITE_HEADER = b"SQLite format 3\x00"
FULL_BELOW_BYTES = 64 * 1024  # free space under which an I/O error is a full disk


class ProgressError(RuntimeError):
    """The progress database cannot be used; the message says why, for the trainee."""


class Damaged(Exception):
    """The file fails an integrity check: it may be set aside and a new one started."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Busy(ProgressError):
    """Another program held the database for longer than every retry waited."""


class Database(Protocol):
    """One connection to the progress database, whatever the back end."""

    kind: str  # "sqlite" or "postgresql"
    rowid: str  # the column that keeps the order a table's rows were written in
    where: str  # the file or the server, for messages

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any: ...

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    def insert(self, sql: str, params: Sequence[Any]) -> int: ...

    def write(self, body: Callable[[Any], T], *, what: str = ...) -> T: ...

    def check(self) -> list[str]: ...

    def close(self) -> None: ...


class SqliteDatabase:
    """One connection to an SQLite progress file."""

    kind = "sqlite"
    rowid = "rowid"

    def __init__(self, conn: sqlite3.Connection, where: str, path: Path | None = None) -> None:
        self._conn = conn
        self.where = where  # the file, for messages
        self._path = path
        self.notices: list[str] = []  # what opening it did that the trainee should know
        self.damage: str | None = None  # SQLite found a damaged page: set aside on closing
        self.aside: Path | None = None  # where the damaged file was kept
        if path is not None:
            _open_here[str(path)] = _open_here.get(str(path), 0) + 1

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        try:
            return _Rows(self._conn.execute(sql, tuple(params)), self)
        except sqlite3.Error as e:
            raise ProgressError(self.explain(e)) from e

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._conn.executemany(sql, rows)

    def insert(self, sql: str, params: Sequence[Any]) -> int:
        """Run an INSERT ending in `RETURNING id`; the new row's id."""
        return int(self._conn.execute(sql, tuple(params)).fetchone()[0])

    def write(self, body: Callable[[Any], T], *, what: str = "the records") -> T:
        """Run `body` in one transaction; all of it is written or none.

        A lock held by another program is waited for (BUSY_TIMEOUT_S a statement) and the
        transaction tried again, WRITE_TRIES times in all; then `Busy` says so plainly.
        """
        for attempt in range(1, WRITE_TRIES + 1):
            try:
                out = self._write_once(body)
            except (sqlite3.Error, ProgressError) as raised:
                e = raised if isinstance(raised, sqlite3.Error) else raised.__cause__
                if not isinstance(e, sqlite3.Error):
                    raise
                code = _code(e)
                if code.startswith(_BUSY_CODES) and attempt < WRITE_TRIES:
                    time.sleep(RETRY_PAUSE_S * attempt)
                    continue
                if code.startswith(_BUSY_CODES):
                    waited = round(WRITE_TRIES * BUSY_TIMEOUT_S)
                    raise Busy(
                        f"the progress file {self.where} is held by another program; "
                        f"waited {waited} s and tried {WRITE_TRIES} times: {what} not saved"
                    ) from e
                raise ProgressError(f"{self.explain(e)}: {what} not saved") from e
            if self._path is not None:
                wal.note(self._path)
            return out
        raise AssertionError("unreachable")  # pragma: no cover

    def _write_once(self, body: Callable[[Any], T]) -> T:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            out = body(self)
            self._conn.execute("COMMIT")
            return out
        except BaseException:
            # SQLite may already have rolled back (a full disk does): nothing left to undo.
            if self._conn.in_transaction:
                try:
                    self._conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            raise

    def check(self) -> list[str]:
        """The full scan; a damaged file is set aside when closed."""
        try:
            problems = full_check(self._conn)
        except sqlite3.Error as e:
            raise ProgressError(self.explain(e)) from e
        if problems and self._path is not None:
            self.damage = "; ".join(problems[:3])
        return problems

    def explain(self, e: sqlite3.Error) -> str:
        if _code(e).startswith(_DAMAGE_CODES) and self._path is not None:
            self.damage = str(e)
            return (
                f"the progress file {self.where} is damaged ({e}): it is kept aside under a "
                "new name when the trainer closes it, and a new one started"
            )
        return explain_sqlite(e, self.where)

    def close(self) -> None:
        self._conn.close()
        if self._path is None:
            return
        left = _open_here.get(str(self._path), 1) - 1
        if left > 0:
            _open_here[str(self._path)] = left
        else:
            _open_here.pop(str(self._path), None)
            wal.tidy(self._path)
        if self.damage is not None:
            _damaged.add(str(self._path))
        if left > 0:
            return  # another connection of this process still has it: the last one decides
        if str(self._path) in _damaged:
            _damaged.discard(str(self._path))
            self.aside = set_aside(self._path, datetime.now(UTC))
        else:
            _stamp_checked(self._path)


class _Rows:
    """A cursor whose rows, read one by one, still turn SQLite's errors into ProgressError
    (a damaged page met half-way through is a message, not a crash)."""

    def __init__(self, cursor: sqlite3.Cursor, db: SqliteDatabase) -> None:
        self._cursor = cursor
        self._db = db

    def _guarded(self, read: Callable[[], T]) -> T:
        try:
            return read()
        except sqlite3.Error as e:
            raise ProgressError(self._db.explain(e)) from e

    def fetchone(self) -> Any:
        return self._guarded(self._cursor.fetchone)

    def fetchall(self) -> list[Any]:
        return self._guarded(self._cursor.fetchall)

    def fetchmany(self, size: int = 1) -> list[Any]:
        return self._guarded(lambda: self._cursor.fetchmany(size))

    def __iter__(self) -> Any:
        return self

    def __next__(self) -> Any:
        return self._guarded(self._cursor.__next__)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cursor, name)


# Files this process has open (a path's count of connections): their log is live. And the
# files a connection found damaged: set aside when the last connection closes.
_open_here: dict[str, int] = {}
_damaged: set[str] = set()


def _code(e: BaseException) -> str:
    return str(getattr(e, "sqlite_errorname", "") or "")


def explain_sqlite(e: sqlite3.Error, where: str) -> str:
    """One line a trainee can act on, from SQLite's error."""
    code = _code(e)
    if code.startswith("SQLITE_FULL") or (code.startswith("SQLITE_IOERR") and _disk_full(where)):
        return f"the disk holding the progress file {where} is full (earlier records are intact)"
    if code.startswith(_BUSY_CODES):
        return f"the progress file {where} is held by another program"
    if code.startswith(_DENIED_CODES):
        return (
            f"the progress file {where} cannot be written (it or its folder is read-only, "
            "or belongs to another user); nothing was changed"
        )
    if code.startswith("SQLITE_IOERR"):
        return f"the disk failed while using the progress file {where}: {e}"
    return f"cannot use the progress file {where}: {e}"


def _disk_full(where: str) -> bool:
    """A write that failed as an I/O error on a disk with no room left was a full disk
    (SQLite says "disk I/O error" when its shared-memory index cannot grow)."""
    try:
        return shutil.disk_usage(Path(where).parent).free < FULL_BELOW_BYTES
    except OSError:
        return False


# -- opening an SQLite file -------------------------------------------------------------------


def open_sqlite(path: Path) -> SqliteDatabase:
    """Open, check and migrate; raise Damaged for a file to set aside, else ProgressError."""
    if path.exists():
        _check_permissions(path)
        # Judged before SQLite opens it: SQLite would take a stale `-wal` beside a file
        # that is not a database for its own, and delete it on closing.
        try:
            with path.open("rb") as f:
                head = f.read(len(SQLITE_HEADER))
        except OSError as e:
            raise ProgressError(f"cannot read the progress file {path}: {e.strerror or e}") from e
        if head and head != SQLITE_HEADER:
            raise Damaged("it is not an SQLite database")
    notices: list[str] = []
    if wal.is_foreign(path, str(path) in _open_here):
        try:
            aside = wal.set_aside(path, datetime.now(UTC))
        except OSError as e:
            raise ProgressError(
                f"a write-ahead log beside the progress file {path} was not written for it, "
                f"and could not be moved aside: {e.strerror or e}; nothing was changed"
            ) from e
        notices.append(
            f"A write-ahead log beside the progress file {path} was not written for it (a "
            f"copied or synced folder?). It was kept as {aside.name} and not applied."
        )
    try:
        # Any thread may close it (the GUI closes the recording thread's store at exit).
        conn = sqlite3.connect(
            path, isolation_level=None, timeout=BUSY_TIMEOUT_S, check_same_thread=False
        )
    except sqlite3.Error as e:
        raise ProgressError(explain_sqlite(e, str(path))) from e
    try:
        if not _checked_as_is(path):
            _quick_check(conn, path)
        check_usable(conn)  # before the first write: another program's file stays as it is
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn)
        wal.note(path)
    except Damaged:
        conn.close()
        raise
    except ForeignDatabaseError as e:
        conn.close()
        raise Damaged(str(e)) from e
    except NewerSchemaError as e:
        conn.close()
        raise ProgressError(f"{path}: {e}") from e
    except sqlite3.Error as e:
        conn.close()
        if _code(e).startswith(_DAMAGE_CODES):
            raise Damaged(str(e)) from e
        raise ProgressError(explain_sqlite(e, str(path))) from e
    db = SqliteDatabase(conn, str(path), path)
    db.notices += notices
    return db


# -- the open's check, once per change made by someone else -----------------------------------
# `_quick_check` reads a few pages whatever the file's size (SQLite's `quick_check` read the
# whole file: 152 s at a million attempts). It runs when a file is opened that the trainer
# did not leave as it is now: closing the store writes the file's identity (inode, size,
# time) beside it, and an open that finds the same identity, and no write-ahead log left
# over, skips it. The full scan is the `check` command's (`full_check`).


def _stamp_path(path: Path) -> Path:
    return path.with_name(path.name + CHECKED_SUFFIX)


def _identity(path: Path) -> str:
    st = path.stat()
    return f"{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_mtime_ns}"


def _checked_as_is(path: Path) -> bool:
    try:
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return False
        return _stamp_path(path).read_text(encoding="ascii") == _identity(path)
    except (OSError, ValueError):
        return False


def _quick_check(conn: sqlite3.Connection, path: Path) -> None:
    """SQLite's own detection on the pages an open reads, the same few at every size: the
    schema, and each table's first and last row. Damage elsewhere is met when its page is
    read (the store then sets the file aside on closing), or by `check` (`full_check`)."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for name in tables:
        quoted = '"' + str(name).replace('"', '""') + '"'
        conn.execute(f"SELECT rowid FROM {quoted} ORDER BY rowid LIMIT 1").fetchall()
        conn.execute(f"SELECT max(rowid) FROM {quoted}").fetchall()


def full_check(conn: sqlite3.Connection) -> list[str]:
    """Every page and every index against its table (`check`): the problems, [] if none."""
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as e:
        if _code(e).startswith(_DAMAGE_CODES):
            return [str(e)]
        raise
    return [] if rows == [("ok",)] else [str(r[0]) for r in rows]


def _stamp_checked(path: Path) -> None:
    """After the last connection closed (no log left): this file is as the trainer left it."""
    try:
        wal = path.with_name(path.name + "-wal")
        if path.exists() and not (wal.exists() and wal.stat().st_size > 0):
            _stamp_path(path).write_text(_identity(path), encoding="ascii")
    except OSError:
        pass  # no stamp: the next open checks the file again


def _check_permissions(path: Path) -> None:
    """A file (or folder) the trainer may not read or write is said so, and left alone."""
    denied = [
        what
        for what, target, mode in (
            ("read", path, os.R_OK),
            ("written", path, os.W_OK),
            ("written into (its folder)", path.parent, os.W_OK | os.X_OK),
        )
        if not os.access(target, mode)
    ]
    if denied:
        raise ProgressError(
            f"the progress file {path} cannot be {' or '.join(denied)}: it is read-only or "
            "belongs to another user. Nothing was changed; give this user write access to "
            "it, or choose another folder with --data"
        )


def set_aside(path: Path, when: datetime) -> Path:
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
