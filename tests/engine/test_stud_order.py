"""The order of the stud games (engine/stud_order.py): rules `stud.no_button`, `stud.bring_in`,
`razz.bring_in`, `stud.first_to_act`, `razz.first_to_act` and `stud.open_pair`, with RULES.md's
worked examples, in each preset where presets differ (the tie for first to act)."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.preset import PRESETS, HouseRules
from dealer_trainer.engine.stud_order import (
    bring_in,
    deal_order,
    first_to_act,
    high_board,
    low_board,
    open_pair,
    order_from,
    pairs_showing,
    razz_bring_in,
    razz_first_to_act,
    stud_bring_in,
    stud_first_to_act,
    with_common,
)

HOUSES = list(HouseRules)


def doors(**seats: str) -> dict[int, Card]:
    return {int(k[1:]): Card.parse(v) for k, v in seats.items()}


def boards(**seats: str) -> dict[int, tuple[Card, ...]]:
    return {int(k[1:]): parse_cards(v) for k, v in seats.items()}


def by_suit(house: HouseRules) -> bool:
    return PRESETS[house].stud_first_tie_by_suit


def test_stud_no_button_the_deal_order_is_rising_seat_number_from_the_dealer() -> None:
    assert deal_order([7, 2, 5, 2]) == (2, 5, 7)
    assert order_from([2, 5, 7, 8], 7) == (7, 8, 2, 5)
    assert order_from([3], 3) == (3,)
    with pytest.raises(EngineError, match="seat 4"):
        order_from([2, 5], 4)


@pytest.mark.parametrize("variant", ["stud", "stud-hilo"])
def test_stud_bring_in_lowest_door_card_ties_by_suit_clubs_lowest(variant: str) -> None:
    # RULES.md: door cards 2d, 2c, 5h: 2c brings in. Ac, 3d, 9s: 3d (the ace counts high).
    assert bring_in(variant, doors(s1="2d", s2="2c", s3="5h")) == 2
    assert bring_in(variant, doors(s1="Ac", s2="3d", s3="9s")) == 2
    # Every suit ranked: clubs, diamonds, hearts, spades from low to high.
    assert stud_bring_in(doors(s1="4s", s2="4h", s3="4d", s4="4c")) == 4
    assert stud_bring_in(doors(s1="4s", s2="4h", s3="4d")) == 3
    assert stud_bring_in(doors(s1="4s", s2="4h")) == 2
    # A lower rank beats any suit; an ace is never the low card beside a king.
    assert stud_bring_in(doors(s3="3s", s6="4c", s8="Ac")) == 3
    assert stud_bring_in(doors(s3="Ac", s6="Kd")) == 6


def test_razz_bring_in_highest_door_card_aces_low_ties_by_suit_spades_highest() -> None:
    # RULES.md: door cards Kc, Ks, Ah: Ks. Qh, Jd, Ac: Qh.
    assert bring_in("razz", doors(s1="Kc", s2="Ks", s3="Ah")) == 2
    assert bring_in("razz", doors(s1="Qh", s2="Jd", s3="Ac")) == 1
    assert razz_bring_in(doors(s2="Ac", s4="2c")) == 4  # the ace is the lowest card
    assert razz_bring_in(doors(s2="9c", s4="9d", s5="9h")) == 5
    # The same door cards bring in another seat in stud.
    assert bring_in("stud", doors(s1="Kc", s2="Ks", s3="Ah")) == 1


def test_stud_bring_in_refuses_what_is_not_a_stud_deal() -> None:
    with pytest.raises(EngineError, match="not a stud game"):
        bring_in("holdem", doors(s1="2c"))
    with pytest.raises(EngineError, match="no door cards"):
        stud_bring_in({})
    with pytest.raises(EngineError, match="no boards"):
        razz_first_to_act({})
    with pytest.raises(EngineError, match="1 to 5 upcards"):
        high_board(parse_cards("2c 3c 4c 5c 6c 7c"))
    with pytest.raises(EngineError, match="1 to 5 upcards"):
        low_board(())


@pytest.mark.parametrize("house", HOUSES)
def test_stud_first_to_act_tied_boards_by_position_or_by_suit(house: HouseRules) -> None:
    # RULES.md: seat 2 shows Qh 2c and seat 4 shows Qs 2d: `roberts` seat 2, `tda` seat 4.
    seat = first_to_act("stud", boards(s2="Qh 2c", s4="Qs 2d"), ties_by_suit=by_suit(house))
    assert seat == (4 if house is HouseRules.TDA else 2)
    # Stud hi-lo opens as stud, with the same preset difference.
    assert first_to_act("stud-hilo", boards(s2="Qh 2c", s4="Qs 2d"),
                        ties_by_suit=by_suit(house)) == seat


@pytest.mark.parametrize("house", HOUSES)
def test_stud_first_to_act_the_high_board_as_a_poker_hand(house: HouseRules) -> None:
    suit = by_suit(house)
    # A pair beats any high cards; two pair beats a pair; trips beat two pair; quads all.
    assert stud_first_to_act(boards(s1="Ah Kd", s5="3c 3d"), ties_by_suit=suit) == 5
    assert stud_first_to_act(boards(s1="Ah Ad 2c", s5="3c 3d 2d 2h"), ties_by_suit=suit) == 5
    assert stud_first_to_act(boards(s1="Ah Ad Kc Kd", s5="3c 3d 3s 2h"), ties_by_suit=suit) == 5
    assert stud_first_to_act(boards(s1="Ah Ad Ac Kd", s5="3c 3d 3s 3h"), ties_by_suit=suit) == 5
    # High cards compare card by card; the ace is high; a pair's kicker counts.
    assert stud_first_to_act(boards(s1="Kh 9d 2c", s3="Kd 9s 3c"), ties_by_suit=suit) == 3
    assert stud_first_to_act(boards(s1="2h Ad", s3="Kd Qs"), ties_by_suit=suit) == 1
    assert stud_first_to_act(boards(s1="8h 8d 4c", s3="8s 8c 5d"), ties_by_suit=suit) == 3
    # Four upcards make no straight nor flush: 9-8-7-6 of hearts loses to a pair of deuces.
    assert stud_first_to_act(boards(s1="9h 8h 7h 6h", s3="2c 2d 4s 5s"), ties_by_suit=suit) == 3


def test_stud_first_to_act_ties_by_position_are_the_first_clockwise_from_the_dealer() -> None:
    tied = boards(s6="Ks 7s 4s", s3="Kh 7d 4c", s8="Kd 7c 4h")
    assert stud_first_to_act(tied) == 3
    # By suit the K♠ wins, wherever it sits; a pair's ties go to its high card too.
    assert stud_first_to_act(tied, ties_by_suit=True) == 6
    assert stud_first_to_act(boards(s1="9c 9d Ah", s2="9h 9s Ac"), ties_by_suit=True) == 1
    assert stud_first_to_act(boards(s1="9c 9d 2h", s2="9h 9s 2c"), ties_by_suit=True) == 2


def test_stud_first_to_act_five_upcards_rank_as_a_poker_hand() -> None:
    # A seventh-street card dealt up, or a common card the caller adds: a straight and a flush
    # count then, as in a five-card hand (`error.stud_seventh_exposed`, `stud.common_card`).
    straight = parse_cards("9h 8d 7c 6s 5h")
    assert high_board(straight) > high_board(parse_cards("Ah Ad Ac Kd"))
    assert high_board(parse_cards("Ah 2d 3c 4s 5h")) < high_board(straight)
    flush = parse_cards("Kh 9h 7h 4h 2h")
    assert high_board(straight) < high_board(flush) < high_board(parse_cards("4c 4d 4h 2s 2c"))
    assert high_board(parse_cards("9h 8h 7h 6h 5h")) > high_board(parse_cards("Ac Ad Ah As Kc"))


@pytest.mark.parametrize("house", HOUSES)
def test_razz_first_to_act_the_lowest_board(house: HouseRules) -> None:
    suit = by_suit(house)
    # 7-4 before 7-5; any unpaired board before any pair; aces low.
    assert first_to_act("razz", boards(s1="7c 5d", s2="7d 4c"), ties_by_suit=suit) == 2
    assert first_to_act("razz", boards(s1="Kc Qd", s2="2d 2c"), ties_by_suit=suit) == 1
    assert first_to_act("razz", boards(s1="Ac 3d", s2="2d 3c"), ties_by_suit=suit) == 1
    assert first_to_act("razz", boards(s1="8c 5d 4h", s2="8d 6c 2h"), ties_by_suit=suit) == 1
    assert first_to_act("razz", boards(s1="Kc Kd 2h", s2="Qd Qc 3h"), ties_by_suit=suit) == 2
    assert first_to_act("razz", boards(s1="2c 2d 3h 3s", s2="Kd Kc Ks 2h"),
                        ties_by_suit=suit) == 1


@pytest.mark.parametrize("house", HOUSES)
def test_razz_first_to_act_tied_boards_by_position_or_high_card_by_suit(house: HouseRules) -> None:
    # Robert's Razz 3: "the first player clockwise from the dealer"; TDA RP-10-D: "the high
    # card by suit in both games" (the high card of a razz board counts aces low: the 7).
    tied = boards(s2="7h Ac", s5="7s Ad", s7="7c Ah")
    seat = razz_first_to_act(tied, ties_by_suit=by_suit(house))
    assert seat == (5 if house is HouseRules.TDA else 2)


def test_stud_first_to_act_agrees_with_the_game_the_board_keys_order() -> None:
    # The same boards open with another seat in stud and in razz.
    shown = boards(s1="Kc Qd", s2="3d 2c", s3="9h 9d")
    assert first_to_act("stud", shown) == 3
    assert first_to_act("razz", shown) == 2
    assert pairs_showing(shown) == (3,)


def test_stud_open_pair_on_fourth_street_on_any_live_board() -> None:
    assert open_pair(boards(s1="Kc Qd", s2="3d 3c"))
    assert not open_pair(boards(s1="Kc Qd", s2="3d 2c"))
    # Not only the high hand's board: a pair of deuces under an ace-king shows too.
    assert stud_first_to_act(boards(s1="Ac Kd", s2="2d 2c", s3="Qh Qd")) == 3
    assert open_pair(boards(s1="Ac Kd", s4="2d 2c"))
    # Fourth street only: a pair on a third-street board or a later one is no open pair.
    assert not open_pair(boards(s1="Kc Kd 2h", s2="3d 4c 5h"))
    assert pairs_showing(boards(s1="Kc Kd 2h", s2="3d 4c 5h", s4="6c 6d 6h")) == (1, 4)


def test_stud_common_card_plays_on_every_board_for_first_to_act() -> None:
    # Sixth street: seat 3 shows K-K high; the common 9 gives seat 5 trips and seat 7 a
    # straight of five cards (a straight counts once the common card makes five).
    shown = boards(s3="Kc Kd 4h 2s", s5="9h 9s 5c 3d", s7="8c 7d 6h 5s")
    assert stud_first_to_act(shown) == 3
    common = with_common(shown, Card.parse("9c"))
    assert common[5][-1] == Card.parse("9c") and len(common[7]) == 5
    assert stud_first_to_act(common) == 7
    # Razz: the common card is in every low; a board it pairs falls behind.
    low = boards(s2="2c 3d 4h 6s", s4="2d 3c 5h 7s")
    assert razz_first_to_act(low) == 2
    assert razz_first_to_act(with_common(low, Card.parse("6c"))) == 4
