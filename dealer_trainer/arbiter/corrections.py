"""An irregularity in progress: which correction it owes and how far the trainee has got."""

from __future__ import annotations

from dataclasses import dataclass

# kinds of correction machine
MISDEAL = "misdeal"  # declare a misdeal (then the ordinary shuffle, cut, deal)
REPLACE_EXPOSED = "replace_exposed"  # deal on; then the seat gets the top card
RETURN_EXTRA = "return_extra"  # the extra card back on top: it is the next burn
FLOP_REDEAL = "flop_redeal"  # board to the stub; (round completes); shuffle, cut, flop, no burn
SCRAMBLE = "scramble"  # TDA four-card flop: one of the four becomes the next burn
PREMATURE = "premature"  # turn/river: set aside; ...; reshuffle with it; cut; card, no burn


@dataclass(slots=True)
class Correction:
    rule: str  # the irregularity's rule id
    kind: str
    step: int  # the step at which it arose
    seat: int | None = None
    street: str | None = None  # premature: the street whose card came off early
    redeal_street: str | None = None  # premature: the street dealt again after the reshuffle
    stage: str = "start"
    # the early card came off with no burn before it (the trainee turned it): the card dealt
    # again is burnt for, so the street still has its burn (burn.before_each_street)
    burn_owed: bool = False
    corrected: bool = False
    closed: bool = False  # no step of it is owed any more
    tda: bool = False

    def to_json(self) -> dict[str, object]:
        return {"step": self.step, "rule": self.rule, "corrected": self.corrected}
