"""PokerKit as an independent oracle for Omaha hi-lo (pot limit and limit) and limit Omaha
(rules omaha.deal, omaha.hand, bet.pot_limit, bet.limit_cap, hilo.qualifier, hilo.omaha_low,
hilo.split, hilo.odd_chip): random hands through our `Hand` and a PokerKit state on one deck,
every PokerKit automation on but the decisions, as `test_plo_oracle.py` does for PLO.

PokerKit 0.7.7 has no class for PLO8 nor for limit Omaha high, and its
`FixedLimitOmahaHoldemHighLowSplitEightOrBetter` bets pot-limit (it is built on
`PotLimitPokerMixin`: a raise to 7 at 1-2 is accepted). The states are PokerKit's generic
`Holdem` with its own mixins and hand types: `PotLimitOmahaHoldem` with both hand types for
PLO8 (RULES.md's oracle gaps), `FixedLimitPokerMixin` + `OmahaHoldemMixin` for the limit games.

Checked for every hand: every card dealt, burnt and turned, who acts, what he must call, the
raise bounds (the pot limit; the limit's fixed raise), the chips each collect takes in, the
pots after each round, then the award: ours pushes each pot (the last side pot first) whole
or in halves (`Hand.push_half`: the engine's amounts), high by `omaha_hand`, low by
`omaha_low` among the pot's own contenders; PokerKit's stacks must be those of our pots
awarded PokerKit's way (`pokerkit_award`), and ours must differ from them only where
RULES.md's book and PokerKit differ:
- odd chips: PokerKit gives a tied half's whole remainder to the first tied player, and merges
  pots that have the same contenders left (both `test_pots_oracle.py`'s conventions); the book
  gives one odd chip each (hilo.odd_chip). The high half's odd chip of the whole pot agrees.
- a side pot whose own contenders have no low: PokerKit splits it high and low whenever any
  hand still in has a low (its `_begin_chips_pushing` asks every up hand, not the pot's), then
  shares the "low" half among the pot's players, none of whom has one; the book gives the whole
  pot to the high ("if there is no qualifying hand for low, the best high hand wins the whole
  pot", Robert's Omaha HL 2; each pot is split on its own, TDA 21).
- a short all-in (less than a full raise): the book reopens the betting to a player who has
  acted only at a full raise (pot limit) or at half a bet (limit), and in limit under half a
  bet the next player completes the bet (bet.reopen); PokerKit reopens it in pot limit, does
  not at half a bet in limit, and sizes the limit raise over the all-in. The decision is then
  a call in both engines, and the bounds are not compared in that round.
- the limit cap before the flop: the big blind is the bet (bet.limit_cap: a bet and three
  raises); PokerKit allows four raises over the blind. Nobody raises past our cap.
These four are not in RULES.md's list of oracle gaps (PokerKit 0.7.7) yet; nor is a fifth
this test goes around: PokerKit's `FixedLimitOmahaHoldemHighLowSplitEightOrBetter` bets pot
limit. `test_omaha_pokerkit_gaps.py` plays a hand of each in both engines, the book's answer
ours. Each gap met is counted (the decision gaps per decision).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

import pytest
from pokerkit import (
    BetCollection,
    Mode,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    PotLimitOmahaHoldem,
    State,
)
from pokerkit import Card as PkCard
from pokerkit.games import FixedLimitPokerMixin, Holdem, OmahaHoldemMixin
from test_plo_oracle import pot_limited
from test_pots_oracle import (
    AUTOMATIONS,
    PK_CARD,
    DeckInjector,
    injector,  # noqa: F401 - the fixture, by name
    our_trail,
    pk_trail,
    play_streets,
    random_setup,
)

from dealer_trainer.engine import ops
from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.config import Game, SeatConfig, TableConfig, seats_from
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.lows import omaha_low
from dealer_trainer.engine.omaha import omaha_hand
from dealer_trainer.engine.pots import Pot
from dealer_trainer.engine.variant import Variant

SEED = 25_301
HI_LO = (OmahaHoldemHand, OmahaEightOrBetterLowHand)


class PotLimitOmahaHiLo(PotLimitOmahaHoldem):
    """PLO8 as RULES.md's oracle gaps build it."""

    hand_types = HI_LO


