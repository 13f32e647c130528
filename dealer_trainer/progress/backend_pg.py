"""The store on a PostgreSQL server (psycopg 3): one database a whole school shares.

The same tables, schema version and migrations as the SQLite file (schema/), with the
same `Database` interface as backend.py. A server that is down or refuses the login is
one clear line (ProgressError); the caller keeps the attempt in the station's outbox
(outbox.py) and goes on. Every wait is bounded: a lock another station holds is given up
after LOCK_TIMEOUT_S, a statement after STATEMENT_TIMEOUT_S, a silent network after
TCP_TIMEOUT_S. A connection the server dropped (a restart) is replaced once, and the
transaction tried again on the new one; a retried attempt is not doubled (its uid).
No message ever holds a password: `redacted`, `scrubbed`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from .backend import RETRY_PAUSE_S, WRITE_TRIES, ProgressError
from .schema import POSTGRESQL, ForeignDatabaseError, NewerSchemaError, migrate
from .url_secrets import MASK as MASK  # the masking lives there, light for the outbox
from .url_secrets import redacted as redacted
from .url_secrets import scrubbed, secrets_of

T = TypeVar("T")
CONNECT_TIMEOUT_S = 5
LOCK_TIMEOUT_S = 4  # a row, table or migration lock another station holds
STATEMENT_TIMEOUT_S = 15  # one query; a migration's own work is not bounded
TCP_TIMEOUT_S = 10  # a server that stopped answering on the network
# libpq settings that bound every wait (given as keywords, over the URL's own).
_CONNECT_OPTIONS: dict[str, Any] = {
    "connect_timeout": CONNECT_TIMEOUT_S,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": TCP_TIMEOUT_S * 1000,
}
_SESSION = (
    f"SET lock_timeout = '{LOCK_TIMEOUT_S}s'",
    f"SET statement_timeout = '{STATEMENT_TIMEOUT_S}s'",
    f"SET idle_in_transaction_session_timeout = '{STATEMENT_TIMEOUT_S * 4}s'",
)


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

    def __init__(self, conn: Any, where: str, url: str = "") -> None:
        self._pg = PgConn(conn)
        self.where = where
        self._url = url  # to connect again after the server dropped the connection
        self._secrets = secrets_of(url)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        import psycopg

        try:
            return self._pg.execute(sql, params)
        except psycopg.Error as e:
            if not self._replaced(e):
                raise ProgressError(self.explain(e)) from e
        try:  # a read, on the new connection
            return self._pg.execute(sql, params)
        except psycopg.Error as e:
            raise ProgressError(self.explain(e)) from e

    def _replaced(self, e: BaseException) -> bool:
        """After the server dropped the connection (a restart), a new one; False when the
        connection is not the trouble or none can be made."""
        import psycopg

        raw = self._pg.raw
        if not self._url or not isinstance(e, psycopg.OperationalError):
            return False
        if not (raw.closed or raw.broken):
            return False
        try:
            self._pg = PgConn(connect(self._url))
        except psycopg.Error:
            return False
        return True

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
        replaced = False
        for attempt in range(1, WRITE_TRIES + 1):
            try:
                with self._pg.raw.transaction():
                    return body(self)
            except (psycopg.Error, ProgressError) as raised:
                e = raised if isinstance(raised, psycopg.Error) else raised.__cause__
                if not isinstance(e, psycopg.Error):
                    raise
                if not replaced and self._replaced(e):  # once: the server restarted
                    replaced = True
                    continue
                if isinstance(e, retry) and attempt < WRITE_TRIES:
                    time.sleep(RETRY_PAUSE_S * attempt)
                    continue
                raise ProgressError(f"{self.explain(e)}: {what} not saved") from e
        raise AssertionError("unreachable")  # pragma: no cover

    def check(self) -> list[str]:
        """The server keeps its own pages whole; this reaches every table."""
        for table in ("trainees", "attempts", "steps", "hands"):
            self.execute(f"SELECT count(*) FROM {table}").fetchone()
        return []

    def explain(self, e: BaseException) -> str:
        return scrubbed(explain_pg(e, self.where), self._secrets)

    def close(self) -> None:
        try:
            self._pg.raw.close()
        except Exception:  # a connection already lost has nothing left to close
            pass


def explain_pg(e: BaseException, where: str) -> str:
    """One line for a server's error: a wait given up is said to be one."""
    import psycopg
    from psycopg import errors

    if isinstance(e, errors.LockNotAvailable):
        return (
            f"the progress server {where} is busy: another station has held the records "
            f"for over {LOCK_TIMEOUT_S} s"
        )
    if isinstance(e, errors.QueryCanceled):
        return f"the progress server {where} did not answer within {STATEMENT_TIMEOUT_S} s"
    if isinstance(e, psycopg.OperationalError):
        return f"the progress server {where} cannot be used: {_one_line(e)}"
    return f"the progress server {where} refused a query: {_one_line(e)}"


def connect(url: str) -> Any:
    """A connection whose every wait is bounded (the settings above)."""
    import psycopg

    conn = psycopg.connect(url, autocommit=True, **_CONNECT_OPTIONS)
    try:
        for statement in _SESSION:
            conn.execute(statement)
    except BaseException:
        conn.close()
        raise
    return conn


def open_postgres(url: str) -> PgDatabase:
    """Connect, check the schema and migrate; every failure is one ProgressError line."""
    where = redacted(url)
    secrets = secrets_of(url)
    try:
        import psycopg
    except ImportError as e:
        raise ProgressError(
            f"records on a PostgreSQL server ({where}) need psycopg: pip install 'psycopg[binary]'"
        ) from e
    try:
        conn = connect(url)
    except psycopg.Error as e:
        message = f"cannot reach the progress server {where}: {_one_line(e)}"
        raise ProgressError(scrubbed(message, secrets)) from e
    except Exception as e:  # a URL libpq cannot read
        message = f"cannot use the progress server {where}: {_one_line(e)}"
        raise ProgressError(scrubbed(message, secrets)) from e
    db = PgDatabase(conn, where, url)
    try:
        migrate(db._pg, POSTGRESQL)
    except (NewerSchemaError, ForeignDatabaseError) as e:
        db.close()
        raise ProgressError(f"{where}: {e}") from e
    except psycopg.Error as e:
        db.close()
        raise ProgressError(db.explain(e)) from e
    return db
