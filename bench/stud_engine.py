"""The stud games beside PokerKit (issue 26): Seven Card Stud, Stud/8 and Razz, the same hands
through our engine and PokerKit's `FixedLimitSevenCardStud`,
`FixedLimitSevenCardStudHighLowSplitEightOrBetter` and `FixedLimitRazz`. Run by
bench/engine.py (`--games stud,stud-hilo,razz`, or with the flop games by default).

Hands. Random limit hands at 2, 5 and 7 seats (at most seven: eight players need a short stub
on seventh street, stud.short_stub, which PokerKit does not deal), ante 1, bring-in 2, bets
5/10, uneven stacks (8 to 60 small bets, so players go all in now and then). The decisions are
drawn among what is legal: the bring-in or a completion; facing a bet a fold, a call or a
raise; unopened a check or a bet (at most a bet and two raises a round: PokerKit caps even
heads-up); an all-in when a bet is more than the chips. No raise is drawn after an all-in of
the round (over a short one we complete it to the next bet, PokerKit raises a full bet over it
or refuses: tests/engine/test_stud_oracle.py). Each hand is played once through our engine to
record its deck and decisions; both engines then replay it, and the bench checks that both end
with the same stacks. RULES.md's oracle gaps are left out as the oracle test leaves them: a
house that breaks ties by position and never doubles on an open pair; a split pot's odd chips
(PokerKit gives the remainder by seat order, we by suit, `stud.odd_chip`) are counted
(engine.agree).

Ours is `Hand` step by step as the arbiter drives it: shuffle, cut, antes, each street's burn
and pitches (two down, one up, then one a street, the last down), the bring-in, the betting
rounds, collects, the showdown valued by the game's row and the pushes (whole or in halves).
PokerKit has every automation on (antes, burns, dealing, collection, showdown, pushes), only
the decisions by hand; its shuffle lays out our recorded deck, and ours the same.
"""

from __future__ import annotations

import random
import statistics
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from unittest import mock

import pokerkit.state
from engine import AUTOMATIONS, PK_CARD, LaidOut, Row, agree, hands_table, push_hilo, rates
from pokerkit import Card as PkCard
from pokerkit import (
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    Mode,
)

from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.config import STUD_STREETS, Game, SeatConfig, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hands import HandValue
from dealer_trainer.engine.ops import Cutting, Shuffling
from dealer_trainer.engine.preset import PRESETS, HouseRules
from dealer_trainer.engine.variant import Variant

ANTE, BRING_IN, SMALL_BET, BIG_BET = 1, 2, 5, 10
# ties by position and no double bet on an open pair: where PokerKit and the book agree
BENCH_HOUSE = PRESETS[HouseRules.ROBERTS].but(name="bench", stud_open_pair_doubles=False)
STUD_KINDS = {
    "stud": (Variant.STUD, FixedLimitSevenCardStud),
    "stud-hilo": (Variant.STUD_HILO, FixedLimitSevenCardStudHighLowSplitEightOrBetter),
    "razz": (Variant.RAZZ, FixedLimitRazz),
}
BRING, COMPLETE = "bring_in", "complete"  # a bring-in round's forced decision
Move = Decision | tuple[str, int]  # a decision, or the forced one: (BRING | COMPLETE, amount)


@dataclass(frozen=True)
class StudPlan:
    """One hand to replay: the table, its deck as laid out, every decision in order."""

    config: TableConfig
    pokerkit: type
    seed: int
    moves: tuple[Move, ...]
    laid_out: LaidOut
    deck: tuple[PkCard, ...]  # after the cut: PokerKit's deck
    showdown: bool
    final_stacks: tuple[int, ...]
    ops: int


def short_all_in(h: Hand) -> bool:
    """A player is all in with chips in this round (no raise is drawn after him: over a short
    all-in we complete it to the next bet, PokerKit raises a full bet or refuses a raise)."""
    return h.round is not None and any(h.stacks[s] == 0 and h.bets[s] for s in h.live)


def choose(h: Hand, legal: Legal, rng: random.Random) -> Decision:
    seat, r = legal.seat, rng.random()
    # at most a bet and two raises a round: below either engine's cap (PokerKit caps heads-up
    # too, the book not)
    capped = h.round is not None and h.round.bets_made >= 3
    raising = legal.can_raise and not capped and not short_all_in(h) and r > 0.75
    if raising:
        if legal.min_raise_to >= legal.all_in_to:
            return Decision(seat, ActionKind.ALL_IN)
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        return Decision(seat, kind, legal.min_raise_to)
    if legal.can_check:
        return Decision(seat, ActionKind.CHECK)
    return Decision(seat, ActionKind.FOLD if r < 0.25 else ActionKind.CALL)


def our_hand(config: TableConfig, rng: random.Random,
             decide: Callable[[Hand, Legal | None], Move]) -> Hand:
    """One stud hand, every step through the engine's public operations."""
    h = Hand(config, rng=rng)
    h.shuffle()
    h.cut()
    for seat in h.occupied:
        h.ante(seat)
    for street in STUD_STREETS:
        if len(h.live) < 2:
            break
        if street is not STUD_STREETS[0]:
            h.burn()
        for face in h.street_faces(street):
            for seat in sorted(h.live):
                h.pitch(seat, exposed=face)
        h.open_street(street)
        while len(h.live) > 1 and (actor := h.to_act()) is not None:
            if h.round is not None and h.round.forced:
                move = decide(h, None)
                assert isinstance(move, tuple)
                h.bring_in(actor, complete=move[0] == COMPLETE)
            else:
                d = decide(h, h.legal())
                assert isinstance(d, Decision)
                h.act(d)
        h.collect()
    award(h)
    return h


