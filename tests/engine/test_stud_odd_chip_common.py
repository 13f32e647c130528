"""stud.odd_chip with a common card (stud.common_card): the common card plays in every hand
(stud.hand), so the five a player plays may hold it. `tda` (20-B) gives the odd chip to "the
high card by suit in the player's 5-card winning hand", the common card included; `roberts`
(Ties 5(b)) to the highest card by suit of all the cards, for low to the lowest (the common
card, shared, passes the choice to the next card). `seeds` takes Robert's.

Eight players reach seventh street (stud.short_stub: the common card); two tie with the
wheel A-2-3-4-5, the common A-spade in each: seat 1 holds 2c 3d 4h 5c
and Kd Qd, seat 2 2d 3c 4s 5d and Kc Jc. `tda`: the fives are As 5c 4h 3d 2c and As 5d 4s 3c 2d:
the 5d passes the As and wins the odd chip for seat 2. `roberts`: Kd beats Kc among all the
cards: seat 1. (Read without the common card, each player's six would make a king-high hand,
whose Kd would give the chip to seat 1 under `tda` too.) In stud hi-lo both also tie for low:
the low half's odd chip goes `tda` by the high card of the five (the 5d: seat 2), `roberts` by
the lowest card of all (the As is shared; the 2c: seat 1)."""

from __future__ import annotations

import pytest
from test_stud_common_card import to_seventh

from dealer_trainer.engine.cards import FULL_DECK, parse_cards
from dealer_trainer.engine.config import Street
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.stud import odd_chip_order
from dealer_trainer.engine.stud_hands import razz_hand, stud_high, stud_low
from dealer_trainer.engine.variant import Variant

# seats 1 and 2's cards in the order dealt (two down, the door card, fourth to sixth street)
ONE = parse_cards("2c 3d Kd Qd 4h 5c")
TWO = parse_cards("2d 3c Kc Jc 4s 5d")
COMMON = parse_cards("As")[0]
ODD_CHIP = {HouseRules.TDA: 2, HouseRules.ROBERTS: 1, HouseRules.SEEDS: 1}
LOW_ODD_CHIP = {HouseRules.TDA: 2, HouseRules.ROBERTS: 1, HouseRules.SEEDS: 1}


def deck() -> list[str]:
    """Eight players to sixth street (stud.short_stub: 8 x 6 + 3 burns leave one card, the
    As): seats 1 and 2 get ONE and TWO, seats 3 to 8 and the burns the rest in deck order."""
    rest = iter(c for c in FULL_DECK if c not in (*ONE, *TWO, COMMON))
    out: list[str] = []
    for k in range(6):
        if k >= 3:
            out.append(next(rest).code)  # the burn before fourth, fifth, sixth street
        out += [ONE[k].code, TWO[k].code, *(next(rest).code for _ in range(6))]
    return [*out, COMMON.code]


def to_the_showdown(house: HouseRules, variant: Variant = Variant.STUD) -> Hand:
    """Everyone checks or calls to seventh street (test_stud_common_card's); the burns back
    into the stub with its last card, shuffled (the As second), cut, a burn, the As turned as
    the common card; seventh street's round checked through, seats 1 and 2 shown."""
    h = to_seventh(house, " ".join(deck()), variant)
    assert h.zones.stub == [COMMON]
    h.return_to_stub(["burns"])
    h.shuffle([h.zones.stub[1], COMMON])
    h.cut(0)
    h.burn()
    h.common_card()
    assert h.zones.board == [COMMON]
    h.open_street(Street.SEVENTH)
    while (seat := h.to_act()) is not None:
        h.act(Decision(seat, ActionKind.CHECK))
    h.show_down([1, 2])
    return h


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_odd_chip_common_card_in_the_five_played_by_preset(house: HouseRules) -> None:
    h = to_the_showdown(house)
    one, two = (stud_high([c.card for c in h.zones.hole[s]], [COMMON]) for s in (1, 2))
    assert one == two and COMMON in one.cards  # the wheel, each with the common As
    first = ODD_CHIP[house]
    assert odd_chip_order(h, [1, 2]) == [first, 3 - first]
    assert odd_chip_order(h, [2, 1]) == [first, 3 - first]


@pytest.mark.parametrize("house", list(HouseRules))
def test_hilo_stud_low_odd_chip_common_card_in_the_low_five_by_preset(house: HouseRules) -> None:
    h = to_the_showdown(house, Variant.STUD_HILO)
    one, two = (stud_low([c.card for c in h.zones.hole[s]], [COMMON]) for s in (1, 2))
    assert one is not None and one == two and COMMON in one.cards  # both the wheel, for low
    assert odd_chip_order(h, [1, 2]) == [ODD_CHIP[house], 3 - ODD_CHIP[house]]
    low = LOW_ODD_CHIP[house]
    assert odd_chip_order(h, [1, 2], low=True) == [low, 3 - low]


@pytest.mark.parametrize("house", list(HouseRules))
def test_razz_odd_chip_common_card_in_the_five_played_by_preset(house: HouseRules) -> None:
    """Razz: both play the wheel with the common As; `tda` the high card of the five (5d:
    seat 2), `roberts` the lowest card of all (As shared, then 2c: seat 1)."""
    h = to_the_showdown(house, Variant.RAZZ)
    one, two = (razz_hand([c.card for c in h.zones.hole[s]], [COMMON]) for s in (1, 2))
    assert one == two and one.wheel
    low = LOW_ODD_CHIP[house]
    assert odd_chip_order(h, [1, 2]) == [low, 3 - low]
