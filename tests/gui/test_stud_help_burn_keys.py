"""The help screen's O / T / L line at a stud table (issue 26): O puts a misdealt seat's card
on the burns (a seventh-street card dealt up, the burn dealt to the first seat: the stud
errors' `burn_exposed`), T puts the second card of a double burn back on top (`return_burn`);
L, the last board card back, has no stud use (no board) and is not listed. The flop table
keeps its own line, with L. In five languages."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.text import tr

LANGS = ("en", "ro", "pt", "el", "mk")
STUDS = ("stud", "stud-hilo", "razz")


@pytest.mark.parametrize("lang", LANGS)
def test_stud_help_burn_keys_say_the_stud_corrections_in_every_language(lang: str) -> None:
    flop = dict(help_lines(lang, "holdem"))
    assert flop["O / T / L"] == tr("keys.burn_fixes", lang)
    said = tr("keys.stud.burn_fixes", lang)
    assert said != "keys.stud.burn_fixes" and "{" not in said
    if lang != "en":  # the language's own words
        assert said != tr("keys.stud.burn_fixes", "en")
    for variant in STUDS:
        lines = help_lines(lang, variant)
        assert ("O / T", said) in lines, variant
        keys = [k for k, _ in lines]
        assert "O / T / L" not in keys and "L" not in keys, variant
        assert tr("keys.burn_fixes", lang) not in [w for _, w in lines], variant


def test_stud_help_burn_keys_name_no_board_card() -> None:
    said = tr("keys.stud.burn_fixes", "en")
    assert "board" not in said
    assert "burns" in said and "second burn" in said and "seventh" in said
