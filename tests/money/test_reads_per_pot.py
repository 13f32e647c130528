"""showdown.read_hand, as CONTRACT.md words it: "every tabled hand must be read before its
pot is pushed" (RULES.md: the dealer reads each tabled hand aloud before pushing). Per pot:
the hands that contest the pot pushed next are read before it; a hand in the main pot only
may wait until the side pots are pushed, and may be read early. In every preset, with
`read_hands: true` and in Audition."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.modes import Mode
from dealer_trainer.scenarios.loader import load_scenario

ROOT = Path(__file__).resolve().parents[2]
PRESETS = ("seeds", "roberts", "tda")
WAYS = ("read_hands", "audition")


def side_pots(preset: str, way: str) -> Arbiter:
    """money-side-pots (main pot 1, 2, 3; side pot 1, 3), at the showdown."""
    s = load_scenario(ROOT / "scenarios" / "money-side-pots.yaml").setup
    config = replace(s.config, house_rules=type(s.config.house_rules)(preset))
    setup = replace(s, config=config, read_hands=way == "read_hands",
                    mode=Mode.AUDITION if way == "audition" else Mode.PRACTICE)
    return to_the_push(Arbiter(setup))


def to_the_push(arb: Arbiter) -> Arbiter:
    """Dealt by the right steps until a reading or a push is owed."""
    while not {a.name for a in arb.expected()} & {"read", "award"}:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
    return arb


def read(arb: Arbiter, seat: int) -> TraineeAction:
    return next(e.example for e in arb._expects()
                if e.example.name == "read" and e.example.seat == seat)


def outcome(arb: Arbiter, a: TraineeAction) -> tuple[Outcome, str | None]:
    step = arb.apply(a)
    return step.outcome, step.rule


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("preset", PRESETS)
def test_showdown_read_hand_the_side_pots_hands_are_read_before_it_is_pushed(preset, way):
    arb = side_pots(preset, way)
    h = arb.hand
    assert [p.eligible for p in h.pots] == [(1, 2, 3), (1, 3)]
    assert {a.seat for a in arb.expected()} == {1, 3}  # the side pot's hands, owed now
    side = TraineeAction("award", pot=1, to=(1,))
    assert outcome(arb, side) == (Outcome.VIOLATION, "showdown.read_hand")
    assert outcome(arb, read(arb, 3)) == (Outcome.OK, None)
    assert outcome(arb, side) == (Outcome.VIOLATION, "showdown.read_hand")
    assert outcome(arb, read(arb, 1)) == (Outcome.OK, None)
    assert outcome(arb, side) == (Outcome.OK, None)  # seat 2 contests only the main pot
    main = TraineeAction("award", pot=0, to=(1,))
    assert arb.expected() == (read(arb, 2),)
    assert outcome(arb, main) == (Outcome.VIOLATION, "showdown.read_hand")
    assert outcome(arb, read(arb, 2)) == (Outcome.OK, None)
    assert outcome(arb, main) == (Outcome.OK, None)
    assert len(arb.violations) == 3


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("preset", PRESETS)
def test_showdown_read_hand_a_main_pot_hand_may_be_read_early(preset, way):
    arb = side_pots(preset, way)
    for seat in (2, 1, 3):  # the main pot's own hand first: taken, though not owed yet
        assert outcome(arb, read(arb, seat)) == (Outcome.OK, None)
    assert arb.expected() == (TraineeAction("award", pot=1, to=(1,)),)
    while not arb.is_complete:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.result()["passed"] is True


@pytest.mark.parametrize("preset", PRESETS)
def test_showdown_read_hand_not_required_owes_no_reading_per_pot_either(preset):
    s = load_scenario(ROOT / "scenarios" / "money-side-pots.yaml").setup
    config = replace(s.config, house_rules=type(s.config.house_rules)(preset))
    arb = to_the_push(Arbiter(replace(s, config=config)))
    assert arb.expected() == (TraineeAction("award", pot=1, to=(1,)),)
    assert outcome(arb, arb.expected()[0]) == (Outcome.OK, None)
    assert outcome(arb, read(arb, 2)) == (Outcome.OK, None)  # still checked when given
