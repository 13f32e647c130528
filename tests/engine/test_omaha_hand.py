"""Omaha's high hand: rules `omaha.hand`, `omaha.no_play_the_board` and `showdown.read_hand`
in Omaha, with RULES.md's worked examples ("Omaha, Seven Card Stud, Stud hi-lo and Razz")."""

from __future__ import annotations

import pickle
import random
from itertools import combinations

import pytest

from dealer_trainer.engine.cards import FULL_DECK, parse_cards
from dealer_trainer.engine.errors import CardError, EngineError
from dealer_trainer.engine.hands import Category, HandValue, best_hand, evaluate
from dealer_trainer.engine.omaha import OmahaValue, omaha_hand
from dealer_trainer.engine.reading import reading_of


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


def test_omaha_hand_one_suited_hole_card_makes_no_flush_and_four_board_cards_never_play() -> None:
    board, hole = parse_cards("5h 6h 7h 8h Kd"), parse_cards("Ah 2c 3c 4c")
    value = omaha_hand(hole, board)
    assert value.category is Category.STRAIGHT
    assert reading_of(value) == ("straight", ("7",))
    assert value.description == "a straight, seven high"
    assert codes(value.cards) == ["7h", "6h", "5h", "4c", "3c"]
    assert codes(value.hole_used) == ["4c", "3c"]
    assert codes(value.board_used) == ["7h", "6h", "5h"]
    # Hold'em's rule would give him the ace-high flush and the 8-high straight.
    assert best_hand(hole[:2], board).category is Category.FLUSH
    assert value < evaluate(parse_cards("4c 5h 6h 7h 8h"))


def test_omaha_hand_aces_full_of_kings_on_the_board_alone_is_not_allowed() -> None:
    board, hole = parse_cards("As Ad Ac Kh Kd"), parse_cards("Qh Qs Jc Jd")
    value = omaha_hand(hole, board)
    assert reading_of(value) == ("full-house", ("A", "Q"))
    assert value.description == "a full house, aces full of queens"
    assert sorted(codes(value.hole_used)) == ["Qh", "Qs"]
    assert sorted(codes(value.board_used)) == ["Ac", "Ad", "As"]
    assert value < evaluate(parse_cards("As Ad Ac Kh Kd"))


def test_omaha_hand_two_hole_cards_make_four_of_a_kind_with_three_on_the_board() -> None:
    value = omaha_hand(parse_cards("8c Kd Qd Js"), parse_cards("8s 8d 8h 5c 2d"))
    assert reading_of(value) == ("four-of-a-kind", ("8",))
    assert sorted(codes(value.hole_used)) == ["8c", "Kd"]
    assert sorted(codes(value.board_used)) == ["8d", "8h", "8s"]


def test_omaha_hand_hilo_examples_read_high_with_two_plus_three() -> None:
    board = parse_cards("8h 6h 3c Kh 2d")
    flush = omaha_hand(parse_cards("Qh Th 9c 9s"), board)
    assert reading_of(flush) == ("flush", ("K",))
    assert sorted(codes(flush.hole_used)) == ["Qh", "Th"]
    jacks = omaha_hand(parse_cards("Ah 4s Jc Jd"), board)
    assert reading_of(jacks) == ("pair", ("J",))
    assert sorted(codes(jacks.board_used)) == ["6h", "8h", "Kh"]
    assert flush > jacks
    ace_flush = omaha_hand(parse_cards("Ah 4h 9s 9c"), parse_cards("8h 6h 2h Kc Jd"))
    assert ace_flush.description.startswith("a flush, ace high")
    assert sorted(codes(ace_flush.hole_used)) == ["4h", "Ah"]


def test_omaha_no_play_the_board_a_royal_board_is_not_the_players_hand() -> None:
    board = parse_cards("As Ks Qs Js Ts")
    value = omaha_hand(parse_cards("2c 3d 4h 7c"), board)
    assert value.category is Category.HIGH_CARD
    assert len(value.hole_used) == 2 and len(value.board_used) == 3


