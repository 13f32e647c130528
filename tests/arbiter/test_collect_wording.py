"""`pot.collect` worded for where the hand is (issue 29, item 2): a push before the bets are
collected, in a hand that is over, is told "before the pot is pushed", not "before the next
card"; while a card is still to come the word stays "before the next card"."""

from __future__ import annotations

from pathlib import Path

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

ROOT = Path(__file__).resolve().parents[2]
DRILL = "guided-first-hand"


def played_to(nth: int) -> Arbiter:
    """The guided drill, its solution played up to (not including) its `nth` collect."""
    arb = Arbiter(load_scenario(ROOT / "scenarios" / f"{DRILL}.yaml").setup)
    acts = [it.action for it in load_script(ROOT / "scenarios" / "solutions" / f"{DRILL}.yaml")]
    collects = [i for i, a in enumerate(acts) if a.name == "collect"]
    for a in acts[: collects[nth]]:
        assert arb.apply(a).outcome is Outcome.OK, a
    return arb


def test_pot_collect_before_push_when_the_hand_is_over():
    arb = played_to(1)  # the flop's bet, the others folded: Chloe's 20 is uncalled
    step = arb.apply(TraineeAction("award", pot=0, to=(4,)))
    assert step.outcome is Outcome.VIOLATION and step.rule == "pot.collect"
    assert step.message_key == "pot.collect.before_push"
    assert "next card" not in (step_message(step, "en") or "")


def test_pot_collect_before_the_next_card_while_a_street_comes():
    arb = played_to(0)  # preflop's round complete, the flop to come
    step = arb.apply(TraineeAction("burn"))
    assert step.outcome is Outcome.VIOLATION and step.rule == "pot.collect"
    assert step.message_key == "pot.collect.first"
