"""Hand evaluations only: the seven-card table (`hands.evaluate` and `strength_of` against
phevaluator's own `evaluate_cards` and PokerKit, on the same random cards; bench/engine.py runs
the same table after its hands), then Omaha and the lows beside PokerKit (bench/hand_values.py).

Run: python bench/hands.py [--evals N] [--repeats R] [--seed S]
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from engine import bench_evaluations  # bench/engine.py, beside this script
from hand_values import bench_hand_values


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--evals", type=int, default=20_000, help="7-card hands, and as many Omaha deals"
    )
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    bench_evaluations(args.evals, args.repeats, args.seed)
    print()
    bench_hand_values(args.evals, args.repeats, args.seed)


if __name__ == "__main__":
    main()
