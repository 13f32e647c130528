"""PokerKit as an independent oracle for betting, side pots and the award (no-limit hold'em).

Random multi-way hands (2-9 players on random seats, uneven and sometimes short stacks,
straddles, folds, calls, raises and all-ins) are played through our `Hand` and through
PokerKit's `NoLimitTexasHoldem.create_state`, with every PokerKit automation on except the
betting decisions. Both engines use the same deck: ours is shuffled and cut, and its order is
handed to PokerKit in place of PokerKit's own shuffle, so PokerKit's automatic dealing gives
the same hole cards, burns and board. We award each pot ourselves with
`engine.award.pot_winners` and `Hand.push`, last side pot first.

Checked for every hand: the blinds, every card dealt, burnt and turned (in order), who is to
act, what he must call, the raise bounds, the chips each collect takes in (an uncalled bet
goes back), the pots after every betting round, and the final stacks.

These conventions differ, and the comparison allows for exactly these:
- PokerKit refuses a raise when no other player could call more than the current bet (they
  are all in, or their whole stack is less); our engine allows it and the uncalled part goes
  back at the collect. The oracle then calls instead, after checking that this was the reason.
- Straddled, PokerKit lets the first raise be a big blind over the straddle; we ask for the
  straddle's size (the straddle plays as the big blind), and after the flop the minimum bet
  is the straddle (blinds.straddle, Robert's No-Limit 2), where PokerKit's is the big blind.
  Our minimum is then the larger one, so every raise we make is one PokerKit accepts.
- A big blind (or straddle) all in for less than the blind: we ask the others for the full
  blind ("the full minimum bet", blinds.big), PokerKit only for the chips in front. The
  oracle gives those two posters at least their blind; a short small blind stays in.
- PokerKit kills the hands that cannot win, then rebuilds the pots from the hands left, which
  merges pots that now have the same contenders, and gives a split's whole remainder to the
  first winner; we split each pot separately, one odd chip at a time from the left of the
  button (`award.split`). The oracle re-awards our own pots PokerKit's way and requires
  PokerKit's stacks exactly; our stacks may differ from those only by odd chips.

PokerKit spends nearly all its time re-evaluating the same five-card hands at showdown.
Its `StandardHighHand.from_game` and lookup `get_entry` are pure functions of the cards, so
the test memoises them for the run: same answers, about 5x faster.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pokerkit.state
import pytest
from pokerkit import (
    Automation,
    BetCollection,
    BlindOrStraddlePosting,
    Mode,
    NoLimitTexasHoldem,
    StandardHighHand,
    State,
)
from pokerkit import BoardDealing as PkBoardDealing
from pokerkit import Card as PkCard
from pokerkit import CardBurning as PkCardBurning
from pokerkit import HoleDealing as PkHoleDealing

from dealer_trainer.engine import ops
from dealer_trainer.engine.award import pot_winners
from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.cards import FULL_DECK, Card
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig, seats_from
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hands import HandValue, best_hand
from dealer_trainer.engine.pots import Pot

HANDS = 2_000
SEED = 7_301
BLINDS = ((1, 2), (2, 5), (5, 10), (25, 50), (50, 100))

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
PK_CARD: dict[Card, PkCard] = {c: next(iter(PkCard.parse(c.code))) for c in FULL_DECK}
OUR_CARD: dict[PkCard, Card] = {pk: c for c, pk in PK_CARD.items()}


class DeckInjector:
    """Stands in for `random.shuffle` inside `pokerkit.state`: PokerKit's deck gets our order."""

    def __init__(self) -> None:
        self.order: list[PkCard] = []

    def __call__(self, cards: deque[PkCard]) -> None:
        assert sorted(map(repr, cards)) == sorted(map(repr, self.order)), "not a full deck"
        cards.clear()
        cards.extend(self.order)


@pytest.fixture
def injector(monkeypatch: pytest.MonkeyPatch) -> DeckInjector:
    inject = DeckInjector()
    monkeypatch.setattr(pokerkit.state, "shuffle", inject)

    from_game = StandardHighHand.from_game.__func__  # type: ignore[attr-defined]
    games: dict[tuple[tuple[PkCard, ...], tuple[PkCard, ...]], object] = {}

    def memo_from_game(cls: type, hole: Iterable[PkCard], board: Iterable[PkCard] = ()) -> object:
        key = (tuple(hole), tuple(board))
        if key not in games:
            games[key] = from_game(cls, *key)  # a ValueError (too few cards) is not cached
        return games[key]

    lookup = StandardHighHand.lookup
    get_entry = lookup.get_entry
    entries: dict[tuple[PkCard, ...], object] = {}

    def memo_get_entry(cards: Iterable[PkCard]) -> object:
        key = tuple(cards)
        if key not in entries:
            entries[key] = get_entry(key)
        return entries[key]

    monkeypatch.setattr(StandardHighHand, "from_game", classmethod(memo_from_game))
    monkeypatch.setattr(lookup, "get_entry", memo_get_entry)
    return inject


