"""Which rule a step that is not one of the right ones breaks (a violation), with the message
that says so: a fallback that names no step. The checks that hold for any step come first
(rulings owed, irregularities, the house, the money), then what the step owed says of
another done in its place (its `why_not`, its family's), then what the step done says of
itself (`out_of_place.py`), then the step owed. A step that cannot be done at all is
`refused.py`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import house, house_fees, irregularities, ledger, out_of_place, procedure, tournament
from .actions import TraineeAction
from .expect import Judged
from .money import judge as money
from .out_of_place import RULED, UNOWED, judge
from .procedure import Expect

if TYPE_CHECKING:
    from .arbiter import Arbiter


def diagnose(
    arb: Arbiter, a: TraineeAction, expects: list[Expect]
) -> tuple[str, str, dict[str, object]]:
    """The rule a step off the procedure breaks, its message key and parameters."""
    rule, key, params = _diagnose(arb, a, expects)
    if key == "pot.collect.first" and not card_next(arb):
        key = "pot.collect.before_push"  # the hand is over: no card comes, the push does
    return rule, key, params


def card_next(arb: Arbiter) -> bool:
    """Does a board card come after this round (two players still in, a street to come)?"""
    return len(arb.hand.live) > 1 and ledger.stage(arb.hand) < 3


def _diagnose(arb: Arbiter, a: TraineeAction, expects: list[Expect]) -> Judged:
    judged = out_of_place.not_dealt(arb, a)  # a player not dealt in (comings.py)
    if judged is None:  # a level's amounts, hand for hand (tournament.py)
        judged = tournament.diagnose(arb, a, expects)
    fam = procedure.family_of(arb)
    if judged is None and fam.own_checks is not None:  # a drill dealing no hand: its own steps
        judged = fam.own_checks(arb, a, expects)
    if judged is not None:
        return judged
    first = next((e for e in expects if e.visible), expects[0] if expects else None)
    open_c = irregularities.in_turn(arb)  # the one owed first, first
    judged = irregularities.judged_first(arb, a)  # a ruling owed on a player's action...
    if judged is None:
        judged = judge(RULED, arb, a, first)  # ...then the step's own (a misdeal, a kill)
    if judged is None:
        judged = irregularities.off_turn(arb, a)
    if judged is not None:
        return judged
    if open_c and first is not None and (
        first.rule.startswith("error.") or any(first.rule in c.irregularity.rules for c in open_c)
    ):
        return irregularities.diagnose_correction(arb, a, first, open_c[0])
    judged = house_fees.judge(arb, a)  # house.time_collection, jackpot.bad_beat
    if judged is None:
        judged = money.diagnose(arb, a, first)
    if judged is None:
        judged = house.judge(arb, a, first.rule if first else None,
                             first.example.name if first else None)
    if judged is None:
        judged = judge(UNOWED, arb, a, first)  # a step nothing owes (a flop scrambled)
    if judged is not None:
        return judged
    if first is None:
        return "button.move", "button.move.done", {}
    for why_not in (fam.first_checks, first.why_not, fam.other_step):
        judged = why_not(arb, a, first) if why_not is not None else None
        if judged is not None:  # the step owed says what another step breaks
            return judged
    return out_of_place.last_word(arb, a, first)
