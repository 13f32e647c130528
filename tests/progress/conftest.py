"""Fixtures for the progress tests; the sample results live in progress_samples.py."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from progress_samples import T0


@pytest.fixture
def t0() -> datetime:
    return T0


@pytest.fixture
def clock() -> Any:
    """A clock that ticks one minute per reading, from T0."""
    ticks = iter(range(10_000))
    return lambda: T0 + timedelta(minutes=next(ticks))
