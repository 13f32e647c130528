"""Free deal draws "a player raced out" at a session's color-up (issue 27; raced_out.py;
RULES.md `race.not_raced_out`, TDA 24-A: "Players can't be raced out of play"). The chip race
laid before the first hand of a level that removes a chip is a table of its own for the
random draw (`Family.RACE`): there, where a player's whole stack is odd small chips, free
deal may draw the raced-out error, and only there (never at a hand's table, flop or stud, nor
at a race where nobody could be raced out). Drawn, it is judged by the book: after the last
award the small chips arrive out of play and the player has nothing; dealing on is a
violation of race.not_raced_out; his chip from the tray puts it right and the hand is laid.
Alone, and in a pair with another error in the hand after the race (a hand laid at the prior
level, tournament.level_change; or whatever free deal draws there), in every preset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup, MistakeKind, Outcome, TraineeAction
from dealer_trainer.arbiter.irregularities import REGISTRY, drawable, random_mistake
from dealer_trainer.arbiter.irregularities.raced_out import RacedOut, could_be_raced_out
from dealer_trainer.arbiter.mistakes import MistakeSpec
from dealer_trainer.arbiter.setup import ScriptedDecision
from dealer_trainer.engine.config import BlindLevel, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.race_ops import TRAY

SHORT = 4  # three 5s, his whole stack, raced at the color-up before hand 2 (the 5s leave)
FIRES = 15  # a seed at which his race cards win no chip (22, 27, 38 too)
HOUSES = list(HouseRules)


def short_stack_session(house: HouseRules, seed: int = FIRES, *, rate: float = 1.0,
                        mistakes: tuple[MistakeSpec, ...] = (), stack: int = 15) -> Arbiter:
    """Free deal's tournament session in small (`color_ups`, a random mistake drawn at
    `rate`): 5/10, then 25/50 from hand 2; hand 1 folded round to the big blind."""
    seats = (*(SeatConfig(s, f"p{s}", 1000) for s in (1, 2, 3)), SeatConfig(SHORT, "p4", stack))
    cfg = TableConfig(seats=seats, button=1, small_blind=5, big_blind=10, tournament=True,
                      chip=1, schedule=(BlindLevel(1, 5, 10), BlindLevel(2, 25, 50)),
                      house_rules=house)
    folds = tuple(ScriptedDecision(Decision(s, ActionKind.FOLD)) for s in (4, 1, 2))
    return Arbiter(DrillSetup(config=cfg, seed=seed, hands=2, color_ups=True,
                              decisions={Street.PREFLOP: folds}, random_mistakes=rate,
                              mistakes=mistakes))


def to_the_race(arb: Arbiter) -> None:
    """Hand 1 dealt by the arbiter's own steps (its drawn mistake put right as it owes)."""
    for _ in range(300):
        if arb.hand.config.race is not None:
            return
        arb.apply(arb.expected()[0])
    raise AssertionError("no race")


def race_to_the_error(arb: Arbiter) -> None:
    """The race by the book, up to the step after which the previous dealer raced him out."""
    to_the_race(arb)
    for _ in range(60):
        step = arb.apply(arb.expected()[0])
        if step.outcome is not Outcome.OK:
            assert (step.outcome, step.rule) == (Outcome.IRREGULARITY, "race.not_raced_out")
            assert step.action.startswith("award_chip"), step.action  # right after the award
            return
    raise AssertionError("the error never came")


def play_out(arb: Arbiter) -> list[Outcome]:
    outcomes = []
    for _ in range(300):
        if arb.is_complete:
            return outcomes
        outcomes.append(arb.apply(arb.expected()[0]).outcome)
    raise AssertionError("the hand never ended")


