"""Regressions: arbiter bugs found by the tests of tests/arbiter, each stating what
RULES.md / CONTRACT.md want (the comments describe what the arbiter did before the fix)."""

from __future__ import annotations

import pytest
from drive import (
    CHECK_DOWN,
    OPENING,
    action,
    advance,
    apply,
    drill,
    finish,
    mistake,
    play,
    post,
    refused,
)

from dealer_trainer.engine.config import HouseRules


def test_deck_shuffle_not_after_the_deal_began() -> None:
    # shuffling (or cutting) in the middle of the deal is a deck.shuffle fault, not deal.order
    arb = drill()
    play(arb, OPENING[:5])
    refused(arb, "shuffle", "deck.shuffle")
    refused(arb, "cut", "deck.shuffle")


def test_deck_cut_twice_is_a_deck_cut_fault() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    refused(arb, "cut", "deck.cut")


def test_pot_collect_with_no_bets_out_does_nothing() -> None:
    # CONTRACT.md: "collect: pull the round's bets into the pot(s); with none out it does nothing"
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn", "flop", "wait: round"])
    step = arb.apply(action("collect"))
    assert step.outcome.value != "violation", step


def test_error_exposed_hole_card_replaced_only_when_the_deal_is_complete() -> None:
    # replacing before every player has his cards is a step off error.exposed_hole_card's
    # correction (the message key error.exposed_hole_card.not_yet exists and is never used)
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(3,))])
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    refused(arb, {"replace_exposed": 1}, "error.exposed_hole_card")


def test_error_premature_flop_shuffle_before_round_complete_after_board_gathered() -> None:
    # with the board still out this is error.flop_redeal; once gathered, bet.round_complete
    arb = drill(mistakes=[mistake("premature_flop", after=1)], **CHECK_DOWN)
    play(arb, OPENING)
    apply(arb, "wait", "irregularity", "error.premature_flop")
    play(arb, ["return_to_deck: [board]"])
    refused(arb, "shuffle", "error.flop_redeal")


def test_two_premature_flops_in_one_hand_never_crash() -> None:
    # the second fires while the first's correction is open: a 6-card board after the
    # redeal, the turn skipped, a 4-card board at showdown, then ZeroDivisionError in award
    arb = drill(mistakes=[mistake("premature_flop", after=1), mistake("premature_flop", after=2)],
                **CHECK_DOWN)
    finish(arb, irregular=True)
    assert len(arb.hand.zones.board) == 5


@pytest.mark.parametrize(("house", "cards"), [(HouseRules.SEEDS, (1, 3)),
                                              (HouseRules.ROBERTS, (2, 4))])
def test_exposed_misdeal_card_does_not_fire_again_after_the_misdeal(
    house: HouseRules, cards: tuple[int, int]
) -> None:
    # the mistake is marked fired only at its last pitch, which the misdeal never reaches:
    # every redeal exposes the same pitch again, and the drill can never end
    arb = drill(house=house, mistakes=[mistake("exposed_hole_card", cards=cards)], **CHECK_DOWN)
    finish(arb, limit=200, irregular=True)
    assert arb.is_complete


def test_extra_card_correction_is_void_after_a_misdeal() -> None:
    # the last pitch exposes a second card (misdeal) and the extra card goes out with it:
    # after the misdeal the arbiter still expects return_extra, which is invalid for ever
    arb = drill(mistakes=[mistake("extra_card"), mistake("exposed_hole_card", cards=(3, 6))],
                **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")  # pitch 3
    play(arb, [{"deal": 3}, {"deal": 4}])
    apply(arb, {"deal": 1}, "irregularity", "error.two_exposed")  # pitch 6, the last
    play(arb, ["misdeal"])
    assert arb.expected()[0].name == "shuffle", arb.expected()


def test_tda_scramble_then_immediate_premature_turn_keeps_the_flop() -> None:
    # scramble_flop opens the flop round and fires the premature turn in the same step; the
    # scramble correction is left open (done, never closed), so the arbiter asks for a second
    # scramble, which sends the premature turn card to the stub, set_aside then takes a flop
    # card, a 3-card board reaches the showdown and the award raises InvalidOperation
    arb = drill(house=HouseRules.TDA,
                mistakes=[mistake("flop_too_many"), mistake("premature_turn", after=0)],
                **CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.flop_too_many")
    apply(arb, "scramble_flop", "irregularity", "error.premature_turn")
    assert arb.expected()[0].name == "set_aside", arb.expected()


def test_error_premature_flop_corrected_when_the_round_ends_uncontested() -> None:
    # the board is gathered, then everyone folds: nothing more is owed, yet the irregularity
    # stays uncorrected and the by-the-book drill does not pass
    arb = drill(mistakes=[mistake("premature_flop", after=1)],
                preflop=["1 call", "3 fold", "4 fold"])
    play(arb, OPENING)
    apply(arb, "wait", "irregularity", "error.premature_flop")
    play(arb, ["return_to_deck: [board]", "wait", "wait", "collect",
               "award: {pot: 0, to: [1]}", "move_button"])
    assert arb.result()["passed"] is True, arb.result()["irregularities"]
