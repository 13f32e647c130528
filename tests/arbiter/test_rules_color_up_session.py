"""Issue 27: "In a tournament session the levels rise on a schedule, and color-ups come when a
chip is removed" (arbiter/color_up.py; RULES.md "The chip race and the color-up", race.*).

The chips in play are derived from the schedule (a chip leaves when no blind or ante from that
level on needs it); the first hand of such a level begins with the chip race, dealt by the
race drill's steps, then the hand. A free-deal tournament session, played by the arbiter's own
expectations, reaches its color-ups, races them to the end, and leaves no small chip in any
stack, every chip accounted for."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.arbiter.color_up import chip_at, chips_in_play, color_up_at, small_chips
from dealer_trainer.arbiter.setup import ScriptedDecision
from dealer_trainer.engine.config import BlindLevel, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.gui.freedeal import levels_for, new_table, setup_for
from dealer_trainer.gui.settings import Settings

SEATS = tuple(SeatConfig(s, f"p{s}", 1000) for s in (1, 2, 3, 4))


def table(*levels: tuple[int, int, int], chip: int = 1) -> TableConfig:
    return TableConfig(seats=SEATS, button=1, small_blind=5, big_blind=10, tournament=True,
                       chip=chip, schedule=tuple(BlindLevel(h, sb, bb) for h, sb, bb in levels))


def test_race_color_up_a_chip_leaves_when_no_later_level_needs_it() -> None:
    """5/10, 15/30 need 5s; from 25/50 on, with 75/150 to come, only 25s: the 5s leave at
    25/50, the 25s stay at 100/200 because 150/300 comes after it, and leave at 200/400."""
    cfg = table((1, 5, 10), (3, 15, 30), (5, 25, 50), (7, 75, 150), (9, 100, 200),
                (11, 150, 300), (13, 200, 400))
    assert chips_in_play(cfg) == ((1, 5), (3, 5), (5, 25), (7, 25), (9, 25), (11, 25),
                                  (13, 100))
    assert [color_up_at(cfg, h) for h in (3, 4, 5, 6, 9, 13)] == [
        None, None, (5, 25), None, None, (25, 100)]
    assert chip_at(cfg, 4) == 5 and chip_at(cfg, 5) == 25 and chip_at(cfg, 40) == 100


def test_race_color_up_an_ante_keeps_its_chip_in_play() -> None:
    """blinds.ante: an ante of 5 at 25/50 needs the 5s; they stay until it is gone."""
    cfg = replace(table((1, 5, 10), (3, 25, 50), (5, 50, 100)),
                  schedule=(BlindLevel(1, 5, 10), BlindLevel(3, 25, 50, ante=5),
                            BlindLevel(5, 50, 100, ante=25)))
    assert [color_up_at(cfg, h) for h in (3, 5)] == [None, (5, 25)]


def test_race_color_up_none_without_levels_or_first_hand() -> None:
    cfg = TableConfig(seats=SEATS, button=1, small_blind=5, big_blind=10)
    assert chips_in_play(cfg) == () and color_up_at(cfg, 2) is None and chip_at(cfg, 9) == 1
    assert color_up_at(table((1, 5, 10), (2, 25, 50)), 1) is None


def test_race_color_up_small_chips_are_the_odd_value_and_full_sets() -> None:
    """A seat's small chips: his stack's value below a new chip in small chips, and up to
    three full sets; a stack of new chips only may hold none."""
    for seed in range(30):
        chips = dict(small_chips({1: 1015, 2: 1000, 3: 15}, 5, 25, random.Random(seed)))
        assert chips.get(1, 0) % 5 == 3 and chips.get(1, 0) <= 3 + 3 * 5
        assert chips.get(2, 0) % 5 == 0 and chips.get(2, 0) <= 15
        assert chips[3] == 3  # his whole stack: 15 in 5s, no full set


def session(structure: str, variant: str = "holdem", seed: int = 3) -> Arbiter:
    """A free-deal tournament session (`--tournament`) whose levels rise every two hands."""
    settings = Settings(variant=variant, structure=structure, tournament=True)
    setup = setup_for(new_table(settings, seed), settings, seed)
    levels = levels_for(setup.config.small_blind, every=2)
    return Arbiter(replace(setup, config=replace(setup.config, schedule=levels)))


def play_race(arb: Arbiter) -> dict[int, int]:
    """The race owed now, played by the arbiter's own steps to its end: the stacks before."""
    before = dict(arb.hand.stacks)
    while arb.hand.config.race is not None:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
    return before


def accounted(arb: Arbiter, before: dict[int, int]) -> None:
    """Chips conserved through the race: the odd small chips out of play, each new chip
    raced or given from the tray (race.not_raced_out) in; no small chip left anywhere."""
    race = arb.races[arb.hand_number]
    cfg = race.config.race
    assert cfg is not None
    awarded = race.race_awarded() + race.race_awarded(raced_out=True)
    odd = sum(cfg.odd().values())
    assert sum(race.stacks.values()) == sum(before.values()) - odd * cfg.remove + len(
        awarded) * cfg.next
    assert all(v % cfg.next == 0 for v in race.stacks.values()), race.stacks
    assert all(v > 0 for v in race.stacks.values())  # nobody raced out


