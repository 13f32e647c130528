"""The value labels at the stud games' showdown (showdown.read_hand; stud.hand, hilo.stud_low,
razz.low), on the table the flop games use (`showdown_view`): stud shows each hand's high,
stud hi-lo its high and its qualifying low or "no low", razz (no high) its A-5 low. Each
hand is dealt by the arbiter's own steps on the table (its four players' bots deciding, the
deck of seed 9), the labels show once read (in Learn mode at once), in five languages."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from stud_table import DRILL, on_table, to_the_read

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.stud_hands import razz_hand, stud_high, stud_low
from dealer_trainer.gui.showdown_view import LowWords, low_words
from dealer_trainer.gui.text import tr

LANGS = ("en", "ro", "pt", "el", "mk")


def dealt(tmp: Path, variant: str, mode: str, app: Any, lang: str = "en") -> Any:
    """The stud drill's table in `variant`, no mistake, the bots deciding on a seeded deck,
    dealt by the arbiter's next steps up to the hands' reading (four hands tabled)."""
    data = yaml.safe_load(DRILL.read_text())
    data["table"]["variant"] = variant
    data["deck"] = {"seed": 9}
    data.pop("mistakes")
    data.pop("players")
    path = tmp / f"{variant}.yaml"
    path.write_text(yaml.safe_dump(data))
    app.settings = replace(app.settings, lang=lang)
    d = on_table(app, path, mode=mode, bots=True)
    table = d.table
    to_the_read(d)
    assert table.session.snap.phase == "read" and len(table.session.snap.tabled) == 4
    d.frame(n=2)
    return d


def cards(d: Any, seat: int) -> list[Card]:
    return [h.card for h in next(s for s in d.table.session.snap.seats if s.seat == seat).hole]


def drawn_words(d: Any, seat: int) -> str:
    return d.table.view.shown.labels[seat][0].title(d.table.lang)


def test_razz_low_showdown_label_reads_each_hand_as_its_a5_low(app, tmp_path: Path) -> None:
    d = dealt(tmp_path, "razz", "learn", app)
    shown = d.table.view.shown
    assert set(shown.labels) == set(d.table.session.snap.tabled)
    for seat, (words, five) in shown.labels.items():
        low = razz_hand(cards(d, seat))
        assert isinstance(words, LowWords) and five == low.cards
        assert words.title("en") == low_words(low, "en")[:1].upper() + low_words(low, "en")[1:]
    assert drawn_words(d, 2) == "Seven-four low"  # 7-4-3-2-A
    assert drawn_words(d, 4) == "Jack-ten low"
    # Learn: the board shows the best razz hand's five, who wins the pot
    assert shown.focus == 2 and shown.lit >= set(razz_hand(cards(d, 2)).cards)
    assert not shown.split and shown.lows == {}


def test_razz_low_a_paired_hand_is_read_as_its_pair() -> None:
    paired = razz_hand([Card.parse(c) for c in ("4c", "4d", "Kh", "Ks", "Qh", "Qd", "Jc")])
    assert LowWords(paired).title("en") == "A pair of fours"  # 4-4 K-Q-J: one pair is lower
    two = razz_hand([Card.parse(c) for c in ("4c", "4d", "Kh", "Ks", "Qh", "Qd", "4h")])
    assert LowWords(two).title("en") == "Two pair, queens and fours"
    assert LowWords(two).category == "two-pair"


def test_razz_low_labels_show_once_read_in_practice(app, tmp_path: Path) -> None:
    d = dealt(tmp_path, "razz", "practice", app)
    assert d.table.view.shown.labels == {}
    read = d.table.session.arb.expected()[0]
    assert read.name == "read" and read.hand == "low"
    d.table.send(read)
    d.frame(n=2)
    assert set(d.table.view.shown.labels) == {read.seat}


def test_hilo_stud_low_showdown_label_reads_the_high_and_the_low_or_no_low(
    app, tmp_path: Path,
) -> None:
    d = dealt(tmp_path, "stud-hilo", "learn", app)
    shown = d.table.view.shown
    assert shown.split and set(shown.labels) == {1, 2, 4, 5}
    for seat, (_, five) in shown.labels.items():
        assert five == stud_high(cards(d, seat)).cards
        assert shown.lows[seat] == stud_low(cards(d, seat))
    assert drawn_words(d, 4) == "Two pair, tens and fours"
    assert shown.lows[2] is not None and low_words(shown.lows[2], "en") == "seven-four low"
    assert shown.lows[4] is None and low_words(None, "en") == "no low"
    assert shown.low_focus == 2  # the only low: the board shows it beside the best high


def test_stud_hand_showdown_label_reads_the_high(app, tmp_path: Path) -> None:
    d = dealt(tmp_path, "stud", "learn", app)
    shown = d.table.view.shown
    assert not shown.split and set(shown.labels) == {1, 2, 4, 5}
    for seat, (_, five) in shown.labels.items():
        assert five == stud_high(cards(d, seat)).cards
    assert drawn_words(d, 1) == "A pair of queens"


@pytest.mark.parametrize("lang", LANGS)
def test_razz_low_showdown_words_in_every_language(app, tmp_path: Path, lang: str) -> None:
    d = dealt(tmp_path, "razz", "learn", app, lang)
    low = razz_hand(cards(d, 2))
    one, one2 = (tr(f"term.rank.one.{r}", lang) for r in ("7", "4"))
    words = drawn_words(d, 2)
    assert one.lower() in words.lower() and one2.lower() in words.lower()
    assert words == LowWords(low).title(lang) and "{" not in words
