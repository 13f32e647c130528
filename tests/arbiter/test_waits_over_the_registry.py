"""`wait` stops only where betting waits for the dealer (CONTRACT.md "Fine points": "every form
of wait stops as soon as betting waits for the trainee's answer or ruling"), for every
irregularity in the registry (issue 23, item 1). An error that comes to light while the players
decide but owes nothing yet (a missed or double burn found after action: the card stands; a
premature flop, whose cards may go back now or after the round) must not cut a `wait: round`
short: the round runs to its end. One that owes an answer now (a premature turn's set aside, a
hand of three cards to kill, a ruling) stops it, and then `wait` is not a step it accepts.

Every mistake kind of the registry is drawn as free deal draws it (`random_spec`), in every
preset, and dealt by the book with each `wait` made a `wait: round`."""

from __future__ import annotations

import pytest
from drive import action, drill, next_step, step_text

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.arbiter.irregularities import REGISTRY
from dealer_trainer.arbiter.irregularities.base import Family
from dealer_trainer.arbiter.moments import Moment
from dealer_trainer.engine.config import HouseRules

DRAWS = 12  # specs drawn per kind and preset
DECISION_MOMENTS = {Moment.BEFORE_DECISION, Moment.AFTER_DECISION}
# listens to the players' decisions only to close its correction (in the next hand, at
# substantial action); it never comes to light in a betting round
# a wrong push comes after the rounds; the wrong bring-in is a stud table's, which this
# sweep's hold'em drills are not (test_stud_wrong_bring_in.py: it comes to light in a wait);
# so is the premature stud card (test_stud_premature_card.py: it comes in a wait, which runs
# on under the TDA and stops for the card set aside under Robert's); a hand laid at the prior
# level needs a tournament's schedule of levels, which these cash drills have not
# (test_rules_prior_level.py: it comes to light after its decisions, before or after
# substantial action); a player raced out is a chip race drill's, which deals no hand
# (test_rules_raced_out.py)
NEVER_IN_A_ROUND = {"wrong_push", "wrong_bring_in", "premature_street", "prior_level",
                    "raced_out"}
# these drills are hold'em's: each irregularity drawn where free deal draws it, a flop table
# (the stud ones are drawn at stud tables by tests/gui/test_free_deal_stud.py)
FLOP_DRAWN = [irr for irr in REGISTRY if Family.FLOP in irr.games]
KINDS = sorted({(k.value, REGISTRY.index(irr)) for irr in FLOP_DRAWN for k in irr.kinds})


def waits_owed(arb: Arbiter) -> bool:
    return any(a.name == "wait" for a in arb.expected())


def play_with_round_waits(arb: Arbiter) -> list[str]:
    """By the book to the end of the drill, every `wait` a `wait: round`; after each wait,
    the round is over or an answer is owed now. The rules of the irregularities that came
    to light in a wait that owed nothing at once (the round then ran on)."""
    ran_on: list[str] = []
    for _ in range(400):
        if arb.is_complete:
            return ran_on
        nxt = next_step(arb)
        wait = nxt.name == "wait"
        step = arb.apply(action({"wait": "round"}) if wait else nxt)
        assert step.outcome in (Outcome.OK, Outcome.IRREGULARITY), step_text(step)
        arb.check_invariants()
        if not wait:
            continue
        h = arb.hand
        stopped = h.round is not None and h.to_act() is not None
        assert not (stopped and waits_owed(arb)), (
            f"{step_text(step)}: the wait stopped with seat {h.to_act()} to act and nothing "
            f"owed ({[a.text() for a in arb.expected()]})")
        if step.outcome is Outcome.IRREGULARITY and not stopped and step.rule:
            ran_on.append(step.rule)
    raise AssertionError("the drill did not end")


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize(("kind", "index"), KINDS)
def test_bet_round_complete_a_wait_stops_only_where_an_answer_is_owed(
    kind: str, index: int, house: HouseRules
) -> None:
    irr = REGISTRY[index]
    kind_enum = next(k for k in irr.kinds if k.value == kind)
    for seed in range(DRAWS):
        maker = drill(seed=seed, house=house)
        spec = irr.random_spec(maker, kind_enum)
        arb = drill(seed=seed, house=house, mistakes=[spec])
        play_with_round_waits(arb)


def test_bet_round_complete_errors_found_after_action_let_the_wait_run_on() -> None:
    """The sweep above reaches what it is about: across the draws, each irregularity that
    listens to the players' decisions comes to light inside a wait (or is one that never
    does), and those that owe nothing at once let it run to the end of the round."""
    ran_on: set[str] = set()
    fired: set[str] = set()
    for irr in FLOP_DRAWN:
        if not irr.moments & DECISION_MOMENTS or not irr.kinds:
            continue  # a player's action to rule on comes from the players' script
        for k in irr.kinds:
            for house in HouseRules:
                for seed in range(DRAWS):
                    spec = irr.random_spec(drill(seed=seed, house=house), k)
                    arb = drill(seed=seed, house=house, mistakes=[spec])
                    ran_on |= set(play_with_round_waits(arb))
                    fired |= {s.rule for s in arb.steps if s.rule and s.action.startswith(
                        "wait") and s.outcome is Outcome.IRREGULARITY}
    listening = {k.value for irr in FLOP_DRAWN if irr.moments & DECISION_MOMENTS
                 for k in irr.kinds}
    rules_of = {k.value: irr.rules for irr in FLOP_DRAWN for k in irr.kinds}
    for kind in listening - NEVER_IN_A_ROUND:
        assert fired & set(rules_of[kind]), f"{kind} never came to light in a wait"
    assert {"error.missed_burn", "error.double_burn", "error.premature_flop"} <= ran_on
