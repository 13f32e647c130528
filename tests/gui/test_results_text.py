"""The results box's text: why a drill did not pass, and the counts line in every language."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.scenes.results import results_html

LANGS = ("en", "ro", "pt", "el", "mk")


def result(complete: bool) -> dict:
    return {
        "passed": False,
        "score": 100,
        "steps": [{"n": 1, "action": "shuffle", "outcome": "ok"}],
        "violations": [],
        "irregularities": [],
        "hints": 0,
        "hands_played": 1 if complete else 0,
        "final": {"complete": complete, "board": [], "pots": []},
    }


def test_an_unfinished_drill_says_so_and_a_finished_one_does_not():
    assert "not finished" in results_html(result(False), "en")
    assert "not finished" not in results_html(result(True), "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_counts_line_has_no_english_words_or_raw_keys(lang):
    text = results_html(result(True), lang)
    assert "result." not in text and "{" not in text
    if lang != "en":
        assert "steps" not in text.lower() and "hands" not in text.lower()
