"""The counts a player may ask the dealer for at the table (RULES.md "Money at the table").

`pot_count`: in pot limit, the largest total the player to act may bet in this round (his
raise-to), rule bet.pot_count: the current highest bet plus the pot after his call (every
chip in the middle, every bet in front, and his call). Before the flop full blinds are
assumed even when a blind went in short (TDA 54-B); after it, the actual pot counts (54-C).
It is the pot's limit, whatever his stack: with chips enough it is `Legal.max_raise_to`.

`all_in_count`: the size of an all-in bet, rule pot.count_all_in: the all-in player's total
bet in the round.
"""

from __future__ import annotations

from .errors import InvalidOperation
from .state import HandState


def pot_count(h: HandState) -> int:
    seat = h.to_act()
    if seat is None or h.round is None:
        raise InvalidOperation("nobody is to act", key="invalid.nobody_to_act")
    # the round's bet is already the full blind when a blind went in short (its opening)
    current = h.round.current_bet
    call = max(0, current - h.bets[seat])
    return current + h.pot_total() + h.blinds_assumed() + sum(h.bets.values()) + call


def all_in_count(h: HandState, seat: int) -> int:
    return h.bets.get(seat, 0)
