"""RULES.md "Across hands": the button and the blinds from hand to hand (button.rule,
button.moving, button.dead, blinds.big_forward, headsup.transition), in each preset where
the presets differ: the pure placement (`seating.next_places`) with RULES.md's worked cases,
and the trainee's `move_button` and the next hand's posts, judged by the arbiter."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from across import bust_drill, posts, through_hand, to_button

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.arbiter.seating import Places, missed, next_places, passes
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.preset import PRESETS, ButtonRule
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.validate import check_file

REPO = Path(__file__).resolve().parents[2]
DEAD, MOVING = ButtonRule.DEAD, ButtonRule.MOVING
SIX = (1, 2, 3, 4, 5, 6)
# the table's method at a tournament table, by preset (RULES.md's presets table)
TOURNAMENT_METHOD = {HouseRules.SEEDS: MOVING, HouseRules.ROBERTS: DEAD, HouseRules.TDA: DEAD}


def table(house: HouseRules, tournament: bool, rule: ButtonRule | None = None) -> TableConfig:
    return TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                       small_blind=5, big_blind=10, house_rules=house, tournament=tournament,
                       button_rule=rule)


def after(method: ButtonRule, last: Places, players: tuple[int, ...]) -> tuple[int, int, int]:
    """(button, small blind's seat, big blind) of the next hand."""
    p, _ = next_places(method, last, players)
    return p.button, p.small, p.big


# --- button.rule -----------------------------------------------------------------------------
@pytest.mark.parametrize("house", list(HouseRules))
def test_button_rule_each_preset_moving_at_a_cash_table_its_own_at_a_tournament(
        house: HouseRules) -> None:
    assert table(house, tournament=False).method is MOVING
    assert table(house, tournament=True).method is TOURNAMENT_METHOD[house]


@pytest.mark.parametrize("house", list(HouseRules))
def test_button_rule_the_scenarios_table_names_its_own_method(house: HouseRules) -> None:
    assert table(house, tournament=False, rule=DEAD).method is DEAD
    assert table(HouseRules.SEEDS, tournament=True, rule=DEAD).method is DEAD
    assert table(house, tournament=True, rule=MOVING).method is MOVING  # the engine allows it


def test_button_rule_a_house_of_its_own_changes_the_column() -> None:
    mine = PRESETS[HouseRules.TDA].but(name="ours", cash_button_rule=DEAD)
    config = TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                         small_blind=5, big_blind=10, house_rules=HouseRules.TDA, house=mine)
    assert config.method is DEAD


DRILL = """\
id: x
title: x
level: 1
house_rules: {house}
table:
  small_blind: 5
  big_blind: 10
  button: 1
  tournament: true
  button_rule: moving
  seats: {{1: {{name: A, stack: 100}}, 2: {{name: B, stack: 100}}, 3: {{name: C, stack: 100}}}}
deck: {{seed: 1}}
"""


