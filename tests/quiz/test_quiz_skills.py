"""Each skill: its answer key on known spots (RULES.md's own examples), its answer shape,
grading, and the same questions from the same seed."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.hands import best_hand
from dealer_trainer.engine.rake import RakeRule, RakeTaken, rake_due
from dealer_trainer.quiz import SKILLS, AnswerError, grade, is_mastered, question, questions
from dealer_trainer.quiz.model import parse_question_id
from dealer_trainer.quiz.play import replay
from dealer_trainer.quiz.reading import reading_of
from dealer_trainer.quiz.text import answer_text, question_text


def table(game: str, blinds: tuple[int, int], stacks: dict[int, int], button: int,
          street: str, actions: list[tuple[str, int, str, int]]) -> dict[str, Any]:
    return {
        "game": game,
        "small_blind": blinds[0],
        "big_blind": blinds[1],
        "button": button,
        "stacks": {str(s): n for s, n in stacks.items()},
        "street": street,
        "actions": [{"street": st, "seat": s, "action": a, "to": to} for st, s, a, to in actions],
    }


DEEP = {1: 100_000, 2: 100_000, 3: 100_000, 4: 100_000}


# --- pot-limit -------------------------------------------------------------------------------


def test_bet_pot_count_preflop_first_player_may_bet_700_at_100_200() -> None:
    hand = replay(table("pot-limit", (100, 200), DEEP, 4, "preflop", []))
    assert hand.legal().seat == 3 and hand.legal().max_raise_to == 700


def test_bet_pot_count_big_blind_facing_a_raise_to_700_gets_2200() -> None:
    actions = [("preflop", 3, "raise", 700), ("preflop", 4, "fold", 0), ("preflop", 1, "call", 700)]
    hand = replay(table("pot-limit", (100, 200), DEEP, 4, "preflop", actions))
    assert hand.legal().seat == 2  # the big blind; the small blind called 700
    # 700 + (700 + 200 + 700 + 500): the caller's 700 stands in for RULES' small blind 100
    assert hand.legal().max_raise_to == 700 + (700 + 200 + 700 + 500)


def test_bet_pot_count_after_the_flop_800_and_a_bet_of_300_gives_1700() -> None:
    actions = [
        ("preflop", 3, "call", 200), ("preflop", 4, "call", 200),
        ("preflop", 1, "call", 200), ("preflop", 2, "check", 200),
        ("flop", 1, "bet", 300),
    ]
    hand = replay(table("pot-limit", (100, 200), DEEP, 4, "flop", actions))
    assert hand.pot_total() == 800 and hand.legal().max_raise_to == 1700


def test_pot_limit_questions_grade_a_number() -> None:
    [q] = questions("pot-limit", seed=5, count=1)
    assert grade(q, q.key).right and grade(q, str(q.key)).right
    assert not grade(q, q.key + 1).right
    for bad in ("abc", -5, True, 4.5, None, [q.key]):
        with pytest.raises(AnswerError):
            grade(q, bad)
    text = question_text(q, "en")
    assert f"Seat {q.data['asking']} asks for the pot" in text and str(q.data["pot"]) in text


# --- side-pots -------------------------------------------------------------------------------


def test_pot_all_in_three_stacks_build_a_main_and_a_side_pot_and_the_rest_goes_back() -> None:
    stacks = {1: 100, 2: 300, 3: 500}
    actions = [("preflop", 3, "all_in", 500), ("preflop", 1, "all_in", 100),
               ("preflop", 2, "all_in", 300)]
    hand = replay(table("no-limit", (5, 10), stacks, 3, "preflop", actions))
    hand.collect()
    assert [p.amount for p in hand.pots] == [300, 400]  # 200 of seat 3's 500 went back


def test_side_pots_questions_grade_the_pots_in_order() -> None:
    q = next(q for q in questions("side-pots", seed=11, count=20) if len(q.key) >= 2)
    assert grade(q, list(q.key)).right
    assert grade(q, " ".join(map(str, q.key))).right  # typed: "360 240"
    assert not grade(q, list(reversed(q.key))).right
    assert not grade(q, [sum(q.key)]).right
    for bad in ([], "", ["x"], {"pots": 1}, [-1]):
        with pytest.raises(AnswerError):
            grade(q, bad)
    assert answer_text(q, q.key) == " + ".join(map(str, q.key))


# --- rake ------------------------------------------------------------------------------------

RULE = RakeRule(percent=Fraction(5), cap=5, no_flop_no_drop=True, jackpot_drop=1)


def test_rake_amount_is_the_percent_rounded_down_to_the_chip() -> None:
    assert rake_due(93, RULE, flop_dealt=True) == RakeTaken(4, 1)  # 4.65 -> 4
    coarse = RakeRule(percent=Fraction(10), cap=15, chip=5)
    assert rake_due(190, coarse, flop_dealt=True).rake == 15  # 19 -> 15
    assert rake_due(140, coarse, flop_dealt=True).rake == 10  # 14 -> 10


def test_rake_amount_never_more_than_the_cap() -> None:
    assert rake_due(1000, RULE, flop_dealt=True) == RakeTaken(5, 1)


def test_rake_no_flop_no_drop_takes_nothing_before_the_flop() -> None:
    assert rake_due(400, RULE, flop_dealt=False) == RakeTaken(0, 0)
    anyway = RakeRule(percent=Fraction(5), cap=5, no_flop_no_drop=False, jackpot_drop=1)
    assert rake_due(400, anyway, flop_dealt=False) == RakeTaken(5, 1)


def test_rake_jackpot_drop_only_with_a_rake_and_never_beyond_the_pot() -> None:
    assert rake_due(15, RULE, flop_dealt=True) == RakeTaken(0, 0)  # 0.75 -> no rake, no drop
    big_drop = RakeRule(percent=Fraction(10), cap=5, jackpot_drop=10)
    assert rake_due(12, big_drop, flop_dealt=True) == RakeTaken(1, 10)
    assert rake_due(10, big_drop, flop_dealt=True) == RakeTaken(1, 9)  # all the pot, no more


def test_rake_questions_grade_rake_and_drop() -> None:
    q = next(q for q in questions("rake", seed=3, count=30) if q.key.drop)
    assert grade(q, {"rake": q.key.rake, "drop": q.key.drop}).right
    assert not grade(q, q.key.rake).right  # a bare number is the rake with no drop
    assert not grade(q, {"rake": q.key.rake}).right
    for bad in ({"rake": 1, "tip": 2}, {"drop": 1}, "five", [1, 2]):
        with pytest.raises(AnswerError):
            grade(q, bad)
    plain = next(q for q in questions("rake", seed=3, count=30) if not q.key.drop)
    assert grade(plain, plain.key.rake).right


# --- hand-reading ----------------------------------------------------------------------------


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def read(hole: str, board: str) -> tuple[str, tuple[str, ...]]:
    return reading_of(best_hand(cards(hole), cards(board)))


def test_showdown_read_hand_names_the_category_and_its_ranks() -> None:
    assert read("Kd 7c", "Ks 7h 2d 9c 4s") == ("two-pair", ("K", "7"))
    assert read("7d 7c", "7s Kh Kd 2c 4s") == ("full-house", ("7", "K"))
    assert read("As 2d", "3c 4h 5s 9d Kc") == ("straight", ("5",))  # a wheel: five high
    assert read("9h 8h", "7h 6h 5h Ac Ad") == ("straight-flush", ("9",))
    assert read("Ah 3h", "7h 9h Qh 2c 2d") == ("flush", ("A",))
    assert read("9c 9d", "9h 9s 2c 5d Kh") == ("four-of-a-kind", ("9",))
    assert read("Ac Jd", "2c 5d 8h 9s Kh") == ("high-card", ("A",))
    assert read("Ks Kc", "2c 5d 8h 9s 3h") == ("pair", ("K",))
    assert read("7c 7d", "7h 2c 5d 9s Kh") == ("three-of-a-kind", ("7",))


def test_hand_reading_questions_grade_category_and_ranks() -> None:
    q = next(q for q in questions("hand-reading", seed=2, count=40) if q.key[0] == "two-pair")
    hand, ranks = q.key
    assert grade(q, {"hand": hand, "ranks": list(ranks)}).right
    assert grade(q, {"hand": "Two Pair", "ranks": " ".join(ranks).lower()}).right
    assert not grade(q, {"hand": hand, "ranks": list(reversed(ranks))}).right
    assert not grade(q, {"hand": "pair", "ranks": [ranks[0]]}).right
    for bad in ({"hand": "trips", "ranks": ["K"]}, {"hand": hand}, {"hand": hand, "ranks": ["Z"]},
                "two pair", {"hand": hand, "ranks": ["K"], "suit": "s"}):
        with pytest.raises(AnswerError):
            grade(q, bad)


def test_ten_may_be_written_10() -> None:
    q = next(q for q in questions("hand-reading", seed=4, count=200) if "T" in q.key[1])
    ranks = ["10" if r == "T" else r for r in q.key[1]]
    assert grade(q, {"hand": q.key[0], "ranks": ranks}).right
    assert "10" in question_text(q) or "10" in answer_text(q, q.key)


# --- chip-count ------------------------------------------------------------------------------


def test_chip_count_worth_and_change() -> None:
    qs = questions("chip-count", seed=9, count=40)
    worth = next(q for q in qs if q.data["kind"] == "worth")
    change = next(q for q in qs if q.data["kind"] == "change")
    assert worth.key == sum(c["value"] * c["count"] for c in worth.data["chips"])
    paid = sum(c["value"] * c["count"] for c in change.data["paid"])
    assert change.key == paid - change.data["owed"]
    assert grade(worth, worth.key).right and not grade(worth, worth.key - 1).right
    assert grade(change, f"{change.key:,}").right  # 1,250 typed with a separator
    with pytest.raises(AnswerError):
        grade(change, "lots")


# --- every skill -----------------------------------------------------------------------------


@pytest.mark.parametrize("skill", SKILLS)
def test_the_same_seed_gives_the_same_questions(skill: str) -> None:
    a = questions(skill, seed=77, count=5)
    assert a == questions(skill, seed=77, count=5)
    assert a != questions(skill, seed=78, count=5)
    assert [q.id for q in a] == [f"{skill}-77-{n}" for n in range(1, 6)]
    assert all(question(q.id) == q for q in a)  # an id alone makes its question again
    assert all(question_text(q, lang) for q in a for lang in ("en", "ro", "pt", "el", "mk"))


@pytest.mark.parametrize("bad", ["pot-limit", "pot-limit-x-1", "poker-1-1", "rake-1-0", 7, None])
def test_a_malformed_id_is_an_answer_error(bad: object) -> None:
    with pytest.raises(AnswerError):
        parse_question_id(bad)


def test_mastery_is_three_right_in_a_row_within_the_target() -> None:
    fast, slow, unknown = (True, 3.0), (True, 30.0), (True, None)
    assert is_mastered([fast, fast, fast], 10)
    assert not is_mastered([fast, fast, slow, fast, fast], 10)
    assert not is_mastered([fast, (False, 2.0), fast, fast], 10)
    assert not is_mastered([fast, unknown, fast], 10)
    assert is_mastered([(False, 1.0), fast, fast, fast, (False, 1.0)], 10)  # it stays won


def test_typed_answers_take_the_shape_of_their_skill() -> None:
    from dealer_trainer.quiz.typed import typed_answer

    assert typed_answer("side-pots", "360 + 240") == ["360", "240"]
    assert typed_answer("rake", "5/1") == {"rake": "5", "drop": "1"}
    assert typed_answer("rake", " 4 ") == "4"
    assert typed_answer("hand-reading", "k 7", "two-pair") == {"hand": "two-pair",
                                                               "ranks": ["K", "7"]}
    for skill, text, hand in (("pot-limit", "", None), ("chip-count", "1 2", None),
                              ("hand-reading", "K", None)):
        with pytest.raises(AnswerError):
            typed_answer(skill, text, hand)
