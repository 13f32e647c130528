"""The deal's errors with four hole cards (RULES.md "Omaha": omaha.exposed_hole_card,
omaha.extra_card): the hold'em rules card for card, exposures counted per deal. Six players,
button on seat 1: the deal goes 2, 3, 4, 5, 6, 1 four times, 24 pitches."""

from __future__ import annotations

import pytest
from drive import advance, apply, assert_passed, drill, finish, mistake, next_step, post

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.engine.config import Game, HouseRules
from dealer_trainer.engine.variant import Variant

SIX = tuple((s, f"P{s}", 1000) for s in range(1, 7))
ORDER = [2, 3, 4, 5, 6, 1]
PRESETS = list(HouseRules)


def six(house: HouseRules, *mistakes: object) -> Arbiter:
    arb = drill(seats=SIX, button=1, variant=Variant.OMAHA, game=Game.POT_LIMIT, house=house,
                deck="", mistakes=mistakes)  # type: ignore[arg-type]
    for item in ("shuffle", "cut", post(2, "small"), post(3, "big")):
        apply(arb, item)
    return arb


def deal_to(arb: Arbiter, last: int) -> list[Outcome]:
    """Pitches 1..last by the book (the next pitch each time); their outcomes."""
    return [arb.apply(next_step(arb)).outcome for _ in range(last)]


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_exposed_hole_card_pitch_9_replaced_after_pitch_24_and_is_the_burn(
    house: HouseRules,
) -> None:
    arb = six(house, mistake("exposed_hole_card", cards=(9,)))
    outcomes = deal_to(arb, 9)
    assert outcomes[8] is Outcome.IRREGULARITY and arb.open_corrections()[0].seat == 4
    exposed = next(c.card for c in arb.hand.holding(4) if c.exposed)
    deal_to(arb, 15)  # the deal goes on to pitch 24 first
    assert [a.text() for a in arb.expected()] == ["replace_exposed: 4"]
    apply(arb, "replace_exposed: 4")
    assert len(arb.hand.holding(4)) == 4 and not any(c.exposed for c in arb.hand.holding(4))
    assert list(arb.hand.zones.burns) == [exposed]  # the exposed card is the flop's burn
    advance(arb, "flop")  # no burn owed before it
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_exposed_hole_card_pitches_9_and_17_a_misdeal(house: HouseRules) -> None:
    """Two exposures in the deal, at two seats (4 and 6): a misdeal in every preset."""
    arb = six(house, mistake("exposed_hole_card", cards=(9, 17)))
    outcomes = deal_to(arb, 17)
    assert outcomes[16] is Outcome.IRREGULARITY
    assert "error.two_exposed" in [c.rule for c in arb.open_corrections()]
    assert next_step(arb).name == "misdeal"
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_exposed_hole_card_pitch_2_misdeal_under_roberts_and_tda_replaced_under_seeds(
    house: HouseRules,
) -> None:
    arb = six(house, mistake("exposed_hole_card", cards=(2,)))
    deal_to(arb, 2)
    if house is HouseRules.SEEDS:
        assert next_step(arb).text() == "deal: 4"  # the deal goes on; replaced after it
        deal_to(arb, 22)
        assert [a.text() for a in arb.expected()] == ["replace_exposed: 3"]
    else:
        assert [c.rule for c in arb.open_corrections()] == ["error.exposed_first_card"]
        assert next_step(arb).name == "misdeal"
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_extra_card_a_fifth_card_goes_back_and_is_the_burn(house: HouseRules) -> None:
    arb = six(house, mistake("extra_card", count=1))
    deal_to(arb, 24)
    assert len(arb.hand.holding(2)) == 5
    assert [a.text() for a in arb.expected()] == ["return_extra: 2"]
    extra = arb.hand.holding(2)[-1].card
    apply(arb, "return_extra: 2")
    assert len(arb.hand.holding(2)) == 4 and arb.hand.zones.stub[0] == extra
    advance(arb, "burn")
    step = apply(arb, "burn")
    assert list(arb.hand.zones.burns) == [extra] and step.outcome is Outcome.OK
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_extra_card_a_hand_of_five_before_action_is_a_misdeal(house: HouseRules) -> None:
    arb = six(house, mistake("wrong_count", seat=4, count=5, found_after=0))
    outcomes = deal_to(arb, 21)  # pitch 21: seat 4's fourth card, two stuck together
    assert outcomes[20] is Outcome.IRREGULARITY and len(arb.hand.holding(4)) == 5
    assert next_step(arb).name == "misdeal"
    assert [c.rule for c in arb.open_corrections()] == ["error.wrong_card_count"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_extra_card_the_button_one_short_takes_the_top_card(house: HouseRules) -> None:
    """The button, dealt last, holds three: he takes the top card (TDA 35-B)."""
    arb = six(house, mistake("wrong_count", seat=1, count=3, found_after=0))
    deal_to(arb, 24)
    assert len(arb.hand.holding(1)) == 3
    assert next_step(arb).text() == "deal: 1"
    apply(arb, "deal: 1")
    assert len(arb.hand.holding(1)) == 4
    finish(arb)
    assert_passed(arb)
