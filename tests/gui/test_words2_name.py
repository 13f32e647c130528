"""The name prompt of a first start (issue 15, "A first run that teaches"): a compact card in
the middle, the title and one line, the entry right under it with the focus, Skip and Start
inside the card, sizes scaled at 1920x1080. Driven by real key events."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest
from gui_driver import Driver

from dealer_trainer.gui.app import App
from dealer_trainer.gui.scenes.confirm import NameScene
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.ui import drop_events

LANGS = ("en", "ro", "pt", "el", "mk")


@pytest.fixture(params=[(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def sized_app(request: Any, tmp_path: Any) -> Any:
    a = App(request.param, settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    drop_events()  # not event.clear(), which keeps each event for good (see drop_events)
    yield a
    a.close()


def prompt(app: App, lang: str = "en") -> NameScene:
    app.settings = replace(app.settings, lang=lang)
    scene = NameScene(app)
    app.push(scene)
    Driver(app).frame(n=2)
    return scene


@pytest.mark.parametrize("lang", LANGS)
def test_name_card_is_compact_and_holds_its_buttons(sized_app: App, lang: str) -> None:
    scene = prompt(sized_app, lang)
    w, h = sized_app.size
    card = scene.card
    assert abs(card.centerx - w // 2) <= 2 and abs(card.centery - h // 2) <= 2
    assert card.h <= 0.45 * h and card.w <= 0.6 * w  # no mostly empty panel
    entry = scene.entry.rect
    for r in (entry, scene.widgets["skip"].rect, scene.widgets["start"].rect):
        assert card.contains(r), (r, card)
    _, lines, tsize, bsize = scene.card_text()
    assert len(lines) == 1  # one line of text
    text_bottom = scene.text_top + sum(
        sized_app.text.fonts.get(sz).get_linesize() for sz in (tsize, bsize)
    )
    assert 0 <= entry.y - text_bottom <= round(30 * sized_app.scale)  # right under the text
    assert scene.widgets["skip"].rect.top >= entry.bottom  # the buttons under the entry
    assert scene.entry.is_focused


def test_name_card_text_grows_with_the_window(tmp_path: Any) -> None:
    sizes = []
    for size in ((1280, 800), (1920, 1080)):
        app = App(size, settings=Settings(), data_dir=tmp_path / f"{size[0]}", headless=True)
        scene = prompt(app)
        sizes.append(scene.card_text()[3])
        app.close()
    assert sizes[1] >= 20 and sizes[1] > sizes[0]  # about 15 px at 1920x1080 before


def test_typed_name_and_enter_start(sized_app: App) -> None:
    scene = prompt(sized_app)
    driver = Driver(sized_app)
    for ch in "Ana":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    driver.frame(n=2)
    assert scene.entry.get_text() == "Ana"
    driver.key(pygame.K_RETURN)
    driver.frame(n=2)
    assert sized_app.settings.trainee == "Ana"
    assert sized_app.top is not scene


def test_skip_by_click_keeps_no_name(sized_app: App) -> None:
    before = sized_app.settings.trainee
    scene = prompt(sized_app)
    driver = Driver(sized_app)
    driver.click(scene.widgets["skip"].rect.center)
    driver.frame(n=2)
    assert sized_app.top is not scene and sized_app.settings.trainee == before
