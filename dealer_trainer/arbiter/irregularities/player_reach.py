"""Reaching a player's non-standard action in the players' script (CONTRACT.md "Players'
non-standard actions"): his chips go out in front of him, his words into a bubble, and the
ruling's correction opens (`player_action.py` says what it then owes). Also what the ruling
sees of the table (`facing`) and which ruling is due now (`verdict`).

A script entry played with no decision of its own (a card shown, a ruling that moves no
bet) is counted in the hand's log by a `script` note, so that the script's cursor
(`ledger.street_decisions`) stays read from the log.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from ...engine.decision import ActionKind, Decision
from ...engine.ops_noted import CorrectionNoted, EntriesCounted
from ..bot_attempts import bot_attempt
from ..outcome import Event, Said, ScriptError
from ..rulings import Attempt, Change, Facing, Verdict, right_ruling, ruling_after_turn
from ..setup import ScriptedDecision
from ..steps import next_scripted
from .base import Correction, Irregularity, Stage, open_correction

if TYPE_CHECKING:
    from ..arbiter import Arbiter


class Ruled(StrEnum):
    """The stages of a ruling: out of turn there are two."""

    OUT_OF_TURN = "out_of_turn"  # backed up to the seat in turn; his chips stay out
    RULING = "ruling"  # the ruling (or the floor's) is made, and the chips follow


@dataclass(slots=True)
class RulingCorrection(Correction):
    """A ruling owed on `seat`'s `attempt`. Ruled out of turn, it waits (`faced`: the bet
    then) until the action reaches him."""

    attempt: Attempt | None = None
    where: str | None = None
    faced: int = 0


def count_entry(arb: Arbiter, n: int = 1) -> None:
    """A script entry played with no decision of its own (or, -1, a decision that belongs
    to an entry already counted)."""
    arb.hand.note(EntriesCounted(n))


# ---- reaching an entry --------------------------------------------------------------------
def reach(arb: Arbiter, irr: Irregularity, seat: int, street: Street) -> bool:
    """Before the seat to act decides: a player's own card shown (no turn used), then a
    non-standard entry opens its ruling (True: nobody decided)."""
    h = arb.hand
    scripted = next_scripted(arb, street)
    while scripted is not None and scripted.show is not None:
        shower = scripted.decision.seat
        h.show_card(shower, scripted.show)
        arb._events.append(Event("decision", shower, said=Said("show")))
        count_entry(arb)
        scripted = next_scripted(arb, street)
    if scripted is None:
        return _bot_attempt(arb, irr, seat)
    attempt = scripted.attempt
    if attempt is not None and attempt.action is not None and not attempt.out_of_turn:
        attempt = None  # a standard decision in turn (its floor ruling is not needed)
    if attempt is None:
        attempt = _refused(arb, seat, scripted.decision)
    if attempt is None:
        return False
    if attempt.seat != seat and not attempt.out_of_turn:
        raise ScriptError(f"this {street.value} decision is for seat {attempt.seat}, but seat "
                          f"{seat} is to act (out_of_turn: true if he acts out of turn)",
                          scripted.where)
    _open(arb, irr, attempt, scripted.where)
    return True


def _bot_attempt(arb: Arbiter, irr: Irregularity, seat: int) -> bool:
    """Free deal: now and then a bot acts like a player, and the dealer rules."""
    chance = arb.setup.random_rulings
    barred = arb.hand.round is not None and seat in arb.hand.round.barred
    # (a stud hand: not yet; the rulings' amounts are a flop game's, and a bring-in is owed)
    if not chance or barred or not arb.hand.game.button or arb.ruling_rng.random() >= chance:
        return False
    attempt = bot_attempt(arb.hand.legal(), arb.hand.stacks[seat], arb.ruling_rng)
    if attempt is None:
        return False
    _open(arb, irr, attempt, None)
    return True


def _refused(arb: Arbiter, seat: int, d: Decision) -> Attempt | None:
    """A check facing a bet, or a raise the betting does not reopen for him: the player's
    attempt, ruled on (not a scenario error)."""
    if d.seat != seat:
        return None
    legal = arb.hand.legal()
    if d.action is ActionKind.CHECK and not legal.can_check:
        return Attempt(seat, action=d.action)
    facing_bet = not legal.can_check
    if d.action in (ActionKind.BET, ActionKind.RAISE) and facing_bet and not legal.can_raise:
        r = arb.hand.round
        # not reopened for him (or ruled call or fold): his attempt. A raise over the cap
        # (bet.limit_cap) is neither, so it stays a scenario error, as in CONTRACT.md
        shut = r is None or not r.reopened_for(seat) or seat in r.barred
        if shut and legal.all_in_to > legal.current_bet:  # he has chips to raise with
            return Attempt(seat, action=d.action, to=d.to)
    return None


def _open(arb: Arbiter, irr: Irregularity, a: Attempt, where: str | None) -> None:
    h = arb.hand
    seat = a.seat
    f = facing(arb, seat)
    motions = [m for m in (a.chips, a.more) if m]
    if a.action is not None and not a.chips:
        amount = _standard_chips(a, f)
        motions = [(amount,)] if amount > 0 else []
    pushed = sum(sum(m) for m in motions)
    if pushed > h.stacks[seat]:
        raise ScriptError(f"seat {seat}'s chips come to {pushed}, more than his stack of "
                          f"{h.stacks[seat]}", where)
    verdict = right_ruling(a, f, arb.config.preset)
    need_floor(a, verdict, where)
    for m in motions:
        h.put_out(seat, m)
    if a.say is not None:  # his words, for his bubble (with chips or alone)
        h.say(seat, a.say.value, a.say_to)
    words = Said(a.say.value if a.say else (a.action.value if a.action else "chips"),
                 a.say_to if a.say else (pushed or None))
    arb._events.append(Event("decision", seat, said=words))
    plan = (Ruled.OUT_OF_TURN, Ruled.RULING, Stage.DONE) if verdict.ruling is not None and (
        verdict.ruling.as_.value == "out_of_turn") else (Ruled.RULING, Stage.DONE)
    open_correction(arb, RulingCorrection(verdict.rule, irr, plan, h,
                                          seat=seat, attempt=a, where=where))


def _standard_chips(a: Attempt, f: Facing) -> int:
    if a.action is ActionKind.CALL:
        return min(f.owe, f.stack)
    if a.action is ActionKind.ALL_IN:
        return f.stack
    if a.action in (ActionKind.BET, ActionKind.RAISE):
        return min(max(0, (a.to or 0) - f.mine), f.stack)
    return 0


def need_floor(a: Attempt, verdict: Verdict, where: str | None) -> None:
    if verdict.floor and a.floor is None:
        raise ScriptError("the house rules leave this ruling to the floor: give the entry "
                          "'floor: {as: ...}' (what the floor rules)", where)


# ---- the table as the ruling sees it -------------------------------------------------------
def facing(arb: Arbiter, seat: int) -> Facing:
    h = arb.hand
    r = h.round
    assert r is not None
    stack = h.stacks[seat] + h.pushed.get(seat, 0)
    legal = r.legal(seat, stack=stack, bets=h.bets, pot_total=h.pot_total(), live=h.live,
                    all_in=h.all_in)
    return Facing(
        current_bet=r.current_bet,
        mine=h.bets[seat],
        stack=stack,
        min_raise=r.min_raise,
        may_raise=legal.can_raise,
        max_to=legal.max_raise_to,
        heads_up=len(h.live) == 2,
        opening_bet=r.bets_made <= 1,
        game=arb.config.game,
    )


def verdict(arb: Arbiter, c: RulingCorrection) -> Verdict | None:
    """The ruling due now on `c`; None while an out-of-turn player waits for his turn."""
    a, seat, h = c.attempt, c.seat, arb.hand
    assert a is not None and seat is not None
    house = arb.config.preset
    if c.stage is Ruled.OUT_OF_TURN:
        return right_ruling(a, facing(arb, seat), house)
    if Ruled.OUT_OF_TURN not in c.plan:
        return right_ruling(a, facing(arb, seat), house)
    if h.to_act() != seat:
        return None
    v = ruling_after_turn(a, facing(arb, seat), _change(arb, c), house)
    need_floor(a, v, c.where)
    return v


def _change(arb: Arbiter, c: RulingCorrection) -> Change:
    """What the players between did since he was backed up (his note in the log)."""
    h = arb.hand
    assert h.round is not None
    if h.round.current_bet > c.faced:
        return Change.RAISE
    since = h.log[c.at:]
    mark = next(i for i, op in enumerate(since) if isinstance(op, CorrectionNoted)
                and op.step == Ruled.OUT_OF_TURN.value)
    between = [op for op in since[mark:] if isinstance(op, ops.PlayerActing)]
    if any(op.action in ("call", "all_in") and op.seat != c.seat for op in between):
        return Change.CALL
    return Change.NONE


__all__ = ["RulingCorrection", "Ruled", "ScriptedDecision", "facing", "reach", "verdict"]
