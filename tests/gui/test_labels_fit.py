"""Every button label fits its button, in every language, at the sizes a dealer school's
screens have: a label pygame_gui cuts ("Το παραμερισμένο στην τράπουλ") is unreadable."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame_gui
import pytest
from gui_driver import open_table, setup_with

from dealer_trainer.gui.scenes.drills import DrillsScene
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.progress import ProgressScene
from dealer_trainer.gui.scenes.settings import SettingsScene

LANGS = ("en", "ro", "pt", "el", "mk")
MARGIN = 6  # pixels of the button the text may not use


def too_long(app: Any) -> list[tuple[str, int, int]]:
    out = []
    for el in app.manager.get_root_container().elements:
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible and el.text:
            width = el.font.size(el.text)[0]
            if width > el.rect.w - MARGIN:
                out.append((el.text, width, el.rect.w))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", LANGS)
def test_every_button_label_fits(app: Any, lang: str, size: tuple[int, int]) -> None:
    app.settings = replace(app.settings, lang=lang)
    app.resize(*size)
    found = {}
    for name, open_scene in (
        ("menu", lambda: app.push(MenuScene(app))),
        ("settings", lambda: app.push(SettingsScene(app))),
        ("drills", lambda: app.push(DrillsScene(app))),
        ("progress", lambda: app.push(ProgressScene(app))),
        ("table", lambda: open_table(app, setup_with())),
    ):
        open_scene()
        app.frame(0.016)
        assert app.top.name == name
        if bad := too_long(app):
            found[name] = bad
    assert found == {}


def test_a_zone_label_too_wide_for_one_line_takes_two_not_an_ellipsis(app: Any) -> None:
    text = app.text
    one = text.fit("Deck", 11, 60, bold=True, two_lines=True)
    two = text.fit("Изгорени карти", 11, 60, bold=True, two_lines=True)
    assert two.get_width() <= 60 < text.render("Изгорени карти", 11, bold=True).get_width()
    assert two.get_height() > 1.8 * one.get_height()
    assert text.fit("Deck", 11, 60, bold=True, two_lines=True).get_height() == one.get_height()


def test_a_long_drill_title_ends_in_an_ellipsis_and_still_selects_its_drill(app: Any) -> None:
    import pygame

    app.settings = replace(app.settings, lang="el")
    scene = DrillsScene(app)
    app.push(scene)
    app.frame(0.016)
    cut = [i for i, label in enumerate(scene._labels) if label.endswith("…")]
    assert cut
    font = app.sprites.fonts.get(15)
    assert all(font.size(label)[0] <= scene.list.rect.w for label in scene._labels)
    i = cut[-1]
    for _ in range(i):  # down the list by keys, to the cut title
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    app.frame(0.016)
    assert scene.selected == i and scene.list.selected == i
    assert scene.list.top <= i < scene.list.top + scene.list.rows_in_view  # scrolled to it
    assert scene.entries[i].title in scene._description()  # the whole title in the panel
