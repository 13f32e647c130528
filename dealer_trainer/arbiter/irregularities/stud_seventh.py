"""A seventh-street card dealt face up in stud (error.stud_seventh_exposed). Presets differ
(RULES.md "Dealer errors in stud"; `Preset.stud_seventh_replaced`):

- `roberts` (Stud 17): it plays face up. With three or more players the others get theirs
  down and he is offered the all-in (`offer_all_in: S`, before the betting); heads-up, the
  first player's card up makes the second's up too (`deal_up: T`), the second's up is
  offered the all-in. The high board with all the upcards acts first (`first_to_act` reads
  the boards as they lie).
- `tda` (RP-10-B): replaced if betting action remains: the card to the burns
  (`burn_exposed`), the others' cards down, then his down (`deal_down: S`); with no betting
  left the card plays and nothing is owed.

The mistake is `wrong_face` (`pitch: N`) on a seventh-street pitch. The player's answer to the
offer is the default of CONTRACT.md's `declares_all_in` (false): he declines.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING

from ...engine import ops
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from ..stud_procedure import next_pitch, opened
from ..stud_steps import do_stud_deal
from .base import (
    Correction,
    Diagnosis,
    Family,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
)
from .stud_stages import StudStage, noted_stage, spend_at_pitch

if TYPE_CHECKING:
    from ..arbiter import Arbiter

SEVENTH = 4  # the street's index among third..seventh

HINTS = {
    StudStage.BURN_EXPOSED: "hint.stud_seventh.burn_exposed",
    StudStage.DEAL_DOWN: "hint.stud_seventh.deal_down",
    StudStage.DEAL_UP: "hint.stud_seventh.deal_up",
    StudStage.OFFER: "hint.stud_seventh.offer_all_in",
}


class StudSeventhExposed(OfTheDeal):
    kinds = draws = (MistakeKind.WRONG_FACE,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    params = ("pitch",)
    rules = ("error.stud_seventh_exposed",)
    moments = frozenset({Moment.BEFORE_PITCH})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if h.game.button or cue.seat is None or opened(h) != SEVENTH:
            return False
        pitch = next_pitch(h, SEVENTH)
        if pitch is None or pitch[0] != cue.seat or pitch[1]:
            return False
        if not spend_at_pitch(arb, self.kinds, cue.pitch):
            return False
        h.pitch(cue.seat, exposed=True)
        open_correction(arb, Correction(self.rules[0], self, self.plan(arb, cue.seat), h,
                                        seat=cue.seat))
        return True

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: the first seventh-street card dealt face up."""
        return MistakeSpec(kind, street=arb.hand.game.streets[SEVENTH], hand=arb.hand_number)

    def plan(self, arb: Arbiter, seat: int) -> tuple[Enum, ...]:
        h = arb.hand
        if arb.config.preset.stud_seventh_replaced:  # TDA RP-10-B
            with_chips = [s for s in h.live if h.stacks[s] > 0]
            if len(with_chips) < 2:
                return (Stage.DONE,)  # no betting left: the card plays
            return StudStage.BURN_EXPOSED, StudStage.DEAL_DOWN, Stage.DONE
        if len(h.live) == 2 and still_to_deal(arb, seat):  # Robert's Stud 17, heads-up
            return StudStage.DEAL_UP, Stage.DONE
        return StudStage.OFFER, Stage.DONE

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        stage, seat, h = c.stage, c.seat, arb.hand
        assert seat is not None
        others = still_to_deal(arb, seat)
        if stage is StudStage.BURN_EXPOSED:
            def burn(a: TraineeAction) -> None:
                h.burn_hole_card(seat)
                note_correction(arb, c, stage.value)
            return [self.step(c, TraineeAction("burn_exposed"), burn)]
        if stage is StudStage.DEAL_DOWN:
            if others:  # the others first, in deal order, each down
                nxt = others[0]
                return [Expect(TraineeAction("deal", seat=nxt), "hint.stud_deal", c.rule,
                               partial(do_stud_deal, arb, False), {"seat": nxt},
                               match=lambda a: a.name in ("deal", "deal_down") and a.seat == nxt)]

            def down(a: TraineeAction) -> None:
                h.pitch(seat, exposed=False)
                note_correction(arb, c, stage.value)
            return [self.step(c, TraineeAction("deal_down", seat=seat), down)]
        if stage is StudStage.DEAL_UP:
            if not others:
                return None
            other = others[0]

            def up(a: TraineeAction) -> None:
                do_stud_deal(arb, True, TraineeAction("deal_up", seat=other))
                note_correction(arb, c, stage.value)
            return [self.step(c, TraineeAction("deal_up", seat=other), up, other)]
        if stage is StudStage.OFFER:
            if next_pitch(h, SEVENTH) is not None:
                return None  # the others' cards come first

            def offer(a: TraineeAction) -> None:
                note_correction(arb, c, stage.value)  # he declines (declares_all_in: false)
            return [self.step(c, TraineeAction("offer_all_in", seat=seat), offer)]
        return None

    def step(self, c: Correction, example: TraineeAction, run: object,
             seat: int | None = None) -> Expect:
        stage = c.stage
        assert isinstance(stage, StudStage) and callable(run)
        return Expect(example, HINTS[stage], c.rule, run, {"seat": seat or c.seat})

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return c.rule, "error.stud_seventh_exposed.wrong", {"step": first.example.text()}


def still_to_deal(arb: Arbiter, seat: int) -> list[int]:
    """The live seats other than `seat` still owed their seventh-street card, in deal order."""
    h = arb.hand
    return [s for s in sorted(h.live) if s != seat and len(h.zones.hole[s]) < h.game.hole_cards]
