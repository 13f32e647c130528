"""HandValue is a tuple underneath (cheap to make); it still behaves as a value."""

from __future__ import annotations

import copy
import pickle

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.hands import Category, evaluate


def hand(text: str):
    return evaluate(parse_cards(text))


def test_compares_hashes_and_ties_on_strength_alone():
    a = hand("Ah Kh 7c 7d 2s 3c 9d")
    b = hand("As Kd 7h 7s 2c 3d 9c")  # the same hand in other suits
    c = hand("Ah Ad 7c 7d 2s 3c 9d")
    assert a == b and hash(a) == hash(b) and a is not b
    assert c > a and a < c and a <= b and b >= a and a != c
    assert len({a, b, c}) == 2
    assert max([a, c]) is c
    assert (a == "x") is False and a != "x"


def test_the_playing_cards_and_words_are_worked_out_when_asked():
    v = hand("Ah Kh 7c 7d 2s 3c 9d")
    assert v.category is Category.ONE_PAIR
    assert [c.code for c in v.cards] == ["7d", "7c", "Ah", "Kh", "9d"]
    assert v.description == "one pair, sevens, ace-king-nine kickers"
    assert str(v) == v.description and "ONE_PAIR" in repr(v)
    flush = hand("Ah 2h 7h 9h Kh Qh 3c")
    assert [c.code for c in flush.cards] == ["Ah", "Kh", "Qh", "9h", "7h"]


def test_copies_and_pickles_are_the_same_value():
    v = hand("5c 4d 3h 2s Ac Kd Qh")  # a wheel
    assert copy.deepcopy(v) is v and copy.copy(v) is v
    w = pickle.loads(pickle.dumps(v))
    assert w == v and w.cards == v.cards and w.description == v.description


def test_seven_cards_take_the_quick_path_with_the_same_checks():
    import pytest

    from dealer_trainer.engine.cards import Card
    from dealer_trainer.engine.errors import CardError, EngineError

    with pytest.raises(CardError, match="twice"):  # an equal card made apart is the same card
        evaluate([Card(12, 3), Card.parse("As"), *parse_cards("Kd Qh Jc 2c 3c")])
    with pytest.raises(EngineError, match="not a list of cards"):
        evaluate(["As", "Kd", "Qh", "Jc", "Ts", "2c", "3c"])  # type: ignore[list-item]
    seven = parse_cards("Ah Kh 7c 7d 2s 3c 9d")
    for n in (5, 6, 7):  # every path keeps the same cards in its value
        v = evaluate(seven[:n])
        assert sorted(c.code for c in pickle.loads(pickle.dumps(v)).cards) == sorted(
            c.code for c in v.cards)
        assert set(v.cards) <= set(seven[:n])
    assert evaluate(seven) == evaluate(tuple(reversed(seven))) == evaluate(iter(seven))
