"""The all-in showdown (showdown.all_in_face_up): once a player is all in and no more betting
is possible, every hand still in is turned face up at once, and the board is dealt after it.
Under `tda` (and in tournaments under every preset, Robert's Tournaments 34) that is required
before the next board card; in a cash game under `seeds`/`roberts` it is allowed, and
`showdown.order` applies at the end otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.config import seats_from
from . import ledger
from .actions import TraineeAction
from .outcome import Said

if TYPE_CHECKING:
    from .arbiter import Arbiter

RULE = "showdown.all_in_face_up"


def no_more_betting(arb: Arbiter) -> bool:
    """A player all in, at most one other with chips, bets pulled in, hands not yet shown."""
    h = arb.hand
    if len(h.live) < 2 or not h.all_in or h.bets_out() or ledger.shown(h):
        return False
    if h.round is not None and h.to_act() is not None:
        return False
    return len(h.live - h.all_in) <= 1


def required(arb: Arbiter) -> bool:
    return arb.config.preset.all_in_face_up or arb.config.tournament


def show_all(arb: Arbiter, a: TraineeAction) -> None:
    """Every hand still in, face up, clockwise from the first seat left of the button."""
    h = arb.hand
    order = [s for s in seats_from(h.occupied, h.button) if s in h.live]
    h.show_down(order)
    arb.last_words.clear()
    for seat in order:
        arb.last_words[seat] = Said("show")
