"""call_floor where the book decides (see floor.py): the floor does the open irregularity's
next step for the trainee, at a hint's cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import irregularities
from .floor import CALL_FLOOR
from .outcome import Event
from .procedure import Expect

if TYPE_CHECKING:
    from .actions import TraineeAction
    from .arbiter import Arbiter


def book_expect(arb: Arbiter) -> Expect | None:
    """The step the book calls for on the open irregularity (None: nothing to rule on)."""
    for c in irregularities.in_turn(arb):
        ex = irregularities.correction_expects(arb, c)
        for e in ex or ():
            if e.visible and e.example != CALL_FLOOR:
                return e
    return None


def rule_by_the_book(arb: Arbiter) -> TraineeAction | None:
    """call_floor where the book decides: the floor does the correction's next step for the
    trainee (a hint's cost). Returns the ruling, or None (nothing to rule)."""
    e = book_expect(arb)
    if e is None:
        return None
    arb.charge_hint()
    arb._events.append(Event("floor", text=e.example.text(), act=e.example))
    e.run(e.example)
    return e.example