class LimitOmaha(FixedLimitPokerMixin, OmahaHoldemMixin, Holdem):  # type: ignore[misc]
    hand_types = (OmahaHoldemHand,)


class LimitOmahaHiLo(FixedLimitPokerMixin, OmahaHoldemMixin, Holdem):  # type: ignore[misc]
    hand_types = HI_LO


GAMES = {  # (our variant, structure): PokerKit's class
    (Variant.OMAHA_HILO, Game.POT_LIMIT): PotLimitOmahaHiLo,
    (Variant.OMAHA_HILO, Game.LIMIT): LimitOmahaHiLo,
    (Variant.OMAHA, Game.LIMIT): LimitOmaha,
}


@pytest.fixture
def omaha_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    """PokerKit's Omaha hands are pure functions of the cards, and its showdown asks for the
    same ones many times (hand killing, each pot, each half): memoised for the run."""
    for cls in HI_LO:
        from_game = cls.from_game.__func__  # type: ignore[attr-defined]
        memo: dict[tuple[tuple[PkCard, ...], tuple[PkCard, ...]], object] = {}

        def memo_from_game(c: type, hole: Iterable[PkCard], board: Iterable[PkCard] = (),
                           _f: object = from_game, _m: dict = memo) -> object:  # type: ignore[type-arg]
            key = (tuple(hole), tuple(board))
            if key not in _m:
                _m[key] = _f(c, *key)  # type: ignore[operator]  # a ValueError is not kept
            return _m[key]

        monkeypatch.setattr(cls, "from_game", classmethod(memo_from_game))


def config_of(setup: object, variant: Variant, game: Game) -> TableConfig:
    s = setup
    return TableConfig(
        seats=tuple(SeatConfig(n, f"p{n}", s.stacks[n]) for n in s.seats),  # type: ignore[attr-defined]
        button=s.button, small_blind=s.small_blind, big_blind=s.big_blind,  # type: ignore[attr-defined]
        game=game, variant=variant,
    )


def pk_state(cls: type, setup: object, order: list[int], game: Game) -> State:
    s = setup
    blinds = (s.small_blind, s.big_blind)  # type: ignore[attr-defined]
    stacks = tuple(s.stacks[x] for x in order)  # type: ignore[attr-defined]
    if game is Game.LIMIT:
        return cls(AUTOMATIONS, True, 0, blinds, s.big_blind, 2 * s.big_blind,  # type: ignore[attr-defined]
                   mode=Mode.CASH_GAME)(stacks, len(order))
    return cls.create_state(AUTOMATIONS, True, 0, blinds, s.big_blind, stacks,  # type: ignore[attr-defined]
                            len(order), mode=Mode.CASH_GAME)


def pokerkit_award(
    pots: list[Pot], survivors: set[int], highs: dict[int, int], lows: dict[int, int],
    order: list[int], *, low_anywhere: bool = True,
) -> dict[int, int]:
    """Our pots awarded PokerKit's way (`State._begin_chips_pushing`, `push_chips`): the pots
    rebuilt from the hands it did not kill (same contenders merge); each split high and low if
    any hand left has a low (`low_anywhere`; False: the pot's own contenders, as the book),
    the odd chip to the high; each part to the best of the pot's players (all of them when
    none has a low), its whole remainder to the first in player order."""
    merged: list[Pot] = []
    for pot in pots:
        eligible = tuple(s for s in pot.eligible if s in survivors) or pot.eligible
        if merged and merged[-1].eligible == eligible:
            merged[-1] = Pot(merged[-1].amount + pot.amount, eligible)
        else:
            merged.append(Pot(pot.amount, eligible))
    won: dict[int, int] = {}
    for pot in merged:
        players = [s for s in order if s in pot.eligible]
        split = any(s in lows for s in (survivors if low_anywhere else players))
        parts = [highs, lows] if split and len(survivors) > 1 else [highs]
        share, odd = divmod(pot.amount, len(parts))
        for k, values in enumerate(parts):
            amount = share + (odd if k == 0 else 0)
            best = max((values.get(s, -1) for s in players), default=-1)
            winners = [s for s in players if values.get(s, -1) == best]
            each, rest = divmod(amount, len(winners))
            for s in winners:
                won[s] = won.get(s, 0) + each
            won[winners[0]] += rest
    return won


