"""Free deal as a session (issue 27, "Free deal becomes a session"): the players' comings and
goings of a running game, planned from a seed when the table sits down, at about one change an
orbit: a player sits out (seat.sit_out) and comes back owing his blinds or waiting for the big
blind (blinds.missed), a new player takes an empty seat and posts or waits (seat.join), a
player leaves; a player who loses his last chip busts and leaves too (no buy-in again).

The plan is data for the one next-hand path: the `DrillSetup` fields a drill's
`between_hands:` fills (`sit_outs`, `backs`, `joins`, `leaves`), read hand by hand by
`comings.Roster.at`. A seat once taken is not taken again by someone else (a seat of the
table's config is one player's). Enough players stay ready at every hand (`keep`) that the
table always deals, busts aside.

Pure: the random generator is passed in.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["SESSION_HANDS", "SessionPlan", "plan_session"]

SESSION_HANDS = 300  # the changes are planned this far ahead; the table deals on after it
CHANGES = ("sit_out", "back", "join", "leave")


@dataclass(frozen=True, slots=True)
class SessionPlan:
    """The changes between hands, as `DrillSetup` takes them: (hand, seat) sitting out,
    (hand, seat, owed | wait) back, (hand, seat, big | wait) a new player, (hand, seat) gone."""

    sit_outs: tuple[tuple[int, int], ...] = ()
    backs: tuple[tuple[int, int, str], ...] = ()
    joins: tuple[tuple[int, int, str], ...] = ()
    leaves: tuple[tuple[int, int], ...] = ()

    @property
    def newcomers(self) -> tuple[int, ...]:
        """The seats a new player takes, in the order they come."""
        return tuple(seat for _, seat, _ in self.joins)


def plan_session(rng: random.Random, seated: Iterable[int], free: Iterable[int], *,
                 hands: int = SESSION_HANDS, keep: int = 5,
                 rate: float | None = None) -> SessionPlan:
    """The changes of a session of `hands` hands at a table whose players sit at `seated`,
    new players taking seats of `free`: from hand 2, a change at each hand with chance `rate`
    (by default one over the players seated: about one an orbit), chosen at random among
    those possible then: sitting out, coming back (owing or waiting), joining (posting or
    waiting) and leaving;
    `keep` players stay ready at every hand, and a player leaves only while the table has
    as many players as it sat down with (the busts shrink it)."""
    here, away = set(seated), set[int]()
    start = len(here)
    chance = rate if rate is not None else 1 / max(2, len(here))
    empty = sorted(set(free) - here)
    sit_outs: list[tuple[int, int]] = []
    backs: list[tuple[int, int, str]] = []
    joins: list[tuple[int, int, str]] = []
    leaves: list[tuple[int, int]] = []
    for hand in range(2, hands + 1):
        if rng.random() > chance:
            continue
        ready = sorted(here - away)
        may = {"sit_out": len(ready) > keep, "back": bool(away), "join": bool(empty),
               "leave": len(ready) > keep and len(here) >= start}
        kinds = [k for k in CHANGES if may[k]]
        if not kinds:
            continue
        kind = rng.choice(kinds)
        if kind == "sit_out":
            seat = rng.choice(ready)
            away.add(seat)
            sit_outs.append((hand, seat))
        elif kind == "back":
            seat = rng.choice(sorted(away))
            away.discard(seat)
            backs.append((hand, seat, rng.choice(["owed", "wait"])))
        elif kind == "join":
            seat = empty.pop(rng.randrange(len(empty)))
            here.add(seat)
            joins.append((hand, seat, rng.choice(["big", "wait"])))
        else:
            seat = rng.choice(ready)
            here.discard(seat)
            leaves.append((hand, seat))
    return SessionPlan(tuple(sit_outs), tuple(backs), tuple(joins), tuple(leaves))
