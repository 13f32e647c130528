"""The arbiter: takes the trainee's dealing steps one at a time and judges each by RULES.md.

At every moment it knows the set of steps that are right (`procedure.py`, or the open
irregularity's correction in `irregularities/`), which also gives the hint. An action in that
set is done (`ok`); a board card turned while the betting round is open is done as on a real
table and opens a correction (`irregularity`); an action that cannot be done at all is
refused (`invalid`); anything else is refused with the rule it breaks (`violation`,
`diagnose.py`). The steps announce the procedure's moments (`moments.py`), where the
irregularities (`irregularities/`, one class each) fire the scheduled dealer mistakes. What is
done is read from the hand's log (`ledger.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.config import Street, TableConfig
from ..engine.errors import EngineError, InvalidOperation
from ..engine.hand import Hand
from . import (
    color_up,
    diagnose,
    floor_book,
    flop_procedure,  # noqa: F401 - registers the flop games' procedure
    irregularities,
    ledger,
    pot_chips,
    procedure,
    race,  # noqa: F401 - registers the chip race's procedure
    refused,
    steps,
    stud_procedure,  # noqa: F401 - registers the stud games' procedure
)
from .actions import TraineeAction
from .irregularities import Correction
from .irregularities.base import Stage
from .mistakes import MistakeSpec
from .modes import hints_allowed, shows_fix
from .moments import Cue, Moment
from .money import keys as money
from .outcome import Event, Outcome, Said, ScriptError, Step
from .procedure import Expect
from .report import build_result, build_snapshot, hand_record
from .scoring import Charge, charges, score_of
from .seating import Places, hand_seed
from .setup import DrillSetup
from .snapshot import Fix, Message, TableSnapshot

# an action judged: its outcome, the rule, the message key and the message's parameters
Judged = tuple[Outcome, str | None, str | None, dict[str, object]]


@dataclass(frozen=True, slots=True)
class Hint:
    """The next right step (`action`, none when there is nothing to do), the rule it is
    done by, and what to tell the trainee (`message`: an edge says it, `messages.message_text`)."""

    action: TraineeAction | None
    message: Message
    rule: str | None


class Arbiter:
    config: TableConfig  # this hand's table (seating.next_hand_config)
    hand: Hand
    scheduled: list[MistakeSpec]  # this hand's dealer mistakes (lay_hand)

    def __init__(self, setup: DrillSetup) -> None:
        self.setup = setup
        self.lang = setup.lang
        self._seed(setup.seed)
        self._start_scoring()
        self.hand_number = 0
        self.races: dict[int, Hand] = {}  # a session's color-ups: each race by its hand
        self._events: list[Event] = []
        self._mistake_fired: Correction | None = None
        self._seconds: float | None = None  # the step being judged: the trainee's time on it
        self._stacks = {s.seat: s.stack for s in setup.config.seats}
        # who comes and goes, what each owes (comings.py); the button and blinds by seat
        self.comings, self.places = steps.first_hand(setup)
        self.last_places = self.places
        self._new_hand()
        self._log_mark: tuple[Hand, int] = (self.hand, 0)

    def _seed(self, seed: int) -> None:
        self.rng = random.Random(seed)  # shuffles and cuts
        self.bot_rng = random.Random(seed * 7919 + 1)
        self.mistake_rng = random.Random(seed * 104729 + 2)
        self.muck_rng = random.Random(seed * 15485863 + 3)  # beaten hands mucked
        self.ruling_rng = random.Random(seed * 49979687 + 4)  # bots' odd actions (rulings)

    def _start_scoring(self) -> None:
        """What is judged and scored: the drill (all its hands), or one free-deal hand."""
        self.steps: list[Step] = []
        self.violations: list[dict[str, object]] = []
        self.corrections: list[Correction] = []
        self.hints = 0
        self.hint_steps: list[int] = []  # after which step each hint was given (0: before any)
        self.invalids = 0
        self.hand_records: list[dict[str, object]] = []
        self.complete = False

    def next_hand(self) -> None:
        """Free deal (an open-ended table): once a hand is over, the next one at the same
        table, judged and scored on its own. Its table comes the way a drill's next hand
        does (`_new_hand`, seating.py), a busted player buying in again (`setup.rebuy`);
        each hand is dealt from a seed of its own (`seating.hand_seed`)."""
        if not self.complete:
            raise InvalidOperation("the hand is not over yet")
        self._seed(hand_seed(self.setup.seed, self.hand_number))
        self._start_scoring()
        self._new_hand()
        self._log_mark = (self.hand, 0)

    # ---- hand life cycle ----------------------------------------------------------------
    def _new_hand(self) -> None:
        self.hand_number += 1
        lay_hand(self)

    def _lay_hand(self) -> None:  # this hand laid again (after a session's chip race)
        lay_hand(self)

    def _finish_hand(self, places: Places) -> None:  # places: the next hand's (seating.py)
        h = self.hand
        for street in Street:
            left = steps.next_scripted(self, street)
            if left is not None:
                raise ScriptError(
                    f"the hand is over before this {street.value} decision for seat "
                    f"{left.decision.seat}",
                    left.where,
                )
            ask = money.requests_left(self, street)
            if ask is not None:
                raise ScriptError(
                    f"the hand is over before this {street.value} request for seat {ask.seat}",
                    ask.where,
                )
        self._stacks.update(h.stacks)
        last = self.hand_number >= self.setup.hands or sum(v > 0 for v in h.stacks.values()) < 2
        for c in self.open_corrections():
            if not last and c.irregularity.carries_over(self, c):
                continue  # correctable in the next hand (a wrong push)
            # the hand ended before the rest of the correction was due (everyone folded):
            # what was owed by then is what counts
            c.irregularity.hand_over(self, c)
            c.closed = True
        self.comings = self.comings.settle(self.places, self.setup, self.hand_number)
        self.hand_records.append(self._hand_record())
        self.last_places = self.places  # seat.balance re-lays the next hand from them
        self.places = places
        live_players = [s for s, v in self._stacks.items() if v > 0]
        done = self.hand_number >= self.setup.hands or len(places.players) < 2  # (dealt in)
        if done or len(live_players) < 2:
            self.complete = True
        else:
            self._new_hand()

    # ---- what the log says is done (arbiter/ledger.py): no flag kept beside it ---------
    @property
    def last_words(self) -> dict[int, Said]:
        return ledger.last_words(self.hand)

    @property
    def conceded(self) -> set[int]:
        return ledger.conceded(self.hand)

    @property
    def start_stacks(self) -> dict[int, int]:
        return {s.seat: s.stack for s in self.config.seats}

    # ---- queries ------------------------------------------------------------------------
    @property
    def is_complete(self) -> bool:
        return self.complete

    @property
    def players_may_act(self) -> bool:
        if self.complete or self.hand.to_act() is None:
            return False
        return any(e.example.name == "wait" for e in self._expects())

    def open_corrections(self) -> list[Correction]:
        return [c for c in self.corrections if not c.closed]

    def expected(self) -> tuple[TraineeAction, ...]:
        """The right next steps (for tests and tools; the GUI shows them only as a hint)."""
        return tuple(e.example for e in self._expects() if e.visible)

    def hint(self) -> Hint:
        if not hints_allowed(self.setup.mode):  # an audition: none, and nothing charged
            return Hint(None, Message("hint.audition"), None)
        self.charge_hint()
        ex = [] if self.complete else [e for e in self._expects() if e.visible]
        if not ex:
            return Hint(None, Message("hint.done"), None)
        e = ex[0]
        return Hint(e.example, Message.of(e.hint_key, **e.hint_params), e.rule)

    def fix_of(self, rule: str) -> Fix:
        """How the irregularity `rule` is put right (Learn shows it with the irregularity):
        the rule's correction, else the first step it owes now; the edge says it."""
        ex = [e for e in self._expects() if e.visible]
        return Fix(rule, Message.of(ex[0].hint_key, **ex[0].hint_params) if ex else None)

    # ---- the one entry point ------------------------------------------------------------
    def apply(self, action: TraineeAction, *, seconds: float | None = None) -> Step:
        """Judge one action. `seconds`: the trainee's time on it, from an edge with a clock
        (the GUI); it is kept in the step record (a script's steps have none)."""
        n = len(self.steps) + 1
        self._seconds = seconds
        self._events = []
        self._mistake_fired = None
        self._log_mark = (self.hand, len(self.hand.log))  # what this step's operations follow
        if action.seats:  # deal: [S, T, ...]
            return self._record(n, action, *judge_deal_list(self, action))
        return self._record(n, action, *self._judge(action))

    def _judge(self, action: TraineeAction) -> Judged:
        """One action judged, and done if it is right: its outcome, rule, message key and
        the message's parameters."""
        if self.complete:
            return Outcome.INVALID, None, "invalid.drill_over", {}
        invalid = refused.invalid(self, action)
        if invalid is not None:
            key, params = invalid
            return Outcome.INVALID, None, key, params
        if action.name == "collect" and not self.hand.bets_out():
            return Outcome.OK, None, None, {}  # nothing to pull in
        expects = self._expects()
        for e in expects:
            if e.matches(action):
                e.run(action)
                self.announce(Cue(Moment.STEP_DONE, action=action))
                self._close_done()
                steps.muck_after_push(self)
                fired = self._mistake_fired
                floor_said = next((ev.act for ev in self._events if ev.kind == "floor"), None)
                if fired is None and floor_said is not None:  # the floor's own decision
                    return Outcome.OK, None, "procedure.floor_ruled", {"floor": floor_said}
                if fired is not None:
                    return (Outcome.IRREGULARITY, fired.rule, "banner." + fired.rule,
                            {"seat": fired.seat})
                return Outcome.OK, None, None, {}
        if action.name == "call_floor":  # where the book decides: the floor does the step
            ruling = floor_book.rule_by_the_book(self)
            if ruling is not None:
                self._close_done()
                return Outcome.OK, None, "procedure.floor_by_the_book", {"floor": ruling}
        if self.announce(Cue(Moment.EARLY_BOARD, action=action)):
            premature = self._mistake_fired
            assert premature is not None
            return Outcome.IRREGULARITY, premature.rule, "banner." + premature.rule, {"seat": None}
        rule, key, params = diagnose.diagnose(self, action, expects)
        return Outcome.VIOLATION, rule, key, params

    def announce(self, cue: Cue) -> bool:
        """A moment of the procedure (a step's): the irregularities listening may fire
        there. True: one took the step's own engine operation over."""
        return irregularities.announce(self, cue)

    def _close_done(self) -> None:
        for c in self.corrections:
            if not c.closed and c.stage is Stage.DONE:
                c.closed = True
                c.corrected = True

    def _record(
        self,
        n: int,
        action: TraineeAction,
        outcome: Outcome,
        rule: str | None,
        key: str | None,
        params: dict[str, object],
    ) -> Step:
        fix = None
        if outcome is Outcome.IRREGULARITY and rule and shows_fix(self.setup.mode):
            fix = self.fix_of(rule)
        hand, mark = self._log_mark
        expected = str(params["expected"]) if outcome is Outcome.VIOLATION and (
            "expected" in params) else None
        step = Step(
            n=n,
            action=action.text(),
            outcome=outcome,
            rule=rule,
            message_key=key,
            params=params,
            events=tuple(self._events),
            act=action,
            ops=tuple(hand.log[mark:]),
            expected=expected,
            fix=fix,
            seconds=self._seconds,
        )
        self.steps.append(step)
        if outcome is Outcome.VIOLATION:
            # its message: the step's, said where the result is written (messages.result_words)
            self.violations.append({"step": n, "rule": rule})
            if expected:
                self.violations[-1]["expected"] = expected
            if "pitch" in params and action.seats:  # the pitch of a deal list refused
                self.violations[-1]["pitch"] = params["pitch"]
        elif outcome is Outcome.INVALID:
            self.invalids += 1
        for c in self.corrections:
            if c.step == 0:
                c.step = n
        return step

    # ---- the right next steps -----------------------------------------------------------
    def _expects(self) -> list[Expect]:
        if self.complete:
            return []
        # a ruling owed comes first (betting waits for it); otherwise the oldest correction
        for c in irregularities.in_turn(self):
            ex = irregularities.correction_expects(self, c)
            if ex is not None:
                return ex
        return (procedure.normal_expects(self) + irregularities.early_expects(self)
                + pot_chips.expects(self))  # the dealer's colour-up, when he chooses

    # ---- what the GUI and the runner read -----------------------------------------------
    def score(self, elapsed_s: float | None = None, *, live: bool = False) -> int:
        """The drill's score: 100 less its charges (`charges`)."""
        return score_of(self.charges(elapsed_s, live=live))

    def charges(self, elapsed_s: float | None = None, *, live: bool = False
                ) -> tuple[Charge, ...]:
        """Every point lost so far, each with its reason (scoring.py); `live` (the table's
        running figure) does not yet count an irregularity still being corrected."""
        return charges(self, elapsed_s, live=live)

    def charge_hint(self) -> None:
        """A hint given (or the floor ruling by the book, which costs the same)."""
        self.hints += 1
        self.hint_steps.append(len(self.steps))

    def passed(self) -> bool:
        return self.complete and not self.violations and all(c.corrected for c in self.corrections)

    def result(self, elapsed_s: float | None = None) -> dict[str, object]:
        """The drill's result, CONTRACT.md's JSON without its words (the steps' and the
        violations' `message`, the steps' `fix`): the edge that writes it says them
        (`messages.result_words`)."""
        return build_result(self, elapsed_s)

    def snapshot(self) -> TableSnapshot:
        return build_snapshot(self)

    def _hand_record(self) -> dict[str, object]:
        return hand_record(self)

    def check_invariants(self) -> None:
        self.hand.check_invariants()