def book_award(
    pots: list[Pot], highs: dict[int, int], lows: dict[int, int], live: set[int],
    button: int, occupied: list[int],
) -> dict[int, int]:
    """The book's award, worked out here on its own (not by the engine's `hilo_split`): each
    pot on its own; the best high of its contenders takes it whole unless one of them has a
    low (hilo.split), then the high half is the larger by the odd chip (hilo.odd_chip); each
    part shared, its odd chips one each from the first tied seat clockwise from the button."""
    clockwise = seats_from(occupied, button)
    won: dict[int, int] = {}

    def share(amount: int, values: dict[int, int], contenders: list[int]) -> None:
        best = max(values[s] for s in contenders)
        winners = [s for s in clockwise if s in contenders and values[s] == best]
        each, odd = divmod(amount, len(winners))
        for k, s in enumerate(winners):
            won[s] = won.get(s, 0) + each + (k < odd)

    for pot in pots:
        contenders = [s for s in pot.eligible if s in live]
        if len(contenders) == 1:
            won[contenders[0]] = won.get(contenders[0], 0) + pot.amount
            continue
        with_low = [s for s in contenders if s in lows]
        low_half = pot.amount // 2 if with_low else 0
        share(pot.amount - low_half, highs, contenders)
        if with_low:
            share(low_half, lows, with_low)
    return won


def award_ours(h: Hand, tally: Counter[str]) -> tuple[dict[int, int], dict[int, int]]:
    """Each pot, the last side pot first, whole or in halves, as the dealer pushes it; the
    seats' high and low strengths (no low: absent)."""
    board = h.zones.board
    hole = {s: [c.card for c in h.zones.hole[s]] for s in h.live}
    highs = {s: omaha_hand(hole[s], board).strength for s in h.live} if len(h.live) > 1 else {}
    lows: dict[int, int] = {}
    if h.game.hilo and len(h.live) > 1:
        for s in h.live:
            low = omaha_low(hole[s], board)
            if low is not None:
                lows[s] = low.strength
    for i in reversed(range(len(h.pots))):
        contenders = [s for s in h.pots[i].eligible if s in h.live]
        if len(contenders) == 1:
            h.push(i, contenders)
            continue
        best = max(highs[s] for s in contenders)
        high = [s for s in contenders if highs[s] == best]
        low_seats = [s for s in contenders if s in lows]
        if not h.game.hilo or not low_seats:
            h.push(i, high)
            tally["no low" if h.game.hilo else "pot pushed"] += 1
            continue
        best_low = max(lows[s] for s in low_seats)
        low = [s for s in low_seats if lows[s] == best_low]
        h.push_half(i, "high", high)
        h.push_half(i, "low", low)
        tally["split pot"] += 1
        tally["scoop"] += high == low and len(high) == 1
        tally["quartered"] += len(low) > 1 or len(high) > 1
        tally["odd chip to the high half"] += h.pots[i].amount % 2
    return highs, lows


