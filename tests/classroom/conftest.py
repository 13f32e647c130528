"""The classroom's tests: the progress tests' helpers (the scratch schema, the headless
Chromium of tests/progress/browser.py) are shared from tests/progress."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
for folder in (HERE, HERE.parent / "progress"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from pg_scratch import scratch_schema  # noqa: E402


def _progress_fixtures() -> object:
    """tests/progress/conftest.py, read as a module of its own (its fixtures are shared)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("progress_fixtures",
                                                  HERE.parent / "progress" / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# the user's data folder (the default store, the outbox) in the test's own folder
station_folder = _progress_fixtures().station_folder  # type: ignore[attr-defined]


@pytest.fixture
def school() -> Iterator[str]:
    """The school's store: a fresh schema on the test server (DEALER_TRAINER_TEST_PG)."""
    server = os.environ.get("DEALER_TRAINER_TEST_PG")
    if not server:
        if os.environ.get("DEALER_TRAINER_REQUIRE_PG"):
            pytest.fail("DEALER_TRAINER_TEST_PG is not set")
        pytest.skip("no PostgreSQL server: set DEALER_TRAINER_TEST_PG")
    with scratch_schema(server, "classroom") as url:
        yield url
