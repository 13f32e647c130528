"""A hand started at the prior level (tournament.level_change; RULES.md "Tournament levels",
TDA 23: "If a hand starts at the prior level by mistake, the hand will continue at the prior
level after substantial action occurs"; CONTRACT.md's `prior_level`). At the start of hand N,
the first of a new level, the table is laid at the previous level's blinds and ante
(`Hand.set_stakes`): every post takes the old amounts. It comes to light after `found_after`
decisions. Before substantial action (deal.substantial_action) the dealer brings every blind
and ante up to the level from each poster's stack (`fix_blinds`, `Hand.fix_blinds`); after
it nothing is owed: the hand plays on at the old level, the next hand is at the new one, and
`fix_blinds` is refused (tournament.py's diagnosis)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from .. import ledger, tournament
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue, Moment
from ..procedure import Expect
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    note_correction,
    pending,
    spend,
)
from .deal_stages import FoundLate
from .floor_base import Floor, noted
from .wrong_count import reveal

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = tournament.RULE  # tournament.level_change
PLAN = (Floor.FIX, Stage.DONE)


class PriorLevel(Irregularity):
    kinds = (MistakeKind.PRIOR_LEVEL,)
    params = ("found_after",)
    rules = (RULE,)
    moments = frozenset({Moment.HAND_START, Moment.AFTER_DECISION})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is Moment.AFTER_DECISION:
            self._speak_up(arb)
            return False
        for i, m in pending(arb, *self.kinds):
            spend(arb, i)
            old = tournament.prior_stakes(arb)
            h = arb.hand
            if old is None or not h.can_set_stakes(*old):
                return False  # the first level: there is no prior one
            h.set_stakes(*old)
            c = FoundLate(RULE, self, PLAN, h, found_after=m.found_after)
            c.step = -1  # no step made it, and nobody has seen it yet
            arb.corrections.append(c)
            if m.found_after <= 0:
                _come_to_light(arb, c)
            return False
        return False

    def _speak_up(self, arb: Arbiter) -> None:
        """After `found_after` decisions somebody sees the old blinds."""
        made = len(ledger.decisions(arb.hand))
        for c in arb.open_corrections():
            if c.irregularity is self and not c.seen:
                assert isinstance(c, FoundLate)
                if made >= c.found_after:
                    _come_to_light(arb, c)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted(c, stage, since)

    def owed_first(self, arb: Arbiter, c: Correction) -> bool:
        return True  # nothing goes on at the wrong blinds

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if not c.seen:
            return None
        cfg = arb.config
        params: dict[str, object] = {"small": cfg.small_blind, "big": cfg.big_blind,
                                     "ante": cfg.ante}
        return [Expect(TraineeAction("fix_blinds"), "hint.fix_blinds", RULE,
                       lambda a: _fix(arb, c), params)]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return RULE, "tournament.level_change.fix", dict(first.hint_params)

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        if not c.seen:  # the hand ended before anyone saw it: nothing was ever owed
            arb.corrections.remove(c)


def _come_to_light(arb: Arbiter, c: Correction) -> None:
    """Seen: before substantial action the blinds are fixed; after it nothing is owed (the
    hand plays on at the old level, TDA 23)."""
    c.step = len(arb.steps)
    if ledger.substantial_action(arb.hand, arb.config.preset):
        c.plan = (Stage.DONE,)
    reveal(arb, c)


def _fix(arb: Arbiter, c: Correction) -> None:
    cfg = arb.config
    arb.hand.fix_blinds(cfg.small_blind, cfg.big_blind, cfg.ante)
    note_correction(arb, c, Floor.FIX.value)
