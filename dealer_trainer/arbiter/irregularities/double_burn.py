"""A burn that took two cards (error.double_burn).

- No card of the street turned: the second burnt card goes back on top (`return_burn`),
  then the street (Robert's Hold'em 4 and 5; every preset).
- The flop turned, before action: "the deck must be reshuffled if any cards were exposed"
  (Hold'em 4): `return_to_deck: [board]`, `shuffle`, `cut`, `flop` without a burn; both
  burn cards stay on the table. The TDA is silent: the same.
- The turn or river turned, before action: `return_board`, `return_burn`, then the card
  without a burn (Hold'em 5; the same in every preset).
- After action: the card stands. The seeds and Robert's: the extra burnt card goes back on
  the stub and is the next street's burn (`return_burn`, `burn`, Hold'em 5); TDA: it stays
  dead and the next street burns one card off the stub as usual (38).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from ..mistakes import MistakeKind
from .base import Stage
from .misfired_burn import BurnStage, Found, MisfiredBurn, next_street

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class DoubleBurn(MisfiredBurn):
    kind = MistakeKind.DOUBLE_BURN
    kinds = (MistakeKind.DOUBLE_BURN,)
    params = ("street", "found_after")
    draws = kinds
    rules = ("error.double_burn",)
    taken = 2

    def plan(self, arb: Arbiter, street: str, moment: Found) -> tuple[Enum, ...]:
        if moment is Found.UNTURNED:
            return (BurnStage.RETURN_BURN, Stage.DONE)
        if moment is Found.BEFORE_ACTION and street == "flop":
            return (Stage.RETURN, Stage.SHUFFLE, Stage.CUT, Stage.STREET, Stage.DONE)
        if moment is Found.BEFORE_ACTION:
            return (BurnStage.RETURN_BOARD, BurnStage.RETURN_BURN, Stage.STREET, Stage.DONE)
        if arb.config.preset.one_burn_per_street or next_street(arb.hand) is None:
            return (Stage.DONE,)
        return (Stage.WAIT, BurnStage.RETURN_BURN, Stage.BURN, Stage.DONE)
