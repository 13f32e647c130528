"""Four cards turned for the flop (error.flop_too_many). TDA: the four are scrambled face down
and one, at random, becomes the next burn; the other three are the flop. The seeds and
Robert's: the flop is dealt again (`redeal.py`).

A boxed card among the four is a scrap of paper "replaced by the next card below it in the
deck" (Robert's Irregularities 7): it is scrapped first (it never goes back into the stub),
and the three cards left are the flop the deck gave, so nothing more is owed."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.ops_noted import CorrectionNoted
from ...engine.preset import FlopFix
from .. import steps
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .redeal import (
    flop_redeal_diagnose,
    flop_redeal_off_turn,
    redeal_expects,
    redeal_hand_over,
    redeal_plan,
)

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class FourCardFlop(Irregularity):
    kinds = (MistakeKind.FLOP_TOO_MANY,)
    draws = (MistakeKind.FLOP_TOO_MANY,)
    rules = ("error.flop_too_many",)
    moments = frozenset({Moment.BEFORE_STREET, Moment.STEP_DONE})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is Moment.STEP_DONE:
            for c in arb.open_corrections():
                if c.irregularity is self and boxed_scrapped_first(c, c.hand.log[c.at:]):
                    c.closed = c.corrected = True  # the flop stands: its round opens
                    steps.street_dealt(arb)
            return False
        if cue.street != "flop":
            return False
        for i, _ in pending(arb, *self.kinds):
            spend(arb, i)
            arb.hand.turn_board(4)
            open_correction(arb, Correction(self.rules[0], self, self.plan(arb), arb.hand))
            return True
        return False

    def plan(self, arb: Arbiter) -> tuple[Stage, ...]:
        if arb.config.preset.four_card_flop is FlopFix.SCRAMBLE:
            return (Stage.SCRAMBLE, Stage.DONE)
        return redeal_plan(burn_owed=False)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return boxed_scrapped_first(c, since) or super().stage_done(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is Stage.SCRAMBLE:
            run = then(do_scramble, arb, c)
            return [Expect(TraineeAction("scramble_flop"), "hint.scramble", c.rule, run)]
        return redeal_expects(arb, c, "flop", "error.flop_redeal", board_zone=True)

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if c.stage is Stage.SCRAMBLE:
            return first.rule, "error.flop_too_many.tda", {}
        return flop_redeal_diagnose(arb, a, first, c)

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        if a.name == "scramble_flop" and Stage.SCRAMBLE not in c.plan:
            return "error.flop_too_many", "error.flop_too_many.seeds", {}
        if Stage.SCRAMBLE in c.plan:
            return None
        return flop_redeal_off_turn(arb, a)

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        if Stage.SCRAMBLE not in c.plan:
            redeal_hand_over(c)


def boxed_scrapped_first(c: Correction, since: Sequence[ops.Op]) -> bool:
    """A boxed card scrapped from the four before any step of the correction: the three left
    are the flop."""
    for op in since:
        if isinstance(op, ops.CardScrapping):
            return op.zone == "board"
        if isinstance(op, CorrectionNoted) and op.rule == c.rule:
            return False
    return False


def do_scramble(arb: Arbiter, c: Correction) -> None:
    arb.hand.scramble_into_burn(4)  # the card back on top is the next burnt, before the turn
    note_correction(arb, c, "scramble_flop")
    c.closed = c.corrected = True  # before the flop round opens: a mistake may fire in it
    steps.street_dealt(arb)
