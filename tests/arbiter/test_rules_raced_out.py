"""The injected dealer error "a player raced out of the tournament" (issue 27;
irregularities/raced_out.py; RULES.md `race.not_raced_out`, TDA 24-A): after the race cards
and the awards, the small chips arrive out of play with a raced-out player's last chips and
no chip given. The trainee gives it from the tray (`not_raced_out: S`) before anything else;
any other step is a violation of race.not_raced_out. Under the TDA and Robert's (the drills
chip-race-raced-out-tda and -roberts), alone, and in a pair with an odd chip award (a second
card of the award winner's that counts for nothing, a found stack)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, MistakeKind, Outcome, TraineeAction
from dealer_trainer.arbiter.mistakes import MistakeSpec
from dealer_trainer.engine.race_ops import TRAY
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]
TDA, ROBERTS = "chip-race-raced-out-tda", "chip-race-raced-out-roberts"
OUT = {TDA: (5, 100), ROBERTS: (2, 25)}  # the raced-out seat and his chip
AWARDS = {TDA: 17, ROBERTS: 20}  # the steps through the last award


def solution(name: str) -> list[TraineeAction]:
    return [i.action for i in load_script(REPO / "scenarios" / "solutions" / f"{name}.yaml")]


def arbiter(name: str) -> Arbiter:
    return Arbiter(load_scenario(REPO / "scenarios" / f"{name}.yaml").setup)


def to_the_error(name: str) -> Arbiter:
    """The solution through the last award: the error has just happened."""
    arb = arbiter(name)
    script = solution(name)
    for a in script[:AWARDS[name] - 1]:
        assert arb.apply(a).outcome is Outcome.OK, a
    step = arb.apply(script[AWARDS[name] - 1])
    assert (step.outcome, step.rule) == (Outcome.IRREGULARITY, "race.not_raced_out"), step
    return arb


@pytest.mark.parametrize("name", [TDA, ROBERTS])
def test_race_not_raced_out_raced_out_player_gets_his_chip_after_the_removal(name: str) -> None:
    arb = to_the_error(name)
    seat, chip = OUT[name]
    h = arb.hand
    assert h.stacks[seat] == 0, "the previous dealer took his last chips"
    assert h.race_odd() == {}, "every small chip is out of play"
    tray = h.house[TRAY]
    step = arb.apply(TraineeAction("not_raced_out", seat=seat))
    assert step.outcome is Outcome.OK, step
    assert h.stacks[seat] == chip and h.house[TRAY] == tray - chip
    assert arb.passed()
    race = arb.result()["final"]["race"]
    assert race["not_raced_out"] == [seat]
    assert [c["corrected"] for c in arb.result()["irregularities"]] == [True]


@pytest.mark.parametrize("name", [TDA, ROBERTS])
@pytest.mark.parametrize("wrong", ["remove_chips", "not_raced_out: 3", "award_chip: 4",
                                   "color_up", "deal: 1"])
def test_race_not_raced_out_dealing_on_without_his_chip_is_a_violation(
        name: str, wrong: str) -> None:
    import yaml

    arb = to_the_error(name)
    before = (dict(arb.hand.stacks), len(arb.hand.log))
    step = arb.apply(TraineeAction.parse(yaml.safe_load(wrong)))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "race.not_raced_out"), step
    assert (dict(arb.hand.stacks), len(arb.hand.log)) == before
    assert not arb.complete
    seat, _ = OUT[name]
    assert arb.apply(TraineeAction("not_raced_out", seat=seat)).outcome is Outcome.OK
    assert arb.complete and not arb.passed()  # the violation stays on the record


def test_race_not_raced_out_the_hint_names_the_raced_out_seat() -> None:
    arb = to_the_error(TDA)
    hint = arb.hint()
    assert hint is not None and "5" in str(hint)


def test_race_not_raced_out_with_no_one_to_race_out_nothing_fires() -> None:
    """The mistake at a race where every raced-out candidate won a chip: the race goes on by
    the book (the removal is the trainee's, and nothing is owed)."""
    doc = load_scenario(REPO / "scenarios" / "chip-race-25s.yaml").setup
    setup = dataclasses.replace(doc, mistakes=(MistakeSpec(MistakeKind.RACED_OUT, seat=2),))
    arb = Arbiter(setup)
    for a in solution("chip-race-25s"):
        assert arb.apply(a).outcome is Outcome.OK, a
    assert arb.passed() and arb.result()["irregularities"] == []


@pytest.mark.parametrize("name", [TDA, ROBERTS])
def test_race_not_raced_out_raced_out_in_a_pair_with_an_odd_award(name: str) -> None:
    """In a pair: a winner's second card that counts for nothing (Robert's: Elena's Qc after
    her Qd won; TDA: Ana's 9c and 4h after her Kd) and a raced-out player; the awards stay
    by the book and his chip comes after the removal, from the tray."""
    arb = to_the_error(name)
    seat, chip = OUT[name]
    awarded = arb.hand.race_awarded()
    assert len(awarded) == len(set(awarded)) == 3, "one chip a player"
    assert arb.apply(TraineeAction("not_raced_out", seat=seat)).outcome is Outcome.OK
    total = sum(s.stack for s in arb.setup.config.seats)
    final = arb.result()["final"]
    assert sum(final["stacks"].values()) + arb.hand.house[TRAY] == total, "chips conserved"
    assert final["race"]["awarded"] == awarded and final["race"]["not_raced_out"] == [seat]
    assert final["stacks"][str(seat)] == chip


def test_race_not_raced_out_raced_out_in_a_pair_with_found_chips_roberts() -> None:
    """With chips found after the race (TDA 24-C) in another stack: they are changed and
    removed at the previous dealer's removal; the raced-out player still gets his 25."""
    setup = load_scenario(REPO / "scenarios" / f"{ROBERTS}.yaml").setup
    cfg = setup.config
    race = dataclasses.replace(cfg.race, found=((3, 3),))
    seats = tuple(dataclasses.replace(s, stack=s.stack + 15) if s.seat == 3 else s
                  for s in cfg.seats)
    arb = Arbiter(dataclasses.replace(setup, config=dataclasses.replace(
        cfg, race=race, seats=seats)))
    script = solution(ROBERTS)
    for a in script[:-1]:
        arb.apply(a)
    assert arb.hand.stacks[3] == 1500, "three found 5s removed without compensation"
    assert arb.apply(script[-1]).outcome is Outcome.OK and arb.passed()
    assert arb.result()["final"]["stacks"]["3"] == 1500
