"""The award of a pot split high and low (rules hilo.split, hilo.qualifier, hilo.odd_chip):
which halves a pot owes, the steps that push them, and what a wrong one breaks.

A pot contested at the showdown of a hi-lo game, with a qualifying low among the hands that
contest it, takes two awards, `award: {pot: P, half: high, to: [...]}` and `half: low`, in
either order; one with no qualifying low goes whole to the best high, in one award without
`half` (CONTRACT.md "Omaha and the stud games"). The amounts are the engine's
(`Hand.half_shares`: the odd chip of the pot to the high half, a tied half's odd chips one
each from the first seat clockwise from the button); `amount:`, when given, is checked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.hilo import HALVES
from . import ledger
from .actions import TraineeAction
from .outcome import at_stake

if TYPE_CHECKING:
    from .arbiter import Arbiter

Judged = tuple[str, str, dict[str, object]]


def halves(arb: Arbiter, pot: int, high: tuple[int, ...]) -> dict[str, tuple[int, ...]] | None:
    """The seats that win each half of pot `pot` ({"high": (4,), "low": (6,)}), `high` being
    its best high hands; None when it goes whole: a game not split, a pot nobody contests at
    a showdown, or no hand contesting it with a qualifying low (hilo.qualifier)."""
    h = arb.hand
    if not h.game.hilo or len(h.live) < 2 or not ledger.shown(h):
        return None
    lows = ledger.low_values(h)
    contenders = [s for s in h.pots[pot].eligible if s in lows]
    if not contenders:
        return None
    best = max(lows[s] for s in contenders)
    return {"high": high, "low": tuple(sorted(s for s in contenders if lows[s] == best))}


def half_amount(arb: Arbiter, pot: int, half: str, seats: tuple[int, ...]) -> int:
    return sum(arb.hand.half_shares(pot, half, seats).values())


def owed(arb: Arbiter, pot: int, high: tuple[int, ...]) -> list[TraineeAction] | None:
    """The pushes of pot `pot`'s halves still owed, high first, each with its amount; None:
    it goes whole (`procedure.award_expects` makes them its steps)."""
    seats_of = halves(arb, pot, high)
    if seats_of is None:
        return None
    return [
        TraineeAction("award", pot=pot, to=seats, half=half,
                      amount=half_amount(arb, pot, half, seats))
        for half in HALVES if (pot, half) not in arb.hand.halves
        for seats in (seats_of[half],)
    ]


def matches(owed: TraineeAction, a: TraineeAction) -> bool:
    """A push of the half owed: its pot, its half, its seats in any order, and its amount
    when one is given."""
    return (a.name == "award" and a.pot == owed.pot and a.half == owed.half
            and tuple(sorted(a.to)) == owed.to and a.amount in (None, owed.amount))


def do_award_half(arb: Arbiter, a: TraineeAction) -> None:
    assert a.pot is not None and a.half is not None
    arb._events.append(at_stake("hilo.split"))
    if a.amount is not None:
        arb._events.append(at_stake("hilo.odd_chip"))
    arb.hand.push_half(a.pot, a.half, a.to)


def diagnose(arb: Arbiter, a: TraineeAction, high: tuple[int, ...]) -> Judged | None:
    """A push of the pot the procedure awards next, wrong by the halves: a half where none
    is owed, the whole pot where a low qualifies, a half to the wrong seats or of the wrong
    amount. None: not a matter of halves (the cards speak, as in any game)."""
    pot = a.pot or 0
    owed = halves(arb, pot, high)
    if owed is None:
        if a.half is None:
            return None
        return "hilo.qualifier", "hilo.qualifier.no_low", {"pot": pot}
    if a.half is None:
        return "hilo.split", "hilo.split.halves", {"pot": pot}
    seats = owed[a.half]
    if tuple(sorted(a.to)) != seats:
        no_low = a.half == "low" and any(s not in ledger.low_values(arb.hand) for s in a.to)
        return ("hilo.qualifier" if no_low else "hilo.split", "hilo.split.winners",
                {"pot": pot, "half": a.half, "winners": ", ".join(map(str, seats))})
    right = half_amount(arb, pot, a.half, seats)
    odd = a.amount is not None and abs(a.amount - right) <= arb.config.chip
    return ("hilo.odd_chip" if odd else "hilo.split", "hilo.split.amount",
            {"pot": pot, "half": a.half, "amount": a.amount, "right": right})
