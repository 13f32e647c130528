"""The stud games' hands through their game rows (`variant.row(v).high` / `.low`): rules
`stud.hand`, `hilo.stud_low` and `razz.low`, with RULES.md's examples, and PokerKit's
`StandardHighHand`, `EightOrBetterLowHand` and `RegularLowHand` ordering random seven-card
hands (with and without a common card) as the rows do."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from pk_hands import any_fives, best_entry, entry_order, sign
from pokerkit import EightOrBetterLowHand, RegularLowHand, StandardHighHand

from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.hands import Category
from dealer_trainer.engine.lows import LowValue
from dealer_trainer.engine.variant import Variant, row

STUD, HILO, RAZZ = row(Variant.STUD), row(Variant.STUD_HILO), row(Variant.RAZZ)


def test_stud_hand_the_best_five_of_seven_cards() -> None:
    assert STUD.high is not None and HILO.high is STUD.high
    value = STUD.high(parse_cards("9c 8d 2s 7h 6c 5s Kd"), ())
    assert value.category is Category.STRAIGHT and value.description.startswith("a straight")
    assert [c.code for c in value.cards] == ["9c", "8d", "7h", "6c", "5s"]
    # With a common card: six of the seat's own and the common one (stud.common_card).
    common = STUD.high(parse_cards("Ah Ad 4c 7s 9h 2d"), parse_cards("Ac"))
    assert common.category is Category.THREE_OF_A_KIND


def test_stud_hand_refuses_counts_no_stud_hand_has() -> None:
    assert STUD.high is not None
    with pytest.raises(EngineError, match="5 to 7 cards"):
        STUD.high(parse_cards("Ah Ad 4c 7s"), ())
    with pytest.raises(EngineError, match="5 to 7 cards"):
        STUD.high(parse_cards("Ah Ad 4c 7s 9h 2d 3d"), parse_cards("Ac"))
    with pytest.raises(EngineError, match="at most one common card"):
        STUD.high(parse_cards("Ah Ad 4c 7s 9h"), parse_cards("Ac Kc"))


def test_hilo_stud_low_any_five_of_seven_is_the_stud_hilo_rows_low() -> None:
    assert HILO.hilo and HILO.low is not None and STUD.low is None
    low = HILO.low(parse_cards("Kd 7c 2h 9s 4d Ac 3c"), ())
    assert low is not None and low.ranks == ("7", "4", "3", "2", "A")
    assert HILO.low(parse_cards("Kd 9c 2h 9s 4d Ac 3c"), ()) is None
    # The same five may make the high and the low: a wheel.
    cards = parse_cards("5c 4d 3h 2s Ac Kd Kh")
    assert HILO.high is not None and HILO.high(cards, ()).category is Category.STRAIGHT
    wheel = HILO.low(cards, ())
    assert wheel is not None and wheel.wheel


def test_razz_low_is_the_razz_rows_hand_with_no_high_and_no_qualifier() -> None:
    assert RAZZ.high is None and RAZZ.low is not None and not RAZZ.hilo
    value = RAZZ.low(parse_cards("Kd Kh 9c 6s 4h 2c Ac"), ())
    assert value is not None and value.ranks == ("9", "6", "4", "2", "A")
    king = RAZZ.low(parse_cards("Kc Qd Jh Ts 9c Ks Qs"), ())
    assert king is not None and king.ranks == ("K", "Q", "J", "T", "9")


def _pk_order(lookup: object, a: list[Card], b: list[Card], *, low: bool) -> int:
    ea, eb = (best_entry(lookup, any_fives(x), low=low) for x in (a, b))  # type: ignore[arg-type]
    return entry_order(ea, eb, low=low)


def _low_order(a: LowValue | None, b: LowValue | None) -> int:
    if a is None or b is None:
        return (a is not None) - (b is not None)
    return sign(a.strength - b.strength)


def _compare(
    rng: random.Random, deck: list[Card], pairs: int, seen: Counter[str]
) -> None:
    """`pairs` random pairs of hands from `deck`, seven cards each or six and a common card:
    the rows order them as PokerKit's lookups do, high, stud hi-lo low and razz."""
    assert STUD.high is not None and HILO.low is not None and RAZZ.low is not None
    for n in range(pairs):
        dealt = rng.sample(deck, 14 if n % 2 else 13)
        if n % 2:  # seven cards each
            a, b, common = dealt[:7], dealt[7:], []
        else:  # six each and a common card
            a, b, common = dealt[:6], dealt[6:12], dealt[12:]
        fa, fb = [*a, *common], [*b, *common]
        high = sign(STUD.high(a, common).strength - STUD.high(b, common).strength)
        assert high == _pk_order(StandardHighHand.lookup, fa, fb, low=False), (fa, fb)
        low = _low_order(HILO.low(a, common), HILO.low(b, common))
        assert low == _pk_order(EightOrBetterLowHand.lookup, fa, fb, low=True), (fa, fb)
        razz = _low_order(RAZZ.low(a, common), RAZZ.low(b, common))
        assert razz == _pk_order(RegularLowHand.lookup, fa, fb, low=True), (fa, fb)
        seen["low"] += HILO.low(a, common) is not None
        seen["high tie"] += high == 0
        seen["razz tie"] += razz == 0


def test_oracle_stud_rows_order_random_seven_card_hands_as_pokerkit() -> None:
    seen: Counter[str] = Counter()
    _compare(random.Random(2026), list(FULL_DECK), 3_000, seen)
    assert seen["low"] > 400
    # Few ranks: paired razz hands, ties both ways.
    few = [c for c in FULL_DECK if c.rank_char in "A2345K"]
    _compare(random.Random(2027), few, 600, seen)
    assert seen["razz tie"] > 20 and seen["high tie"] > 20
