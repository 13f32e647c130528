"""Doing the money steps on the table, through engine operations: a scripted request reached
by a `wait`, the dealer's count, a hand's reading, the rake and the drop. Each notes the rule
it was judged on (`outcome.at_stake`), as do a pull with the pots stated and the first push
at a table that rakes (`note_collect`, `note_push`): a rule rightly kept has no step kind
of its own, and the records count it as tried from the note."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import Street
from ...engine.errors import EngineError
from ..actions import TraineeAction
from ..outcome import Event, Said, ScriptError, at_stake
from . import asks, keys

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def ask_if_due(arb: Arbiter, seat: int) -> bool:
    """Before `seat` decides: the scenario's request, if one is due, else now and then a
    bot's (free deal: `asks.bot_request`), is asked now (betting then waits for the
    answer). True when a request was asked."""
    request = keys.due_request(arb)
    if request is None:
        drawn = asks.bot_request(arb, seat)
        if drawn is None:
            return False
        ask(arb, seat, *drawn)
        return True
    if request.seat != seat:
        raise ScriptError(
            f"this request is for seat {request.seat}, but seat {seat} is to act", request.where
        )
    try:
        ask(arb, seat, request.what, request.of)
    except EngineError as e:
        raise ScriptError(str(e), request.where) from None
    return True


def ask(arb: Arbiter, seat: int, what: str, of: int | None) -> None:
    """The player asks (an `Asking` operation in the log; his bubble reads it there:
    ledger.last_words), and the step's events say so."""
    arb.hand.ask(seat, what, of)
    said = Said("ask_" + what, of)
    arb._events.append(Event("request", seat, said=said))  # the GUI says `said` (a bubble)


def check_requests_used(arb: Arbiter) -> None:
    """A request left when its round is over is a scenario error, like a decision left."""
    h = arb.hand
    if h.round is None or not h.is_round_complete():
        return
    left = keys.requests_left(arb, h.round.street)
    if left is not None:
        raise ScriptError(
            f"the {h.round.street.value} betting round is complete before this request "
            f"for seat {left.seat}",
            left.where,
        )


def do_announce(arb: Arbiter, a: TraineeAction) -> None:
    ask = keys.open_request(arb.hand)
    assert ask is not None and a.amount is not None
    h = arb.hand
    arb._events.append(at_stake(keys.RULE_OF[ask.what]))
    h.announce(ask.what, a.amount, ask.of)
    seat = h.to_act()
    if seat is not None:  # a second question before he acts is asked at once
        ask_if_due(arb, seat)


def do_read(arb: Arbiter, a: TraineeAction) -> None:
    assert a.seat is not None and a.hand is not None
    arb._events.append(at_stake("showdown.read_hand"))
    if a.low is not None:
        arb._events.append(at_stake("hilo.read"))
    arb.hand.read(a.seat, a.hand, a.ranks, a.low)


def do_take(arb: Arbiter, a: TraineeAction) -> None:
    assert a.amount is not None
    arb._events.append(at_stake(HOUSE_RULES[a.name]))
    arb.hand.take_for_house(a.name, a.amount)


HOUSE_RULES = {"rake": "rake.amount", "drop": "rake.jackpot_drop"}


def note_collect(arb: Arbiter, a: TraineeAction) -> None:
    """A pull with the pots stated is judged on them (pot.all_in), right or wrong."""
    if a.pots is not None:
        arb._events.append(at_stake("pot.all_in"))


def note_push(arb: Arbiter) -> None:
    """The first push at a table that rakes, with nothing left to take: the house's rules
    were kept by taking nothing more (rake.no_flop_no_drop when no flop came, else the
    amount: none due, or already taken by its own step; the drop likewise)."""
    rule = arb.setup.rake
    due = keys.house_due(arb)
    if rule is None or due is None or arb.hand.awarded:
        return
    kept: list[str] = []
    if due.rake == 0:
        preflop = rule.no_flop_no_drop and arb.hand.street is Street.PREFLOP
        kept.append("rake.no_flop_no_drop" if preflop else "rake.amount")
    if rule.jackpot_drop and due.drop == 0:
        kept.append("rake.jackpot_drop")
    arb._events.extend(at_stake(r) for r in kept)
