"""A fouled deck (error.fouled_deck): card N off the deck is a second copy of a card. It is
found the moment both copies have been seen face up (on the board, exposed, in a shown
hand); then, before or after substantial action alike, the hand is void (`void_hand`: a
complete deck replaces the fouled one, every chip goes back) and dealt again from the
blinds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import corrections as C
from .. import schedule, voiding
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "error.fouled_deck"


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    return [Expect(TraineeAction("void_hand"), "hint.void_fouled", RULE,
                   lambda a: _void(arb, c))]


def _void(arb: Arbiter, c: Correction) -> None:
    for other in arb.open_corrections():
        if other is not c:  # the hand they belonged to is void
            other.closed = other.corrected = True
    voiding.void(arb)
    schedule.note_correction(arb, c, "void_hand")
    c.stage = C.Stage.DONE


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    if a.name == "misdeal":
        return RULE, "error.fouled_deck.not_misdeal", {}
    return RULE, "error.fouled_deck.void", {"card": str(arb.hand.fouled_card() or "")}



