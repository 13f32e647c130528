"""Fixtures for the progress tests; the sample results live in progress_samples.py."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pg_scratch import scratch_schema
from progress_samples import T0


@pytest.fixture(autouse=True)
def station_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's data folder (the default store, the outbox) in the test's own folder."""
    folder = tmp_path / "station"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def t0() -> datetime:
    return T0


@pytest.fixture
def clock() -> Any:
    """A clock that ticks one minute per reading, from T0."""
    ticks = iter(range(10_000))
    return lambda: T0 + timedelta(minutes=next(ticks))


# -- both back ends ---------------------------------------------------------------------------
# The store's tests that take `where` run on an SQLite folder and on a PostgreSQL server.
# .ci/run starts a throwaway server and names it in DEALER_TRAINER_TEST_PG (a URL whose user
# may create schemas); without it the PostgreSQL half is skipped, saying why.
PG_ENV = "DEALER_TRAINER_TEST_PG"


def pg_server() -> str | None:
    import os

    return os.environ.get(PG_ENV) or None


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh, empty schema on the test server, as a URL the store opens."""
    import os

    server = pg_server()
    if server is None and os.environ.get("DEALER_TRAINER_REQUIRE_PG"):
        pytest.fail(f"DEALER_TRAINER_REQUIRE_PG is set but {PG_ENV} names no server")
    if server is None:
        pytest.skip(f"no PostgreSQL test server: set {PG_ENV} (.ci/run starts one)")
    with scratch_schema(server) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where the records live: an SQLite folder, then a PostgreSQL schema."""
    if request.param == "sqlite":
        return tmp_path / "data"
    url: str = request.getfixturevalue("pg_url")
    return url
