"""A boxed card (error.boxed_card): card N off the deck lies face up in the deck. It shows as
soon as it is the top card of the stub; it is "a meaningless scrap of paper" (Robert's
Irregularities 7): the dealer shows it and puts it in the muck (`scrap`) from where it lies,
then repeats the step it interrupted (the same seat's pitch, the burn, or the street's
missing card turned without a burn). While it lies on top, steps that take no card go on; a
step that takes it lands it face up where it went. A second one in the deal, before
substantial action, is a misdeal (error.two_boxed, `two_boxed.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from ...engine.hand import Hand
from .. import ledger, procedure
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect, then
from .base import (
    BOTH,
    Correction,
    Diagnosis,
    OfTheDeal,
    Stage,
    corrections_noted,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .deal_stages import Boxed

if TYPE_CHECKING:
    from ..arbiter import Arbiter

_BOARD_SIZE = {Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}


PLAN = (Boxed.SCRAP, Boxed.REFILL, Stage.DONE)


def showing(arb: Arbiter, irregularity: object) -> tuple[ops.Card, str, int | None] | None:
    """A boxed card that has just come to light: it lies on top of the stub (or where it
    went unseen, in a flop turned at once) and no correction for it is under way."""
    lie = arb.hand.boxed_lie()
    if lie is None:
        return None
    for c in arb.open_corrections():
        if c.rule in ("error.boxed_card", "error.two_boxed") and c.stage is not Stage.DONE:
            return None
    return lie


def in_the_deal_again(arb: Arbiter) -> bool:
    """A second boxed card shows in the deal (so before substantial action)."""
    h = arb.hand
    scrapped = any(isinstance(op, ops.CardScrapping) for op in ledger.deal_log(h))
    return scrapped and ledger.pitches(h) < h.deal_size


class BoxedCard(OfTheDeal):
    kinds = draws = (MistakeKind.BOXED_CARD,)
    games = BOTH  # free deal draws it in a stud hand too (it fires there, and is put right)
    params = ("card", "cards")
    rules = ("error.boxed_card",)
    moments = frozenset({Moment.AFTER_CUT, Moment.STEP_DONE})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.AFTER_CUT:  # card N off the deck, counted from the deal's cut
            if not ledger.pitches(h):
                for i, m in pending(arb, *self.kinds):
                    spend(arb, i)
                    for n in m.cards:
                        if n <= len(h.zones.stub):
                            h.box(h.zones.stub[n - 1])
            return False
        lie = showing(arb, self)
        if lie is None or in_the_deal_again(arb):
            return False
        open_correction(arb, Correction(self.rules[0], self, PLAN, h, seat=lie[2]))
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        n = arb.hand.deal_size  # the deal's pitches (hole cards times players)
        return MistakeSpec(kind, cards=(arb.mistake_rng.randint(1, n + 8),),
                           hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        scrap = next((op for op in since if isinstance(op, ops.CardScrapping)), None)
        if stage is Boxed.SCRAP:
            return scrap is not None
        if stage is Boxed.REFILL:
            return scrap is not None and (scrap.zone != "board" or refill(c.hand)[1] <= 0 or any(
                op.step in ledger.STREET_CARDS for op in corrections_noted(c, since)))
        return super().stage_done(c, stage, since)

    def owed_first(self, arb: Arbiter, c: Correction) -> bool:
        """Face up where it went (the board, a hand, the burns): scrapped before any other
        correction moves the cards it lies among (back into the stub, never)."""
        lie = arb.hand.boxed_lie()
        return lie is not None and lie[1] != "stub" and c.stage is Boxed.SCRAP

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is Boxed.SCRAP and arb.hand.boxed_lie() is None:
            return None  # covered again (a burn put back on it): nothing to scrap until it shows
        if c.stage is Boxed.REFILL:
            street, missing = refill(arb)
            hint: dict[str, object] = {"street": street}
            run = then(do_refill, arb, c, missing)
            return [Expect(TraineeAction(street), "hint.boxed_refill", c.rule, run, hint)]
        scrap = Expect(TraineeAction("scrap"), "hint.scrap", c.rule, then(do_scrap, arb, c))
        lie = arb.hand.boxed_lie()
        if lie is None or lie[1] != "stub":
            return [scrap]
        # on top of the stub: the steps that take no card go on; one that takes it lands it
        others = procedure.normal_expects(arb)
        for e in others:
            e.visible = False
        return [scrap, *others]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if c.stage is Boxed.REFILL:
            return c.rule, "error.boxed_card.refill", dict(first.hint_params)
        return c.rule, "error.boxed_card.scrap", {}


def refill(arb: Arbiter | Hand) -> tuple[str, int]:
    """The street whose card(s) the scrapped one leaves missing, and how many (none: the
    board holds its street's cards, as when the boxed card was one of a four-card flop)."""
    h = arb if isinstance(arb, Hand) else arb.hand
    return h.street.value, _BOARD_SIZE.get(h.street, 0) - len(h.zones.board)


def do_scrap(arb: Arbiter, c: Correction) -> None:
    arb.hand.scrap()
    note_correction(arb, c, "scrap")


def do_refill(arb: Arbiter, c: Correction, missing: int) -> None:
    arb.hand.turn_board(missing)  # the street's round is open already: only its card is owed
    note_correction(arb, c, refill(arb)[0])
