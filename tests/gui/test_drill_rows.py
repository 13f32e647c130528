"""The Drills screen's list (widgets/row_list.py), used as a trainee uses it: a click picks a
drill and shows its description, a double click starts it, the wheel and the scroll track
scroll, the arrow keys move the choice and keep it in view; the description comes on the
frame after the screen first shows (show at once, fill in)."""

from __future__ import annotations

import html

import pygame

from dealer_trainer.gui.scenes.drills import DrillsScene
from dealer_trainer.gui.scenes.menu import MenuScene


def open_drills(app, driver) -> DrillsScene:
    app.push(MenuScene(app))
    scene = DrillsScene(app)
    app.push(scene)
    driver.frame()
    return scene


def row_centre(scene: DrillsScene, i: int) -> tuple[int, int]:
    lst = scene.list
    k = i - lst.top
    assert 0 <= k < lst.rows_in_view
    return (lst.rect.x + lst.rect.w // 3, lst.rect.y + 1 + k * lst.row_h + lst.row_h // 2)


def test_the_description_fills_in_on_the_next_frame_and_follows_a_click(app, driver):
    app.push(MenuScene(app))
    scene = DrillsScene(app)
    app.push(scene)
    assert scene.desc is None and app.lively()  # the list and buttons first
    driver.frame()
    driver.frame()
    assert scene.desc is not None and not scene.later.pending
    assert html.escape(scene.entries[0].title) in scene.desc.html_text
    driver.click(row_centre(scene, 3))
    assert scene.selected == 3 and scene.list.selected == 3
    assert html.escape(scene.entries[3].title) in scene.desc.html_text
    assert app.top is scene  # one click picks, it does not start


def test_a_double_click_starts_the_drill(app, driver):
    scene = open_drills(app, driver)
    pos = row_centre(scene, 2)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    driver.frame()
    driver.frame()
    assert app.top.name in ("table", "briefing", "confirm")
    assert app.top is not scene


def test_the_wheel_and_the_track_scroll_and_the_keys_keep_the_choice_in_view(app, driver):
    scene = open_drills(app, driver)
    lst = scene.list
    assert lst.scrolls, "the shipped drills fill more than one screen"
    inside = lst.rect.center
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(move)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    driver.frame()
    assert lst.top == 3
    assert scene.selected == 0  # scrolling does not choose
    track = (lst.rect.right - lst.bar_w // 2, lst.rect.bottom - 4)
    driver.click(track)
    assert lst.top == 3 + lst.rows_in_view - 1  # a page down
    driver.click(row_centre(scene, lst.top))  # the first row in view, picked by the mouse
    assert scene.selected == lst.top
    for _ in range(lst.rows_in_view + 2):
        driver.key(pygame.K_DOWN)
    assert lst.top <= scene.selected < lst.top + lst.rows_in_view
    for _ in range(len(scene.entries)):
        driver.key(pygame.K_UP)
    assert scene.selected == 0 and lst.top == 0
