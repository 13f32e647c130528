"""Every string the GUI asks for is in all five catalogues, with the same placeholders, and
the sentences are really translated (not English copies)."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from dealer_trainer import i18n
from dealer_trainer.gui import text

CATALOGUE = Path(__file__).resolve().parents[2] / "dealer_trainer" / "i18n" / "catalogue"
LANGS = ("en", "ro", "pt", "el", "mk")
SENTENCES = (
    "menu.resume",
    "table.your_move",
    "table.hand_done",
    "result.no_violations",
    "result.incomplete",
    "progress.score_chart",
    "progress.practise",
    "keys.misdeal",
    "keys.hint",
    "drills.none_for_rule",
)
SCRIPT = {"el": re.compile("[\u0370-\u03ff]"), "mk": re.compile("[\u0400-\u04ff]")}


def ui(lang: str) -> dict[str, str]:
    return i18n.raw_catalogue(lang)["ui"]


def fields(s: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(s) if f}


@pytest.mark.parametrize("lang", LANGS)
def test_every_gui_key_is_in_the_catalogue_with_the_english_placeholders(lang):
    have = ui(lang)
    missing = [k for k in text.FALLBACK if not have.get(k)]
    assert missing == []
    wrong = [k for k in text.FALLBACK if fields(have[k]) != fields(text.FALLBACK[k])]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGS)
def test_tr_finds_every_gui_key_without_the_fallback(lang):
    text.MISSING.clear()
    params = {
        "n": 1,
        "pot": 0,
        "rule": "r",
        "low": 30,
        "high": 40,
        "drills": 2,
        "passed": 1,
        "hands": 3,
        "score": 90,
        "seat": 4,
        "amount": 10,
        "count": 6,
        "level": 2,
        "pct": "95%",
        "best": 90,
        "tries": 3,
        "first": 7,
        "last": 9,
    }
    for key in text.FALLBACK:
        got = text.tr(key, lang, **params)
        assert got != key and "{" not in got, key
    assert text.MISSING == set()


@pytest.mark.parametrize("lang", ("ro", "pt", "el", "mk"))
def test_gui_sentences_are_translated(lang):
    en, have = ui("en"), ui(lang)
    copies = [k for k in SENTENCES if have[k] == en[k]]
    assert copies == []
    if lang in SCRIPT:
        assert all(SCRIPT[lang].search(have[k]) for k in SENTENCES)