@dataclass(frozen=True, slots=True)
class Setup:
    seats: tuple[int, ...]
    button: int
    small_blind: int
    big_blind: int
    straddle: bool
    stacks: dict[int, int]

    def config(self) -> TableConfig:
        return TableConfig(
            seats=tuple(SeatConfig(s, f"p{s}", self.stacks[s]) for s in self.seats),
            button=self.button, small_blind=self.small_blind, big_blind=self.big_blind,
            straddle=self.straddle,
        )


def random_setup(rng: random.Random) -> Setup:
    n = rng.randint(2, 9)
    seats = tuple(sorted(rng.sample(range(1, 11), n)))
    sb, bb = rng.choice(BLINDS)
    stacks = {}
    for s in seats:
        roll = rng.random()
        if roll < 0.08:
            stacks[s] = rng.randint(1, 3 * bb)  # may be short of the blind it posts
        elif roll < 0.5:
            stacks[s] = rng.randint(3 * bb, 40 * bb)
        else:
            stacks[s] = rng.randint(40 * bb, 250 * bb)
    return Setup(seats, rng.choice(seats), sb, bb, n > 2 and rng.random() < 0.2, stacks)


def random_decision(rng: random.Random, legal: Legal) -> Decision:
    seat, r = legal.seat, rng.random()
    if legal.to_call > 0 and r < 0.14:
        return Decision(seat, ActionKind.FOLD)
    if legal.can_raise and r > 0.93:
        return Decision(seat, ActionKind.ALL_IN)
    if legal.can_raise and r > 0.78:
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        top = min(legal.max_raise_to, 3 * legal.min_raise_to)
        return Decision(seat, kind, rng.randint(legal.min_raise_to, top))
    return Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def pk_pots(state: State, order: list[int]) -> list[tuple[int, tuple[int, ...]]]:
    return [(p.amount, tuple(sorted(order[i] for i in p.player_indices))) for p in state.pots]


def our_pots(pots: Iterable[Pot]) -> list[tuple[int, tuple[int, ...]]]:
    return [(p.amount, p.eligible) for p in pots]


def pokerkit_award(
    pots: list[Pot], survivors: set[int], hands: dict[int, HandValue], order: list[int],
) -> dict[int, int]:
    """Our pots awarded PokerKit's way: contenders are the hands it did not kill, pots with the
    same contenders merge, and a split's remainder goes whole to the first winner."""
    merged: list[Pot] = []
    for pot in pots:
        eligible = tuple(s for s in pot.eligible if s in survivors) or pot.eligible
        if merged and merged[-1].eligible == eligible:
            merged[-1] = Pot(merged[-1].amount + pot.amount, eligible)
        else:
            merged.append(Pot(pot.amount, eligible))
    won: dict[int, int] = {}
    for pot in merged:
        winners = [s for s in order if s in pot_winners(pot, hands)]
        share, odd = divmod(pot.amount, len(winners))
        for s in winners:
            won[s] = won.get(s, 0) + share
        won[winners[0]] += odd
    return won


def our_trail(log: Iterable[ops.Op]) -> list[tuple[object, ...]]:
    """The blinds posted and every card dealt, burnt or turned, in order."""
    trail: list[tuple[object, ...]] = []
    for op in log:
        if isinstance(op, ops.BlindPosting):
            trail.append(("post", op.seat, op.amount))
        elif isinstance(op, ops.HoleDealing):
            trail.append(("deal", op.seat, op.card))
        elif isinstance(op, ops.CardBurning):
            trail.append(("burn", op.card))
        elif isinstance(op, ops.BoardDealing):
            trail.extend(("board", c) for c in op.cards)
    return trail


def pk_trail(operations: Iterable[object], order: list[int]) -> list[tuple[object, ...]]:
    trail: list[tuple[object, ...]] = []
    for op in operations:
        if isinstance(op, BlindOrStraddlePosting):
            trail.append(("post", order[op.player_index], op.amount))
        elif isinstance(op, PkHoleDealing):
            trail.extend(("deal", order[op.player_index], OUR_CARD[c]) for c in op.cards)
        elif isinstance(op, PkCardBurning):
            trail.append(("burn", OUR_CARD[op.card]))
        elif isinstance(op, PkBoardDealing):
            trail.extend(("board", OUR_CARD[c]) for c in op.cards)
    return trail


