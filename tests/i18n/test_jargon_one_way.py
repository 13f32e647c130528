"""Issue 29 (review of the screens): within one language a poker term is written one way.
Greek buttons said "Ρέιζ στα" and the steps "Αυξάνει στα"; Macedonian buttons "Рејз на" and
the steps "Raise до" in Latin letters; Portuguese "Aposta" beside "Raise para"; Greek "Side
pot 1" beside "Κεντρικό ποτ"; el and mk hi-lo tags "HI/LO"; Romanian "A aruncat" beside
"Muck". Each language's notes (catalogue/<lang>/words.json) say which word is the room's
jargon; this table lists, per language, the spellings of a term its catalogue must not use
(a player's own words, bubble.say.*, and the notes themselves are left out: a player speaks
as he likes; an English gloss in brackets, "(string raise)", is allowed)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

CATALOGUE = Path(__file__).resolve().parents[2] / "dealer_trainer" / "i18n" / "catalogue"
# the dealer's words at the table: labels, rulings, picker, announcements, bubbles, tags
TABLE = (
    r"(^|\.)(picker\.as|ruled|bubble\.(?!say)|house\.announce|hint\.announce|seat"
    r"|table\.side_pot|showdown\.half|floor\.said\.rule)\b"
)
EVERY = r""
# (language, term, where: a key pattern, the spellings not allowed there)
BANNED: list[tuple[str, str, str, str]] = [
    ("el", "raise", EVERY, r"Αυξάν(ει|ω) στα|\b[Rr]aise\b"),
    ("el", "side pot", EVERY, r"\b[Ss]ide pots?\b"),
    ("el", "call, check", TABLE, r"\b(Call|Check|call|check)\b"),
    ("mk", "the betting actions", EVERY,
     r"\b(Check|Call|Bet|Raise|Fold|All in|check|call|raise|fold|all in)\b|\bbet\b(?! 300)"),
    ("mk", "raise to", EVERY, r"[Рр]ејз до|[Rr]aise до"),
    ("mk", "the dealer's action words", TABLE, r"Подигнув|Повикув|Вложув|Се фрл|се фрл"),
    ("pt", "bet, raise, fold", TABLE, r"^Aposta\b|«[Aa]posta|Aument|Desist|^Passo|^Pago"),
    ("ro", "bet, call, check, fold, muck", TABLE, r"aruncat|Plătesc|Pariez|Măresc|Renunț"),
]


def strings(lang: str) -> Iterator[tuple[str, str]]:
    def walk(o: object, path: str) -> Iterator[tuple[str, str]]:
        if isinstance(o, dict):
            for k, v in o.items():
                yield from walk(v, f"{path}.{k}" if path else k)
        elif isinstance(o, str):
            yield path, o

    for f in (CATALOGUE / f"{lang}.json", *sorted((CATALOGUE / lang).glob("*.json"))):
        for key, text in walk(json.loads(f.read_text("utf-8")), ""):
            if not re.search(r"(^|\.)notes\.|bubble\.say\.", key):
                yield f"{f.name}:{key}", re.sub(r"\([^)]*\)", "", text)  # a gloss: "(call)"


@pytest.mark.parametrize(("lang", "term", "where", "banned"), BANNED,
                         ids=[f"{b[0]}-{b[1]}" for b in BANNED])
def test_a_term_is_written_one_way_in_a_language(lang, term, where, banned):
    found = [(key, text) for key, text in strings(lang)
             if re.search(where, key.split(":", 1)[1]) and re.search(banned, text)]
    assert found == [], (lang, term, found[:5])


def test_the_table_patterns_reach_the_keys_they_name():
    keys = {k.split(":", 1)[1] for k, _ in strings("el")}
    for key in ("ui.picker.as.raise", "ui.ruled.raise", "ui.bubble.raise_to",
                "ui.house.announce.as.raise", "ui.seat.folded", "ui.table.side_pot",
                "ui.showdown.half.high"):
        assert key in keys and re.search(TABLE, key), key
    assert not re.search(TABLE, "ui.bubble.say.call")


@pytest.mark.parametrize(("lang", "words"), [
    ("pt", ("Check", "Call", "Bet", "Raise", "Fold", "Muck")),
    ("el", ("Ρέιζ", "Πλαϊνό ποτ", "Board", "street", "bring-in")),
    ("mk", ("Чек", "Кол", "Бет", "Рејз", "Фолд", "Ол-ин")),
    ("ro", ("Bet", "Call", "Check", "Fold", "Muck")),
])
def test_each_language_notes_say_which_words_are_the_rooms_jargon(lang, words):
    notes = json.loads((CATALOGUE / lang / "words.json").read_text("utf-8"))["notes"]
    said = notes["poker_terms"]
    assert [w for w in words if w not in said] == []
