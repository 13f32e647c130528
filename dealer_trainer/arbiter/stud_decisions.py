"""A stud player's decision where the bring-in is owed or completed (stud.bring_in,
stud.completion): the script's `bring_in` or `complete`, else a bot's choice. `steps.decide`
asks here; engine operations only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street
from ..engine.decision import ActionKind, Decision
from .outcome import Event, Said, ScriptError
from .setup import ScriptedDecision

if TYPE_CHECKING:
    from .arbiter import Arbiter


def forced_decision(arb: Arbiter, seat: int, scripted: ScriptedDecision | None) -> None:
    """The bring-in owed (stud.bring_in): the player posts it or completes (stud.completion);
    the script's `bring_in` or `complete`, else a bot's choice. A player who owes it because
    the low card is all in for his ante may fold (Robert's Stud 8)."""
    h = arb.hand
    if scripted is not None and scripted.stud is None and (
            scripted.decision.action is ActionKind.FOLD):
        op = h.act(scripted.decision)
        assert isinstance(op, ops.PlayerActing)
        said = Said.of(op)
        arb._events.append(Event("decision", seat, said=said))
        return
    complete = scripted.stud == "complete" if scripted is not None else (
        arb.bot_rng.random() < 0.2)
    if complete and scripted is not None:
        _small_bet(arb, scripted)
    h.bring_in(seat, complete=complete)
    said = Said("bet", h.bets[seat])  # the bubble shows his chips as a bet
    arb._events.append(Event("decision", seat, said=said))


def scripted_stud(arb: Arbiter, d: ScriptedDecision) -> Decision:
    """A scripted `complete` by a player facing the bring-in: a raise to the small bet."""
    return Decision(d.decision.seat, ActionKind.RAISE, _small_bet(arb, d))


def _small_bet(arb: Arbiter, d: ScriptedDecision) -> int:
    """stud.completion: a completion goes to the small bet; a scripted `to` of anything else
    is the scenario's error, at its line."""
    unit = arb.config.bet_unit(Street.THIRD)
    if d.decision.to is not None and d.decision.to != unit:
        raise ScriptError(f"seat {d.decision.seat} completes to the small bet, {unit}, "
                          f"not {d.decision.to}", d.where)
    return unit
