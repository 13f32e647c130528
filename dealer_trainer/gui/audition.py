"""An audition session at free deal: hand after hand, judged as a whole at the end.

It passes with every hand completed and at least 80% of the trainee's own steps right
(CONTRACT.md "Modes"); the pace is set against a live dealer's 30-40 hands an hour. No
pygame: the table scene shows it, tests check it directly.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..arbiter.modes import AUDITION_PASS_SHARE

LIVE_PACE = (30, 40)  # hands an hour a live dealer deals


@dataclass(frozen=True, slots=True)
class AuditionVerdict:
    hands_started: int
    hands_completed: int
    steps_right: int
    steps_total: int
    seconds: float

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
    def passed(self) -> bool:
        return (
            self.hands_completed > 0
            and self.hands_completed == self.hands_started
            and self.accuracy >= AUDITION_PASS_SHARE
        )