@pytest.mark.parametrize("house", list(HouseRules))
def test_button_rule_validate_refuses_a_moving_button_at_a_tda_tournament(
        house: HouseRules, tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text(DRILL.format(house=house.value), encoding="utf-8")
    problems = check_file(path)
    refused = [p for p in problems if "button_rule" in str(p)]
    assert bool(refused) is (house is HouseRules.TDA) and refused == problems, problems
    if refused:
        assert "TDA 32" in str(refused[0])


# --- button.moving (RULES.md's example: seats 1-6, button 1, blinds 2 and 3) ----------------
def test_button_moving_the_big_blind_busts_seat_4_goes_to_the_small_blind() -> None:
    last = Places.around(1, SIX)
    assert (last.small, last.big) == (2, 3)
    assert after(MOVING, last, (1, 2, 4, 5, 6)) == (2, 4, 5)  # owes nothing
    assert next_places(MOVING, last, (1, 2, 4, 5, 6))[1] == "button.moving"


def test_button_moving_no_seat_empties_the_rule_is_button_move() -> None:
    assert next_places(MOVING, Places.around(1, SIX), SIX)[1] == "button.move"
    assert next_places(DEAD, Places.around(1, SIX), SIX) == (Places.around(2, SIX),
                                                               "button.move")


# --- button.dead (RULES.md's worked cases) -------------------------------------------------
def test_button_dead_the_small_blind_busts_the_button_goes_to_his_empty_seat() -> None:
    nxt, rule = next_places(DEAD, Places.around(1, SIX), (1, 3, 4, 5, 6))
    assert (nxt.button, nxt.small, nxt.big, nxt.button_dead, rule) == (2, 3, 4, True,
                                                                        "button.dead")


def test_button_dead_the_big_blind_busts_the_small_blind_is_dead_then_the_button() -> None:
    players = (1, 2, 4, 5, 6)
    second, _ = next_places(DEAD, Places.around(1, SIX), players)
    assert (second.button, second.big, second.small_dead, second.button_dead) == (
        2, 4, True, False)
    third, rule = next_places(DEAD, second, players)
    assert (third.button, third.small, third.big, third.button_dead) == (3, 4, 5, True)
    assert rule == "button.move"  # nobody left since hand 2: the method, as button.move


def test_button_dead_both_blinds_bust_seat_1_has_last_action_three_hands_running() -> None:
    players = (1, 4, 5, 6)
    second, _ = next_places(DEAD, Places.around(1, SIX), players)
    assert (second.button, second.big, second.small_dead, second.button_dead) == (
        2, 4, True, True)
    third, _ = next_places(DEAD, second, players)
    assert (third.button, third.small, third.big, third.button_dead) == (3, 4, 5, True)


# --- blinds.big_forward --------------------------------------------------------------------
def test_blinds_big_forward_players_1_2_5_the_big_blind_goes_2_5_1_2() -> None:
    players = (1, 2, 5)
    places, bigs = Places(2, 5, 1, players), []
    for _ in range(4):
        places, _ = next_places(DEAD, places, players)
        bigs.append(places.big)
    assert bigs == [2, 5, 1, 2]


@pytest.mark.parametrize("house", list(HouseRules))
def test_blinds_big_forward_audit_four_handed_the_big_blind_busts(house: HouseRules) -> None:
    """The audit: seats 1, 3, 5, 6, button 1; the big blind (5) busts. Under the dead button
    the big blind moves forward to seat 6 with a dead small blind; under the moving button
    seat 6 goes from under the gun to the small blind."""
    arb = bust_drill([1, 3, 5, 6], button=1, losers=[5], winner=6, house=house)
    to_button(arb)
    dead = TOURNAMENT_METHOD[house] is DEAD
    assert arb.expected()[0] == TraineeAction("move_button", seat=3)
    through_hand(arb)
    assert (arb.config.button, arb.config.dead_small) == (3, dead)
    assert posts(arb) == ([(6, "big")] if dead else [(1, "big"), (6, "small")])
    if dead:  # a dead small blind: nobody posts it, the first card goes to the big blind
        step = copy.deepcopy(arb).apply(TraineeAction("post", seat=6, blind="small"))
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "button.dead")
        assert arb.hand.deal_order()[0] == 6
    through_hand(arb)
    # hand 3: under the dead button the disc stands at seat 5, empty
    assert (arb.config.button, arb.config.dead_button) == ((5, True) if dead else (6, False))
    hand2 = arb.result()["hands"][1]  # type: ignore[index]
    assert (hand2["small_blind_seat"], hand2["big_blind_seat"]) == (
        (None, 6) if dead else (6, 1))


@pytest.mark.parametrize("house", [HouseRules.ROBERTS, HouseRules.TDA])
def test_blinds_big_forward_a_wrong_button_is_a_violation_of_button_dead(
        house: HouseRules) -> None:
    arb = bust_drill([1, 3, 5, 6], button=1, losers=[3], winner=6, house=house)
    to_button(arb)  # the small blind busted: the dead button goes to his empty seat
    assert arb.expected()[0] == TraineeAction("move_button", seat=3)
    step = copy.deepcopy(arb).apply(TraineeAction("move_button", seat=5))  # the next player
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "button.dead")
    through_hand(arb)
    assert (arb.config.button, arb.config.dead_button, posts(arb)) == (
        3, True, [(5, "small"), (6, "big")])
    assert arb.hand.deal_order()[:3] == [5, 6, 1]  # the first player left of the disc
    through_hand(arb)  # hand 2's disc goes on to seat 5: live again
    assert (arb.config.button, arb.config.dead_button) == (5, False)
    assert arb.result()["final"]["buttons"] == [1, 3]  # type: ignore[index]  # hands done


def test_button_moving_a_wrong_button_after_a_bust_is_a_violation_of_button_moving() -> None:
    arb = bust_drill([1, 3, 5, 6], button=1, losers=[3], winner=6, house=HouseRules.SEEDS)
    to_button(arb)
    assert arb.expected()[0] == TraineeAction("move_button", seat=5)
    for seat in (3, 6):  # the busted small blind's seat, the seat after the right one
        step = copy.deepcopy(arb).apply(TraineeAction("move_button", seat=seat))
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "button.moving")
    through_hand(arb)
    step = copy.deepcopy(arb).apply(TraineeAction("move_button", seat=3))  # empty now
    assert step.outcome is Outcome.INVALID  # no dead button at this table: no player there