@pytest.mark.parametrize("house", HOUSES)
def test_race_not_raced_out_free_deal_draws_it_at_a_session_color_up(house: HouseRules) -> None:
    arb = short_stack_session(house)
    to_the_race(arb)
    assert could_be_raced_out(arb) == [SHORT]
    assert [m.kind for m in arb.scheduled] == [MistakeKind.RACED_OUT]
    race_to_the_error(arb)
    h = arb.hand
    assert h.config.race is not None and h.stacks[SHORT] == 0, "his last chips went"
    tray = h.house[TRAY]
    for wrong in (TraineeAction("remove_chips"), TraineeAction("shuffle"),
                  TraineeAction("not_raced_out", seat=1)):
        step = arb.apply(wrong)
        assert (step.outcome, step.rule) == (Outcome.VIOLATION, "race.not_raced_out"), step
    assert arb.hint().action == TraineeAction("not_raced_out", seat=SHORT)
    assert arb.apply(TraineeAction("not_raced_out", seat=SHORT)).outcome is Outcome.OK
    assert h.house[TRAY] == tray - 25 and h.stacks[SHORT] == 25
    # the race is over: the hand is laid from its stacks, at the new chip
    assert arb.hand.config.race is None and arb.config.chip == 25
    assert arb.hand.stacks[SHORT] == 25 and arb.races[2] is h
    assert [c.rule for c in arb.corrections if c.hand is h] == ["race.not_raced_out"]
    assert all(c.corrected for c in arb.corrections if c.hand is h)
    assert Outcome.VIOLATION not in play_out(arb)
    record = arb.hand_records[-1]
    assert record["color_up"]["not_raced_out"] == [SHORT]  # type: ignore[index]


@pytest.mark.parametrize("house", HOUSES)
def test_race_not_raced_out_free_deal_chips_accounted_through_the_race(house: HouseRules) -> None:
    """The race with the error and its correction: the odd small chips out of play, each new
    chip raced or (his) given from the tray; the hand is laid with exactly those stacks."""
    arb = short_stack_session(house)
    to_the_race(arb)
    before = dict(arb.hand.stacks)
    race_to_the_error(arb)
    assert arb.apply(TraineeAction("not_raced_out", seat=SHORT)).outcome is Outcome.OK
    race = arb.races[2]
    cfg = race.config.race
    assert cfg is not None
    new_chips = len(race.race_awarded()) + len(race.race_awarded(raced_out=True))
    assert race.race_awarded(raced_out=True) == [SHORT]
    assert sum(race.stacks.values()) == (sum(before.values()) - sum(cfg.odd().values()) * 5
                                         + new_chips * 25)
    assert all(v > 0 and v % 25 == 0 for v in race.stacks.values())
    assert dict(arb.hand.stacks) == dict(race.stacks)


@pytest.mark.parametrize("house", HOUSES)
def test_race_not_raced_out_free_deal_in_a_pair_with_a_prior_level_hand(
        house: HouseRules) -> None:
    """In a pair: the race draws the raced-out error, and the hand after it (the first at
    25/50) is laid at the prior level (tournament.level_change), seen at once; both are put
    right by the book, each in its turn."""
    prior = MistakeSpec(MistakeKind.PRIOR_LEVEL, hand=2, found_after=0)
    arb = short_stack_session(house, rate=1.0, mistakes=(prior,))
    race_to_the_error(arb)
    step = arb.apply(TraineeAction("not_raced_out", seat=SHORT))
    # his chip ends the race; the hand laid next shows the old blinds at once
    assert (step.outcome, step.rule) == (Outcome.IRREGULARITY, "tournament.level_change")
    assert [(c.rule, c.corrected) for c in arb.corrections][-2:] == [
        ("race.not_raced_out", True), ("tournament.level_change", False)]
    assert arb.hand.config.race is None
    assert MistakeKind.PRIOR_LEVEL in [m.kind for m in arb.scheduled]
    assert (arb.config.small_blind, arb.config.big_blind) == (25, 50)
    assert (arb.hand.config.small_blind, arb.hand.config.big_blind) == (5, 10)  # laid so
    play_out(arb)
    rules = [(c.rule, c.corrected) for c in arb.corrections]
    assert ("race.not_raced_out", True) in rules
    assert ("tournament.level_change", True) in rules
    assert not arb.violations


@pytest.mark.parametrize("house", HOUSES)
@pytest.mark.parametrize("seed", [FIRES, 22])
def test_race_not_raced_out_free_deal_in_a_pair_with_the_hands_own_draw(
        house: HouseRules, seed: int) -> None:
    """Free deal draws at the race and again at the hand after it: each of the two is
    corrected by the book and the hand ends with nothing left owed."""
    arb = short_stack_session(house, seed)
    race_to_the_error(arb)
    step = arb.apply(TraineeAction("not_raced_out", seat=SHORT))
    assert step.outcome is not Outcome.VIOLATION and step.rule != "race.not_raced_out"
    (mine,) = [c for c in arb.corrections if c.rule == "race.not_raced_out"]
    assert mine.corrected
    drawn = [m.kind for m in arb.scheduled]
    assert len(drawn) == 1 and drawn != [MistakeKind.RACED_OUT]
    play_out(arb)
    assert not arb.violations and not arb.open_corrections()


