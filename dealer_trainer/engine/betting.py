"""One betting round: who acts, what he may do, and when the round is complete.

Pure bookkeeping over the chips the Hand owns; the Hand calls `apply` and moves the chips.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .config import Game, Street, TableConfig, clockwise_from
from .decision import ActionKind, Decision
from .errors import IllegalBet

LIMIT_CAP = 4  # a bet and three raises (bet.limit_cap)
# The members the betting asks about at every decision, as module names: on CPython 3.11 an
# enum member read off its class costs ten times a global's look-up. Kept (issue 24 dropped
# the other aliases): without them bench/engine.py's hands of 2 and 10 seats without a
# showdown fall to 2.9-3.0x PokerKit, under the 3x goal.
_FOLD, _CHECK, _CALL, _ALL_IN, _BET, _RAISE = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.ALL_IN, ActionKind.BET,
    ActionKind.RAISE,
)
_LIMIT, _POT_LIMIT = Game.LIMIT, Game.POT_LIMIT


class Legal(NamedTuple):
    """What the player to act may do, with the amounts (all as the player's total bet `to`).

    A frozen value asked for at every decision: a named tuple, whose fields are read in C and
    which `BettingRound.legal` builds straight from a tuple (a third of a record's cost)."""

    seat: int
    to_call: int  # chips he must add to call (already capped by his stack)
    can_check: bool
    can_call: bool
    can_raise: bool  # a bet when nobody has bet yet
    min_raise_to: int
    max_raise_to: int
    all_in_to: int  # his bet if he pushes everything
    is_bet: bool  # True when a raise here would be the first bet of the round
    current_bet: int

    def allows(self, d: Decision) -> bool:
        try:
            check_decision(self, d)
        except IllegalBet:
            return False
        return True


def check_decision(legal: Legal, d: Decision) -> None:
    """Raise IllegalBet with a readable reason unless `d` is allowed by `legal`."""
    a = d.action
    if d.seat != legal.seat:
        raise IllegalBet(f"seat {legal.seat} is to act, not seat {d.seat}")
    if a is _FOLD:
        return
    if a is _CHECK:
        if not legal.can_check:
            raise IllegalBet(f"seat {d.seat} cannot check: {legal.to_call} to call")
        return
    if a is _CALL:
        if not legal.can_call:
            raise IllegalBet(f"seat {d.seat} has nothing to call")
        return
    if a is _ALL_IN:
        if legal.all_in_to <= legal.current_bet:
            return  # a call for whatever he has
        if not legal.can_raise:
            raise IllegalBet(f"seat {d.seat} may not raise here (capped, or not reopened)")
        if legal.all_in_to > legal.max_raise_to:
            raise IllegalBet(
                f"seat {d.seat} may raise to at most {legal.max_raise_to}, not all in for "
                f"{legal.all_in_to}"
            )
        return
    if a is _BET and not legal.is_bet:
        raise IllegalBet(f"seat {d.seat} cannot bet: there is a bet to him; raise instead")
    if a is _RAISE and legal.is_bet:
        raise IllegalBet(f"seat {d.seat} cannot raise: nobody has bet; bet instead")
    if not legal.can_raise:
        raise IllegalBet(f"seat {d.seat} may not raise here (capped, or not reopened)")
    to = d.to or 0
    if to <= legal.current_bet:
        raise IllegalBet(f"seat {d.seat} must {a.value} to more than {legal.current_bet}, not {to}")
    if to == legal.all_in_to and to <= legal.max_raise_to:
        return  # all in for whatever he has is always allowed (bet.no_limit, pot.all_in)
    if to < legal.min_raise_to:
        raise IllegalBet(f"seat {d.seat} must {a.value} to at least {legal.min_raise_to}, not {to}")
    if to > legal.max_raise_to:
        raise IllegalBet(f"seat {d.seat} may {a.value} to at most {legal.max_raise_to}, not {to}")


_new_legal: Any = tuple.__new__


@dataclass(slots=True)
class BettingRound:
    config: TableConfig
    street: Street
    first: int  # the seat whose turn begins the round (he may be skipped if he cannot act)
    current_bet: int
    min_raise: int  # size of the last full bet or raise (bet.min_raise)
    bets_made: int  # limit: bets and raises so far, the big blind counting as the bet
    acted: dict[int, int] = field(default_factory=dict)  # seat -> reopen count when he acted
    faced: dict[int, int] = field(default_factory=dict)  # seat -> current_bet after he acted
    reopen: int = 0
    last_actor: int | None = None
    last_decision: dict[int, Decision] = field(default_factory=dict)
    closed: bool = False  # the bets are pulled in: nobody acts in this round any more
    capped: bool = False  # limit: the cap was reached with three or more players able to bet
    barred: set[int] = field(default_factory=set)  # ruled call_or_fold: no bet or raise now
    full_bet: int = 0  # the bet as of the last full bet or raise (limit: a short all-in's base)
    # stud.bring_in: the player to act owes the forced bet (engine/stud.py), nothing else yet
    forced: bool = False
    # stud.open_pair: the big bet a player may bet or raise on this round (0: none); once a
    # big wager is made (`doubled`) every raise is big
    big: int = 0
    doubled: bool = False

    @property
    def unit(self) -> int:
        return self.big if self.doubled else self.config.bet_unit(self.street)

    def reopened_for(self, seat: int) -> bool:
        """bet.reopen: the betting is open to him (he has not acted, or a full raise came
        since); short all-ins that add up to a raise reopen it. The cap is another matter."""
        acted = self.acted
        if seat not in acted or acted[seat] < self.reopen:
            return True
        return self.full_raise(self.current_bet - self.faced.get(seat, 0))

    def to_act(self, live: Set[int], all_in: Set[int], bets: dict[int, int]) -> int | None:
        """The seat whose turn it is: the first clockwise, after the last to act (at the
        round's start from `first`, himself included), who has chips and either has not
        acted or has not matched the bet; None when nobody owes an action."""
        if self.closed or len(live) <= 1:
            return None
        active = live - all_in if all_in else live
        if not active:
            return None
        acted, current = self.acted, self.current_bet
        if len(active) == 1:
            (only,) = active
            if bets[only] >= max([bets[s] for s in live]):
                return None  # nobody left to bet against
            return only if only not in acted or bets[only] < current else None
        start = self.last_actor
        if start is None:  # the round's first turn: from `first` on, himself included
            start = self.first
            if start in active and (start not in acted or bets[start] < current):
                return start
        for s in clockwise_from(self.config.occupied, start):
            if s in active and (s not in acted or bets[s] < current):
                return s
        return None

    def legal(
        self,
        seat: int,
        *,
        stack: int,
        bets: dict[int, int],
        pot_total: int,
        live: Set[int],
        all_in: Set[int],
    ) -> Legal:
        mine, current = bets[seat], self.current_bet
        to_call = current - mine if current > mine else 0
        if to_call > stack:
            to_call = stack
        all_in_to = mine + stack
        active = live - all_in if all_in else live
        others_active = len(active) > (seat in active)  # someone else can still bet
        reopened = self.reopened_for(seat)
        can_raise = stack > to_call and others_active and reopened and seat not in self.barred
        game = self.config.game
        if game is _LIMIT:
            # roberts: no cap once the action is heads-up (two players who are not all in),
            # unless the cap was reached before that: a fold does not uncap a capped round
            heads_up = len(active) <= 2 and not self.config.preset.limit_cap_heads_up
            if self.bets_made >= LIMIT_CAP and (self.capped or not heads_up):
                can_raise = False
            # bet.reopen: under half a bet the next player completes the bet (Robert's
            # Betting and Raising 6); half a bet or more is a full bet, raised a bet over it
            target = self.full_bet + self.unit
            min_to = max_to = min(target, all_in_to)
            if self.big and not self.doubled:  # stud.open_pair: the small or the big bet
                max_to = min(self.full_bet + self.big, all_in_to)
        else:
            min_to = min(current + self.min_raise, all_in_to)
            if game is _POT_LIMIT:
                after_call = pot_total + sum(bets.values()) + (current - mine)
                max_to = min(current + after_call, all_in_to)
            else:
                max_to = all_in_to
        # Legal's fields in their order (seat, to_call, can_check, can_call, can_raise,
        # min_raise_to, max_raise_to, all_in_to, is_bet, current_bet), without its __new__
        return _new_legal(Legal, (
            seat, to_call, mine >= current, current > mine, can_raise, min_to,
            max(min_to, max_to), all_in_to, current == 0, current,
        ))  # fmt: skip

    def note_cap(self, live: Set[int], all_in: Set[int]) -> None:
        """After each decision: a limit round whose cap is reached while three or more
        players can still bet stays capped for the rest of the round (Robert's Rules)."""
        if self.config.game is _LIMIT and self.bets_made >= LIMIT_CAP:
            if len(live - all_in) > 2:
                self.capped = True

    def full_raise(self, size: int) -> bool:
        """bet.reopen: `size` chips over a bet count as a full raise (limit: half a bet or
        more, Robert's Betting and Raising 6, TDA 47-B)."""
        if self.config.game is _LIMIT:
            return 2 * size >= self.unit
        return size >= self.min_raise

    def record(self, d: Decision, new_bet: int) -> None:
        """Book a decision whose chips the Hand has moved (`new_bet` is his bet now)."""
        s = d.seat
        if new_bet > self.current_bet:
            raise_size = new_bet - self.current_bet
            if self.big and raise_size >= self.big:
                self.doubled = True  # stud.open_pair: a big wager, every raise big from now
            if self.full_raise(raise_size):  # a full bet or raise reopens the betting
                if self.config.game is not _LIMIT:
                    self.min_raise = raise_size
                self.reopen += 1
                self.bets_made += 1
                self.full_bet = new_bet
            self.current_bet = new_bet
        self.barred.discard(s)
        self.acted[s] = self.reopen
        self.faced[s] = self.current_bet
        self.last_actor = s
        self.last_decision[s] = d
