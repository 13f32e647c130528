"""A stand-in for `stud_order.py` (helper s6's, not merged yet): the same three calls, with
the least of their rules, until the real module replaces it. Not the rules' home."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import Card


def _low(c: Card) -> int:
    return 0 if c.rank == 12 else c.rank + 1


def bring_in(variant: str, doors: Mapping[int, Card]) -> int:
    if variant == "razz":
        return max(doors, key=lambda s: (_low(doors[s]), doors[s].suit))
    return min(doors, key=lambda s: (doors[s].rank, doors[s].suit))


def _key(board: Sequence[Card], razz: bool) -> tuple[tuple[int, int], ...]:
    ranks = [_low(c) if razz else c.rank for c in board]
    return tuple(sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True))


def first_to_act(variant: str, boards: Mapping[int, Sequence[Card]], *,
                 ties_by_suit: bool = False) -> int:
    razz = variant == "razz"
    keys = {s: _key(b, razz) for s, b in boards.items()}
    best = (min if razz else max)(keys.values())
    return min(s for s, k in keys.items() if k == best)


def open_pair(boards: Mapping[int, Sequence[Card]]) -> bool:
    return any(len(b) == 2 and b[0].rank == b[1].rank for b in boards.values())
