"""The burn's own errors and their corrections, as engine operations (each a trio: `verify_*`
raises InvalidOperation with the reason, `can_*` answers yes or no, the operation builds its
record and hands it to `Hand._do`):

- `misburn(n)`: a burn that takes no card or two (error.missed_burn, error.double_burn);
- `burn_exposed()`: the board card just turned without a burn goes onto the burns;
- `return_burn()`, `return_board()`: the last card burnt, or the last board card, back on
  top of the stub;
- `scramble_to_burns(n)`: of the last `n` board cards one, drawn at random, goes to the burns
  and the next card off the stub takes its place at the end (TDA 39-B, a flop turned
  without a burn);
- `set_aside_last_board_card()`: a card turned early is set aside (a premature street);
- `return_to_stub(zones)`: the named piles back into the stub (a flop dealt again);
- `scramble_into_burn(n)`: of the last `n` board cards one, drawn at random, back on top of
  the stub, the next card burnt (TDA's four-card flop).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from . import ops
from .cards import Card
from .errors import InvalidOperation, can_do
from .state import HandState

RETURN_ZONES = ("board", "set_aside", "burns", "muck")


class BurnOps(HandState):
    rng: random.Random

    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's, the one path
        raise NotImplementedError

    def _top(self, n: int = 1) -> tuple[Card, ...]:  # pragma: no cover - Hand's
        raise NotImplementedError

    # ---- a board card set aside, piles back to the stub, a flop scrambled into the burn --
    def verify_set_aside_last_board_card(self) -> None:
        if not self.zones.board:
            raise InvalidOperation("there is no board card to set aside", key="invalid.no_board")

    def can_set_aside_last_board_card(self) -> bool:
        return can_do(self.verify_set_aside_last_board_card)

    def set_aside_last_board_card(self) -> ops.Op:
        self.verify_set_aside_last_board_card()
        return self._do(ops.CardSettingAside(self.zones.board[-1]))

    def verify_return_to_stub(self, zones: Iterable[str]) -> None:
        for z in zones:
            if z not in RETURN_ZONES:
                raise InvalidOperation(f"no zone {z}", key="invalid.zone")
        if not any(self._piles()[z] for z in zones):
            raise InvalidOperation("no card lies in those piles", key="invalid.nothing_to_return")

    def _piles(self) -> dict[str, list[Card]]:
        z = self.zones
        return {"board": z.board, "set_aside": z.set_aside, "burns": z.burns, "muck": z.muck}

    def can_return_to_stub(self, zones: Iterable[str]) -> bool:
        return can_do(self.verify_return_to_stub, tuple(zones))

    def return_to_stub(self, zones: Iterable[str], *, on_top: bool = False) -> ops.Op:
        """Put the named zones' cards back into the stub (at the bottom, or on top)."""
        names = tuple(zones)
        self.verify_return_to_stub(names)
        piles = self._piles()
        cards = tuple(c for name in dict.fromkeys(names) for c in piles[name])
        return self._do(ops.CardReturning(names, cards, on_top))

    def verify_scramble_into_burn(self, n: int) -> None:
        if not 0 < n <= len(self.zones.board):
            raise InvalidOperation("there are not so many board cards", key="invalid.no_board")

    def can_scramble_into_burn(self, n: int) -> bool:
        return can_do(self.verify_scramble_into_burn, n)

    def scramble_into_burn(self, n: int) -> ops.Op:
        """The last `n` board cards are mixed face down and one, at random, goes back on top
        of the stub: the next card burnt (TDA's four-card flop)."""
        self.verify_scramble_into_burn(n)
        card = self.rng.choice(self.zones.board[-n:])
        return self._do(ops.CardReturning(("board",), (card,), True))

    # ---- a burn of no card or two -------------------------------------------------------
    def verify_misburn(self, n: int) -> None:
        if n < 0 or n == 1:
            raise InvalidOperation(f"a misfired burn takes no card or several, not {n}",
                                   key="invalid")
        if len(self.zones.stub) < n:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def can_misburn(self, n: int) -> bool:
        return can_do(self.verify_misburn, n)

    def misburn(self, n: int) -> ops.Op:
        self.verify_misburn(n)
        return self._do(ops.BurnMisfiring(self._top(n) if n else ()))

    # ---- burn_exposed -------------------------------------------------------------------
    def verify_burn_exposed(self) -> None:
        if not self.zones.board:
            raise InvalidOperation("there is no board card to burn", key="invalid.no_board")

    def can_burn_exposed(self) -> bool:
        return can_do(self.verify_burn_exposed)

    def burn_exposed(self) -> ops.Op:
        self.verify_burn_exposed()
        return self._do(ops.BoardBurning(self.zones.board[-1]))

    # ---- return_burn, return_board ------------------------------------------------------
    def verify_return_burn(self) -> None:
        if not self.zones.burns:
            raise InvalidOperation("no card has been burnt", key="invalid.no_burn")

    def can_return_burn(self) -> bool:
        return can_do(self.verify_return_burn)

    def return_burn(self) -> ops.Op:
        self.verify_return_burn()
        return self._do(ops.CardReturning(("burns",), (self.zones.burns[-1],), True))

    def verify_return_board(self) -> None:
        if not self.zones.board:
            raise InvalidOperation("there is no board card to return", key="invalid.no_board")

    def can_return_board(self) -> bool:
        return can_do(self.verify_return_board)

    def return_board(self) -> ops.Op:
        self.verify_return_board()
        return self._do(ops.CardReturning(("board",), (self.zones.board[-1],), True))

    # ---- scramble_flop with three cards (TDA 39-B) ----------------------------------------
    def verify_scramble_to_burns(self, n: int) -> None:
        if not 0 < n <= len(self.zones.board):
            raise InvalidOperation("there are not so many board cards", key="invalid.no_board")
        if not self.zones.stub:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def can_scramble_to_burns(self, n: int) -> bool:
        return can_do(self.verify_scramble_to_burns, n)

    def scramble_to_burns(self, n: int) -> tuple[ops.Op, ops.Op]:
        """One of the last `n` board cards, at random, to the burns; the next card off the
        stub completes the board (the others keep the order they were turned in)."""
        self.verify_scramble_to_burns(n)
        burnt = self._do(ops.BoardBurning(self.rng.choice(self.zones.board[-n:])))
        return burnt, self._do(ops.BoardDealing(self._top(1)))