@pytest.mark.parametrize(("structure", "changes"), [("no-limit", [(5, 25), (25, 100)]),
                                                     ("limit", [(5, 25), (25, 100)])])
def test_race_color_up_a_tournament_session_races_each_chip_off(
        structure: str, changes: list[tuple[int, int]]) -> None:
    arb = session(structure)
    seen = []
    for n in range(18):
        if n:
            arb.next_hand()
        if arb.hand.config.race is not None:
            race = arb.hand.config.race
            assert [e.name for e in arb.expected()] == ["shuffle"]  # the race is owed first
            seen.append((race.remove, race.next))
            before = play_race(arb)
            accounted(arb, before)
            assert arb.hand.config.race is None and arb.config.chip == race.next
            assert arb.hand.stacks == {s: arb.races[arb.hand_number].stacks[s]
                                       for s in arb.hand.stacks}
        while not arb.is_complete:
            step = arb.apply(arb.expected()[0])
            assert step.outcome is Outcome.OK, (n, step)
        record = arb.hand_records[-1]
        chip = arb.config.chip
        assert all(v % chip == 0 for v in arb.hand.stacks.values()), (n, chip)
        if arb.hand_number in arb.races:
            assert record["color_up"]["next"] == chip  # type: ignore[index]
    assert seen == changes


def test_race_color_up_a_stud_session_races_too() -> None:
    arb = session("limit", variant="stud")
    raced = 0
    for n in range(8):
        if n:
            arb.next_hand()
        if arb.hand.config.race is not None:
            accounted(arb, play_race(arb))
            raced += 1
        while not arb.is_complete:
            assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert raced == 1 and arb.config.chip == 25 and arb.config.ante == 25


def short_stack_drill(house: HouseRules) -> Arbiter:
    """Hand 1 folded round to the big blind; seat 4's whole stack is three 5s, raced at the
    color-up before hand 2 (the 5s leave at 25/50)."""
    seats = (*SEATS[:3], SeatConfig(4, "p4", 15))
    cfg = replace(table((1, 5, 10), (2, 25, 50)), seats=seats, house_rules=house)
    folds = tuple(ScriptedDecision(Decision(s, ActionKind.FOLD)) for s in (4, 1, 2))
    return Arbiter(DrillSetup(config=cfg, seed=11, hands=2, color_ups=True,
                              decisions={Street.PREFLOP: folds}))


@pytest.mark.parametrize("house", list(HouseRules))
def test_race_not_raced_out_at_a_session_color_up(house: HouseRules) -> None:
    arb = short_stack_drill(house)
    while arb.hand.config.race is None:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.hand_number == 2 and dict(arb.hand.config.race.chips)[4] == 3  # type: ignore
    before = play_race(arb)
    accounted(arb, before)
    assert arb.hand.stacks[4] == 25  # a chip won, or one from the tray: never raced out
    while not arb.is_complete:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.passed()


def test_race_color_up_steps_off_the_race_are_refused_under_its_rules() -> None:
    """race.color_up first after the cut; a card or a post before it is a violation, the
    table unchanged; the race's steps at a table with no color-up are invalid."""
    arb = short_stack_drill(HouseRules.TDA)
    while arb.hand.config.race is None:
        arb.apply(arb.expected()[0])
    for a in ("shuffle", "cut"):
        assert arb.apply(TraineeAction(a)).outcome is Outcome.OK
    log = len(arb.hand.log)
    for wrong in (TraineeAction("deal", seat=4), TraineeAction("remove_chips")):
        step = arb.apply(wrong)
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "race.color_up"), step
    assert len(arb.hand.log) == log
    plain = Arbiter(DrillSetup(config=table((1, 5, 10), (2, 25, 50)), seed=11, hands=2))
    while plain.hand_number < 2:
        plain.apply(plain.expected()[0])
    assert plain.hand.config.race is None  # a drill's schedule: no color-up unless asked
    assert plain.apply(TraineeAction("color_up")).outcome is Outcome.INVALID


def test_race_color_up_newcomers_sit_down_with_chips_still_in_play() -> None:
    """A player who joins a tournament session late holds no chip a color-up removed: his
    stack is whole chips of the last level's smallest (free deal's schedule: 100s)."""
    for seed in range(6):
        settings = Settings(tournament=True)
        table = new_table(settings, seed)
        config = setup_for(table, settings, seed).config
        late = {c.seat for c in table.newcomers}
        assert late and all(c.stack % 100 == 0 for c in config.seats if c.seat in late)
        cash = setup_for(table, Settings(), seed).config
        assert {c.seat: c.stack for c in cash.seats} == {
            c.seat: c.stack for c in (*table.seats, *table.newcomers)}
