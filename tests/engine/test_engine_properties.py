"""Properties of the engine over random hands (hypothesis, derandomized: failures reproduce).

Random tables (2-10 players on random seats, random stacks down to one chip, blinds, game,
house rules, straddle) play random hands: random legal decisions from `legal()` (folds,
checks, calls, bets and raises of any legal size, all-ins), dealer errors and their card
moves (an exposed card replaced, an extra card returned, a flop redealt, a premature card
set aside), the collect, burns and board, the showdown, each pot pushed to its winners.

- After every operation, the 52 cards are each in exactly one zone and no chip is made or
  lost (`Hand.check_invariants`); at the end every pot is pushed and the stacks hold every
  chip.
- A decision the engine accepts moves exactly the chips it says.
- An operation the engine refuses (InvalidOperation or IllegalBet: pitching to an empty
  seat, an illegal raise, pushing a pot twice...) changes nothing at all: zones, stacks,
  bets, contributions, pots, the betting round, the log, even the random generator's state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dealer_trainer.engine.award import pot_winners
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import EngineError, IllegalBet, InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hands import best_hand

T = TypeVar("T")
SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=200,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@st.composite
def tables(draw: st.DrawFn) -> TableConfig:
    seats = draw(st.lists(st.integers(1, 10), min_size=2, max_size=10, unique=True))
    big = draw(st.integers(1, 20))
    small = draw(st.integers(1, big))
    deep = draw(st.integers(big, 200 * big))
    stacks = draw(st.lists(st.one_of(st.integers(1, 3 * big), st.integers(big, deep)),
                           min_size=len(seats), max_size=len(seats)))
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in zip(seats, stacks, strict=True)),
        button=draw(st.sampled_from(seats)),
        small_blind=small,
        big_blind=big,
        game=draw(st.sampled_from(Game)),
        house_rules=draw(st.sampled_from(HouseRules)),
        straddle=draw(st.booleans()),
    )


def snapshot(h: Hand) -> tuple[object, ...]:
    """Everything an operation could change, copied."""
    z, r = h.zones, h.round
    betting = None if r is None else (
        r.street, r.first, r.current_bet, r.min_raise, r.bets_made, dict(r.acted),
        dict(r.faced), r.reopen, r.last_actor, dict(r.last_decision), r.closed, r.full_bet,
    )
    return (
        list(z.stub), {s: list(held) for s, held in z.hole.items()}, list(z.burns),
        list(z.board), list(z.muck), list(z.set_aside),
        dict(h.stacks), dict(h.bets), dict(h.contributed), list(h.pots), set(h.folded),
        dict(h.awarded), dict(h.won), set(h.shown), dict(h.posted), h.button, h.street,
        betting, list(h.log), h.rng.getstate(),
    )


@dataclass
class Driver:
    """Plays one hand with choices drawn from hypothesis; optionally tries refused operations
    between the steps."""

    h: Hand
    data: st.DataObject
    attempts: bool
    refused: list[str] = field(default_factory=list)

    def draw(self, strategy: st.SearchStrategy[T]) -> T:
        return self.data.draw(strategy)

    def chance(self, p: float) -> bool:
        return self.draw(st.floats(0, 1)) < p

    def do(self, op: Callable[..., object], *args: object, **kw: object) -> None:
        self.try_refused()
        op(*args, **kw)
        self.h.check_invariants()

    # ---- refused operations -----------------------------------------------------------
    def try_refused(self) -> None:
        if not self.attempts:
            return
        tries = [t for t in self.refusals() if t is not None]
        seat = self.h.to_act()
        if seat is not None and self.chance(0.5):  # the betting has the most ways to go wrong
            tries = [t for t in self.illegal_decisions(seat) if t is not None]
        name, attempt = tries[self.draw(st.integers(0, len(tries) - 1))]
        before = snapshot(self.h)
        with pytest.raises(EngineError) as info:
            attempt()
        assert isinstance(info.value, InvalidOperation | IllegalBet), info.value
        assert snapshot(self.h) == before, f"refused {name} changed the hand"
        self.refused.append(name)
        event(f"refused: {name}")

    def refusals(self) -> list[tuple[str, Callable[[], object]] | None]:
        h = self.h
        empty = [s for s in range(1, 11) if s not in h.occupied]
        dealt_out = [c.card for held in h.zones.hole.values() for c in held] + h.zones.board
        no_extra = [s for s in h.occupied if len(h.zones.hole[s]) <= 2]
        no_exposed = [s for s in h.occupied if not any(c.exposed for c in h.zones.hole[s])]
        out: list[tuple[str, Callable[[], object]] | None] = [
            ("post an ante", lambda: h.post(h.occupied[0], "ante")),
            ("turn more cards than the stub holds", lambda: h.turn_board(len(h.zones.stub) + 1)),
            ("return an unknown zone", lambda: h.return_to_stub(["table"])),
            ("push a pot that does not exist", lambda: h.push(len(h.pots), [h.occupied[0]])),
        ]
        if empty:
            out += [("pitch to an empty seat", lambda: h.pitch(empty[0])),
                    ("move the button to an empty seat", lambda: h.move_button(empty[-1])),
                    ("post from an empty seat", lambda: h.post(empty[0], "small"))]
        if h.posted:
            kind = next(iter(h.posted))
            out.append(("post a blind twice", lambda: h.post(h.occupied[-1], kind)))
        if dealt_out:
            card = dealt_out[0]
            out.append(("stack a card that is not in the stub",
                        lambda: h.shuffle(stacked=[card])))
        if no_extra:
            out.append(("return an extra card nobody has", lambda: h.return_extra(no_extra[0])))
        if no_exposed:
            out.append(("replace an unexposed card", lambda: h.replace_exposed(no_exposed[-1])))
        if not h.zones.board:
            out.append(("set aside from an empty board", h.set_aside_last_board_card))
        if h.awarded:
            pushed = next(iter(h.awarded))
            out.append(("push a pot twice", lambda: h.push(pushed, [h.occupied[0]])))
        if h.to_act() is None:
            out.append(("act when nobody is to act",
                        lambda: h.act(Decision(h.occupied[0], ActionKind.CHECK))))
        return out

    def illegal_decisions(self, seat: int) -> list[tuple[str, Callable[[], object]] | None]:
        h, legal = self.h, self.h.legal()
        other = next(s for s in h.occupied if s != seat)
        bet = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        out: list[tuple[str, Callable[[], object]] | None] = [
            ("act out of turn", lambda: h.act(Decision(other, ActionKind.FOLD))),
            ("raise past the stack", lambda: h.act(Decision(seat, bet, legal.all_in_to + 1))),
            ("bet when facing a bet" if not legal.is_bet else "raise when nobody has bet",
             lambda: h.act(Decision(seat, ActionKind.RAISE if legal.is_bet else ActionKind.BET,
                                    legal.min_raise_to))),
        ]
        if not legal.can_check:
            out.append(("check facing a bet", lambda: h.act(Decision(seat, ActionKind.CHECK))))
        if not legal.can_call:
            out.append(("call with nothing to call",
                        lambda: h.act(Decision(seat, ActionKind.CALL))))
        if legal.can_raise and legal.current_bet + 1 < legal.min_raise_to < legal.all_in_to:
            out.append(("raise below the minimum",
                        lambda: h.act(Decision(seat, bet, legal.min_raise_to - 1))))
        if legal.can_raise and legal.max_raise_to + 1 < legal.all_in_to:
            out.append(("raise above the maximum",
                        lambda: h.act(Decision(seat, bet, legal.max_raise_to + 1))))
        if not legal.can_raise and legal.all_in_to > legal.current_bet + 1:
            out.append(("raise when raising is closed",
                        lambda: h.act(Decision(seat, bet, legal.current_bet + 1))))
        return out

    # ---- the hand -----------------------------------------------------------------------
    def decide(self, seat: int) -> None:
        h, legal = self.h, self.h.legal()
        choices: list[Decision] = [Decision(seat, ActionKind.FOLD)]
        if legal.can_check:
            choices += [Decision(seat, ActionKind.CHECK)] * 3
        if legal.can_call:
            choices += [Decision(seat, ActionKind.CALL)] * 3
        if legal.can_raise:
            kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
            to = self.draw(st.integers(legal.min_raise_to, legal.max_raise_to))
            choices += [Decision(seat, kind, to)] * 2
            if legal.all_in_to <= legal.max_raise_to:
                choices.append(Decision(seat, ActionKind.ALL_IN))
        elif legal.all_in_to <= legal.current_bet:
            choices.append(Decision(seat, ActionKind.ALL_IN))  # all in to call
        d = self.draw(st.sampled_from(choices))
        mine, stack = h.bets[seat], h.stacks[seat]
        self.do(h.act, d)
        expected = {
            ActionKind.FOLD: mine, ActionKind.CHECK: mine, ActionKind.CALL: mine + legal.to_call,
            ActionKind.ALL_IN: legal.all_in_to, ActionKind.BET: d.to, ActionKind.RAISE: d.to,
        }[d.action]
        assert h.bets[seat] == expected and h.stacks[seat] == stack - (expected - mine)
        assert (seat in h.folded) == (d.action is ActionKind.FOLD)

    def deal(self) -> None:
        h = self.h
        self.do(h.shuffle)
        self.do(h.cut, self.draw(st.none() | st.integers(0, 51)))
        for kind in ("small", "big", "straddle"):
            seat = h.blind_seat(kind)
            if seat is not None:
                self.do(h.post, seat, kind)
        for seat in h.deal_order():
            self.do(h.pitch, seat, exposed=self.chance(0.04))
        if self.chance(0.1):  # an extra card to the first player, returned to the stub
            first = h.first_to_deal()
            self.do(h.pitch, first)
            self.do(h.return_extra, first)
        for seat in h.exposed_seats():
            self.do(h.replace_exposed, seat)

    def board(self, street: Street) -> None:
        h = self.h
        n = 3 if street is Street.FLOP else 1
        self.do(h.burn)
        if street is Street.FLOP and self.chance(0.1):  # a four-card flop is redealt
            self.do(h.turn_board, 4)
            self.do(h.return_to_stub, ["board"])
            self.do(h.shuffle)
            self.do(h.cut)
        elif street is not Street.FLOP and self.chance(0.1):  # exposed early: set aside
            self.do(h.turn_board, 1)
            self.do(h.set_aside_last_board_card)
            self.do(h.burn)
        self.do(h.turn_board, n)

    def play(self) -> None:
        h = self.h
        self.deal()
        street: Street | None = Street.PREFLOP
        while street is not None:
            if street is not Street.PREFLOP:
                self.board(street)
            h.start_round(street)
            while (seat := h.to_act()) is not None:
                self.decide(seat)
            self.do(h.collect)
            assert not h.bets_out()
            if len(h.live) == 1:
                break
            street = street.next
        event(f"reached {h.street.value}, {'showdown' if len(h.live) > 1 else 'uncontested'}")
        event(f"{len(h.pots)} pot(s)")
        hands = {}
        if len(h.live) > 1:
            self.do(h.show_down, sorted(h.live))
            hands = {s: best_hand([c.card for c in h.zones.hole[s]], h.zones.board)
                     for s in h.live}
        for i in reversed(range(len(h.pots))):
            self.do(h.push, i, pot_winners(h.pots[i], hands))
        self.do(h.move_button, h.next_button())
        self.try_refused()


def start(config: TableConfig, seed: int) -> Hand:
    h = Hand(config, rng=random.Random(seed))
    h.check_invariants()
    return h


@SETTINGS
@given(config=tables(), seed=st.integers(0, 2**32), data=st.data())
def test_property_cards_and_chips_are_conserved(
    config: TableConfig, seed: int, data: st.DataObject
) -> None:
    h = start(config, seed)
    Driver(h, data, attempts=False).play()
    assert h.all_pushed() and h.pot_total() == 0
    assert sum(h.stacks.values()) == h.chip_total == sum(s.stack for s in config.seats)
    assert sum(h.won.values()) == sum(h.contributed.values())
    assert all(n >= 0 for n in h.stacks.values())
    h.check_invariants()


@SETTINGS
@given(config=tables(), seed=st.integers(0, 2**32), data=st.data())
def test_property_refused_operation_changes_nothing(
    config: TableConfig, seed: int, data: st.DataObject
) -> None:
    h = start(config, seed)
    driver = Driver(h, data, attempts=True)
    driver.play()
    assert driver.refused  # every step tried one
    h.check_invariants()


def replayable(h: Hand) -> tuple[object, ...]:
    """What the replay must rebuild: everything but the random generator, which a replay
    never draws from (each record carries what was drawn)."""
    return snapshot(h)[:-1]


@SETTINGS
@given(config=tables(), seed=st.integers(0, 2**32), data=st.data())
def test_property_replaying_the_log_rebuilds_the_hand(
    config: TableConfig, seed: int, data: st.DataObject
) -> None:
    h = start(config, seed)
    driver = Driver(h, data, attempts=False)
    marks: list[tuple[int, tuple[object, ...]]] = []
    do = driver.do

    def do_and_mark(op: Callable[..., object], *args: object, **kw: object) -> None:
        do(op, *args, **kw)
        if driver.chance(0.2):  # the replay of a hand part-way through, too
            marks.append((len(h.log), replayable(h)))

    driver.do = do_and_mark  # type: ignore[method-assign]
    driver.play()
    assert replayable(Hand.replay(config, h.log)) == replayable(h)
    for n, seen in marks:
        assert replayable(Hand.replay(config, h.log[:n])) == seen, f"after {n} records"
