"""A table left is freed at once, not at the cycle collector's next full pass.

A trainee starts a new table for every drill (and Restart on the results); the one left was
kept by two back references, the table's controller and its coach marks (`scene=self`), so it
lived on as a reference cycle with its layout, its images and its hand until a full
collection of the oldest generation, which the long-lived objects of a running trainer (or of
a test run) put off for hundreds of tables: the suite's workers grew past 2 GB that way. The
cycle collector is kept off here, so only reference counting can free the table. A closed
App likewise (the GUI tests make one each: ~2,000 of them, each with its images and fonts).
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest
from gui_driver import FRAME, Driver, open_table, setup_with

from dealer_trainer.gui.app import App
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import Session
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.ui import drop_events


@pytest.fixture
def no_cycle_collector() -> Iterator[None]:
    gc.collect()  # what earlier tests left is not counted
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def dealt(table: Any, steps: int = 12) -> None:
    arb = table.session.arb
    for _ in range(steps):
        if arb.is_complete:
            return
        table.update(0.0)
        table.send(arb.expected()[0])


def test_a_table_popped_is_freed_without_the_cycle_collector(app, driver, no_cycle_collector):
    table = open_table(app, setup_with())
    dealt(table)
    driver.frame(n=2)
    left = weakref.ref(table)
    assert app.pop() is table
    del table
    driver.frame(n=2)  # the menu drawn: the last frame's key no longer names the table
    assert app.top is not None and app.top.name == "menu"
    assert left() is None, "the table left is still alive: a reference cycle keeps it"


def test_a_new_drill_frees_the_table_before_it_and_esc_keeps_it_for_resume(
        app, driver, no_cycle_collector):
    first = open_table(app, setup_with())
    dealt(first)
    driver.frame(n=2)
    app.leave_table(first)  # Esc: kept for Resume (the hand is not over)
    driver.frame(n=2)
    assert app.suspended is first
    kept = weakref.ref(first)
    del first
    assert kept() is not None  # Resume still has it
    app.resume_table()
    assert app.top is kept()
    app.start_table(Session.free_deal(app.settings, seed=3))  # a new table: the old one goes
    driver.frame(FRAME, 2)
    assert isinstance(app.top, TableScene) and app.suspended is None
    assert kept() is None, "the table before the new one is still alive"


def test_a_closed_app_is_freed_with_its_table_without_the_cycle_collector(
        tmp_path, no_cycle_collector):
    a = App((1280, 800), settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    drop_events()
    table = open_table(a, setup_with())
    dealt(table)
    Driver(a).frame(n=2)
    gone = weakref.ref(a), weakref.ref(table), weakref.ref(a.sprites)
    del table
    a.close()
    del a
    assert [r() is None for r in gone] == [True, True, True]
