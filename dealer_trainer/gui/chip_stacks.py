"""How a casino table would break an amount into chips at the table's stakes (pure, no pygame).

The house set is `CHIP_VALUES`; at a given big blind only some of it plays:
- the *working chip* is the largest chip worth at most 2.5 big blinds (the 25 at 5/10): bets
  and stacks are mostly made of it;
- the *top chip* is the largest worth at most 20 big blinds (the 100 at 5/10): nothing larger
  is on the table unless an amount would otherwise need too many columns (then it colours up);
- what is below the working chip is paid in the smaller chips, greedily.

A stack keeps one column of 20 working chips (the chips a player bets with) and the rest in
the larger chips in play; a bet or a pot is made greedily of the chips in play. Columns hold at
most `COLUMN` chips (a denomination with more takes several columns), as a dealer stacks them.
"""

from __future__ import annotations

CHIP_VALUES = (25000, 5000, 1000, 500, 100, 25, 5, 1)  # the house set, largest first
COLUMN = 20  # chips in one column, as a dealer stacks them
MAX_COLUMNS = 6  # more than this and the amount is coloured up into the next larger chip

Columns = list[tuple[int, int]]  # (chip value, chips in the column), largest value first


def working_chip(big_blind: int) -> int:
    """The chip most bets at these stakes are made of: the largest worth <= 2.5 big blinds."""
    cap = max(1.0, 2.5 * max(1, big_blind))
    return next(v for v in CHIP_VALUES if v <= cap)


def top_chip(big_blind: int) -> int:
    """The largest chip in play at these stakes: the largest worth <= 20 big blinds."""
    cap = max(1, 20 * max(1, big_blind))
    return next(v for v in CHIP_VALUES if v <= cap)


def _greedy(amount: int, values: tuple[int, ...]) -> dict[int, int]:
    out: dict[int, int] = {}
    left = amount
    for v in values:
        n, left = divmod(left, v)
        if n:
            out[v] = n
    return out


def _as_columns(counts: dict[int, int]) -> Columns:
    cols: Columns = []
    for v in sorted(counts, reverse=True):
        n = counts[v]
        while n > 0:
            cols.append((v, min(COLUMN, n)))
            n -= COLUMN
    return cols


def _values_up_to(top: int) -> tuple[int, ...]:
    return tuple(v for v in CHIP_VALUES if v <= top)


def _bigger(v: int) -> int | None:
    larger = [b for b in CHIP_VALUES if b > v]
    return min(larger) if larger else None


def bet_columns(amount: int, big_blind: int) -> Columns:
    """A bet (or a pot) in the chips in play at these stakes, greedily, largest first."""
    amount = max(0, int(amount))
    top = top_chip(big_blind)
    while True:
        cols = _as_columns(_greedy(amount, _values_up_to(top)))
        up = _bigger(top)
        if len(cols) <= MAX_COLUMNS or up is None:
            return cols
        top = up


def stack_columns(amount: int, big_blind: int) -> Columns:
    """A player's stack: the odd chips below the working chip, one column of working chips,
    the rest in the larger chips in play (coloured up if it would need too many columns)."""
    amount = max(0, int(amount))
    work = working_chip(big_blind)
    top = top_chip(big_blind)
    while True:
        cols = _as_columns(_stack_counts(amount, work, top))
        up = _bigger(top)
        if len(cols) <= MAX_COLUMNS or up is None:
            return cols
        top = up


def _stack_counts(amount: int, work: int, top: int) -> dict[int, int]:
    counts = _greedy(amount % work, _values_up_to(work))  # the odd chips
    left = amount - amount % work
    # from the working chip up: each keeps up to a column, leaving what the next chip can pay
    v: int | None = work
    while v is not None and left > 0:
        nxt = _bigger(v)
        if v >= top or nxt is None or nxt > top:
            counts[v] = counts.get(v, 0) + left // v
            left %= v
            break
        ratio = nxt // v
        n = (left % nxt) // v  # chips the larger one cannot pay
        while n + ratio <= COLUMN and (n + ratio) * v <= left:
            n += ratio
        if n:
            counts[v] = counts.get(v, 0) + n
        left -= n * v
        v = nxt
    if left:  # cannot happen with the house set (each chip divides the next), kept exact
        for k, c in _greedy(left, CHIP_VALUES).items():
            counts[k] = counts.get(k, 0) + c
    return counts


def total(cols: Columns) -> int:
    return sum(v * n for v, n in cols)


def pot_columns(parts: tuple[int, ...] | list[int], big_blind: int) -> Columns:
    """pot.chips_kept: a pot as the chips that went in, each part (a seat's bets pulled in)
    in the chips it was bet in (`bet_columns`), the same chips stacked together, twenty to a
    column; never coloured up (the dealer does that, and the pot is then a bet's columns)."""
    counts: dict[int, int] = {}
    for part in parts:
        for v, n in bet_columns(part, big_blind):
            counts[v] = counts.get(v, 0) + n
    return _as_columns(counts)
