"""House-rule presets (RULES.md's preset table): what `roberts` and `tda` change, and that
`seeds` keeps the seed rule."""

from __future__ import annotations

import pytest
from drive import (
    CHECK_DOWN,
    OPENING,
    advance,
    apply,
    assert_passed,
    deal,
    drill,
    finish,
    mistake,
    names,
    play,
    post,
    refused,
    variant,
)

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.engine.config import Game, HouseRules

ALL = (HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA)


def codes(pile: list) -> list[str]:  # type: ignore[type-arg]
    return [c.code for c in pile]


# ---- exposed hole cards -----------------------------------------------------------------------


@pytest.mark.parametrize("house", ALL)
def test_error_exposed_first_card_is_misdeal_under_every_preset(house: HouseRules) -> None:
    arb = drill(house=house, mistakes=[mistake("exposed_hole_card", cards=(1,))], **CHECK_DOWN)
    play(arb, OPENING[:4])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    assert names(arb) == ["misdeal"]
    play(arb, ["misdeal", "shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", (HouseRules.ROBERTS, HouseRules.TDA))
def test_error_exposed_second_card_is_misdeal_under_roberts_and_tda(house: HouseRules) -> None:
    arb = drill(house=house, mistakes=[mistake("exposed_hole_card", cards=(2,))], **CHECK_DOWN)
    play(arb, OPENING[:5])
    apply(arb, {"deal": 4}, "irregularity", "error.exposed_first_card")
    assert names(arb) == ["misdeal"]
    refused(arb, {"deal": 1}, "error.exposed_first_card")
    play(arb, ["misdeal", "shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    finish(arb)
    assert_passed(arb)


def test_error_exposed_second_card_is_replaced_under_seeds() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(2,))], **CHECK_DOWN)
    play(arb, OPENING[:5])
    apply(arb, {"deal": 4}, "irregularity", "error.exposed_hole_card")
    refused(arb, "misdeal", ("error.misdeal", "error.exposed_hole_card"))
    play(arb, deal(1, 3, 4, 1))
    play(arb, [{"replace_exposed": 4}])
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", (HouseRules.ROBERTS, HouseRules.TDA))
def test_error_exposed_third_card_is_replaced_under_roberts_and_tda(house: HouseRules) -> None:
    arb = drill(house=house, mistakes=[mistake("exposed_hole_card", cards=(3,))], **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    play(arb, [*deal(3, 4, 1), {"replace_exposed": 1}])
    assert codes(arb.hand.zones.burns) == ["Ah"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_two_exposed_is_misdeal_under_every_preset(house: HouseRules) -> None:
    arb = drill(house=house, mistakes=[mistake("exposed_hole_card", cards=(3, 6))],
                **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    play(arb, deal(3, 4))
    apply(arb, {"deal": 1}, "irregularity", "error.two_exposed")
    assert names(arb) == ["misdeal"]
    refused(arb, {"replace_exposed": 1}, "error.two_exposed")
    play(arb, ["misdeal", "shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    finish(arb)
    assert_passed(arb)


# ---- four-card flop ---------------------------------------------------------------------------


def four_card_flop(house: HouseRules) -> Arbiter:
    arb = drill(house=house, mistakes=[mistake("flop_too_many")], **CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.flop_too_many")
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d", "Qs"]
    return arb


def test_error_flop_too_many_tda_scramble_one_becomes_the_turn_burn() -> None:
    arb = four_card_flop(HouseRules.TDA)
    assert names(arb) == ["scramble_flop"]
    for wrong in ("return_to_deck: [board]", "burn", "turn", "flop", "shuffle", "wait"):
        refused(arb, wrong, "error.flop_too_many")
    play(arb, ["scramble_flop"])
    flop = codes(arb.hand.zones.board)
    assert len(flop) == 3 and set(flop) < {"8h", "Jc", "4d", "Qs"}
    (fourth,) = {"8h", "Jc", "4d", "Qs"} - set(flop)
    assert codes(arb.hand.zones.stub)[0] == fourth
    assert codes(arb.hand.zones.burns) == ["5h"]  # the flop's own burn stays
    assert names(arb) == ["wait"]  # the three are the flop: its betting round opens
    play(arb, ["wait: round"])
    play(arb, ["burn"])
    assert codes(arb.hand.zones.burns) == ["5h", fourth]  # the turn's burn is the fourth card
    play(arb, ["turn"])
    assert codes(arb.hand.zones.board) == [*flop, "6c"]
    finish(arb)
    assert_passed(arb)
    assert arb.result()["irregularities"] == [
        {"step": arb.result()["irregularities"][0]["step"],  # type: ignore[index]
         "rule": "error.flop_too_many", "corrected": True}]


@pytest.mark.parametrize("house", (HouseRules.SEEDS, HouseRules.ROBERTS))
def test_error_flop_too_many_seeds_and_roberts_redeal_scramble_is_violation(
    house: HouseRules,
) -> None:
    arb = four_card_flop(house)
    assert names(arb) == ["return_to_deck: [board]"]
    refused(arb, "scramble_flop", "error.flop_too_many")
    play(arb, ["return_to_deck: [board]", "shuffle", "cut", "flop"])
    assert codes(arb.hand.zones.burns) == ["5h"]
    finish(arb)
    assert_passed(arb)


def test_scramble_flop_without_a_four_card_flop_is_refused() -> None:
    arb = drill(house=HouseRules.TDA, **CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    refused(arb, "scramble_flop", ("bet.round_complete", "error.flop_too_many"))


# ---- premature turn and river -----------------------------------------------------------------

PREMATURE_TURN = variant(CHECK_DOWN, flop=["3 bet 10", "4 call", "1 call"])


def premature_turn(house: HouseRules) -> Arbiter:
    arb = drill(house=house, mistakes=[mistake("premature_turn", after=1)], **PREMATURE_TURN)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.premature_turn")
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d", "6c"]
    return arb


def test_error_premature_turn_tda_back_to_stub_turn_redealt_without_burn() -> None:
    arb = premature_turn(HouseRules.TDA)
    play(arb, ["set_aside", "wait", "wait", "collect"])
    assert names(arb) == ["return_to_deck: [set_aside]"]
    for wrong in ("burn", "turn", "shuffle", "return_to_deck: [burns]"):
        refused(arb, wrong, "error.premature_turn")
    play(arb, ["return_to_deck: [set_aside]"])
    assert "6c" in codes(arb.hand.zones.stub)
    assert not {"5h", "Qs"} & set(codes(arb.hand.zones.stub))
    play(arb, ["shuffle", "cut"])
    refused(arb, "burn", "error.premature_turn")  # no other burn for the turn
    refused(arb, "river", "error.premature_turn")
    top = codes(arb.hand.zones.stub)[:2]
    play(arb, ["turn"])
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d", top[0]]
    assert codes(arb.hand.zones.burns) == ["5h", "Qs"]
    play(arb, ["wait: round"])
    refused(arb, "river", "burn.before_each_street")  # the river comes normally
    play(arb, ["burn", "river"])
    assert codes(arb.hand.zones.burns) == ["5h", "Qs", top[1]]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", (HouseRules.SEEDS, HouseRules.ROBERTS))
def test_error_premature_turn_seeds_and_roberts_turn_is_the_would_be_river(
    house: HouseRules,
) -> None:
    arb = premature_turn(house)
    play(arb, ["set_aside", "wait", "wait", "collect"])
    refused(arb, "return_to_deck: [set_aside]", "burn.before_each_street")
    refused(arb, "turn", "burn.before_each_street")
    play(arb, ["burn", "turn"])
    assert codes(arb.hand.zones.board)[-1] == "8d"
    play(arb, ["wait: round", "return_to_deck: [set_aside]", "shuffle", "cut"])
    refused(arb, "burn", "error.premature_turn")
    play(arb, ["river"])
    assert len(arb.hand.zones.burns) == 3
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_premature_river_redealt_without_burn_under_every_preset(
    house: HouseRules,
) -> None:
    arb = drill(house=house, mistakes=[mistake("premature_river", after=1)],
                **variant(CHECK_DOWN, turn=["3 bet 20", "4 call", "1 call"]))
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    advance(arb, "burn")
    play(arb, ["burn", "turn"])
    apply(arb, "wait", "irregularity", "error.premature_river")
    play(arb, ["set_aside", "wait", "wait", "collect", "return_to_deck: [set_aside]"])
    assert "8d" in codes(arb.hand.zones.stub)
    play(arb, ["shuffle", "cut"])
    refused(arb, "burn", "error.premature_river")
    play(arb, ["river"])
    assert codes(arb.hand.zones.burns) == ["5h", "Qs", "Tc"]
    finish(arb)
    assert_passed(arb)


# ---- limit cap heads-up -----------------------------------------------------------------------

HEADS_UP = ((1, "Ana", 1000), (3, "Bogdan", 1000))
CAPPED = ["1 raise 20", "3 raise 30", "1 raise 40"]  # the big blind is the bet: now capped


def heads_up_limit(house: HouseRules, preflop: list[str]) -> Arbiter:
    arb = drill(seats=HEADS_UP, house=house, game=Game.LIMIT, preflop=preflop,
                flop=["3 check", "1 check"], turn=["3 check", "1 check"],
                river=["3 check", "1 check"])
    play(arb, ["shuffle", "cut", post(1, "small"), post(3, "big"), *deal(3, 1, 3, 1)])
    return arb


@pytest.mark.parametrize("house", (HouseRules.SEEDS, HouseRules.TDA))
def test_bet_limit_cap_applies_heads_up_under_seeds_and_tda(house: HouseRules) -> None:
    arb = heads_up_limit(house, [*CAPPED, "3 call"])
    play(arb, ["wait", "wait", "wait"])
    legal = arb.hand.legal()
    assert legal.seat == 3 and not legal.can_raise
    finish(arb)
    assert_passed(arb)


def test_bet_limit_cap_none_heads_up_under_roberts() -> None:
    arb = heads_up_limit(HouseRules.ROBERTS, [*CAPPED, "3 raise 50", "1 raise 60", "3 call"])
    play(arb, ["wait", "wait", "wait"])
    assert arb.hand.legal().can_raise
    play(arb, ["wait: round", "collect"])
    assert arb.hand.pots[0].amount == 120
    finish(arb)
    assert_passed(arb)


def test_bet_limit_cap_applies_under_roberts_three_handed() -> None:
    arb = drill(house=HouseRules.ROBERTS, game=Game.LIMIT,
                preflop=["1 raise 20", "3 raise 30", "4 raise 40", "1 call", "3 call"])
    play(arb, OPENING)
    play(arb, ["wait", "wait", "wait"])
    legal = arb.hand.legal()
    assert legal.seat == 1 and not legal.can_raise
    finish(arb)
    assert_passed(arb)
