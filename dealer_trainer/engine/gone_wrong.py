"""A hand gone wrong, as engine operations: voided (every card gathered, every chip back), a
fouled deck (a card there twice), and a pot pushed again from the wrong seats. A part of
`Hand` (engine/hand.py), kept apart so that no class grows past a screen of operations; each
has its trio (`verify_*` raises with the reason, `can_*` answers, the operation builds its
record and hands it to `Hand._do`, the one path by which a hand changes)."""

from __future__ import annotations

from collections.abc import Sequence

from . import ops
from .award import split_amounts
from .cards import Card
from .errors import InvalidOperation, can_do
from .state import HandState


class GoneWrongOps(HandState):
    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's, the one path
        raise NotImplementedError

    def verify_void_hand(self) -> None:
        """Until a pot is pushed or the house has taken its share from one."""
        if self.awarded or self.halves or self.house:
            raise InvalidOperation("a pot is already pushed", key="invalid.pushed", pot=0)

    def can_void_hand(self) -> bool:
        return can_do(self.verify_void_hand)

    def void_hand(self) -> ops.Op:
        """Every card gathered and every chip bet in the hand, blinds included, back to who
        bet it; after a fouled deck the deck is replaced by a complete one."""
        self.verify_void_hand()
        cards = tuple(self.zones.all_cards()[len(self.zones.stub) :])
        refunds = tuple((s, c) for s, c in sorted(self.contributed.items()) if c)
        return self._do(ops.HandVoiding(cards, refunds, self.fouled_card() is not None))

    def verify_foul_deck(self, at: int, card: Card) -> None:
        if not 0 <= at < len(self.zones.stub):
            raise InvalidOperation(f"the stub has no card {at + 1}", key="invalid.empty_deck")
        if card in self.zones.stub[at : at + 1] or self.fouled_card() is not None:
            raise InvalidOperation("that card would not foul the deck", key="invalid")

    def can_foul_deck(self, at: int, card: Card) -> bool:
        return can_do(self.verify_foul_deck, at, card)

    def foul_deck(self, at: int, card: Card) -> ops.Op:
        """The stub's card at `at` (0: the top) becomes a second `card`."""
        self.verify_foul_deck(at, card)
        return self._do(ops.DeckFouling(at, card, self.zones.stub[at]))

    def verify_repush(self, pot: int, seats: Sequence[int]) -> None:
        if pot not in self.awarded:
            raise InvalidOperation(f"pot {pot} is not pushed yet", key="invalid.no_pot", pot=pot)
        if not self.pushed_amounts(pot):  # its halves went one by one (HalfPushing)
            raise InvalidOperation(f"pot {pot} was pushed by halves", key="invalid", pot=pot)
        if not seats or len(set(seats)) != len(seats):
            raise InvalidOperation("a pot goes to one or more different seats", key="invalid")
        for s in seats:
            self.verify_seat(s)

    def verify_repush_carried(self, pot: int, taken: Sequence[tuple[int, int]],
                              amounts: Sequence[tuple[int, int]]) -> None:
        seats = [s for s, _ in amounts]
        for s, a in taken:
            self.verify_seat(s)
            if self.stacks[s] < a:
                raise InvalidOperation(f"seat {s} no longer has the pot in front of him",
                                       key="invalid", seat=s)
        if not seats:
            raise InvalidOperation("a pot goes to one or more different seats", key="invalid")
        for s in seats:
            self.verify_seat(s)
        if sum(a for _, a in taken) != sum(a for _, a in amounts):
            raise InvalidOperation("the chips taken back are not the pot", key="invalid")

    def can_repush_carried(self, pot: int, taken: Sequence[tuple[int, int]],
                           amounts: Sequence[tuple[int, int]]) -> bool:
        return can_do(self.verify_repush_carried, pot, taken, amounts)

    def repush_carried(
        self, pot: int, taken: Sequence[tuple[int, int]], amounts: Sequence[tuple[int, int]]
    ) -> ops.Op:
        """The last hand's pot, pushed to the wrong seats, taken back from their stacks and
        pushed as `amounts` (as it was split then), before this hand's deadline for it."""
        self.verify_repush_carried(pot, taken, amounts)
        return self._do(ops.PushCorrecting(pot, tuple(taken), tuple(amounts), carried=True))

    def can_repush(self, pot: int, seats: Sequence[int]) -> bool:
        return can_do(self.verify_repush, pot, seats)

    def repush(self, pot: int, seats: Sequence[int]) -> ops.Op:
        """Take a pushed pot back from the seats that got it and push it to `seats`."""
        self.verify_repush(pot, seats)
        taken = self.pushed_amounts(pot)
        amounts = split_amounts(self.pots[pot].amount, list(seats), self.button, self.occupied,
                                chip=self.config.chip)
        return self._do(ops.PushCorrecting(pot, taken, tuple(sorted(amounts.items()))))
