"""A stud burn that took no card (error.stud_missed_burn) or two (error.stud_double_burn):
what the two share. "If the dealer burns two cards for one round or fails to burn a card,
the cards are corrected, if at all possible, to their proper positions" (Robert's Stud 13).
The mistake (`missed_burn` / `double_burn`, `street: fourth` .. `seventh`) misfires the burn
before that street, and it is seen before the street's first card: `burn` (missed) or
`return_burn` (double), then the street, in every preset.

A missed burn on fourth to sixth street with `found_after: D` (D >= 1) comes to light only
after the street's cards are out, before its round opens. Presets differ
(`Preset.stud_late_burn_stands`): Robert's Stud 13, "the cards are corrected, if at all
possible, to their proper positions": the first seat's card, which was the burn, goes to the
burns (`burn_exposed`), each later seat's card moves back one seat (`deal: S`), and the last
seat gets the next card off the stub (`deal: S`); the TDA (38, one burn per street, "never
more"): the street stands and the next street burns one, so nothing is owed."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.ops_noted import IrregularityNoted
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..outcome import Event
from ..procedure import Expect
from ..stud_procedure import next_pitch, opened, streets
from .base import (
    Correction,
    Diagnosis,
    Family,
    OfTheDeal,
    Stage,
    corrections_noted,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .stud_moved_card import DEALS
from .stud_stages import LateBurn, StudStage, later_streets, noted_stage

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class StudMisfiredBurn(OfTheDeal):
    """The shared part; each subclass names its kind, the cards taken and its stage."""

    params = ("street",)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    moments = frozenset({Moment.BEFORE_BURN, Moment.AFTER_PITCH})
    taken: int
    stage: StudStage
    hint: str
    wrong: str

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.AFTER_PITCH:
            for c in unseen(arb, self.rules[0]):
                if next_pitch(h, opened(h)) is None:  # the street's cards are out
                    self.reveal(arb, c)
            return False
        k = opened(h)
        if h.game.button or not 0 < k < len(streets(h)) or len(h.zones.stub) < self.taken + 8:
            return False
        for i, m in pending(arb, *self.kinds):
            if m.street != streets(h)[k].value:
                continue
            spend(arb, i)
            h.misburn(self.taken)
            if m.found_after > 0 and not self.taken:  # found after the street's cards
                arb.corrections.append(LateBurn(self.rules[0], self, (StudStage.UNSEEN,
                                                Stage.DONE), h, step=-1, street=m.street,
                                                seats=tuple(sorted(h.live))))
                return True
            open_correction(arb, Correction(self.rules[0], self, (self.stage, Stage.DONE), h,
                                            street=m.street))
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: a street from fourth to seventh, found before its cards or (a missed
        burn, now and then) after them."""
        found = arb.mistake_rng.choice((0, 0, 1))
        return MistakeSpec(kind, street=later_streets(arb), found_after=found,
                           hand=arb.hand_number)

    def reveal(self, arb: Arbiter, c: Correction) -> None:
        """It comes to light after the street's cards (a player speaks up): the street
        stands (TDA 38) or its cards move back to their proper places (Robert's Stud 13)."""
        stands = arb.config.preset.stud_late_burn_stands
        c.plan = (Stage.DONE,) if stands else (StudStage.BURN_EXPOSED, StudStage.MOVE_BACK,
                                               Stage.DONE)
        c.at, c.step = len(arb.hand.log), 0
        arb.hand.note(IrregularityNoted(c.rule))
        arb._mistake_fired = c
        arb._events.append(Event("mistake", c.seat, rule=c.rule))

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is StudStage.MOVE_BACK and isinstance(c, LateBurn):
            moved = sum(n.step == stage.value for n in corrections_noted(c, since))
            return moved >= len(c.seats)
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        if isinstance(c, LateBurn):
            return late_expects(arb, c)
        if c.stage is not self.stage:
            return None
        h = arb.hand

        def run(a: TraineeAction) -> None:
            if self.taken:
                h.return_burn()
            else:
                h.burn()
            note_correction(arb, c, self.stage.value)

        return [Expect(TraineeAction(self.stage.value), self.hint, c.rule, run,
                       {"street": c.street})]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if isinstance(c, LateBurn):
            return c.rule, "error.stud_missed_burn.late", {"step": first.example.text()}
        return c.rule, self.wrong, {"street": c.street}


def unseen(arb: Arbiter, rule: str) -> list[LateBurn]:
    """This hand's missed burn not come to light yet (found after the street's cards)."""
    return [c for c in arb.open_corrections() if isinstance(c, LateBurn) and c.rule == rule
            and c.hand is arb.hand and c.plan[0] is StudStage.UNSEEN]


def late_expects(arb: Arbiter, c: LateBurn) -> list[Expect] | None:
    """Robert's Stud 13 after the street's cards: the first seat's card (the burn) to the
    burns, then each seat in deal order gets the next seat's card, the last the stub's."""
    h, seats = arb.hand, c.seats
    if c.stage is StudStage.BURN_EXPOSED:
        def burn(a: TraineeAction) -> None:
            h.burn_hole_card(seats[0])
            note_correction(arb, c, StudStage.BURN_EXPOSED.value)

        return [Expect(TraineeAction("burn_exposed"), "hint.stud_missed_burn.burn_exposed",
                       c.rule, burn, {"seat": seats[0]})]
    if c.stage is not StudStage.MOVE_BACK:
        return None
    i = sum(n.step == StudStage.MOVE_BACK.value for n in corrections_noted(c, h.log[c.at:]))
    dst = seats[i]
    src = seats[i + 1] if i + 1 < len(seats) else None
    up = h.game.faces[[s.value for s in streets(h)].index(c.street or "fourth")][0]

    def move(a: TraineeAction) -> None:
        if src is None:
            h.pitch(dst, exposed=up)
        else:
            h.move_hole_card(src, dst, exposed=up)
        note_correction(arb, c, StudStage.MOVE_BACK.value, str(dst))

    hint = "hint.stud_missed_burn.move" if src else "hint.stud_missed_burn.last"
    return [Expect(TraineeAction("deal", seat=dst), hint, c.rule, move,
                   {"seat": dst, "from": src or 0},
                   match=lambda a: a.name in DEALS and a.seat == dst)]