def check_the_end(h: Hand, state: State, order: list[int], collected: list[dict[int, int]],
                  where: str, tally: Counter[str]) -> None:
    trail, pk = our_trail(h.log), pk_trail(state.operations, order)
    assert sorted(t for t in trail if t[0] == "post") == sorted(t for t in pk if t[0] == "post")
    assert [t for t in trail if t[0] != "post"] == [t for t in pk if t[0] != "post"], where
    pk_collected = [{order[i]: b for i, b in enumerate(c.bets)} for c in state.operations
                    if isinstance(c, BetCollection) and c.total_bets]
    collected = [c for c in collected if any(c.values())]
    if len(h.live) == 1 and collected:
        (winner,) = h.live
        del collected[-1][winner], pk_collected[-1][winner]
    assert collected == pk_collected, f"{where}: chips collected (pot.uncalled)"
    tally["showdown" if len(h.live) > 1 else "uncontested"] += 1
    before = dict(h.stacks)
    highs, lows = award_ours(h, tally)
    h.check_invariants()
    assert not state.status, f"{where}: PokerKit's hand is not over"
    survivors = {order[i] for i, alive in enumerate(state.statuses) if alive}
    won = pokerkit_award(h.pots, survivors, highs, lows, order)
    assert [before[s] + won.get(s, 0) for s in order] == list(state.stacks), (
        f"{where}: final stacks")
    book = book_award(h.pots, highs, lows, h.live, h.button, h.occupied)
    assert [before[s] + book.get(s, 0) for s in order] == [h.stacks[s] for s in order], (
        f"{where}: ours against the book")
    if {s: v for s, v in won.items() if v} != {s: v for s, v in book.items() if v}:
        # The book and PokerKit part only at the gaps, and never on the chips in play.
        assert sum(won.values()) == sum(book.values()), where
        own_low = pokerkit_award(h.pots, survivors, highs, lows, order, low_anywhere=False)
        if own_low != won:
            tally["gap: a side pot without its own low"] += 1
        if own_low != book:
            tally["gap: odd chips placed differently"] += 1


def short_all_in(h: Hand) -> bool:
    """This round holds an all-in raise of less than a full raise (limit: a bet; pot limit:
    the last full raise, the big blind at first). There the book and PokerKit part (bet.reopen,
    RULES.md): the book reopens the betting to a player who has acted only at a full raise (in
    limit at half a bet, then "a full bet above it"; under half a bet the next player completes
    the bet), PokerKit lets him raise again in pot limit, and in limit refuses him after half a
    bet and sizes the completion as a raise over the all-in."""
    r = h.round
    assert r is not None
    start = max(i for i, op in enumerate(h.log) if isinstance(op, ops.RoundOpening))
    preflop = r.street.name == "PREFLOP"
    level = max((op.amount for op in h.log[:start] if isinstance(op, ops.BlindPosting)),
                default=0) if preflop else 0
    full = r.unit if h.config.game is Game.LIMIT else h.big_blind
    short = False
    for op in h.log[start:]:
        if isinstance(op, ops.PlayerActing) and op.to > level:
            if op.to - level < full:
                short |= op.action == "all_in"
            elif h.config.game is not Game.LIMIT:
                full = op.to - level
            level = op.to
    return short


