"""Pushing one half of a hi-lo pot (hilo.split, hilo.odd_chip): the operation's trio.

The half's amount is the engine's (`hilo.half_amount`: the odd chip of the whole pot goes to
the high half), shared by the seats named in a board game's odd-chip order (`hilo.board_order`:
the first tied seat clockwise from the button gets the odd chip of a tied half). Which seats
hold the best high and the best qualifying low is the arbiter's to judge: the engine pushes
what it is told, as `Hand.push` does.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import ops
from .errors import InvalidOperation, can_do
from .hilo import HALVES, board_order, half_amount, share_in_order
from .state import HandState
from .stud import odd_chip_order


class HalfOps(HandState):
    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's own
        raise NotImplementedError

    def verify_push_half(self, pot: int, half: str, seats: Sequence[int]) -> None:
        if not self.game.hilo:
            raise InvalidOperation(f"{self.config.variant} is no hi-lo game: a pot has no halves",
                                   key="invalid.no_half")
        if half not in HALVES:
            raise InvalidOperation(f"a pot has a high and a low half, not {half!r}",
                                   key="invalid")
        if (pot, half) in self.halves:  # before `pushed`: the pot is pushed once both are
            raise InvalidOperation(f"the {half} half of pot {pot} is already pushed",
                                   key="invalid.half_pushed", pot=pot)
        if self.bets_out():  # a pot to come is not one that does not exist
            raise InvalidOperation("the bets are not pulled in", key="invalid.round_open")
        if not 0 <= pot < len(self.pots):
            raise InvalidOperation(f"there is no pot {pot}", key="invalid.no_pot", pot=pot)
        if pot in self.awarded:
            raise InvalidOperation(f"pot {pot} is already pushed", key="invalid.pushed", pot=pot)
        if not seats or len(set(seats)) != len(seats):
            raise InvalidOperation("a half goes to one or more different seats", key="invalid")
        for s in seats:
            if s not in self.occupied:
                raise InvalidOperation(f"seat {s} has no player", key="invalid.empty_seat",
                                       seat=s)

    def can_push_half(self, pot: int, half: str, seats: Sequence[int]) -> bool:
        return can_do(self.verify_push_half, pot, half, seats)

    def half_shares(self, pot: int, half: str, seats: Sequence[int]) -> dict[int, int]:
        """What each of `seats` gets of that half: equal shares, odd chips one each from the
        first clockwise from the button (hilo.odd_chip)."""
        amount = half_amount(self.pots[pot].amount, half, self.config.chip)
        if self.game.button:
            order = board_order(seats, self.button, self.occupied)
        else:  # stud.odd_chip: by the cards
            order = odd_chip_order(self, seats, low=half == "low")
        return share_in_order(amount, order, self.config.chip)

    def push_half(self, pot: int, half: str, seats: Sequence[int]) -> ops.Op:
        """Push the `half` ("high" or "low") of pot `pot` to `seats`."""
        self.verify_push_half(pot, half, seats)
        shares = self.half_shares(pot, half, seats)
        return self._do(ops.HalfPushing(pot, half, tuple(sorted(shares.items()))))