def award(h: Hand) -> None:
    """Each pot to its best hands by the game's row; in stud/8 in halves when a low plays."""
    if len(h.live) == 1:  # everyone else folded: every pot to him, unshown
        for i in reversed(range(len(h.pots))):
            h.push(i, tuple(h.live))
        return
    g = h.game
    held = {s: [c.card for c in h.zones.hole[s]] for s in h.live}
    value = g.high or g.low  # razz: its hand is its low
    assert value is not None
    highs: dict[int, HandValue] = {s: value(cards, ()) for s, cards in held.items()}  # type: ignore[misc]
    lows = {s: low for s, cards in held.items()
            if g.hilo and g.low is not None and (low := g.low(cards, ())) is not None}
    h.show_down(sorted(h.live))
    push_hilo(h, highs, lows)


def replay_ours(plan: StudPlan) -> Hand:
    moves = iter(plan.moves)
    return our_hand(plan.config, plan.laid_out, lambda _h, _legal: next(moves))


def pokerkit_hand(plan: StudPlan) -> pokerkit.State:
    def injected_shuffle(cards: deque[PkCard]) -> None:
        cards.clear()
        cards.extend(plan.deck)

    cfg = plan.config
    stacks = tuple(s.stack for s in cfg.seats)
    with mock.patch.object(pokerkit.state, "shuffle", injected_shuffle):
        state = plan.pokerkit.create_state(  # type: ignore[attr-defined]
            AUTOMATIONS, True, cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet, stacks,
            len(stacks), mode=Mode.CASH_GAME)
    for m in plan.moves:
        if isinstance(m, tuple):
            if m[0] == BRING:
                state.post_bring_in()
            else:
                state.complete_bet_or_raise_to(m[1])
        elif m.action is ActionKind.FOLD:
            state.fold()
        elif m.action in (ActionKind.CHECK, ActionKind.CALL):
            state.check_or_call()
        elif m.action is ActionKind.ALL_IN:
            i = cfg.occupied.index(m.seat)
            everything = state.bets[i] + state.stacks[i]
            if state.can_complete_bet_or_raise_to(everything):
                state.complete_bet_or_raise_to(everything)
            else:
                state.check_or_call()
        else:
            state.complete_bet_or_raise_to(m.to)
    return state


def make_plans(variant: Variant, pk: type, seats: int, count: int, seed: int) -> list[StudPlan]:
    rng = random.Random(f"{seed}/{seats}/{variant.value}")
    plans = []
    for k in range(count):
        config = TableConfig(
            tuple(SeatConfig(s, f"p{s}", rng.randint(8, 60) * SMALL_BET)
                  for s in range(1, seats + 1)), 0, 0, 0, game=Game.LIMIT, variant=variant,
            house_rules=HouseRules.ROBERTS, house=BENCH_HOUSE, ante=ANTE, bring_in=BRING_IN,
            small_bet=SMALL_BET, big_bet=BIG_BET)
        made: list[Move] = []

        def record(h: Hand, legal: Legal | None, made: list[Move] = made) -> Move:
            move: Move
            if legal is None:  # the bring-in: now and then completed
                complete = rng.random() < 0.3
                move = (COMPLETE, SMALL_BET) if complete else (BRING, BRING_IN)
            else:
                move = choose(h, legal, rng)
            made.append(move)
            return move

        hand_seed = seed * 1_000_003 + seats * 10_007 + k
        h = our_hand(config, random.Random(hand_seed), record)
        shuffled, cut = h.log[0], h.log[1]
        assert isinstance(shuffled, Shuffling) and isinstance(cut, Cutting)
        deck = shuffled.order[cut.at:] + shuffled.order[:cut.at]
        plans.append(StudPlan(config, pk, hand_seed, tuple(made), LaidOut(shuffled.order, cut.at),
                              tuple(PK_CARD[c] for c in deck), bool(h.shown),
                              tuple(h.stacks[s] for s in h.occupied), len(h.log)))
    return plans


def bench_kind(name: str, plans: Sequence[StudPlan], pk_count: int, repeats: int) -> Row:
    pk_plans = plans[:pk_count]
    odd, pk_ops = agree(pk_plans, pokerkit_hand)
    ours, theirs = rates([(lambda: map(replay_ours, plans), len(plans)),
                          (lambda: map(pokerkit_hand, pk_plans), len(pk_plans))], repeats)
    decisions = statistics.fmean(len(p.moves) for p in plans)
    all_in = sum(any(isinstance(m, Decision) and m.action is ActionKind.ALL_IN
                     for m in p.moves) for p in plans) / len(plans)
    return Row(name, len(plans), odd, decisions, all_in, ours, theirs,
               statistics.fmean(p.ops for p in plans), pk_ops)


def bench_stud(names: Sequence[str], n: int, pk_n: int, repeats: int, seed: int) -> None:
    for name in names:
        variant, pk = STUD_KINDS[name]
        rows = []
        for seats in (2, 5, 7):
            plans = make_plans(variant, pk, seats, n, seed)
            folded = [p for p in plans if not p.showdown]
            shown = [p for p in plans if p.showdown]
            rows.append(bench_kind(f"{seats} seats, no showdown", folded, pk_n, repeats))
            rows.append(bench_kind(f"{seats} seats, showdown", shown, pk_n, repeats))
        print(f"Random {name} hands, ante {ANTE}, bring-in {BRING_IN}, bets {SMALL_BET}/"
              f"{BIG_BET}, stacks 8-60 small bets, seed {seed}; ours every hand of a kind, "
              f"PokerKit the first {pk_n} (the same hands, the same stacks at the end); best of "
              f"{repeats}; us per hand and per decision")
        hands_table(rows, 3)
        print()
