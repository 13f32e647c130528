"""The corrections, one module per way of correcting an irregularity, registered here.

Each module has `expects(arb, c)`: the steps its open correction owes now (None: nothing
yet, the ordinary procedure goes on), and `diagnose(arb, a, first, c)`: the rule and
message for a step off it. `schedule.py` fires the mistakes that open them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..actions import TraineeAction
from ..corrections import Correction, Repair
from ..procedure import Expect
from . import button, exposed, extra, fouled, misdeal, premature, redeal, scramble, wrong_push

if TYPE_CHECKING:
    from ..arbiter import Arbiter

Expects = Callable[["Arbiter", Correction], "list[Expect] | None"]
Diagnose = Callable[
    ["Arbiter", TraineeAction, Expect, Correction], tuple[str, str, dict[str, object]]
]

REPAIRS: dict[Repair, tuple[Expects, Diagnose]] = {
    Repair.MISDEAL: (misdeal.expects, misdeal.diagnose),
    Repair.REPLACE_EXPOSED: (exposed.expects, exposed.diagnose),
    Repair.RETURN_EXTRA: (extra.expects, extra.diagnose),
    Repair.SCRAMBLE: (scramble.expects, scramble.diagnose),
    Repair.FLOP_REDEAL: (redeal.expects, redeal.diagnose),
    Repair.PREMATURE: (premature.expects, premature.diagnose),
    Repair.BUTTON: (button.expects, button.diagnose),
    Repair.VOID: (fouled.expects, fouled.diagnose),
    Repair.REPUSH: (wrong_push.expects, wrong_push.diagnose),
}


def correction_expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    return REPAIRS[c.kind][0](arb, c)


def diagnose_correction(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    return REPAIRS[c.kind][1](arb, a, first, c)
