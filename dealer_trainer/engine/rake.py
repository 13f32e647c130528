"""The house's cut of a pot: the rake (with its cap) and the jackpot drop (rules rake.*)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .errors import EngineError
from .record import record


@dataclass(frozen=True, slots=True)  # a dataclass: house rules make variants with `replace`
class RakeRule:
    """A table's rake: `percent` of the whole pot, rounded down to the smallest `chip`, at most
    `cap` (None: no cap); `jackpot_drop` is taken with it; `no_flop_no_drop`: nothing is taken
    from a hand that ends before the flop."""

    percent: Fraction
    cap: int | None = None
    no_flop_no_drop: bool = True
    jackpot_drop: int = 0
    chip: int = 1
    # jackpot.bad_beat (a house option): the drop goes to a bad-beat jackpot, taken only from
    # a hand that qualifies for it (the arbiter's house_fees.drop_qualifies)
    bad_beat: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.percent <= 100:
            raise EngineError(f"a rake is 0 to 100 percent, not {self.percent}")
        if self.chip <= 0 or (self.cap is not None and self.cap < 0) or self.jackpot_drop < 0:
            raise EngineError("the rake's chip is positive; its cap and drop are not negative")


@record
class RakeTaken:
    rake: int
    drop: int


def rake_due(pot: int, rule: RakeRule, *, flop_dealt: bool) -> RakeTaken:
    """What the dealer takes from a pot of `pot` chips (all pots together) before the push."""
    if pot <= 0 or (rule.no_flop_no_drop and not flop_dealt):
        return RakeTaken(0, 0)  # rake.no_flop_no_drop
    share = Fraction(pot) * rule.percent / 100
    rake = int(share // rule.chip) * rule.chip  # rake.amount: rounded down to the chip
    if rule.cap is not None:
        rake = min(rake, rule.cap)
    rake = min(rake, pot)
    drop = min(rule.jackpot_drop, pot - rake) if rake > 0 else 0  # rake.jackpot_drop
    return RakeTaken(rake, drop)
