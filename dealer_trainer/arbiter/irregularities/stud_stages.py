"""The stages of the stud dealer errors' corrections (RULES.md "Dealer errors in stud") and
the corrections that carry more than the shared fields, kept apart so that each
irregularity file holds its one class."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.cards import Card
from ...engine.hand import Hand
from ..stud_procedure import opened
from .base import Correction, corrections_noted, pending, spend

if TYPE_CHECKING:
    from ..arbiter import Arbiter
    from ..mistakes import MistakeKind, MistakeSpec


class StudStage(StrEnum):
    UNSEEN = "unseen"  # not come to light yet (`found_after`): nothing owed
    MOVE_BRING_IN = "bring_in"  # stud.wrong_bring_in: `rule: {seat: T, as: bring_in}`
    STANDS = "stands"  # stud.wrong_bring_in: `rule: {seat: T, as: stands}`
    TURN_UP = "turn_up"  # error.stud_upcard_down: the card turned up where it lies
    BURN_EXPOSED = "burn_exposed"  # error.stud_seventh_exposed (tda): the card to the burns
    DEAL_DOWN = "deal_down"  # ... the others dealt down, then his seventh card down
    DEAL_UP = "deal_up"  # (roberts, heads-up) the second player's seventh card up too
    OFFER = "offer_all_in"  # (roberts) the player whose card came up may declare all in
    BURN = "burn"  # error.stud_missed_burn: the street's burn, then its cards
    RETURN_BURN = "return_burn"  # error.stud_double_burn: the second card back on the stub
    MOVE_CARD = "move_card"  # error.stud_extra_card, error.stud_missed_player: `deal: T`
    # moves the card lying at the wrong seat to the seat it belonged to
    MOVE_BACK = "move_back"  # error.stud_missed_burn found after the street's cards (Robert's):
    # each card moved back one seat, the last seat's from the stub
    SET_ASIDE = "set_aside"  # error.stud_premature_card: the premature card out of play
    WAIT = "wait"  # ... the round goes on until it is complete and its bets are in
    SET_ASIDE_STUB = "set_aside_stub"  # (roberts) one stub card per player still in, aside
    PREMATURE_BURN = "premature_burn"  # (roberts) then the burn, then the street


@dataclass(slots=True)
class WrongLow(Correction):
    """stud.wrong_bring_in: `seat` is the wrong low card named, `low` the true one."""

    low: int = 0
    found_after: int = 0  # decisions after the wrong wager before it comes to light


@dataclass(slots=True)
class MovedCard(Correction):
    """A card at the wrong seat (`seat`) that belongs to `owner` on this street."""

    owner: int = 0
    up: bool = False  # the face the owner's card on this street has


@dataclass(slots=True)
class PrematureCard(Correction):
    """error.stud_premature_card: the card dealt before its time (`card`) went to `seat`;
    `opened` is the number of rounds open when it came (the round it came in)."""

    card: Card | None = None
    opened: int = 0
    kept: bool = False  # a seventh-street downcard he looked at (Robert's Stud 14): his


@dataclass(slots=True)
class LateBurn(Correction):
    """error.stud_missed_burn found after the street's cards: the live seats the street was
    dealt to, in deal order (the first holds the card that was the burn)."""

    seats: tuple[int, ...] = ()


def noted_stage(c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
    """A stud error's stage is done when its step is noted (`note_correction(arb, c,
    stage.value)`); UNSEEN never is."""
    if stage is StudStage.UNSEEN:
        return False
    return any(n.step == stage.value for n in corrections_noted(c, since))


def spend_at_pitch(arb: Arbiter, kinds: tuple[MistakeKind, ...], pitch: int | None) -> bool:
    """A pending mistake of `kinds` scheduled for this pitch: spent (True), or none (False)."""
    for i, m in pending(arb, *kinds):
        if at_pitch(arb, m, pitch):
            spend(arb, i)
            return True
    return False


def at_pitch(arb: Arbiter, m: MistakeSpec, pitch: int | None) -> bool:
    """Is `m` scheduled for this pitch: its number, or (free deal's, `pitch: 0`, which no
    drill has: the validator asks for a pitch) the first pitch of its `street` it can fire
    at?"""
    return m.pitch == pitch or (m.pitch == 0 and m.street is not None
                                and m.street == dealing(arb.hand))


def dealing(h: Hand) -> str | None:
    """The street whose cards go out now (None: none is left)."""
    k, names = opened(h), h.game.streets
    return names[k] if k < len(names) else None


def later_streets(arb: Arbiter, first: int = 1, last: int = 4) -> str:
    """Free deal: a stud street drawn at random, fourth (1) to seventh (4) by default."""
    return arb.mistake_rng.choice(arb.hand.game.streets[first:last + 1])
