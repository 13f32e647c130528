"""stud.deal, stud.deal_face, stud.bring_in, stud.first_to_act, in every stud game and every
preset: the stud controls send what the arbiter names (issue 24: "the GUI computes nothing
the arbiter knows"). A card clicked to a seat has the face the snapshot says his next card
has (`stud_up_next`: `deal`, or held with Shift the other face, `deal_down` / `deal_up`); the
disc dropped on a seat names what the snapshot says it names (`stud_naming`). Pure: no
pygame, the controller on the arbiter's own snapshots."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.variant import Variant
from dealer_trainer.gui import intents as I
from dealer_trainer.gui.controller import Controller
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "stud-exposed-downcard.yaml"
SOLUTION = yaml.safe_load((ROOT / "scenarios" / "solutions" / DRILL.name).read_text())
PITCHES = ("deal", "deal_up", "deal_down")
NAMINGS = ("bring_in", "first_to_act")


def sent(arb: Arbiter, a: TraineeAction) -> TraineeAction | None:
    """What the table's controller sends for the gesture that makes `a` at seat `a.seat`:
    a card from the deck (held with Shift for the face the street does not call for), or
    the disc dropped there."""
    snap, c = arb.snapshot(), Controller()
    if a.name in NAMINGS:
        return c.handle(I.MoveButton(a.seat), snap)
    return c.handle(I.DealTo(a.seat or 0, other=a.name != "deal"), snap)


def stud_table(variant: Variant, house: HouseRules, seed: int) -> Arbiter:
    """The drill's table in `variant` under `house`, its players deciding by `seed`."""
    setup = load_scenario(DRILL).setup
    cfg = replace(setup.config, variant=variant, house_rules=house)
    return Arbiter(replace(setup, config=cfg, decisions={}, seed=seed))


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD_HILO, Variant.RAZZ])
def test_stud_deal_bring_in_first_to_act_the_gui_sends_what_the_arbiter_names(
    variant: Variant, house: HouseRules,
) -> None:
    """Every pitch and every naming of the drill's hand dealt by the book to the award (its
    2c lands face up, then the upcard owed goes down): the click the trainee makes sends
    the step the arbiter expects (razz: the highest door card brings in, the lowest board
    acts first: the arbiter's, not the GUI's)."""
    for seed in range(3):
        arb = stud_table(variant, house, seed)
        checked = {"pitch": 0, "naming": 0}
        for _ in range(400):
            if arb.complete:
                break
            a = arb.expected()[0]
            if a.name in PITCHES + NAMINGS:
                assert sent(arb, a) == a, (seed, a.text())
                checked["naming" if a.name in NAMINGS else "pitch"] += 1
            assert arb.apply(a).outcome in (Outcome.OK, Outcome.IRREGULARITY)
        # third street at least: three cards to each of two players or more, and the bring-in
        assert arb.complete and checked["pitch"] >= 2 * 3 and checked["naming"] >= 1


@pytest.mark.parametrize("house", [HouseRules.TDA, HouseRules.ROBERTS, HouseRules.SEEDS])
def test_stud_deal_face_after_an_exposed_downcard_the_shift_pitch_is_the_arbiters(
    house: HouseRules,
) -> None:
    """stud.deal_face (error.stud_exposed_downcard, RP-10-A; Robert's Stud 5): the upcard
    owed to the seat whose downcard was exposed goes down: Shift with the card sends
    `deal_down: 2`, the step the arbiter expects; the bring-in named is the arbiter's
    (under Robert's the exposed low card passes it to seat 4)."""
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, config=replace(setup.config, house_rules=house), decisions={}))
    for item in SOLUTION[:8]:
        arb.apply(TraineeAction.parse(item))
    owed = arb.expected()[0]
    assert owed == TraineeAction("deal_down", seat=2)
    assert sent(arb, owed) == owed
    assert Controller().handle(I.DealTo(2), arb.snapshot()) == TraineeAction("deal", seat=2)
    for item in SOLUTION[8:10]:
        arb.apply(TraineeAction.parse(item))
    naming = arb.expected()[0]
    assert naming.name == "bring_in" and arb.snapshot().stud_naming == "bring_in"
    assert sent(arb, naming) == naming
    assert arb.apply(naming).outcome is Outcome.OK
    assert arb.snapshot().stud_naming == "first_to_act"  # the bring-in named: later streets
