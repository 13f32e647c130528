"""The store on a PostgreSQL server (psycopg 3): one database a whole school shares.

The same tables, schema version and migrations as the SQLite file (schema/), with the
same `Database` interface as backend.py. A server that is down or refuses the login is
one clear line (ProgressError); nothing is queued: the caller says the attempt was not
recorded and goes on (README, "Records on a server").
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

from .backend import RETRY_PAUSE_S, WRITE_TRIES, ProgressError
from .schema import POSTGRESQL, ForeignDatabaseError, NewerSchemaError, migrate

T = TypeVar("T")
CONNECT_TIMEOUT_S = 5


def redacted(url: str) -> str:
    """The URL as it may be shown: without its password."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


@lru_cache(maxsize=256)
def _placeholders(sql: str) -> str:
    """The store writes `?` (SQLite's style); psycopg wants `%s`."""
    return sql.replace("%", "%%").replace("?", "%s")


class PgConn:
    """A psycopg connection that takes the store's SQL as written (`?` placeholders)."""

    def __init__(self, conn: Any) -> None:
        self.raw = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self.raw.execute(_placeholders(sql), tuple(params))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            with self.raw.cursor() as cur:
                cur.executemany(_placeholders(sql), rows)


def _one_line(e: BaseException) -> str:
    """psycopg's messages run over lines (`FATAL:  ...`, `Is the server running...`)."""
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    text = lines[0] if lines else type(e).__name__
    for prefix in ("connection failed: ", "FATAL:  ", "FATAL: "):
        text = text.removeprefix(prefix)
    return text


class PgDatabase:
    kind = "postgresql"
    rowid = "id"

    def __init__(self, conn: Any, where: str) -> None:
        self._pg = PgConn(conn)
        self.where = where

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        import psycopg

        try:
            return self._pg.execute(sql, params)
        except psycopg.Error as e:
            raise ProgressError(self.explain(e)) from e

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._pg.executemany(sql, rows)

    def insert(self, sql: str, params: Sequence[Any]) -> int:
        return int(self._pg.execute(sql, params).fetchone()[0])

    def write(self, body: Callable[[Any], T], *, what: str = "the records") -> T:
        """One transaction; a clash with another station (two new trainees of the same
        name, a deadlock) is tried again, WRITE_TRIES times in all."""
        import psycopg
        from psycopg import errors

        retry = (errors.SerializationFailure, errors.DeadlockDetected, errors.UniqueViolation)
        for attempt in range(1, WRITE_TRIES + 1):
            try:
                with self._pg.raw.transaction():
                    return body(self)
            except (psycopg.Error, ProgressError) as raised:
                e = raised if isinstance(raised, psycopg.Error) else raised.__cause__
                if not isinstance(e, psycopg.Error):
                    raise
                if isinstance(e, retry) and attempt < WRITE_TRIES:
                    time.sleep(RETRY_PAUSE_S * attempt)
                    continue
                raise ProgressError(f"{self.explain(e)}: {what} not saved") from e
        raise AssertionError("unreachable")  # pragma: no cover

    def explain(self, e: BaseException) -> str:
        import psycopg

        if isinstance(e, psycopg.OperationalError):
            return f"the progress server {self.where} cannot be used: {_one_line(e)}"
        return f"the progress server {self.where} refused a query: {_one_line(e)}"

    def close(self) -> None:
        try:
            self._pg.raw.close()
        except Exception:  # a connection already lost has nothing left to close
            pass


def open_postgres(url: str) -> PgDatabase:
    """Connect, check the schema and migrate; every failure is one ProgressError line."""
    where = redacted(url)
    try:
        import psycopg
    except ImportError as e:
        raise ProgressError(
            f"records on a PostgreSQL server ({where}) need psycopg: pip install 'psycopg[binary]'"
        ) from e
    try:
        conn = psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S)
    except psycopg.Error as e:
        raise ProgressError(f"cannot reach the progress server {where}: {_one_line(e)}") from e
    except Exception as e:  # a URL libpq cannot read
        raise ProgressError(f"cannot use the progress server {where}: {_one_line(e)}") from e
    db = PgDatabase(conn, where)
    try:
        migrate(db._pg, POSTGRESQL)
    except (NewerSchemaError, ForeignDatabaseError) as e:
        db.close()
        raise ProgressError(f"{where}: {e}") from e
    except psycopg.Error as e:
        db.close()
        raise ProgressError(db.explain(e)) from e
    return db
