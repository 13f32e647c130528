"""The wrong player named as low in stud, who posts (stud.wrong_bring_in, Robert's Stud 9):
"If the wrong person is designated as low and that person bets, the action is corrected to
the true low card if the next player has not yet acted. The incorrect low card takes back the
wager and the true low card must bet. If the next hand has acted after the incorrect low card
wager, the wager stands, action continues from there, and the true low card has no
obligations." Only Robert's has it, so it holds in every preset.

The mistake (`wrong_bring_in`, `seat: S`) takes the naming of the bring-in over: a relief
dealer named S, whose round opens and who posts at once. It comes to light at once
(`found_after: 0`: `rule: {seat: T, as: bring_in}` for the true low card T, S's wager goes
back) or after the next player acted (`found_after: 1`: `rule: {seat: T, as: stands}`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from ...engine.ops_noted import IrregularityNoted
from .. import ledger, steps, stud_decisions
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..outcome import Event
from ..procedure import Expect
from ..snapshot import RulingAsked
from .base import (
    Correction,
    Diagnosis,
    Family,
    OfTheDeal,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .player_action import STUD_RULINGS
from .stud_stages import StudStage, WrongLow, noted_stage

if TYPE_CHECKING:
    from ..arbiter import Arbiter


# each ruling's hint and the message of a step off it
KEYS: dict[Enum, tuple[str, str]] = {
    StudStage.MOVE_BRING_IN: ("hint.stud_wrong_bring_in.bring_in",
                              "stud.wrong_bring_in.wrong.bring_in"),
    StudStage.STANDS: ("hint.stud_wrong_bring_in.stands", "stud.wrong_bring_in.wrong.stands"),
}


class StudWrongBringIn(OfTheDeal):
    kinds = draws = (MistakeKind.WRONG_BRING_IN,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    params = ("seat", "found_after")
    rules = ("stud.wrong_bring_in",)
    moments = frozenset({Moment.BEFORE_NAMING, Moment.AFTER_DECISION})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.AFTER_DECISION:
            for c in arb.open_corrections():
                if (isinstance(c, WrongLow) and c.irregularity is self and c.hand is h
                        and c.plan[0] is StudStage.UNSEEN
                        and wagers_after(arb) >= max(1, c.found_after)):
                    reveal(arb, c)
            return False
        if cue.street != Street.THIRD.value or cue.seat is None:
            return False
        for i, m in pending(arb, *self.kinds):
            seat = m.seat if m.seat is not None else misnamed(arb, cue.seat)
            if seat is None or seat == cue.seat or not h.can_misname_low(seat):
                continue
            spend(arb, i)
            h.misname_low(seat)
            stud_decisions.forced_decision(arb, seat, steps.next_scripted(arb, Street.THIRD))
            if m.found_after <= 0:
                open_correction(arb, WrongLow(self.rules[0], self, (StudStage.MOVE_BRING_IN,
                                              Stage.DONE), h, seat=seat, low=cue.seat))
            else:  # not yet an irregularity of any step
                arb.corrections.append(WrongLow(
                    self.rules[0], self, (StudStage.UNSEEN, Stage.DONE), h, step=-1,
                    seat=seat, low=cue.seat, found_after=m.found_after))
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: the seat after the true low card named (`seat` None, which no drill
        has: the validator asks for it), found at once or after the next player acted."""
        return MistakeSpec(kind, found_after=arb.mistake_rng.randint(0, 1), hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted_stage(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        assert isinstance(c, WrongLow)
        stage = c.stage
        if stage is StudStage.MOVE_BRING_IN:
            def move(a: TraineeAction) -> None:
                assert c.seat is not None
                arb.hand.move_bring_in(c.seat, c.low)
                note_correction(arb, c, stage.value)
        elif stage is StudStage.STANDS:
            def move(a: TraineeAction) -> None:
                note_correction(arb, c, stage.value)
        else:
            return None
        hint = KEYS[stage][0]
        return [Expect(TraineeAction("rule", seat=c.low, ruled=stage.value), hint, c.rule, move,
                       {"seat": c.low, "wrong": c.seat})]

    def asks(self, arb: Arbiter, c: Correction) -> RulingAsked | None:
        """Both rulings of stud.wrong_bring_in (the dealer must know which one the table
        calls for), on the true low card, the seat named wrongly said."""
        if not isinstance(c, WrongLow) or c.stage not in KEYS:
            return None
        return RulingAsked(c.low, STUD_RULINGS, "picker.title.stud_bring_in", other=c.seat)

    def refuses(self, arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
        """`rule: {as: bring_in}` or `{as: stands}` with no wrong low card come to light."""
        if a.name != "rule" or a.ruled not in STUD_RULINGS:
            return None
        if any(isinstance(c, WrongLow) and c.seen for c in arb.open_corrections()):
            return None
        return "invalid.no_ruling_owed", {}

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        assert isinstance(c, WrongLow)
        stage = c.stage if c.stage in KEYS else StudStage.MOVE_BRING_IN
        return c.rule, KEYS[stage][1], {"seat": c.low, "wrong": c.seat}


def wagers_after(arb: Arbiter) -> int:
    """Third street's decisions since the wrong low card's wager (his own not counted)."""
    return ledger.street_decisions(arb.hand, Street.THIRD) - 1


def reveal(arb: Arbiter, c: WrongLow) -> None:
    """It comes to light: a player speaks up (the step is an `irregularity`). The next
    player has acted: the wager stands."""
    c.plan = (StudStage.STANDS, Stage.DONE)
    c.at, c.step = len(arb.hand.log), 0
    arb.hand.note(IrregularityNoted(c.rule))
    arb._mistake_fired = c
    arb._events.append(Event("mistake", c.seat, rule=c.rule))


def misnamed(arb: Arbiter, low: int | None) -> int | None:
    """Free deal's wrong low card: the first seat after the true one that may be named."""
    h = arb.hand
    seats = sorted(h.occupied)
    if low not in seats:
        return None
    at = seats.index(low)
    return next((s for s in seats[at + 1:] + seats[:at] if h.can_misname_low(s)), None)
