"""A class's records made of real drill runs: each trainee runs library drills with the
reference solution (passed) or with one of its steps left out (the arbiter's own verdict),
on different days, and deals a few free hands."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

from progress_samples import T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.scenarios import load_scenario, load_script
from dealer_trainer.scenarios.runner import run_drill

LIBRARY = Path(__file__).resolve().parents[2] / "scenarios"
CLASS = ("Ana Popescu", "Bogdan & <Co>", "Chloé Ferreira", "Δημήτρης Παπαδόπουλος",
         "Марија Стојановска")
DRILLS = ("basic-deal", "premature-turn", "exposed-hole-card", "side-pots", "four-card-flop",
          "split-pot", "extra-card", "big-blind-option")


def fill_class(store: ProgressStore, trainees: tuple[str, ...] = CLASS, tries: int = 12) -> None:
    """`tries` drill attempts per trainee (the later ones pass more often) and 3 free hands."""
    rng = random.Random(17)
    runs = {d: (load_scenario(LIBRARY / f"{d}.yaml"),
                list(load_script(LIBRARY / "solutions" / f"{d}.yaml"))) for d in DRILLS}
    for t, name in enumerate(trainees):
        for k in range(tries):
            drill = DRILLS[(t * 3 + k) % len(DRILLS)]
            scenario, script = runs[drill]
            if rng.random() < 0.3 + k / tries / 2:
                steps = script
            else:
                cut = rng.randrange(2, len(script) - 1)
                steps = script[:cut] + script[cut + 1 :]
            result = run_drill(scenario, steps, "en")
            store.record_attempt(name, result, started_at=T0 + timedelta(days=k, hours=t),
                                 duration_s=90 + 10 * k)
        for h in range(3):
            store.record_attempt(name, make_result("free-deal", score=80), mode="free",
                                 started_at=T0 + timedelta(days=tries, minutes=2 * h),
                                 duration_s=100)
