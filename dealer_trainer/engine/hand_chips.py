"""The chips a player pushes out in front of him, and what the dealer's ruling does with
them (RULES.md "Player actions the dealer rules on"): out, back, a raise barred, a card
the player shows himself. A part of `Hand` (engine/hand.py), kept apart so that neither
class grows past a screen of operations; the same trio per operation, the same one path
(`_do`) for every change."""

from __future__ import annotations

from collections.abc import Sequence

from . import ops
from .errors import InvalidOperation, can_do
from .ops_said import PlayerSaying
from .state import HandState

SAYABLE = ("call", "check", "bet", "raise", "all_in", "fold")


class ChipsOut(HandState):
    """`Hand` gives `_do`."""

    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's
        raise NotImplementedError

    def verify_put_out(self, seat: int, chips: Sequence[int]) -> None:
        self.verify_seat(seat)
        if seat not in self.live:
            raise InvalidOperation(f"seat {seat} has folded", key="invalid.no_hand", seat=seat)
        if not chips or any(c <= 0 for c in chips):
            raise InvalidOperation("chips are positive values", key="invalid")
        if sum(chips) > self.stacks[seat]:
            raise InvalidOperation(
                f"seat {seat} has only {self.stacks[seat]} behind", key="invalid.no_chips",
                seat=seat,
            )

    def can_put_out(self, seat: int, chips: Sequence[int]) -> bool:
        return can_do(self.verify_put_out, seat, chips)

    def put_out(self, seat: int, chips: Sequence[int]) -> ops.Op:
        """Seat pushes these chips out in front of him: not in the betting until ruled on."""
        self.verify_put_out(seat, chips)
        return self._do(ops.ChipsPuttingOut(seat, tuple(chips)))

    def verify_say(self, seat: int, word: str) -> None:
        self.verify_seat(seat)
        if word not in SAYABLE:
            raise InvalidOperation(f"a player says one of {', '.join(SAYABLE)}", key="invalid")

    def can_say(self, seat: int, word: str) -> bool:
        return can_do(self.verify_say, seat, word)

    def say(self, seat: int, word: str, to: int | None = None) -> ops.Op:
        """Seat says `word` aloud (with `to`, the amount said): no chip moves."""
        self.verify_say(seat, word)
        return self._do(PlayerSaying(seat, word, to))

    def verify_take_back(self, seat: int, amount: int) -> None:
        self.verify_seat(seat)
        if not 0 < amount <= self.pushed.get(seat, 0):
            raise InvalidOperation(
                f"seat {seat} has not {amount} pushed out", key="invalid.pushed_out", seat=seat
            )

    def can_take_back(self, seat: int, amount: int) -> bool:
        return can_do(self.verify_take_back, seat, amount)

    def take_back(self, seat: int, amount: int | None = None) -> ops.Op | None:
        """The chips he pushed out (all of them by default) go back to his stack; None
        when he has none out."""
        amount = self.pushed.get(seat, 0) if amount is None else amount
        if amount == 0:
            return None
        self.verify_take_back(seat, amount)
        return self._do(ops.ChipsTakingBack(seat, amount))

    def verify_bar_raise(self, seat: int) -> None:
        if self.to_act() != seat:
            raise InvalidOperation(f"seat {seat} is not to act", key="invalid", seat=seat)

    def can_bar_raise(self, seat: int) -> bool:
        return can_do(self.verify_bar_raise, seat)

    def bar_raise(self, seat: int) -> ops.Op:
        """Ruled `call_or_fold`: the player to act may not bet or raise this time."""
        self.verify_bar_raise(seat)
        return self._do(ops.RaiseBarring(seat))

    def verify_show_card(self, seat: int, n: int) -> None:
        self.verify_seat(seat)
        if not 1 <= n <= len(self.zones.hole[seat]):
            raise InvalidOperation(f"seat {seat} holds no card {n}", key="invalid.no_hand",
                                   seat=seat)

    def can_show_card(self, seat: int, n: int) -> bool:
        return can_do(self.verify_show_card, seat, n)

    def show_card(self, seat: int, n: int) -> ops.Op:
        """The player turns up his own n-th hole card (from 1): it plays, face up."""
        self.verify_show_card(seat, n)
        return self._do(ops.HoleCardShowing(seat, self.zones.hole[seat][n - 1].card))
