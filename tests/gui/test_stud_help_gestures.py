"""The help screen's mouse lines at a stud table speak stud (issue 26): a bet spot takes the
antes (or G), a card is pitched or dragged with its street's face (Shift: the other face),
the disc dragged to a seat names the bring-in and each street's first to act, the middle
takes the common card (gui/stud_controls.py). None of the flop table's gestures (the D
button, the blind due) is listed; in five languages. That the whole overlay, these lines
with it, fits at 1280x800 and 1920x1080 in every language is test_stud_help_how_to_deal.py's
test_stud_deal_help_fits_the_overlay (its layout draws the mouse lines under how to deal)."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.text import tr

LANGS = ("en", "ro", "pt", "el", "mk")
STUDS = ("stud", "stud-hilo", "razz")
FLOP_ONLY = ("keys.label.click_button", "keys.click_button", "keys.click_bet",
             "keys.label.click_burn_board", "keys.click_burn_board", "keys.drag",
             "keys.click_seat")
STUD_GESTURES = ("keys.stud.click_bet", "keys.stud.click_seat",
                 "keys.stud.label.click_burn_middle", "keys.stud.click_burn_middle",
                 "keys.stud.label.drag_disc", "keys.stud.drag_disc", "keys.stud.drag")


@pytest.mark.parametrize("lang", LANGS)
def test_stud_help_mouse_lines_are_the_stud_gestures_in_every_language(lang: str) -> None:
    flop = [w for pair in help_lines(lang, "holdem") for w in pair]
    for key in FLOP_ONLY:  # the flop table keeps its own
        assert tr(key, lang) in flop, key
    for variant in STUDS:
        words = [w for pair in help_lines(lang, variant) for w in pair]
        for key in FLOP_ONLY:
            assert tr(key, lang) not in words, (variant, key)
        for key in STUD_GESTURES:
            said = tr(key, lang)
            assert said in words and said != key and "{" not in said, (variant, key)
            assert words.count(said) == 1, (variant, key)  # said once, in its place
            if lang != "en":  # the language's own words
                assert said != tr(key, "en"), (lang, key)


def test_stud_help_mouse_lines_say_antes_shift_disc_and_common_card() -> None:
    lines = dict(help_lines("en", "stud"))
    assert "antes" in lines[tr("keys.label.click_bet", "en")]
    assert "Shift" in lines[tr("keys.label.click_seat", "en")]
    assert "bring-in" in lines[tr("keys.stud.label.drag_disc", "en")]
    assert "first to act" in lines[tr("keys.stud.label.drag_disc", "en")]
    drag = lines[tr("keys.label.drag", "en")]
    assert "Shift" in drag and "common card" in drag and "disc" in drag
    assert "common card" in lines[tr("keys.stud.label.click_burn_middle", "en")]
