"""Issue 28, fault 12: every resize event laid the screen out again (30 events of a drag of the
window's edge froze the table for 16.8 s; one resize to 8K took 4.7 s). Resizes are coalesced
into one layout, for the last size, once the drag is over; and no screen is laid out past
MAX_W x MAX_H. Driven headless by posted VIDEORESIZE events."""

from __future__ import annotations

import pygame
import pytest
from gui_driver import FRAME, open_table, setup_with

from dealer_trainer.gui.layout import MAX_H, MAX_W
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.window import RESIZE_SETTLE_S


def _count_layouts(app, monkeypatch) -> list[tuple[int, int]]:
    laid_out: list[tuple[int, int]] = []
    rebuild = app._rebuild_ui

    def counted() -> None:
        laid_out.append(app.size)
        rebuild()

    monkeypatch.setattr(app, "_rebuild_ui", counted)
    return laid_out


def _drag(i: int) -> pygame.event.Event:
    w, h = 1000 + 20 * i, 640 + 10 * i
    return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


def test_a_drag_of_thirty_resizes_is_laid_out_once_when_it_ends(app, driver, monkeypatch):
    table = open_table(app, setup_with())
    laid_out = _count_layouts(app, monkeypatch)
    for i in range(30):  # one a frame, as a drag of the window's edge sends them
        pygame.event.post(_drag(i))
        driver.frame(FRAME)
    assert laid_out == []  # still being dragged: the old layout is drawn
    assert app.lively()  # the loop keeps its frames coming until the layout is done
    driver.frame(RESIZE_SETTLE_S)
    assert laid_out == [(1580, 930)] and app.size == (1580, 930)
    assert table.layout.size == (1580, 930)
    driver.frame(RESIZE_SETTLE_S)
    assert laid_out == [(1580, 930)]  # nothing left to lay out
    driver.click(table.widgets["shuffle"].rect.center)  # where the new layout puts it
    assert table.session.arb.steps[-1].action == "shuffle"


def test_a_burst_of_resizes_in_one_frame_is_laid_out_once(app, driver, monkeypatch):
    app.push(MenuScene(app))
    driver.frame()
    laid_out = _count_layouts(app, monkeypatch)
    for i in range(30):
        pygame.event.post(_drag(i))
    driver.frame(FRAME)
    driver.settle()
    assert laid_out == [(1580, 930)]


def test_a_pause_in_the_drag_shorter_than_the_settle_time_lays_nothing_out(app, driver,
                                                                           monkeypatch):
    app.push(MenuScene(app))
    driver.frame()
    laid_out = _count_layouts(app, monkeypatch)
    pygame.event.post(_drag(1))
    driver.frame(FRAME)
    driver.frame(RESIZE_SETTLE_S * 0.6)
    pygame.event.post(_drag(2))
    driver.frame(FRAME)
    driver.frame(RESIZE_SETTLE_S * 0.6)
    assert laid_out == []
    driver.frame(RESIZE_SETTLE_S * 0.6)
    assert laid_out == [(1040, 660)]


@pytest.mark.parametrize("size", [(7680, 4320), (8000, 8000)])
def test_a_window_past_4k_is_laid_out_at_most_at_max_size(app, driver, size):
    table = open_table(app, setup_with())
    driver.resize(*size)
    assert app.size == (min(size[0], MAX_W), min(size[1], MAX_H))
    assert table.layout.size == app.size
    window = pygame.Rect((0, 0), app.size)
    for element in app.manager.get_root_container().elements:
        assert window.contains(element.get_relative_rect())
