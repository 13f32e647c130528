"""Main and side pots from each player's contributions; folded chips stay as dead money."""

from __future__ import annotations

from collections.abc import Mapping, Set

from .record import record


@record
class Pot:
    amount: int
    eligible: tuple[int, ...]


def uncalled_excess(
    round_bets: Mapping[int, int], live: Set[int] | None = None
) -> tuple[int, int] | None:
    """The part of the round's largest bet that nobody matched: (seat, chips) or None. Only
    a live bettor takes it back (pot.uncalled): the chips of a hand that is dead (killed,
    or folded out of turn) stay in the pot, an unmatched blind included."""
    seat, top, second = 0, 0, 0  # the largest bet (the first seat with it) and the next
    for s, bet in round_bets.items():
        if bet > top:
            seat, top, second = s, bet, top
        elif bet > second:
            second = bet
    if live is not None and seat not in live:
        return None
    return (seat, top - second) if top > second else None


def compute_pots(contributed: Mapping[int, int], live: Set[int], all_in: Set[int]) -> list[Pot]:
    """Layer the contributions at each all-in player's total: main pot first, then side pots
    in the order they were made. A player is eligible for a layer only if he is still in the
    hand and put in at least its top (pot.all_in)."""
    put = contributed.values()
    total = sum(put)
    if total == 0:
        return []
    top = max(put)
    if not all_in:  # nobody all in: one pot
        return [Pot(total, _eligible(contributed, live, top))]
    caps = sorted({contributed[s] for s in live & all_in if contributed.get(s, 0) > 0})
    if not caps:
        return [Pot(total, _eligible(contributed, live, top))]
    if caps[-1] < top:
        caps.append(top)
    pots: list[Pot] = []
    prev = 0
    for cap in caps:
        amount = sum([(c if c < cap else cap) - prev for c in put if c > prev])
        eligible = _eligible(contributed, live, cap)
        if amount > 0:
            if pots and pots[-1].eligible == eligible:
                pots[-1] = Pot(pots[-1].amount + amount, eligible)
            else:
                pots.append(Pot(amount, eligible))
        prev = cap
    return pots


def _eligible(contributed: Mapping[int, int], live: Set[int], cap: int) -> tuple[int, ...]:
    """The live players who put in at least `cap`; when none did (only dead money above every
    live player), the deepest of them."""
    eligible = tuple(sorted([s for s in live if contributed.get(s, 0) >= cap]))
    if not eligible:
        deepest = max((contributed.get(s, 0) for s in live), default=0)
        eligible = tuple(sorted(s for s in live if contributed.get(s, 0) == deepest))
    return eligible
