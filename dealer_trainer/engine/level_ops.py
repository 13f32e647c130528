"""A hand's stakes changed within it (RULES.md "Tournament levels": tournament.level_change;
CONTRACT.md's `prior_level` mistake and `fix_blinds`): their records, each operation's trio,
and how each record is applied.

- `set_stakes`: the hand is laid at other blinds and ante than its config's, before anything
  is posted (a dealer who starts the hand at the prior level: the table shows the old
  amounts, and every post takes them);
- `fix_blinds`: the hand is brought up to other (higher) stakes after its blinds and antes
  went in: each blind and ante is topped up from its poster's stack (what he has, if less),
  a blind's into his bet, an ante's into the middle as dead money; the round's price rises
  with the big blind.

Which stakes are right, and whether it is still time, is the arbiter's to judge
(arbiter/irregularities/prior_level.py): the engine refuses only what cannot be done.
`engine/apply.py` takes `LEVEL_APPLY` into its table, so `Hand.replay` redoes these too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .errors import InvalidOperation, can_do
from .ops import BlindPosting, Op
from .pots import Pot
from .record import record
from .state import HandState, own_field

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["LEVEL_APPLY", "LevelOps"]


@record
class StakesSetting(Op):
    """The hand's blinds and ante set to `small`, `big` and `ante`, with what each poster
    put in more to reach them: `topped`, (seat, post kind, chips)."""

    small: int
    big: int
    ante: int
    topped: tuple[tuple[int, str, int], ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"op": "fix_blinds" if self.topped else "stakes", "small_blind": self.small,
                "big_blind": self.big, "ante": self.ante,
                "topped": [{"seat": s, "blind": k, "amount": n} for s, k, n in self.topped]}


class LevelOps(HandState):
    def _do(self, op: Op) -> Op:  # pragma: no cover - Hand's own
        raise NotImplementedError

    def _posts_made(self) -> list[tuple[int, str, int]]:
        """Every post in front of the table now, (seat, kind, chips): the blinds, then the
        posts beside them (antes, a returning player's big blind, a dead small blind)."""
        made = [(seat, kind, self.blind_paid(kind)) for kind, seat in self.posted.items()]
        return made + [(s, k, n) for (s, k), n in self.extra_posts.items()]

    def blind_paid(self, kind: str) -> int:
        """What the poster of blind `kind` put in for it (its record's amount)."""
        return next((op.amount for op in self.log if isinstance(op, BlindPosting)
                     and op.blind == kind and self.posted.get(kind) == op.seat), 0)

    def _verify_stakes(self, small: int, big: int, ante: int) -> None:
        if not 0 < small <= big or ante < 0:
            raise InvalidOperation(f"no such stakes: {small}-{big}, ante {ante}",
                                   key="invalid.stakes")
        if self.zones.board:
            raise InvalidOperation("the hand is past its first round", key="invalid.stakes")

    def verify_set_stakes(self, small: int, big: int, ante: int = 0) -> None:
        self._verify_stakes(small, big, ante)
        if self.posted or self.extra_posts or any(self.zones.hole.values()):
            raise InvalidOperation("the blinds are in: the stakes are set",
                                   key="invalid.stakes")

    def can_set_stakes(self, small: int, big: int, ante: int = 0) -> bool:
        return can_do(self.verify_set_stakes, small, big, ante)

    def set_stakes(self, small: int, big: int, ante: int = 0) -> Op:
        """The hand laid at these blinds and ante, before any post."""
        self.verify_set_stakes(small, big, ante)
        return self._do(StakesSetting(small, big, ante))

    def topping(self, small: int, big: int, ante: int) -> tuple[tuple[int, str, int], ...]:
        """What each post in front of the table takes more to reach these stakes, from its
        poster's stack (what he has, if less)."""
        want = {"small": small, "big": big, "straddle": 2 * big, "ante": ante,
                "dead_small": small}
        out = []
        for seat, kind, paid in self._posts_made():
            more = min(max(0, want[kind] - paid), self.stacks[seat])
            if more:
                out.append((seat, kind, more))
        return tuple(out)

    def verify_fix_blinds(self, small: int, big: int, ante: int = 0) -> None:
        self._verify_stakes(small, big, ante)
        if small < self.small_blind or big < self.big_blind or ante < self.config.ante:
            raise InvalidOperation("the blinds are brought up, never down",
                                   key="invalid.stakes")
        if (small, big, ante) == (self.small_blind, self.big_blind, self.config.ante):
            raise InvalidOperation("the hand is at these stakes", key="invalid.stakes")

    def can_fix_blinds(self, small: int, big: int, ante: int = 0) -> bool:
        return can_do(self.verify_fix_blinds, small, big, ante)

    def fix_blinds(self, small: int, big: int, ante: int = 0) -> Op:
        """Every blind and ante of the hand brought up to these stakes from its poster's
        stack (tournament.level_change)."""
        self.verify_fix_blinds(small, big, ante)
        return self._do(StakesSetting(small, big, ante, self.topping(small, big, ante)))


def _stakes(h: Hand, op: StakesSetting) -> None:
    own_field(h, "config", replace(h.config, small_blind=op.small, big_blind=op.big,
                                   ante=op.ante))
    own_field(h, "small_blind", op.small)
    own_field(h, "big_blind", op.big)
    for seat, kind, more in op.topped:
        h.stacks[seat] -= more
        h.contributed[seat] += more
        if kind in ("ante", "dead_small"):  # dead money, into the middle
            pots = h.pots
            first = Pot(pots[0].amount + more, pots[0].eligible) if pots else Pot(
                more, tuple(sorted(h.live)))
            own_field(h, "pots", [first, *pots[1:]])
            h.extra_posts[(seat, kind)] += more
            continue
        h.bets[seat] += more
        if kind == "big" and h.posted.get("big") != seat:  # a returning player's, live
            h.extra_posts[(seat, kind)] += more
    r = h.round
    if r is not None and not r.closed and op.topped:  # the price rises with the big blind
        full = op.big if "big" in h.posted else 0  # the full blind, even one short (blinds.big)
        current = max(r.current_bet, full, *h.bets.values())
        own_field(h, "round", replace(r, config=h.config, current_bet=current,
                                      full_bet=max(r.full_bet, current),
                                      min_raise=max(r.min_raise, op.big)))


LEVEL_APPLY: dict[type[Op], Callable[[Hand, Any], None]] = {StakesSetting: _stakes}
