"""The hand values of Omaha and the low games, ours beside PokerKit's, on the same random cards.

- Omaha high (four hole cards, five board cards): `omaha.omaha_hand` (the whole answer: the
  strength, the five that play on demand), `omaha_strength_of` (the bare strength), phevaluator's
  own `evaluate_omaha_cards` on card ids, and PokerKit's `OmahaHoldemHand.from_game`.
- Omaha hi-lo's low: `lows.omaha_low` against `OmahaEightOrBetterLowHand.from_game_or_none`.
- Stud hi-lo's low of seven cards: `lows.eight_low` against `EightOrBetterLowHand`.
- Razz, seven cards: `lows.razz_low` against `RegularLowHand` (FixedLimitRazz's hand type).

Before any timing, ours and PokerKit's must order consecutive hands alike. Timing as in
bench/engine.py (`rates`: best of R rounds, thread CPU time, the collector off).

Run: python bench/hand_values.py [--evals N] [--repeats R] [--seed S]
(bench/hands.py runs it after the seven-card table.)
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import starmap

from engine import rates  # bench/engine.py, beside this script (it puts the repo on the path)
from pokerkit import Card as PkCard
from pokerkit import (
    EightOrBetterLowHand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
)

from dealer_trainer.engine.cards import FULL_DECK, Card
from dealer_trainer.engine.lows import eight_low, omaha_low, razz_low
from dealer_trainer.engine.omaha import omaha_hand, omaha_strength_of

try:
    from phevaluator._pheval import evaluate_omaha_cards
except ImportError:  # pragma: no cover
    from phevaluator.evaluator_omaha import evaluate_omaha_cards

PK = [next(iter(PkCard.parse(c.code))) for c in FULL_DECK]
Run = tuple[str, Callable[[], Iterator[object]], int]


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _check(name: str, ours: Sequence[object], theirs: Sequence[object]) -> None:
    """Ours and PokerKit's order each hand against the next alike (None: no low, the worst)."""
    for k in range(len(theirs) - 1):
        a, b, pa, pb = ours[k], ours[k + 1], theirs[k], theirs[k + 1]
        if pa is None or pb is None:
            said, pk_said = (a is not None) - (b is not None), (pa is not None) - (pb is not None)
        else:
            said = _sign(a.strength - b.strength)  # type: ignore[attr-defined]
            pk_said = (pa > pb) - (pa < pb)  # type: ignore[operator]
        assert said == pk_said, f"{name}: hands {k}, {k + 1} disagree"


def _or_none(cls: type, hole: object, board: object = ()) -> object:
    return cls.from_game_or_none(hole, board)  # type: ignore[attr-defined]


def bench_hand_values(n: int, repeats: int, seed: int) -> None:
    rng = random.Random(seed)
    deals: list[list[Card]] = [rng.sample(FULL_DECK, 9) for _ in range(n)]
    holes, boards = [d[:4] for d in deals], [d[4:] for d in deals]
    sevens = [d[:7] for d in deals]
    hole_ids = [[c.index for c in h] for h in holes]
    board_ids = [[c.index for c in b] for b in boards]
    phe_ids = [b + h for h, b in zip(hole_ids, board_ids, strict=True)]
    games = list(zip(holes, boards, strict=True))
    id_games = list(zip(hole_ids, board_ids, strict=True))
    pk_n = max(2, n // 25)
    pk_omaha = [([PK[c.index] for c in h], [PK[c.index] for c in b])
                for h, b in zip(holes[:pk_n], boards[:pk_n], strict=True)]
    pk_sevens = [([PK[c.index] for c in s], ()) for s in sevens[:pk_n]]

    # Everything lazy is filled once, untimed; then the answers must agree.
    ours_high = list(starmap(omaha_hand, games))
    for v in ours_high[:200]:
        _ = v.cards
    _check("omaha high", ours_high, [OmahaHoldemHand.from_game(*g) for g in pk_omaha])
    ours_low = list(starmap(omaha_low, games))
    _check("omaha low", ours_low, [_or_none(OmahaEightOrBetterLowHand, *g) for g in pk_omaha])
    ours_eight = list(map(eight_low, sevens))
    _check("stud/8 low", ours_eight, [_or_none(EightOrBetterLowHand, *g) for g in pk_sevens])
    ours_razz = list(map(razz_low, sevens))
    _check("razz", ours_razz, [RegularLowHand.from_game(*g) for g in pk_sevens])
    for h, b, ids in zip(hole_ids[:1000], board_ids, phe_ids, strict=False):
        assert omaha_strength_of(h, b) == 7463 - evaluate_omaha_cards(*ids)

    fast: list[Run] = [
        ("omaha_hand(hole, board)", lambda: starmap(omaha_hand, games), n),
        ("omaha_strength_of(ids)", lambda: starmap(omaha_strength_of, id_games), n),
        ("phevaluator evaluate_omaha_cards", lambda: starmap(evaluate_omaha_cards, phe_ids), n),
        ("omaha_low(hole, board)", lambda: starmap(omaha_low, games), n),
        ("eight_low(seven)", lambda: map(eight_low, sevens), n),
        ("razz_low(seven)", lambda: map(razz_low, sevens), n),
    ]
    slow: list[Run] = [
        ("PokerKit OmahaHoldemHand", lambda: starmap(OmahaHoldemHand.from_game, pk_omaha), pk_n),
        ("PokerKit OmahaEightOrBetterLowHand",
         lambda: (_or_none(OmahaEightOrBetterLowHand, *g) for g in pk_omaha), pk_n),
        ("PokerKit EightOrBetterLowHand",
         lambda: (_or_none(EightOrBetterLowHand, *g) for g in pk_sevens), pk_n),
        ("PokerKit RegularLowHand", lambda: starmap(RegularLowHand.from_game, pk_sevens), pk_n),
    ]
    rounds = max(repeats, 15)
    ours = rates([(run, count) for _name, run, count in fast], rounds)
    theirs = rates([(run, count) for _name, run, count in slow], repeats)
    by_name = dict(zip([name for name, _r, _c in fast + slow], ours + theirs, strict=True))
    print(f"Omaha and low hand values, {n:,} random deals (PokerKit the first {pk_n:,}), seed "
          f"{seed}, best of {rounds} ({repeats} for PokerKit)")
    print(f"  {'':<36}{'evals/s':>12}{'us each':>9}{'PokerKit evals/s':>18}{'vs PokerKit':>13}")
    pairs = [
        ("Omaha high", "omaha_hand(hole, board)", "PokerKit OmahaHoldemHand"),
        ("", "omaha_strength_of(ids)", "PokerKit OmahaHoldemHand"),
        ("", "phevaluator evaluate_omaha_cards", "PokerKit OmahaHoldemHand"),
        ("Omaha hi-lo low", "omaha_low(hole, board)", "PokerKit OmahaEightOrBetterLowHand"),
        ("Stud hi-lo low", "eight_low(seven)", "PokerKit EightOrBetterLowHand"),
        ("Razz", "razz_low(seven)", "PokerKit RegularLowHand"),
    ]
    for kind, name, pk_name in pairs:
        if kind:
            print(f"  {kind}")
        rate, pk_rate = by_name[name], by_name[pk_name]
        print(f"    {name:<34}{rate:>12,.0f}{1e6 / rate:>9.2f}{pk_rate:>18,.0f}"
              f"{rate / pk_rate:>12,.0f}x")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--evals", type=int, default=20_000, help="random deals of nine cards")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    bench_hand_values(args.evals, args.repeats, args.seed)


if __name__ == "__main__":
    main()
