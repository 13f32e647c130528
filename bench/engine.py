"""Our engine against PokerKit: check-down hands per second, then 7-card evaluations per second.

Hands: the same 6-handed hands through both engines. Everyone checks or calls to the river,
the pots go to the best hands. Ours: `Hand` step by step as the arbiter drives it (shuffle,
cut, blinds, twelve pitches, four betting rounds, collects, burns, board, showdown with
`best_hand`, `pot_winners` and `push`, the button move). PokerKit: `NoLimitTexasHoldem`
with every automation on, only `check_or_call` by hand. PokerKit shuffles with the global
`random.shuffle`; the bench puts our shuffled and cut deck in its place, so both deal the
same cards, and checks that the same players win.

Evaluations: the best five of seven random cards through `dealer_trainer.engine.hands`
(`evaluate`, the full answer with the playing cards and words, and `strength_of`, the bare
strength) against PokerKit's `StandardHighHand.from_game`.

Run: python bench/engine.py [--hands N] [--evals N] [--repeats R] [--seed S] [--profile]
PokerKit is a test-only dependency; only the bench and the oracle tests import it.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import random
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pokerkit.state  # noqa: E402
from pokerkit import Automation, Mode, NoLimitTexasHoldem, StandardHighHand  # noqa: E402
from pokerkit import Card as PkCard  # noqa: E402

from dealer_trainer.engine.award import pot_winners  # noqa: E402
from dealer_trainer.engine.cards import FULL_DECK, Card  # noqa: E402
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig  # noqa: E402
from dealer_trainer.engine.decision import ActionKind, Decision  # noqa: E402
from dealer_trainer.engine.hand import Hand  # noqa: E402
from dealer_trainer.engine.hands import best_hand, evaluate, strength_of  # noqa: E402

PLAYERS, STACK, SMALL, BIG = 6, 200, 1, 2
CONFIG = TableConfig(
    seats=tuple(SeatConfig(s, f"p{s}", STACK) for s in range(1, PLAYERS + 1)),
    button=PLAYERS, small_blind=SMALL, big_blind=BIG,
)  # seat 1 is the small blind: PokerKit's player i is our seat i + 1
PK_CARD = {c: next(iter(PkCard.parse(c.code))) for c in FULL_DECK}
AUTOMATIONS = tuple(Automation)


def our_hand(seed: int) -> Hand:
    """One check-down hand, every step through the engine's public operations."""
    h = Hand(CONFIG, rng=random.Random(seed))
    h.shuffle()
    h.cut()
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for dealee in h.deal_order():
        h.pitch(dealee)
    street: Street | None = Street.PREFLOP
    while street is not None:
        if street is not Street.PREFLOP:
            h.burn()
            h.turn_board(3 if street is Street.FLOP else 1)
        h.start_round(street)
        while (seat := h.to_act()) is not None:
            legal = h.legal()
            h.act(Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL))
        h.collect()
        street = street.next
    board = h.zones.board
    hands = {s: best_hand([c.card for c in h.zones.hole[s]], board) for s in h.live}
    h.show_down(sorted(h.live))
    for i in reversed(range(len(h.pots))):
        h.push(i, pot_winners(h.pots[i], hands))
    h.move_button(h.next_button())
    return h


def deck_of(seed: int) -> list[PkCard]:
    """The deck our hand `seed` deals from, after its shuffle and cut, as PokerKit cards."""
    h = Hand(CONFIG, rng=random.Random(seed))
    h.shuffle()
    h.cut()
    return [PK_CARD[c] for c in h.zones.stub]


def pokerkit_hand(deck: list[PkCard]) -> pokerkit.State:
    def injected_shuffle(cards: deque[PkCard]) -> None:
        cards.clear()
        cards.extend(deck)

    with mock.patch.object(pokerkit.state, "shuffle", injected_shuffle):
        state = NoLimitTexasHoldem.create_state(
            AUTOMATIONS, True, 0, (SMALL, BIG), BIG, (STACK,) * PLAYERS, PLAYERS,
            mode=Mode.CASH_GAME,
        )
    while state.status:
        state.check_or_call()
    return state


def rates(runs: Sequence[tuple[Callable[[], object], int]], repeats: int) -> list[float]:
    """Items per second of each run, best of `repeats`, the runs taking turns in each round so
    that a busy machine slows them alike; the garbage collector off while timing, as in
    `timeit`."""
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


