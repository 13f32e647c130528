"""Low hands: rules `hilo.qualifier`, `hilo.omaha_low`, `hilo.stud_low`, `hilo.read` (the low's
name) and `razz.low`, with RULES.md's worked examples ("Hi-lo split", "Hands, showdown, award")."""

from __future__ import annotations

import pickle
import random
from itertools import combinations

import pytest

from dealer_trainer.engine.cards import FULL_DECK, parse_cards
from dealer_trainer.engine.errors import CardError, EngineError
from dealer_trainer.engine.hands import Category
from dealer_trainer.engine.lows import eight_low, low_of_five, omaha_low, razz_low


def low(text: str):  # type: ignore[no-untyped-def]
    return low_of_five(parse_cards(text))


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


def test_hilo_qualifier_lows_compare_card_by_card_from_the_top() -> None:
    assert low("7c 6d 5h 4s 3c") > low("8c 4d 3h 2s Ac")
    assert low("6c 4d 3h 2s Ac") > low("6c 5d 3h 2s Ad")
    wheel = low("5c 4d 3h 2s Ac")
    assert all(wheel > low_of_five(five) for five in _random_fives(300) if five != wheel)


def _random_fives(n: int) -> list:  # type: ignore[type-arg]
    rng = random.Random(8)
    return [rng.sample(FULL_DECK, 5) for _ in range(n)]


def test_hilo_qualifier_the_best_low_is_a_wheel_and_eight_seven_six_five_four_the_worst() -> None:
    assert low("5c 4d 3h 2s Ac").wheel and low("5c 4d 3h 2s Ac").qualifies
    worst = low("8c 7d 6h 5s 4c")
    assert worst.qualifies and worst.ranks == ("8", "7", "6", "5", "4")
    assert not low("9c 4d 3h 2s Ac").qualifies
    assert worst > low("9c 4d 3h 2s Ac")


def test_hilo_qualifier_straights_and_flushes_do_not_count_against_a_low() -> None:
    steel = low("5h 4h 3h 2h Ah")
    assert steel.qualifies and steel == low("5c 4d 3h 2s Ac")
    assert eight_low(parse_cards("8h 7h 6h 5h 4h")) == low("8c 7d 6s 5c 4d")


def test_hilo_qualifier_a_nine_or_only_four_low_ranks_is_no_low() -> None:
    assert eight_low(parse_cards("9c 4d 3h 2s Ac")) is None
    assert eight_low(parse_cards("8c 8d 3h 2s Ac")) is None
    assert eight_low(parse_cards("8c 8d 3h 2s Ac Kd 3c")) is None
    assert not low("8c 8d 3h 2s Ac").qualifies
    assert low("8c 8d 3h 2s Ac").category is Category.ONE_PAIR


def test_hilo_omaha_low_may_use_two_other_hole_cards_than_the_high() -> None:
    board = parse_cards("8h 6h 3c Kh 2d")
    value = omaha_low(parse_cards("Ah 4s Jc Jd"), board)
    assert value is not None and value.ranks == ("6", "4", "3", "2", "A")
    assert codes(value.cards) == ["6h", "4s", "3c", "2d", "Ah"]
    assert omaha_low(parse_cards("Qh Th 9c 9s"), board) is None


def test_hilo_omaha_low_is_exactly_two_hole_cards_and_three_board_cards() -> None:
    # Four low hole cards and a board with two low ranks: three hole cards would make a low.
    assert omaha_low(parse_cards("Ac 2c 3d 4d"), parse_cards("5h 6h Kc Qd Js")) is None
    # One low hole card and four low board cards: no low either.
    assert omaha_low(parse_cards("Ac Kc Kd Qd"), parse_cards("2h 3h 4c 5d Js")) is None
    # Two hole cards of one rank are not two low cards: A-A-K-Q with 2-3-4 makes no low.
    assert omaha_low(parse_cards("Ac Ad Kc Qd"), parse_cards("2h 3h 4c Ks Js")) is None
    value = omaha_low(parse_cards("Ac 2d Kc Qd"), parse_cards("2h 3h 4c 5s 6s"))
    assert value is not None and value.ranks == ("5", "4", "3", "2", "A")  # the 2 from the hole
    assert len(set(value.cards) & set(parse_cards("Ac 2d Kc Qd"))) == 2


def test_hilo_omaha_low_needs_three_different_low_ranks_on_the_board() -> None:
    assert omaha_low(parse_cards("Ac 2d 3c 4d"), parse_cards("5h 5s 6c Ks Qs")) is None
    assert omaha_low(parse_cards("Ac 2d 3c 4d"), parse_cards("5h 6s 7c")) is not None


