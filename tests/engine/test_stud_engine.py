"""The stud games in the engine (RULES.md "Seven Card Stud, Stud hi-lo and Razz"): antes, the
deal with its faces, the bring-in and its completion, the limits, the open pair, the first
actor per street, the showdown and the odd chip, each change a record the log replays."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind as A
from dealer_trainer.engine.decision import Decision
from dealer_trainer.engine.errors import EngineError, IllegalBet, InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.variant import Variant

# CONTRACT.md's drill stud-exposed-downcard: the cards in the order they leave the stub
DRILL = ("Th 4h Jc Ac Td 2c 3s Qd 9h 6c 5d Kc 8c 7s 5h Jd Tc 8d Qc Kd 2d 9s 3h 4c 5s Ks")


def table(variant: Variant = Variant.STUD, house: HouseRules = HouseRules.TDA,
          stacks: dict[int, int] | None = None, **kw: int) -> TableConfig:
    stacks = stacks or {1: 1000, 2: 1000, 4: 1000, 5: 1000}
    seats = tuple(SeatConfig(s, f"p{s}", n) for s, n in stacks.items())
    money = {"ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40} | kw
    return TableConfig(seats, 0, 0, 0, game=Game.LIMIT, variant=variant, house_rules=house,
                       **money)


def dealt(cfg: TableConfig, cards: str = DRILL) -> Hand:
    h = Hand(cfg, rng=random.Random(1))
    h.shuffle(parse_cards(cards.split()))
    h.cut(0)
    return h


def third_street(h: Hand) -> None:
    for s in h.occupied:
        h.ante(s)
    for face in h.street_faces(Street.THIRD):
        for s in h.occupied:
            h.pitch(s, exposed=face)


def next_street(h: Hand, street: Street) -> None:
    h.collect()
    h.burn()
    for face in h.street_faces(street):
        for s in sorted(h.live):
            h.pitch(s, exposed=face)
    h.open_street(street)


def test_stud_table_size_and_fields_are_checked() -> None:
    with pytest.raises(EngineError, match="2 to 8"):
        table(stacks=dict.fromkeys(range(1, 10), 100))
    with pytest.raises(EngineError, match="bring-in"):
        table(bring_in=30)
    with pytest.raises(EngineError, match="bring-in"):
        table(bring_in=0)
    seats = (SeatConfig(1, "a", 100), SeatConfig(2, "b", 100))
    with pytest.raises(EngineError, match="no button"):
        TableConfig(seats, 1, 0, 0, game=Game.LIMIT, variant=Variant.STUD, small_bet=20,
                    bring_in=5)
    with pytest.raises(EngineError, match="not played"):
        TableConfig(seats, 0, 0, 0, variant=Variant.RAZZ, small_bet=20, bring_in=5)


def test_stud_limits_small_bet_third_and_fourth_big_after() -> None:
    cfg = table()
    units = [cfg.bet_unit(s) for s in (Street.THIRD, Street.FOURTH, Street.FIFTH,
                                       Street.SIXTH, Street.SEVENTH)]
    assert units == [20, 20, 40, 40, 40]
    assert table(big_bet=0).bet_unit(Street.FIFTH) == 40  # big_bet defaults to 2 x small


def test_stud_antes_are_dead_money_in_the_pot_before_the_deal() -> None:
    h = dealt(table())
    for s in h.occupied:
        h.ante(s)
    assert h.pot_total() == 20 and not h.bets_out()
    with pytest.raises(InvalidOperation):
        h.ante(1)
    short = dealt(table(stacks={1: 3, 2: 1000, 3: 1000}))
    short.ante(1)
    assert short.stacks[1] == 0 and short.pot_total() == 3  # all in for the ante


def test_stud_deal_faces_per_street() -> None:
    h = dealt(table())
    assert h.street_faces(Street.THIRD) == (False, False, True)
    assert [h.street_faces(s) for s in (Street.FOURTH, Street.SEVENTH)] == [(True,), (False,)]
    third_street(h)
    assert h.doors() == {s: c for s, c in zip((1, 2, 4, 5), parse_cards("9h 6c 5d Kc".split()),
                                               strict=True)}


def test_stud_bring_in_the_lowest_door_card_brings_in_then_completion() -> None:
    h = dealt(table())
    third_street(h)
    assert h.bring_in_seat() == 4  # 5d: no exposed card here
    h.open_street(Street.THIRD)
    for bad in (Decision(4, A.CHECK), Decision(4, A.FOLD), Decision(4, A.BET, 20)):
        with pytest.raises(IllegalBet, match="bring-in"):
            h.act(bad)
    with pytest.raises(IllegalBet):
        h.bring_in(5)
    h.bring_in(4)
    assert h.bets[4] == 10 and h.to_act() == 5
    legal = h.legal()  # call the bring-in, or complete it to the small bet
    assert (legal.to_call, legal.min_raise_to, legal.max_raise_to) == (10, 20, 20)
    h.act(Decision(5, A.RAISE, 20))  # the completion
    for seat, to in ((1, 40), (2, 60), (4, 80)):
        h.act(Decision(seat, A.RAISE, to))
    assert not h.legal().can_raise  # a bet and three raises: capped at 80 (stud.completion)


def test_stud_completion_by_the_bring_in_player_opens_for_a_full_bet() -> None:
    h = dealt(table())
    third_street(h)
    h.open_street(Street.THIRD)
    h.bring_in(4, complete=True)
    assert h.bets[4] == 20 and h.legal().min_raise_to == 40


def test_stud_bring_in_low_card_all_in_for_the_ante_passes_it_left() -> None:
    h = dealt(table(stacks={1: 1000, 2: 1000, 4: 5, 5: 1000}))
    third_street(h)
    h.open_street(Street.THIRD)
    assert h.round is not None and h.round.first == 4 and h.to_act() == 5
    h.act(Decision(5, A.FOLD))  # he may fold (Robert's Stud 8; TDA RP-10-E)
    h.bring_in(1)
    assert h.bets[1] == 10


def test_stud_first_to_act_high_board_and_the_drill_to_the_award() -> None:
    """CONTRACT.md's stud-exposed-downcard under tda, through the engine: stacks and burns."""
    h = dealt(table())
    for s in h.occupied:
        h.ante(s)
    for s, up in ((1, 0), (2, 0), (4, 0), (5, 0), (1, 0), (2, 1), (4, 0), (5, 0),
                  (1, 1), (2, 0), (4, 1), (5, 1)):
        h.pitch(s, exposed=bool(up))  # 2c lands up, his third card down (RP-10-A)
    assert h.bring_in_seat() == 2
    h.open_street(Street.THIRD)
    h.bring_in(2)
    for d in (Decision(4, A.CALL), Decision(5, A.RAISE, 20), Decision(1, A.FOLD),
              Decision(2, A.CALL), Decision(4, A.CALL)):
        h.act(d)
    next_street(h, Street.FOURTH)
    assert h.round is not None and h.round.first == 4 and h.round.big == 0  # tda: no double
    for d in (Decision(4, A.BET, 20), Decision(5, A.CALL), Decision(2, A.CALL)):
        h.act(d)
    next_street(h, Street.FIFTH)
    assert h.to_act() == 5
    for d in (Decision(5, A.BET, 40), Decision(2, A.CALL), Decision(4, A.FOLD)):
        h.act(d)
    next_street(h, Street.SIXTH)
    h.act(Decision(5, A.BET, 40))
    h.act(Decision(2, A.CALL))
    next_street(h, Street.SEVENTH)
    assert h.upcards(2) == list(parse_cards("2c 7s 8d 9s".split()))
    for d in (Decision(5, A.CHECK), Decision(2, A.BET, 40), Decision(5, A.CALL)):
        h.act(d)
    h.collect()
    assert h.pot_total() == 380
    h.show_down([2, 5])
    assert str(h.game.high([c.card for c in h.zones.hole[2]], ())) == "a straight, nine high"
    h.push(0, [2])
    assert h.stacks == {1: 995, 2: 1215, 4: 955, 5: 835}
    assert h.zones.burns == list(parse_cards("8c Tc 2d 4c".split()))
    again = Hand.replay(h.config, h.log)
    assert again.stacks == h.stacks and again.zones == h.zones


