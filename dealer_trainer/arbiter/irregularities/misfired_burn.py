"""A burn that took no card (error.missed_burn) or two (error.double_burn): what the two
irregularities share. The burn before `street` misfires when the trainee burns; the error
comes to light at once (`found_after: 0`) or, with `found_after: D`, at the first later
moment (the street turned, or a decision) at which the hand has had D decisions. What is
owed then depends on that moment (RULES.md "Dealer errors on the board"):

- no card of the street turned yet;
- the street turned, before any action on it (with no betting possible, Robert's corrects
  as before action while the card is still the last one turned);
- after action on it: the card stands; the next street not yet dealt: presets differ.

Until it comes to light its correction waits unseen (`BurnStage.UNSEEN`); a correction the
trainee starts earlier is accepted, the one due at the moment he starts it (CONTRACT.md
`found_after`), and never offered as a hint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from enum import Enum, StrEnum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.hand import Hand
from ...engine.ops_noted import IrregularityNoted
from ...engine.preset import FlopFix
from ...engine.variant import FLOP_BOARD, FLOP_BOARD_STREETS, board_after
from .. import ledger, steps
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..outcome import Event
from ..procedure import Expect, then
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    corrections_noted,
    logged,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .deal_stages import FoundLate

if TYPE_CHECKING:
    from ..arbiter import Arbiter

STREETS = FLOP_BOARD_STREETS
BOARD_AFTER = {s: board_after(FLOP_BOARD, s) for s in STREETS}  # board cards once it is turned


class BurnStage(StrEnum):
    """The stages of these corrections beyond the shared ones (`base.Stage`)."""

    BURN_AGAIN = "burn_again"  # Robert's, after a missed burn stood: the street's second burn
    BURN_EXPOSED = "burn_exposed"  # the card turned without a burn goes to the burns
    RETURN_BURN = "return_burn"  # the last card burnt back on top of the stub
    RETURN_BOARD = "return_board"  # the last board card back on top of the stub
    UNSEEN = "unseen"  # not come to light yet (`found_after`): nothing owed


class Found(StrEnum):
    """When the misfire came to light, for the street it belongs to."""

    UNTURNED = "unturned"
    BEFORE_ACTION = "before_action"
    AFTER_ACTION = "after_action"


class MisfiredBurn(Irregularity):
    """The shared part: firing, discovery, the steps of each stage, the diagnosis."""

    kind: MistakeKind
    taken: int  # cards the misfired burn takes
    moments = frozenset(
        {Moment.BEFORE_BURN, Moment.STREET_DEALT, Moment.AFTER_DECISION, Moment.MISDEAL}
    )

    # ---- firing and discovery ----------------------------------------------------------
    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.MISDEAL:  # the hand dealt again after a misdeal is clean
            for i, _ in pending(arb, self.kind):
                spend(arb, i, "voided")
            for c in self.unseen(arb):
                arb.corrections.remove(c)  # the misfire went with the voided deal
            return False
        if cue.moment is Moment.BEFORE_BURN:
            street = ledger.STAGE_STREET.get(ledger.stage(h))
            for i, m in pending(arb, self.kind):
                if street is None or m.street != street or len(h.zones.stub) < self.taken + 5:
                    continue
                spend(arb, i)
                h.misburn(self.taken)
                if m.found_after <= 0:
                    self.open(arb, street, Found.UNTURNED)
                else:
                    c = FoundLate(self.rules[0], self, (BurnStage.UNSEEN, Stage.DONE), h,
                                  step=-1, street=street, found_after=m.found_after)
                    arb.corrections.append(c)  # not yet an irregularity of any step
                return True
            return False
        for c in self.unseen(arb):
            assert isinstance(c, FoundLate) and c.street is not None
            if decisions(h) >= max(1, c.found_after):
                self.reveal(arb, c)
        return False

    def unseen(self, arb: Arbiter) -> list[Correction]:
        """This hand's misfire that has not come to light yet (its correction unseen)."""
        return [c for c in arb.open_corrections()
                if c.irregularity is self and c.hand is arb.hand and c.plan[0] is BurnStage.UNSEEN]

    def reveal(self, arb: Arbiter, c: Correction, *, spoken: bool = True) -> None:
        """It comes to light: the correction due is the one for this moment. A player speaks
        up (`spoken`: the step's outcome is `irregularity`, as `open_correction` marks one),
        or the dealer saw it himself and starts its correction (the step is simply ok)."""
        street = c.street or "flop"
        c.plan = self.plan(arb, street, when(arb.hand, street))
        c.redeal_street = next_street(arb.hand)
        c.at, c.step = len(arb.hand.log), 0
        arb.hand.note(IrregularityNoted(c.rule))
        if spoken:
            arb._mistake_fired = c
            arb._events.append(Event("mistake", c.seat, rule=c.rule))

    def open(self, arb: Arbiter, street: str, moment: Found) -> None:
        c = Correction(self.rules[0], self, self.plan(arb, street, moment), arb.hand,
                       street=street, redeal_street=next_street(arb.hand))
        open_correction(arb, c)

    def plan(self, arb: Arbiter, street: str, moment: Found) -> tuple[Enum, ...]:
        raise NotImplementedError

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        rng = arb.mistake_rng
        found = rng.choice((0, 0, rng.randint(1, 8)))
        return MistakeSpec(kind, street=rng.choice(STREETS), found_after=found,
                           hand=arb.hand_number)

    # ---- what is done, by the log ------------------------------------------------------
    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is BurnStage.UNSEEN:
            return False
        notes = [op.step for op in corrections_noted(c, since)]
        if stage is Stage.WAIT:  # the next street's burn is due, or already begun
            return bool(notes) or next_street_due(c)
        if stage is BurnStage.BURN_AGAIN:
            return notes.count("burn") >= (2 if Stage.BURN in c.plan else 1)
        if isinstance(stage, BurnStage):
            return stage.value in notes
        return logged(c, stage, since)

    # ---- the steps owed ----------------------------------------------------------------
    def early(self, arb: Arbiter, c: Correction) -> list[Expect]:
        """The steps due if it came to light now, accepted before it does (not as hints):
        taking the first of them brings it to light, with that plan."""
        if c.plan[0] is not BurnStage.UNSEEN or c.closed:
            return []
        street = c.street or "flop"
        now = replace(c, plan=self.plan(arb, street, when(arb.hand, street)),
                      redeal_street=next_street(arb.hand))
        out = self.expects(arb, now) or []
        for e in out:
            e.visible = False
            e.run = seen_first(self, arb, c, e.run)
        return out

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        stage = c.stage
        if stage in (Stage.WAIT, Stage.DONE, BurnStage.UNSEEN):
            return None
        street = c.street or "flop"
        if stage is Stage.STREET:
            hint = "hint.street" if Stage.BURN in c.plan else "hint.street_no_burn"
            return [step(arb, c, street, hint, {"street": street}, do_card)]
        nxt = c.redeal_street or street
        table: dict[Enum, tuple[str, str, dict[str, object]]] = {
            Stage.RETURN: ("return_to_deck", "hint.burns.flop_back", {}),
            Stage.SHUFFLE: ("shuffle", "hint.reshuffle", {}),
            Stage.CUT: ("cut", "hint.recut", {}),
            Stage.SCRAMBLE: ("scramble_flop", "hint.burns.scramble", {}),
            BurnStage.BURN_EXPOSED: ("burn_exposed", "hint.burns.burn_exposed",
                                     {"street": street}),
            BurnStage.RETURN_BOARD: ("return_board", "hint.burns.return_board",
                                     {"street": street}),
        }
        if stage is Stage.BURN:
            hint, params = self.burn_hint(c, street, nxt)
            return [step(arb, c, "burn", hint, params, do_burn)]
        if stage is BurnStage.BURN_AGAIN:
            return [step(arb, c, "burn", "hint.burns.second_burn", {"street": nxt}, do_burn)]
        if stage is BurnStage.RETURN_BURN:
            hint, params = self.return_burn_hint(c, street, nxt)
            return [step(arb, c, "return_burn", hint, params, do_return_burn)]
        name, hint, params = table[stage]
        return [step(arb, c, name, hint, params, DOERS[name])]

    def burn_hint(self, c: Correction, street: str, nxt: str) -> tuple[str, dict[str, object]]:
        if Stage.WAIT in c.plan:
            return "hint.burn", {"street": nxt}
        if Stage.RETURN in c.plan:
            return "hint.burn", {"street": street}
        return "hint.burns.burn_now", {"street": street}

    def return_burn_hint(
        self, c: Correction, street: str, nxt: str
    ) -> tuple[str, dict[str, object]]:
        if Stage.WAIT in c.plan:
            return "hint.burns.extra_burn_back", {"street": nxt}
        if BurnStage.RETURN_BOARD in c.plan:
            return "hint.burns.return_burn_then_card", {"street": street}
        return "hint.burns.return_burn", {"street": street}

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if c.stage is Stage.SCRAMBLE and a.name == "return_to_deck":
            return first.rule, "error.missed_burn.tda_scramble", {}
        redeal = arb.config.preset.missed_flop_burn is FlopFix.REDEAL
        if c.stage is Stage.RETURN and a.name == "scramble_flop" and redeal:
            return first.rule, "error.missed_burn.reshuffle", {}
        return first.rule, f"{self.rules[0]}.wrong", {}

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        if c.plan[0] is BurnStage.UNSEEN:  # it never came to light: nobody knows, nothing owed
            arb.corrections.remove(c)
            return
        # the hand ended before the next street: nothing was owed any more
        c.corrected = c.stage is Stage.WAIT


