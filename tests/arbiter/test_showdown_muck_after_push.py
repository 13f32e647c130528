"""showdown.muck_after_push (the project's rulebook; RULES.md has no id for it, issue 29):
once the last pot is pushed the hands left on the felt (the winner's, any tabled hand) go to
the muck with that push, an engine operation in the hand's log; a push still to be put right
(award.wrong_push) keeps them until it is. Nothing else about the hand changes: who won,
the stacks, the hand's history, the drill's steps."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import advance, finish, next_step

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.tidyops import HandsClearing
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def at_award(name: str) -> Arbiter:
    arb = Arbiter(load_scenario(ROOT / "scenarios" / f"{name}.yaml").setup)
    advance(arb, "award")
    return arb


def clearing(step: object) -> bool:
    return any(isinstance(op, HandsClearing) for op in step.ops)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["side-pots", "all-in-runout", "basic-deal", "plo8-no-low",
                                  "stud-short-stub"])
def test_showdown_muck_after_push_the_last_push_mucks_the_hands_left(name):
    arb = at_award(name)
    h = arb.hand
    held = {s: [c.card for c in cards] for s, cards in h.zones.hole.items() if cards}
    assert held  # the hands are on the felt while a pot is on the table
    while not h.all_pushed():
        step = arb.apply(next_step(arb))
        assert step.outcome is Outcome.OK
        assert clearing(step) is h.all_pushed()  # only the last push mucks
    assert not any(h.zones.hole.values())
    assert all(c in h.zones.muck for cards in held.values() for c in cards)
    assert set(held) <= h.live  # mucked with the push, not folded: who won stays
    h.check_invariants()
    replayed = Hand.replay(h.config, h.log)
    assert replayed.zones.muck == h.zones.muck and not any(replayed.zones.hole.values())
    finish(arb)
    result = arb.result()
    assert result["score"] == 100
    events = result["hands"][-1]["events"]
    assert "muck_hands" not in [e["op"] for e in events]  # the history ends at the push


def test_showdown_muck_after_push_the_engine_refuses_it_before_the_last_push():
    h = at_award("side-pots").hand
    assert not h.can_muck_hands()
    with pytest.raises(InvalidOperation, match="every pot is pushed"):
        h.muck_hands()


def test_showdown_muck_after_push_a_wrong_push_keeps_the_hands_until_it_is_put_right():
    arb = at_award("floor-wrong-push")
    h = arb.hand
    step = arb.apply(next_step(arb))  # the push lands in front of the wrong seat
    assert step.outcome is Outcome.IRREGULARITY and h.all_pushed()
    assert not clearing(step) and any(h.zones.hole.values())
    again = arb.apply(next_step(arb))  # pushed again to the winner: now the hands go
    assert again.outcome is Outcome.OK and clearing(again)
    assert not any(h.zones.hole.values())
