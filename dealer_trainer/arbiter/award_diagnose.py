"""What a push of the pot owed breaks when it is not the right one: the `why_not` of the
award rows of the procedure (`procedure.award_expects`), asked by `diagnose.py`: a seat that
mucked or has no part in the pot, the wrong pot first, a hi-lo half wrong, the right seats
with the wrong amount, or the wrong hand (cards speak)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.award import pot_winners
from . import hilo_award, ledger
from .actions import TraineeAction
from .cards_speak import why_it_wins

if TYPE_CHECKING:
    from .arbiter import Arbiter
    from .procedure import Expect, Judged


def wrong_push(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """A push where this one is owed (another step: the fallback words it)."""
    if a.name != "award":
        return None
    target = first.example
    mucked = [x for x in a.to if x in arb.conceded]
    if mucked:
        return "showdown.muck", "showdown.muck.no_claim", {"seat": mucked[0]}
    claim = no_claim(arb, a)
    if claim is not None:
        return claim
    if a.pot != target.pot:
        return "award.side_first", "award.side_first.order", {"pot": target.pot}
    halves = hilo_award.diagnose(arb, a, winners(arb, target.pot or 0))
    if halves is not None:
        return halves
    rule = "award.split" if len(target.to) > 1 or len(a.to) > 1 else first.rule
    if tuple(sorted(a.to)) == target.to:  # the right seats: only the amount is wrong
        right = arb.hand.pots[target.pot or 0].amount
        return rule, "award.amount.whole", {"pot": target.pot, "amount": a.amount,
                                            "right": right,
                                            "winners": ", ".join(map(str, target.to))}
    return (rule, *why_it_wins(arb, target.pot or 0, target.to, a.to))  # cards speak


def winners(arb: Arbiter, pot: int) -> tuple[int, ...]:
    """The seats that win pot `pot` (the one live hand, or the best hands it is open to)."""
    h = arb.hand
    if len(h.live) == 1:
        return (next(iter(h.live)),)
    return pot_winners(h.pots[pot], ledger.hand_values(arb.hand))


def no_claim(arb: Arbiter, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
    """A push to a seat with no part in the pot: one who folded (award.main_and_side),
    or one all in for less than the pot's level (pot.all_in)."""
    h = arb.hand
    pot = a.pot or 0
    for seat in a.to:
        if seat in h.pots[pot].eligible:
            continue
        if seat not in h.live:
            rule = "award.uncontested" if len(h.live) == 1 else "award.main_and_side"
            return rule, "award.no_claim.folded", {"seat": seat, "pot": pot}
        return "pot.all_in", "pot.all_in.no_claim", {"seat": seat, "pot": pot}
    return None