def seen_first(
    irr: MisfiredBurn, arb: Arbiter, c: Correction, run: Callable[[TraineeAction], None]
) -> Callable[[TraineeAction], None]:
    """A correction started before anyone spoke up: the dealer saw it himself."""

    def seen_then_run(a: TraineeAction) -> None:
        irr.reveal(arb, c, spoken=False)
        run(a)

    return seen_then_run


def step(
    arb: Arbiter, c: Correction, name: str, hint: str, params: dict[str, object],
    do: Callable[[Arbiter, Correction], None],
) -> Expect:
    example = (TraineeAction(name, zones=("board",)) if name == "return_to_deck"
               else TraineeAction(name))
    return Expect(example, hint, c.rule, then(do, arb, c), params)


# ---- doing each step (engine operations, each noted in the log) ---------------------------
def noted(do: Callable[[Hand], object], step: str,
          detail: str = "") -> Callable[[Arbiter, Correction], None]:
    """A step that does `do` on the hand and notes it (its stage is then done, by the log)."""

    def run(arb: Arbiter, c: Correction) -> None:
        do(arb.hand)
        note_correction(arb, c, step, detail)

    return run


do_burn = noted(lambda h: h.burn(), "burn")
do_return_burn = noted(lambda h: h.return_burn(), "return_burn")
# TDA 39-B: one of the three is the burn; the next card off the stub completes the flop
do_scramble = noted(lambda h: h.scramble_to_burns(3), "scramble_flop")