# --- headsup.transition (every preset) ---------------------------------------------------------
@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("tournament", [True, False])
def test_headsup_transition_the_button_busts_three_handed(house: HouseRules,
                                                          tournament: bool) -> None:
    """Seats 1 (button), 2 (small blind), 3 (big blind); seat 1 busts: the moving button
    would give seat 3 the big blind twice; button and small blind 3, big blind 2."""
    arb = bust_drill([1, 2, 3], button=1, losers=[1], winner=3, house=house,
                     tournament=tournament)
    to_button(arb)
    assert arb.expected()[0] == TraineeAction("move_button", seat=3)
    step = copy.deepcopy(arb).apply(TraineeAction("move_button", seat=2))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "headsup.transition")
    through_hand(arb)
    assert (arb.config.button, posts(arb)) == (3, [(2, "big"), (3, "small")])
    through_hand(arb)  # then the button alternates
    assert (arb.config.button, posts(arb)) == (2, [(2, "small"), (3, "big")])


@pytest.mark.parametrize("house", list(HouseRules))
def test_headsup_transition_the_big_blind_busts_the_first_player_after_him(
        house: HouseRules) -> None:
    arb = bust_drill([1, 2, 3], button=1, losers=[3], winner=2, house=house)
    to_button(arb)
    assert arb.expected()[0] == TraineeAction("move_button", seat=2)
    through_hand(arb)
    assert posts(arb) == [(1, "big"), (2, "small")]


def test_headsup_transition_audit_seat_4_does_not_post_the_big_blind_twice() -> None:
    """The audit's table: seats 2, 4, 7, button 7, blinds 2 and 4; the button busts. The
    moving button would go to seat 2, heads-up its small blind, and seat 4 would post the
    big blind twice in a row: under either method, button and small blind 4, big blind 2."""
    last = Places.around(7, (2, 4, 7))
    assert (last.small, last.big) == (2, 4)
    for method in ButtonRule:
        nxt, rule = next_places(method, last, (2, 4))
        assert (nxt.button, nxt.small, nxt.big, rule) == (4, 4, 2, "headsup.transition")


def test_headsup_transition_later_hands_alternate() -> None:
    first, _ = next_places(MOVING, Places.around(1, (1, 2, 3)), (2, 3))
    second, rule = next_places(MOVING, first, (2, 3))
    assert (first.button, second.button, second.big, rule) == (3, 2, 3, "button.move")


# --- seat.sit_out, blinds.missed (recorded; a cash table, every preset alike) ---------------
SIT_OUT = "scenarios/sit-out-missed-blinds.yaml"


def test_seat_sit_out_the_blinds_pass_his_seat_and_are_recorded_against_him() -> None:
    """RULES.md's example: seats 1-6, seat 4 sitting out. Button 2: blinds 3 and 5 (the big
    passes seat 4); button 3: blinds 5 and 6 (the small passes it too)."""
    arb = Arbiter(load_scenario(REPO / SIT_OUT).setup)
    assert 4 not in arb.config.occupied and posts(arb) == [(3, "small"), (5, "big")]
    assert arb.hand.deal_order()[:5] == [3, 5, 6, 1, 2]
    for item, key in (("deal: 4", "seat.sit_out.deal"),
                      ("post: {seat: 4, blind: big}", "seat.sit_out.post")):
        step = copy.deepcopy(arb).apply(TraineeAction.parse(yaml.safe_load(item)))
        assert (step.outcome, step.rule, step.message_key) == (Outcome.VIOLATION,
                                                               "seat.sit_out", key)
    through_hand(arb)
    assert posts(arb) == [(5, "small"), (6, "big")]
    through_hand(arb)
    result = arb.result()
    hands = result["hands"]
    assert isinstance(hands, list)
    assert [(h["sitting_out"], h["missed_blinds"]) for h in hands] == [
        ([4], {"4": ["big"]}), ([4], {"4": ["small", "big"]})]
    final = result["final"]
    assert isinstance(final, dict)
    assert final["missed_blinds"] == {"4": ["small", "big"]} and final["stacks"]["4"] == 1000
    assert sum(final["stacks"].values()) == 6000


def test_seat_sit_out_between_hands_from_the_next_hand_on() -> None:
    setup = replace(load_scenario(REPO / SIT_OUT).setup, sitting_out=frozenset(),
                    sit_outs=((2, 6),), decisions={})  # the bots play
    arb = Arbiter(setup)
    assert 4 in arb.config.occupied and posts(arb) == [(3, "small"), (4, "big")]
    through_hand(arb)  # seat 6 sits out from hand 2: the blinds after the disc skip him
    assert 6 not in arb.config.occupied and posts(arb) == [(4, "small"), (5, "big")]


