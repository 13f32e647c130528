"""The procedure's moments that the steps announce, where an irregularity may fire.

A step announces a moment through `Arbiter.announce(Cue(...))`; the registry
(`irregularities/__init__.py`) hands it to every irregularity listening to it. At a moment
named `BEFORE_*` an irregularity may take the step's own engine operation over (a card pitched
face up, a burn missed, a pot pushed to another seat): `announce` then answers True and the
step does not do its default. The steps know no irregularity by name.
"""

from __future__ import annotations

from enum import StrEnum

from ..engine.record import record
from .actions import TraineeAction


class Moment(StrEnum):
    HAND_START = "hand_start"  # a new hand's table is laid, before the shuffle
    BEFORE_PITCH = "before_pitch"  # a hole card is about to go to `seat` (may replace it)
    AFTER_PITCH = "after_pitch"  # a hole card went to `seat`
    DEAL_COMPLETE = "deal_complete"  # the last hole card is out, the preflop round open
    BEFORE_DECISION = "before_decision"  # `seat` is to act (may replace his decision)
    AFTER_DECISION = "after_decision"  # a player at `seat` acted (street: the round's)
    BEFORE_BURN = "before_burn"  # the burn before a street (may replace it)
    BEFORE_STREET = "before_street"  # a street's cards are about to turn (may replace it)
    STREET_DEALT = "street_dealt"  # a street is properly dealt, its round open
    BEFORE_AWARD = "before_award"  # a pot is about to be pushed (may replace it)
    BEFORE_BUTTON = "before_button"  # the button is about to move to `seat` (may replace it:
    # then the hand is not finished; the correction finishes it, `arb._finish_hand()`)
    MISDEAL = "misdeal"  # a misdeal is declared: the deal is void
    EARLY_BOARD = "early_board"  # the trainee turned a board card while the round is open
    AFTER_CUT = "after_cut"  # the stub is cut
    BEFORE_NAMING = "before_naming"  # stud: who starts `street`'s round is about to be named
    # (may replace it: a wrong low card named, stud.wrong_bring_in)
    STEP_DONE = "step_done"  # a right step is done (a card may now show on top of the stub)


@record
class Cue:
    """One announcement: the moment and what the step knows of it."""

    moment: Moment
    seat: int | None = None  # the pitch's or the decision's seat
    pitch: int = 0  # the number (from 1) of the hole card being pitched in this deal
    street: str | None = None  # the street being dealt, or the round's street
    action: TraineeAction | None = None  # the trainee's action that made the moment