@pytest.mark.parametrize("house", HOUSES)
def test_race_not_raced_out_free_deal_nobody_short_nothing_is_drawn_at_the_race(
        house: HouseRules) -> None:
    """A race where every stack holds chips past his odd ones: nobody could be raced out,
    nothing is drawn there (nor any other error: a race deals no hand)."""
    arb = short_stack_session(house, stack=1015)
    to_the_race(arb)
    assert could_be_raced_out(arb) == [] and drawable(arb) == []
    assert arb.scheduled == []


def test_race_not_raced_out_free_deal_never_draws_it_at_a_hand() -> None:
    """At the hands' tables, flop or stud, the raced-out error is never drawn (its table is a
    race's): 300 draws each; at the race, it is the only one drawn."""
    arb = short_stack_session(HouseRules.TDA)
    raced_out = next(irr for irr in REGISTRY if isinstance(irr, RacedOut))
    assert not raced_out.drawn_at(arb) and raced_out not in drawable(arb)
    assert all(random_mistake(arb).kind is not MistakeKind.RACED_OUT for _ in range(300))
    from dealer_trainer.gui.freedeal import new_table, setup_for
    from dealer_trainer.gui.settings import Settings

    settings = Settings(variant="stud", structure="limit", tournament=True)
    stud = Arbiter(setup_for(new_table(settings, 3), settings, 3))
    assert not raced_out.drawn_at(stud)
    assert all(random_mistake(stud).kind is not MistakeKind.RACED_OUT for _ in range(300))
    to_the_race(arb)
    assert drawable(arb) == [raced_out]
    assert {random_mistake(arb).kind for _ in range(20)} == {MistakeKind.RACED_OUT}


def free_deal_with_a_short_button(house: HouseRules, seed: int) -> Arbiter:
    """Free deal's own tournament table (gui/freedeal.setup_for: its players, its session
    plan), every hand drawing a mistake; the button (who posts nothing in hand 1) holds three
    5s, and the 5s leave at hand 2 (25/50)."""
    from dealer_trainer.gui.freedeal import new_table, setup_for
    from dealer_trainer.gui.settings import Settings

    settings = Settings(tournament=True, house_rules=house.value)
    setup = setup_for(new_table(settings, seed), settings, seed)
    cfg = setup.config
    cfg = replace(cfg, schedule=(BlindLevel(1, 5, 10), BlindLevel(2, 25, 50)), seats=tuple(
        replace(c, stack=15) if c.seat == cfg.button else c for c in cfg.seats))
    return Arbiter(replace(setup, config=cfg, random_mistakes=1.0))


@pytest.mark.parametrize("house", HOUSES)
def test_race_not_raced_out_free_deal_table_draws_it_at_some_seed(house: HouseRules) -> None:
    """Free deal's own table, hand after hand (`next_hand`): at the color-up the error is
    drawn where the short stack is still there, and at some seed his cards win nothing: he
    is raced out, the chip from the tray puts it right, and the hand is laid."""
    for seed in range(20):
        arb = free_deal_with_a_short_button(house, seed)
        play_out(arb)
        arb.next_hand()
        race = arb.hand.config.race
        assert race is not None, seed  # the 5s leave: every session races them off
        drawn = [m.kind for m in arb.scheduled]
        assert drawn == ([MistakeKind.RACED_OUT] if could_be_raced_out(arb) else []), seed
        for _ in range(60):
            step = arb.apply(arb.expected()[0])
            if step.outcome is not Outcome.OK or arb.hand.config.race is None:
                break
        if step.outcome is Outcome.OK:
            continue  # he won a chip, or nobody could be raced out
        assert (step.outcome, step.rule) == (Outcome.IRREGULARITY, "race.not_raced_out")
        (seat,) = could_be_raced_out(arb)
        assert arb.apply(TraineeAction("remove_chips")).outcome is Outcome.VIOLATION
        assert arb.apply(TraineeAction("not_raced_out", seat=seat)).outcome is Outcome.OK
        assert arb.hand.config.race is None and arb.hand.stacks[seat] == 25
        assert not arb.open_corrections()
        return
    raise AssertionError("no seed raced him out")
