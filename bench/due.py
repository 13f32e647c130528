"""Practice when due (issue 30): where the FSRS cards should live, measured at 10,000
attempts of one trainee (the worst case: a whole class's records are more trainees, each
with fewer).

Run: python bench/due.py [--attempts 10000] [--data FOLDER or postgresql://...]

The store is filled with real drill runs (basic-deal by its solution, one step left out in
one attempt of five, so rules are broken), a day's hours apart. Reported:
- replayed: every review read from the records and scheduled from nothing (`schedule`),
  what computing the cards on demand at each reading would cost;
- kept, first reading: the cards filled from nothing (schema version 12, once a trainee);
- kept, next reading: one attempt more, then the reading (what the menu and the classroom
  pay each time).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dealer_trainer.progress import ProgressStore  # noqa: E402
from dealer_trainer.progress.due import kept_schedule, schedule, stored_reviews  # noqa: E402
from dealer_trainer.scenarios import load_scenario, load_script  # noqa: E402
from dealer_trainer.scenarios.runner import run_drill  # noqa: E402

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


def fill(store: ProgressStore, n: int) -> None:
    scenario = load_scenario(ROOT / "scenarios" / "basic-deal.yaml")
    script = list(load_script(ROOT / "scenarios" / "solutions" / "basic-deal.yaml"))
    rng = random.Random(7)
    results = [run_drill(scenario, script, "en")]
    for _ in range(4):
        cut = rng.randrange(2, len(script) - 1)
        results.append(run_drill(scenario, script[:cut] + script[cut + 1:], "en"))
    for i in range(n):
        store.record_attempt("Ana", results[0] if i % 5 else results[1 + (i // 5) % 4],
                             started_at=T0 + timedelta(hours=i * 0.8), duration_s=60)


def timed(body):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    out = body()
    return out, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--attempts", type=int, default=10_000)
    parser.add_argument("--data", default=None)
    args = parser.parse_args()
    data = args.data or tempfile.mkdtemp(prefix="due-bench-")
    with ProgressStore.open(data) as store:
        _, took = timed(lambda: fill(store, args.attempts))
        print(f"filled {args.attempts} attempts in {took:.1f} s ({store.kind})")
        now = T0 + timedelta(hours=args.attempts * 0.8 + 24)
        reviews, read = timed(lambda: stored_reviews(store, "Ana"))
        replay, sched = timed(lambda: schedule("Ana", reviews, now))
        print(f"replayed: {len(reviews)} reviews read in {read:.2f} s, scheduled in "
              f"{sched:.2f} s: {read + sched:.2f} s a reading")
        kept, first = timed(lambda: kept_schedule(store, "Ana", now))
        print(f"kept, first reading: {first:.2f} s ({len(kept.cards)} cards)")
        same = [(c.key, c.reviews, c.due_at) for c in replay.cards] == [
            (c.key, c.reviews, c.due_at) for c in kept.cards]
        fill_one = load_scenario(ROOT / "scenarios" / "basic-deal.yaml")
        script = list(load_script(ROOT / "scenarios" / "solutions" / "basic-deal.yaml"))
        store.record_attempt("Ana", run_drill(fill_one, script, "en"), started_at=now)
        times = []
        for _ in range(5):
            _, took = timed(lambda: kept_schedule(store, "Ana", now + timedelta(hours=1)))
            times.append(took)
        print(f"kept, next reading (one attempt more, then as is): {times[0] * 1000:.1f} ms, "
              f"then {min(times[1:]) * 1000:.1f} ms")
        print(f"due now: {len(kept.due)} of {len(kept.cards)}; the first reading's cards "
              f"== the replay's: {same}")


if __name__ == "__main__":
    main()
