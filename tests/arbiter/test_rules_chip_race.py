"""RULES.md "The chip race and the color-up" (race.color_up, race.count, race.deal, race.award,
race.not_raced_out, race.leftover) through the arbiter, on CONTRACT.md's `chip-race-25s`
(tda) and `chip-race-roberts-5s` (roberts, odd chips, a player who would be raced out, chips
found after the race): each step in its order, each step off it refused under its rule with
the state unchanged, and the dealer's error of racing a player out of the tournament."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]
TDA_RACE, ROBERTS_RACE = "chip-race-25s", "chip-race-roberts-5s"


def solution(name: str) -> list[TraineeAction]:
    return [i.action for i in load_script(REPO / "scenarios" / "solutions" / f"{name}.yaml")]


def played(name: str, steps: int, house: HouseRules | None = None) -> Arbiter:
    setup = load_scenario(REPO / "scenarios" / f"{name}.yaml").setup
    if house is not None:  # the same race under another preset (the script is the same)
        setup = dataclasses.replace(setup, config=dataclasses.replace(
            setup.config, house_rules=house))
    arb = Arbiter(setup)
    for a in solution(name)[:steps]:
        assert arb.apply(a).outcome is Outcome.OK, a
    return arb


def refused(arb: Arbiter, text: str, rule: str) -> None:
    before = (dict(arb.hand.stacks), len(arb.hand.log))
    step = arb.apply(TraineeAction.parse(_item(text)))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, rule), step
    assert (dict(arb.hand.stacks), len(arb.hand.log)) == before


def _item(text: str) -> object:
    import yaml

    return yaml.safe_load(text)


@pytest.mark.parametrize("name", [TDA_RACE, ROBERTS_RACE])
def test_race_the_example_drills_pass_as_written(name: str) -> None:
    arb = played(name, 99)
    assert arb.passed() and arb.result()["hands_played"] == 0


def test_race_color_up_comes_first_after_the_cut() -> None:
    arb = played(TDA_RACE, 2)
    refused(arb, "announce_race: 3", "race.color_up")
    refused(arb, "deal: 1", "race.color_up")
    assert arb.apply(TraineeAction("color_up")).outcome is Outcome.OK
    refused(arb, "color_up", "race.count")  # once only: the count is next


@pytest.mark.parametrize("house", list(HouseRules))
def test_race_count_half_a_chip_or_more_races_one_more_in_every_preset(house: HouseRules) -> None:
    """Ten odd 25s (250): two 100s and half of one, three chips raced (RULES.md: `seeds` and
    `tda` as `roberts`)."""
    arb = played(TDA_RACE, 3, house)
    refused(arb, "announce_race: 2", "race.count")
    refused(arb, "deal: 1", "race.count")  # the count before the first race card
    assert arb.apply(TraineeAction.parse({"announce_race": 3})).outcome is Outcome.OK


def test_race_count_thirteen_odd_fives_race_three_25s_roberts() -> None:
    arb = played(ROBERTS_RACE, 3)
    assert arb.expected() == (TraineeAction("announce_race", amount=3),)


def test_race_deal_every_card_of_a_seat_before_the_next() -> None:
    arb = played(TDA_RACE, 5)  # one card to seat 1, which has three odd chips
    refused(arb, "deal: 2", "race.deal")
    refused(arb, "award_chip: 1", "race.deal")
    arb = played(TDA_RACE, 7)  # seat 1's three are out: seat 2 next, seat 3 has no odd chip
    refused(arb, "deal: 3", "race.deal")
    assert arb.apply(TraineeAction("deal", seat=2)).outcome is Outcome.OK


def test_race_award_highest_card_by_rank_then_suit_one_chip_a_player() -> None:
    arb = played(TDA_RACE, 14)
    refused(arb, "award_chip: 1", "race.award")  # Ah (seat 4) is higher than Kd
    arb.apply(TraineeAction("award_chip", seat=4))
    refused(arb, "award_chip: 4", "race.award")  # a second chip to one seat
    refused(arb, "award_chip: 1", "race.award")  # Kh beats Kd on suit
    assert arb.apply(TraineeAction("award_chip", seat=6)).outcome is Outcome.OK


def test_race_award_a_seat_second_card_counts_for_nothing_roberts() -> None:
    """Elena's Qd wins the first chip; her Qc, the next highest card, wins nothing: Filip's Jh
    is next."""
    arb = played(ROBERTS_RACE, 17)
    assert arb.apply(TraineeAction("award_chip", seat=5)).outcome is Outcome.OK
    refused(arb, "award_chip: 5", "race.award")
    assert arb.expected() == (TraineeAction("award_chip", seat=6),)


@pytest.mark.parametrize("name, seat, rich", [(TDA_RACE, 5, 2), (ROBERTS_RACE, 2, 3)])
def test_race_not_raced_out_the_player_who_lost_his_last_chips_gets_one(
        name: str, seat: int, rich: int) -> None:
    """The dealer's error "a player raced out of the tournament": the small chips taken out
    while a player who lost his last ones has no chip is refused (the state unchanged); the
    book's correction, one chip of the new denomination from the tray, then passes."""
    arb = played(name, len(solution(name)) - 2)
    refused(arb, "remove_chips", "race.not_raced_out")
    refused(arb, f"not_raced_out: {rich}", "race.not_raced_out")  # he has chips behind
    stack = arb.hand.stacks[seat]
    assert arb.apply(TraineeAction("not_raced_out", seat=seat)).outcome is Outcome.OK
    assert arb.hand.stacks[seat] == stack + arb.config.race.next  # type: ignore[union-attr]
    refused(arb, f"not_raced_out: {seat}", "race.leftover")  # once
    assert arb.apply(TraineeAction("remove_chips")).outcome is Outcome.OK
    assert arb.complete and not arb.passed()  # complete, with the refusals on record


def test_race_leftover_the_drill_is_complete_once_the_small_chips_are_out() -> None:
    arb = played(ROBERTS_RACE, len(solution(ROBERTS_RACE)) - 1)
    assert not arb.complete
    arb.apply(TraineeAction("remove_chips"))
    final = arb.result()["final"]
    assert isinstance(final, dict)
    assert final["race"]["removed"] == 16  # thirteen odd 5s and Chloe's three found
    assert final["stacks"]["3"] == 1500 and arb.complete  # 15 found: no 25, no compensation
    assert arb.apply(TraineeAction("remove_chips")).outcome is Outcome.INVALID


def test_race_leftover_a_race_step_at_a_table_with_no_race_is_invalid() -> None:
    arb = played("basic-deal", 0)
    for text in ("color_up", "award_chip: 1", "remove_chips"):
        step = arb.apply(TraineeAction.parse(_item(text)))
        assert (step.outcome, step.message_key) == (Outcome.INVALID, "invalid.no_race")
