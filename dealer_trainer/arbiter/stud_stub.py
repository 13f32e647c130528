"""The short stub before seventh street and the common card (RULES.md "The short stub and the
common card", `stud.short_stub`, `stud.common_card`): the procedure rows that take the place of
seventh street's cards when the stub cannot give every live player a fresh card.

The decision is made before the street, from the stub as the sixth-street round left it
(`stub`) and the live players: a common card is owed when the stub and the three prior burns
cannot give every one of them a card and keep the house's spare (`Preset.stud_short_stub_spare`:
TDA RP-10-H's burn and undealt last card; none under Robert's Stud 15, whose last card and
burns are dealt too). Then, as CONTRACT.md's short-stub row: `return_to_deck: [burns]`,
`shuffle`, `cut`, `burn`, `common_card`; a house that turns the common card from a stub of at
least `Preset.stud_common_from_stub` cards (TDA RP-10-H (B)) only burns and turns it.

Not built yet: the short stub that fresh cards still reach (TDA (A), Robert's deal to the last
card and reshuffle): those hands run the deck out.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.stud_ops import StudRoundOpening
from . import ledger, steps
from . import stud_diagnose as why
from .actions import TraineeAction
from .procedure import Expect

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from .arbiter import Arbiter

PRIOR_BURNS = 3  # fourth, fifth and sixth street's (TDA RP-10-H counts three)


def _since_round(h: Hand) -> list[ops.Op]:
    """The records since the last round opened (sixth street's, at seventh)."""
    log = ledger.deal_log(h)
    last = max((i for i, op in enumerate(log) if isinstance(op, StudRoundOpening)), default=-1)
    return log[last + 1:]


def stub_before(h: Hand) -> int:
    """The stub as the last round left it: the cards taken since put back on it, the burns
    returned to it since taken off."""
    since = _since_round(h)
    taken = sum(isinstance(op, (ops.CardBurning, ops.HoleDealing)) for op in since)
    back = sum(len(op.cards) for op in since if isinstance(op, ops.CardReturning))
    return len(h.zones.stub) + taken - back


def common_owed(h: Hand) -> bool:
    """stud.short_stub: seventh street's cards come as one common card."""
    if h.zones.board:
        return True
    since = _since_round(h)
    if any(isinstance(op, ops.CardReturning) for op in since):
        return True  # the burns are back: the common card is on its way
    if any(isinstance(op, ops.HoleDealing) for op in since):
        return False
    spare = h.config.preset.stud_short_stub_spare
    return stub_before(h) + PRIOR_BURNS < len(h.live) + spare


def stub_expects(arb: Arbiter) -> list[Expect]:
    """The next step toward the common card (common_owed is true)."""
    h = arb.hand
    since = _since_round(h)
    returned = any(isinstance(op, ops.CardReturning) for op in since)
    after = since
    if returned:
        i = max(i for i, op in enumerate(since) if isinstance(op, ops.CardReturning))
        after = since[i + 1:]
    from_stub = h.config.preset.stud_common_from_stub
    scramble = not from_stub or stub_before(h) < from_stub
    rule = "stud.short_stub"
    if scramble and not returned:
        return [Expect(TraineeAction("return_to_deck", zones=("burns",)), "hint.stud_short_stub",
                       rule, partial(_return, arb), why_not=why.other_step)]
    if scramble and not any(isinstance(op, ops.Shuffling) for op in after):
        return [Expect(TraineeAction("shuffle"), "hint.reshuffle", rule,
                       partial(_shuffle, arb), why_not=why.other_step)]
    if scramble and not any(isinstance(op, ops.Cutting) for op in after):
        return [Expect(TraineeAction("cut"), "hint.recut", rule,
                       partial(_cut, arb), why_not=why.other_step)]
    if not any(isinstance(op, ops.CardBurning) for op in after):
        return [Expect(TraineeAction("burn"), "hint.stud_burn", "stud.burn",
                       partial(steps.do_burn, arb), {"street": "seventh"},
                       why_not=why.other_step)]
    return [Expect(TraineeAction("common_card"), "hint.stud_common_card", "stud.common_card",
                   partial(_common, arb), why_not=why.other_step)]


def _return(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.return_to_stub(("burns",))


def _shuffle(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.shuffle()


def _cut(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.cut()


def _common(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.common_card()
