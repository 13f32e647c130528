"""PokerKit as an independent oracle for `omaha.hand`, `hilo.omaha_low`, `hilo.stud_low` and
`razz.low`: its `OmahaHoldemHand`, `OmahaEightOrBetterLowHand`, `EightOrBetterLowHand` and
`RegularLowHand` (FixedLimitRazz's hand type) order random hands as we do.

The many hands go through `pk_hands` (PokerKit's own lookup, memoised, over the same
combinations its hands try); a smaller sample goes through `from_game` itself. None of
RULES.md's oracle gaps touch hand values, so PokerKit is the oracle for all of them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from pk_hands import any_fives, best_entry, entry_order, omaha_fives, pk_cards, sign
from pokerkit import (
    EightOrBetterLowHand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
)
from pokerkit.lookups import Lookup

from dealer_trainer.engine.cards import FULL_DECK, Card
from dealer_trainer.engine.hands import evaluate
from dealer_trainer.engine.lows import LowValue, eight_low, low_of_five, omaha_low, razz_low
from dealer_trainer.engine.omaha import omaha_hand

OMAHA_HIGH = OmahaHoldemHand.lookup
EIGHT = EightOrBetterLowHand.lookup
RAZZ = RegularLowHand.lookup
LOW_DECK = [c for c in FULL_DECK if c.rank_char in "A2345678"]


def order(a: LowValue | None, b: LowValue | None) -> int:
    if a is None or b is None:
        return (a is not None) - (b is not None)
    return sign(a.strength - b.strength)


def shared_boards(
    rng: random.Random,
    deck: Sequence[Card],
    pairs: int,
    ours: Callable,  # type: ignore[type-arg]
    theirs: Callable,  # type: ignore[type-arg]
    *,
    low: bool,
) -> Counter[str]:
    """Two Omaha hands on one board, `pairs` times: ours and PokerKit's say the same of them."""
    seen: Counter[str] = Counter()
    for _ in range(pairs):
        dealt = rng.sample(deck, 13)
        board = dealt[8:]
        a, b = ours(dealt[:4], board), ours(dealt[4:8], board)
        pa, pb = theirs(dealt[:4], board), theirs(dealt[4:8], board)
        said = order(a, b) if low else sign(a.strength - b.strength)
        assert said == entry_order(pa, pb, low=low), (dealt, a, b)
        seen[{1: "first", 0: "tie", -1: "second"}[said]] += 1
        seen["none"] += (a is None) + (b is None)
    return seen


def pk_omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> object:
    return best_entry(OMAHA_HIGH, omaha_fives(hole, board), low=False)


def pk_omaha_low(hole: Sequence[Card], board: Sequence[Card]) -> object:
    return best_entry(EIGHT, omaha_fives(hole, board), low=True)


def test_oracle_omaha_hand_agrees_with_pokerkit_on_shared_boards() -> None:
    seen = shared_boards(random.Random(25), FULL_DECK, 4_000, omaha_hand, pk_omaha_high, low=False)
    assert seen["tie"] > 20 and seen["first"] > 1500 and seen["second"] > 1500
    # A deck of two suits makes flushes, full houses and quads common.
    two_suits = [c for c in FULL_DECK if c.suit_char in "hs"]
    shared_boards(random.Random(2), two_suits, 1_000, omaha_hand, pk_omaha_high, low=False)


def test_oracle_omaha_hand_names_and_shows_what_pokerkit_finds() -> None:
    rng = random.Random(9)
    for _ in range(300):
        dealt = rng.sample(FULL_DECK, 9)
        hole, board = dealt[:4], dealt[4:]
        real = OmahaHoldemHand.from_game(pk_cards(hole), pk_cards(board))
        assert real.entry == pk_omaha_high(hole, board)
        ours = omaha_hand(hole, board)
        assert ours.category.label == real.entry.label.value.lower()
        # Our five are, to PokerKit too, a best two plus three.
        assert OMAHA_HIGH.get_entry(pk_cards(ours.cards)) == real.entry
        assert evaluate(ours.cards) == ours


