"""The floor's part of issue 12 (RULES.md "Beyond the seeds"): the misplaced button, the
fouled deck, the wrong push, call_floor and the all-in showdown, per preset where the
presets differ."""

from __future__ import annotations

import copy

import pytest
from drive import (
    CHECK_DOWN,
    OPENING,
    advance,
    apply,
    assert_passed,
    award,
    deal,
    drill,
    finish,
    mistake,
    names,
    play,
    post,
    refused,
)

from dealer_trainer.arbiter import Arbiter, ledger, procedure, steps
from dealer_trainer.engine.config import HouseRules

ALL = (HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA)
BY_THE_FLOOR = (HouseRules.SEEDS, HouseRules.ROBERTS)
# The disc on seat 3 (it belongs on seat 1): the blinds from it are seat 4 and seat 1.
FROM_THE_DISC = ["shuffle", "cut", post(4, "small"), post(1, "big"), *deal(4, 1, 3, 4, 1, 3)]


# After substantial action the hand plays on around the disc: seat 3 acts first preflop,
# seat 4 first after the flop.
AROUND_THE_DISC = {
    "preflop": ["3 call", "4 call", "1 check"],
    **{street: ["4 check", "1 check", "3 check"] for street in ("flop", "turn", "river")},
}


def button_drill(house: HouseRules, *, played: bool = False, **kw: object) -> Arbiter:
    script = AROUND_THE_DISC if played else {}
    return drill(house=house, mistakes=[mistake("button_misplaced", seat=3, **kw)], **script)


# ---- the misplaced button -----------------------------------------------------------------


@pytest.mark.parametrize("house", ALL)
def test_error_button_position_before_any_blind_the_dealer_moves_it(house: HouseRules) -> None:
    arb = button_drill(house)
    assert arb.hand.button == 3 and arb.open_corrections()[0].rule == "error.button_position"
    assert names(arb)[0] == "move_button: 1"
    refused(arb, post(3, "small"), "error.button_position")  # the right seat, the disc wrong
    play(arb, ["shuffle", "move_button: 1", *OPENING[1:]])
    finish(arb)
    assert_passed(arb)
    assert arb.result()["final"]["button"] == 3  # then it moved on normally


@pytest.mark.parametrize("house", ALL)
def test_error_button_position_after_a_blind_void_hand_then_move_it(house: HouseRules) -> None:
    arb = button_drill(house)
    play(arb, FROM_THE_DISC)  # the disc's blinds and deal go in as on a real table
    assert names(arb)[0] == "void_hand"
    refused(arb, "move_button: 1", "error.button_position")
    refused(arb, "misdeal", ("error.button_position", "error.misdeal"))
    play(arb, ["void_hand"])
    h = arb.hand
    assert dict(h.stacks) == {1: 1000, 3: 1000, 4: 1000} and not h.posted
    assert len(h.zones.stub) == 52
    refused(arb, post(3, "small"), "error.button_position")  # the button moves first
    play(arb, ["move_button: 1", *OPENING])
    finish(arb)
    assert_passed(arb)


def test_error_button_position_void_is_refused_after_substantial_action() -> None:
    arb = button_drill(HouseRules.ROBERTS, played=True)
    play(arb, [*FROM_THE_DISC, "wait: 2"])  # two players after the blinds have acted
    assert "void_hand" not in names(arb)
    refused(arb, "void_hand", ("bet.round_complete", "pot.collect"))  # the hand plays on


@pytest.mark.parametrize("house", BY_THE_FLOOR)
@pytest.mark.parametrize("floor_seat", (None, 4))
def test_error_button_position_after_substantial_action_the_floor_places_the_next_button(
    house: HouseRules, floor_seat: int | None
) -> None:
    arb = button_drill(house, played=True, floor=floor_seat)
    play(arb, [*FROM_THE_DISC, "wait: 2"])
    advance(arb, "call_floor")
    refused(arb, "move_button", "error.button_position")
    step = apply(arb, "call_floor")
    want = floor_seat or 3  # by default the seat after where the button belonged
    assert step.to_json()["floor"] == f"move_button: {want}"
    assert arb.is_complete and arb.hand.button == want and arb.hints == 0
    assert_passed(arb)


def test_error_button_position_tda_stands_and_moves_on_from_the_disc() -> None:
    arb = button_drill(HouseRules.TDA, played=True)
    play(arb, [*FROM_THE_DISC, "wait: 3"])
    advance(arb, "move_button")
    assert names(arb) == ["move_button: 4"]  # the next seat after the disc (TDA 34-A)
    refused(arb, "move_button: 3", "error.button_position")
    play(arb, ["move_button: 4"])
    assert_passed(arb)


def test_error_button_position_tda_call_floor_rules_by_the_book_at_a_hints_cost() -> None:
    arb = button_drill(HouseRules.TDA, played=True)
    play(arb, [*FROM_THE_DISC, "wait: 3"])
    advance(arb, "move_button")
    step = apply(arb, "call_floor")
    assert step.to_json()["floor"] == "move_button: 4" and arb.hints == 1
    assert arb.is_complete and arb.hand.button == 4
    assert arb.result()["score"] == 95


