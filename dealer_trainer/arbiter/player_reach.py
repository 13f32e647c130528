"""Reaching a player's non-standard action in the players' script (CONTRACT.md "Players'
non-standard actions"): his chips go out in front of him, his words into a bubble, and the
ruling's irregularity opens (`irregularities/player_action.py` says what it then owes). Also
what the ruling sees of the table (`facing`) and which ruling is due now (`verdict`). The
steps call `reach` before the seat to act decides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street
from ..engine.decision import ActionKind, Decision
from . import schedule
from .corrections import RULING, Correction
from .outcome import Event, Said, ScriptError
from .rulings import Attempt, Change, Facing, Verdict, right_ruling, ruling_after_turn
from .setup import ScriptedDecision

if TYPE_CHECKING:
    from .arbiter import Arbiter


@dataclass(slots=True)
class RulingCorrection(Correction):
    """A ruling owed on `seat`'s `attempt`. Ruled out of turn, it waits (`faced`: the bet
    when he acted, `mark`: the log's length then) until the action reaches him."""

    attempt: Attempt | None = None
    where: str | None = None
    out_of_turn_ruled: bool = False
    faced: int = 0
    mark: int = 0


# ---- reaching an entry --------------------------------------------------------------------
def reach(arb: Arbiter, seat: int, street: Street,
          next_entry: Callable[[], ScriptedDecision | None]) -> bool:
    """Called by `steps.decide` before the seat to act decides: a player's own card shown
    (no turn used), then a non-standard entry opens its ruling (True: nobody decided)."""
    h = arb.hand
    scripted = next_entry()
    while scripted is not None and scripted.show is not None:
        h.show_card(scripted.decision.seat, scripted.show)
        arb._events.append(Event("decision", scripted.decision.seat, "show",
                                 said=Said("show")))
        _advance(arb, street)
        scripted = next_entry()
    if scripted is None:
        return False
    attempt = scripted.attempt
    if attempt is not None and attempt.action is not None and not _ruled(attempt, seat):
        attempt = None  # a standard decision in turn, with a floor ruling it does not need
    if attempt is None:
        attempt = _refused(arb, seat, scripted.decision)
    if attempt is None:
        return False
    _advance(arb, street)
    _open(arb, attempt, scripted.where)
    return True


def _advance(arb: Arbiter, street: Street) -> None:
    arb.script_pos[street] = arb.script_pos.get(street, 0) + 1


def _ruled(a: Attempt, seat: int) -> bool:
    """A standard action is ruled on when made out of turn (or given a floor ruling and not
    the seat to act's decision)."""
    return a.out_of_turn or a.seat != seat


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
        if legal.all_in_to > legal.current_bet:  # he has chips to raise with
            return Attempt(seat, action=d.action, to=d.to)
    return None


def _open(arb: Arbiter, a: Attempt, where: str | None) -> None:
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
    for m in motions:
        h.put_out(seat, m)
    verdict = right_ruling(a, f, arb.config.house_rules)
    need_floor(a, verdict, where)
    words = Said(a.say.value if a.say else (a.action.value if a.action else "chips"),
                 a.say_to if a.say else (pushed or None))
    arb._events.append(Event("decision", seat, words.words(), said=words))
    arb.last_words[seat] = words
    c = RulingCorrection(verdict.rule, RULING, 0, seat=seat, attempt=a, where=where)
    schedule.open_irregularity(arb, c)


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
    a, seat, h = c.attempt, c.seat, arb.hand
    assert a is not None and seat is not None
    house = arb.config.house_rules
    if not c.out_of_turn_ruled:
        return right_ruling(a, facing(arb, seat), house)
    if h.to_act() != seat:
        return None
    v = ruling_after_turn(a, facing(arb, seat), _change(arb, c), house)
    need_floor(a, v, c.where)
    return v


def _change(arb: Arbiter, c: RulingCorrection) -> Change:
    h = arb.hand
    assert h.round is not None
    if h.round.current_bet > c.faced:
        return Change.RAISE
    between = [op for op in h.log[c.mark:] if isinstance(op, ops.PlayerActing)]
    if any(op.action in ("call", "all_in") and op.seat != c.seat for op in between):
        return Change.CALL
    return Change.NONE
