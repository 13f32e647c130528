"""The Hand's money operations at the table (RULES.md "Money at the table"): a player's
request for a count, the dealer's answer, his reading of a tabled hand, and the rake and
jackpot drop taken from the main pot. Each verifies, builds its record and applies it
through `Hand._do`, like every other operation (`engine/hand.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from . import ops
from .cards import Card
from .errors import InvalidOperation, can_do
from .ops_fees import TimeCollecting
from .state import HandState

HOUSE_KINDS = ("rake", "drop")
ASKED = ("pot", "all_in")  # what a player asks the dealer to count
# what the dealer says aloud: a count asked for, a bet or raise (deal.announce), the all-in
# button placed before a seat
ALL_IN_BUTTON = "all_in_button"
SAID = (*ASKED, "bet", "raise", ALL_IN_BUTTON)


class MoneyOps(HandState):
    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's own
        raise NotImplementedError

    def verify_ask(self, seat: int, what: str, of: int | None = None) -> None:
        if what not in ASKED:
            raise InvalidOperation(f"a player asks for {' or '.join(ASKED)}", key="invalid")
        if seat != self.to_act():
            raise InvalidOperation(f"seat {seat} is not to act", key="invalid", seat=seat)
        if what == "all_in" and (of not in self.all_in or not self.bets.get(of or 0)):
            raise InvalidOperation(f"seat {of} has no all-in bet in this round", key="invalid")

    def can_ask(self, seat: int, what: str, of: int | None = None) -> bool:
        return can_do(self.verify_ask, seat, what, of)

    def ask(self, seat: int, what: str, of: int | None = None) -> ops.Op:
        """The player to act asks for the pot (`what` "pot") or an all-in's size ("all_in")."""
        self.verify_ask(seat, what, of)
        return self._do(ops.Asking(seat, what, of))

    def open_ask(self) -> ops.Asking | None:
        """The request betting waits on: asked in this round of this deal (since the last
        misdeal or void hand) and not yet answered (an announcement or a decision since)."""
        for op in reversed(self.log):
            if isinstance(op, ops.Announcing | ops.RoundOpening | ops.PlayerActing
                          | ops.Gathering | ops.HandVoiding):
                return None
            if isinstance(op, ops.Asking):
                return op
        return None

    def verify_announce(self, what: str, amount: int, seat: int | None = None) -> None:
        if what not in SAID or amount < 0:
            raise InvalidOperation(f"the dealer announces {' or '.join(SAID)}", key="invalid")
        if what in ASKED and self.open_ask() is None:  # a count is the answer to a request
            raise InvalidOperation("nobody asked for a count", key="invalid.nothing_asked")
        if seat is not None and seat not in self.occupied:
            raise InvalidOperation(f"seat {seat} has no player", key="invalid.empty_seat",
                                   seat=seat)

    def can_announce(self, what: str, amount: int, seat: int | None = None) -> bool:
        return can_do(self.verify_announce, what, amount, seat)

    def announce(self, what: str, amount: int, seat: int | None = None) -> ops.Op:
        """The dealer's count for the open request (the pot, or seat's all-in)."""
        self.verify_announce(what, amount, seat)
        return self._do(ops.Announcing(what, amount, seat))

    def whole_hand(self, seat: int) -> list[Card] | None:
        """`seat`'s hole cards when they make a hand: a complete board, the game's count of
        different cards, none of them on the board (a fouled deck's hand makes none)."""
        board = self.zones.board
        hole = [c.card for c in self.zones.hole.get(seat, ())]
        if not self.game.board:  # stud.hand: the seat's seven different cards, or six and
            # the common card (stud.common_card), which the evaluator takes as the board
            whole = set(hole) | set(board)
            return hole if len(whole) == len(hole) + len(board) == self.hole_cards else None
        if len(board) != 5 or len(set(hole)) != self.hole_cards or set(hole) & set(board):
            return None
        return hole

    def verify_read(self, seat: int) -> None:
        """showdown.read_hand: a hand tabled at this deal's showdown, still live, that makes
        a hand now (the board complete), and read once."""
        if seat not in self.shown or seat not in self.live or self.whole_hand(seat) is None:
            raise InvalidOperation(
                f"seat {seat} has no tabled hand", key="invalid.no_tabled_hand", seat=seat
            )
        for op in reversed(self.log):
            if isinstance(op, ops.Gathering | ops.HandVoiding):
                break
            if isinstance(op, ops.HandReading) and op.seat == seat:
                raise InvalidOperation(f"seat {seat}'s hand is read", key="invalid.read_twice",
                                       seat=seat)

    def can_read(self, seat: int) -> bool:
        return can_do(self.verify_read, seat)

    def read(self, seat: int, hand: str, ranks: Sequence[str] = (),
             low: Sequence[str] | None = None) -> ops.Op:
        """A tabled hand read aloud: its high, and in hi-lo its low (`low`: its ranks, or ()
        for none: hilo.read)."""
        self.verify_read(seat)
        return self._do(ops.HandReading(seat, hand, tuple(ranks),
                                        None if low is None else tuple(low)))

    def verify_take_for_house(self, kind: str, amount: int) -> None:
        if kind not in HOUSE_KINDS or amount <= 0:
            raise InvalidOperation(f"cannot take {amount} as {kind}", key="invalid")
        if not self.pots or self.awarded:
            raise InvalidOperation("the rake comes from the main pot before any push",
                                   key="invalid.no_pot", pot=0)
        if amount > self.pots[0].amount:
            raise InvalidOperation(f"the main pot has only {self.pots[0].amount}",
                                   key="invalid")

    def can_take_for_house(self, kind: str, amount: int) -> bool:
        return can_do(self.verify_take_for_house, kind, amount)

    def take_for_house(self, kind: str, amount: int) -> ops.Op:
        """rake.*: `amount` leaves the main pot as the rake or the jackpot drop."""
        self.verify_take_for_house(kind, amount)
        return self._do(ops.HouseTaking(kind, amount))

    def verify_collect_time(self, seat: int) -> None:
        if seat not in self.occupied:
            raise InvalidOperation(f"seat {seat} has no player", key="invalid.empty_seat",
                                   seat=seat)
        if self.config.time <= 0:
            raise InvalidOperation("no time is due this hand", key="invalid.no_time")
        if seat in self.time:
            raise InvalidOperation(f"seat {seat} has paid his time", key="invalid.time_paid",
                                   seat=seat)
        if any(self.zones.hole.values()) or self.zones.burns or self.zones.board:
            raise InvalidOperation("time is collected before the first card",
                                   key="invalid.time_after_deal")
        if self.stacks[seat] <= 0:
            raise InvalidOperation(f"seat {seat} has no chips", key="invalid.no_chips",
                                   seat=seat)

    def can_collect_time(self, seat: int) -> bool:
        return can_do(self.verify_collect_time, seat)

    def collect_time(self, seat: int) -> ops.Op:
        """house.time_collection: the table's time (`config.time`, or the stack if less)
        from `seat` to the house, before the first card."""
        self.verify_collect_time(seat)
        return self._do(TimeCollecting(seat, min(self.config.time, self.stacks[seat])))
