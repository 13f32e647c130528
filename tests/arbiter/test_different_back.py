"""A card with a different back (error.different_back, Robert's Irregularities 3): "If a card
with a different color back appears during a hand, all action is void and all chips in the
pot are returned to the respective bettors. If a card with a different color back is
discovered in the stub, all action stands." The TDA has no rule of its own, so every preset
rules as Robert's; each test runs under all three."""

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
    next_step,
    play,
    post,
    refused,
)

from dealer_trainer.arbiter import Arbiter, Outcome, Step
from dealer_trainer.engine.config import HouseRules

ALL = (HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA)
# THREE's deck: pitches 1-6, burn 7, flop 8-10, burn 11, turn 12, burn 13, river 14; 15 is the
# top of the stub after the river.
TURN, TOP_AFTER_RIVER = 12, 15


def until_found(arb: Arbiter) -> Step:
    """Follow the arbiter's next steps until one is the irregularity coming to light."""
    for _ in range(100):
        step = arb.apply(next_step(arb))
        if step.outcome is Outcome.IRREGULARITY:
            assert step.rule == "error.different_back"
            return step
        assert step.outcome is Outcome.OK, step
    raise AssertionError("the card with a different back never came to light")


@pytest.mark.parametrize("house", ALL)
def test_error_different_back_on_the_turn_voids_the_hand_after_substantial_action(
    house: HouseRules,
) -> None:
    arb = drill(house=house, mistakes=[mistake("different_back", at=TURN)], **CHECK_DOWN)
    play(arb, OPENING)
    advance(arb, "turn")  # substantial action long past: the hand is void all the same
    assert not [c for c in arb.open_corrections() if c.seen]
    apply(arb, "turn", "irregularity", "error.different_back")
    assert names(arb) == ["void_hand"]
    refused(arb, "misdeal", "error.different_back")
    refused(arb, "wait", ("error.different_back", None), ("violation", "invalid"))
    play(arb, ["void_hand"])
    h = arb.hand
    assert dict(h.stacks) == {1: 1000, 3: 1000, 4: 1000}  # every chip back, blinds included
    assert len(h.zones.stub) == 52 and not h.posted
    finish(arb)  # dealt again from the blinds, clean: the scripted decisions from the first
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_different_back_pitched_to_a_player_voids_the_hand_before_any_action(
    house: HouseRules,
) -> None:
    arb = drill(house=house, mistakes=[mistake("different_back", at=2)], **CHECK_DOWN)
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big"), *deal(3)])
    apply(arb, {"deal": 4}, "irregularity", "error.different_back")  # seat 4's first card
    refused(arb, {"deal": 1}, "error.different_back")
    play(arb, ["void_hand"])
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_different_back_discovered_in_the_stub_all_action_stands(
    house: HouseRules,
) -> None:
    arb = drill(house=house, mistakes=[mistake("different_back", at=TOP_AFTER_RIVER)],
                **CHECK_DOWN)
    play(arb, OPENING)
    advance(arb, "river")
    apply(arb, "river")  # the hand's last card: nothing is seen yet
    assert not [c for c in arb.open_corrections() if c.seen]
    found = until_found(arb)  # the river's checks: the dealer is done dealing
    assert found.action.startswith("wait") and names(arb) == ["showdown"]
    assert [c.rule for c in arb.open_corrections() if c.seen] == ["error.different_back"]
    refused(arb, "void_hand", "error.different_back")
    refused(arb, "misdeal", ("deal.misdeal_deadline", "error.misdeal"))
    finish(arb)  # showdown, push, button: the hand stands as played
    assert arb.hand.stacks[1] == 1020  # seat 1's ace-king won the pot
    assert not arb.open_corrections()
    assert_passed(arb)


def test_error_different_back_found_in_the_stub_when_everyone_folds_preflop() -> None:
    arb = drill(mistakes=[mistake("different_back", at=30)], preflop=["1 fold", "3 fold"])
    play(arb, OPENING)
    until_found(arb)  # the last fold: the pot is seat 4's, no card comes out any more
    assert names(arb)[0].startswith("award")
    refused(arb, "void_hand", "error.different_back")
    finish(arb)
    assert arb.hand.stacks[4] == 1005
    assert_passed(arb)


def test_error_different_back_goes_with_a_misdeal_before_it_shows() -> None:
    # the first card dealt face up: a misdeal, before card 10 (the flop's last) ever shows;
    # the hand dealt again is clean (each injected mistake fires once)
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,)),
                          mistake("different_back", at=10)], **CHECK_DOWN)
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    finish(arb)
    assert_passed(arb)
    assert {r["rule"] for r in arb.result()["irregularities"]} == {"error.exposed_first_card"}


def test_error_different_back_is_drawn_in_free_deal() -> None:
    drawn = False
    for seed in range(300):
        arb = drill(seed=seed, random_mistakes=1.0)
        drawn |= any(m.kind.value == "different_back" for m in arb.scheduled)
        finish(arb, irregular=True, limit=600)
        arb.check_invariants()
        if drawn:
            break
    assert drawn