def pk_act(state: State, legal: Legal, d: Decision) -> None:
    if d.action is ActionKind.FOLD:
        state.fold()
    elif d.action in (ActionKind.CHECK, ActionKind.CALL):
        state.check_or_call()
    else:
        state.complete_bet_or_raise_to(legal.all_in_to if d.action is ActionKind.ALL_IN else d.to)


def called_instead(h: Hand, legal: Legal, d: Decision, where: str,
                   tally: Counter[str]) -> Decision:
    """PokerKit refuses the raise: only because nobody could call more than the current bet
    (see the module docstring); the oracle then calls (or checks) instead."""
    covers = [s for s in h.live - {d.seat} if h.stacks[s] + h.bets[s] > legal.current_bet]
    assert not covers, f"{where}: PokerKit refuses {d!r}, {legal}"
    tally["raise nobody can call: called instead"] += 1
    return Decision(d.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def collect_both(h: Hand, state: State, street: Street, order: list[int],
                 collected: list[dict[int, int]], where: str, tally: Counter[str]) -> None:
    """The round over: PokerKit's idle checks, then our collect, what it took noted."""
    while state.actor_index is not None and state.street_index == list(Street).index(street):
        # PokerKit still asks the last player with chips to act although nobody is left
        # to bet against him (the big blind's "option" when everyone else is all in);
        # his only play is a check.
        assert state.checking_or_calling_amount == 0, where
        assert not state.can_complete_bet_or_raise_to(), where
        state.check_or_call()
        tally["PokerKit's idle check"] += 1
    bets = dict(h.bets)
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    returned = dict(op.returned)
    collected.append({s: bets[s] - returned.get(s, 0) for s in order})


def play_streets(
    h: Hand, state: State, rng: random.Random, order: list[int],
    judge_raise: Callable[[Legal, Decision], None], where: str, tally: Counter[str],
    choose: Callable[[random.Random, Legal], Decision] = random_decision,
) -> list[dict[int, int]]:
    """The betting rounds and the board, in both engines, from the deal's end to the river
    or the last hand left: `choose`'s random decisions (a raise PokerKit accepts judged by
    `judge_raise`), the pots compared after each round; what each collect took in."""
    index = {s: i for i, s in enumerate(order)}
    collected: list[dict[int, int]] = []  # what each round's collect took into the pots
    street: Street | None = Street.PREFLOP
    while street is not None:
        h.start_round(street)
        while (seat := h.to_act()) is not None:
            assert state.actor_index == index[seat], f"{where}: PokerKit's actor differs"
            legal = h.legal()
            assert state.checking_or_calling_amount == legal.to_call, where
            d = choose(rng, legal)
            if d.action in (ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN):
                to = legal.all_in_to if d.action is ActionKind.ALL_IN else d.to
                if not state.can_complete_bet_or_raise_to(to):
                    d = called_instead(h, legal, d, where, tally)
                else:
                    judge_raise(legal, d)
            h.act(d)
            pk_act(state, legal, d)
            h.check_invariants()
        collect_both(h, state, street, order, collected, where, tally)
        h.check_invariants()
        if len(h.live) == 1 or street is Street.RIVER:
            break
        if state.status:  # PokerKit has dealt the next street itself; nobody has acted on it
            assert pk_pots(state, order) == our_pots(h.pots), f"{where}: pots after {street}"
            tally["pots compared"] += 1
        h.burn()
        h.turn_board(3 if street is Street.PREFLOP else 1)
        street = street.next
    return collected


def play_both(seed: int, inject: DeckInjector, tally: Counter[str]) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng)
    probe = Hand(setup.config(), rng=random.Random(0)).pos
    for poster, blind in ((probe.big, setup.big_blind), (probe.straddle, 2 * setup.big_blind)):
        if poster is not None and setup.stacks[poster] < blind:
            setup.stacks[poster] = blind  # see the module docstring: a short big blind
    where = f"hand seed {seed}: {setup}"
    h = Hand(setup.config(), rng=random.Random(seed))
    h.shuffle()
    h.cut()
    order = seats_from(h.occupied, h.button)  # PokerKit's player i is our seat order[i]
    inject.order = [PK_CARD[c] for c in h.zones.stub]
    blinds = (setup.small_blind, setup.big_blind, *((2 * setup.big_blind,) * setup.straddle))
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, blinds, setup.big_blind,
        tuple(setup.stacks[s] for s in order), len(order), mode=Mode.CASH_GAME,
    )

    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    if h.pos.straddle is not None:
        h.post(h.pos.straddle, "straddle")
    for dealee in h.deal_order():
        h.pitch(dealee)

    def judge_raise(legal: Legal, d: Decision) -> None:
        pk_min = state.min_completion_betting_or_raising_to_amount
        if setup.straddle:
            assert pk_min is not None and pk_min <= legal.min_raise_to, where
        else:
            assert pk_min == legal.min_raise_to, where
        assert state.max_completion_betting_or_raising_to_amount == legal.max_raise_to, where
        tally["raise"] += 1

    collected = play_streets(h, state, rng, order, judge_raise, where, tally)
    check_the_end(h, state, order, collected, best_hand, where, tally)
    tally["hands"] += 1
    tally["heads-up" if len(order) == 2 else "multi-way"] += 1
    tally["straddled"] += setup.straddle
    tally[f"{min(len(h.pots), 4)}+ pots" if len(h.pots) >= 4 else f"{len(h.pots)} pots"] += 1
    tally["split pot"] += any(len(w) > 1 for w in h.awarded.values())