def do_card(arb: Arbiter, c: Correction) -> None:
    """The street's card(s) again, without a burn; its betting round is already open."""
    street = c.street or "flop"
    have = len(arb.hand.zones.board)
    arb.hand.turn_board(BOARD_AFTER[street] - have)
    note_correction(arb, c, street)


DOERS: dict[str, Callable[[Arbiter, Correction], None]] = {
    "return_to_deck": noted(lambda h: h.return_to_stub(("board",)), "return_to_deck", "[board]"),
    "shuffle": lambda arb, c: steps.do_shuffle(arb, TraineeAction("shuffle")),
    "cut": lambda arb, c: steps.do_cut(arb, TraineeAction("cut")),
    "scramble_flop": do_scramble,
    "burn_exposed": noted(lambda h: h.burn_exposed(), "burn_exposed"),
    "return_board": noted(lambda h: h.return_board(), "return_board"),
}


# ---- reading the table ----------------------------------------------------------------------
def decisions(h: Hand) -> int:
    """Players' decisions in this deal."""
    return sum(1 for op in ledger.deal_log(h) if isinstance(op, ops.PlayerActing))


def when(h: Hand, street: str) -> Found:
    """The moment, for `street`, at which its misfired burn comes to light."""
    board = len(h.zones.board)
    if board < BOARD_AFTER[street]:
        return Found.UNTURNED
    if board > BOARD_AFTER[street] or ledger.round_decisions(h) > 0:
        return Found.AFTER_ACTION
    return Found.BEFORE_ACTION


def next_street(h: Hand) -> str | None:
    """The first street not yet turned."""
    board = len(h.zones.board)
    return next((s for s in STREETS if BOARD_AFTER[s] > board), None)


def next_street_due(c: Correction) -> bool:
    """The street after the one that misfired is next, its betting before it over."""
    h = c.hand
    street = ledger.STAGE_STREET.get(ledger.stage(h))
    return (
        street == c.redeal_street
        and h.is_round_complete()
        and not h.bets_out()
        and len(h.live) > 1
    )
