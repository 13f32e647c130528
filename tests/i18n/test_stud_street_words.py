"""A street the arbiter passes to a message ({street}) reads in the trainee's language, for
every street of every game (review of the screens: a stud hint read "μοίρασε τον δρόμο
(fourth)" / "подели ја улицата (fourth)", en.json had no term.street.fourth, so the English
word went through). Each language's catalogue has term.street.<street> itself (no fallback to
English), made from the stud top bar's words (street.*), and every template that takes a stud
street renders it with no English street word: none in ro/pt, no Latin word at all in el/mk
beyond the jargon tests/i18n/test_latin_words.py lists."""

from __future__ import annotations

import json
import re

import pytest
from test_jargon_one_way import CATALOGUE
from test_latin_words import KEPT, latin_words

from dealer_trainer import i18n
from dealer_trainer.arbiter.messages import msg
from dealer_trainer.engine.variant import GAMES

LANGS = ("en", "ro", "pt", "el", "mk")
# every street a game names in {street}: preflop is never one (no card is burnt or turned
# for it; its top bar word is street.preflop)
STREETS = sorted({s for row in GAMES.values() for s in row.streets if s != "preflop"})
STUD = ("third", "fourth", "fifth", "sixth", "seventh")


def _street_keys(files: str) -> list[str]:
    """The message keys of en/<files> whose template takes {street} (the quiz's questions
    name their street themselves, from quiz.street.*)."""
    keys = []
    for path in sorted((CATALOGUE / "en").glob(files)):
        messages = json.loads(path.read_text("utf-8")).get("messages", {})
        keys += [k for k, v in messages.items() if "{street}" in v and not k.startswith("quiz.")]
    return keys


STUD_KEYS = _street_keys("stud*.json")
BOARD_KEYS = [k for k, v in i18n.raw_catalogue("en")["messages"].items()
              if "{street}" in v and k not in STUD_KEYS and not k.startswith("quiz.")]


def test_the_games_have_the_stud_streets_and_the_board_streets():
    assert set(STUD) <= set(STREETS) and {"flop", "turn", "river"} <= set(STREETS)
    assert len(STUD_KEYS) >= 5 and len(BOARD_KEYS) >= 5


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("street", STREETS)
def test_every_street_has_its_own_word_in_every_language(street, lang):
    word = i18n.raw_catalogue(lang)["messages"].get(f"term.street.{street}")
    assert word, f"{lang}: no term.street.{street}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("street", STUD)
def test_the_stud_word_is_the_top_bars_word(street, lang):
    # one spelling per term: the sentence's word is the top bar's, inflected at most
    bar = i18n.t(f"street.{street}", lang).lower()
    word = i18n.raw_catalogue(lang)["messages"][f"term.street.{street}"].lower()
    assert bar.split()[-1][:4] in word  # the noun: street, stradă, rua, δρόμ-, улица
    assert bar.split()[0 if lang != "ro" else 1][:3] in word  # the ordinal


@pytest.mark.parametrize("lang", ["ro", "pt", "el", "mk"])
@pytest.mark.parametrize("street", STUD)
def test_a_stud_hint_says_the_street_in_the_language(street, lang):
    word = i18n.raw_catalogue(lang)["messages"][f"term.street.{street}"]
    for key in STUD_KEYS:
        text = msg(key, lang, street=street)
        assert word in text, (key, text)
        assert not re.search(rf"\b{street}\b", text, re.IGNORECASE), (key, text)
        if lang in KEPT:
            assert latin_words(text, KEPT[lang]) == [], (key, text)


@pytest.mark.parametrize("lang", ["el", "mk"])
@pytest.mark.parametrize("street", ["flop", "turn", "river"])
def test_a_board_hint_says_the_street_in_the_language(street, lang):
    for key in BOARD_KEYS:
        text = msg(key, lang, street=street)
        assert latin_words(text, KEPT[lang]) == [], (key, text)


def test_the_review_hint_reads_as_the_dealers_say_it():
    assert msg("hint.stud_missed_burn", "el", street="fourth").endswith(
        "μετά μοίρασε τον τέταρτο δρόμο.")
    assert msg("hint.stud_missed_burn", "mk", street="fourth").endswith(
        "па подели ја четвртата улица.")
    assert msg("hint.stud_missed_burn", "en", street="fifth").endswith("deal fifth street.")
    assert "(fourth)" not in msg("error.stud_double_burn.first", "el", street="fourth")