def test_seat_sit_out_passes_is_strictly_between_clockwise() -> None:
    assert passes(2, 5, 4) and passes(9, 2, 10) and passes(9, 2, 1)
    assert not passes(2, 5, 5) and not passes(2, 5, 2) and not passes(3, 3, 4)
    assert missed(Places(2, 3, 5, (1, 2, 3, 5, 6)), frozenset({4}), {4: ("big",)}) == {
        4: ("big",)}


@pytest.mark.parametrize("event", ["{hand: 1, sit_out: 4}", "{hand: 9, sit_out: 4}",
                                   "{hand: 2, sit_out: 7}"])
def test_seat_sit_out_validate_refuses_an_event_out_of_the_drill(event: str,
                                                                 tmp_path: Path) -> None:
    text = (REPO / SIT_OUT).read_text(encoding="utf-8") + f"between_hands: [{event}]\n"
    path = tmp_path / "x.yaml"
    path.write_text(text.replace("id: sit-out-missed-blinds", "id: x"), encoding="utf-8")
    assert check_file(path)


def test_seat_sit_out_validate_refuses_missed_blinds_at_a_tournament(tmp_path: Path) -> None:
    """A tournament player away is absent (seat.absent), dealt in: nothing is owed."""
    text = (REPO / SIT_OUT).read_text(encoding="utf-8").replace(
        "  button: 2\n", "  button: 2\n  tournament: true\n")
    path = tmp_path / "x.yaml"
    path.write_text(text, encoding="utf-8")
    assert not check_file(path)
    path.write_text(text.replace("sitting_out: true", "sitting_out: true, owes: [big]"),
                    encoding="utf-8")
    problems = check_file(path)
    assert problems and "seat.absent" in str(problems[0]), problems


# --- headsup.transition, blinds.big_forward: heads-up, the pair changes ---------------------
def pair_changes(house: HouseRules, method: ButtonRule) -> Arbiter:
    """Issue 27's property run (seed 9): heads-up between seats 4 (button, small blind) and
    10 (big blind), seat 9 sitting out; between hands 1 and 2 seat 4 leaves and seat 9 comes
    back owing the big blind that passed him. Hand 1 played to its `move_button`."""
    config = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (4, 9, 10)),
                         button=4, small_blind=5, big_blind=10, house_rules=house,
                         button_rule=method)
    arb = Arbiter(DrillSetup(config=config, seed=3, hands=3, sitting_out=frozenset({9}),
                             leaves=((2, 4),), backs=((2, 9, "owed"),)))
    to_button(arb)
    return arb


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("method", list(ButtonRule))
def test_headsup_transition_a_new_pair_one_leaves_as_another_comes_back(
        house: HouseRules, method: ButtonRule) -> None:
    """A new pair starts heads-up play: the big blind to seat 9, who did not post it, the
    button and the small blind to seat 10 (not the disc's next seat, 9); seat 9's big
    blind, posted in the big blind's seat, clears what he owes (blinds.missed)."""
    arb = pair_changes(house, method)
    assert arb.expected()[0] == TraineeAction("move_button", seat=10)
    step = copy.deepcopy(arb).apply(TraineeAction("move_button", seat=9))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "headsup.transition")
    through_hand(arb)
    assert (arb.config.button, posts(arb)) == (10, [(9, "big"), (10, "small")])
    assert dict(arb.comings.owed) == {9: ("big",)}
    through_hand(arb)  # then the button alternates
    assert (arb.config.button, posts(arb)) == (9, [(9, "small"), (10, "big")])
    assert not arb.comings.owed


@pytest.mark.parametrize("method", list(ButtonRule))
def test_blinds_big_forward_heads_up_nobody_posts_it_twice_when_the_pair_changes(
        method: ButtonRule) -> None:
    """Heads-up 4 (button) and 10 (big blind). Seat 4 leaves, 9 comes: big blind 9, not 10
    again. Seat 10 leaves instead: the big blind to the first player after his seat, 4, who
    had the button. The same pair again: the button alternates (button.move)."""
    last = Places(4, 4, 10, (4, 10))
    assert after(method, last, (9, 10)) == (10, 10, 9)
    assert after(method, last, (4, 9)) == (9, 9, 4)
    assert next_places(method, last, (9, 10))[1] == "headsup.transition"
    assert next_places(method, last, (4, 10)) == (Places(10, 10, 4, (4, 10)), "button.move")