def table(title: str, rows: Sequence[tuple[str, float]], unit: str, goal: int) -> None:
    base = rows[-1][1]
    print(title)
    print(f"  {'':<40}{unit + '/s':>12}{'us each':>10}{'vs PokerKit':>13}")
    for name, per_second in rows:
        print(f"  {name:<40}{per_second:>12,.0f}{1e6 / per_second:>10.1f}"
              f"{per_second / base:>12,.1f}x")
    verdict = "met" if rows[0][1] >= goal * base else "NOT met"
    print(f"  goal {goal}x PokerKit: {verdict} ({rows[0][1] / base:,.1f}x)")


def bench_hands(n: int, pk_n: int, repeats: int, seed: int) -> None:
    seeds = list(range(seed, seed + n))
    decks = [deck_of(s) for s in seeds[:pk_n]]
    # Same cards, same winners: whoever ends above his starting stack.
    for s, deck in zip(seeds, decks, strict=False):
        ours = our_hand(s)
        theirs = pokerkit_hand(deck)
        won = {seat for seat, chips in ours.stacks.items() if chips > STACK}
        pk_won = {i + 1 for i, chips in enumerate(theirs.stacks) if chips > STACK}
        assert won == pk_won, f"hand {s}: we pay {sorted(won)}, PokerKit {sorted(pk_won)}"

    def ours_run() -> None:
        for s in seeds:
            our_hand(s)

    def pk_run() -> None:
        for deck in decks:
            pokerkit_hand(deck)

    ours_rate, pk_rate = rates([(ours_run, n), (pk_run, pk_n)], repeats)
    table(f"6-handed check-down hands (ours {n:,}, PokerKit {pk_n:,}; same cards, same "
          f"winners), best of {repeats}",
          [("dealer_trainer Hand", ours_rate),
           ("PokerKit NoLimitTexasHoldem, automated", pk_rate)], "hands", 10)


def bench_evaluations(n: int, repeats: int, seed: int) -> None:
    rng = random.Random(seed)
    hands: list[list[Card]] = [rng.sample(FULL_DECK, 7) for _ in range(n)]
    indices = [[c.index for c in h] for h in hands]
    pk_n = max(1, n // 20)
    pk_cards = [[PK_CARD[c] for c in h] for h in hands[:pk_n]]
    for h in hands:  # one untimed pass: whatever tables the evaluator builds lazily are built
        evaluate(h)
    # Both must agree on what beats what before their speed means anything.
    pk_hands = [StandardHighHand.from_game(h[:2], h[2:]) for h in pk_cards]
    ours_strength = [evaluate(h).strength for h in hands[:pk_n]]
    for k in range(pk_n - 1):
        a, b = ours_strength[k], ours_strength[k + 1]
        pa, pb = pk_hands[k], pk_hands[k + 1]
        assert (a > b) == (pa > pb) and (a == b) == (pa == pb), f"hands {k}, {k + 1} disagree"

    def ours() -> None:
        for h in hands:
            evaluate(h)

    def bare() -> None:
        for i in indices:
            strength_of(i)

    def theirs() -> None:
        for h in pk_cards:
            StandardHighHand.from_game(h[:2], h[2:])

    measured = rates([(ours, n), (bare, n), (theirs, pk_n)], repeats)
    rows = list(zip(["dealer_trainer hands.evaluate()", "dealer_trainer hands.strength_of()",
                     "PokerKit StandardHighHand.from_game"], measured, strict=True))
    table(f"7-card evaluations (ours {n:,}, PokerKit {pk_n:,}), best of {repeats}",
          rows, "evals", 100)
    table("  the bare strength alone", [rows[1], rows[2]], "evals", 100)


def profile_hands(n: int, seed: int, top: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    for s in range(seed, seed + n):
        our_hand(s)
    profiler.disable()
    print(f"cProfile of {n:,} of our hands, by own time:")
    pstats.Stats(profiler).strip_dirs().sort_stats("tottime").print_stats(top)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=3_000, help="check-down hands for us")
    parser.add_argument("--pk-hands", type=int, default=60, help="the same, for PokerKit")
    parser.add_argument("--evals", type=int, default=50_000, help="7-card hands for us")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--profile", action="store_true", help="cProfile our hands too")
    args = parser.parse_args(argv)
    bench_hands(args.hands, min(args.pk_hands, args.hands), args.repeats, args.seed)
    print()
    bench_evaluations(args.evals, args.repeats, args.seed)
    if args.profile:
        print()
        profile_hands(args.hands, args.seed, 25)


if __name__ == "__main__":
    main()
