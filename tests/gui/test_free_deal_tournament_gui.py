"""Free deal as a tournament on screen (issue 27): the Settings screen's Tournament row does
what `--tournament` does (the top bar then shows the level and the next one), and a
session's color-up is raced on the felt by the race drill's gestures (race_table.drive), the
table built again for the race and for the hand after it (scenes/table.game_changed)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from gui_driver import FRAME, Driver
from race_table import drive
from test_labels_fit import too_long

from dealer_trainer.gui.freedeal import levels_for, new_table, setup_for
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.settings import OPTIONS, SettingsScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, FreeDealState, Session
from dealer_trainer.gui.widgets import top_bar


def test_tournament_row_in_settings_starts_a_tournament_free_deal(app, driver) -> None:
    menu = MenuScene(app)
    app.push(menu)
    driver.frame()
    settings = SettingsScene(app)
    app.push(settings)
    driver.frame()
    assert "tournament" in OPTIONS and app.settings.tournament is False
    driver.click(settings.buttons["tournament"].rect.center)  # a click toggles it
    assert app.settings.tournament is True
    assert settings.buttons["tournament"].text == top_bar.tr("settings.tournament.on", "en")
    driver.click(settings.buttons["tournament"].rect.center)
    driver.click(settings.buttons["tournament"].rect.center)  # off and on again
    assert app.settings.tournament is True
    driver.key(pygame.K_ESCAPE)  # back to the menu
    assert app.top is menu
    driver.frame()
    free = dict(menu.items)["free_deal"]
    driver.click(free.rect.center)  # the menu's Free deal
    driver.frame(n=2)
    table = app.top
    assert isinstance(table, TableScene)
    setup = table.session.setup
    assert setup.config.tournament and setup.config.schedule and setup.color_ups
    snap = table.session.snap
    sb, bb = snap.small_blind, snap.big_blind
    assert table.top_bar.drawn is not None
    words = table.top_bar.drawn[0]
    assert (f"Level 1: {sb}/{bb}", "Next: 2") == words[5][-2:], words


def race_session(app) -> Session:
    """A free-deal tournament session whose levels rise every two hands: the 5s leave at the
    fourth level (hand 7)."""
    settings = replace(app.settings, tournament=True)
    table = new_table(settings, 3)
    setup = setup_for(table, settings, 3)
    setup = replace(setup, config=replace(
        setup.config, schedule=levels_for(setup.config.small_blind, every=2)))
    return Session(setup, DrillInfo("free-deal", "", None, ""),
                   free=FreeDealState(settings, 3, table))


def test_a_session_color_up_is_raced_on_the_felt(app) -> None:
    app.push(MenuScene(app))
    scene = TableScene(app, race_session(app), bots=False)
    app.push(scene)
    app.frame(FRAME)
    d = Driver(app)
    arb = scene.session.arb
    while arb.hand.config.race is None:
        while not arb.is_complete:
            scene.send(arb.expected()[0])
        scene.next_hand()
        d.frame()
    assert "color_up" in scene.widgets and d.snap.race is not None  # the race's table
    assert top_bar.tr("race.table.title", "en") in (scene.top_bar.drawn or ((),))[0][2]
    while d.snap.race is not None:  # the race, by the race drill's gestures
        drive(d, arb.expected()[0])
    assert "color_up" not in scene.widgets and "street" in scene.widgets  # the hand's table
    assert arb.hand_number in arb.races and arb.config.chip == 25
    assert all(s.stack % 25 == 0 for s in d.snap.seats)  # no small chip left
    assert [e.name for e in arb.expected()][:1] == ["shuffle"]  # the hand is dealt next


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_tournament_row_words_fit_in_every_language(app, lang: str, size) -> None:
    """Both values of the Tournament row fit their button (a cut label is unreadable)."""
    app.resize(*size)
    for on in (False, True):
        app.settings = replace(app.settings, lang=lang, tournament=on)
        app.push(SettingsScene(app))
        app.frame(0.016)
        assert too_long(app) == [], (lang, size, on)
        app.pop()
