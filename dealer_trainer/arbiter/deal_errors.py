"""The deal's errors the simulator makes (CONTRACT.md `boxed_card`, `wrong_seat`,
`wrong_count`): when a scheduled one fires and what it does to the table, with engine
operations only. Their corrections are in `irregularities/boxed.py`, `wrong_count.py` and
(a misdeal) `misdeal.py`.

The moments: right after the deal's cut (a boxed card is turned in the stub), a pitch (it
lands at another seat, takes no card or two), after every step (a boxed card shows when it
reaches the top of the stub, or lies where it was dealt), after every decision (a wrong count
comes to light after `found_after` decisions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street, next_seat
from . import corrections as C
from . import ledger, schedule
from .corrections import Correction
from .mistakes import MistakeKind, MistakeSpec
from .outcome import Event

if TYPE_CHECKING:
    from .arbiter import Arbiter


def _unfired(arb: Arbiter, kind: MistakeKind) -> list[tuple[int, MistakeSpec]]:
    return [(i, m) for i, m in enumerate(arb.scheduled) if m.kind is kind and i not in arb.fired]


# ---- a boxed card ---------------------------------------------------------------------
def after_cut(arb: Arbiter) -> None:
    """Card N off the deck, counted from this cut, lies face up (only the deal's cut)."""
    h = arb.hand
    if ledger.pitches(h):
        return
    for i, m in _unfired(arb, MistakeKind.BOXED_CARD):
        arb.fired.add(i)
        for n in m.cards:
            if n <= len(h.zones.stub):
                h.box(h.zones.stub[n - 1])


def after_step(arb: Arbiter) -> None:
    """A boxed card shows: on top of the stub, or where it was dealt without being seen
    (in a flop turned at once)."""
    after_decision(arb)
    h = arb.hand
    lie = h.boxed_lie()
    for c in arb.open_corrections():
        if c.kind is C.BOXED and c.stage is C.Stage.START and (lie is None or lie[1] != "stub"):
            c.stage = C.Stage.LANDED
    showing = [c for c in arb.open_corrections() if c.kind is C.BOXED]
    if lie is None or any(c.stage is not C.Stage.DONE for c in showing):
        return
    in_deal = ledger.pitches(h) < 2 * len(h.occupied)
    scrapped = any(isinstance(op, ops.CardScrapping) for op in ledger.deal_log(h))
    if in_deal and scrapped:  # error.two_boxed: two in the deal, so before substantial action
        schedule.open_irregularity(arb, Correction("error.two_boxed", C.MISDEAL, 0))
        return
    stage = C.Stage.START if lie[1] == "stub" else C.Stage.LANDED
    schedule.open_irregularity(
        arb, Correction("error.boxed_card", C.BOXED, 0, seat=lie[2], stage=stage)
    )


# ---- a pitch gone wrong ---------------------------------------------------------------
def pitch_goes_wrong(arb: Arbiter, named: int) -> bool:
    """The trainee's pitch to `named` lands elsewhere (wrong_seat) or is one card short or
    long (wrong_count): done here, and True; False for an ordinary pitch."""
    h = arb.hand
    number = ledger.pitches(h) + 1
    for i, m in _unfired(arb, MistakeKind.WRONG_SEAT):
        if m.pitch == number:
            arb.fired.add(i)
            h.stray_pitch(named, m.seat)
            rule = wrong_seat_rule(arb, number, named, m.seat)
            schedule.open_irregularity(arb, Correction(rule, C.MISDEAL, 0, seat=m.seat))
            return True
    for i, m in _unfired(arb, MistakeKind.WRONG_COUNT):
        had = sum(1 for op in ledger.deal_log(h) if _pitched_to(op, named))
        if m.seat == named and had == 1:
            arb.fired.add(i)
            h.odd_pitch(named, 0 if m.count == 1 else 2)
            c = Correction("error.wrong_card_count", C.WRONG_COUNT, 0, seat=named)
            c.found_after = m.found_after
            if m.found_after <= len(ledger.decisions(h)):
                schedule.open_irregularity(arb, c)
            else:  # nobody sees it yet: the table shows a hand like any other
                c.stage, c.step, c.tda = C.Stage.HIDDEN, -1, arb.tda
                arb.corrections.append(c)
            return True
    return False


def _pitched_to(op: ops.Op, seat: int) -> bool:
    return isinstance(op, ops.HoleDealing | ops.OddPitching) and op.seat == seat


def wrong_seat_rule(arb: Arbiter, number: int, named: int, seat: int) -> str:
    """Which rule a pitch to the wrong seat breaks (CONTRACT.md's `wrong_seat` row)."""
    occupied = arb.hand.occupied
    if number == 1:
        return "error.first_card_wrong_seat"
    if seat not in occupied:
        return "error.card_to_empty_seat"
    if named in occupied and seat == next_seat(occupied, named):
        return "error.seat_dealt_out"
    return "error.out_of_sequence"


# ---- a wrong count comes to light -----------------------------------------------------
def after_decision(arb: Arbiter) -> None:
    """A hidden wrong count comes to light after `found_after` decisions, or when the river's
    betting is over (the showdown would show it); one whose seat folded first is moot: nobody
    ever sees it, and it leaves no irregularity."""
    h = arb.hand
    made = len(ledger.decisions(h))
    for c in arb.open_corrections():
        if c.kind is not C.WRONG_COUNT or c.stage is not C.Stage.HIDDEN:
            continue
        if c.seat not in h.live or len(h.live) == 1:
            arb.corrections.remove(c)
        elif made >= c.found_after or (h.street is Street.RIVER and h.to_act() is None):
            reveal(arb, c)


def reveal(arb: Arbiter, c: Correction) -> None:
    """A player speaks up: the irregularity is seen, and its correction owed."""
    c.stage, c.step = C.Stage.START, 0
    arb.hand.note("irregularity", c.rule)
    arb._mistake_fired = c
    arb._events.append(Event("mistake", c.seat, rule=c.rule))

