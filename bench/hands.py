"""Seven-card evaluations per second: our `evaluate` and `strength_of` against PokerKit.

Run: python bench/hands.py [--hands N] [--seed S]. PokerKit is a test-only dependency and
only the bench and the oracle tests import it.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pokerkit import Card as PkCard  # noqa: E402
from pokerkit import StandardHighHand  # noqa: E402

from dealer_trainer.engine.cards import FULL_DECK, Card  # noqa: E402
from dealer_trainer.engine.hands import evaluate, strength_of  # noqa: E402


def rates(runs: Sequence[tuple[Callable[[], object], int]], repeats: int) -> list[float]:
    """Evaluations per second of each run, best of `repeats`.

    Rounds take every run in turn, so a busy neighbour on a shared machine slows all of
    them alike and the ratios hold even when the absolute figures wander. The garbage
    collector is off while timing, as in `timeit`: PokerKit's lookup tables fill the heap,
    and every collection would otherwise be billed to whoever happened to allocate.
    """
    best = [float("inf")] * len(runs)
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeats):
            for k, (run, _count) in enumerate(runs):
                start = time.perf_counter()
                run()
                best[k] = min(best[k], time.perf_counter() - start)
    finally:
        gc.enable()
    return [count / seconds for (_run, count), seconds in zip(runs, best, strict=True)]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="7-card hands for our side")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    hands: list[list[Card]] = [rng.sample(FULL_DECK, 7) for _ in range(args.hands)]
    indices = [[c.index for c in h] for h in hands]
    # PokerKit is ~500x slower: a tenth of the hands keeps the run short; rates are per hand.
    pk_count = max(1, args.hands // 10)
    pk_cards = [[next(iter(PkCard.parse(c.code))) for c in h] for h in hands[:pk_count]]

    evaluate(hands[0])  # builds the 7462-class table once, outside the timing

    def ours() -> None:
        for h in hands:
            evaluate(h)

    def fast() -> None:
        for i in indices:
            strength_of(i)

    def pokerkit() -> None:
        for h in pk_cards:
            StandardHighHand.from_game(h[:2], h[2:])

    names = [
        "dealer_trainer evaluate()",
        "dealer_trainer strength_of()",
        "PokerKit StandardHighHand.from_game",
    ]
    measured = rates([(ours, len(hands)), (fast, len(hands)), (pokerkit, pk_count)], args.repeats)
    rows = list(zip(names, measured, strict=True))
    base = rows[-1][1]
    print(f"7-card evaluations of {len(hands):,} random hands", end=" ")
    print(f"(PokerKit: the first {pk_count:,}), seed {args.seed}, best of {args.repeats}")
    print(f"{'evaluator':<38}{'evals/s':>14}{'us/eval':>10}{'vs PokerKit':>14}")
    for name, per_second in rows:
        print(f"{name:<38}{per_second:>14,.0f}{1e6 / per_second:>10.2f}{per_second / base:>13.0f}x")


if __name__ == "__main__":
    main()
