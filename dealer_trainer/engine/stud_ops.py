"""The stud games' operation records, and how each is applied (RULES.md "Seven Card Stud, Stud
hi-lo and Razz"): an ante into the pot, the bring-in (or its completion) posted, a street's
betting round opened at the seat the cards name. The cards themselves are pitched with the
flop games' `HoleDealing`, its `exposed` the card's face (`stud.deal_face`).

`engine/apply.py` takes `STUD_APPLY` into its table, so `Hand.replay` redoes these too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .betting import BettingRound
from .cards import Card
from .config import Street
from .decision import ActionKind, Decision
from .ops import Op
from .pots import compute_pots
from .record import record
from .state import own_field

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["STUD_APPLY", "AntePosting", "BringInPosting", "CommonCardTurning", "StudRoundOpening"]


@record
class AntePosting(Op):
    """stud.antes: a seat's ante, dead money straight into the pot (no bet of the round)."""

    seat: int
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"op": "ante", "seat": self.seat, "amount": self.amount}


@record
class BringInPosting(Op):
    """stud.bring_in, stud.completion: the forced bet of third street, or the full bet its
    player opens for instead (`complete`)."""

    seat: int
    amount: int
    complete: bool

    def to_json(self) -> dict[str, object]:
        return {"op": "bring_in", "seat": self.seat, "amount": self.amount,
                "complete": self.complete}


@record
class StudRoundOpening(Op):
    """A stud street's betting round, opened at `first` (the bring-in on third street,
    stud.bring_in; the best board after, stud.first_to_act). `big`: the big bet a player may
    bet there (stud.open_pair), 0 for none."""

    street: Street
    first: int
    big: int = 0
    # error.stud_exposed_downcard (Robert's Stud 5): the low card exposed by the dealer, his
    # seat passed over: `first` may fold, bring in or complete (0: nobody passed over)
    passed: int = 0

    def to_json(self) -> dict[str, object]:
        return {"op": "round", "street": self.street.value, "first": self.first}


@record
class CommonCardTurning(Op):
    """stud.common_card: the top card of a short stub turned face up in the centre, every live
    player's seventh card (it lies in the board zone, the stud hand's one shared card)."""

    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "common", "card": self.card.code}


def _common(h: Hand, op: CommonCardTurning) -> None:
    stub = h.zones.stub
    assert stub and stub[0] == op.card, "a record names cards the stub does not hold"
    del stub[0]
    h.zones.board.append(op.card)


def _ante(h: Hand, op: AntePosting) -> None:
    stacks, contributed = h.stacks, h.contributed
    stacks[op.seat] -= op.amount
    contributed[op.seat] += op.amount
    live = h.live
    all_in: set[int] = set()
    if 0 in stacks.values():  # somebody has no chips behind (a scan in C)
        all_in = {s for s in live if not stacks[s] and contributed[s]}
    own_field(h, "pots", compute_pots(contributed, live, all_in))


def _bring_in(h: Hand, op: BringInPosting) -> None:
    r = h.round
    assert r is not None
    seat, amount = op.seat, op.amount
    h.stacks[seat] -= amount
    h.bets[seat] += amount
    h.contributed[seat] += amount
    r.forced = False
    if op.complete:  # an opening full bet: the round's first bet (stud.completion)
        r.record(Decision(seat, ActionKind.BET, h.bets[seat]), h.bets[seat])
        return
    # the bring-in is no bet: the next player completes it to the small bet (Robert's Stud 3)
    r.current_bet = max(r.current_bet, h.bets[seat])
    r.acted[seat] = r.reopen
    r.faced[seat] = r.current_bet
    r.last_actor = seat


def _open(h: Hand, op: StudRoundOpening) -> None:
    street = op.street
    own_field(h, "street", street)
    cfg = h.config
    own_field(h, "round", BettingRound(
        config=cfg, street=street, first=op.first, current_bet=0,
        min_raise=cfg.bet_unit(street), bets_made=0, full_bet=0,
        forced=street is Street.THIRD, big=op.big,
    ))  # fmt: skip


STUD_APPLY: dict[type[Op], Callable[[Hand, Any], None]] = {
    AntePosting: _ante,
    BringInPosting: _bring_in,
    StudRoundOpening: _open,
    CommonCardTurning: _common,
}
