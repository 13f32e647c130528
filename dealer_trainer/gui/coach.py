"""The guided tour's coach marks: which part of the table to show now, and when to move on.

No pygame: the tour is a list of marks in showing order and the trainee's progress through
it. What the hand needs next is never written here: each mark names the trainee actions it
is about (`steps`), and the tour reads the arbiter's expected actions (`Arbiter.expected`,
the procedure table) to say whether that step is owed now ("Shuffle: click the deck") or is
only explained ("The deck: ..."). A mark about a step moves on once its step was owed and
is owed no more (done by the trainee, or by the players for Next player); any mark moves on
with Next (Enter); Skip (Esc) ends the tour. A mark about a step that is not owed yet, while
the arbiter owes another, asks for that other step first (`first`): the tour never asks for
a step the arbiter would charge. Widgets: `widgets/coach_marks.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..arbiter.actions import TraineeAction
from ..engine.variant import FLOP_BOARD_STREETS

GUIDED_DRILL = "guided-first-hand"  # scenarios/guided-first-hand.yaml


@dataclass(frozen=True, slots=True)
class Mark:
    key: str  # its words: coach.<key>.title, coach.<key>.about, coach.<key>.now[_<detail>]
    zone: str  # what it points at (widgets/coach_marks.py `targets`)
    steps: tuple[str, ...] = ()  # the trainee actions it is about; () explains only


MARKS: tuple[Mark, ...] = (
    Mark("shuffle", "deck", ("shuffle",)),
    Mark("cut", "deck", ("cut",)),
    Mark("seats", "seats"),
    Mark("blinds", "blinds", ("post",)),
    Mark("pitch", "deck", ("deal",)),
    Mark("actions", "actions", ("wait",)),
    Mark("pot", "pot", ("collect",)),
    Mark("burn", "burn", ("burn",)),
    Mark("board", "board", FLOP_BOARD_STREETS),
    Mark("panel", "panel"),
    Mark("hint", "hint"),
    Mark("help", "help"),
    Mark("push", "pot", ("award",)),
    Mark("button", "button", ("move_button",)),
)


@dataclass(slots=True)
class Tour:
    marks: tuple[Mark, ...] = MARKS
    index: int = 0  # the mark shown now
    live: bool = False  # the shown mark's step has been owed since it came up
    ended: bool = False  # skipped, or every mark shown
    seen: set[str] = field(default_factory=set)
    owed: tuple[TraineeAction, ...] = ()  # the arbiter's expected actions at the last sync

    @property
    def mark(self) -> Mark | None:
        return None if self.ended else self.marks[self.index]

    def _owed_here(self, mark: Mark) -> TraineeAction | None:
        """The first expected action this mark is about, or None."""
        return next((a for a in self.owed if a.name in mark.steps), None)

    def now(self) -> TraineeAction | None:
        """The expected action the shown mark asks for now (None: it only explains)."""
        m = self.mark
        return None if m is None else self._owed_here(m)

    def first(self) -> tuple[Mark, TraineeAction] | None:
        """The step owed before the shown mark's own, with the mark about it: the shown mark
        names a step the arbiter does not take now (the push while a bet is still to be
        collected), so the callout asks for this one first. None: nothing comes first."""
        m = self.mark
        if m is None or not m.steps or self._owed_here(m) is not None:
            return None
        for other in self.marks:
            action = self._owed_here(other)
            if action is not None:
                return other, action
        return None

    def sync(self, expected: tuple[TraineeAction, ...]) -> bool:
        """Read the arbiter's expected actions after the table changed; True if the shown
        mark moved on (its step was owed and is owed no more)."""
        self.owed = tuple(expected)
        moved = False
        while (m := self.mark) is not None and m.steps:
            if self._owed_here(m) is not None:
                self.live = True
                break
            if not self.live:
                break
            self.next()
            moved = True
        if self.mark is not None:
            self.seen.add(self.mark.key)
        return moved

    def did(self, action_name: str) -> None:
        """The trainee took a step: the shown mark's own (then it was owed), or one a later
        mark is about, and the explaining marks before that one are passed over (he went
        ahead), so the tour catches up with him."""
        if self.ended:
            return
        if action_name in self.marks[self.index].steps:
            self.live = True
            return
        ahead = [
            i for i in range(self.index + 1, len(self.marks)) if action_name in self.marks[i].steps
        ]
        if not ahead:
            return
        while self.index < ahead[0] and not self.marks[self.index].steps:
            self.next()
        if self.index == ahead[0]:
            self.live = True

    def next(self) -> None:
        """Next (Enter): the shown mark is done."""
        if self.ended:
            return
        self.live = False
        if self.index + 1 >= len(self.marks):
            self.ended = True
        else:
            self.index += 1
            self.seen.add(self.marks[self.index].key)

    def skip(self) -> None:
        self.ended = True

    def without(self, zone: str) -> Tour:
        """The same tour minus the marks of one zone (no Hint button in an audition)."""
        return Tour(tuple(m for m in self.marks if m.zone != zone))

    @property
    def progress(self) -> tuple[int, int]:
        return (min(self.index + 1, len(self.marks)), len(self.marks))


def now_key(mark: Mark, action: TraineeAction) -> str:
    """The words for `mark` when `action` is owed: coach.<key>.now, or a variant for the
    blind or the street."""
    if mark.key == "blinds" and action.blind in ("small", "big", "straddle"):
        return f"coach.blinds.now_{action.blind}"
    if mark.key == "board":
        return f"coach.board.now_{action.name}"
    return f"coach.{mark.key}.now"


def now_params(action: TraineeAction, names: dict[int, str]) -> dict[str, object]:
    """The seat an owed action goes to, by its player's name."""
    seat = action.seat if action.seat is not None else (action.to[0] if action.to else None)
    if seat is None:
        return {}
    return {"player": names.get(seat, str(seat)), "seat": seat}
