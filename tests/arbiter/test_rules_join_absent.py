"""RULES.md "Across hands", seat.join (a new player: at a cash table he posts a big blind or
waits, never dealt in on the button or in the small blind; at a tournament he plays from any
seat but one between the button and the small blind) and seat.absent (a tournament player
away is dealt in, his blinds posted, his hand killed after the deal): the pure placement
(`comings.lay_out`) and the drills `new-player-posts` and `absent-player-tournament`."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from across import posts

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.comings import Roster, lay_out
from dealer_trainer.arbiter.seating import Places
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.engine.preset import ButtonRule
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
JOIN = REPO / "scenarios" / "new-player-posts.yaml"
ABSENT = REPO / "scenarios" / "absent-player-tournament.yaml"


def played(drill: Path, upto: int, house: HouseRules | None = None) -> Arbiter:
    """`drill` with its solution's first `upto` steps done, each right."""
    setup = load_scenario(drill).setup
    if house is not None:
        setup = replace(setup, config=replace(setup.config, house_rules=house))
    arb = Arbiter(setup)
    solution = REPO / "scenarios" / "solutions" / drill.name
    for item in yaml.safe_load(solution.read_text("utf-8"))[:upto]:
        step = arb.apply(TraineeAction.parse(item))
        assert step.outcome is Outcome.OK, step
    return arb


def refused(arb: Arbiter, item: str) -> tuple[Outcome, str | None]:
    step = copy.deepcopy(arb).apply(TraineeAction.parse(yaml.safe_load(item)))
    return step.outcome, step.rule


# --- seat.join at a cash table -----------------------------------------------------------------
def test_seat_join_behind_the_blinds_he_posts_a_big_blind_live_and_is_dealt_in() -> None:
    arb = played(JOIN, 20)  # hand 2 shuffled and cut
    assert 7 in arb.places.players and posts(arb) == [(3, "small"), (4, "big"), (7, "big")]
    assert refused(arb, "post: {seat: 7, blind: small}") == (Outcome.VIOLATION, "seat.join")


def test_seat_join_the_new_player_has_the_option_when_the_action_reaches_him() -> None:
    arb = played(JOIN, 35)  # hand 2 dealt: seat 6 is to act, then Gus
    assert arb.hand.to_act() == 6
    arb.apply(TraineeAction.parse({"wait": 1}))
    legal = arb.hand.legal()
    assert arb.hand.to_act() == 7 and legal.can_check and legal.can_raise


def test_seat_join_counted_in_she_would_be_the_small_blind_so_she_is_not_dealt_in() -> None:
    arb = played(JOIN, 61)  # hand 4 shuffled and cut
    assert 5 not in arb.places.players and (arb.places.button, arb.places.small) == (4, 6)
    assert refused(arb, "deal: 5") == (Outcome.VIOLATION, "seat.join")
    result = played(JOIN, 10_000).result()
    assert result["passed"] is True
    hands = result["hands"]
    assert isinstance(hands, list) and hands[3]["sitting_out"] == [5]


def test_seat_join_waiting_he_owes_nothing_for_the_blinds_that_pass_him() -> None:
    setup = load_scenario(JOIN).setup
    arb = Arbiter(replace(setup, joins=((2, 7, "big"), (4, 5, "wait")), later_decisions={},
                          decisions={}))
    while not arb.is_complete:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    final = arb.result()["final"]
    assert isinstance(final, dict) and final["missed_blinds"] == {}


# --- seat.join at a tournament -----------------------------------------------------------------
def test_seat_join_tournament_between_the_button_and_the_small_blind_he_waits_a_hand() -> None:
    """RULES.md: button on seat 2, seat 3 empty, small blind seat 4: a player seated in 3
    is dealt in from the next hand; seated in 4 he posts the small blind and plays."""
    last = Places(1, 2, 4, (1, 2, 4, 5, 6))  # seat 3 empty; seat 4 the big blind
    places, _ = lay_out(ButtonRule.DEAD, last, (1, 2, 3, 4, 5, 6), Roster(new=((3, "play"),)))
    assert (places.button, places.small, places.big) == (2, 4, 5) and 3 not in places.players
    last = Places(1, 2, 3, (1, 2, 3, 5, 6))  # seat 4 empty; a new player sits down in it
    places, _ = lay_out(ButtonRule.DEAD, last, (1, 2, 3, 4, 5, 6), Roster(new=((4, "play"),)))
    assert (places.button, places.small, places.big) == (2, 3, 4) and 4 in places.players


# --- seat.absent -------------------------------------------------------------------------------
@pytest.mark.parametrize("house", [HouseRules.ROBERTS, HouseRules.TDA])
def test_seat_absent_dealt_in_blinds_posted_hand_killed_after_the_deal(
        house: HouseRules) -> None:
    """Both presets read the same: a drill's absence is whole hands."""
    arb = played(ABSENT, 14, house)  # hand 1 dealt, Chloe's big blind posted
    assert arb.hand.bets[3] == 100 and [a.text() for a in arb.expected()] == ["kill_hand: 3"]
    assert refused(arb, "wait") == (Outcome.VIOLATION, "seat.absent")
    arb = played(ABSENT, 10_000, house)
    result = arb.result()
    assert result["passed"] is True, result["violations"]
    hands = result["hands"]
    assert isinstance(hands, list) and [h["absent"] for h in hands] == [[3], [3]]
    final = result["final"]
    assert isinstance(final, dict)
    assert final["stacks"] == {"1": 5000, "2": 4950, "3": 4850, "4": 5200, "5": 5000}


def test_seat_absent_passing_over_his_seat_in_the_deal_is_refused() -> None:
    arb = played(ABSENT, 5)  # the first pitch (seat 2) done: seat 3, absent, is next
    assert refused(arb, "deal: 4") == (Outcome.VIOLATION, "seat.absent")
