"""Issue 28, fault 3: a zero-width character (U+200B, U+202E, U+FEFF, U+200D) typed, pasted or
set into an empty text field made pygame refuse to render it ("Text has zero width") and the
trainer stopped. Every field refuses what it cannot draw, and the text renderer draws an empty
string of any kind without raising. Driven by real events on every field of the trainer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui.elements.ui_text_entry_line as entry_line
import pytest
from test_money_card import open_at
from test_ruling_picker import at_ruling

from dealer_trainer.gui.scenes.confirm import NameScene
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.settings import SettingsScene
from dealer_trainer.gui.scenes.skills import SkillsScene

ZERO_WIDTH = ["\u200b", "\u202e", "\ufeff", "\u200d"]


def name_prompt(app: Any, driver: Any) -> Any:
    app.push(MenuScene(app))
    app.push(NameScene(app))
    driver.frame()
    return app.top.entry


def settings(app: Any, driver: Any) -> Any:
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    driver.frame()
    app.top.entry.focus()
    return app.top.entry


def skills(app: Any, driver: Any) -> Any:
    app.push(MenuScene(app))
    app.push(SkillsScene(app))
    driver.frame()
    scene = app.top
    driver.click(scene.widgets["pot-limit"].rect.center)
    assert scene.entry.is_focused
    return scene.entry


def money_card(app: Any, driver: Any) -> Any:
    card = open_at(app, driver, "money-pot-count", "announce_pot").controller.card
    assert card.entry.is_focused
    return card.entry


def ruling_amount(app: Any, driver: Any) -> Any:
    table, _ = at_ruling(app, driver, "ruling-oversized-chip-raise")
    driver.key(pygame.K_F5)  # raise to...: the amount field
    picker = table.controller.picker
    assert picker.entry.is_focused
    return picker.entry


FIELDS: list[Callable[[Any, Any], Any]] = [name_prompt, settings, skills, money_card,
                                           ruling_amount]


@pytest.mark.parametrize("field", FIELDS, ids=lambda f: f.__name__)
def test_a_zero_width_character_typed_into_an_empty_field_is_refused(app, driver, field):
    entry = field(app, driver)
    entry.set_text("")
    for ch in ZERO_WIDTH:
        driver.type(ch)  # each a frame, drawn: this raised pygame.error
        driver.frame()
        assert entry.get_text() == ""
    driver.type("7")
    assert entry.get_text() == "7"  # the field still takes what it can draw


@pytest.mark.parametrize("field", FIELDS, ids=lambda f: f.__name__)
def test_a_zero_width_paste_or_setting_never_reaches_a_field(app, driver, field, monkeypatch):
    entry = field(app, driver)
    entry.set_text("")
    monkeypatch.setattr(entry_line, "clipboard_paste", lambda: "\u200b\u200d")
    driver.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    driver.frame()
    assert entry.get_text() == ""
    entry.set_text("\ufeff\u202e")  # e.g. a trainee name from a hand-edited settings file
    driver.frame()
    assert entry.get_text() == ""
    entry.set_text("5\u200b")
    assert entry.get_text() == "5"


def test_the_settings_name_from_a_file_with_zero_width_characters_opens(app, driver):
    from dataclasses import replace

    app.settings = replace(app.settings, trainee="\u200b\u202e")
    entry = settings(app, driver)
    driver.frame()
    assert entry.get_text() == ""


@pytest.mark.parametrize("text", ["", *ZERO_WIDTH, "\u200b\u200d\ufeff"])
def test_the_text_renderer_draws_a_string_of_no_width_without_raising(app, text):
    surf = app.text.render(text, 18, (255, 255, 255), True)
    assert surf.get_width() == 0 and surf.get_height() > 0
    assert app.text.fit(text, 18, 100).get_width() == 0
