"""A library drill under a preset of the test's choosing, its reference solution played to a
step (the tests of issue 27's tournament procedures)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]


def played(drill: str, house: HouseRules | None, steps: int, **setup: Any) -> Arbiter:
    """`drill`'s first `steps` solution steps, each right, under `house` (None: its own)."""
    s = load_scenario(REPO / "scenarios" / f"{drill}.yaml").setup
    if house is not None:  # the same drill under another preset (the script is the same)
        s = dataclasses.replace(s, config=dataclasses.replace(s.config, house_rules=house))
    arb = Arbiter(dataclasses.replace(s, **setup))
    for item in load_script(REPO / "scenarios" / "solutions" / f"{drill}.yaml")[:steps]:
        assert arb.apply(item.action).outcome is Outcome.OK, item.action
    return arb
