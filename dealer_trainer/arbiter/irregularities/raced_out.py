"""A player raced out of the tournament (race.not_raced_out; RULES.md "The chip race and the
color-up", TDA 24-A: "Players can't be raced out of play: a player losing their last chip(s)
in a race will get 1 chip of the lowest denomination still in play"; issue 27). In a chip
race, once the race cards are dealt and the new chips awarded, the table arrives with the
small chips out of play (`Hand.remove_chips`) and no chip given to a player whose whole stack
was odd chips and who won none: the previous dealer raced him out. Before anything else (the
hand after the race begins only then) the dealer gives him one chip of the lowest
denomination still in play, from the tray (`not_raced_out: S`, `Hand.late_not_raced_out`:
the engine's own `not_raced_out` is refused once the small chips are out). Any other step
while it is owed is a violation of race.not_raced_out.

Free deal draws it at a session's color-up (`Family.RACE`: the chip race laid before the
first hand of a level that removes a chip, color_up.py), where a player's whole stack is odd
small chips; never at a hand's table. There the race's end lays the hand
(`race.race_done`), once his chip is given.

*Inferred* (RULES.md is silent on a race already closed): the chip is given as late as the
error is seen, from the tray, as it would have been before the removal; the race is then
complete, as after `remove_chips`."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.race_ops import ChipAwarding, ChipsRemoving, ColoringUp, RaceAnnouncing
from .. import race
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from .base import (
    Correction,
    Diagnosis,
    Family,
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

RULE = "race.not_raced_out"
PLAN = (Floor.CHIP, Stage.DONE)


def _awards_done(arb: Arbiter) -> bool:
    """The race cards are dealt and the new chips awarded; nothing after them done yet."""
    h = arb.hand
    if h.config.race is None:
        return False
    if any(isinstance(op, (ChipAwarding, ChipsRemoving)) and not (
            isinstance(op, ChipAwarding) and not op.raced_out) for op in h.log):
        return False
    if not any(isinstance(op, ColoringUp) for op in h.log) or not any(
            isinstance(op, RaceAnnouncing) for op in h.log):
        return False
    dealt = sum(len(c) for c in h.race_cards().values())
    return dealt == len(race.deal_order(h)) and len(h.race_awarded()) == len(race.winners(h))


def could_be_raced_out(arb: Arbiter) -> list[int]:
    """The seats of the race laid now whose whole stack is odd small chips (none a full set
    or a new chip): each is raced out if his cards win no chip."""
    r = arb.hand.config.race
    if r is None:
        return []
    stacks = {s.seat: s.stack for s in arb.hand.config.seats}
    return [s for s, n in sorted(r.odd().items()) if stacks.get(s) == n * r.remove]


class RacedOut(Irregularity):
    kinds = draws = (MistakeKind.RACED_OUT,)
    games = frozenset({Family.RACE})  # free deal draws it at a session's color-up only
    params = ("seat",)
    rules = (RULE,)
    moments = frozenset({Moment.STEP_DONE})

    def drawn_at(self, arb: Arbiter) -> bool:
        """At a chip race where a player could be raced out (his whole stack odd chips)."""
        return super().drawn_at(arb) and bool(could_be_raced_out(arb))

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Any player raced out (no seat named: the first the race leaves without a chip)."""
        return MistakeSpec(kind, hand=arb.hand_number)

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        """After the last award: the small chips go out of play with the raced-out seat's
        last chips, and no chip is given."""
        if not _awards_done(arb):
            return False
        for i, m in pending(arb, *self.kinds):
            spend(arb, i)
            h = arb.hand
            out = race.raced_out(h)
            seat = m.seat if m.seat is not None else (out[0] if out else None)
            if seat is None or seat not in out:
                return False  # nobody is raced out here: the race goes on by the book
            h.remove_chips()
            open_correction(arb, Correction(RULE, self, PLAN, h, seat=seat))
            return False
        return False

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return noted(c, stage, since)

    def owed_first(self, arb: Arbiter, c: Correction) -> bool:
        return True  # the hand after the race waits for his chip

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        assert c.seat is not None
        r = c.hand.config.race
        assert r is not None
        params: dict[str, object] = {"seat": c.seat, "remove": r.remove, "next": r.next}
        return [Expect(TraineeAction("not_raced_out", seat=c.seat), "hint.race.not_raced_out",
                       RULE, lambda a: _give(arb, c), params)]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        return RULE, "race.not_raced_out.due", dict(first.hint_params)


def _give(arb: Arbiter, c: Correction) -> None:
    """His chip from the tray; the race is then over, as after `remove_chips`."""
    assert c.seat is not None
    arb.hand.late_not_raced_out(c.seat)
    note_correction(arb, c, Floor.CHIP.value, str(c.seat))
    race.race_done(arb)
