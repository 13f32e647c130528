"""An exposed hole card (error.exposed_hole_card): the deal goes on; then that seat gets the
top card and the exposed card becomes the first burn. (An exposed card that makes a misdeal
is `exposed_misdeal.py`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ops
from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import (
    Correction,
    Diagnosis,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def exposed_pitch(arb: Arbiter, pitch: int) -> bool:
    """A scheduled exposed_hole_card turns this pitch (number `pitch`) face up; the mistake
    has fired once its last card is out."""
    for i, m in pending(arb, MistakeKind.EXPOSED_HOLE_CARD):
        cards = m.cards or (1,)
        if pitch in cards:
            if pitch == max(cards):
                spend(arb, i)
            return True
    return False


class ExposedCard(OfTheDeal):
    kinds = (MistakeKind.EXPOSED_HOLE_CARD,)
    params = ("card", "cards", "count")
    draws = (MistakeKind.EXPOSED_HOLE_CARD,)
    rules = ("error.exposed_hole_card",)
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        assert cue.seat is not None
        if misdeal_pitch(arb, cue.pitch) or not exposed_pitch(arb, cue.pitch):
            return False
        arb.hand.pitch(cue.seat, exposed=True)
        plan = (Stage.REPLACE_EXPOSED, Stage.DONE)
        open_correction(arb, Correction(self.rules[0], self, plan, arb.hand, seat=cue.seat))
        return True

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        n = arb.hand.deal_size  # the deal's pitches (hole cards times players)
        return MistakeSpec(kind, cards=(arb.mistake_rng.randint(1, n),), hand=arb.hand_number)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if ledger.pitches(arb.hand) < arb.hand.deal_size:
            return None  # the deal goes on first
        run = then(do_replace, arb, c)
        action = TraineeAction("replace_exposed", seat=c.seat)
        return [Expect(action, "hint.replace_exposed", c.rule, run, {"seat": c.seat})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if a.name == "replace_exposed":
            return first.rule, "error.exposed_hole_card.wrong_seat", {"seat": c.seat}
        return first.rule, "error.exposed_hole_card.wrong", {}

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        if a.name == "replace_exposed" and ledger.pitches(arb.hand) < arb.hand.deal_size:
            return "error.exposed_hole_card", "error.exposed_hole_card.not_yet", {}
        return None


def misdeal_pitch(arb: Arbiter, pitch: int) -> str | None:
    """The rule of the misdeal an exposed card at this pitch makes (a second exposed card,
    or the first card, or under TDA and Robert's the first two), or None: it is replaced."""
    if ledger.exposed_count(arb.hand) >= 1:
        return "error.two_exposed"
    return "error.exposed_first_card" if pitch in arb.config.preset.misdeal_pitches else None


def do_replace(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    op = arb.hand.replace_exposed(c.seat)
    assert isinstance(op, ops.ExposedReplacing)
    note_correction(arb, c, "replace_exposed")  # the exposed card is the flop's burn
