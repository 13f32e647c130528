"""The window never gets smaller than every screen is built for (issue 13, item 9), and a
gui_settings.json that is not a settings object falls back to the defaults with a note
(item 10)."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from gui_driver import open_table, setup_with

from dealer_trainer.gui.app import App
from dealer_trainer.gui.layout import MIN_H, MIN_W
from dealer_trainer.gui.scenes.drills import DrillsScene
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.progress import ProgressScene
from dealer_trainer.gui.scenes.results import ResultsScene
from dealer_trainer.gui.scenes.settings import SettingsScene
from dealer_trainer.gui.settings import Settings, read_settings, settings_path


@contextmanager
def within(seconds: int) -> Iterator[None]:
    """Fail (instead of hanging the suite) if the body loops, as pygame_gui's text layout did."""

    def stop(*_: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def open_scene(app: App, name: str) -> None:
    app.push(MenuScene(app))
    if name == "drills":
        app.push(DrillsScene(app))
    elif name == "progress":
        app.push(ProgressScene(app))
    elif name == "settings":
        app.push(SettingsScene(app))
    elif name in ("table", "results"):
        table = open_table(app, setup_with())
        if name == "results":
            app.push(ResultsScene(app, table.session))


@pytest.mark.parametrize("name", ["menu", "drills", "progress", "settings", "table", "results"])
@pytest.mark.parametrize("size", [(200, 150), (100, 100), (MIN_W - 1, 2000)])
def test_a_window_below_the_minimum_is_laid_out_at_the_minimum(app, driver, name, size):
    open_scene(app, name)
    with within(20):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1]))
        driver.frame()
        driver.settle()  # laid out once the resizing is over
    assert app.size == (max(MIN_W, size[0]), max(MIN_H, size[1]))
    assert app.screen.get_size() == app.size
    assert app.top.name == name
    # every widget of the screen lies inside the window
    window = pygame.Rect((0, 0), app.size)
    for element in app.manager.get_root_container().elements:
        assert window.contains(element.get_relative_rect()), (name, element)


def test_a_window_opened_below_the_minimum_opens_at_the_minimum(tmp_path):
    app = App((300, 200), settings=Settings(), data_dir=tmp_path, headless=True)
    try:
        assert app.size == (MIN_W, MIN_H)
    finally:
        app.close()


@pytest.mark.parametrize(
    "content", ["[]", "null", '"x"', "3", "true", "{broken", "", '{"lang": ["en"]}']
)
def test_a_settings_file_that_is_not_a_settings_object_gives_the_defaults_and_a_note(
    tmp_path, content
):
    path = settings_path(tmp_path)
    path.write_text(content, encoding="utf-8")
    settings, note = read_settings(path)
    assert settings == Settings()
    if content.startswith('{"lang"'):  # an object with a bad value: that value's default
        assert note == ""
    else:
        assert "gui_settings.json" in note and "default" in note
    app = App((1280, 800), data_dir=tmp_path, headless=True)  # and the GUI starts
    try:
        assert app.settings == Settings()
        assert app.notice == note
        app.push(MenuScene(app))
        app.frame(0.0)
    finally:
        app.close()


def test_whole_number_floats_in_the_settings_are_not_taken_for_integers(tmp_path):
    path = settings_path(tmp_path)
    path.write_text('{"table_size": 4.0, "lang": "ro"}', encoding="utf-8")
    settings, note = read_settings(path)
    assert settings.table_size == Settings().table_size and type(settings.table_size) is int
    assert settings.lang == "ro" and note == ""
