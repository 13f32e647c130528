"""The table tidied after the push and the pot's chips (issue 29; the project's rulebook ids
`showdown.muck_after_push` and `pot.chips_kept`, not in RULES.md): their records, each
operation's trio, and how each record is applied.

- `muck_hands`: once every pot is pushed, the hands still in front of the players (the
  winners', and any tabled hand not killed) go to the muck (TDA 14: cards are killed by the
  dealer when pushed into the muck). Who won stays as it was: the hands are not folded, and
  the hand's history leaves the record out (`in_history`: the hand is over).
- `color_up_pot`: the pot is kept as the chips that went in until the dealer colours it up
  (TDA 25: countable stacks); the record says so and moves no chip (its value is the same).
  Whether a pot is coloured up is read from the log (`colored_pots`), never kept.

`engine/apply.py` takes `TIDY_APPLY` into its table, so `Hand.replay` redoes these too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .cards import Card
from .errors import InvalidOperation, can_do
from .ops import Op
from .record import record
from .state import HandState

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["TIDY_APPLY", "HandsClearing", "PotColoring", "TidyOps", "colored_pots",
           "tabled_hole"]


@record
class HandsClearing(Op):
    """showdown.muck_after_push: the hands left on the felt once every pot is pushed, into
    the muck; `hands`: (seat, its cards)."""

    hands: tuple[tuple[int, tuple[Card, ...]], ...]
    in_history = False  # the hand is over: a hand history has its showdown already

    def to_json(self) -> dict[str, object]:
        return {"op": "muck_hands",
                "hands": {str(s): [c.code for c in cards] for s, cards in self.hands}}


@record
class PotColoring(Op):
    """pot.chips_kept: the dealer colours pot `pot` up (its small chips changed for larger
    ones of the same value): nothing moves."""

    pot: int
    in_history = False  # the chips change, not their value

    def to_json(self) -> dict[str, object]:
        return {"op": "color_up_pot", "pot": self.pot}


def colored_pots(log: Sequence[Op]) -> frozenset[int]:
    """The pots the dealer has coloured up this hand (by their index)."""
    return frozenset(op.pot for op in log if isinstance(op, PotColoring))


def tabled_hole(h: HandState, seat: int) -> tuple[Card, ...]:
    """A seat's cards as they lay at the showdown: in front of him, or those the last push
    mucked (`muck_hands`)."""
    held = tuple(hc.card for hc in h.zones.hole.get(seat, ()))
    if held:
        return held
    return next((cards for op in h.log if isinstance(op, HandsClearing)
                 for s, cards in op.hands if s == seat), ())


class TidyOps(HandState):
    """The trios of the operations above (a mixin of `Hand`)."""

    def _hands_left(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """(seat, cards) of every hand still in front of a player."""
        return tuple((s, tuple(hc.card for hc in held))
                     for s, held in sorted(self.zones.hole.items()) if held)

    def verify_muck_hands(self) -> None:
        if not self.pots or not self.all_pushed():
            raise InvalidOperation("the hands are mucked once every pot is pushed",
                                   key="invalid")
        if not self._hands_left():
            raise InvalidOperation("no hand is left to muck", key="invalid")

    def can_muck_hands(self) -> bool:
        return can_do(self.verify_muck_hands)

    def muck_hands(self) -> Op:
        self.verify_muck_hands()
        return self._do(HandsClearing(self._hands_left()))

    def verify_color_up_pot(self, pot: int) -> None:
        if not 0 <= pot < len(self.pots) or pot in self.awarded:
            raise InvalidOperation(f"there is no pot {pot} on the table", key="invalid.no_pot",
                                   pot=pot)
        if pot in colored_pots(self.log):
            raise InvalidOperation(f"pot {pot} is coloured up already", key="invalid")

    def can_color_up_pot(self, pot: int) -> bool:
        return can_do(self.verify_color_up_pot, pot)

    def color_up_pot(self, pot: int) -> Op:
        self.verify_color_up_pot(pot)
        return self._do(PotColoring(pot))

    def _do(self, op: Op) -> Op:  # pragma: no cover - Hand's own
        raise NotImplementedError


def _clear(h: Hand, op: HandsClearing) -> None:
    for seat, cards in op.hands:
        h.zones.hole[seat] = []
        h.zones.muck.extend(cards)


def _nothing(h: Hand, op: Op) -> None:
    return None


TIDY_APPLY: dict[type[Op], Callable[[Hand, Any], None]] = {
    HandsClearing: _clear,
    PotColoring: _nothing,
}
