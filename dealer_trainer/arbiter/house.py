"""The house procedures a table may ask for (CONTRACT.md "The shuffle and the dealer's
announcements"; RULES.md `deck.shuffle`, `deal.announce`): where each stands, read from the
hand's log (never kept), and doing their steps. The procedure table (`procedure.py`,
`Phase.SHUFFLE` and `Phase.ANNOUNCE`) makes them `Expect`s; `diagnose.py` asks `judge` for
the rule a step off them breaks.

- `table.shuffle: full`: the shuffle is the gestures of `SHUFFLE_STEPS` in that order, then
  the cut. Each gesture is a `ShuffleStepNoted` record; the last riffle writes the one
  `Shuffling` record, with the order the drill's seed (or `deck.order`) gives, so the deck
  is the same as a quick shuffle makes and a replay rebuilds it.
- `table.announce: true` (always on in an audition): after each bet or raise that is not all
  in, the dealer announces it (`announce: {seat, what, to}`) before the next player acts;
  an all-in gets the all-in button (`all_in_button: S`). Each is an `Announcing` record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.moneyops import ALL_IN_BUTTON
from ..engine.ops_noted import ShuffleStepNoted
from ..engine.stud_ops import BringInPosting, StudRoundOpening
from . import ledger, steps
from .actions import TraineeAction
from .house_parse import ANNOUNCED, GESTURES, SHUFFLE_STEPS
from .modes import Mode

if TYPE_CHECKING:
    from .arbiter import Arbiter

SHUFFLE_RULE = "deck.shuffle"
ANNOUNCE_RULE = "deal.announce"
BUTTON = ALL_IN_BUTTON  # the Announcing record's `what` for the all-in button


# ---- the shuffle ---------------------------------------------------------------------------
def full_shuffle(arb: Arbiter) -> bool:
    return arb.setup.shuffle == "full"


def gestures_done(arb: Arbiter) -> tuple[str, ...]:
    """The gestures of the shuffle under way: since the last shuffle or restart of the deal."""
    done: list[str] = []
    for op in ledger.deal_log(arb.hand):
        if isinstance(op, ops.Shuffling):
            done = []
        elif isinstance(op, ShuffleStepNoted):
            done.append(op.step)
    return tuple(done)


def next_gesture(arb: Arbiter) -> str | None:
    """The gesture owed now at a full table (None: the shuffle is done or none is owed)."""
    if not full_shuffle(arb) or ledger.shuffled(arb.hand):
        return None
    done = len(gestures_done(arb))
    return SHUFFLE_STEPS[done] if done < len(SHUFFLE_STEPS) else None


def do_gesture(arb: Arbiter, a: TraineeAction) -> None:
    """One gesture; the last riffle draws the deck's order (one `Shuffling`, as `shuffle`)."""
    arb.hand.note(ShuffleStepNoted(a.name))
    if len(gestures_done(arb)) == len(SHUFFLE_STEPS):
        steps.do_shuffle(arb, a)


def shuffle_progress(arb: Arbiter) -> tuple[int, int]:
    """(gestures made, gestures in the shuffle) at a full table, for the table's display."""
    if not full_shuffle(arb):
        return (0, 0)
    made = len(SHUFFLE_STEPS) if ledger.shuffled(arb.hand) else len(gestures_done(arb))
    return (made, len(SHUFFLE_STEPS))


# ---- the announcements ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Owed:
    """The announcement owed now: `what` bet or raise (to `to`), or the all-in button."""

    seat: int
    what: str
    to: int

    def action(self) -> TraineeAction:
        if self.what == BUTTON:
            return TraineeAction(BUTTON, seat=self.seat)
        return TraineeAction("announce", seat=self.seat, ruled=self.what, amount=self.to)

    def params(self) -> dict[str, object]:
        return {"seat": self.seat, "to": self.to}


def announcing(arb: Arbiter) -> bool:
    """deal.announce applies: the table asks for it, or an audition (always on there)."""
    return arb.setup.announce or arb.setup.mode is Mode.AUDITION


def owed(arb: Arbiter) -> Owed | None:
    """The last decision of the round, if it is a bet or raise not yet announced, or an
    all-in without its button. Reads the log back to the last decision."""
    if not announcing(arb) or arb.complete:
        return None
    said = False
    for op in reversed(arb.hand.log):
        if isinstance(op, ops.Announcing) and op.what in (*ANNOUNCED, BUTTON):
            said = True
        elif isinstance(op, ops.PlayerActing):
            if said:
                return None
            if op.action == "all_in":
                return Owed(op.seat, BUTTON, op.to)
            if op.action in ANNOUNCED:
                return Owed(op.seat, op.action, op.to)
            return None
        elif isinstance(op, BringInPosting):  # a completion is the round's first bet
            return Owed(op.seat, "bet", op.amount) if op.complete and not said else None
        elif isinstance(op, ops.RoundOpening | StudRoundOpening | ops.BetCollecting | ops.Gathering
                        | ops.HandVoiding | ops.Shuffling):
            return None
    return None


def owed_view(arb: Arbiter) -> tuple[int, str, int] | None:
    """The announcement owed now as the snapshot has it: (seat, what, his total)."""
    due = owed(arb)
    return (due.seat, due.what, due.to) if due is not None else None


def do_announce(arb: Arbiter, a: TraineeAction) -> None:
    assert a.seat is not None
    if a.name == BUTTON:
        arb.hand.announce(BUTTON, 0, a.seat)
    else:
        arb.hand.announce(a.ruled or "", a.amount or 0, a.seat)


def buttons(arb: Arbiter) -> tuple[int, ...]:
    """The seats with the all-in button in front of them (this deal's)."""
    out = [op.seat for op in ledger.deal_log(arb.hand)
           if isinstance(op, ops.Announcing) and op.what == BUTTON and op.seat is not None]
    return tuple(s for s in dict.fromkeys(out) if s in arb.hand.live)


# ---- steps off them ------------------------------------------------------------------------
def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """A gesture at a quick table, an announcement at a table that asks for none."""
    if a.name in GESTURES and not full_shuffle(arb):
        return "invalid.quick_shuffle", {}
    if a.name in ("announce", BUTTON) and not announcing(arb):
        return "invalid.no_announce", {}
    return None


def judge(arb: Arbiter, a: TraineeAction, rule: str | None,
          want: str | None) -> tuple[str, str, dict[str, object]] | None:
    """The rule and message of a step off these procedures (`rule`, `want`: the rule and
    action name of the first step owed); None: not theirs, judged as before."""
    gesture = next_gesture(arb)
    if gesture is not None and want in GESTURES:
        if a.name in GESTURES:  # out of order
            return SHUFFLE_RULE, f"deck.shuffle.step.{gesture}", {"did": a.name}
        if a.name == "cut":  # the cut before the shuffle is done
            return SHUFFLE_RULE, f"deck.shuffle.missing.{gesture}", {}
    if a.name in GESTURES:  # the shuffle is over: a gesture now is a step out of place
        return SHUFFLE_RULE, "deck.shuffle.done", {}
    due = owed(arb)
    if due is not None and rule == ANNOUNCE_RULE:
        if a.name in ("announce", BUTTON):
            return ANNOUNCE_RULE, f"deal.announce.wrong.{due.what}", due.params()
        return ANNOUNCE_RULE, f"deal.announce.missing.{due.what}", due.params()
    if a.name in ("announce", BUTTON):  # nothing to announce now
        return ANNOUNCE_RULE, "deal.announce.nothing", {}
    return None
