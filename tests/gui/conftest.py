"""Headless GUI fixtures: an App on the dummy video driver and a Driver for it."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

TESTS_DIR = Path(__file__).resolve().parents[1]


def _import_pygame_gui() -> None:
    """pygame_gui needs the `i18n` package (python-i18n); pytest puts tests/ on sys.path, where
    tests/i18n/ (a package) would shadow it. Import pygame_gui against the real one, then take
    `i18n` out of sys.modules again so that pytest can still import tests/i18n as `i18n`."""
    if "pygame_gui" in sys.modules:
        return
    shadow = sys.modules.pop("i18n", None)
    saved = sys.path[:]
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != TESTS_DIR]
    try:
        import pygame_gui  # noqa: F401
    finally:
        sys.path[:] = saved
        sys.modules.pop("i18n", None)
        if shadow is not None:
            sys.modules["i18n"] = shadow


_import_pygame_gui()

from gui_driver import Driver  # noqa: E402

from dealer_trainer.gui.app import App  # noqa: E402
from dealer_trainer.gui.settings import Settings  # noqa: E402
from dealer_trainer.gui.ui import drop_events  # noqa: E402


@pytest.fixture
def app(tmp_path: Any) -> Iterator[App]:
    a = App((1280, 800), settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    drop_events()  # not event.clear(), which keeps each event for good (see drop_events)
    yield a
    a.close()


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)


def pytest_configure(config: Any) -> None:
    config.addinivalue_line(
        "markers", "real_window(name): the test checks real_runs.COMMANDS[name]'s run")


@pytest.fixture(scope="session")
def real_runs(request: Any, tmp_path_factory: Any) -> Iterator[Any]:
    """The real-window runs of the tests selected, started side by side (real_runs.py)."""
    from real_runs import Runs

    names = [m.args[0] for item in request.session.items
             for m in item.iter_markers("real_window")]
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # the folder the workers share (real_runs.py)
        base = base.parent
    runs = Runs(names, base / "real-window")
    yield runs
    runs.close()


@pytest.fixture(scope="session", autouse=True)
def _real_runs_from_the_first_gui_test(real_runs: Any) -> None:
    """The real-window runs start with the first GUI test, not their own: they wait most of
    the time, and the other GUI tests run meanwhile (on a core they leave free)."""
