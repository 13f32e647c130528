"""A tournament's levels (RULES.md "Tournament levels": tournament.level_change): which level
a hand is at, and the amounts the trainee says when he posts.

A level announced before a hand's first shuffle applies to that hand; one announced during it
(`announced: after_shuffle`) applies from the next (`BlindLevel.from_hand` is the hand it
applies from, `announced_in` the hand whose shuffle it was announced in;
`seating.next_hand_config` lays each hand at its level). In the first hand of a new level, and
in a hand during whose shuffle a level is announced, every post names its amount
(`post: {seat, blind, amount}`), and a post at the wrong level's amount is refused under
tournament.level_change (CONTRACT.md "Trainee actions, new and widened"). Elsewhere an amount
is optional and, when given, checked. A level whose entry does not say when it is announced
(no `announced:`, a drill written before these rules) asks for no amount: its scripts work
as they did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine.ops_noted import CorrectionNoted, IrregularityNoted
from . import ledger
from .actions import TraineeAction
from .seating import next_places

if TYPE_CHECKING:
    from .arbiter import Arbiter
    from .procedure import Expect

RULE = "tournament.level_change"
H4H = "tournament.hand_for_hand"
BALANCE = "seat.balance"


def names_amounts(arb: Arbiter) -> bool:
    """A tournament's table with levels: its posts carry their amounts (`due`), named where
    required (`amounts_required`), checked wherever given."""
    return arb.config.tournament and bool(arb.config.schedule) or amounts_required(arb)


def amounts_required(arb: Arbiter) -> bool:
    """This hand is the first of a new level, or a level is announced during its shuffle."""
    n = arb.hand_number
    return arb.config.tournament and any(
        lv.clocked and ((lv.from_hand == n and n > 1) or lv.announced_in == n)
        for lv in arb.config.schedule)


def announced_now(arb: Arbiter) -> bool:
    """A level is announced during this hand's shuffle: this hand stays at the old level."""
    return any(lv.announced_in == arb.hand_number for lv in arb.config.schedule)


def post_match(arb: Arbiter, seat: int, kind: str) -> Callable[[TraineeAction], bool]:
    """`post: {seat, blind}` from `seat` of `kind`, its amount this hand's (named where the
    level calls for it, checked wherever it is given)."""
    amount = arb.hand.post_amount(seat, kind)
    required = amounts_required(arb)

    def match(a: TraineeAction) -> bool:
        if (a.name, a.seat, a.blind) != ("post", seat, kind):
            return False
        return a.amount == amount or (a.amount is None and not required)

    return match


def diagnose_post(arb: Arbiter, a: TraineeAction,
                  expects: list[Expect]) -> tuple[str, str, dict[str, object]] | None:
    """A post the hand owes, from the right seat, of the right kind, with its amount missing
    where the level calls for it or not this hand's: the rule and message; None for any
    other step."""
    if a.name != "post":
        return None
    owed = next((e for e in expects if (e.example.name, e.example.seat, e.example.blind)
                 == ("post", a.seat, a.blind)), None)
    if owed is None:
        return None
    h = arb.hand
    amount = h.post_amount(a.seat or 0, a.blind or "")
    params: dict[str, object] = {"seat": a.seat, "blind": a.blind, "amount": amount,
                                 "said": a.amount, "small": h.small_blind, "big": h.big_blind}
    if not arb.config.tournament or not arb.config.schedule:  # no level to change
        return owed.rule, "blinds.amount_wrong", params
    if a.amount is None:
        return RULE, "tournament.level_change.amount_missing", params
    if announced_now(arb):
        return RULE, "tournament.level_change.next_hand", params
    return RULE, "tournament.level_change.amount_wrong", params


def prior_stakes(arb: Arbiter) -> tuple[int, int, int] | None:
    """The previous level's (small blind, big blind, ante) at this hand (prior_level: the
    hand laid at it by mistake); None at the first level or a table with no schedule."""
    levels = sorted(arb.config.schedule, key=lambda lv: lv.from_hand)
    table = arb.setup.config
    steps = [(table.small_blind, table.big_blind, table.ante)] if not levels or \
        levels[0].from_hand > 1 else []
    for lv in levels:
        if lv.from_hand > arb.hand_number:
            break
        steps.append((lv.small_blind, lv.big_blind, table.ante if lv.ante is None else lv.ante))
    return steps[-2] if len(steps) >= 2 else None


