"""pot.chips_kept (the project's rulebook; not in RULES.md, issue 29): the pot is kept as the
chips that went in, coloured up only when the dealer does it (`Hand.color_up_pot`, a
`PotColoring` record). This module says, from the hand, what went into each pot: each seat's
share of it, pulled in from his bets (a seat's chips in the middle, layered as the pots are:
the main pot takes from each at most the smallest all-in stake, each side pot the next
layer), and whatever else is in it (dead money, a dead blind) as one more part. The GUI
draws each part as the bet it was (`chip_stacks.bet_columns`), side by side in one pile.
`expects` offers the dealer's colour-up as a step of his own. Pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.hand import Hand
from ..engine.tidyops import colored_pots
from .actions import TraineeAction
from .procedure import Expect

if TYPE_CHECKING:
    from .arbiter import Arbiter

RULE = "pot.chips_kept"


def pot_parts(h: Hand) -> list[tuple[int, ...]]:
    """For each pot of `h` (by index), the amounts that went into it, largest first; their
    sum is the pot's amount."""
    left = {s: max(0, h.contributed.get(s, 0) - h.bets.get(s, 0)) for s in h.contributed}
    out: list[tuple[int, ...]] = []
    for i, pot in enumerate(h.pots):
        last = i == len(h.pots) - 1
        payers = [left[s] for s in pot.eligible if left.get(s, 0) > 0]
        layer = max(left.values(), default=0) if last or not payers else min(payers)
        parts = []
        for s in sorted(left):
            share = min(left[s], layer)
            if share > 0:
                parts.append(share)
                left[s] -= share
        parts = _to_amount(parts, pot.amount)
        out.append(tuple(sorted(parts, reverse=True)))
    return out


def _to_amount(parts: list[int], amount: int) -> list[int]:
    """The parts made to add up to the pot: what the house took (rake) comes off the
    largest; what no seat's bet accounts for (dead money) is one more part."""
    extra = amount - sum(parts)
    if extra > 0:
        return [*parts, extra]
    parts = sorted(parts, reverse=True)
    while extra < 0 and parts:
        cut = min(parts[0], -extra)
        parts[0] -= cut
        extra += cut
        parts = sorted((p for p in parts if p > 0), reverse=True)
    return parts


def colored(h: Hand) -> frozenset[int]:
    """The pots the dealer has coloured up this hand."""
    return colored_pots(h.log)


def expects(arb: Arbiter) -> list[Expect]:
    """The dealer may colour the pots up (`color_up_pot`) whenever one on the table is not
    yet: a step of his own, never owed, never hinted (every drill keeps its steps)."""
    h = arb.hand
    if not any(h.can_color_up_pot(i) for i in range(len(h.pots))):
        return []
    return [Expect(TraineeAction("color_up_pot"), "hint.color_up_pot", RULE,
                   lambda a: color_up(arb), visible=False)]


def color_up(arb: Arbiter) -> None:
    """Every pot on the table not yet coloured up, coloured up (one record each)."""
    h = arb.hand
    for i in range(len(h.pots)):
        if h.can_color_up_pot(i):
            h.color_up_pot(i)
