"""One sitting at the table: the arbiter, the steps so far, the hint, the clock.

The GUI's only door to the arbiter. No pygame: the table scene drives it and tests can too.
A drill is one arbiter; so is free deal, whose arbiter deals hand after hand, each scored on
its own (`next_hand`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..arbiter import ActionError, Arbiter, DrillSetup, Hint, Outcome, Step, TraineeAction
from ..arbiter.audition import AuditionTally, AuditionVerdict
from ..arbiter.messages import result_words
from ..arbiter.modes import Mode
from ..arbiter.rotation import mix_game_name
from ..arbiter.scoring import Charge, score_of, time_points
from ..arbiter.snapshot import TableSnapshot
from . import freedeal
from .result_json import ResultJson, result_json
from .settings import Settings

if TYPE_CHECKING:
    from .ports import Scripted, Sendable


@dataclass(frozen=True, slots=True)
class Logged:
    step: Step
    auto: bool  # sent by the GUI for a bot (a `wait`), not by the trainee
    hand: int


@dataclass(slots=True)
class DrillInfo:
    id: str = "free-deal"
    title: str = ""
    level: int | None = None
    description: str = ""
    path: str | None = None


class Session:
    def __init__(
        self, setup: DrillSetup, info: DrillInfo, *, free: FreeDealState | None = None
    ) -> None:
        self.setup = setup
        self.info = info
        self.free = free
        self.arb = Arbiter(setup)
        self.snap: TableSnapshot = self.arb.snapshot()
        self.log: list[Logged] = []
        self.last: Logged | None = None  # the step the verdict panel shows
        self.hint: Hint | None = None
        self.elapsed = 0.0
        self.hand_elapsed = 0.0  # free deal: this hand's time
        self.step_clock = 0.0  # `elapsed` when the last step was judged: each step is timed
        self.hand_serial = 1  # grows with every hand, drill or free deal
        self.hands_done = 0
        self.score_total = 0
        self.steps_right = 0  # the trainee's own steps (not the bots' waits) judged right
        self.steps_total = 0
        # an audition at free deal: the down so far, each hand added once it is over
        self.tally: AuditionTally | None = None
        if free is not None and setup.mode is Mode.AUDITION:
            self.tally = AuditionTally(free.settings.audition_marks)
        self.hand_counted = False  # this hand is in the tally
        self.hand_steps = (0, 0)  # steps right and total when this hand began
        self._charges: tuple[tuple[object, ...], tuple[Charge, ...]] | None = None  # charges()

    # --- making one ----------------------------------------------------------------------------

    @classmethod
    def free_deal(cls, settings: Settings, seed: int) -> Session:
        table = freedeal.new_table(settings, seed)
        state = FreeDealState(settings, seed, table)
        info = DrillInfo("free-deal", "", None, "")
        return cls(freedeal.setup_for(table, settings, seed), info, free=state)

    @classmethod
    def drill(
        cls, setup: DrillSetup, info: DrillInfo, lang: str | None = None, mode: str | None = None
    ) -> Session:
        if lang and lang != setup.lang:
            setup = replace(setup, lang=lang)
        if mode and mode != setup.mode.value:
            setup = replace(setup, mode=Mode(mode))
        return cls(setup, info)

    @property
    def mode(self) -> Mode:
        return self.setup.mode

    def restart(self) -> Session:
        """The same drill from the start (Retry)."""
        if self.free is not None:
            return Session.free_deal(self.free.settings, self.free.seed)
        return Session(self.setup, self.info)

    # --- playing -------------------------------------------------------------------------------

    def apply(self, item: Sendable | Scripted, *, auto: bool = False) -> Step | None:
        """Send one action: a TraineeAction (the table's controllers and cards build them
        whole), or a script's line (a test's, a replay's), parsed here; None if it does not
        parse."""
        try:
            action = item if isinstance(item, TraineeAction) else TraineeAction.parse(item)
        except (ActionError, ValueError):
            return None
        seconds = None if auto else max(0.0, self.elapsed - self.step_clock)
        step = self.arb.apply(action, seconds=seconds)
        self.step_clock = self.elapsed
        logged = Logged(step, auto, self.hand_serial)
        self.log.append(logged)
        if len(self.log) > 400:
            del self.log[:100]
        if not auto or step.outcome is not Outcome.OK:
            self.last = logged
        if not auto:
            self.hint = None
            self.steps_total += 1
            self.steps_right += step.outcome in (Outcome.OK, Outcome.IRREGULARITY)
        self.snap = self.arb.snapshot()
        return step

    def hand_log(self) -> list[Logged]:
        """The steps of the hand being dealt, the Steps list's: a free-deal hand starts it
        afresh (the last one is over, scored and summed up on its card), a session's chip
        race before the hand too, and the hand's steps follow the race's (one hand, one
        score). A drill's hands are one drill: all of its steps."""
        n = len(self.log)
        while n and self.log[n - 1].hand == self.hand_serial:
            n -= 1
        return self.log[n:]

    def ask_hint(self) -> Hint:
        self.hint = self.arb.hint()
        self.snap = self.arb.snapshot()  # a hint costs score
        return self.hint

    def tick(self, dt: float) -> None:
        if not self.arb.is_complete:
            self.elapsed += dt
            self.hand_elapsed += dt

    @property
    def complete(self) -> bool:
        return self.arb.is_complete

    @property
    def players_may_act(self) -> bool:
        return self.arb.players_may_act

    def result(self) -> ResultJson:
        return result_json(result_words(self.arb, self.elapsed))

    @property
    def clock(self) -> float:
        """The time that is scored: the drill's, or in free deal this hand's."""
        return self.hand_elapsed if self.free is not None else self.elapsed

    def charges(self, *, live: bool = True) -> tuple[Charge, ...]:
        """Every point lost so far, the clock's included: what the table shows, and (not
        `live`, once over) what the results list. Kept while nothing they are made of has
        changed (the steps, the hints asked, the clock's points): the table asks each frame."""
        arb = self.arb
        key = (id(arb.steps), len(arb.steps), len(arb.hint_steps), arb.hand_number,
               arb.complete, live, time_points(self.clock, arb.setup.hands))
        if self._charges is None or self._charges[0] != key:
            self._charges = (key, arb.charges(self.clock, live=live))
        return self._charges[1]

    def score(self) -> int:
        """The score the table shows: the results' own once the hand or drill is over."""
        return score_of(self.charges())

    def next_hand(self) -> None:
        """Free deal: the next hand at the same table (stacks and button carried over)."""
        if self.free is None:
            return
        self.hands_done += 1
        self.score_total += self.score()
        self.arb.next_hand()  # the arbiter's next-hand path, as a drill's hands: N
        self.snap = self.arb.snapshot()
        self.hint = None
        self.last = None
        self.hand_serial += 1
        self.hand_counted = False
        self.hand_steps = (self.steps_right, self.steps_total)
        self.hand_elapsed = 0.0
        self.step_clock = self.elapsed

    def count_hand(self) -> None:
        """An audition: the hand just over goes into the down's tally (once)."""
        if self.tally is None or self.hand_counted or not self.complete:
            return
        self.hand_counted = True
        right, total = self._hand_figures()
        self.tally.add_hand(right, total, self.hand_elapsed, game=self.mix_game())

    def mix_game(self) -> str | None:
        """A mixed game's: the game of this hand, by its name in the mix (rotation.py)."""
        return mix_game_name(self.arb)

    def _hand_figures(self) -> tuple[int, int]:
        return self.steps_right - self.hand_steps[0], self.steps_total - self.hand_steps[1]

    def audition(self) -> AuditionVerdict:
        """The down as it stands, as an audition judges it: a hand still in play counts as
        started and not completed (the trainee stopped before its end)."""
        tally = self.tally or AuditionTally()
        if not self.hand_counted and (self.hand_elapsed > 0 or self._hand_figures()[1]):
            tally = tally.copy()
            right, total = self._hand_figures()
            tally.add_hand(right, total, self.hand_elapsed, completed=self.complete,
                           game=self.mix_game())
        return tally.verdict()

    def chips_total(self) -> int:
        s = self.snap
        return sum(v.stack + v.bet for v in s.seats) + sum(
            p.amount for p in s.pots if not p.awarded_to
        )


@dataclass(slots=True)
class FreeDealState:
    settings: Settings
    seed: int
    table: freedeal.FreeTable
