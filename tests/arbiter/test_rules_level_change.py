"""RULES.md "Tournament levels": tournament.level_change. A level announced before a hand's
first shuffle applies to that hand; one announced during it applies from the next (TDA 23).
In the first hand of a new level, and in the hand during whose shuffle a level is announced,
each post names its amount, and a post at the other level's amount is refused (CONTRACT.md
"Trainee actions, new and widened"); a level whose entry does not say when it is announced
asks for no amount (drills written before keep working). The drill
`level-change-at-shuffle`. The presets do not differ here: each test runs in all three."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.engine.config import BlindLevel, HouseRules, SeatConfig, TableConfig
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]
DRILL = "level-change-at-shuffle"


def table(house: HouseRules, level: BlindLevel) -> TableConfig:
    return TableConfig(seats=tuple(SeatConfig(s, f"P{s}", 10_000) for s in (1, 2, 3, 4)),
                       button=1, small_blind=100, big_blind=200, tournament=True,
                       house_rules=house, schedule=(BlindLevel(1, 100, 200), level))


def to_hand(arb: Arbiter, n: int) -> Arbiter:
    """The hints played to the start of hand `n` (the bots decide)."""
    while arb.hand_number < n:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
    for name in ("shuffle", "cut"):
        arb.apply(TraineeAction(name))
    return arb


def post(arb: Arbiter, seat: int, blind: str, amount: int | None) -> tuple[Outcome, str | None]:
    step = arb.apply(TraineeAction("post", seat=seat, blind=blind, amount=amount))
    return step.outcome, step.rule


@pytest.mark.parametrize("house", list(HouseRules))
def test_tournament_level_change_announced_during_the_shuffle_applies_from_the_next_hand(
        house: HouseRules) -> None:
    """200-400 announced during hand 2's shuffle: hand 2 is at 100-200, hand 3 at 200-400."""
    level = BlindLevel(3, 200, 400, announced_in=2, clocked=True)
    arb = to_hand(Arbiter(DrillSetup(config=table(house, level), seed=4, hands=3)), 2)
    assert (arb.hand.small_blind, arb.hand.big_blind) == (100, 200)
    small, big = arb.hand.pos.small, arb.hand.pos.big
    assert small is not None
    before = dict(arb.hand.stacks)
    assert post(arb, small, "small", 200) == (Outcome.VIOLATION, "tournament.level_change")
    assert post(arb, small, "small", None) == (Outcome.VIOLATION, "tournament.level_change")
    assert arb.hand.stacks == before  # refused: nothing moved
    assert post(arb, small, "small", 100) == (Outcome.OK, None)
    assert post(arb, big, "big", 200) == (Outcome.OK, None)
    arb = to_hand(arb, 3)
    assert (arb.hand.small_blind, arb.hand.big_blind) == (200, 400)
    small = arb.hand.pos.small
    assert small is not None
    assert post(arb, small, "small", 100) == (Outcome.VIOLATION, "tournament.level_change")
    assert post(arb, small, "small", 200) == (Outcome.OK, None)


@pytest.mark.parametrize("house", list(HouseRules))
def test_tournament_level_change_announced_before_the_shuffle_applies_to_that_hand(
        house: HouseRules) -> None:
    level = BlindLevel(2, 200, 400, clocked=True)
    arb = to_hand(Arbiter(DrillSetup(config=table(house, level), seed=4, hands=3)), 2)
    assert (arb.hand.small_blind, arb.hand.big_blind) == (200, 400)
    big = arb.hand.pos.big
    assert post(arb, big, "big", 200) == (Outcome.VIOLATION, "tournament.level_change")
    assert post(arb, big, "big", 400) == (Outcome.OK, None)
    assert TraineeAction("post", seat=arb.hand.pos.small, blind="small",
                         amount=200) in arb.expected()  # the hint names the amount


def test_tournament_level_change_a_level_with_no_announcement_asks_no_amount() -> None:
    """A schedule written before these rules (no `announced:`): the posts need no amount, and
    one given is still checked (`tournament-levels` passes as it did)."""
    arb = to_hand(Arbiter(DrillSetup(config=table(HouseRules.TDA, BlindLevel(2, 200, 400)),
                                     seed=4, hands=3)), 2)
    small = arb.hand.pos.small
    assert small is not None
    assert post(arb, small, "small", 100) == (Outcome.VIOLATION, "tournament.level_change")
    assert post(arb, small, "small", None) == (Outcome.OK, None)
    sc = load_scenario(REPO / "scenarios" / "tournament-levels.yaml")
    arb = Arbiter(sc.setup)
    for item in load_script(REPO / "scenarios" / "solutions" / "tournament-levels.yaml"):
        arb.apply(item.action)
    assert arb.passed()


@pytest.mark.parametrize("house", list(HouseRules))
def test_tournament_level_change_the_drill_passes_in_every_preset(house: HouseRules) -> None:
    sc = load_scenario(REPO / "scenarios" / f"{DRILL}.yaml")
    setup = dataclasses.replace(sc.setup, config=dataclasses.replace(
        sc.setup.config, house_rules=house))
    arb = Arbiter(setup)
    for item in load_script(REPO / "scenarios" / "solutions" / f"{DRILL}.yaml"):
        arb.apply(item.action)
    assert arb.passed()
    hands = arb.result()["hands"]
    assert isinstance(hands, list)
    assert [(h["small_blind"], h["big_blind"]) for h in hands] == [(100, 200), (100, 200),
                                                                  (200, 400)]


def test_blinds_small_an_amount_given_at_a_cash_table_is_checked() -> None:
    cfg = TableConfig(seats=tuple(SeatConfig(s, f"P{s}", 1000) for s in (1, 2, 3)), button=1,
                      small_blind=5, big_blind=10)
    arb = Arbiter(DrillSetup(config=cfg, seed=1))
    for name in ("shuffle", "cut"):
        arb.apply(TraineeAction(name))
    assert post(arb, 2, "small", 10) == (Outcome.VIOLATION, "blinds.small")
    assert post(arb, 2, "small", 5) == (Outcome.OK, None)
