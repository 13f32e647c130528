"""A throwaway schema on a PostgreSQL server, as a URL the store opens (tests and bench)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def scratch_schema(server: str, prefix: str = "t") -> Iterator[str]:
    """A fresh, empty schema; the URL puts the store's tables there (search_path)."""
    import psycopg

    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    sep = "&" if "?" in server else "?"
    try:
        yield f"{server}{sep}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")
