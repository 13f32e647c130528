"""Players who ask, now and then (free deal and audition): before he acts, a bot may ask for
the pot in pot limit (`bet.pot_count`), or, facing an all-in, for its size
(`pot.count_all_in`), as often as `DrillSetup.random_asks` says, one draw per spot where the
rules allow the question. The request is the scripted one's (`steps.ask_if_due`): an
`Asking` operation in the hand's log and his bubble; only who asks, and when, is drawn.

The draw for a spot comes from a generator seeded with the hand's seed and the spot itself
(the decisions made so far in the hand and the seat to act): the same seed asks the same
questions, and a spot visited twice (a `wait` reaches the next player's turn, the next
`wait` starts from it) draws the same answer, so the rate holds per spot with nothing kept
beside the log.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Game
from ...engine.hand import Hand
from .. import ledger
from ..seating import hand_seed

if TYPE_CHECKING:
    from ..arbiter import Arbiter

def faced_all_ins(h: Hand, seat: int) -> list[int]:
    """The all-in players whose bet in this round is more than `seat` has in front of him:
    the all-ins he faces (pot.count_all_in), in seat order."""
    mine = h.bets.get(seat, 0)
    return sorted(s for s in h.all_in if s != seat and h.bets.get(s, 0) > mine)


def may_ask(h: Hand, seat: int) -> list[tuple[str, int | None]]:
    """The requests the rules let `seat`, to act now, make: the pot in pot limit (when he may
    bet or raise: the count is the most he may make it), an all-in's size when he faces one."""
    if h.round is None or h.to_act() != seat:
        return []
    out: list[tuple[str, int | None]] = []
    if h.config.game is Game.POT_LIMIT and h.legal().can_raise:
        out.append(("pot", None))
    out += [("all_in", of) for of in faced_all_ins(h, seat)]
    return out


def asked_here(h: Hand, seat: int) -> bool:
    """`seat` has asked since the last decision: one question per spot."""
    for op in reversed(ledger.deal_log(h)):
        if isinstance(op, ops.PlayerActing | ops.RoundOpening):
            return False
        if isinstance(op, ops.Asking) and op.seat == seat:
            return True
    return False


def spot_rng(arb: Arbiter, seat: int) -> random.Random:
    """The generator of this spot: the hand's seed, the decisions so far, the seat."""
    decisions = sum(isinstance(op, ops.PlayerActing) for op in arb.hand.log)
    seed = hand_seed(arb.setup.seed, arb.hand_number - 1)
    return random.Random(f"ask/{seed}/{decisions}/{seat}")


def bot_request(arb: Arbiter, seat: int) -> tuple[str, int | None] | None:
    """The question `seat` asks before he acts now, drawn at the setup's rate; None: none."""
    rate = arb.setup.random_asks
    h = arb.hand
    if rate <= 0 or asked_here(h, seat):
        return None
    allowed = may_ask(h, seat)
    if not allowed:
        return None
    rng = spot_rng(arb, seat)
    if rng.random() >= rate:
        return None
    return allowed[rng.randrange(len(allowed))]
