"""call_floor (ruling.call_floor): the dealer stops the game and calls the floor.

Where the preset leaves a decision to the floor, the open irregularity's module offers the
step itself (`floor_expect`: right, and the floor's answer is applied). Anywhere an
irregularity is open, the floor rules by the book (`floor_book.py`: the correction's next
step, done for the trainee), and that costs what a hint costs. With nothing to rule on the
call is invalid. Either way the step carries the floor's ruling in script form (an Event
"floor", which `Step.to_json` gives as `floor`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import TraineeAction
from .outcome import Event
from .procedure import Expect

if TYPE_CHECKING:
    from .arbiter import Arbiter

CALL_FLOOR = TraineeAction("call_floor")


def floor_expect(arb: Arbiter, rule: str, ruling: TraineeAction, do: Callable[[], None]) -> Expect:
    """The step where the floor decides: `ruling` is the floor's answer, `do` applies it."""

    def run(a: TraineeAction) -> None:
        arb._events.append(Event("floor", text=ruling.text(), act=ruling))
        do()

    return Expect(CALL_FLOOR, "hint.call_floor", rule, run, {"floor": ruling})