@pytest.mark.parametrize("house", [HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA])
def test_stud_open_pair_big_bet_on_fourth_street_by_preset(house: HouseRules) -> None:
    h = dealt(table(house=house), DRILL.replace("7s 5h Jd", "7s Jd 5h"))
    third_street(h)
    h.open_street(Street.THIRD)
    h.bring_in(4)
    for d in (Decision(5, A.CALL), Decision(1, A.CALL), Decision(2, A.CALL)):
        h.act(d)
    next_street(h, Street.FOURTH)  # seat 4 shows 5d 5h: an open pair
    legal = h.legal()
    doubles = house is not HouseRules.TDA
    assert legal.max_raise_to == (40 if doubles else 20)
    if doubles:
        with pytest.raises(IllegalBet, match="small or the big"):
            h.act(Decision(4, A.BET, 30))
        h.act(Decision(4, A.BET, 20))
        assert h.legal().max_raise_to == 60  # raise 20 or 40 over a 20 bet
        h.act(Decision(h.to_act() or 0, A.RAISE, 60))  # a big wager: every raise is 40 now
        assert (h.legal().min_raise_to, h.legal().max_raise_to) == (100, 100)


@pytest.mark.parametrize("variant", [Variant.STUD_HILO, Variant.RAZZ])
def test_stud_open_pair_not_in_stud_hilo_or_razz(variant: Variant) -> None:
    h = dealt(table(variant=variant, house=HouseRules.ROBERTS))
    third_street(h)
    h.open_street(Street.THIRD)
    h.bring_in(h.to_act() or 0)
    while h.to_act() is not None:
        h.act(Decision(h.to_act() or 0, A.CALL))
    next_street(h, Street.FOURTH)
    assert h.round is not None and h.round.big == 0


