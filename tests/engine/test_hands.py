"""Hand evaluation at showdown: rules `showdown.best_five` and `showdown.kicker`."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from phevaluator.card import Card as PhCard

from dealer_trainer.engine import hands as hands_module
from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards
from dealer_trainer.engine.errors import CardError, EngineError
from dealer_trainer.engine.hands import (
    Category,
    HandValue,
    best_hand,
    evaluate,
    strength_of,
    winners,
)

ROOT = Path(__file__).resolve().parents[2]


def hand(text: str) -> HandValue:
    return evaluate(parse_cards(text))


def codes(value: HandValue) -> str:
    return " ".join(c.code for c in value.cards)


# --- showdown.best_five -------------------------------------------------------------


def test_showdown_best_five_board_alone_can_play() -> None:
    board = parse_cards("As Ks Qs Js Ts")
    one = best_hand(parse_cards("2c 3d"), board)
    two = best_hand(parse_cards("Ah Kh"), board)
    assert one.description == "a royal flush"
    assert set(one.cards) == set(board)
    assert one == two
    assert winners({1: one, 4: two}) == [1, 4]


def test_showdown_best_five_board_plays_when_hole_cards_do_not_improve() -> None:
    board = parse_cards("9c 9d 5h 5s Kc")
    value = best_hand(parse_cards("2h 3h"), board)
    assert codes(value) == "9d 9c 5s 5h Kc"
    assert value == best_hand(parse_cards("4c 2d"), board)


def test_showdown_best_five_one_hole_card_plays() -> None:
    value = best_hand(parse_cards("Ah 2c"), parse_cards("Kh Qh Jh 3h 8d"))
    assert value.category is Category.FLUSH
    assert codes(value) == "Ah Kh Qh Jh 3h"
    assert Card.parse("2c") not in value.cards


def test_showdown_best_five_both_hole_cards_play() -> None:
    value = best_hand(parse_cards("8s 9s"), parse_cards("Ts Js 2d 3c Qh"))
    assert value.description == "a straight, queen high"
    assert codes(value) == "Qh Js Ts 9s 8s"


def test_showdown_best_five_any_five_of_seven_is_the_best_subset() -> None:
    rng = random.Random(20240601)
    for _ in range(3000):
        seven = rng.sample(FULL_DECK, 7)
        value = evaluate(seven)
        best_subset = max(strength_of([c.index for c in five]) for five in combinations(seven, 5))
        assert value.strength == best_subset
        assert len(set(value.cards)) == 5 and set(value.cards) <= set(seven)
        # The five shown really make the hand claimed.
        assert strength_of([c.index for c in value.cards]) == value.strength


def test_showdown_best_five_flush_with_six_suited_takes_the_top_five() -> None:
    value = hand("Ah 9h 7h 3h 2h Kh Ac")
    assert codes(value) == "Ah Kh 9h 7h 3h"
    assert value.description == "a flush, ace high, king-nine-seven-three"


def test_showdown_best_five_straight_flush_beats_a_higher_straight_in_the_same_seven() -> None:
    value = hand("5h 4h 3h 2h Ah 6c 7d")
    assert value.category is Category.STRAIGHT_FLUSH
    assert codes(value) == "5h 4h 3h 2h Ah"


def test_showdown_best_five_two_trips_make_a_full_house() -> None:
    value = hand("Qs Qh Qd 5c 5s 5h 2d")
    assert value.description == "a full house, queens full of fives"
    assert codes(value) == "Qs Qh Qd 5s 5h"


def test_showdown_best_five_third_pair_gives_way_to_a_higher_kicker() -> None:
    value = hand("Kh Kd 7c 7s 2d 2h Ac")
    assert codes(value) == "Kh Kd 7s 7c Ac"
    assert value.description == "two pair, kings and sevens, ace kicker"


def test_showdown_best_five_third_pair_can_be_the_kicker() -> None:
    value = hand("Kh Kd 7c 7s 4d 4h 2c")
    assert codes(value) == "Kh Kd 7s 7c 4h"
    assert value.description == "two pair, kings and sevens, four kicker"


def test_showdown_best_five_works_before_the_river() -> None:
    flop = best_hand(parse_cards("Ah Ad"), parse_cards("As 7c 2d"))
    turn = best_hand(parse_cards("Ah Ad"), parse_cards("As 7c 2d 7h"))
    assert flop.category is Category.THREE_OF_A_KIND
    assert turn.description == "a full house, aces full of sevens"


# --- showdown.kicker ----------------------------------------------------------------


def test_showdown_kicker_decides_equal_pairs() -> None:
    board = parse_cards("Ah As 9c 6d 2s")
    king = best_hand(parse_cards("Kc 3d"), board)
    queen = best_hand(parse_cards("Qc 3h"), board)
    assert king > queen
    assert winners({2: queen, 5: king}) == [5]
    assert king.description == "one pair, aces, king-nine-six kickers"


def test_showdown_kicker_decides_equal_two_pair() -> None:
    board = parse_cards("Kc Kd 7h 7s 3c")
    assert best_hand(parse_cards("Ac 2d"), board) > best_hand(parse_cards("Qc 2h"), board)


def test_showdown_kicker_fifth_card_decides_high_card() -> None:
    assert hand("Ac Kd 9h 7s 4c") > hand("Ad Kc 9s 7h 3c")


def test_showdown_kicker_decides_flushes_card_by_card() -> None:
    assert hand("Ah Kh 9h 7h 3h") > hand("As Ks 9s 7s 2s")
    assert hand("Ah Kh 9h 7h 3h") < hand("As Ks Ts 3s 2s")


def test_showdown_kicker_identical_hands_tie() -> None:
    board = parse_cards("Kc Kd 7h 4s 2c")
    one = best_hand(parse_cards("Ah 9c"), board)
    two = best_hand(parse_cards("As 9d"), board)
    assert one == two and not one < two and not two < one
    assert one.cards != two.cards
    assert winners({0: one, 3: two, 7: best_hand(parse_cards("Qh Jh"), board)}) == [0, 3]


def test_showdown_kicker_sixth_and_seventh_cards_do_not_count() -> None:
    board = parse_cards("Ac Kd Qh Js 9c")
    assert best_hand(parse_cards("8d 2c"), board) == best_hand(parse_cards("3h 2d"), board)


def test_showdown_kicker_straights_tie_on_the_top_card() -> None:
    assert hand("9c 8d 7h 6s 5c") == hand("9d 8c 7s 6h 5d")


# --- categories and descriptions ----------------------------------------------------

DESCRIPTIONS = [
    ("As Ks Qs Js Ts", Category.STRAIGHT_FLUSH, "As Ks Qs Js Ts", "a royal flush"),
    ("9d 8d 7d 6d 5d", Category.STRAIGHT_FLUSH, "9d 8d 7d 6d 5d", "a straight flush, nine high"),
    ("5c 4c 3c 2c Ac", Category.STRAIGHT_FLUSH, "5c 4c 3c 2c Ac", "a straight flush, five high"),
    (
        "9s 9h 9d 9c Ks",
        Category.FOUR_OF_A_KIND,
        "9s 9h 9d 9c Ks",
        "four of a kind, nines, king kicker",
    ),
    (
        "Qs Qh Qd 5c 5s",
        Category.FULL_HOUSE,
        "Qs Qh Qd 5s 5c",
        "a full house, queens full of fives",
    ),
    ("6s 6h 6d 2c 2s", Category.FULL_HOUSE, "6s 6h 6d 2s 2c", "a full house, sixes full of twos"),
    (
        "Ah 9h 7h 3h 2h",
        Category.FLUSH,
        "Ah 9h 7h 3h 2h",
        "a flush, ace high, nine-seven-three-two",
    ),
    ("9c 8d 7h 6s 5c", Category.STRAIGHT, "9c 8d 7h 6s 5c", "a straight, nine high"),
    ("Ac Kd Qh Js Tc", Category.STRAIGHT, "Ac Kd Qh Js Tc", "a straight, ace high"),
    ("Ac 2d 3h 4s 5c", Category.STRAIGHT, "5c 4s 3h 2d Ac", "a straight, five high"),
    (
        "4s 4h 4d Ac Ks",
        Category.THREE_OF_A_KIND,
        "4s 4h 4d Ac Ks",
        "three of a kind, fours, ace-king kickers",
    ),
    (
        "Kh Kd 7c 7s Ac",
        Category.TWO_PAIR,
        "Kh Kd 7s 7c Ac",
        "two pair, kings and sevens, ace kicker",
    ),
    (
        "Jh Jd Kc Ts 4d",
        Category.ONE_PAIR,
        "Jh Jd Kc Ts 4d",
        "one pair, jacks, king-ten-four kickers",
    ),
    (
        "Ah Kd 9c 7s 3d",
        Category.HIGH_CARD,
        "Ah Kd 9c 7s 3d",
        "high card ace, king-nine-seven-three",
    ),
]


@pytest.mark.parametrize(("text", "category", "read", "words"), DESCRIPTIONS)
def test_description_for_every_category(
    text: str, category: Category, read: str, words: str
) -> None:
    value = hand(text)
    assert value.category is category
    assert codes(value) == read
    assert value.description == words
    assert str(value) == words


def test_descriptions_cover_every_category() -> None:
    assert {category for _, category, _, _ in DESCRIPTIONS} == set(Category)


def test_category_label_reads_as_words() -> None:
    assert Category.STRAIGHT_FLUSH.label == "straight flush"
    assert Category.TWO_PAIR.label == "two pair"


def test_categories_rank_in_order() -> None:
    by_strength = sorted(hand(text) for text, *_ in DESCRIPTIONS)
    categories = [v.category for v in by_strength]
    assert categories == sorted(categories)


# --- the wheel ----------------------------------------------------------------------


def test_wheel_reads_five_down_to_the_ace() -> None:
    value = hand("Ad 2c 3s 4h 5d 9c Kh")
    assert codes(value) == "5d 4h 3s 2c Ad"


def test_wheel_is_the_lowest_straight() -> None:
    wheel = hand("Ad 2c 3s 4h 5d")
    assert wheel < hand("2d 3c 4s 5h 6d")
    assert wheel > hand("Ac As Ad Kh Qc")


def test_six_high_straight_beats_the_wheel_in_the_same_seven() -> None:
    value = hand("Ad 2c 3s 4h 5d 6c Kh")
    assert codes(value) == "6c 5d 4h 3s 2c"


# --- strength, ordering and the fast path -------------------------------------------


def test_card_index_is_phevaluators_card_id() -> None:
    for card in FULL_DECK:
        assert PhCard(card.code).id_ == card.index


def test_strength_is_totally_ordered_and_ties_on_strength_only() -> None:
    a = hand("Ac Kd 9h 7s 4c")
    b = hand("Ad Kc 9s 7h 4d")
    assert a == b and hash(a) == hash(b) and a <= b and a >= b
    assert sorted([hand("As Ks Qs Js Ts"), a, hand("2c 2d 3h 4s 5c")])[0] == a


def test_royal_flush_is_the_strongest_and_seven_high_the_weakest() -> None:
    assert hand("As Ks Qs Js Ts").strength == 7462
    assert hand("7c 5d 4h 3s 2c").strength == 1


@pytest.mark.parametrize("count", [5, 6, 7])
def test_fast_path_matches_evaluate(count: int) -> None:
    rng = random.Random(count)
    for _ in range(500):
        cards = rng.sample(FULL_DECK, count)
        assert strength_of([c.index for c in cards]) == evaluate(cards).strength


def test_every_phevaluator_rank_has_a_shape() -> None:
    # 7462 classes, one per rank; the category sizes are the textbook ones.
    seen: Counter[Category] = Counter()
    shapes = hands_module._shapes()
    assert shapes[0] is None
    for shape in shapes[1:]:
        assert shape is not None
        seen[shape.category] += 1
    assert seen == {
        Category.STRAIGHT_FLUSH: 10,
        Category.FOUR_OF_A_KIND: 156,
        Category.FULL_HOUSE: 156,
        Category.FLUSH: 1277,
        Category.STRAIGHT: 10,
        Category.THREE_OF_A_KIND: 858,
        Category.TWO_PAIR: 858,
        Category.ONE_PAIR: 2860,
        Category.HIGH_CARD: 1277,
    }


@given(st.lists(st.sampled_from(FULL_DECK), min_size=7, max_size=7, unique=True), st.randoms())
def test_order_of_the_cards_given_does_not_matter(cards: list[Card], rnd: random.Random) -> None:
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    first, second = evaluate(cards), evaluate(shuffled)
    assert (first.strength, first.cards, first.description) == (
        second.strength,
        second.cards,
        second.description,
    )


# --- refused input ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "As", "As Kd Qh Jc", "As Kd Qh Jc Ts 9s 8s 7s"])
def test_wrong_number_of_cards_is_refused(text: str) -> None:
    with pytest.raises(EngineError, match="5 to 7 cards"):
        evaluate(parse_cards(text))


def test_duplicate_card_is_refused() -> None:
    cards = parse_cards("As Kd Qh Jc As", unique=False)
    with pytest.raises(CardError, match="twice"):
        evaluate(cards)
    with pytest.raises(ValueError):
        evaluate(parse_cards("As Kd Qh Jc Ts 9c Kd", unique=False))


def test_equal_card_objects_count_as_duplicates() -> None:
    with pytest.raises(CardError):
        evaluate([Card(12, 3), Card.parse("As"), *parse_cards("Kd Qh Jc")])


def test_non_cards_are_refused() -> None:
    with pytest.raises(EngineError, match="not a list of cards"):
        evaluate(["As", "Kd", "Qh", "Jc", "Ts"])  # type: ignore[list-item]


def test_best_hand_needs_two_hole_cards_and_a_dealt_board() -> None:
    with pytest.raises(EngineError, match="2 hole cards"):
        best_hand(parse_cards("As"), parse_cards("Kd Qh Jc Ts 9s"))
    with pytest.raises(EngineError, match="3 to 5 cards"):
        best_hand(parse_cards("As Ad"), parse_cards("Kd Qh"))
    with pytest.raises(CardError):
        best_hand(parse_cards("As Ad"), parse_cards("As Qh Jc"))


def test_winners_of_no_hands_is_nobody() -> None:
    assert winners({}) == []


# --- engine purity ------------------------------------------------------------------


def test_hands_imports_neither_pygame_nor_yaml() -> None:
    code = (
        "import sys, dealer_trainer.engine.hands as h;"
        "h.evaluate(h.FULL_DECK[:5]);"
        "print(sorted(m for m in ('pygame', 'yaml', 'pokerkit') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"
