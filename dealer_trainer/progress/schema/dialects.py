"""What differs between SQLite and PostgreSQL for the schema: where the version is kept,
how a migration locks out other processes, how to list the tables.

`Conn` is anything with `execute(sql, params)` taking `?` placeholders: an sqlite3
connection, or the PostgreSQL adapter (backend_pg.py) that turns them into `%s`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..totals import Conn

# PostgreSQL keeps the version in a one-row table of its own (it has no user_version).
VERSION_TABLE = "dealer_trainer_schema"
# The advisory lock every station migrating one schema takes. Its key is the schema's own
# (the records' schema is the first of the URL's search_path), so a station stuck on one
# school's schema never holds up another school's migration on the same server.
MIGRATION_LOCK = (
    "SELECT pg_advisory_xact_lock("
    "hashtextextended('dealer_trainer ' || coalesce(current_schema(), ''), 4171000017))"
)


@dataclass(frozen=True)
class Dialect:
    name: str  # "sqlite" or "postgresql"
    begin_locked: tuple[str, ...]  # opens a transaction only one process at a time may hold

    def version(self, conn: Conn) -> int:
        if self.name == "sqlite":
            return int(conn.execute("PRAGMA user_version").fetchone()[0])
        if VERSION_TABLE not in self._all_tables(conn):
            return 0
        row = conn.execute(f"SELECT max(version) FROM {VERSION_TABLE}").fetchone()
        return int(row[0] or 0)

    def set_version(self, conn: Conn, version: int) -> None:
        if self.name == "sqlite":
            conn.execute(f"PRAGMA user_version = {int(version)}")
            return
        conn.execute(f"CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (version INTEGER NOT NULL)")
        conn.execute(f"DELETE FROM {VERSION_TABLE}")
        conn.execute(f"INSERT INTO {VERSION_TABLE} (version) VALUES (?)", (int(version),))

    def tables(self, conn: Conn) -> set[str]:
        """The tables, but for the version's own."""
        return self._all_tables(conn) - {VERSION_TABLE}

    def _all_tables(self, conn: Conn) -> set[str]:
        if self.name == "sqlite":
            rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        else:
            rows = conn.execute(  # pg_catalog: information_schema is slow to ask
                "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = current_schema()"
            )
        return {r[0] for r in rows}


SQLITE = Dialect("sqlite", ("BEGIN IMMEDIATE",))
# The lock's wait is bounded by the session's lock_timeout (backend_pg.py); once it is
# held, the migration's own work (a backfill over every row) is not.
POSTGRESQL = Dialect(
    "postgresql",
    (
        "BEGIN",
        MIGRATION_LOCK,
        "SET LOCAL statement_timeout = 0",
    ),
)
