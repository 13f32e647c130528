"""A hand in the dealer's words in five languages (showdown.read_hand), and a wrong push that
says who wins the pot and why, cards speak (award.main_and_side, award.split), clicked on
the table with real events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.hand_words import HandWords
from dealer_trainer.arbiter.messages import message_text, msg, step_message
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.hands import best_hand
from dealer_trainer.engine.reading import CATEGORIES
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.i18n import LANGUAGES

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"

SAID = {  # (category, ranks) -> en, ro, pt, el, mk
    ("two-pair", ("K", "7")): (
        "two pair, kings and sevens",
        "două perechi, regi și șeptari",
        "dois pares, reis e setes",
        "δύο ζευγάρια, ρηγάδες και εφτάρια",
        "два пара, кралеви и седумки",
    ),
    ("flush", ("A",)): (
        "a flush, ace high",
        "culoare cu as",
        "cor ao ás",
        "χρώμα με τον άσο",
        "боја со ас",
    ),
    ("straight", ("9",)): (
        "a straight, nine high",
        "chintă până la nouă",
        "uma sequência até ao nove",
        "κέντα ως το εννιάρι",
        "кента до деветка",
    ),
    ("full-house", ("Q", "5")): (
        "a full house, queens full of fives",
        "full house, dame cu cincari",
        "full house de damas com cincos",
        "φουλ, ντάμες με πεντάρια",
        "фул, дами со петки",
    ),
    ("pair", ("6",)): (
        "a pair of sixes",
        "o pereche de șesari",
        "um par de seis",
        "ζευγάρι, εξάρια",
        "пар шестки",
    ),
    ("straight", ("Q",)): (
        "a straight, queen high",
        "chintă până la damă",
        "uma sequência até à dama",
        "κέντα ως την ντάμα",
        "кента до дама",
    ),
}


@pytest.mark.parametrize("reading", list(SAID))
def test_showdown_read_hand_in_the_dealers_words_in_five_languages(reading) -> None:
    words = HandWords(*reading)
    assert tuple(words.words(lang) for lang in LANGUAGES) == SAID[reading]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_showdown_read_hand_every_category_and_rank_has_words(lang) -> None:
    """Every reading the evaluator can make is said without a raw rank or category id."""
    ranks = "23456789TJQKA"
    for category in CATEGORIES.values():
        for r in ranks:
            pair = (r, "2" if r != "2" else "3")
            said = HandWords(category, pair if category in ("two-pair", "full-house") else (r,))
            text = said.words(lang)
            assert "{" not in text and "-" not in text, (lang, category, text)
            assert not any(f" {x} " in f" {text} " for x in "23456789TJQKA"), (lang, text)


def test_showdown_read_hand_words_follow_the_engines_evaluation() -> None:
    cards = [Card.parse(c) for c in "Ks Kd 7c 7h 2s 9d 3c".split()]
    value = best_hand(cards[:2], cards[2:])
    assert HandWords.of(value).words("en") == "two pair, kings and sevens"
    wheel = best_hand(
        [Card.parse("Ah"), Card.parse("2d")], [Card.parse(c) for c in "3c 4s 5h Kd Kc".split()]
    )
    assert HandWords.of(wheel).words("en") == "a straight, five high"
    royal = best_hand(
        [Card.parse("As"), Card.parse("Ks")], [Card.parse(c) for c in "Qs Js Ts 2d 3c".split()]
    )
    assert [HandWords.of(royal).words(lang) for lang in ("en", "ro")] == [
        "a royal flush",
        "chintă roială",
    ]


def test_award_main_and_side_a_wrong_push_says_who_wins_and_why(app, driver) -> None:
    """The main pot pushed to seat 2 (three kings) by clicks: refused, and the panel says the
    pot goes to seat 1, whose flush beats them."""
    from test_showdown import deal_to, open_drill, read_by_card

    from dealer_trainer.gui.widgets.side_panel import verdict_for

    table = open_drill(app, "money-read-hands")
    deal_to(driver, "money-read-hands", "showdown")
    driver.press("showdown")
    for seat, hand, rank in (
        (2, "three-of-a-kind", "K"),
        (3, "three-of-a-kind", "7"),
        (1, "flush", "A"),
    ):
        read_by_card(driver, seat, hand, rank)
    assert driver.snap.read == (2, 3, 1)
    driver.do(TraineeAction("award", pot=0, to=(2,)))
    step = table.session.arb.steps[-1]
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "award.main_and_side")
    assert step_message(step, "en") == (
        "Main pot goes to seat 1 (a flush, ace high): it beats seat 2 (three kings)."
    )
    assert verdict_for(table.session.last, "en").message == step_message(step, "en")
    assert msg(step.message_key or "", "ro", **step.params) == (
        "Potul principal merge la locul 1: culoare cu as bate locul 2 (trei regi)."
    )


SPLIT = """
id: split-board
title: Everyone plays the board
level: 1
description: A royal flush on the board.
table:
  game: no-limit
  small_blind: 5
  big_blind: 10
  button: 1
  seats: {1: {name: Ana, stack: 1000}, 2: {name: Bo, stack: 1000}, 3: {name: Cy, stack: 1000}}
