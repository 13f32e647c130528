"""The flop turned before the preflop betting round is complete (error.premature_flop): by a
scheduled dealer mistake, or by the trainee. The cards go back into the stub, the round
completes, and the flop is dealt again after a shuffle and a cut (`redeal.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect
from .base import Correction, Diagnosis, Irregularity, open_correction
from .redeal import (
    flop_redeal_diagnose,
    flop_redeal_off_turn,
    premature_due,
    redeal_expects,
    redeal_hand_over,
    redeal_plan,
    turned_early,
)

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class PrematureFlop(Irregularity):
    kinds = (MistakeKind.PREMATURE_FLOP,)
    params = ("after",)
    draws = (MistakeKind.PREMATURE_FLOP,)
    rules = ("error.premature_flop",)
    moments = frozenset({Moment.AFTER_DECISION, Moment.STREET_DEALT, Moment.EARLY_BOARD})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.EARLY_BOARD:
            if not turned_early(arb, cue.action, ("flop",)):
                return False
            unburnt = not ledger.burned(h)  # a burn before the round is complete is refused
            h.turn_board(3)
            self.open(arb, burn_owed=unburnt)
            return True
        if premature_due(arb, cue, MistakeKind.PREMATURE_FLOP, "preflop"):
            h.burn()
            h.turn_board(3)
            self.open(arb, burn_owed=False)
        return False

    def open(self, arb: Arbiter, *, burn_owed: bool) -> None:
        plan = redeal_plan(burn_owed=burn_owed)
        open_correction(arb, Correction(self.rules[0], self, plan, arb.hand))

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        return redeal_expects(arb, c, "flop", "error.flop_redeal", board_zone=True)

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return flop_redeal_diagnose(arb, a, first, c)

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        return flop_redeal_off_turn(arb, a)

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        redeal_hand_over(c)
