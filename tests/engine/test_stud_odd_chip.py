"""stud.odd_chip through the engine's own order (`engine.stud.odd_chip_order`), in every preset:
two players dealt to seventh street and shown down, the odd chip by their cards. `roberts` (and
`seeds`): the highest card by suit of all seven for high, the lowest for low and razz (Ties
5(b)); `tda`: the high card by suit among the five played, for high, low and razz alike (20-B).
A common card passing the choice on to the next card: test_stud_odd_chip_common.py."""

from __future__ import annotations

import pytest
from test_stud_common_card import check_and_call
from test_stud_engine import dealt, table

from dealer_trainer.engine.cards import FULL_DECK, parse_cards
from dealer_trainer.engine.config import Street
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hilo import hilo_split
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.stud import odd_chip_order, split_shares
from dealer_trainer.engine.variant import Variant

STREETS = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)


def shown(house: HouseRules, variant: Variant, one: str, two: str) -> Hand:
    """Seats 1 and 2 get `one` and `two` in the order dealt (two down, the door card, fourth to
    seventh street), the burns from the rest of the deck; checks and calls to the showdown."""
    a, b = list(parse_cards(one)), list(parse_cards(two))
    rest = iter(c for c in FULL_DECK if c not in (*a, *b))
    order = []
    for k in range(7):
        if k >= 3:
            order.append(next(rest))  # the burn before fourth to seventh street
        order += [a[k], b[k]]
    h = dealt(table(variant=variant, house=house, stacks={1: 1000, 2: 1000}),
              " ".join(c.code for c in [*order, *rest]))
    check_and_call(h, STREETS)
    h.show_down([1, 2])
    assert [[c.card for c in h.zones.hole[s]] for s in (1, 2)] == [a, b]
    return h


# Two tie with 9-8-7-6-5 (a straight). Seat 1 has the As outside his five, his nine is 9h;
# seat 2's nine is 9s: roberts to seat 1 (the As is the highest card of all fourteen), tda to
# seat 2 (9s beats 9h among the cards played). Stud; in stud hi-lo the high half alike.
HIGH_ONE, HIGH_TWO = "9h 8c 7d 6c 5d As 2c", "9s 8d 7c 6d 5c 3d 2d"
HIGH_FIRST = {HouseRules.ROBERTS: 1, HouseRules.SEEDS: 1, HouseRules.TDA: 2}


@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD_HILO])
@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_odd_chip_roberts_high_card_by_suit_of_all_seven_tda_of_the_five_played(
        house: HouseRules, variant: Variant) -> None:
    h = shown(house, variant, HIGH_ONE, HIGH_TWO)
    first = HIGH_FIRST[house]
    assert odd_chip_order(h, [1, 2]) == odd_chip_order(h, [2, 1]) == [first, 3 - first]
    assert split_shares(h, 101, [1, 2]) == {first: 51, 3 - first: 50}
    assert hilo_split(101, odd_chip_order(h, [1, 2])).high == {first: 51, 3 - first: 50}


# Razz, two 7-5-4-3-2: roberts to the lowest card by suit among the seven (seat 2's 2c, a
# card of his pair of deuces, beats seat 1's 2d); tda to the higher card by suit among the
# five played (7s over 7h). (No hand holding an ace can play 7-5-4-3-2 in razz, so the
# deuces stand for the book's A-clubs and A-diamonds.)
RAZZ_ONE, RAZZ_TWO = "7s 5c 4d 3h 2d Kd Qd", "7h 5d 4c 3c 2h 2c Qc"
RAZZ_FIRST = {HouseRules.ROBERTS: 2, HouseRules.SEEDS: 2, HouseRules.TDA: 1}
# In the tda five of a low hand the ace is low: the seven is the high card, not the ace (7d
# over 7c, though seat 2's As would beat the Ac); roberts: the Ac is the lowest card of all.
ACE_ONE, ACE_TWO = "7d 5c 4d 3h Ac Kd Kh", "7c 5d 4c 3c As Qd Qh"


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_odd_chip_razz_roberts_lowest_card_by_suit_tda_the_high_card_of_the_five(
        house: HouseRules) -> None:
    h = shown(house, Variant.RAZZ, RAZZ_ONE, RAZZ_TWO)
    first = RAZZ_FIRST[house]
    assert odd_chip_order(h, [1, 2]) == odd_chip_order(h, [2, 1]) == [first, 3 - first]
    assert odd_chip_order(shown(house, Variant.RAZZ, ACE_ONE, ACE_TWO), [2, 1]) == [1, 2]


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_odd_chip_hilo_low_half_as_razz(house: HouseRules) -> None:
    """The low half of stud hi-lo goes as razz does (Stud HL 10; 20-B): the same seven cards."""
    h = shown(house, Variant.STUD_HILO, RAZZ_ONE, RAZZ_TWO)
    first = RAZZ_FIRST[house]
    assert odd_chip_order(h, [1, 2], low=True) == [first, 3 - first]
