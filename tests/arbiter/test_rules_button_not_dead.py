"""error.button_not_dead (issue 27, RULES.md `button.dead`): at a dead-button table the
dealer moved the disc on to the next player where it should stay dead; corrected as a
misplaced button is, back to the empty seat. The drill `button-not-dead`: Chloe (seat 5),
the big blind, busts in hand 1; hand 3's disc belongs in front of her empty seat."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.engine.preset import ButtonRule
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
DRILL = REPO / "scenarios" / "button-not-dead.yaml"
SOLUTION = yaml.safe_load((REPO / "scenarios" / "solutions" / DRILL.name).read_text("utf-8"))
AT_HAND_3 = 1 + next(i for i, a in enumerate(SOLUTION) if a == {"move_button": 5})  # hand 2 over


def at_hand_3(house: HouseRules) -> Arbiter:
    """The drill under `house` (its dead button named), played to hand 3's start."""
    setup = load_scenario(DRILL).setup
    config = replace(setup.config, house_rules=house, button_rule=ButtonRule.DEAD)
    arb = Arbiter(replace(setup, config=config))
    for item in SOLUTION[:AT_HAND_3]:
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK, item
    return arb


@pytest.mark.parametrize("house", list(HouseRules))
def test_error_button_not_dead_the_disc_moved_on_goes_back_to_the_empty_seat(
        house: HouseRules) -> None:
    arb = at_hand_3(house)
    snap = arb.snapshot()
    assert snap.open_irregularities == ("error.button_not_dead",)
    assert snap.button == 6 and arb.hand.button == 6  # on Dimitri, not at seat 5
    assert [a.text() for a in arb.expected()][:1] == ["move_button: 5"]
    wrong = copy.deepcopy(arb).apply(TraineeAction.parse({"move_button": 1}))
    assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "error.button_not_dead")
    assert arb.apply(TraineeAction.parse({"move_button": 5})).outcome is Outcome.OK
    assert arb.hand.button == 5 and arb.snapshot().button_dead
    assert not arb.open_corrections()


def test_error_button_not_dead_after_a_blind_the_hand_is_void_then_the_disc_goes_back() -> None:
    arb = at_hand_3(HouseRules.TDA)
    for item in ("shuffle", "cut"):
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK
    small = arb.hand.pos.small  # the blind the table shows, with the disc on seat 6
    assert arb.apply(TraineeAction("post", seat=small, blind="small")).outcome is Outcome.OK
    assert [a.name for a in arb.expected()][:1] == ["void_hand"]
    assert arb.apply(TraineeAction("void_hand")).outcome is Outcome.OK
    assert [a.text() for a in arb.expected()][:1] == ["move_button: 5"]


def test_error_button_not_dead_drill_passes_and_the_mistake_is_corrected() -> None:
    arb = Arbiter(load_scenario(DRILL).setup)
    for item in SOLUTION:
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK, item
    result = arb.result()
    assert result["passed"] is True
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [  # type: ignore
        ("error.button_not_dead", True)]


def test_error_button_not_dead_does_not_fire_where_the_disc_is_not_dead() -> None:
    setup = load_scenario(DRILL).setup
    config = replace(setup.config, house_rules=HouseRules.SEEDS,
                     button_rule=ButtonRule.MOVING, tournament=False)
    arb = Arbiter(replace(setup, config=config))
    while not arb.is_complete:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.result()["irregularities"] == []
