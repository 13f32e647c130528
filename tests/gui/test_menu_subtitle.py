"""The menu's subtitle says the game chosen for free deal (issue 25), not always "Texas
Hold'em": the game's own words, in five languages, changing as the Game row is cycled."""

from __future__ import annotations

import pytest

from dealer_trainer.gui import intents as I
from dealer_trainer.gui.layout import scale_for
from dealer_trainer.gui.scenes.menu import MenuScene, subtitle
from dealer_trainer.gui.scenes.settings import value_text
from dealer_trainer.gui.settings import VARIANTS, Settings

LANGS = ("en", "ro", "pt", "el", "mk")


@pytest.mark.parametrize("lang", LANGS)
def test_menu_subtitle_names_the_game_chosen(lang: str) -> None:
    seen = set()
    for variant in VARIANTS:
        text = subtitle(Settings(lang=lang, variant=variant), lang)
        assert value_text("variant", variant, lang) in text
        assert "{" not in text and "menu.subtitle" not in text
        seen.add(text)
    assert len(seen) == len(VARIANTS)  # one subtitle a game
    omaha = subtitle(Settings(lang=lang, variant="omaha-hilo"), lang)
    assert "Texas" not in omaha and "Тексас" not in omaha


def test_menu_subtitle_follows_the_game_row_cycled(app) -> None:
    menu = MenuScene(app)
    app.push(menu)
    app.frame(1 / 60)
    before = subtitle(app.settings, "en")
    menu.handle(I.Activate("variant"))
    after = subtitle(app.settings, "en")
    assert after != before
    assert value_text("variant", app.settings.variant, "en") in after


@pytest.mark.parametrize("lang", LANGS)
def test_menu_subtitle_fits_the_smallest_window(app, lang: str) -> None:
    font_px = round(20 * scale_for((960, 600)))  # the subtitle's size in the smallest window
    for variant in VARIANTS:
        text = subtitle(Settings(lang=lang, variant=variant), lang)
        w = app.text.render(text, font_px, (255, 255, 255)).get_width()
        assert w < 960 - 40, (lang, variant, w)
