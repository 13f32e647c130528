"""A burn that took no card (error.missed_burn): the burn card stayed on the stub.

- No card of the street turned: `burn`, then the street (every preset).
- The flop turned, before action: the seeds and Robert's reshuffle (`return_to_deck:
  [board]`, `shuffle`, `cut`, `burn`, `flop`; "the deck must be reshuffled if any cards were
  exposed", Hold'em 4); TDA scrambles the three face down, one drawn at random is the burn,
  the next card off the stub completes the flop (`scramble_flop`, 39-B).
- The turn or river turned, before action: the card turned was the burn card:
  `burn_exposed`, then `turn` / `river` without a further burn (Robert's Hold'em 5).
- After action: the card stands. The seeds and Robert's: the next street gets two burns, so
  the cards come "that would have come" (Hold'em 5); TDA: one burn per street, "never
  more" (38, 39-B).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from ...engine.preset import FlopFix
from .. import ledger
from ..mistakes import MistakeKind
from .base import Stage
from .misfired_burn import BurnStage, Found, MisfiredBurn, next_street

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class MissedBurn(MisfiredBurn):
    kind = MistakeKind.MISSED_BURN
    kinds = (MistakeKind.MISSED_BURN,)
    params = ("street", "found_after")
    draws = kinds
    rules = ("error.missed_burn",)
    taken = 0

    def plan(self, arb: Arbiter, street: str, moment: Found) -> tuple[Enum, ...]:
        house = arb.config.preset
        if moment is Found.UNTURNED:
            return (Stage.BURN, Stage.DONE)
        if moment is Found.BEFORE_ACTION and street == "flop":
            if house.missed_flop_burn is FlopFix.SCRAMBLE:
                return (Stage.SCRAMBLE, Stage.DONE)
            return (Stage.RETURN, Stage.SHUFFLE, Stage.CUT, Stage.BURN, Stage.STREET, Stage.DONE)
        if moment is Found.BEFORE_ACTION:
            return (BurnStage.BURN_EXPOSED, Stage.STREET, Stage.DONE)
        if house.one_burn_per_street or next_street(arb.hand) is None:
            return (Stage.DONE,)  # the card stands; the next street as usual (or none left)
        if ledger.burned(arb.hand):  # started early, after the next street's ordinary burn:
            return (Stage.WAIT, BurnStage.BURN_AGAIN, Stage.DONE)  # that burn was the first
        return (Stage.WAIT, Stage.BURN, BurnStage.BURN_AGAIN, Stage.DONE)