def lay_hand(arb: Arbiter) -> None:
    """The arbiter's hand: its table, the hand, its mistakes; at a session's color-up the
    chip race first (color_up.py: once it is over, the hand is laid again from the stacks it
    left)."""
    arb.config, arb.places = steps.next_table(arb)
    owed = color_up.race_table(arb)
    if owed is not None:  # the race's table is the arbiter's until the hand is laid again
        arb.config = owed
        arb.hand = Hand(owed, rng=arb.rng)
        arb.scheduled = []  # a drill's mistakes are its hands'; free deal may draw one here
        draw_mistake(arb)
        return
    arb.hand = Hand(arb.config, rng=arb.rng)
    arb.scheduled = [m for m in arb.setup.mistakes if m.hand == arb.hand_number]
    draw_mistake(arb)
    arb.announce(Cue(Moment.HAND_START))


def draw_mistake(arb: Arbiter) -> None:
    """Free deal: at its rate, one random mistake among those drawn at the table laid now
    (the hand's, or a session's chip race before it: `irregularities.drawable`); a table
    where none can happen draws nothing (nor takes a number from the mistakes' generator)."""
    rate = arb.setup.random_mistakes
    if not rate or not irregularities.drawable(arb) or arb.mistake_rng.random() >= rate:
        return
    extra = irregularities.random_mistake(arb)
    if all(m.kind is not extra.kind for m in arb.scheduled):
        arb.scheduled.append(extra)


def judge_deal_list(arb: Arbiter, action: TraineeAction) -> Judged:
    """`deal: [S, T, ...]`: one step, each pitch judged alone, in order. A refused pitch
    refuses the rest of the list, and its outcome names it (`pitch`: its place in the list,
    from 1); otherwise the step is the first irregularity a pitch made, if any."""
    judged: Judged = (Outcome.OK, None, None, {})
    for i, seat in enumerate(action.seats, 1):
        arb._mistake_fired = None
        outcome, rule, key, params = arb._judge(TraineeAction("deal", seat=seat))
        if outcome in (Outcome.INVALID, Outcome.VIOLATION):
            return outcome, rule, key, {**params, "pitch": i, "pitch_seat": seat}
        if outcome is Outcome.IRREGULARITY and judged[0] is Outcome.OK:
            judged = outcome, rule, key, params
    return judged


__all__ = ["Arbiter", "Hint", "EngineError", "InvalidOperation", "lay_hand"]
