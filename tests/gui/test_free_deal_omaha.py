"""Free deal deals Omaha and Omaha hi-lo (issue 25, rule game.variant): the game is chosen in
the menu and in Settings, kept in the settings file, and the structures offered are the game's
own (its row in engine/variant.py). Driven by real posted events."""

from __future__ import annotations

import pygame
from test_table_clicks import follow_hints_by_clicks

from dealer_trainer.engine.variant import row
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.settings import VARIANTS, Settings, load_settings, settings_path
from dealer_trainer.gui.text import MISSING, tr


def menu_button(app, name):
    return dict(app.top.items)[name]


def dealt_hole_cards(driver) -> dict[int, int]:
    """Deal by clicks until the preflop betting opens: how many cards each seat then holds."""
    table = driver.table
    for _ in range(80):
        action = table.session.arb.expected()[0]
        if action.name not in ("shuffle", "cut", "post", "deal"):
            break
        driver.do(action)
    return {s.seat: len(s.hole) for s in table.session.snap.seats}


def test_game_variant_plo8_chosen_in_the_menu_deals_four_cards_a_seat(app, driver, tmp_path):
    app.push(MenuScene(app))
    driver.frame()
    driver.click(menu_button(app, "variant").rect.center)  # hold'em -> Omaha
    assert (app.settings.variant, app.settings.structure) == ("omaha", "pot-limit")
    driver.click(menu_button(app, "variant").rect.center)  # -> Omaha hi-lo
    assert (app.settings.variant, app.settings.structure) == ("omaha-hilo", "pot-limit")
    assert menu_button(app, "variant").text == tr(
        "menu.game", "en", game="Omaha hi-lo", structure="Pot limit"
    )
    assert load_settings(settings_path(tmp_path)).variant == "omaha-hilo"  # kept
    driver.click(menu_button(app, "free_deal").rect.center)
    assert app.top.name == "table"
    assert app.top.session.snap.variant == "omaha-hilo"
    counts = dealt_hole_cards(driver)
    assert len(counts) == app.settings.table_size
    assert set(counts.values()) == {4}, counts


def test_game_variant_free_plo_hand_is_played_out_by_clicks(app, driver):
    app.settings = Settings(bot_speed="fast", variant="omaha", structure="pot-limit")
    app.push(MenuScene(app))
    driver.click(menu_button(app, "free_deal").rect.center)
    assert app.top.session.snap.variant == "omaha"
    follow_hints_by_clicks(driver, limit=300)  # the bots act with four cards too
    assert app.top.session.complete


def test_game_variant_settings_screen_cycles_the_game_and_its_structures(app, driver):
    app.push(MenuScene(app))
    driver.click(menu_button(app, "settings").rect.center)
    scene = app.top
    seen = set()
    for _ in VARIANTS:
        driver.click(scene.buttons["variant"].rect.center)
        structures = set()
        for _ in range(4):
            driver.click(scene.buttons["structure"].rect.center)
            structures.add(app.settings.structure)
        assert structures == set(row(app.settings.variant).structures)
        seen.add(app.settings.variant)
    assert seen == set(VARIANTS) == {"holdem", "omaha", "omaha-hilo", "stud", "stud-hilo", "razz"}
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_game_variant_a_saved_structure_the_game_is_not_played_with_is_its_usual_one():
    assert Settings(variant="omaha-hilo", structure="no-limit").validated().structure == (
        "pot-limit"
    )
    assert Settings(variant="stud", structure="no-limit").validated().structure == "limit"
    assert Settings(variant="horse", structure="limit").validated().variant == "holdem"
    assert Settings(variant="omaha", structure="limit").validated().structure == "limit"


def test_game_variant_free_deal_setup_carries_the_game_to_the_table_config():
    for variant in VARIANTS:
        st = Settings(variant=variant, structure=row(variant).structures[0])
        setup = setup_for(new_table(st, 3), st, 3)
        if row(variant).button:
            assert setup.config.variant == variant and setup.rotation is None
        else:  # a stud game: a rotation of one game, dealt from a limit flop table
            assert setup.rotation is not None and setup.rotation.table(
                setup.config, 1).variant == variant


def test_game_variant_words_in_every_language():
    for lang in ("en", "el", "mk", "pt", "ro"):
        for v in VARIANTS:
            tr(f"variant.{v.replace('-', '_')}", lang)
        tr("settings.game", lang)
        tr("menu.game", lang, game="x", structure="y")
    assert not {k for k in MISSING if k.startswith(("variant.", "settings.game", "menu.game"))}
