"""The stud games' hands at the showdown, in the shape of a game row's `high` and `low`
(`variant.GameRow`): a seat's cards (its downcards and upcards, up to seven) and the cards
everyone shares, which in stud is nothing or a common card (`stud.common_card`).

- `stud_high` (`stud.hand`): the best five of them, as `hands.HandValue`.
- `stud_low` (`hilo.stud_low`): stud hi-lo's 8-or-better low of any five, or None.
- `razz_hand` (`razz.low`): the razz hand, the best A-5 low of any five, no qualifier.

Each evaluator is the engine's own (`hands.evaluate`, `lows.eight_low`, `lows.razz_low`);
this module only says which cards go in and refuses a count no stud hand has.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .errors import EngineError
from .hands import HandValue, evaluate
from .lows import LowValue, eight_low, razz_low

__all__ = ["razz_hand", "stud_high", "stud_low"]

SEVEN = 7


def _cards(cards: Sequence[Card], common: Sequence[Card]) -> tuple[Card, ...]:
    if len(common) > 1:
        raise EngineError(f"a stud hand shares at most one common card, got {len(common)}")
    every = (*cards, *common)
    if not 5 <= len(every) <= SEVEN:
        raise EngineError(f"a stud hand is 5 to 7 cards, got {len(every)}")
    return every


def stud_high(cards: Sequence[Card], common: Sequence[Card] = ()) -> HandValue:
    """`stud.hand`: the best five of the seat's cards and the common card, if any."""
    return evaluate(_cards(cards, common))


def stud_low(cards: Sequence[Card], common: Sequence[Card] = ()) -> LowValue | None:
    """`hilo.stud_low`: the best 8-or-better low of any five, the same cards as the high or
    not; None: no low."""
    return eight_low(_cards(cards, common))


def razz_hand(cards: Sequence[Card], common: Sequence[Card] = ()) -> LowValue:
    """`razz.low`: the lowest five, aces low, pairs against it, no qualifier."""
    return razz_low(_cards(cards, common))
