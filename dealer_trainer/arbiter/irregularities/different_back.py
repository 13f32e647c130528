"""A card with a different back (error.different_back): card N off the deck, counted from the
deal's cut, has a back of another colour. Robert's Rules of Poker, Irregularities 3: "If a
card with a different color back appears during a hand, all action is void and all chips in
the pot are returned to the respective bettors. If a card with a different color back is
discovered in the stub, all action stands." The TDA has no rule of its own on it, so every
preset follows Robert's.

The dealer does not see it while it lies in the stub. Where it comes to light decides:

- a step takes it out of the stub (a pitch, a burn, a board card): it appears during the hand,
  and the hand is void before or after substantial action alike (`void_hand`, the correction
  a fouled deck owes too: `void_base.py`); a misdeal is refused;
- the hand needs no more cards (its showdown, reads, rake or push are next) and it is still
  in the stub: it is discovered in the stub, and all action stands: the hand goes on to its
  push, and a `void_hand` is refused.

Which card it is, and whether it has come to light, is read from the deal's log: the shuffle
and the cut before its `mistake` note, and its irregularity note. If the deal ends otherwise
before either (a misdeal, another void), nobody ever sees it."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.cards import Card
from ...engine.hand import Hand
from ...engine.ops_noted import IrregularityNoted, MistakeSpent
from .. import ledger, procedure
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect, Phase
from .base import BOTH, Correction, Diagnosis, Stage, open_correction, pending, spend
from .deal_stages import Back
from .void_base import PLAN, VoidsHand

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.different_back"
KIND = MistakeKind.DIFFERENT_BACK
# the phases after the hand's last card: nothing more comes off the stub
DEALT_OUT = frozenset({Phase.SHOWDOWN, Phase.READ, Phase.RAKE, Phase.AWARD})


class DifferentBack(VoidsHand):
    void_hint = "hint.void_different_back"
    not_misdeal = "error.different_back.not_misdeal"
    void_message = "error.different_back.void"
    kinds = draws = (KIND,)
    games = BOTH  # free deal draws it in a stud hand too (it fires there, and is put right)
    params = ("at",)
    rules = (RULE,)
    moments = frozenset({Moment.AFTER_CUT, Moment.STEP_DONE})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.AFTER_CUT:
            if not ledger.pitches(h):  # the deal's cut, not a recut for a board dealt again
                for i, _ in pending(arb, KIND):
                    spend(arb, i)  # the deck as cut holds it: `odd_card` reads which
                    break
            return False
        card = odd_card(arb)
        if card is None or found(h):
            return False
        if card not in h.zones.stub:
            open_correction(arb, Correction(RULE, self, PLAN, h))
        elif procedure.phase(arb) in DEALT_OUT:
            open_correction(arb, Correction(RULE, self, (Back.STANDS, Stage.DONE), h))
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Any card a hand may use, or the one after them (found in the stub)."""
        n = arb.hand.deal_size  # the deal's pitches (hole cards times players)
        return MistakeSpec(kind, at=arb.mistake_rng.randint(1, n + 9), hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is Back.STANDS:
            return any(isinstance(op, ops.ChipsPushing) for op in since)
        return super().stage_done(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.plan[0] is Back.STANDS:
            return None  # the ordinary procedure goes on
        return super().expects(arb, c)

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        if c.plan[0] is Back.STANDS and a.name == "void_hand":
            return RULE, "error.different_back.stands", {}
        return None

    def void_params(self, arb: Arbiter, c: Correction) -> dict[str, object]:
        return {"card": str(odd_card(arb) or "")}

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        c.corrected = c.plan[0] is Back.STANDS  # the hand ended as it stood


def odd_card(arb: Arbiter) -> Card | None:
    """The card with the different back in this deal: card N off the deck as the deal's
    shuffle and cut (and a fouled deck's copy, at the same moment) left it when its mistake
    was spent; None if none is in this deal."""
    stub: list[Card] = []
    for op in ledger.deal_log(arb.hand):
        if isinstance(op, ops.Shuffling):
            stub = list(op.order)
        elif isinstance(op, ops.Cutting):
            stub = stub[op.at :] + stub[: op.at]
        elif isinstance(op, ops.DeckFouling):
            stub[op.at] = op.card
        elif isinstance(op, MistakeSpent) and op.kind == KIND.value and op.how == "fired":
            at = arb.scheduled[op.index].at
            return stub[at - 1] if 1 <= at <= len(stub) else None
    return None


def found(h: Hand) -> bool:
    """It has come to light in this deal (its irregularity note)."""
    return any(isinstance(op, IrregularityNoted) and op.rule == RULE for op in ledger.deal_log(h))
