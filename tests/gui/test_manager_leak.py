"""A window resized, or an App closed, lets go of its pygame_gui manager and its fonts.

Each layout gets a new pygame_gui manager, which opens about 28 font files. Before, every
old one stayed alive: the table's key hints kept its buttons (and through them the manager),
pygame_gui kept the first manager made as its default for good, and pygame-ce keeps the
dictionary of every event left in the queue by `event.clear()` or `display.quit()` (pygame_gui's
events carry the element, so the element's manager). 6 resizes took a table from 44 open
files to 203 and 7 managers; the GUI tests ended with over 1,000 font files open.
"""

from __future__ import annotations

import gc
import os

import pygame
import pygame_gui
from gui_driver import FRAME, open_table, setup_with

from dealer_trainer.gui.app import App
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.ui import drop_events

SIZES = ((1024, 700), (1280, 800), (1600, 900), (1024, 700), (1920, 1080), (1280, 800))
SLACK = 3  # descriptors SDL or sqlite may open or close by themselves


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def live_managers() -> int:
    gc.collect()
    return sum(isinstance(o, pygame_gui.UIManager) for o in gc.get_objects())


def _resize(driver, w: int, h: int, i: int) -> None:
    """As the window sends them: VIDEORESIZE, or WINDOWSIZECHANGED, then quiet frames."""
    if i % 2:
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
    else:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    driver.frame()
    driver.settle()
    driver.frame(FRAME, 3)


def test_six_resizes_of_the_table_keep_the_open_files_and_managers_flat(app, driver):
    table = open_table(app, setup_with())
    _resize(driver, 1100, 720, 0)  # a layout made anew once: what it always holds is held
    _resize(driver, 1280, 800, 1)  # measured at the size the resizes end at (its font sizes)
    gc.collect()
    files, managers = open_files(), live_managers()
    for i, (w, h) in enumerate(SIZES):
        _resize(driver, w, h, i)
        assert app.size == (w, h)
    assert app.top is table
    assert live_managers() <= managers
    assert open_files() <= files + SLACK


def test_a_resize_lets_go_of_the_old_manager(app, driver):
    import weakref

    open_table(app, setup_with())
    _resize(driver, 1100, 720, 0)
    old = weakref.ref(app.manager)
    _resize(driver, 1280, 800, 1)
    gc.collect()
    assert app.manager is not old()
    assert old() is None


def test_ten_apps_opened_and_closed_in_one_process_keep_the_open_files_flat(tmp_path):
    def one(i: int) -> None:
        a = App((1280, 800), settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
        drop_events()
        try:
            table = open_table(a, setup_with())
            a.frame(FRAME)
            pos = next(iter(table.widgets.values())).rect.center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
            a.frame(FRAME)  # the button's press event is in the queue when the App closes
        finally:
            a.close()

    one(0)
    gc.collect()
    files, managers = open_files(), live_managers()
    for i in range(1, 10):
        one(i)
    gc.collect()
    assert live_managers() <= managers
    assert open_files() <= files + SLACK


def test_events_left_in_the_queue_are_let_go_with_the_app(tmp_path):
    """pygame-ce's `event.clear()` and `display.quit()` keep each dropped event's dictionary
    for good: `drop_events` and `App.close` take the events out instead."""
    import weakref

    class Thing:
        pass

    a = App((1280, 800), settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    kept = Thing()
    ref = weakref.ref(kept)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, thing=kept))
    drop_events()
    kept2 = Thing()
    ref2 = weakref.ref(kept2)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, thing=kept2))
    a.close()
    del kept, kept2
    gc.collect()
    assert ref() is None
    assert ref2() is None
