"""A turn or river card off before its betting round is complete (error.premature_turn,
error.premature_river), by a scheduled dealer mistake or by the trainee: set aside; the round
goes on; when the street to deal again is next, the card goes back into the stub, which is
shuffled and cut, and the card comes without a burn (`redeal.py`). Which street is dealt
again after a premature turn is the preset's: TDA the turn, the seeds and Robert's the river."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    logged,
    note_correction,
    open_correction,
)
from .redeal import premature_due, redeal_expects, redeal_plan, turned_early

if TYPE_CHECKING:
    from ..arbiter import Arbiter

# the round's street -> (the scheduled kind, the rule, the street turned early)
EARLY = {
    "flop": (MistakeKind.PREMATURE_TURN, "error.premature_turn", "turn"),
    "turn": (MistakeKind.PREMATURE_RIVER, "error.premature_river", "river"),
}


class PrematureStreet(Irregularity):
    kinds = (MistakeKind.PREMATURE_TURN, MistakeKind.PREMATURE_RIVER)
    params = ("after",)
    draws = kinds
    rules = ("error.premature_turn", "error.premature_river")
    moments = frozenset({Moment.AFTER_DECISION, Moment.STREET_DEALT, Moment.EARLY_BOARD})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        round_street = h.round.street.value if h.round else "preflop"
        if cue.moment is Moment.EARLY_BOARD:
            if not turned_early(arb, cue.action, tuple(e for *_, e in EARLY.values())):
                return False
            unburnt = not ledger.burned(h)  # a burn before the round is complete is refused
            h.turn_board(1)
            self.open(arb, round_street, burn_owed=unburnt)
            return True
        for street, (kind, _, _) in EARLY.items():
            if premature_due(arb, cue, kind, street):
                h.burn()
                h.turn_board(1)
                self.open(arb, street, burn_owed=False)
        return False

    def open(self, arb: Arbiter, street: str, *, burn_owed: bool) -> None:
        _, rule, early = EARLY.get(street, EARLY["turn"])
        back = arb.config.preset.premature_back_to_stub
        redeal = "turn" if early == "turn" and back else "river"
        plan = (Stage.SET_ASIDE, Stage.WAIT, *redeal_plan(burn_owed=burn_owed))
        c = Correction(rule, self, plan, arb.hand, street=early, redeal_street=redeal)
        open_correction(arb, c)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is not Stage.WAIT:
            return logged(c, stage, since)
        # the wait is over when the street to deal again is next: its round complete, the
        # bets in, more than one player left (or the card is back already)
        h = c.hand
        if logged(c, Stage.RETURN, since):
            return True
        street = ledger.STAGE_STREET.get(ledger.stage(h))
        if street != c.redeal_street or not h.is_round_complete():
            return False
        return not h.bets_out() and len(h.live) != 1

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is Stage.SET_ASIDE:
            run = then(do_set_aside, arb, c)
            return [Expect(TraineeAction("set_aside"), "hint.set_aside", c.rule, run)]
        if c.stage is Stage.WAIT:
            return None  # the round goes on as normal until the street to redeal is next
        return redeal_expects(arb, c, c.redeal_street or "river", c.rule, board_zone=False)

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        rule, name = first.rule, a.name
        if name == "return_to_deck" and any(z in ("burns", "muck") for z in a.zones):
            return rule, "error.premature.burns", {}
        if name == "burn" and first.example.name in ledger.STREET_CARDS:
            return rule, "error.premature.no_burn", {}
        if name == "wait" and c.stage is Stage.SET_ASIDE:
            return rule, "error.premature.set_aside_first", {}
        return rule, "error.premature.wrong", {}


def do_set_aside(arb: Arbiter, c: Correction) -> None:
    arb.hand.set_aside_last_board_card()
    note_correction(arb, c, "set_aside")
    c.corrected = True  # what is owed now waits for the round; the rest is checked then
