"""A drill's title, as the drill list and the table's top bar show it, is in the trainee's
language (review of the screens, el/mk: a stud drill's top bar read "stud-wrong-bring-in", the
Greek list "Μία μεγάλη μάρκα απέναντι σε raise", "Χαμένο κάψιμο στο fifth street").

Every drill has a title and a description in every language: tests/scenarios/
test_translations.py checks it, and it held; the id came from the screenshot helpers
(tests/gui/stud_table.py and the like), which named a drill `DrillInfo(sc.id, sc.id, ...)`.
Here: the list's titles are never an id, the table opened on a drill (as `play ID` opens it)
shows the title, and el/mk titles use the catalogue's own words (the Latin words kept on
purpose are tests/i18n/test_latin_words.py's), a stud street as the top bar names it."""

from __future__ import annotations

import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from dealer_trainer.gui.drill_list import drills
from dealer_trainer.scenarios.library import drill_folders

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "i18n"))
from test_latin_words import KEPT, latin_words  # noqa: E402

LANGS = ("en", "ro", "pt", "el", "mk")
# a mixed game's name, as the room writes it (like TDA, WSOP)
MIX_NAMES = ("horse",)
STUD_WORDS = re.compile(r"\b(third|fourth|fifth|sixth|seventh)\s+street\b", re.IGNORECASE)


def _titles(lang: str) -> dict[str, str]:
    return {d.id: d.title for d in drills(drill_folders([]), lang)[0]}


@pytest.mark.parametrize("lang", LANGS)
def test_every_drill_in_the_list_shows_a_title_not_its_id(lang):
    titles = _titles(lang)
    assert len(titles) >= 150
    assert [i for i, t in titles.items() if not t or t == i or re.fullmatch(r"[a-z0-9-]+", t)] \
        == []
    if lang != "en":
        english = _titles("en")
        assert [i for i, t in titles.items() if t == english[i]] == []


@pytest.mark.parametrize("lang", ["el", "mk"])
def test_greek_and_macedonian_titles_use_their_own_words(lang):
    found = {i: latin_words(t, KEPT[lang] + MIX_NAMES) for i, t in _titles(lang).items()}
    assert {i: w for i, w in found.items() if w} == {}


# what a description names as it is written, not a word: a rule id ('deal.announce',
# 'table.shuffle: full'), a TDA or Robert's citation ('RP-5-D', 'Stud 14'), a card ('9c', 'Ts')
NOT_WORDS = re.compile(
    r"\b[a-z_]+(\.[a-z_]+)+(: [a-z]+)?\b|\bRP-[\w-]+|\bStud \d+\b|\b[2-9TJQKA][shdc]\b")


def _seat_names(path: str | None) -> tuple[str, ...]:
    """The players' names of the drill's scenario (as written on its seats)."""
    import yaml
    seats = (yaml.safe_load(Path(path).read_text("utf-8")).get("table") or {}).get("seats") \
        if path else None
    return tuple(s["name"] for s in (seats or {}).values() if isinstance(s, dict) and "name" in s)


@pytest.mark.parametrize("lang", ["el", "mk"])
def test_greek_and_macedonian_descriptions_use_their_own_words(lang):
    # review: 'τραπέζι cash', 'κάνουν limp', 'door card', 'κάνει complete', 'color up',
    # 'royal flush', 'το drop' in the Greek descriptions, each a word the catalogue translates
    found = {}
    for d in drills(drill_folders([]), lang)[0]:
        words = latin_words(NOT_WORDS.sub(" ", d.description),
                            KEPT[lang] + MIX_NAMES + _seat_names(d.path))
        if words:
            found[d.id] = words
    assert found == {}


def test_the_description_search_sees_a_word_and_spares_a_name_a_card_and_a_rule():
    text = "Ο Bo, το 9c, deal.announce (RP-12), table.shuffle: full· κάνει complete"
    assert latin_words(NOT_WORDS.sub(" ", text), KEPT["el"] + ("Bo",)) == ["complete"]