def play_both(seed: int, variant: Variant, game: Game, inject: DeckInjector,
              tally: Counter[str]) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng)
    setup = replace(setup, straddle=False)
    config = config_of(setup, variant, game)
    probe = Hand(config, rng=random.Random(0)).pos
    for poster, blind in ((probe.small, setup.small_blind), (probe.big, setup.big_blind)):
        if setup.stacks[poster] < blind:
            setup.stacks[poster] = blind  # a short blind: see test_plo_oracle's docstring
    where = f"{variant} {game} hand seed {seed}: {setup}"
    h = Hand(config_of(setup, variant, game), rng=random.Random(seed))
    h.shuffle()
    h.cut()
    order = seats_from(h.occupied, h.button)
    inject.order = [PK_CARD[c] for c in h.zones.stub]
    state = pk_state(GAMES[(variant, game)], setup, order, game)
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for dealee in h.deal_order():
        h.pitch(dealee)

    def judge_raise(legal: Legal, d: Decision) -> None:
        if game is Game.LIMIT and short_all_in(h):
            return  # not compared: see `choose`
        assert state.min_completion_betting_or_raising_to_amount == legal.min_raise_to, where
        assert state.max_completion_betting_or_raising_to_amount == legal.max_raise_to, where
        tally["raise bounds compared"] += 1

    def choose(rng: random.Random, legal: Legal) -> Decision:
        """`pot_limited`'s decision; in limit, a raise after a short all-in that PokerKit
        sizes or reopens otherwise than the book becomes a call (both engines call)."""
        if state.can_complete_bet_or_raise_to() != legal.can_raise:
            # ours may raise where nobody can call more (test_pots_oracle's docstring), or
            # after a short all-in in limit (the book reopens at half a bet)
            covers = [s for s in h.live - {legal.seat}
                      if h.stacks[s] + h.bets[s] > legal.current_bet]
            short = short_all_in(h)
            r = h.round
            assert r is not None
            # bet.limit_cap: before the flop the big blind is the bet; PokerKit caps a raise later
            blind_cap = (game is Game.LIMIT and r.street.name == "PREFLOP" and not legal.can_raise
                         and r.bets_made >= 4)
            assert legal.can_raise and not covers or short or blind_cap, (
                f"{where}: may he raise? {legal}")
            tally["gap (decisions): a short all-in reopens or not"] += short
            tally["gap (decisions): the preflop cap counts the blind"] += blind_cap and not short
        elif game is Game.LIMIT and not legal.can_raise and h.round.bets_made >= 4:  # type: ignore[union-attr]
            tally["limit cap reached"] += 1
        d = pot_limited(rng, legal)
        if game is Game.LIMIT and d.action in (ActionKind.BET, ActionKind.RAISE) and (
            state.min_completion_betting_or_raising_to_amount != legal.min_raise_to
            or state.max_completion_betting_or_raising_to_amount != legal.max_raise_to
        ):
            assert short_all_in(h), f"{where}: limit raise bounds {legal}"
            tally["gap (decisions): limit raise sized after a short all-in"] += 1
            return Decision(d.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)
        return d

    collected = play_streets(h, state, rng, order, judge_raise, where, tally, choose)
    check_the_end(h, state, order, collected, where, tally)
    tally["hands"] += 1
    tally["side pots"] += len(h.pots) > 1


def run(variant: Variant, game: Game, hands: int, seed: int,
        inject: DeckInjector) -> Counter[str]:
    tally: Counter[str] = Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for k in range(hands):
            play_both(seed + k, variant, game, inject, tally)
    assert tally["hands"] == hands
    return tally


def test_hilo_split_pokerkit_agrees_on_random_plo8_hands(
    injector: DeckInjector, omaha_memo: None,  # noqa: F811 - the fixture
) -> None:
    tally = run(Variant.OMAHA_HILO, Game.POT_LIMIT, 250, SEED, injector)
    print(dict(tally))
    for case, least in (("showdown", 80), ("split pot", 30), ("no low", 30), ("quartered", 3),
                        ("side pots", 10), ("raise bounds compared", 200),
                        ("pots compared", 250)):
        assert tally[case] >= least, (case, tally)


def test_hilo_split_pokerkit_agrees_on_random_limit_omaha_hilo_hands(
    injector: DeckInjector, omaha_memo: None,  # noqa: F811 - the fixture
) -> None:
    tally = run(Variant.OMAHA_HILO, Game.LIMIT, 150, SEED + 5_000, injector)
    print(dict(tally))
    assert tally["showdown"] >= 50 and tally["split pot"] >= 20 and tally["no low"] >= 20
    assert tally["limit cap reached"] >= 5


def test_omaha_hand_pokerkit_agrees_on_random_limit_omaha_hands(
    injector: DeckInjector, omaha_memo: None,  # noqa: F811 - the fixture
) -> None:
    tally = run(Variant.OMAHA, Game.LIMIT, 150, SEED + 9_000, injector)
    print(dict(tally))
    assert tally["showdown"] >= 50 and tally["pot pushed"] >= 50