# ---- call_floor -------------------------------------------------------------------------


def test_ruling_call_floor_with_nothing_to_rule_on_is_invalid() -> None:
    arb = drill(**CHECK_DOWN)
    refused(arb, "call_floor", None, "invalid")
    play(arb, OPENING)
    refused(arb, "call_floor", None, "invalid")


def test_ruling_call_floor_where_the_book_decides_does_the_correction_for_a_hint() -> None:
    arb = drill(mistakes=[mistake("fouled_deck", dup="8h", at=12)], **CHECK_DOWN)
    play(arb, OPENING)
    advance(arb, "turn")
    apply(arb, "turn", "irregularity", "error.fouled_deck")
    step = apply(arb, "call_floor")
    assert step.to_json()["floor"] == "void_hand" and arb.hints == 1
    assert not arb.hand.posted and not arb.open_corrections()


# ---- the fouled deck --------------------------------------------------------------------


@pytest.mark.parametrize("house", ALL)
def test_error_fouled_deck_found_face_up_twice_voids_the_hand_after_any_action(
    house: HouseRules,
) -> None:
    # the turn (card 12 off the deck) is a second 8h: the flop's first card
    arb = drill(house=house, mistakes=[mistake("fouled_deck", dup="8h", at=12)], **CHECK_DOWN)
    play(arb, OPENING)
    advance(arb, "turn")  # substantial action long past
    assert arb.hand.fouled_card() is not None and not arb.open_corrections()
    apply(arb, "turn", "irregularity", "error.fouled_deck")
    assert [c.code for c in arb.hand.zones.board].count("8h") == 2
    assert names(arb) == ["void_hand"]
    refused(arb, "misdeal", "error.fouled_deck")
    refused(arb, "wait", ("error.fouled_deck", None), ("violation", "invalid"))
    play(arb, ["void_hand"])
    h = arb.hand
    assert dict(h.stacks) == {1: 1000, 3: 1000, 4: 1000}  # every chip back, blinds included
    assert sorted(h.zones.stub) == sorted(set(h.zones.stub)) and len(h.zones.stub) == 52
    assert h.fouled_card() is None
    finish(arb)  # dealt again from the blinds; the scripted decisions from the first
    assert_passed(arb)


def test_error_fouled_deck_is_not_found_until_both_copies_are_face_up() -> None:
    # pitch 2 (seat 4's first card) is a second 8h: nobody sees it until the flop and the
    # showdown both show one
    arb = drill(mistakes=[mistake("fouled_deck", dup="8h", at=2)], **CHECK_DOWN)
    play(arb, OPENING)
    assert arb.hand.zones.hole[4][0].card.code == "8h"
    advance(arb, "showdown")
    assert not arb.open_corrections()
    apply(arb, "showdown", "irregularity", "error.fouled_deck")
    play(arb, ["void_hand"])
    finish(arb)
    assert_passed(arb)


# ---- the wrong push ---------------------------------------------------------------------


def push_drill(house: HouseRules, hands: int = 1, seed: int = 3) -> Arbiter:
    arb = drill(house=house, hands=hands, seed=seed,
                mistakes=[mistake("wrong_push", pot=0, seat=3)], **CHECK_DOWN)
    play(arb, OPENING)
    advance(arb, "award")
    apply(arb, award(0, 1), "irregularity", "award.wrong_push")
    assert arb.hand.stacks[3] == 990 + 30 and arb.hand.stacks[1] == 990
    return arb


@pytest.mark.parametrize("house", ALL)
def test_award_wrong_push_award_again_before_the_button_in_the_last_hand(
    house: HouseRules,
) -> None:
    arb = push_drill(house)
    refused(arb, "move_button", "award.wrong_push")  # the drill's last hand: before it
    refused(arb, award(0, 4), "award.wrong_push")
    play(arb, [award(0, 1)])
    assert arb.hand.stacks[1] == 1020 and arb.hand.stacks[3] == 990
    play(arb, ["move_button"])
    assert_passed(arb)
    arb.check_invariants()


@pytest.mark.parametrize("house", BY_THE_FLOOR)
def test_award_wrong_push_seeds_and_roberts_until_the_next_hands_first_shuffle(
    house: HouseRules,
) -> None:
    arb = push_drill(house, hands=2)
    play(arb, ["move_button"])
    assert arb.hand_number == 2 and arb.open_corrections()
    refused(arb, "shuffle", "award.wrong_push")  # the result would be established
    play(arb, [post(4, "small"), award(0, 1)])
    assert arb.hand.stacks[1] == 1020 and arb.hand.stacks[3] == 990
    finish(arb)
    assert_passed(arb)


