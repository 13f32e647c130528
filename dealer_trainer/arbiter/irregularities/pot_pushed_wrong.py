"""A pot pushed to the wrong player (award.wrong_push): the trainee's first accepted award
of pot P lands in front of seat S instead. The dealer takes it back and pushes it to the
right seats (`award` again). How long that can be done (presets differ): until the next
hand's first shuffle (`seeds`, `roberts`) or until substantial action on the next hand
(`tda`); in a drill's last hand, until `move_button`. Until then the hand may go on, but
not past that point: the step that would pass it is refused. Under `tda`, should substantial
action come on the next hand all the same with the pot not awarded again, the irregularity
closes uncorrected."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.award import split_amounts
from ...engine.ops_noted import PushOwed
from ...engine.preset import PushDeadline
from .. import ledger, procedure, steps
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .floor_base import Floor, noted

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "award.wrong_push"
PLAN = (Floor.AGAIN, Stage.DONE)


class WrongPush(Irregularity):
    kinds = draws = (MistakeKind.WRONG_PUSH,)
    params = ("pot", "seat")
    rules = (RULE,)
    moments = frozenset({Moment.BEFORE_AWARD, Moment.AFTER_DECISION})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is Moment.AFTER_DECISION:
            _close_at_substantial_action(arb)
            return False
        return self._push(arb, cue)

    def _push(self, arb: Arbiter, cue: Cue) -> bool:
        """The trainee's push of the pot: where a wrong push is scheduled, the chips land in
        front of its seat instead (the step's own push is taken over)."""
        a, h = cue.action, arb.hand
        assert a is not None
        pot = a.pot or 0
        for i, m in pending(arb, *self.kinds):
            if m.pot != pot:
                continue
            spend(arb, i)
            if m.seat is None or m.seat not in h.occupied or (m.seat,) == tuple(a.to):
                return False
            due = split_amounts(h.pots[pot].amount, a.to, h.button, h.occupied,
                                chip=h.config.chip)
            h.push(pot, (m.seat,))
            c = Correction(RULE, self, PLAN, h, seat=m.seat, pot=pot,
                           amounts=tuple(sorted(due.items())), hand_number=arb.hand_number)
            open_correction(arb, c)
            # what was owed, for a history of a hand whose wrong push stood at its end
            h.note(PushOwed(RULE, pot, tuple(sorted(due.items()))))
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        seat = arb.mistake_rng.choice(list(arb.hand.occupied))
        return MistakeSpec(kind, pot=0, seat=seat, hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted(c, stage, since)

    def carries_over(self, arb: Arbiter, c: Correction) -> bool:
        return arb.hand_number == c.hand_number  # correctable until the next hand's deadline

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        pot = c.pot or 0
        best = tuple(s for s, _ in c.amounts)
        again = Expect(
            TraineeAction("award", pot=pot, to=best),
            "hint.award_again",
            RULE,
            lambda a: _again(arb, c, a),
            {"pot": pot, "winners": ", ".join(map(str, best)), "seat": c.seat},
            match=lambda a: a.name == "award" and a.pot == pot and tuple(sorted(a.to)) == best,
        )
        later = [
            replace(e, visible=False)
            for e in procedure.normal_expects(arb)
            if not past_deadline(arb, c, e)
        ]
        return [again, *later]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return RULE, "award.wrong_push.again", dict(first.hint_params)


def past_deadline(arb: Arbiter, c: Correction, e: Expect) -> bool:
    """Whether doing `e` (a step of the ordinary procedure) would pass the preset's deadline
    for the correction, so that it must come first: in the drill's last hand `move_button`;
    on the next hand its first shuffle (`seeds`, `roberts`), or under `tda` a decision that
    would make substantial action (TDA 22: "accounting errors" until then), or, should that
    hand end first, its award."""
    name = e.example.name
    if arb.hand_number == c.hand_number:
        return name == "move_button" and arb.hand_number >= arb.setup.hands
    if _until_substantial(arb):  # or the next hand's end, should it come first (its award)
        return name == "award" or name == "wait" and _next_decision_is_substantial(arb)
    return name == "shuffle"


def _until_substantial(arb: Arbiter) -> bool:
    return arb.config.preset.wrong_push_until is PushDeadline.SUBSTANTIAL_ACTION


def _next_decision_is_substantial(arb: Arbiter) -> bool:
    """TDA 36: the decision about to be made (a bot's, drawn from a copy of its random
    state) would make the third decision of the deal, or the second with chips put in."""
    made = ledger.decisions(arb.hand)
    if len(made) != 1:
        return len(made) >= 2
    return made[0].amount > 0 or steps.puts_chips_in(steps.upcoming(arb))


def _close_at_substantial_action(arb: Arbiter) -> None:
    """Substantial action on the next hand with the pot not awarded again: too late."""
    if not _until_substantial(arb) or not ledger.substantial_action(arb.hand, arb.config.preset):
        return
    for c in arb.open_corrections():
        if c.rule == RULE and arb.hand_number != c.hand_number:
            c.closed = True


def _again(arb: Arbiter, c: Correction, a: TraineeAction) -> None:
    h = arb.hand
    pot = c.pot or 0
    if arb.hand_number == c.hand_number:
        h.repush(pot, a.to)
    else:
        taken = ((c.seat or 0, sum(x for _, x in c.amounts)),)
        h.repush_carried(pot, taken, c.amounts)
    note_correction(arb, c, a.name, a.award_arg())  # award: {pot: 0, to: [1]}
    c.closed = c.corrected = True  # its note may be in the next hand's log