deck:
  order: [2c, 3d, 4h, 5c, 6d, 7h, 8c, As, Ks, Qs, 9c, Js, 9d, Ts]
  seed: 1
players:
  preflop: [{seat: 1, action: call}, {seat: 2, action: call}, {seat: 3, action: check}]
  flop: [{seat: 2, action: check}, {seat: 3, action: check}, {seat: 1, action: check}]
  turn: [{seat: 2, action: check}, {seat: 3, action: check}, {seat: 1, action: check}]
  river: [{seat: 2, action: check}, {seat: 3, action: check}, {seat: 1, action: check}]
"""


def test_award_split_a_push_to_one_of_the_tied_hands_says_they_tie(tmp_path: Any) -> None:
    path = tmp_path / "split-board.yaml"
    path.write_text(SPLIT, encoding="utf-8")
    arb = Arbiter(load_drill(path).setup)
    acts = load_actions(DRILLS / "solutions" / "money-read-hands.yaml")
    for a in acts:
        if a.name == "read":
            break
        assert arb.apply(a).outcome is Outcome.OK, a
    step = arb.apply(TraineeAction("award", pot=0, to=(1,)))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "award.split")
    assert step_message(step, "en") == (
        "Main pot is split between seats 1, 2, 3: each has a royal flush.")


def test_award_main_and_side_the_hint_says_why_in_the_trainees_language() -> None:
    """The push's hint names the winning hand in the dealer's words of the trainee's
    language, not the engine's English."""
    from dataclasses import replace

    sc = load_drill(DRILLS / "money-read-hands.yaml")
    acts = load_actions(DRILLS / "solutions" / "money-read-hands.yaml")
    hints = []
    for lang in ("en", "ro"):
        arb = Arbiter(replace(sc.setup, lang=lang))
        for a in acts:
            if a.name == "award":
                break
            assert arb.apply(a).outcome is Outcome.OK, a
        hints.append(message_text(arb.hint().message, lang))
    assert hints == [
        "Push the main pot to seat(s) 1: a flush, ace high",
        "Împinge potul principal la locul/locurile 1: culoare cu as",
    ]


KICKER = SPLIT.replace("split-board", "kicker-board").replace(
    "[2c, 3d, 4h, 5c, 6d, 7h, 8c, As, Ks, Qs, 9c, Js, 9d, Ts]",
    "[Qc, 5h, Ad, 4d, 6c, 8s, 9c, Ks, Kd, 7h, Jc, 7c, Th, 2s]",
)


def test_award_main_and_side_when_the_kicker_decides_it_is_said(tmp_path: Any) -> None:
    """Two pair, kings and sevens, on the board for all: the ace kicker wins, and both the
    refusal and the hint say so."""
    path = tmp_path / "kicker-board.yaml"
    path.write_text(KICKER, encoding="utf-8")
    arb = Arbiter(load_drill(path).setup)
    for a in load_actions(DRILLS / "solutions" / "money-read-hands.yaml"):
        if a.name == "read":
            break
        assert arb.apply(a).outcome is Outcome.OK, a
    assert message_text(arb.hint().message, "en") == (
        "Push the main pot to seat(s) 1: two pair, kings and sevens, ace kicker"
    )
    step = arb.apply(TraineeAction("award", pot=0, to=(2,)))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "award.main_and_side")
    assert step_message(step, "en") == (
        "Main pot goes to seat 1 (two pair, kings and sevens, ace kicker): it beats seat 2"
        " (two pair, kings and sevens, queen kicker)."
    )
    assert msg(step.message_key or "", "mk", **step.params).endswith(
        "(два пара, кралеви и седумки, кикер дама)."
    )
