"""pot-limit: the pot a player asks for, in pot limit (rule bet.pot_count).

Question: a pot-limit table in the middle of a betting round; a player about to act asks for
the pot. Answer: a whole number, the largest total he may bet in this round (his raise-to).
The key is the engine's `Legal.max_raise_to` for that player; every spot has stacks deep
enough that the pot, not his stack, is the limit.

`pot_question` makes such a question from a `Tables` record, the tables a skill draws from:
hold'em's here (`HOLDEM`, full blinds), Omaha's in plopot.py (a straddle, a short big blind).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..engine.betting import Legal
from ..engine.config import Game, Street
from ..engine.decision import ActionKind, Decision
from ..engine.hand import Hand
from .model import Question, whole_number
from .play import Spot, new_spot, raise_to

SKILL = "pot-limit"
ENTRY = "number"  # how the Skills screen takes its answer (skills.ENTRIES)
BLINDS = ((1, 2), (2, 5), (5, 10), (25, 50), (100, 200))
STREET_WEIGHTS = {Street.PREFLOP: 4, Street.FLOP: 3, Street.TURN: 2, Street.RIVER: 1}


@dataclass(frozen=True, slots=True)
class Tables:
    """The pot-limit tables a skill's questions are asked at."""

    players: tuple[int, int]  # how many at the table, least and most
    blinds: tuple[tuple[int, int], ...]  # (small, big), one drawn per table
    stack_bbs: tuple[int, int]  # each stack, in big blinds, least and most
    variant: str | None = None  # the game the question names (CONTRACT's `variant`); None: hold'em
    straddle: float = 0.0  # the chance of a straddle (three players or more)
    short: float = 0.0  # the chance of a big blind posted all in for less than a full blind


HOLDEM = Tables(players=(2, 9), blinds=BLINDS, stack_bbs=(400, 1500))


def _decision(rng: random.Random, hand: Hand, legal: Legal) -> Decision:
    r = rng.random()
    if legal.to_call > 0 and r < 0.2:
        return Decision(legal.seat, ActionKind.FOLD)
    if legal.can_raise and r > 0.7:
        to = raise_to(rng, legal, hand.big_blind)
        if to < legal.all_in_to:
            kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
            return Decision(legal.seat, kind, to)
    return Decision(legal.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)


def _attempt(rng: random.Random, tables: Tables) -> tuple[Spot, Legal] | None:
    least, most = tables.stack_bbs
    spot = new_spot(
        rng,
        game=Game.POT_LIMIT,
        players=tables.players,
        blinds=tables.blinds,
        stack=lambda r, big: r.randint(least, most) * big,
        straddle=tables.straddle,
        short=tables.short,
    )
    hand = spot.hand
    target = rng.choices(list(STREET_WEIGHTS), weights=list(STREET_WEIGHTS.values()))[0]
    street: Street | None = Street.PREFLOP
    while street is not None:
        hand.start_round(street)
        before = rng.randint(0, 4) if street is target else -1
        while hand.to_act() is not None:
            legal = hand.legal()
            if before == 0:
                usable = legal.can_raise and legal.max_raise_to < legal.all_in_to
                return (spot, legal) if usable else None
            spot.act(_decision(rng, hand, legal))
            before -= 1
        if street is target or len(hand.live) < 2:
            return None  # the round ended before anyone asked
        hand.collect()
        street = street.next
    return None


def pot_question(rng: random.Random, qid: str, skill: str, tables: Tables) -> Question:
    """A player asks for the pot at one of `tables`; the key is the engine's largest raise-to
    for him on the hand the question shows."""
    while (found := _attempt(rng, tables)) is None:
        pass
    spot, legal = found
    hand = spot.hand
    data: dict[str, Any] = spot.table_data()
    if tables.variant is not None:
        data = {"variant": tables.variant, **data}
    data["pot"] = hand.pot_total()
    data["bets"] = {str(s): b for s, b in sorted(hand.bets.items()) if b}
    data["folded"] = sorted(hand.folded)
    if hand.all_in:  # a big blind posted short (hold'em's deep tables have none)
        data["all_in"] = sorted(hand.all_in)
    data["asking"] = legal.seat
    return Question(qid, skill, data, legal.max_raise_to)


def generate(rng: random.Random, qid: str) -> Question:
    return pot_question(rng, qid, SKILL, HOLDEM)


def parse_answer(raw: object) -> int:
    return whole_number(raw, "a pot-limit answer")


def answer_json(answer: int) -> int:
    return answer
