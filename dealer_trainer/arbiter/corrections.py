"""An irregularity in progress: which correction it owes (Repair) and how far the trainee has
got (Stage)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Repair(StrEnum):
    """How an irregularity is corrected."""

    MISDEAL = "misdeal"  # declare a misdeal (then the ordinary shuffle, cut, deal)
    REPLACE_EXPOSED = "replace_exposed"  # deal on; then the seat gets the top card
    RETURN_EXTRA = "return_extra"  # the extra card back on top: it is the next burn
    FLOP_REDEAL = "flop_redeal"  # board to the stub; (round completes); shuffle, cut, flop
    SCRAMBLE = "scramble"  # TDA four-card flop: one of the four becomes the next burn
    PREMATURE = "premature"  # turn/river: set aside; ...; reshuffle with it; cut; the card
    BUTTON = "button"  # a misplaced button: moved, or the hand voided and it moved, or stood
    VOID = "void"  # a fouled deck: the hand is void, dealt again with a complete deck
    REPUSH = "repush"  # a pot pushed to the wrong seats: award it again


class Stage(StrEnum):
    """How far a correction has got."""

    START = "start"
    AFTER_SET_ASIDE = "after_set_aside"  # premature: the card is out; the round goes on
    RETURN = "return"  # the street to redeal is next: the cards go back into the stub
    RETURNED = "returned"
    SHUFFLED = "shuffled"
    CUT = "cut"
    BURNT = "burnt"  # the card dealt again is burnt for (the early card had no burn)
    VOIDED = "voided"  # a misplaced button: the hand is void; the button moves next
    DONE = "done"


MISDEAL = Repair.MISDEAL
REPLACE_EXPOSED = Repair.REPLACE_EXPOSED
RETURN_EXTRA = Repair.RETURN_EXTRA
FLOP_REDEAL = Repair.FLOP_REDEAL
SCRAMBLE = Repair.SCRAMBLE
PREMATURE = Repair.PREMATURE
BUTTON = Repair.BUTTON
VOID = Repair.VOID
REPUSH = Repair.REPUSH


@dataclass(slots=True)
class Correction:
    rule: str  # the irregularity's rule id
    kind: Repair
    step: int  # the step at which it arose
    seat: int | None = None
    street: str | None = None  # premature: the street whose card came off early
    redeal_street: str | None = None  # premature: the street dealt again after the reshuffle
    stage: Stage = Stage.START
    # the early card came off with no burn before it (the trainee turned it): the card dealt
    # again is burnt for, so the street still has its burn (burn.before_each_street)
    burn_owed: bool = False
    corrected: bool = False
    pot: int | None = None  # a wrong push: the pot to award again,
    amounts: tuple[tuple[int, int], ...] = ()  # what each seat it belongs to should get,
    hand: int = 0  # and the hand it was pushed in (correctable into the next one)
    closed: bool = False  # no step of it is owed any more
    tda: bool = False

    def to_json(self) -> dict[str, object]:
        return {"step": self.step, "rule": self.rule, "corrected": self.corrected}