def diagnose_fix(arb: Arbiter, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
    """`fix_blinds` where no correction owes it: after substantial action in a hand begun at
    the prior level it plays on (TDA 23); elsewhere the hand is at its level."""
    if a.name != "fix_blinds":
        return None
    seen = any(isinstance(op, IrregularityNoted) and op.rule == RULE for op in arb.hand.log)
    key = "tournament.level_change.plays_on" if seen else "tournament.level_change.at_level"
    return RULE, key, {}


# ---- hand for hand ------------------------------------------------------------------------
def floor_called(arb: Arbiter) -> bool:
    """tournament.hand_for_hand: the floor was called in this deal after the all-in call."""
    return any(isinstance(op, CorrectionNoted) and op.rule == H4H
               for op in ledger.deal_log(arb.hand))


def held(arb: Arbiter) -> bool:
    """At a hand-for-hand table, a player is all in and called with no more betting, and the
    floor has not been called: no hand or board card is turned until he is (TDA RP-8-F)."""
    if not arb.setup.hand_for_hand or arb.complete or floor_called(arb):
        return False
    h = arb.hand
    if len(h.live) < 2 or not h.all_in or ledger.shown(h):
        return False
    if h.round is not None and h.to_act() is not None:  # the betting is not over
        return False
    return len(h.live - h.all_in) <= 1  # (the bets pulled in or not: either first)


def call_floor(arb: Arbiter, a: TraineeAction) -> None:
    """The dealer stops and calls the floor; after the floor's word the all-in showdown comes
    as usual (showdown.all_in_face_up)."""
    arb.hand.note(CorrectionNoted(H4H, "call_floor"))


def diagnose(arb: Arbiter, a: TraineeAction,
             expects: list[Expect]) -> tuple[str, str, dict[str, object]] | None:
    """A step off this module's: a post at the wrong level's amount, a card turned (or any
    step) at a hand-for-hand table before the floor is called, a step before the player the
    floor asked for is sent, or the wrong one sent."""
    if expects and expects[0].rule == H4H:
        return H4H, "tournament.hand_for_hand.stop", {}
    if expects and expects[0].rule == BALANCE:
        return BALANCE, "seat.balance.send", dict(expects[0].hint_params)
    if a.name == "move_player" and arb.hand_number in arb.setup.balances:  # sent already
        return BALANCE, "seat.balance.nobody", {}
    return diagnose_fix(arb, a) or diagnose_post(arb, a, expects)


# ---- balancing tables ---------------------------------------------------------------------
def balance_owed(arb: Arbiter) -> int | None:
    """seat.balance: the seat the floor's request sends now (the player to be big blind next,
    TDA 11-A), before this hand's first shuffle; None when nothing is asked."""
    h = arb.hand
    if arb.hand_number not in arb.setup.balances or arb.complete or ledger.shuffled(h):
        return None
    moved = any(isinstance(op, CorrectionNoted) and op.rule == BALANCE for op in h.log)
    return None if moved else arb.places.big


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """`move_player` at a table where the floor asks for nobody."""
    if a.name == "move_player" and not arb.setup.balances:
        return "invalid.no_balance", {}
    if a.name == "fix_blinds" and not (arb.config.tournament and arb.config.schedule):
        return "invalid.no_level", {}  # no level to bring the blinds up to
    return None


def move_player(arb: Arbiter, a: TraineeAction) -> None:
    """The player leaves with his chips for the table the floor names; this hand is laid out
    again without him, from where the last hand's button and blinds were (his seat empty:
    button.dead), and the move is kept in its log."""
    seat = arb.places.big
    roster = arb.comings.roster
    arb.comings = replace(arb.comings, roster=replace(roster, empty=roster.empty | {seat}))
    players = [s for s in arb.places.players if s != seat]
    arb.places, _ = next_places(arb.config.method, arb.last_places, players)
    arb.hand_number -= 1
    arb._new_hand()
    arb.hand.note(CorrectionNoted(BALANCE, "move_player", str(seat)))
