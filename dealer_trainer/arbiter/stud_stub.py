"""The short stub before seventh street and the common card (RULES.md "The short stub and the
common card", `stud.short_stub`, `stud.common_card`): the procedure rows that take the place of
seventh street's cards when the stub cannot give every live player a fresh card.

The decision is made before the street, from the stub as the sixth-street round left it
(`stub`) and the live players: a common card is owed when the stub and the three prior burns
cannot give every one of them a card and keep the house's spare (with
`Preset.stud_short_stub_required`, TDA RP-10-H's burn and undealt last card; none under
Robert's Stud 15, whose last card and burns are dealt too). Then, as CONTRACT.md's short-stub
row: `return_to_deck: [burns]`, `shuffle`, `cut`, `burn`, `common_card`; under the TDA a stub
of three or more only burns and turns it (RP-10-H (B)).

When fresh cards still reach everyone: the TDA scrambles the burns in before the street (A);
Robert's deals to the last card, then scrambles it with the burns, and burns again only when
that leaves a card for every player still without one.
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
SPARE = 2  # TDA RP-10-H's "required": the players "+ 1 burn + 1 undealt last card"
FROM_STUB = 3  # TDA RP-10-H (B): "the stub has at least 3 cards"


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


def plan(h: Hand) -> str | None:
    """stud.short_stub, decided before seventh street: "common" (the common card), "first"
    (the burns scrambled in before the street, TDA RP-10-H (A)), "through" (dealt to the
    last card, then the burns scrambled in, Robert's Stud 15), or None: the stub is enough."""
    if h.zones.board:
        return "common"
    spare = SPARE if h.config.preset.stud_short_stub_required else 0
    stub, live = stub_before(h), len(h.live)
    if stub + PRIOR_BURNS < live + spare:
        return "common"
    if stub < live + max(spare, 1):  # the burn and a card each (and the house's spare)
        return "first" if spare else "through"
    return None


def common_owed(h: Hand) -> bool:
    """stud.short_stub: seventh street's cards come as one common card."""
    return plan(h) == "common"


def _after_return(h: Hand) -> list[ops.Op] | None:
    """The records since the burns went back into the stub; None: they have not."""
    since = _since_round(h)
    back = [i for i, op in enumerate(since) if isinstance(op, ops.CardReturning)]
    return since[back[-1] + 1:] if back else None


def reshuffle_expects(arb: Arbiter, burn: bool) -> list[Expect]:
    """The burns back into the stub, shuffle, cut, and (`burn`) a burn; [] once done."""
    h = arb.hand
    after, rule = _after_return(h), "stud.short_stub"
    if after is None:
        return [Expect(TraineeAction("return_to_deck", zones=("burns",)), "hint.stud_short_stub",
                       rule, partial(_return, arb), why_not=why.other_step)]
    if not any(isinstance(op, ops.Shuffling) for op in after):
        return [Expect(TraineeAction("shuffle"), "hint.reshuffle", rule,
                       partial(_shuffle, arb), why_not=why.other_step)]
    if not any(isinstance(op, ops.Cutting) for op in after):
        return [Expect(TraineeAction("cut"), "hint.recut", rule,
                       partial(_cut, arb), why_not=why.other_step)]
    if burn and not any(isinstance(op, ops.CardBurning) for op in after):
        return [_burn(arb)]
    return []


def stub_expects(arb: Arbiter) -> list[Expect]:
    """The next step toward the common card (common_owed is true)."""
    h = arb.hand
    if not h.config.preset.stud_short_stub_required or stub_before(h) < FROM_STUB:
        ex = reshuffle_expects(arb, burn=True)
        if ex:
            return ex
    elif not any(isinstance(op, ops.CardBurning) for op in _since_round(h)):
        return [_burn(arb)]  # TDA RP-10-H (B): burn, then the common card
    return [Expect(TraineeAction("common_card"), "hint.stud_common_card", "stud.common_card",
                   partial(_common, arb), why_not=why.other_step)]


def seventh_expects(arb: Arbiter, cards_due: int) -> list[Expect]:
    """Seventh street's short-stub steps owed before its next card ([]: deal it).
    `cards_due`: the live seats still without their seventh-street card."""
    h = arb.hand
    how = plan(h)
    if how == "first":  # TDA RP-10-H (A): scrambled, cut, burnt, then every card
        return reshuffle_expects(arb, burn=True)
    if how == "through" and (_after_return(h) is not None or len(h.zones.stub) <= 1):
        # Robert's Stud 15: the last card with the burns; "if there are not as many cards as
        # players remaining without a card, the dealer does not burn"
        return reshuffle_expects(arb, burn=len(h.zones.stub) - 1 >= cards_due)
    return []


def _burn(arb: Arbiter) -> Expect:
    return Expect(TraineeAction("burn"), "hint.stud_burn", "stud.burn",
                  partial(steps.do_burn, arb), {"street": "seventh"}, why_not=why.other_step)


def _return(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.return_to_stub(("burns",))


def _shuffle(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.shuffle()


def _cut(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.cut()


def _common(arb: Arbiter, a: TraineeAction) -> None:
    arb.hand.common_card()
