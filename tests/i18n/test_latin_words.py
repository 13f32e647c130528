"""Every word in Latin letters in the Greek and Macedonian catalogues is one the language keeps
on purpose (review of the screens: Greek prose said "street", "κάνει call", "ως bet" beside
"δρόμος", "Πληρώνει", "Ποντάρισμα"; Macedonian said "floor-от", "all-in", "Bring-in-от",
"Omaha" beside "флорот", "ол-ин", "Омаха"). Each language's notes (catalogue/<lang>/words.json)
say why a word is kept; this file is the list. Left out of the search: the notes, what a
player says in his own words (bubble.say.*, or quoted in «» / „“), an English gloss in
brackets ("(string raise)") and the {fields}."""

from __future__ import annotations

import json
import re

import pytest
from test_jargon_one_way import CATALOGUE, strings  # key 'el.json:ui.x', text without (glosses)

LATIN = re.compile(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]|[A-Za-z]")
# names of rule books, bodies, the program and formats; key caps; the hi-lo tags (HI / LO)
NAMES = (
    "robert's rules of poker", "robert's", "robert", "rules", "tda", "wsop", "dealer trainer",
    "utc", "ok", "plo", "sb", "bb", "hi", "lo", "enter", "esc", "shift", "space",
)
# the room's jargon the Greek catalogue keeps in English (its notes name each)
EL_JARGON = (
    "texas hold'em", "hold'em", "seven card stud", "stud", "razz", "omaha", "cash game",
    "bad beat", "board", "flop", "turn", "river", "preflop", "showdown", "blind", "blinds",
    "small", "big", "ante", "antes", "straddle", "straddler", "all-in", "bring-in", "muck",
    "misdeal", "kicker", "rake", "floor", "heads-up", "hi-lo", "high", "low", "wheel", "stack",
    "race", "bots",
)
KEPT = {"el": NAMES + EL_JARGON, "mk": NAMES}
# words that are typed, not read: a key pattern and the words it may hold
TYPED: list[tuple[str, tuple[str, ...]]] = [
    (r"\.shape\.", ("hand", "ranks", "flush", "two-pair", "low", "none", "rake", "drop")),
    (r"assigned\.no_table$", ("dealer-trainer", "drill", "script", "actions", "yaml")),
    (r"assigned\.not_here$|menu\.no_drills$", ("scenarios",)),
    (r"classroom\.local$", ("host",)),
    (r"classroom\.sqlite$", ("data", "postgresql")),
    (r"omaha\.deal\.explanation$", ("mod",)),  # the formula ((N-1) mod players)+1
    (r"house\.button\.label$", ("all in",)),  # the disc is printed ALL IN
]


def latin_words(text: str, kept: tuple[str, ...]) -> list[str]:
    """The Latin words of `text` that `kept` does not hold (phrases first, then words)."""
    text = re.sub(r"\{[^}]*\}|\([^()]*\)|«[^»]*»|„[^“]*“", " ", text)
    for phrase in sorted(kept, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z']){re.escape(phrase)}(?![A-Za-z'-])", " ", text,
                      flags=re.IGNORECASE)
    return [w for w in LATIN.findall(text) if len(w) > 1]  # a single letter: a key cap, a rank


@pytest.mark.parametrize("lang", ["el", "mk"])
def test_every_latin_word_is_kept_on_purpose(lang):
    found = []
    for key, text in strings(lang):
        kept = KEPT[lang] + tuple(w for where, ws in TYPED if re.search(where, key) for w in ws)
        found += [(key, w) for w in latin_words(text, kept)]
    assert found == [], (lang, found[:10])


def test_the_search_finds_what_the_review_found():
    assert latin_words("Στο fourth street, η θέση κάνει call", KEPT["el"]) == [
        "fourth", "street", "call"]
    assert latin_words("повикај го floor-от; All in; Bring-in-от", KEPT["mk"]) == [
        "floor", "All", "in", "Bring-in"]
    assert latin_words("ποτ 5 (pot) «call» {street} ένα cash game", KEPT["el"]) == []
    assert latin_words("ένα game", KEPT["el"]) == ["game"]  # 'cash game' is kept, 'game' is not


@pytest.mark.parametrize("lang", ["el", "mk"])
def test_the_notes_name_the_words_kept(lang):
    notes = json.loads((CATALOGUE / lang / "words.json").read_text("utf-8"))["notes"]
    said = notes["poker_terms"].lower()
    assert [w for w in KEPT[lang] if w in EL_JARGON and re.sub(r"(er|s)$", "", w) not in said] == []
    assert "test_latin_words.py" in said


@pytest.mark.parametrize(("lang", "word", "own"), [
    ("el", r"\bstreet\b", "δρόμο"), ("mk", r"\bstreet\b", "улица"),
    ("mk", r"\bboard\b|[Бб]ордот", "табла"),
])
def test_a_street_and_the_board_have_the_catalogues_own_word(lang, word, own):
    # a stud seat's up-cards are its board: 'Највисок борд', 'бордот што игра прв'
    texts = [re.sub(r"\([^()]*\)|\{[^}]*\}", "", t) for k, t in strings(lang)
             if not re.search(r"stud\.table|name_first", k)]
    assert [t for t in texts if re.search(word, t)] == []
    assert sum(own in t for t in texts) >= 10
