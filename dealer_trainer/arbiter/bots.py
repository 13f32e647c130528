"""The players at the table when no scripted decision is left: simple, seeded, deterministic."""

from __future__ import annotations

import random

from ..engine.betting import Legal
from ..engine.config import Game
from ..engine.decision import ActionKind, Decision


def bot_decision(legal: Legal, rng: random.Random, game: Game, pot: int) -> Decision:
    """Mostly passive, sometimes aggressive, so hands reach showdowns and side pots happen."""
    s = legal.seat
    r = rng.random()
    if legal.can_check:
        if legal.can_raise and r < 0.2:
            return _aggressive(legal, rng, game, pot)
        return Decision(s, ActionKind.CHECK)
    if r < 0.22:
        return Decision(s, ActionKind.FOLD)
    if legal.can_raise and r > 0.9:
        return _aggressive(legal, rng, game, pot)
    return Decision(s, ActionKind.CALL)


def _aggressive(legal: Legal, rng: random.Random, game: Game, pot: int) -> Decision:
    kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
    if game is Game.LIMIT:
        to = legal.min_raise_to
    else:
        lo, hi = legal.min_raise_to, legal.max_raise_to
        target = legal.current_bet + max(lo - legal.current_bet, (pot * rng.choice((1, 2, 3))) // 4)
        to = max(lo, min(hi, target))
    if to >= legal.all_in_to:
        return Decision(legal.seat, ActionKind.ALL_IN)
    return Decision(legal.seat, kind, to)
