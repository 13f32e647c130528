"""A turn or river card off before its betting round is complete (error.premature_turn,
error.premature_river): set aside; the round goes on; when the street to deal again is
next, the card goes back into the stub, which is shuffled and cut, and the card comes
without a burn (TDA: the turn again; the seeds and Robert's: the river)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import corrections as C
from .. import ledger, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect, then
from .redeal import redeal_expects

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    h = arb.hand
    if c.stage is C.Stage.START:
        run = then(do_set_aside, arb, c)
        return [Expect(TraineeAction("set_aside"), "hint.set_aside", c.rule, run)]
    if c.stage is C.Stage.AFTER_SET_ASIDE:
        # the round goes on as normal until the street to redeal is next
        street = ledger.STAGE_STREET.get(ledger.stage(h))
        if street != c.redeal_street or not h.is_round_complete():
            return None
        if h.bets_out() or len(h.live) == 1:
            return None
        c.stage = C.Stage.RETURN
    return redeal_expects(arb, c, c.redeal_street or "river", c.rule, board_zone=False)


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    rule, name = first.rule, a.name
    if name == "return_to_deck" and any(z in ("burns", "muck") for z in a.zones):
        return rule, "error.premature.burns", {}
    if name == "burn" and first.example.name in ledger.STREET_CARDS:
        return rule, "error.premature.no_burn", {}
    if name == "wait" and c.stage is C.Stage.START:
        return rule, "error.premature.set_aside_first", {}
    return rule, "error.premature.wrong", {}


def do_set_aside(arb: Arbiter, c: Correction) -> None:
    arb.hand.set_aside_last_board_card()
    schedule.note_correction(arb, c, "set_aside")
    c.stage = C.Stage.AFTER_SET_ASIDE
    c.corrected = True  # what is owed now waits for the round; the rest is checked then
