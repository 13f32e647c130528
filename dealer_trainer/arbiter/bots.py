"""The players at the table when no scripted decision is left: simple, seeded, deterministic.

A bet or raise aims at a share of the pot and is then made a round amount of the table's
chips, as players make it (`round_bet`: 50, 80, 275, 450 at 5/10, not 52, 82, 267, 445;
issue 29), always legal: the minimum, the maximum or all in when no round amount is."""

from __future__ import annotations

import random

from ..engine.betting import Legal
from ..engine.config import Game
from ..engine.decision import ActionKind, Decision
from .bot_attempts import HOUSE_CHIPS  # the house set, smallest first: a bet counts in them

# a bet is made of at least this many of its unit: 80 is sixteen 5s, 275 eleven 25s
UNITS_IN_BET = 5


def bot_decision(legal: Legal, rng: random.Random, game: Game, pot: int, *,
                 big_blind: int = 1, chip: int = 1) -> Decision:
    """Mostly passive, sometimes aggressive, so hands reach showdowns and side pots happen."""
    s = legal.seat
    r = rng.random()
    if legal.can_check:
        if legal.can_raise and r < 0.2:
            return _aggressive(legal, rng, game, pot, big_blind, chip)
        return Decision(s, ActionKind.CHECK)
    if r < 0.22:
        return Decision(s, ActionKind.FOLD)
    if legal.can_raise and r > 0.9:
        return _aggressive(legal, rng, game, pot, big_blind, chip)
    return Decision(s, ActionKind.CALL)


def _aggressive(legal: Legal, rng: random.Random, game: Game, pot: int,
                big_blind: int, chip: int) -> Decision:
    kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
    if game is Game.LIMIT:
        to = legal.min_raise_to
    else:
        lo, hi = legal.min_raise_to, legal.max_raise_to
        target = legal.current_bet + max(lo - legal.current_bet, (pot * rng.choice((1, 2, 3))) // 4)
        to = round_bet(target, lo, hi, smallest_unit(big_blind, chip))
    if to >= legal.all_in_to:
        return Decision(legal.seat, ActionKind.ALL_IN)
    return Decision(legal.seat, kind, to)


def smallest_unit(big_blind: int, chip: int = 1) -> int:
    """The smallest unit a bet is counted in at these stakes: the largest house chip worth at
    most the big blind (the 5 at 5/10, the 100 at 100/200), never less than the table's
    smallest chip (`TableConfig.chip`), whose multiple it is."""
    chip = max(1, chip)
    fits = [v for v in HOUSE_CHIPS if v <= max(1, big_blind) and v % chip == 0]
    return max(fits, default=chip)


def bet_unit(amount: int, smallest: int) -> int:
    """The round unit of a bet of about `amount`: the largest house chip (a multiple of
    `smallest`) of which the bet holds at least `UNITS_IN_BET`, at least `smallest`. At 5/10:
    a 52 or 82 bet counts in 5s, a 267 or 445 in 25s, a 1,300 in 100s, a 2,600 in 500s."""
    unit = smallest
    for v in HOUSE_CHIPS:
        if v > unit and v % smallest == 0 and v * UNITS_IN_BET <= amount:
            unit = v
    return unit


def round_bet(target: int, lo: int, hi: int, smallest: int) -> int:
    """The bet (a total `to`) a player makes when he means about `target`, legal in [lo, hi].

    At or past the maximum he bets the maximum (all in, or the pot in pot limit); otherwise
    the round amount nearest the target, a multiple of `bet_unit(target)`: the next one up
    when that is below the minimum, the one below when it passes the maximum; a smaller unit
    when neither is legal; the legal bound nearest the target when no multiple of even
    `smallest` is (an odd minimum raise with an odd maximum). Pure: no randomness."""
    if target >= hi or hi <= lo:
        return max(lo, hi)
    target = max(lo, target)
    unit = bet_unit(target, smallest)
    while True:
        down = target // unit * unit
        up = down if down == target else down + unit
        best = up if up - target <= target - down or down < lo else down  # nearest, half up
        if best > hi:
            best = down
        if lo <= best <= hi:
            return best
        if unit == smallest:
            return lo if target - lo <= hi - target else hi
        unit = max(v for v in (smallest, *HOUSE_CHIPS) if v < unit and v % smallest == 0)