def test_razz_bring_in_highest_door_card_and_lowest_board_first() -> None:
    h = dealt(table(variant=Variant.RAZZ))
    third_street(h)
    assert h.bring_in_seat() == 5  # Kc, the highest door card
    h.open_street(Street.THIRD)
    h.bring_in(5)
    while h.to_act() is not None:
        h.act(Decision(h.to_act() or 0, A.CALL))
    next_street(h, Street.FOURTH)  # boards 9h 8c, 6c 7s, 5d 5h, Kc Jd: 7-6 is lowest
    assert h.to_act() == 2


def test_stud_odd_chip_roberts_all_seven_cards_tda_five_played() -> None:
    """RULES.md's example: two 9-8-7-6-5; A holds the A-spade outside his five and the 9h,
    B the 9s. roberts: to A; tda: to B. A pot of 11 goes 6 and 5."""
    cards = "9h 9s 8c 8d 7c 7d 6c 6d 5h 5s As 2c 3c 2d Kh"  # A: 9h 8c 7c 6c 5h As 3c
    for house, first in ((HouseRules.ROBERTS, 1), (HouseRules.TDA, 2)):
        h = dealt(table(house=house, stacks={1: 1000, 2: 1000}, ante=11, bring_in=10), cards)
        for i in range(14):
            h.pitch(1 + i % 2)
        h.ante(1)
        h.show_down([1, 2])
        pushed = h.push(0, [1, 2])
        assert dict(pushed.amounts) == {first: 6, 3 - first: 5}  # type: ignore[attr-defined]


def test_error_stud_exposed_downcard_roberts_low_card_passed_over_left_may_fold() -> None:
    """Robert's Stud 5: the exposed low card passed over; the first hand to his left "may
    fold, open for the forced bet, or open for a full bet"."""
    h = dealt(table(house=HouseRules.ROBERTS))
    third_street(h)
    assert h.bring_in_seat() == 4
    h.open_street(Street.THIRD, passed=4)
    assert h.to_act() == 5 and h.bets[4] == 0
    h.act(Decision(5, A.FOLD))
    with pytest.raises(IllegalBet, match="bring-in"):
        h.act(Decision(1, A.CHECK))
    h.bring_in(1, complete=True)
    assert h.bets[1] == 20 and Hand.replay(h.config, h.log).bets == h.bets