def test_oracle_hilo_omaha_low_agrees_with_pokerkit_on_shared_boards() -> None:
    seen = shared_boards(random.Random(8), FULL_DECK, 4_000, omaha_low, pk_omaha_low, low=True)
    assert seen["none"] > 1300 and seen["first"] > 600
    # Low cards only: a low nearly every time, and many ties and counterfeits.
    rich = shared_boards(random.Random(80), LOW_DECK, 1_500, omaha_low, pk_omaha_low, low=True)
    assert rich["tie"] > 100


def test_oracle_hilo_omaha_low_matches_pokerkit_from_game() -> None:
    rng = random.Random(88)
    for _ in range(300):
        dealt = rng.sample(LOW_DECK if rng.random() < 0.5 else FULL_DECK, 9)
        hole, board = dealt[:4], dealt[4:]
        ours = omaha_low(hole, board)
        try:
            real = OmahaEightOrBetterLowHand.from_game(pk_cards(hole), pk_cards(board))
        except ValueError:  # PokerKit: no low can be formed
            assert ours is None and pk_omaha_low(hole, board) is None
            continue
        assert ours is not None and real.entry == pk_omaha_low(hole, board)
        assert EIGHT.get_entry(pk_cards(ours.cards)) == real.entry


def seven_card_pairs(
    rng: random.Random,
    deck: Sequence[Card],
    pairs: int,
    ours: Callable,  # type: ignore[type-arg]
    lookup: Lookup,
) -> Counter[str]:
    """Two independent seven-card hands, `pairs` times, compared as lows."""
    seen: Counter[str] = Counter()
    for _ in range(pairs):
        a, b = rng.sample(deck, 7), rng.sample(deck, 7)
        ea, eb = (best_entry(lookup, any_fives(x), low=True) for x in (a, b))
        said = order(ours(a), ours(b))
        assert said == entry_order(ea, eb, low=True), (a, b)
        seen[{1: "first", 0: "tie", -1: "second"}[said]] += 1
    return seen


def test_oracle_hilo_stud_low_agrees_with_pokerkit_eight_or_better() -> None:
    seen = seven_card_pairs(random.Random(26), FULL_DECK, 5_000, eight_low, EIGHT)
    assert seen["first"] > 700 and seen["second"] > 700
    rich = seven_card_pairs(random.Random(27), LOW_DECK, 2_000, eight_low, EIGHT)
    assert rich["tie"] > 50


def test_oracle_razz_low_agrees_with_pokerkit_regular_low() -> None:
    seven_card_pairs(random.Random(7), FULL_DECK, 3_000, razz_low, RAZZ)
    # Few ranks: paired, two-paired and trip razz hands.
    few = [c for c in FULL_DECK if c.rank_char in "A2345K"]
    seen = seven_card_pairs(random.Random(70), few, 1_500, razz_low, RAZZ)
    assert seen["tie"] > 50


def test_oracle_stud_and_razz_lows_match_pokerkit_from_game() -> None:
    rng = random.Random(77)
    for _ in range(300):
        seven = rng.sample(LOW_DECK if rng.random() < 0.5 else FULL_DECK, 7)
        razz = RegularLowHand.from_game(pk_cards(seven))
        assert razz.entry == best_entry(RAZZ, any_fives(seven), low=True)
        assert RAZZ.get_entry(pk_cards(razz_low(seven).cards)) == razz.entry
        ours = eight_low(seven)
        try:
            real = EightOrBetterLowHand.from_game(pk_cards(seven))
        except ValueError:
            assert ours is None
            continue
        assert ours is not None and EIGHT.get_entry(pk_cards(ours.cards)) == real.entry


def test_oracle_hilo_qualifier_five_cards_qualify_exactly_where_pokerkit_has_a_low() -> None:
    rng = random.Random(5)
    for _ in range(3_000):
        five = rng.sample(LOW_DECK if rng.random() < 0.5 else FULL_DECK, 5)
        value = low_of_five(five)
        assert value.qualifies == EIGHT.has_entry(pk_cards(five)), five
