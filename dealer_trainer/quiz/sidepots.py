"""side-pots: build the pots when bets are pulled in with a player all in (rule pot.all_in).

Question: a no-limit betting round that has just ended with one or more players all in
(and the pot from earlier streets in the middle). Answer: a list of whole numbers, the main
pot and then each side pot, in order of creation, after the pull (an uncalled bet goes back
to its owner first, pot.uncalled). The key is the engine's own collect: `Hand.pots`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.betting import Legal
from ..engine.config import Game, Street
from ..engine.decision import ActionKind, Decision
from ..engine.hand import Hand
from .model import AnswerError, Question, whole_number
from .play import new_spot, raise_to

SKILL = "side-pots"
ENTRY = "numbers"  # how the Skills screen takes its answer (skills.ENTRIES)
BLINDS = ((1, 2), (5, 10), (25, 50), (100, 200))
MOST_POTS = 4  # quick-fire: a main pot and up to three side pots


def _covered(hand: Hand, legal: Legal) -> bool:
    """Someone else could still call more than the current bet (else a raise is pointless
    and PokerKit, the tests' oracle, refuses it)."""
    return any(hand.stacks[s] + hand.bets[s] > legal.current_bet for s in hand.live - {legal.seat})


def _decision(rng: random.Random, hand: Hand, legal: Legal, *, shove: bool) -> Decision:
    r = rng.random()
    seat = legal.seat
    if legal.to_call > 0 and r < 0.2:
        return Decision(seat, ActionKind.FOLD)
    raising = legal.can_raise and _covered(hand, legal)
    if shove and r > 0.5 and (raising or legal.all_in_to <= legal.current_bet):
        return Decision(seat, ActionKind.ALL_IN)
    if raising and r > 0.85:
        to = raise_to(rng, legal, hand.big_blind)
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        return Decision(seat, ActionKind.ALL_IN if to == legal.all_in_to else kind, to)
    if legal.can_check:
        return Decision(seat, ActionKind.CHECK)
    return Decision(seat, ActionKind.CALL)


def _attempt(rng: random.Random) -> Question | None:
    spot = new_spot(
        rng,
        game=Game.NO_LIMIT,
        players=(3, 7),
        blinds=BLINDS,
        stack=lambda r, big: r.randint(6, 300) * big // 2,
    )
    hand = spot.hand
    target = Street.PREFLOP if rng.random() < 0.6 else Street.FLOP
    hand.start_round(Street.PREFLOP)
    while True:
        while hand.to_act() is not None:
            legal = hand.legal()
            spot.act(_decision(rng, hand, legal, shove=hand.street is target))
        if len(hand.live) < 2 or hand.all_in:
            break
        if hand.street is target:
            return None
        hand.collect()
        hand.start_round(Street.FLOP)
    if hand.street is not target or not hand.all_in or len(hand.live) < 2:
        return None  # not the round asked about, or no contest for the pots
    data: dict[str, Any] = spot.table_data()
    data["middle"] = hand.pot_total()
    data["bets"] = {str(s): b for s, b in sorted(hand.bets.items()) if b}
    data["all_in"] = sorted(hand.all_in)
    data["folded"] = sorted(hand.folded)
    op = hand.collect()
    if len(hand.pots) < 2 and not getattr(op, "returned", ()):
        return None  # nothing to build: one pot, nothing back
    if len(hand.pots) > MOST_POTS:
        return None
    return Question("", SKILL, data, tuple(p.amount for p in hand.pots))


def generate(rng: random.Random, qid: str) -> Question:
    while (q := _attempt(rng)) is None:
        pass
    return Question(qid, q.skill, q.data, q.key)


def parse_answer(raw: object) -> tuple[int, ...]:
    if isinstance(raw, int | str) and not isinstance(raw, bool):
        raw = [raw] if isinstance(raw, int) else raw.split()
    if not isinstance(raw, Sequence) or isinstance(raw, str) or not raw:
        raise AnswerError(f"a side-pots answer is a list of pots, main pot first, not {raw!r}")
    return tuple(whole_number(x, "each pot") for x in raw)


def answer_json(answer: tuple[int, ...]) -> list[int]:
    return list(answer)