@pytest.mark.parametrize("lang", ["ro", "pt", "el", "mk"])
def test_a_stud_drill_names_the_street_as_the_top_bar_does(lang):
    entries = drills(drill_folders([]), lang)[0]
    said = [(d.id, d.title + " " + d.description) for d in entries]
    assert [i for i, text in said if STUD_WORDS.search(text)] == []
    if lang in ("el", "mk"):  # nor the bare word: 'του street', 'σε κάθε street'
        assert [i for i, text in said if re.search(r"\bstreet\b", text)] == []


def test_the_greek_raise_title_says_the_catalogues_word():
    assert _titles("el")["ruling-oversized-chip-call"] == "Μία μεγάλη μάρκα απέναντι σε ρέιζ"
    assert _titles("mk")["stud-missed-burn"] == "Пропуштено горење на петтата улица"


@pytest.mark.parametrize("lang", ["el", "mk"])
def test_a_drill_opened_on_the_table_shows_its_title(lang, tmp_path):
    from dealer_trainer.gui.app import App, _open_first_scenes
    from dealer_trainer.gui.drills import find_drill

    app = App((1280, 800), data_dir=tmp_path, headless=True)
    try:
        app.settings = replace(app.settings, lang=lang)
        _open_first_scenes(app, find_drill("stud-wrong-bring-in", []), [], "table", True)
        info = app.scenes[-1].session.info  # type: ignore[attr-defined]
        assert info.title == _titles(lang)["stud-wrong-bring-in"] != "stud-wrong-bring-in"
    finally:
        app.close()


def test_greek_drills_say_raise_as_the_catalogue_does():
    # 'ρέιζ' (Ρέιζ στα); a player's own «raise» and a gloss '(string raise)' are his words
    said = {d.id: re.sub(r"«[^»]*»|\([^()]*\)", "", d.title + " " + d.description)
            for d in drills(drill_folders([]), "el")[0]}
    assert [i for i, text in said.items() if re.search(r"\b[Rr]aise\b", text)] == []
    assert sum("ρέιζ" in text for text in said.values()) >= 20


def test_macedonian_drills_write_the_table_terms_in_cyrillic():
    # the notes: Кол, Чек, Бет, флорот, ол-ин, бринг-ин, хедс-ап, мисдил, never in Latin
    # letters; a player's own „raise“ and a gloss '(string raise)' are kept
    said = {d.id: re.sub(r"«[^»]*»|„[^“]*“|\([^()]*\)", "", d.title + " " + d.description)
            for d in drills(drill_folders([]), "mk")[0]}
    latin = r"\b(call|check|bet|floor|all-in|bring-in|heads-up|misdeal|raise)\b"
    assert {i: re.findall(latin, t, re.I) for i, t in said.items() if re.search(latin, t, re.I)} \
        == {}


def test_greek_drills_say_the_betting_words_as_the_catalogue_does():
    # the notes: Τσεκ, Πληρώνει / πληρωμή, Ποντάρισμα, Πλαϊνό ποτ, ποτ, τζάκποτ, κουμπί,
    # τράπουλα, the structures 'Με όριο', 'Όριο στο ποτ', 'Χωρίς όριο' (never 'κάνει call')
    said = {d.id: re.sub(r"«[^»]*»|\([^()]*\)", "", d.title + " " + d.description)
            for d in drills(drill_folders([]), "el")[0]}
    latin = r"\b(call|check|bet|side pots?|pot|jackpot|button|stub|(pot-|no-)?limit)\b"
    assert {i: re.findall(latin, t, re.I) for i, t in said.items() if re.search(latin, t, re.I)} \
        == {}


def test_greek_drills_write_the_streets_jargon_one_way():
    # flop, turn, river stay in Latin letters in Greek (the notes), never 'φλοπ', 'τερν'
    texts = [d.title + " " + d.description for d in drills(drill_folders([]), "el")[0]]
    assert [t for t in texts if re.search(r"(?<!\w)(φλοπ|τερν|ρίβερ)(?!\w)", t)] == []


def test_macedonian_drills_say_blind_and_turn_as_the_catalogue_does():
    # 'блинда' (мала блинда, големата блинда, блиндите) and 'терн', one spelling each
    texts = [d.title + " " + d.description for d in drills(drill_folders([]), "mk")[0]]
    assert [t for t in texts if re.search(r"[Бб]лајнд|(?<!\w)турн(от)?(?!\w)|биг ", t)] == []
