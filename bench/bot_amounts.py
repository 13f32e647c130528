"""How round the bots' bets and raises are (issue 29, item 8), in free-deal-like hands.

Run: python bench/bot_amounts.py [--bets N] [--clamp]

Random tables of 2 to 9 players, stacks of 40 to 200 big blinds as free deal deals them,
no limit and pot limit at 1/2, 5/10 and 100/200, played hand after hand by the arbiter's own
right steps until about N bets and raises by bots are seen (N/6 for each game and stakes).
It prints the share that is a multiple of its round unit (`bots.bet_unit`) and of the
stakes' smallest unit (`bots.smallest_unit`), what the rest are (all in, an odd minimum
raise, a pot-limit maximum) and examples. `--clamp` measures the old bots, which clamped the
pot share to the legal range without rounding it (the same draws, so the same spots at
first).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dealer_trainer.arbiter import Arbiter, DrillSetup, bots  # noqa: E402
from dealer_trainer.engine.betting import Legal  # noqa: E402
from dealer_trainer.engine.config import Game, SeatConfig, TableConfig  # noqa: E402
from dealer_trainer.engine.decision import Decision  # noqa: E402

STAKES = ((1, 2), (5, 10), (100, 200))
Made = tuple[Game, int, Legal, int]  # game, big blind, the spot, the bet's total


def _table(seed: int, sb: int, bb: int, game: Game) -> TableConfig:
    rng = random.Random(seed)
    seats = sorted(rng.sample(range(1, 11), rng.randint(2, 9)))
    cfgs = tuple(SeatConfig(s, f"p{s}", bb * 5 * rng.randint(8, 40)) for s in seats)
    return TableConfig(seats=cfgs, button=rng.choice(seats), small_blind=sb, big_blind=bb,
                       game=game)


def collect(bets: int) -> list[Made]:
    made: list[Made] = []
    playing: list[Arbiter] = []
    real = bots._aggressive

    def spy(legal: Legal, rng: random.Random, game: Game, pot: int, big_blind: int,
            chip: int) -> Decision:
        d = real(legal, rng, game, pot, big_blind, chip)
        if rng is playing[-1].bot_rng:  # not a look ahead on a copy (steps.upcoming)
            made.append((game, big_blind, legal, d.to if d.to is not None else legal.all_in_to))
        return d

    bots._aggressive = spy  # type: ignore[assignment]
    seed = 0
    for game in (Game.NO_LIMIT, Game.POT_LIMIT):
        for sb, bb in STAKES:
            start = len(made)
            while len(made) - start < bets // 6:
                seed += 1
                arb = Arbiter(DrillSetup(config=_table(seed, sb, bb, game), seed=seed,
                                         hands=20, rebuy=True))
                playing.append(arb)
                for _ in range(20_000):
                    expected = arb.expected()
                    if arb.is_complete or not expected:
                        break
                    arb.apply(expected[0])
    bots._aggressive = real  # type: ignore[assignment]
    return made


def report(made: list[Made]) -> None:
    def round_(m: Made) -> bool:
        return m[3] % bots.bet_unit(m[3], bots.smallest_unit(m[1])) == 0

    n = len(made)
    rest = [m for m in made if not round_(m)]
    print(f"bets and raises: {n}")
    print(f"  a multiple of its round unit: {sum(map(round_, made)) / n:.1%}")
    print(f"  a multiple of the stakes' smallest unit: "
          f"{sum(m[3] % bots.smallest_unit(m[1]) == 0 for m in made) / n:.1%}")
    print(f"  the rest: {len(rest)}: all in {sum(m[3] == m[2].all_in_to for m in rest)}, "
          f"the minimum raise {sum(m[3] == m[2].min_raise_to != m[2].all_in_to for m in rest)}, "
          f"the pot-limit maximum "
          f"{sum(m[3] == m[2].max_raise_to != m[2].all_in_to for m in rest)}, other "
          f"{sum(m[3] not in (m[2].min_raise_to, m[2].max_raise_to) for m in rest)}")
    for game in (Game.NO_LIMIT, Game.POT_LIMIT):
        for _, bb in STAKES:
            some = [m[3] for m in made if m[0] is game and m[1] == bb][:16]
            print(f"  {game.value} big blind {bb}: {some}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bets", type=int, default=2000)
    parser.add_argument("--clamp", action="store_true", help="the old bots: no rounding")
    args = parser.parse_args(argv)
    if args.clamp:
        bots.round_bet = lambda target, lo, hi, smallest: max(lo, min(hi, target))
    report(collect(args.bets))


if __name__ == "__main__":
    main()
