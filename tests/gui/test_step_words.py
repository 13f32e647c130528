"""The step log and the verdict card speak the trainee's language, not the script's."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter.outcome import Said
from dealer_trainer.gui.text import bubble_text, step_words


@pytest.mark.parametrize(
    ("action", "en"),
    [
        ("shuffle", "Shuffle"),
        ("deal: 4", "Deal · Seat 4"),
        ("post: {seat: 3, blind: small}", "Post small blind · Seat 3"),
        ("post: {seat: 5, blind: straddle}", "Post straddle · Seat 5"),
        ("wait: 3", "Next player ×3"),
        ("wait", "Next player"),
        ("award: {pot: 0, to: [4]}", "Award pot · Main pot → Seat 4"),
        ("award: {pot: 2, to: [1, 3]}", "Award pot · Side pot 2 → Seat 1, Seat 3"),
        ("return_to_deck: [set_aside]", "Set-aside to deck"),
        ("return_to_deck: [board]", "Board to deck"),
        ("move_button: 3", "Move button · Seat 3"),
        ("replace_exposed: 2", "Replace exposed card · Seat 2"),
        ("scramble_flop", "Scramble flop"),
    ],
)
def test_each_action_reads_as_its_button(action: str, en: str) -> None:
    assert step_words(action, "en") == en


def test_what_does_not_parse_is_shown_as_written() -> None:
    assert step_words("juggle: 3", "en") == "juggle: 3"
    assert step_words("deal: [", "en") == "deal: ["


@pytest.mark.parametrize("lang", ["ro", "pt", "el", "mk"])
def test_no_script_word_is_left_in_another_language(lang: str) -> None:
    for action in ("burn", "deal: 4", "collect", "move_button: 3", "award: {pot: 0, to: [4]}"):
        said = step_words(action, lang)
        assert said != step_words(action, "en"), (lang, action)
        assert not any(w in said for w in ("burn", "deal", "collect", "move_button", "award"))
    assert bubble_text(Said("check"), lang) != "check"
    bet = bubble_text(Said("bet", 30), lang)
    assert "30" in bet and "bet" not in bet


def test_capitals_drop_the_greek_accents_and_keep_the_rest() -> None:
    from dealer_trainer.gui.text import caps

    assert caps("Σωστό") == "ΣΩΣΤΟ" and caps("Επιτυχία") == "ΕΠΙΤΥΧΙΑ"
    assert caps("Προϊόν") == "ΠΡΟΪΟΝ" and caps("ΐ") == "Ϊ"  # the diaeresis stays
    assert caps("Înlocuiește café") == "ÎNLOCUIEȘTE CAFÉ" and caps("Точно") == "ТОЧНО"