def push_next_hand(seed: int) -> Arbiter:
    """A wrong push under tda, then the next hand dealt (its decisions are the bots')."""
    arb = push_drill(HouseRules.TDA, hands=2, seed=seed)
    play(arb, ["move_button", "shuffle", "cut", post(4, "small"), post(1, "big"),
               *deal(4, 1, 3, 4, 1, 3)])
    return arb


@pytest.mark.parametrize("seed", range(1, 9))
def test_award_wrong_push_tda_until_substantial_action_on_the_next_hand(seed: int) -> None:
    """Every wait is accepted until the one that would make substantial action (or the
    next hand's award, should it end first): that one is refused until the pot is awarded
    again."""
    arb = push_next_hand(seed)
    house = arb.config.preset
    while True:
        ordinary = procedure.normal_expects(arb)[0].example  # past the award owed
        if ordinary.name == "award":
            break  # the next hand is over before substantial action
        if ordinary.name == "wait":
            trial = copy.deepcopy(arb)  # what the wait would do once the pot is awarded again
            play(trial, [award(0, 1), "wait"])
            if ledger.substantial_action(trial.hand, house):
                break  # this wait would make substantial action: refused, award first
        apply(arb, ordinary)  # no deadline: a wait that does not make it, a collect
    assert arb.hand_number == 2 and arb.open_corrections()
    assert not ledger.substantial_action(arb.hand, house)
    if ordinary.name == "wait":
        refused(arb, "wait", "award.wrong_push")
    assert names(arb) == ["award: {pot: 0, to: [1]}"]
    before = dict(arb.hand.stacks)
    play(arb, [award(0, 1)])
    assert arb.hand.stacks[3] == before[3] - 30 and arb.hand.stacks[1] == before[1] + 30
    assert arb.corrections[0].corrected
    finish(arb)
    assert_passed(arb)


def test_award_wrong_push_tda_substantial_action_reached_closes_it_uncorrected() -> None:
    """Should substantial action come on the next hand all the same (here a decision made
    outside the trainee's wait), the pot can no longer be awarded again."""
    arb = push_next_hand(1)
    while not ledger.substantial_action(arb.hand, arb.config.preset):
        seat = arb.hand.to_act()
        assert seat is not None and arb.open_corrections()
        steps.decide(arb, seat)
    assert not arb.open_corrections() and not arb.corrections[0].corrected
    refused(arb, award(0, 1), "bet.round_complete")  # an award of no pot of this hand
    finish(arb)


# ---- the all-in showdown ----------------------------------------------------------------

ALL_IN = {"preflop": ["1 all_in", "3 call", "4 fold"]}


def test_showdown_all_in_face_up_tda_before_the_next_board_card() -> None:
    arb = drill(house=HouseRules.TDA, **ALL_IN)
    play(arb, [*OPENING, "wait: round", "collect"])
    assert names(arb) == ["showdown"]
    refused(arb, "burn", "showdown.all_in_face_up")
    play(arb, ["showdown"])
    assert arb.hand.shown == {1, 3}
    play(arb, ["burn", "flop", "burn", "turn", "burn", "river"])
    refused(arb, "showdown", "showdown.order")  # shown once already
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", BY_THE_FLOOR)
def test_showdown_all_in_face_up_in_a_cash_game_may_come_early(house: HouseRules) -> None:
    arb = drill(house=house, **ALL_IN)
    play(arb, [*OPENING, "wait: round", "collect"])
    assert names(arb) == ["burn"]  # showdown.order at the end, or the hands up now
    play(arb, ["showdown", "burn", "flop"])
    finish(arb)
    assert_passed(arb)


# ---- free deal --------------------------------------------------------------------------


def test_error_button_position_fouled_deck_and_wrong_push_are_drawn_in_free_deal() -> None:
    drawn = set()
    for seed in range(200):
        arb = drill(seed=seed, random_mistakes=1.0)
        drawn |= {m.kind.value for m in arb.scheduled}
        arb.check_invariants()
    assert {"button_misplaced", "fouled_deck", "wrong_push"} <= drawn


@pytest.mark.parametrize("seed", range(12))
def test_error_fouled_deck_free_deal_hands_play_to_the_end_by_the_book(seed: int) -> None:
    arb = drill(seed=seed, random_mistakes=1.0, deck="")
    finish(arb, irregular=True)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_button_position_the_table_shows_where_the_button_was_last_hand(
    house: HouseRules,
) -> None:
    """CONTRACT.md: the table shows where the button was on the previous hand (the occupied
    seat before `table.button`) while the disc is not where it belongs; not otherwise."""
    arb = button_drill(house)
    seated = sorted(arb.hand.occupied)
    belongs = arb.config.button
    assert arb.snapshot().previous_button == seated[seated.index(belongs) - 1]
    play(arb, ["shuffle", f"move_button: {belongs}"])
    assert arb.snapshot().previous_button is None
    assert drill().snapshot().previous_button is None  # a clean hand shows none
