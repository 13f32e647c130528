"""Doing the stud games' own steps (`stud_procedure.py` expects them): the antes, a card with
its face, naming who starts a round (which opens it), the bring-in decision, the showdown in
stud order and the award that ends a hand with no button. Engine operations only."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.config import Street
from ..engine.hands import Category
from ..engine.reading import CATEGORIES, NAMING
from ..engine.stud_order import high_board
from . import ledger, steps
from .actions import TraineeAction
from .moments import Cue, Moment

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from .arbiter import Arbiter

RANK_CHARS = "23456789TJQKA"


def do_antes(arb: Arbiter, a: TraineeAction) -> None:
    """stud.antes: every seat's ante into the pot, in deal order."""
    h = arb.hand
    for seat in h.antes_owed():
        if h.can_ante(seat):
            h.ante(seat)


def do_ante(arb: Arbiter, a: TraineeAction) -> None:
    """stud.antes: one seat's ante (`ante: S`)."""
    assert a.seat is not None
    arb.hand.ante(a.seat)


def do_stud_deal(arb: Arbiter, up: bool, a: TraineeAction) -> None:
    """One card to `a.seat` with the face the book calls for (stud.deal_face); a scheduled
    mistake may take the pitch over (BEFORE_PITCH), as in the flop games' deal."""
    assert a.seat is not None
    h = arb.hand
    pitch = ledger.pitches(h) + 1
    if not arb.announce(Cue(Moment.BEFORE_PITCH, seat=a.seat, pitch=pitch, action=a)):
        h.pitch(a.seat, exposed=up)
    arb.announce(Cue(Moment.AFTER_PITCH, seat=a.seat, pitch=pitch, action=a))


def do_name(arb: Arbiter, street: Street, passed: int, a: TraineeAction) -> None:
    """The dealer names who starts the round (stud.bring_in, stud.first_to_act): the round
    opens there (`passed`: a low card passed over, Robert's Stud 5). A scheduled mistake may
    take the naming over (BEFORE_NAMING: another seat named as low)."""
    if not arb.announce(Cue(Moment.BEFORE_NAMING, seat=a.seat, street=street.value, action=a)):
        arb.hand.open_street(street, passed)
    arb.announce(Cue(Moment.STREET_DEALT, street=street.value))


def board_words(h: Hand, seat: int) -> tuple[str | None, tuple[str, ...]]:
    """A stud board read as `read:` words (`first_to_act: {hand: pair, ranks: [5]}`); in
    razz, (None, ()): the low board is named by its seat alone."""
    board = h.upcards(seat)
    if h.game.low_order or not board:
        return None, ()
    category, ranks = high_board(board)
    cat = Category(category)
    return CATEGORIES[cat], tuple(RANK_CHARS[ranks[i]] for i in NAMING[cat] if i < len(ranks))


def do_stud_showdown(arb: Arbiter, a: TraineeAction) -> None:
    """stud.showdown_order, stud.table_all: the last bettor or raiser of the final round
    shows first; with none, the seat that acted first in it; every card turned up."""
    h = arb.hand
    live = sorted(h.live)
    first = ledger.final_aggressor(h)
    if first is None or first not in live:
        first = h.round.first if h.round is not None and h.round.first in live else live[0]
    i = live.index(first)
    order = live[i:] + live[:i]
    show, muck = steps.showdown_plan(arb, order)
    h.show_down(show)
    for seat in muck:
        h.concede(seat)


def do_award(arb: Arbiter, push: Callable[[TraineeAction], None], a: TraineeAction) -> None:
    """A push; after the last, the hand is over: stud has no button to move."""
    push(a)
    if arb.hand.all_pushed():
        arb._finish_hand(arb.places)
