"""What a stud card at the wrong seat owes (error.stud_extra_card, error.stud_missed_player):
`deal: T` moves it from the top of the seat's pile to the seat T it belonged to, with the
face T's card on this street has ("corrected, if at all possible, to their proper positions",
Robert's Stud 13). Shared by `stud_extra.py` and `stud_missed.py`."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ..actions import TraineeAction
from ..procedure import Expect
from ..stud_procedure import cards_through, next_pitch, opened
from .base import Correction, Diagnosis, OfTheDeal, Stage, note_correction, open_correction
from .stud_stages import MovedCard, StudStage, noted_stage

if TYPE_CHECKING:
    from ..arbiter import Arbiter

DEALS = ("deal", "deal_up", "deal_down")


class MovedCardError(OfTheDeal):
    """The shared part; each subclass fires its own mistake and opens `open_moved`."""

    hint: str
    wrong: str

    def open_moved(self, arb: Arbiter, rule: str, at: int, owner: int, up: bool) -> None:
        plan = (StudStage.MOVE_CARD, Stage.DONE)
        open_correction(arb, MovedCard(rule, self, plan, arb.hand, seat=at, owner=owner, up=up))

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if c.stage is not StudStage.MOVE_CARD or not isinstance(c, MovedCard):
            return None
        owner = c.owner

        def run(a: TraineeAction) -> None:
            assert c.seat is not None
            arb.hand.move_hole_card(c.seat, owner, exposed=c.up)
            note_correction(arb, c, StudStage.MOVE_CARD.value)

        return [Expect(TraineeAction("deal", seat=owner), self.hint, c.rule, run,
                       {"seat": owner, "from": c.seat},
                       match=lambda a: a.name in DEALS and a.seat == owner)]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        assert isinstance(c, MovedCard)
        return c.rule, self.wrong, {"seat": c.owner, "from": c.seat}


def later_street_pitch(arb: Arbiter, seat: int | None) -> tuple[int, bool] | None:
    """On fourth street or later, the seat the next pitch is for, and the face it has; None
    on third street or where `seat` is not that seat."""
    h = arb.hand
    k = opened(h)
    if h.game.button or seat is None or k == 0:
        return None
    pitch = next_pitch(h, k)
    if pitch is None or pitch[0] != seat:
        return None
    return seat, pitch[1]


def next_live(arb: Arbiter, seat: int) -> int | None:
    """The live seat after `seat` still owed this street's card (None: he is the last)."""
    h = arb.hand
    need = cards_through(h, opened(h))
    later = [s for s in sorted(h.live) if s > seat and len(h.zones.hole[s]) < need]
    return later[0] if later else None


__all__ = ["MovedCardError", "later_street_pitch", "next_live"]
