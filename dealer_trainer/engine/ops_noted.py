"""What the arbiter keeps in a hand's log beside the changes (issue 24: typed records, never
text read back): no card or chip moves, but a replayed log must say which scheduled mistakes
were spent, which irregularities came to light and which steps of their corrections were
done. Each record writes the history's JSON as the one `Note` record before it did."""

from __future__ import annotations

from .ops import Op
from .record import record


class Noted(Op):
    """A record of the arbiter's bookkeeping (`Hand.note`): applying it changes nothing."""


@record
class MistakeSpent(Noted):
    """The hand's scheduled mistake number `index` (its place in the schedule) is spent:
    `fired`, or `voided` by a misdeal or a void hand."""

    index: int
    kind: str
    how: str = "fired"

    def to_json(self) -> dict[str, object]:
        return {"op": "mistake", "rule": self.kind, "action": f"{self.index} {self.how}"}


@record
class IrregularityNoted(Noted):
    """The irregularity of rule `rule` came to light: its correction is owed."""

    rule: str

    def to_json(self) -> dict[str, object]:
        return {"op": "irregularity", "rule": self.rule}


@record
class CorrectionNoted(Noted):
    """A step of the correction of `rule` was done: `step`, the trainee action's name (or the
    stage's), and `detail`, what it was done to (a zone, a seat, a pot and its winners)."""

    rule: str
    step: str
    detail: str = ""

    def to_json(self) -> dict[str, object]:
        action = f"{self.step}: {self.detail}" if self.detail else self.step
        return {"op": "correction", "rule": self.rule, "action": action}


@record
class EntriesCounted(Noted):
    """`count` script entries of the street played with no decision of their own (a ruling
    that took the place of one; -1: a decision that belongs to an entry already counted)."""

    count: int

    def to_json(self) -> dict[str, object]:
        return {"op": "script", "rule": "script", "action": str(self.count)}


@record
class PushOwed(Noted):
    """A pot pushed to the wrong player: what each seat was owed (seat, chips), for the
    history of a hand whose wrong push stood at its end."""

    rule: str
    pot: int
    owed: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, object]:
        owed = ", ".join(f"{s}: {x}" for s, x in self.owed)
        return {"op": "owed", "rule": self.rule, "action": f"pot {self.pot}: {{{owed}}}"}


@record
class ShuffleStepNoted(Noted):
    """deck.shuffle at a `full` table: one gesture of the house shuffle (`wash`, `riffle`,
    `box`) was made. The gestures are one shuffle: the deck's new order is drawn once, as the
    `Shuffling` record the last riffle writes (the drill's seed, as a quick shuffle draws
    it), so the gestures before it move no card in the model; this record keeps which were
    made, so that the log (and its replay) says where the shuffle stands."""

    step: str

    def to_json(self) -> dict[str, object]:
        return {"op": "shuffle_step", "step": self.step}


NOTED: tuple[type[Noted], ...] = (
    MistakeSpent, IrregularityNoted, CorrectionNoted, EntriesCounted, PushOwed,
    ShuffleStepNoted,
)