def test_omaha_hand_is_the_best_two_plus_three_by_brute_force() -> None:
    rng = random.Random(25)
    for _ in range(400):
        dealt = rng.sample(FULL_DECK, 9)
        hole, board = dealt[:4], dealt[4:]
        best = max(
            evaluate([*h, *b]) for h in combinations(hole, 2) for b in combinations(board, 3)
        )
        value = omaha_hand(hole, board)
        assert value == best and value.strength == best.strength
        assert evaluate(value.cards) == value  # the five shown make the value
        assert len(value.hole_used) == 2 and set(value.hole_used) <= set(hole)
        assert len(value.board_used) == 3 and set(value.board_used) <= set(board)


def test_omaha_hand_before_the_river_is_the_hand_so_far() -> None:
    rng = random.Random(4)
    for size in (3, 4):
        for _ in range(100):
            dealt = rng.sample(FULL_DECK, 4 + size)
            hole, board = dealt[:4], dealt[4:]
            best = max(
                evaluate([*h, *b]) for h in combinations(hole, 2) for b in combinations(board, 3)
            )
            assert omaha_hand(hole, board) == best


def test_omaha_hand_value_is_a_hand_value_that_pickles_with_its_hole_cards() -> None:
    value = omaha_hand(parse_cards("Qh Qs Jc Jd"), parse_cards("As Ad Ac Kh Kd"))
    assert isinstance(value, HandValue)
    again = pickle.loads(pickle.dumps(value))
    assert isinstance(again, OmahaValue)
    assert again == value and again.cards == value.cards and again.hole_used == value.hole_used
    assert hash(again) == hash(value)
    assert "FULL_HOUSE" in repr(value)


@pytest.mark.parametrize(
    ("hole", "board", "error"),
    [
        ("Ah Kh", "2c 3c 4c 5c 6c", EngineError),
        ("Ah Kh Qh Jh Th", "2c 3c 4c", EngineError),
        ("Ah Kh Qh Jh", "2c 3c", EngineError),
        ("Ah Kh Qh Jh", "2c 3c 4c 5c 6c 7c", EngineError),
        ("Ah Kh Qh Jh", "Ah 3c 4c", CardError),
        ("Ah Kh Qh Jh", "2c 3c 4c 5c Jh", CardError),
        ("Ah Kh Qh Qh", "2c 3c 4c 5c 6c", CardError),
    ],
)
def test_omaha_hand_refuses_a_wrong_count_or_a_card_twice(
    hole: str, board: str, error: type[Exception]
) -> None:
    with pytest.raises(error):
        omaha_hand(parse_cards(hole), parse_cards(board, unique=False))


def test_omaha_hand_refuses_things_that_are_not_cards() -> None:
    with pytest.raises(EngineError):
        omaha_hand(["Ah", "Kh", "Qh", "Jh"], parse_cards("2c 3c 4c"))  # type: ignore[list-item]
    with pytest.raises(EngineError):
        omaha_hand(["Ah", "Kh", "Qh", "Jh"], parse_cards("2c 3c 4c 5c 6c"))  # type: ignore[list-item]
    with pytest.raises(EngineError):
        omaha_hand(parse_cards("Ah Kh Qh Jh"), 5)  # type: ignore[arg-type]


def test_showdown_read_hand_in_omaha_is_said_by_the_holdem_words() -> None:
    from dealer_trainer.arbiter.hand_words import HandWords

    straight = omaha_hand(parse_cards("Ah 2c 3c 4c"), parse_cards("5h 6h 7h 8h Kd"))
    assert HandWords.of(straight).words("en") == "a straight, seven high"
    boat = omaha_hand(parse_cards("Qh Qs Jc Jd"), parse_cards("As Ad Ac Kh Kd"))
    assert HandWords.of(boat).words("en") == "a full house, aces full of queens"
    assert HandWords.of(boat).words("ro") != HandWords.of(boat).words("en")
