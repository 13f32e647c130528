"""One hand at the table: its operations.

The Hand knows what is physically possible and what the betting rules allow; it does not
know dealing procedure (that is the arbiter's). Each operation has its trio: `verify_*`
raises InvalidOperation or IllegalBet with the reason, `can_*` answers yes or no, and the
operation itself verifies, builds the record, applies it (`engine/apply.py`, the one place
the state changes) and returns it, appended to `log`. `Hand.replay(config, log)` rebuilds a
hand from its records alone.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from . import ops
from .apply import APPLY, collect_record
from .betting import Legal, check_decision
from .burnops import BurnOps
from .cards import Card
from .config import MAX_SEATS, MIN_SEATS, Street, TableConfig
from .deal_errors import DealErrorOps
from .decision import ActionKind, Decision
from .errors import InvalidOperation, can_do
from .gone_wrong import GoneWrongOps
from .halfops import HalfOps
from .hand_chips import ChipsOut
from .level_ops import LevelOps
from .moneyops import MoneyOps
from .ops_noted import Noted
from .race_ops import RaceOps
from .state import BLIND_KINDS, POST_KINDS, Positions, positions
from .stud import StudOps, split_shares
from .stud_errors import StudErrorOps
from .tidyops import TidyOps

__all__ = ["BLIND_KINDS", "Hand", "Positions", "positions"]

STREETS = tuple(Street)


class Hand(ChipsOut, MoneyOps, DealErrorOps, BurnOps, GoneWrongOps, HalfOps, StudOps,
           RaceOps, StudErrorOps, LevelOps, TidyOps):
    def __init__(self, config: TableConfig, *, rng: random.Random) -> None:
        super().__init__(config)
        self.__dict__["rng"] = rng  # the engine's own write, past the guard

    @classmethod
    def replay(cls, config: TableConfig, log: Iterable[ops.Op]) -> Hand:
        """The hand these records made, from the table they started at. Needs no random
        generator: each record carries what was drawn."""
        h = cls(config, rng=random.Random(0))
        for op in log:
            h._do(op)
        return h

    def _do(self, op: ops.Op) -> ops.Op:
        fields = self.__dict__  # the engine's own writes: past the guard, for speed
        fields["_memo"] = None  # nothing remembered while the state changes
        APPLY[op.__class__](self, op)  # engine/apply.py's `apply`, its look-up inlined
        self.log.append(op)
        fields["_memo"] = {}
        return op

    # ---- the deck -----------------------------------------------------------------------
    def verify_shuffle(self, stacked: Sequence[Card] = ()) -> None:
        self._unstacked(stacked)

    def _unstacked(self, stacked: Sequence[Card]) -> list[Card]:
        """The stub's cards that are not stacked, or InvalidOperation."""
        stub = self.zones.stub
        if not stacked:
            return list(stub)
        top = set(stacked)
        rest = [c for c in stub if c not in top]
        if len(rest) != len(stub) - len(top):
            raise InvalidOperation("a stacked card is not in the stub", key="invalid.stacked")
        if len(top) != len(stacked):
            raise InvalidOperation("a stacked card is named twice", key="invalid.stacked")
        return rest

    def can_shuffle(self, stacked: Sequence[Card] = ()) -> bool:
        return can_do(self.verify_shuffle, stacked)

    def shuffle(self, stacked: Sequence[Card] = ()) -> ops.Op:
        """Shuffle the stub. `stacked`: these cards come out on top, in this order, and the
        rest follow in the seeded order (a scenario's `deck.order`)."""
        self.verify_shuffle(stacked)
        rest = self._unstacked(stacked)
        self.rng.shuffle(rest)
        return self._do(ops.Shuffling(bool(stacked), (*stacked, *rest)))

    def verify_cut(self) -> None:
        if len(self.zones.stub) < 2:
            raise InvalidOperation("too few cards to cut", key="invalid.cut")

    def can_cut(self) -> bool:
        return can_do(self.verify_cut)

    def cut(self, at: int | None = None) -> ops.Op:
        """Cut the stub at `at` (drawn at random when None; 0 leaves it as it lies)."""
        self.verify_cut()
        n = len(self.zones.stub)
        if at is None:
            at = self.rng.randint(max(1, n // 4), max(1, 3 * n // 4))
        return self._do(ops.Cutting(at % n))

    def verify_take(self, n: int = 1) -> None:
        if len(self.zones.stub) < n:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def _top(self, n: int = 1) -> tuple[Card, ...]:
        self.verify_take(n)
        return tuple(self.zones.stub[:n])

    # ---- blinds -------------------------------------------------------------------------
    def verify_post(self, seat: int, kind: str) -> None:
        self.verify_seat(seat)
        if kind not in POST_KINDS or kind == "ante" and not self.blind_amount(kind):
            raise InvalidOperation(f"no such blind: {kind}", key="invalid.blind")
        if self.extra_post(seat, kind):
            if (seat, kind) in self.extra_posts:
                raise InvalidOperation(f"seat {seat} has posted it", key="invalid.posted")
        elif self.blind_seat(kind) is None:
            raise InvalidOperation(f"there is no {kind} at this table", key="invalid.blind")
        elif kind in self.posted:
            raise InvalidOperation(f"the {kind} blind is already posted", key="invalid.posted")
        if self.stacks[seat] == 0:
            raise InvalidOperation(f"seat {seat} has no chips", key="invalid.no_chips", seat=seat)

    def can_post(self, seat: int, kind: str) -> bool:
        return can_do(self.verify_post, seat, kind)

    def post(self, seat: int, kind: str) -> ops.Op:
        self.verify_post(seat, kind)
        amount = self.post_amount(seat, kind)
        return self._do(ops.BlindPosting(seat, kind, amount))

    # ---- cards --------------------------------------------------------------------------
    def verify_pitch(self, seat: int) -> None:
        if seat not in self.occupied or not self.zones.stub:  # the common case: one test
            self.verify_seat(seat)
            self.verify_take()

    def can_pitch(self, seat: int) -> bool:
        return can_do(self.verify_pitch, seat)

    def pitch(self, seat: int, *, exposed: bool = False) -> ops.Op:
        self.verify_pitch(seat)  # the stub has a top card
        return self._do(ops.HoleDealing(seat, self.zones.stub[0], exposed))

    def verify_burn(self) -> None:
        self.verify_take()

    def can_burn(self) -> bool:
        return can_do(self.verify_burn)

    def burn(self) -> ops.Op:
        self.verify_burn()
        return self._do(ops.CardBurning(self.zones.stub[0]))

    def verify_turn_board(self, n: int) -> None:
        if n < 1:
            raise InvalidOperation(f"cannot turn {n} cards", key="invalid")
        self.verify_take(n)

    def can_turn_board(self, n: int) -> bool:
        return can_do(self.verify_turn_board, n)

    def turn_board(self, n: int) -> ops.Op:
        self.verify_turn_board(n)  # the stub has n cards
        return self._do(ops.BoardDealing(tuple(self.zones.stub[:n])))

    def verify_note(self, record: Noted) -> None:
        if not isinstance(record, Noted):
            raise InvalidOperation("only the arbiter's bookkeeping is noted", key="invalid")

    def can_note(self, record: Noted) -> bool:
        return can_do(self.verify_note, record)

    def note(self, record: Noted) -> ops.Op:
        """The arbiter's bookkeeping (ops_noted.py), kept in the log: nothing changes."""
        self.verify_note(record)
        return self._do(record)

    def verify_show_down(self, seats: Sequence[int]) -> None:
        if len(set(seats)) != len(seats):
            raise InvalidOperation("a hand is shown once", key="invalid")
        for seat in seats:
            self.verify_seat(seat)
            if not self.zones.hole[seat]:
                raise InvalidOperation(f"seat {seat} has no hand to show", key="invalid.no_hand",
                                       seat=seat)

    def can_show_down(self, seats: Sequence[int]) -> bool:
        return can_do(self.verify_show_down, seats)

    def show_down(self, seats: Sequence[int]) -> ops.Op:
        """Turn these seats' hands face up, in the order given."""
        self.verify_show_down(seats)
        shown = tuple((s, tuple(h.card for h in self.zones.hole[s])) for s in seats)
        return self._do(ops.Showdown(shown))

    def verify_concede(self, seat: int) -> None:
        self.verify_seat(seat)
        if seat not in self.live or not self.zones.hole[seat]:
            raise InvalidOperation(
                f"seat {seat} has no hand to muck", key="invalid.no_hand", seat=seat
            )
        if self.awarded or self.bets_out():
            raise InvalidOperation("a hand is mucked before the pots are pushed", key="invalid")
        if seat in self.shown:
            raise InvalidOperation(f"seat {seat} has shown his hand", key="invalid", seat=seat)
        others = self.live - {seat}
        if any(not (set(p.eligible) & others) for p in self.pots if seat in p.eligible):
            raise InvalidOperation(
                f"seat {seat} is the last claim on a pot", key="invalid", seat=seat
            )

    def can_concede(self, seat: int) -> bool:
        return can_do(self.verify_concede, seat)

    def concede(self, seat: int) -> ops.Op:
        """showdown.muck: a live hand is mucked unseen at the showdown; it loses its claim
        to every pot (the pots' chips stay, only who may win them changes)."""
        self.verify_concede(seat)
        return self._do(ops.HandMucking(seat, tuple(h.card for h in self.zones.hole[seat])))

    # ---- betting ------------------------------------------------------------------------
    def verify_start_round(self, street: Street) -> None:
        """A round opens on this street or a later one, the bets before it pulled in."""
        if street not in STREETS or street.value not in self.game.streets:
            raise InvalidOperation(f"no street {street} in this game", key="invalid")
        if STREETS.index(street) < STREETS.index(self.street):
            raise InvalidOperation(f"the {street} is past", key="invalid")
        if street is not Street.PREFLOP and self.bets_out():
            raise InvalidOperation("the bets are not pulled in", key="invalid.round_open")

    def can_start_round(self, street: Street) -> bool:
        return can_do(self.verify_start_round, street)

    def start_round(self, street: Street) -> ops.Op:
        """Open the betting round of `street` (preflop: with the blinds already in front)."""
        self.verify_start_round(street)
        return self._do(ops.RoundOpening(street))

    def verify_act(self, d: Decision) -> Legal:
        """The checks of `act`; the moves allowed, as `d` was checked against them, returned
        so that the decision's amounts are read from the same answer."""
        self.verify_stud_decision(d)  # stud: the bring-in, an open pair (engine/stud.py)
        legal = self.legal()
        check_decision(legal, d)
        return legal

    def can_act(self, d: Decision) -> bool:
        return can_do(self.verify_act, d)

    def act(self, d: Decision) -> ops.Op:
        legal = self.verify_act(d)
        s, a = d.seat, d.action
        mine = self.bets[s]
        if a is ActionKind.FOLD:
            self._do(ops.HandMucking(s, tuple([h.card for h in self.zones.hole[s]])))
            return self._do(ops.PlayerActing(s, "fold", mine, 0, d))
        if a is ActionKind.CHECK:
            to = mine
        elif a is ActionKind.CALL:
            to = mine + legal.to_call
        elif a is ActionKind.ALL_IN:
            to = legal.all_in_to
        else:
            to = d.to or 0
        added = to - mine
        # all in: said so, or a call, bet or raise of his last chip
        name = "all_in" if added > 0 and self.stacks[s] == added else a.value
        return self._do(ops.PlayerActing(s, name, to, added, d))

    def verify_collect(self) -> None:
        if self.round is not None and not self.round.closed and self.to_act() is not None:
            raise InvalidOperation("the betting round is not complete", key="invalid.round_open")
        if self.pushed:
            raise InvalidOperation("chips pushed out are not ruled on", key="invalid.pushed_out")
        if self.awarded or self.halves:
            raise InvalidOperation("a pot is already pushed", key="invalid.pushed", pot=0)

    def can_collect(self) -> bool:
        return can_do(self.verify_collect)

    def collect(self) -> ops.Op:
        """Pull the round's bets into the pot(s); an uncalled excess goes back (pot.uncalled)."""
        self.verify_collect()
        return self._do(collect_record(self))

    # ---- the award ----------------------------------------------------------------------
    def verify_push(self, pot: int, seats: Sequence[int]) -> None:
        if self.bets_out():  # first: a pot to come is not one that does not exist
            raise InvalidOperation("the bets are not pulled in", key="invalid.round_open")
        if not 0 <= pot < len(self.pots):
            raise InvalidOperation(f"there is no pot {pot}", key="invalid.no_pot", pot=pot)
        if pot in self.awarded:
            raise InvalidOperation(f"pot {pot} is already pushed", key="invalid.pushed", pot=pot)
        if (pot, "high") in self.halves or (pot, "low") in self.halves:
            raise InvalidOperation(f"pot {pot} is split: its other half is pushed on its own",
                                   key="invalid.half_pushed", pot=pot)
        if not seats or len(set(seats)) != len(seats):
            raise InvalidOperation("a pot goes to one or more different seats", key="invalid")
        for s in seats:
            self.verify_seat(s)

    def can_push(self, pot: int, seats: Sequence[int]) -> bool:
        return can_do(self.verify_push, pot, seats)

    def push(self, pot: int, seats: Sequence[int]) -> ops.Op:
        self.verify_push(pot, seats)
        amount = self.pots[pot].amount
        if len(seats) == 1:  # one winner takes it all (split_amounts, without the split)
            return self._do(ops.ChipsPushing(pot, ((seats[0], amount),)))
        amounts = split_shares(self, amount, seats)  # stud: stud.odd_chip, by the cards
        return self._do(ops.ChipsPushing(pot, tuple(sorted(amounts.items()))))

    def verify_move_button(self, seat: int, dead: bool = False) -> None:
        """A dead button (button.dead) only to a seat empty for the next hand: no player, or
        one who has lost his last chip; any other to a player."""
        if not self.game.button:  # stud.no_button
            raise InvalidOperation("a stud table has no button", key="invalid.no_button")
        if not dead:
            self.verify_seat(seat)
        elif not MIN_SEATS <= seat <= MAX_SEATS or self.stacks.get(seat, 0) > 0:
            raise InvalidOperation(f"a dead button stands at an empty seat, not seat {seat}",
                                   key="invalid.dead_button", seat=seat)

    def can_move_button(self, seat: int, dead: bool = False) -> bool:
        return can_do(self.verify_move_button, seat, dead)

    def move_button(self, seat: int, dead: bool = False) -> ops.Op:
        self.verify_move_button(seat, dead)
        return self._do(ops.ButtonMoving(seat, dead))