def test_hilo_omaha_low_is_the_best_two_plus_three_by_brute_force() -> None:
    rng = random.Random(26)
    lows = 0
    for _ in range(1500):
        dealt = rng.sample(FULL_DECK, 9)
        hole, board = dealt[:4], dealt[4:]
        fives = [
            low_of_five([*h, *b]) for h in combinations(hole, 2) for b in combinations(board, 3)
        ]
        qualifying = [v for v in fives if v.qualifies]
        value = omaha_low(hole, board)
        if not qualifying:
            assert value is None
            continue
        lows += 1
        assert value == max(qualifying)
        assert low_of_five(value.cards) == value
        assert len(set(value.cards) & set(hole)) == 2
    assert lows > 200


def test_hilo_stud_low_any_five_of_seven_makes_the_low() -> None:
    value = eight_low(parse_cards("Kd 7c 2h 9s 4d Ac 3c"))
    assert value is not None and value.ranks == ("7", "4", "3", "2", "A")
    rng = random.Random(7)
    for _ in range(500):
        seven = rng.sample(FULL_DECK, 7)
        qualifying = [v for v in map(low_of_five, combinations(seven, 5)) if v.qualifies]
        assert eight_low(seven) == (max(qualifying) if qualifying else None)


def test_razz_low_pairs_count_against_a_hand() -> None:
    assert razz_low(parse_cards("7c 5d 4h 3s 2c Kd Kh")) > razz_low(parse_cards("7c 6d 4h 3s 2c"))
    value = razz_low(parse_cards("Kd Kh 9c 6s 4h 2c Ac"))
    assert value.ranks == ("9", "6", "4", "2", "A")
    assert value.naming == ("9", "6") and value.description.startswith("a nine-six low")
    assert sorted(codes(value.cards)) == ["2c", "4h", "6s", "9c", "Ac"]
    # Any five different ranks beat any pair; no qualifier: a king-high razz hand is a hand.
    assert razz_low(parse_cards("Kc Qd Jh Ts 9c")) > razz_low(parse_cards("Ac Ad 2h 3s 4c"))


def test_razz_low_fewer_than_five_ranks_play_their_pairs_as_low_as_possible() -> None:
    value = razz_low(parse_cards("2d 2h 3s 3h 4h 4c Ac"))
    assert value.category is Category.ONE_PAIR and value.ranks == ("2", "2", "4", "3", "A")
    two_pair = razz_low(parse_cards("Kd Kh Ks 4s 4h 4c Ac"))
    assert two_pair.category is Category.TWO_PAIR and two_pair.naming == ("K", "4")
    rng = random.Random(9)
    few = [c for c in FULL_DECK if c.rank_char in "A234"]
    for _ in range(300):
        seven = rng.sample(few, 7)
        assert razz_low(seven) == max(map(low_of_five, combinations(seven, 5)))


def test_hilo_read_names_a_low_by_its_two_highest_cards() -> None:
    board = parse_cards("8h 6h 2h Kc Jd")
    value = omaha_low(parse_cards("Ah 4h 9s 9c"), board)
    assert value is not None and value.naming == ("8", "6")
    assert value.description.startswith("an eight-six low")
    assert sorted(codes(value.cards)) == ["2h", "4h", "6h", "8h", "Ah"]
    wheel = low("5c 4d 3h 2s Ac")
    assert wheel.wheel and wheel.naming == ("5", "4") and "a wheel" in wheel.description


def test_hilo_qualifier_low_values_pickle_hash_and_compare_only_with_lows() -> None:
    value = low("6c 4d 3h 2s Ac")
    again = pickle.loads(pickle.dumps(value))
    assert again == value and hash(again) == hash(value) and again.cards == value.cards
    assert value != 5 and "six-four" in repr(value)
    with pytest.raises(TypeError):
        _ = value < 5  # type: ignore[operator]


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: low_of_five(parse_cards("Ac 2c 3c 4c")), EngineError),
        (lambda: eight_low(parse_cards("Ac 2c 3c 4c 5c 6c 7c 8c")), EngineError),
        (lambda: razz_low(parse_cards("Ac Ac 3c 4c 5c", unique=False)), CardError),
        (lambda: omaha_low(parse_cards("Ac 2c 3c"), parse_cards("4c 5c 6c")), EngineError),
        (lambda: omaha_low(parse_cards("Ac 2c 3c 4c"), parse_cards("4c 5c 6c")), CardError),
        (lambda: razz_low(["Ac", "2c", "3c", "4c", "5c"]), EngineError),
    ],
)
def test_hilo_qualifier_bad_cards_are_refused_with_a_clear_error(call, error) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error):
        call()