def check_the_end(
    h: Hand, state: State, order: list[int], collected: list[dict[int, int]],
    value: Callable[[list[Card], tuple[Card, ...] | list[Card]], HandValue], where: str,
    tally: Counter[str],
) -> None:
    """The hand over in both engines: the cards dealt, the chips each collect took in, our
    pots pushed by our hands (`value` of each live seat's hole cards and the board) against
    PokerKit's award and final stacks."""
    trail, pk = our_trail(h.log), pk_trail(state.operations, order)
    # PokerKit posts in player order (heads-up the big blind first); only the amounts compare.
    assert sorted(t for t in trail if t[0] == "post") == sorted(t for t in pk if t[0] == "post")
    assert [t for t in trail if t[0] != "post"] == [t for t in pk if t[0] != "post"], where
    pk_collected = [{order[i]: b for i, b in enumerate(c.bets)} for c in state.operations
                    if isinstance(c, BetCollection) and c.total_bets]
    collected = [c for c in collected if any(c.values())]
    if len(h.live) == 1 and collected:
        # All folded to one: PokerKit leaves the winner's bet in front of him for the push,
        # we collect what was called of it; the others' chips compare.
        (winner,) = h.live
        del collected[-1][winner], pk_collected[-1][winner]
    assert collected == pk_collected, f"{where}: chips collected (pot.uncalled)"
    hands: dict[int, HandValue] = {}
    if len(h.live) > 1:
        hands = {s: value([c.card for c in h.zones.hole[s]], h.zones.board) for s in h.live}
        tally["showdown"] += 1
    else:
        tally["uncontested"] += 1
    before = dict(h.stacks)
    for i in reversed(range(len(h.pots))):  # award.side_first
        h.push(i, pot_winners(h.pots[i], hands))
    h.check_invariants()
    assert not state.status, f"{where}: PokerKit's hand is not over"

    survivors = {order[i] for i, alive in enumerate(state.statuses) if alive}
    won = pokerkit_award(h.pots, survivors, hands, order)
    expected = [before[s] + won.get(s, 0) for s in order]
    assert expected == list(state.stacks), f"{where}: final stacks"
    ours = [h.stacks[s] for s in order]
    if ours != expected:
        # Only odd chips may differ: at most one per pot and seat, and none lost.
        assert sum(ours) == sum(expected), where
        assert all(abs(a - b) <= len(h.pots) for a, b in zip(ours, expected, strict=True)), where
        tally["odd chips placed differently"] += 1


def test_pot_oracle_pokerkit_agrees_on_random_no_limit_hands(injector: DeckInjector) -> None:
    tally: Counter[str] = Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a PokerKit warning (odd card, burnt chips) fails
        for k in range(HANDS):
            play_both(SEED + k, injector, tally)
    assert tally["hands"] == HANDS
    # The sample must reach the cases the oracle is for, or it proves little.
    for case, least in (("showdown", HANDS // 2), ("uncontested", 20), ("heads-up", 50),
                        ("straddled", 100), ("2 pots", 100), ("4+ pots", 100),
                        ("split pot", 20), ("raise", 1000), ("pots compared", HANDS)):
        assert tally[case] >= least, (case, tally)
