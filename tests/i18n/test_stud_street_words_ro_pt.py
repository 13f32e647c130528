"""One spelling per stud street in Romanian and Portuguese (review: ro/pt stud help and rule
texts said "fourth street", "pe fourth până la sixth", while their stud top bar, quiz and
term.street.* said "A patra stradă" / "Quarta rua"). No ro/pt catalogue value or drill text
names a stud street with the English ordinal outside a bracketed gloss; the sentence says the
top bar's words, inflected ("pe a patra stradă", "na quarta rua")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from test_jargon_one_way import strings  # without the notes and the (glosses)

from dealer_trainer import i18n

DRILLS = Path(__file__).resolve().parents[2] / "scenarios" / "i18n"
# the English ordinals are no Romanian or Portuguese word: bare ('pe fourth până la sixth')
# or with 'street' ('fourth street', 'fourth-street card'); nor is the bare 'street' ('numa
# street seguinte'), the {street} field apart
ENGLISH = re.compile(r"\b(third|fourth|fifth|sixth|seventh)\b|(?<!\{)\bstreets?\b(?!\})",
                     re.IGNORECASE)


def _drill_texts(lang: str) -> list[tuple[str, str]]:
    drills = yaml.safe_load((DRILLS / f"{lang}.yaml").read_text("utf-8"))
    return [(f"{i}.{k}", re.sub(r"\([^)]*\)", "", str(v)))
            for i, d in drills.items() for k, v in d.items()]


@pytest.mark.parametrize("lang", ["ro", "pt"])
def test_no_ro_pt_text_names_a_stud_street_in_english(lang):
    found = [(k, t) for k, t in [*strings(lang), *_drill_texts(lang)] if ENGLISH.search(t)]
    assert found == [], found[:5]


@pytest.mark.parametrize("lang", ["ro", "pt"])
def test_the_stud_help_says_the_top_bars_street(lang):
    rules = {k: t for k, t in strings(lang) if k.startswith("stud.json:")}
    said = " ".join(rules.values()).lower()
    for street in ("fourth", "seventh"):
        word = i18n.raw_catalogue(lang)["messages"][f"term.street.{street}"]
        assert word.lower() in said, (lang, word)


def test_the_search_sees_an_english_street_and_spares_a_gloss():
    assert ENGLISH.search("Pe fourth până la sixth") and ENGLISH.search("numa street seguinte")
    assert not ENGLISH.search("A queima antes da {street}")
    assert not ENGLISH.search(re.sub(r"\([^)]*\)", "", "a patra stradă (fourth street)"))
