"""A misplaced button (error.button_position): the hand starts with the disc at the wrong
seat. Before any blind the dealer moves it; after a blind or a card, before substantial
action, the hand is void and the button moves, then blinds, shuffle, cut and deal again;
after substantial action the hand plays on, and the next button is the floor's
(`seeds`, `roberts`: `call_floor`) or the next seat after the disc (`tda`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING, ClassVar

from ...engine import ops
from ...engine.config import next_seat
from .. import floor, ledger, procedure, steps, voiding
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect, Phase
from ..seating import Places
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

RULE = "error.button_position"
PLAN = (Floor.VOID, Floor.MOVE_BACK, Stage.DONE)


class ButtonMisplaced(Irregularity):
    kinds: ClassVar[tuple[MistakeKind, ...]] = (MistakeKind.BUTTON_MISPLACED,)
    draws: ClassVar[tuple[MistakeKind, ...]] = kinds
    params: ClassVar[tuple[str, ...]] = ("seat", "floor")
    rules = (RULE,)
    moments = frozenset({Moment.HAND_START})

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        """The hand starts with the disc at the mistake's seat (table.button is where it
        belongs)."""
        for i, m in pending(arb, *self.kinds):
            spend(arb, i)
            h = arb.hand
            if m.seat is None or m.seat == h.button or m.seat not in h.occupied:
                return False
            belongs = h.button
            h.move_button(m.seat)
            open_correction(arb, Correction(RULE, self, PLAN, h, seat=belongs))
            arb._mistake_fired = None  # no trainee step made it: the table starts this way
            return False
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        h = arb.hand
        seats = [s for s in h.occupied if s != h.button]
        return MistakeSpec(kind, seat=arb.mistake_rng.choice(seats), hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is Floor.VOID:  # moved before any blind: nothing to void
            return noted(c, Floor.VOID, since) or noted(c, Floor.MOVE_BACK, since)
        return noted(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        h = arb.hand
        if c.stage is Floor.MOVE_BACK:  # the hand is void: the button moves first
            return [_move_back(arb, c)]
        if not h.posted and ledger.pitches(h) == 0:
            return [_move_back(arb, c), *_hidden(arb)]
        if not ledger.substantial_action(h, arb.config.preset):
            void = Expect(TraineeAction("void_hand"), "hint.void_hand", c.rule,
                          lambda a: _void(arb, c))
            return [void, *_hidden(arb)]
        if procedure.phase(arb) is not Phase.BUTTON:
            return None  # the hand plays on
        # TDA 34-A: the error stands; the button moves on from where it is
        if arb.config.preset.misplaced_button_stands:
            seat = steps.next_button(arb)
            return [Expect(TraineeAction("move_button", seat=seat), "hint.move_button", c.rule,
                           lambda a: _finish(arb, c, None), {"seat": seat},
                           match=lambda a: a.name == "move_button" and a.seat in (None, seat))]
        seat = floor_seat(arb, c)
        ruling = TraineeAction("move_button", seat=seat)
        return [floor.floor_expect(arb, c.rule, ruling, lambda: _finish(arb, c, seat))]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        want = first.example.name
        if want == "call_floor":
            return c.rule, "error.button_position.floor", {}
        if want == "void_hand":
            return c.rule, "error.button_position.void", {}
        if want == "move_button" and c.stage is Floor.MOVE_BACK:
            return c.rule, "error.button_position.after_void", {"seat": c.seat}
        if want == "move_button" and first.hint_key == "hint.button_back":
            return c.rule, "error.button_position.move", {"seat": c.seat}
        return c.rule, "error.button_position.stands", dict(first.hint_params)


def floor_seat(arb: Arbiter, c: Correction) -> int:
    """Where the floor puts the next button (the mistake's `floor:`; by default the seat
    after where the button belonged)."""
    assert c.seat is not None
    spec = next((m for m in arb.scheduled if m.kind in c.irregularity.kinds), None)
    if spec is not None and spec.floor is not None:
        return spec.floor
    return next_seat(arb.hand.occupied, c.seat)


def _hidden(arb: Arbiter) -> list[Expect]:
    """The ordinary procedure goes on around the disc where it lies: accepted, not offered."""
    return [replace(e, visible=False) for e in procedure.normal_expects(arb)]


def _move_back(arb: Arbiter, c: Correction) -> Expect:
    return Expect(TraineeAction("move_button", seat=c.seat), "hint.button_back", c.rule,
                  lambda a: _move(arb, c), {"seat": c.seat})


def _move(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.move_button(c.seat, dead=c.seat not in arb.hand.occupied)  # a dead button's seat
    note_correction(arb, c, "move_button")


def _void(arb: Arbiter, c: Correction) -> None:
    voiding.void(arb)
    note_correction(arb, c, "void_hand")


def _finish(arb: Arbiter, c: Correction, seat: int | None) -> None:
    """The hand is over: the next button where the floor (or the TDA) puts it."""
    note_correction(arb, c, "move_button")
    c.closed = c.corrected = True
    if seat is None:
        places = steps.next_places(arb)[0]
        steps.move_disc(arb, places)  # a dead disc before a player who sits out next, too
    else:  # the floor's seat: the blinds after it
        places = Places.around(seat, steps.next_places(arb)[0].players)
        arb.hand.move_button(seat)
    arb._finish_hand(places)
