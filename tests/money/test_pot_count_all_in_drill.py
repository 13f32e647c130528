"""bet.pot_count and pot.count_all_in together, as free deal asks them in pot limit: a player
facing an all-in asks its size, then the pot (money-pot-count-all-in). The all-in is the
current bet and its chips are in the pot; every key is the engine's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.counts import pot_count
from dealer_trainer.scenarios.loader import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def drill(preset: str) -> Arbiter:
    s = load_scenario(ROOT / "scenarios" / "money-pot-count-all-in.yaml").setup
    config = replace(s.config, house_rules=type(s.config.house_rules)(preset))
    return Arbiter(replace(s, config=config))


def until(arb: Arbiter, name: str) -> TraineeAction:
    for _ in range(200):
        hit = next((a for a in arb.expected() if a.name == name), None)
        if hit is not None:
            return hit
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    raise AssertionError(f"no {name}")


@pytest.mark.parametrize("preset", ["seeds", "roberts", "tda"])
def test_bet_pot_count_facing_an_all_in_counts_it_as_the_current_bet(preset: str) -> None:
    arb = drill(preset)
    count = until(arb, "announce_count")
    assert count == TraineeAction("announce_count", seat=4, amount=30)
    assert arb.apply(count).outcome is Outcome.OK
    h = arb.hand
    pot = arb.expected()[0]  # the second question, asked at once
    # 30 to call + (5 + 10 + 30 in front + his call of 30)
    assert pot == TraineeAction("announce_pot", amount=105) and pot.amount == pot_count(h)
    assert pot.amount == h.legal().max_raise_to  # the engine's own pot-limit maximum
    wrong = arb.apply(TraineeAction("announce_pot", amount=75))  # the all-in's chips left out
    assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "bet.pot_count")
    assert arb.apply(pot).outcome is Outcome.OK
    assert until(arb, "announce_pot").amount == 350  # the big blind facing the raise to 105
    assert until(arb, "collect") == TraineeAction("collect", pots=(95, 150))
    arb.apply(TraineeAction("collect", pots=(95, 150)))
    assert until(arb, "announce_pot").amount == 245 == arb.hand.pot_total()  # both pots
