"""An audition session at free deal (CONTRACT.md "Modes"): a down of fixed length, judged on
three marks.

The down lasts `hands` hands or `minutes` minutes, whichever comes last: it is over when both
are reached. It passes only with every hand completed (and the down dealt to its end), at
least 80% of the trainee's steps right and a pace of at least 25 hands an hour; the verdict
states each of the three against its mark.

Pure: no pygame and no clock of its own. The time is passed in, hand by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

DEFAULT_HANDS, DEFAULT_MINUTES = 10, 20  # the down, by default
MAX_HANDS = 500  # the longest down the command line takes
MAX_MINUTES = 600
_EPS = 1e-9  # a mark met exactly (80 of 100 steps, 25.0 hands an hour) is met


@dataclass(frozen=True, slots=True)
class AuditionMarks:
    hands: int = DEFAULT_HANDS  # the down: this many hands ...
    minutes: float = float(DEFAULT_MINUTES)  # ... and this many minutes, whichever comes last
    accuracy: float = 0.80  # the share of the trainee's steps right
    pace_per_hour: float = 25.0  # hands completed an hour

    @property
    def seconds(self) -> float:
        return 60.0 * self.minutes


def length_error(name: str, text: object) -> str:
    """"" if `text` is a good length for `--audition-hands` / `--audition-minutes`, else one
    line saying why not."""
    hands = name == "hands"
    top = MAX_HANDS if hands else MAX_MINUTES
    what = "hands" if hands else "minutes"
    raw = str(text)
    try:
        digits = raw.strip()
        value = int(digits) if len(digits) <= 20 else top + 1 if digits.isdigit() else int("x")
    except ValueError:
        shown = repr(raw if len(raw) <= 40 else raw[:37] + "...")  # controls escaped
        return f"--audition-{what} {shown}: expected a whole number of {what}, 1 to {top}"
    if not 1 <= value <= top:
        return f"--audition-{what} {value}: expected 1 to {top} {what}"
    return ""


@dataclass(frozen=True, slots=True)
class Measure:
    """One of the three: what the audition did against what it needed."""

    name: str  # hands | accuracy | pace
    value: float
    mark: float
    met: bool

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "mark": self.mark, "met": self.met}


@dataclass(slots=True)
class GameFigures:
    """A mixed game's audition (issue 26): one game's hands, steps and time in the down."""

    hands_completed: int = 0
    steps_right: int = 0
    steps_total: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """Its pace (hands an hour) and accuracy (steps right), as the verdict's are read."""
        return {
            "hands_completed": self.hands_completed,
            "steps_right": self.steps_right,
            "steps_total": self.steps_total,
            "seconds": round(self.seconds, 3),
            "accuracy": self.steps_right / self.steps_total if self.steps_total else 0.0,
            "pace": 3600.0 * self.hands_completed / self.seconds if self.seconds > 0 else 0.0,
        }


@dataclass(frozen=True, slots=True)
class AuditionVerdict:
    marks: AuditionMarks
    hands_started: int
    hands_completed: int
    steps_right: int
    steps_total: int
    seconds: float
    over: bool  # the down was dealt to its end (not stopped early)
    # a mixed game: each game's figures, in the order first dealt (empty: one game)
    games: tuple[tuple[str, GameFigures], ...] = ()

    @property
    def accuracy(self) -> float:
        """The share of the trainee's steps that were right (a step met by an injected
        mistake was right: the dealer it simulates erred, not the trainee)."""
        return self.steps_right / self.steps_total if self.steps_total else 0.0

    @property
    def pace(self) -> float:
        """Hands completed an hour."""
        return 3600.0 * self.hands_completed / self.seconds if self.seconds > 0 else 0.0

    @property
    def unfinished(self) -> int:
        return self.hands_started - self.hands_completed

    @property
    def hands(self) -> Measure:
        met = self.over and self.unfinished == 0 and self.hands_completed >= self.marks.hands
        return Measure("hands", self.hands_completed, self.marks.hands, met)

    @property
    def accuracy_measure(self) -> Measure:
        met = self.steps_total > 0 and self.accuracy >= self.marks.accuracy - _EPS
        return Measure("accuracy", self.accuracy, self.marks.accuracy, met)

    @property
    def pace_measure(self) -> Measure:
        met = self.hands_completed > 0 and self.pace >= self.marks.pace_per_hour - _EPS
        return Measure("pace", self.pace, self.marks.pace_per_hour, met)

    @property
    def measures(self) -> tuple[Measure, Measure, Measure]:
        return (self.hands, self.accuracy_measure, self.pace_measure)

    @property
    def passed(self) -> bool:
        return all(m.met for m in self.measures)

    def to_json(self) -> dict[str, Any]:
        """The verdict as the JSON result carries it (`result["audition"]`)."""
        m = self.marks
        return {
            "passed": self.passed,
            "over": self.over,
            "marks": {"hands": m.hands, "minutes": m.minutes, "accuracy": m.accuracy,
                      "pace_per_hour": m.pace_per_hour},
            "hands_started": self.hands_started,
            "seconds": round(self.seconds, 3),
            "steps_right": self.steps_right,
            "steps_total": self.steps_total,
            **{x.name: x.to_json() for x in self.measures},
            **({"games": {name: f.to_json() for name, f in self.games}} if self.games else {}),
        }


@dataclass(slots=True)
class AuditionTally:
    """The down so far: each finished hand added with its steps and its time."""

    marks: AuditionMarks = AuditionMarks()
    hands_started: int = 0
    hands_completed: int = 0
    steps_right: int = 0
    steps_total: int = 0
    seconds: float = 0.0
    games: dict[str, GameFigures] = field(default_factory=dict)  # a mixed game's, by game

    def add_hand(self, right: int, total: int, seconds: float, *, completed: bool = True,
                 game: str | None = None) -> None:
        """One hand of the down, over (`completed`) or left unfinished: the trainee's steps
        in it (right of total) and the time it took; at a mixed table, the hand's `game`
        (`rotation.MixGame.name`) adds them to that game's figures too."""
        self.hands_started += 1
        self.hands_completed += bool(completed)
        self.steps_right += right
        self.steps_total += total
        self.seconds += max(0.0, seconds)
        if game is not None:
            f = self.games.setdefault(game, GameFigures())
            f.hands_completed += bool(completed)
            f.steps_right += right
            f.steps_total += total
            f.seconds += max(0.0, seconds)

    def copy(self) -> AuditionTally:
        """A tally of its own (a game's figures not shared)."""
        return replace(self, games={name: replace(f) for name, f in self.games.items()})

    def is_over(self, seconds: float | None = None) -> bool:
        """Both lengths reached (the hands and the minutes): the down is over. `seconds`:
        the down's time now, when it runs past the hands added."""
        t = self.seconds if seconds is None else seconds
        return self.hands_completed >= self.marks.hands and t >= self.marks.seconds - _EPS

    def verdict(self) -> AuditionVerdict:
        """The down as it stands: ended by the trainee before it is over, a not-passed
        (its hands completed unmet)."""
        games = tuple((name, replace(f)) for name, f in self.games.items())
        return AuditionVerdict(self.marks, self.hands_started, self.hands_completed,
                               self.steps_right, self.steps_total, self.seconds, self.is_over(),
                               games)
