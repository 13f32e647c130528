"""A hand of one card or three (error.wrong_card_count): a pitch that took no card (the card
stays on top) or two stuck together. Before substantial action: a misdeal, or the top card to
a seat one card short when that keeps the proper sequence (right after its failed pitch, or
the button, dealt last; Robert's Misdeals 2(e), TDA 35-B). After it the hand is dead
(`kill_hand: S`; Robert's Dead Hands 1(d), TDA 38); under `tda` a short button who has not
acted takes the top card (TDA 37). With `found_after: D` nobody sees it until D decisions of
the hand (or the river's betting is over); a correction started earlier is accepted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.ops_noted import IrregularityNoted
from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..outcome import Event
from ..procedure import Expect, then
from ..snapshot import HoleView
from .base import (
    BOTH,
    Correction,
    Diagnosis,
    OfTheDeal,
    Stage,
    corrections_noted,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .deal_stages import Count, FoundLate
from .misdeal import do_misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


PLAN = (Count.FIX, Stage.DONE)
_FIXES = ("misdeal", "deal", "kill_hand")


def seen(c: Correction) -> bool:
    """Has it come to light (`Correction.seen`)? Until then the table shows nothing: a
    hand of one card or three looks like two."""
    return c.seen


def looks_like_two(arb: Arbiter, seat: int, hole: tuple[HoleView, ...]) -> tuple[HoleView, ...]:
    """The seat's hand as the table shows it: while a wrong count there has not come to
    light (its note is not in the log), two cards, as a player would see them; the true
    count once it has. A missing second card is drawn as the stub's bottom card face down,
    a card no deal of the hand reaches, so it is never shown twice."""
    hidden = any(isinstance(c.irregularity, WrongCount) and not c.seen and c.seat == seat
                 for c in arb.open_corrections())
    stub = arb.hand.zones.stub
    each = arb.hand.hole_cards
    if hidden and len(hole) > each:
        return hole[:each]
    if hidden and len(hole) == each - 1 and stub:
        return (*hole, HoleView(stub[-1], False))
    return hole


class WrongCount(OfTheDeal):
    kinds = draws = (MistakeKind.WRONG_COUNT,)
    games = BOTH  # free deal draws it in a stud hand too (it fires there, and is put right)
    params = ("seat", "cards", "found_after")
    rules = ("error.wrong_card_count",)
    moments = frozenset({Moment.BEFORE_PITCH, Moment.AFTER_DECISION, Moment.STEP_DONE})

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is Moment.BEFORE_PITCH:
            return self.pitch(arb, cue)
        h = arb.hand
        made = len(ledger.decisions(h))
        for c in arb.open_corrections():
            if c.irregularity is not self or seen(c):
                continue
            assert isinstance(c, FoundLate)
            if c.seat not in h.live or len(h.live) == 1:
                arb.corrections.remove(c)  # folded unseen: nobody ever knows, nothing owed
            elif made >= c.found_after or (h.street == h.game.streets[-1] and h.to_act() is None):
                c.step = 0
                reveal(arb, c)
        return False

    def pitch(self, arb: Arbiter, cue: Cue) -> bool:
        h, seat = arb.hand, cue.seat
        assert seat is not None
        for i, m in pending(arb, *self.kinds):
            had = sum(1 for op in ledger.deal_log(h)
                      if isinstance(op, ops.HoleDealing | ops.OddPitching) and op.seat == seat)
            if m.seat != seat or had != h.hole_cards - 1:  # his last card
                continue
            spend(arb, i)
            h.odd_pitch(seat, 0 if m.count < h.hole_cards else 2)  # one short, or one over
            c = FoundLate(self.rules[0], self, PLAN, h, seat=seat, found_after=m.found_after)
            if m.found_after <= len(ledger.decisions(h)):
                open_correction(arb, c)
            else:
                c.step = -1  # not yet an irregularity of any step
                arb.corrections.append(c)
            return True
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        rng = arb.mistake_rng
        each = arb.hand.hole_cards
        return MistakeSpec(kind, seat=rng.choice(arb.hand.occupied),
                           count=rng.choice((each - 1, each + 1)),
                           found_after=rng.randint(0, 3), hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is Count.FIX:
            return any(op.step in _FIXES for op in corrections_noted(c, since))
        return super().stage_done(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        return owed(arb, c) if seen(c) else None

    def early(self, arb: Arbiter, c: Correction) -> list[Expect]:
        if seen(c) or c.closed:
            return []
        out = owed(arb, c)
        for e in out:
            e.visible = False
            e.run = seen_first(arb, c, e.run)
        return out

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        fix = first.example  # the step owed, said in words (arbiter.messages)
        if a.name == "misdeal" and ledger.substantial_action(arb.hand, arb.config.preset):
            return "deal.misdeal_deadline", "deal.misdeal_deadline.passed", {}
        if a.name == "kill_hand":
            return "ruling.kill_hand", "ruling.kill_hand.not_dead", {"seat": a.seat, "fix": fix}
        return c.rule, "error.wrong_card_count.wrong", {"seat": c.seat, "fix": fix}


def reveal(arb: Arbiter, c: Correction) -> None:
    """A player speaks up: the irregularity is seen (as `open_correction` marks one), and its
    correction owed."""
    arb.hand.note(IrregularityNoted(c.rule))
    arb._mistake_fired = c
    arb._events.append(Event("mistake", c.seat, rule=c.rule))


def seen_first(
    arb: Arbiter, c: Correction, run: Callable[[TraineeAction], None]
) -> Callable[[TraineeAction], None]:
    """A correction started before anyone spoke up: the dealer saw it himself."""
    def seen_then_run(a: TraineeAction) -> None:
        c.step = 0
        arb.hand.note(IrregularityNoted(c.rule))
        run(a)

    return seen_then_run


def owed(arb: Arbiter, c: Correction) -> list[Expect]:
    h = arb.hand
    assert c.seat is not None
    seat = c.seat
    short = len(h.holding(seat)) < h.hole_cards
    deal = Expect(TraineeAction("deal", seat=seat), "hint.deal_short", c.rule,
                  then(do_deal_short, arb, c), {"seat": seat})
    if not ledger.substantial_action(h, arb.config.preset):
        out = [Expect(TraineeAction("misdeal"), "hint.misdeal", c.rule, then(do_misdeal, arb, c))]
        if short and in_the_deal(arb) and (right_after(arb, seat) or seat == h.button):
            out.insert(0, deal)
        return out
    takes_top = arb.config.preset.short_button_takes_top  # TDA 37: the button, who has not
    if short and takes_top and seat == h.button and not ledger.acted(h, seat):  # acted
        return [deal]
    kill = Expect(TraineeAction("kill_hand", seat=seat), "hint.kill_hand", "ruling.kill_hand",
                  then(do_kill, arb, c), {"seat": seat})
    return [kill]


def in_the_deal(arb: Arbiter) -> bool:
    """No burn or board card yet: the top card still comes in the deal's sequence (once the
    board is out, e.g. everyone all in on the blinds, it would be the next street's card)."""
    street_cards = (ops.CardBurning, ops.BoardDealing, ops.BurnMisfiring)
    return not any(isinstance(op, street_cards) for op in ledger.deal_log(arb.hand))


def right_after(arb: Arbiter, seat: int) -> bool:
    """No pitch since the seat's failed one: its card still comes in proper sequence."""
    pitched = (ops.HoleDealing, ops.StrayPitching, ops.OddPitching, ops.ShortDealing)
    last = next((op for op in reversed(ledger.deal_log(arb.hand)) if isinstance(op, pitched)),
                None)
    return isinstance(last, ops.OddPitching) and last.seat == seat


def do_deal_short(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.deal_short(c.seat)
    note_correction(arb, c, "deal", str(c.seat))


def do_kill(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.kill(c.seat)
    note_correction(arb, c, "kill_hand", str(c.seat))
