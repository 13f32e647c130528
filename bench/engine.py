"""Our engine against PokerKit on the same hands, and our evaluator against phevaluator.

Hands. Random no-limit hands at 2, 6 and 10 seats, uneven stacks (10 to 150 big blinds, so
players go all in), decisions drawn at random among what is legal: folds, checks, calls,
bets and raises of random sizes, all-ins. Each hand is played once through our engine to
record its deck (after the shuffle and cut) and its decisions; both engines then replay it,
and the bench checks that both end with the same stacks. The hands are sorted by how they
end: without a showdown (everyone else folded) or at a showdown; 6-handed check-down hands
(everyone checks or calls to the river) are a third kind. Ours is `Hand` step by step as the
arbiter drives it: shuffle, cut, blinds, pitches, the betting rounds, collects, burns, the
board, at a showdown `best_hand`, `pot_winners` and the pushes, then the button. PokerKit is
`NoLimitTexasHoldem` with every automation on (blinds, dealing, collection, showdown, the
pushes), only the decisions by hand. Neither engine draws at random in the timed replays:
PokerKit's shuffle is replaced by one that lays out the recorded deck, and so is ours (the
hand's generator lays out the recorded order and gives the recorded cut). Per hand and per
decision; then per operation: the records in our hand's log and the operations in
PokerKit's (`State.operations`) per hand, and the time per hand over each. Ours records
what PokerKit's automations leave out (the shuffle, the cut, each round's opening, the
button's move) and a fold as two records (the cards mucked, the decision).

Evaluations. The best five of seven random cards: `hands.evaluate` (the whole answer: the
strength, the five cards that play and their words on demand) and `strength_of` (the bare
strength) against phevaluator's own `evaluate_cards` on the same cards (card ids, its
cheapest input) and PokerKit's `StandardHighHand.from_game`.

Omaha. The same kinds dealt as pot-limit Omaha and as pot-limit Omaha hi-lo (issue 25): ours
values each live hand by the game's row (`variant.row(...).high`, `.low`: two hole cards and
three board cards) and pushes each pot whole or in halves (`Hand.push_half`: the engine's
amounts, the odd chip high); PokerKit is `PotLimitOmahaHoldem`, and for PLO8 the same with
both hand types (RULES.md's oracle gaps: PokerKit has no PLO8 class). A random all-in past
the pot is a raise of the pot. Where the stacks differ, it is an odd chip or one of the
Omaha gaps of tests/engine/test_omaha_hilo_pokerkit.py (a side pot without its own low).

Stud, stud/8 and razz (issue 26): bench/stud_engine.py. Goals: every kind of hand at least
3x PokerKit (issue 24); evaluate() at least 0.9x phevaluator. --profile: a cProfile of our
6-handed hold'em hands without a showdown. --games picks the games (all six by default).

Run: python bench/engine.py [--hands N] [--pk-hands N] [--evals N] [--repeats R] [--seed S]
     [--games "pot-limit Omaha,pot-limit Omaha hi-lo,stud,stud-hilo,razz"]
PokerKit is a test-only dependency; only the benches and the oracle tests import it.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import random
import statistics
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import starmap
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pokerkit.state  # noqa: E402
from phevaluator import evaluate_cards  # noqa: E402
from pokerkit import (  # noqa: E402
    Automation,
    Mode,
    NoLimitTexasHoldem,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    PotLimitOmahaHoldem,
    StandardHighHand,
)
from pokerkit import Card as PkCard  # noqa: E402

from dealer_trainer.engine.award import pot_winners  # noqa: E402
from dealer_trainer.engine.betting import Legal  # noqa: E402
from dealer_trainer.engine.cards import FULL_DECK, Card  # noqa: E402
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig  # noqa: E402
from dealer_trainer.engine.decision import ActionKind, Decision  # noqa: E402
from dealer_trainer.engine.hand import Hand  # noqa: E402
from dealer_trainer.engine.hands import HandValue, best_hand, evaluate, strength_of  # noqa: E402
from dealer_trainer.engine.ops import BlindPosting, Cutting, PlayerActing, Shuffling  # noqa: E402
from dealer_trainer.engine.variant import Variant, row  # noqa: E402

SMALL, BIG = 1, 2
PK_CARD = {c: next(iter(PkCard.parse(c.code))) for c in FULL_DECK}
AUTOMATIONS = tuple(Automation)


class PotLimitOmahaHiLo(PotLimitOmahaHoldem):
    """PLO8 in PokerKit (RULES.md's oracle gaps: it has no class of its own)."""

    hand_types = (OmahaHoldemHand, OmahaEightOrBetterLowHand)  # type: ignore[assignment]


@dataclass(frozen=True)
class Kind:
    """A game the bench deals: our table's variant and structure, PokerKit's class."""

    name: str
    variant: Variant
    game: Game
    pokerkit: type


STUD_GAMES = ("stud", "stud-hilo", "razz")  # bench/stud_engine.py
HOLDEM = Kind("no-limit hold'em", Variant.HOLDEM, Game.NO_LIMIT, NoLimitTexasHoldem)
KINDS = (
    HOLDEM,
    Kind("pot-limit Omaha", Variant.OMAHA, Game.POT_LIMIT, PotLimitOmahaHoldem),
    Kind("pot-limit Omaha hi-lo", Variant.OMAHA_HILO, Game.POT_LIMIT, PotLimitOmahaHiLo),
)


@dataclass(frozen=True)
class Plan:
    """One hand to replay: the table, the seed of our shuffle, and every decision in order.
    Seat s is PokerKit's player s - 1; the button is the last seat, so seat 1 posts the
    small blind (heads-up the button posts it and seat 1 the big, in both engines)."""

    config: TableConfig
    kind: Kind
    seed: int
    decisions: tuple[Decision, ...]
    laid_out: LaidOut  # our shuffle and cut as recorded
    deck: tuple[PkCard, ...]  # after the cut: PokerKit's deck
    showdown: bool
    all_in: bool
    final_stacks: tuple[int, ...]
    ops: int  # records in our hand's log


Chooser = Callable[[Legal, random.Random], Decision]


def random_decision(legal: Legal, rng: random.Random) -> Decision:
    """Any legal decision: facing a bet a fold half the time, else a check or call, a bet or
    raise of a random size, an all-in now and then. About half the hands end without a
    showdown, and most showdowns have an all-in."""
    seat, r = legal.seat, rng.random()
    if legal.to_call and r < 0.5:
        return Decision(seat, ActionKind.FOLD)
    if legal.can_raise and r > 0.85:
        if rng.random() < 0.35 or legal.min_raise_to >= legal.max_raise_to:
            if legal.all_in_to > legal.max_raise_to:  # pot limit: all in past the pot
                kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
                return Decision(seat, kind, legal.max_raise_to)
            return Decision(seat, ActionKind.ALL_IN)
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        return Decision(seat, kind, rng.randint(legal.min_raise_to, legal.max_raise_to))
    return Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def check_or_call(legal: Legal, rng: random.Random) -> Decision:
    return Decision(legal.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def our_hand(config: TableConfig, rng: random.Random, decide: Callable[[Legal], Decision]) -> Hand:
    """One hand, every step through the engine's public operations, as the arbiter does."""
    h = Hand(config, rng=rng)
    h.shuffle()
    h.cut()
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for dealee in h.deal_order():
        h.pitch(dealee)
    street: Street | None = Street.PREFLOP
    while street is not None and len(h.live) > 1:
        if street is not Street.PREFLOP:
            h.burn()
            h.turn_board(3 if street is Street.FLOP else 1)
        h.start_round(street)
        while len(h.live) > 1 and h.to_act() is not None:
            h.act(decide(h.legal()))
        h.collect()
        street = street.next
    hands: dict[int, HandValue] = {}
    if len(h.live) > 1:
        board = h.zones.board
        game = row(config.variant)
        if game.hilo:
            return _hilo_showdown(h)
        value = game.high or best_hand
        hands = {s: value([c.card for c in h.zones.hole[s]], board) for s in h.live}
        h.show_down(sorted(h.live))
    for i in reversed(range(len(h.pots))):  # the last side pot first (award.side_first)
        h.push(i, pot_winners(h.pots[i], hands))
    h.move_button(h.next_button())
    return h


def _hilo_showdown(h: Hand) -> Hand:
    """The showdown of a hi-lo hand: each pot whole to the best high, or its halves to the
    best high and the best low among its own contenders (hilo.split)."""
    game, board = row(h.config.variant), h.zones.board
    assert game.high is not None and game.low is not None
    holes = {s: [c.card for c in h.zones.hole[s]] for s in h.live}
    highs = {s: game.high(cards, board) for s, cards in holes.items()}
    lows = {s: low for s, cards in holes.items() if (low := game.low(cards, board)) is not None}
    h.show_down(sorted(h.live))
    push_hilo(h, highs, lows)
    h.move_button(h.next_button())
    return h


def push_hilo(h: Hand, highs: Mapping[int, HandValue], lows: Mapping[int, object]) -> None:
    for i in reversed(range(len(h.pots))):  # each pot whole, or in halves if a low plays
        pot = h.pots[i]
        high = pot_winners(pot, highs)
        if any(s in lows for s in pot.eligible):
            h.push_half(i, "high", high)
            h.push_half(i, "low", pot_winners(pot, lows))  # type: ignore[arg-type]
        else:
            h.push(i, high)


def went_all_in(h: Hand) -> bool:
    """Whether a player put his last chip in (a blind or a decision)."""
    start = {s.seat: s.stack for s in h.config.seats}
    return any(isinstance(op, PlayerActing) and op.action == "all_in"
               or isinstance(op, BlindPosting) and op.amount == start[op.seat] for op in h.log)


class LaidOut(random.Random):
    """A generator whose shuffle lays out a recorded deck and whose cut is the recorded one:
    what the bench does to PokerKit's shuffle, done to ours."""

    def __init__(self, order: tuple[Card, ...], cut: int) -> None:
        super().__init__(0)
        self.order, self.at = order, cut

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        x[:] = self.order

    def randint(self, a: int, b: int) -> int:
        return self.at


def replay_ours(plan: Plan) -> Hand:
    """The plan's hand again, its deck laid out as PokerKit's is (no random draws)."""
    decisions = iter(plan.decisions)
    return our_hand(plan.config, plan.laid_out, lambda _legal: next(decisions))


def pokerkit_hand(plan: Plan) -> pokerkit.State:
    def injected_shuffle(cards: deque[PkCard]) -> None:
        cards.clear()
        cards.extend(plan.deck)

    stacks = tuple(s.stack for s in plan.config.seats)
    with mock.patch.object(pokerkit.state, "shuffle", injected_shuffle):
        state = plan.kind.pokerkit.create_state(  # type: ignore[attr-defined]
            AUTOMATIONS, True, 0, (SMALL, BIG), BIG, stacks, len(stacks), mode=Mode.CASH_GAME,
        )
    for d in plan.decisions:
        if d.action is ActionKind.FOLD:
            state.fold()
        elif d.action in (ActionKind.CHECK, ActionKind.CALL):
            state.check_or_call()
        elif d.action is ActionKind.ALL_IN:
            everything = state.bets[d.seat - 1] + state.stacks[d.seat - 1]
            if state.can_complete_bet_or_raise_to(everything):
                state.complete_bet_or_raise_to(everything)
            else:  # all in for no more than the bet to call
                state.check_or_call()
        else:
            state.complete_bet_or_raise_to(d.to)
    return state


def make_plans(seats: int, count: int, seed: int, decide: Chooser,
               kind: Kind = HOLDEM) -> list[Plan]:
    rng = random.Random(f"{seed}/{seats}" if kind is HOLDEM else f"{seed}/{seats}/{kind.name}")
    plans = []
    for k in range(count):
        stacks = [rng.randint(10, 150) * BIG for _ in range(seats)]
        config = TableConfig(
            seats=tuple(SeatConfig(s, f"p{s}", stacks[s - 1]) for s in range(1, seats + 1)),
            button=seats, small_blind=SMALL, big_blind=BIG, game=kind.game,
            variant=kind.variant,
        )
        made: list[Decision] = []

        def record(legal: Legal, made: list[Decision] = made) -> Decision:
            made.append(decide(legal, rng))
            return made[-1]

        hand_seed = seed * 1_000_003 + seats * 10_007 + k
        h = our_hand(config, random.Random(hand_seed), record)
        shuffled, cut = h.log[0], h.log[1]
        assert isinstance(shuffled, Shuffling) and isinstance(cut, Cutting)
        deck = shuffled.order[cut.at:] + shuffled.order[:cut.at]
        plans.append(Plan(
            config, kind, hand_seed, tuple(made), LaidOut(shuffled.order, cut.at),
            tuple(PK_CARD[c] for c in deck),
            showdown=bool(h.shown), all_in=went_all_in(h),
            final_stacks=tuple(h.stacks[s] for s in h.occupied), ops=len(h.log),
        ))
    return plans


def agree(plans: Sequence[Any], replay: Callable[[Any], Any] | None = None) -> tuple[int, float]:
    """Both engines must end every hand with the same stacks before their speed means much;
    PokerKit may give a split pot's odd chips to another tied seat: counted. Also PokerKit's
    operations per hand (`State.operations`). `replay`: PokerKit's hand of a stud plan."""
    odd, operations = 0, 0
    for p in plans:
        state = (replay or pokerkit_hand)(p)
        operations += len(state.operations)
        theirs = tuple(state.stacks)
        if theirs == p.final_stacks:
            continue
        off = max(abs(a - b) for a, b in zip(theirs, p.final_stacks, strict=True))
        # hi-lo: two halves a pot, and PokerKit's low half of a side pot without a low of its own
        room = len(p.config.seats) * (2 if row(p.config.variant).hilo else 1)
        assert sum(theirs) == sum(p.final_stacks) and (
            off <= room or row(p.config.variant).hilo), (
            f"hand {p.seed}: we end {p.final_stacks}, PokerKit {theirs}")
        odd += 1
    return odd, operations / max(len(plans), 1)


def rates(runs: Sequence[tuple[Callable[[], Iterator[object]], int]], repeats: int) -> list[float]:
    """Items per second of each run, best of `repeats`. A run gives a lazy iterator (a `map` of
    the function over its items), drained in C, so that no run pays for a Python loop around
    it. The runs take turns in each round so that a busy machine slows them alike. Timed in
    this thread's CPU time: on a machine shared with other work, time spent waiting for a core
    is not the code's. The garbage collector is off while timing, as in `timeit` (PokerKit's
    tables fill the heap, and a collection would be billed to whoever happened to allocate)."""
    best = [float("inf")] * len(runs)
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeats):
            for k, (run, _count) in enumerate(runs):
                start = time.thread_time()
                deque(run(), maxlen=0)
                best[k] = min(best[k], time.thread_time() - start)
    finally:
        gc.enable()
    return [count / seconds for (_run, count), seconds in zip(runs, best, strict=True)]


@dataclass
class Row:
    kind: str
    hands: int
    odd_chips: int  # of the hands replayed by both, those whose split pots' odd chips differ
    decisions: float  # per hand
    all_in: float  # share of the hands with an all-in
    ours: float  # hands per second
    theirs: float
    ops: float  # records per hand: ours
    pk_ops: float  # PokerKit's operations per hand


def bench_kind(kind: str, plans: Sequence[Plan], pk_count: int, repeats: int) -> Row:
    pk_plans = plans[:pk_count]
    odd, pk_ops = agree(pk_plans)
    ours_rate, pk_rate = rates([(lambda: map(replay_ours, plans), len(plans)),
                                (lambda: map(pokerkit_hand, pk_plans), len(pk_plans))], repeats)
    return Row(kind, len(plans), odd, statistics.fmean(len(p.decisions) for p in plans),
               sum(p.all_in for p in plans) / len(plans), ours_rate, pk_rate,
               statistics.fmean(p.ops for p in plans), pk_ops)


def hands_table(rows: Sequence[Row], goal: float) -> None:
    print(f"  {'hands':<30}{'n':>6}{'dec/hand':>9}{'all-in':>7}"
          f"{'ours us':>10}{'PK us':>10}{'ours us/dec':>12}{'PK us/dec':>10}{'ours/PK':>9}")
    for r in rows:
        per_dec = max(r.decisions, 1)
        print(f"  {r.kind:<30}{r.hands:>6}{r.decisions:>9.1f}{r.all_in:>7.0%}"
              f"{1e6 / r.ours:>10.1f}{1e6 / r.theirs:>10.1f}"
              f"{1e6 / r.ours / per_dec:>12.1f}{1e6 / r.theirs / per_dec:>10.1f}"
              f"{r.ours / r.theirs:>8.1f}x")
    print(f"  {'operations':<30}{'ours/hand':>10}{'PK/hand':>9}{'ours us/op':>12}"
          f"{'PK us/op':>10}{'ours/PK per op':>16}")
    for r in rows:
        print(f"  {r.kind:<30}{r.ops:>10.1f}{r.pk_ops:>9.1f}{1e6 / r.ours / r.ops:>12.2f}"
              f"{1e6 / r.theirs / r.pk_ops:>10.2f}"
              f"{(r.ours * r.ops) / (r.theirs * r.pk_ops):>15.1f}x")
    odd = sum(r.odd_chips for r in rows)
    if odd:
        print(f"  ({odd} hand(s) split a pot with odd chips that PokerKit gives another seat)")
    worst = min(rows, key=lambda r: r.ours / r.theirs)
    verdict = "met" if worst.ours >= goal * worst.theirs else "NOT met"
    print(f"  goal {goal:g}x PokerKit on every kind: {verdict} "
          f"(worst: {worst.kind}, {worst.ours / worst.theirs:.1f}x)")


def bench_hands(n: int, pk_n: int, repeats: int, seed: int,
                kinds: Sequence[Kind] = KINDS) -> list[Plan]:
    quiet: list[Plan] = []
    for kind in kinds:
        rows = []
        for seats in (2, 6, 10):
            plans = make_plans(seats, n, seed, random_decision, kind)
            folded = [p for p in plans if not p.showdown]
            shown = [p for p in plans if p.showdown]
            rows.append(bench_kind(f"{seats:>2} seats, no showdown", folded, pk_n, repeats))
            rows.append(bench_kind(f"{seats:>2} seats, showdown", shown, pk_n, repeats))
            if seats == 6 and kind is HOLDEM:
                quiet = folded
        rows.append(bench_kind(" 6 seats, check-down",
                               make_plans(6, n // 2, seed, check_or_call, kind), pk_n, repeats))
        print(f"Random {kind.name} hands, blinds {SMALL}/{BIG}, stacks 10-150 big blinds, seed "
              f"{seed}; ours every hand of a kind, PokerKit the first {pk_n} (the same hands, "
              f"the same stacks at the end); best of {repeats}; us per hand and per decision")
        hands_table(rows, 3)
        print()
    return quiet


def bench_evaluations(n: int, repeats: int, seed: int) -> None:
    rng = random.Random(seed)
    hands: list[list[Card]] = [rng.sample(FULL_DECK, 7) for _ in range(n)]
    ids = [[c.index for c in h] for h in hands]  # phevaluator's card ids are Card.index
    pk_n = max(1, n // 20)
    pk_cards = [[PK_CARD[c] for c in h] for h in hands[:pk_n]]
    for h in hands:  # one untimed pass: whatever the evaluator fills lazily is filled
        evaluate(h)
    # All three must agree on what beats what before their speed means anything.
    pk_games = [(h[:2], h[2:]) for h in pk_cards]
    pk_hands = [StandardHighHand.from_game(*game) for game in pk_games]
    for k in range(pk_n - 1):
        a, b = evaluate(hands[k]).strength, evaluate(hands[k + 1]).strength
        pa, pb = pk_hands[k], pk_hands[k + 1]
        assert (a > b) == (pa > pb) and (a == b) == (pa == pb), f"hands {k}, {k + 1} disagree"
    for h, i in zip(hands[:1000], ids, strict=False):
        assert evaluate(h).strength == 7463 - evaluate_cards(*i) == strength_of(i)

    # Many short rounds for the three fast ones: on a shared machine a ratio near 1 needs them
    # (each run's best round is kept); PokerKit's rate is far off, a few rounds do.
    measured = rates([(lambda: map(evaluate, hands), n), (lambda: map(strength_of, ids), n),
                      (lambda: starmap(evaluate_cards, ids), n)], max(repeats, 25))
    measured += rates([(lambda: starmap(StandardHighHand.from_game, pk_games), pk_n)], repeats)
    names = ["dealer_trainer hands.evaluate(cards)", "dealer_trainer hands.strength_of(ids)",
             "phevaluator evaluate_cards(*ids)", "PokerKit StandardHighHand.from_game"]
    print(f"7-card evaluations, {n:,} random hands (PokerKit the first {pk_n:,}), seed {seed}, "
          f"best of {max(repeats, 25)} ({repeats} for PokerKit)")
    print(f"  {'':<40}{'evals/s':>12}{'ns each':>9}{'vs phevaluator':>16}{'vs PokerKit':>13}")
    phe_rate, pk_rate = measured[2], measured[3]
    for name, rate in zip(names, measured, strict=True):
        print(f"  {name:<40}{rate:>12,.0f}{1e9 / rate:>9.0f}{rate / phe_rate:>15.2f}x"
              f"{rate / pk_rate:>12,.0f}x")
    verdict = "met" if measured[0] >= 0.9 * phe_rate else "NOT met"
    print(f"  goal evaluate() at least 0.9x phevaluator: {verdict} "
          f"({measured[0] / phe_rate:.2f}x)")


def profile_hands(plans: Sequence[Plan], top: int) -> None:
    """Where our time goes in hands that end without a showdown: by own time, with each
    function's share of the whole."""
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(3):
        for p in plans:
            replay_ours(p)
    profiler.disable()
    stats = pstats.Stats(profiler, stream=io.StringIO()).strip_dirs()
    table = stats.stats  # type: ignore[attr-defined]
    total = max(v[3] for (_f, _l, name), v in table.items() if name == "replay_ours")
    print(f"cProfile of {3 * len(plans):,} of our 6-handed hands without a showdown, by own "
          f"time, as shares of the whole hand ({total:.2f} s under the profiler):")
    rows = sorted(table.items(), key=lambda kv: -kv[1][2])[:top]
    for (file, line, func), (_cc, calls, own, cumulative, _callers) in rows:
        print(f"  {own / total:>6.1%} own {cumulative / total:>6.1%} with callees"
              f" {calls:>8,} calls  {func} ({file}:{line})")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_500,
                        help="random hands per table size, sorted into their kinds")
    parser.add_argument("--pk-hands", type=int, default=60, help="of each kind, for PokerKit")
    parser.add_argument("--evals", type=int, default=10_000, help="7-card hands")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--profile", action="store_true", help="cProfile our hands too")
    every = [k.name for k in KINDS] + list(STUD_GAMES)
    parser.add_argument("--games", default=",".join(every), help="of: " + "; ".join(every))
    args = parser.parse_args(argv)
    names = {k.name: k for k in KINDS}
    games = [g.strip() for g in args.games.split(",")]
    wanted, studs = [names[g] for g in games if g in names], [g for g in games if g in STUD_GAMES]
    quiet = bench_hands(args.hands, args.pk_hands, args.repeats, args.seed,
                        wanted or KINDS) if wanted or not studs else []
    if studs:  # bench/stud_engine.py, beside this script (it imports this one)
        from stud_engine import bench_stud
        bench_stud(studs, args.hands, args.pk_hands, args.repeats, args.seed)
    bench_evaluations(args.evals, args.repeats, args.seed)
    if args.profile and quiet:
        print()
        profile_hands(quiet, 30)


if __name__ == "__main__":
    main()
