"""A step that cannot be done at all: the rule no step breaks, only the table (an empty
seat, no button, nothing to rule on, no card there, the engine's own `can_*` saying no),
with the message that says so. Asked before the diagnosis (`diagnose.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.config import MAX_SEATS, MIN_SEATS
from ..engine.errors import why_not
from ..engine.hand import Hand
from ..engine.preset import ButtonRule
from . import floor_book, house, house_fees, irregularities, race, steps, tournament
from .actions import TraineeAction
from .engine_no import said as _said
from .irregularities.base import Correction
from .money import judge as money
from .snapshot import Message

if TYPE_CHECKING:
    from .arbiter import Arbiter


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """Every check of the table here is the engine's (its `can_*`, and its `verify_*` for the
    reason): this module reads none of the hand's fields (`tests/arbiter/
    test_refused_asks_the_engine.py`)."""
    h = arb.hand
    for seat in ([a.seat] if a.seat is not None else []) + list(a.to):
        if not h.can_seat(seat) and not dead_button_to(arb, a) and not sitting_out(arb, a):
            return _said(why_not(h.verify_seat, seat), "invalid.empty_seat")
    name = a.name
    if name == "move_button":  # stud.no_button: the engine's first check, whatever the seat
        no_button = _said(why_not(h.verify_move_button, a.seat or 0, dead_button_to(arb, a)),
                          "invalid.no_button")
        if no_button is not None:
            return no_button
    no_ruling = irregularities.refused(arb, a)
    if no_ruling is not None:
        return no_ruling
    unasked = money.invalid(arb, a)
    if unasked is not None:
        return unasked
    unasked = house.invalid(arb, a) or race.invalid(arb, a) or tournament.invalid(arb, a)
    if unasked is not None:
        return unasked
    unasked = house_fees.invalid(arb, a)
    if unasked is not None:
        return unasked
    # what the table itself refuses: the engine's own check of the operation the step does
    if name in ENGINE_CHECKS:
        can, key = ENGINE_CHECKS[name]
        if not can(h):
            return key, {}
    # a correction given to the wrong seat is a real step, wrong by the irregularity's
    # rule (judged below); one the engine can do at no seat answers nothing on the table
    if name in ANY_SEAT:
        can_at, key = ANY_SEAT[name]
        if not any(can_at(h, s) for s in range(MIN_SEATS, MAX_SEATS + 1)):
            return key, {"seat": a.seat}
    if name == "wait" and h.is_round_complete():
        nxt = next((e for e in arb._expects() if e.visible), None)
        if nxt is None or not nxt.rule.startswith("error."):  # not a step off a correction
            # the step owed next, as a message of its own: said with this one, at the edge
            then = Message.of(nxt.hint_key, **nxt.hint_params) if nxt else ""
            return "invalid.betting_over", {"next": then}
    if name == "call_floor" and floor_book.book_expect(arb) is None:
        if not any(e.example.name == "call_floor" for e in arb._expects()):
            return "invalid.nothing_to_rule", {}
    if name == "return_to_deck":
        # [premature] (a stud card dealt before its time): at a stud table judged by the rules
        if "premature" in a.zones and not h.game.button:
            return None
        piles = tuple(z for z in a.zones if z != "premature")
        return _said(why_not(h.verify_return_to_stub, piles), "invalid.nothing_to_return")
    if name == "award":
        return _award(arb, a)
    return None  # a push to a seat with no claim is a wrong push, judged below


def _award(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """A push the engine refuses: no halves at this table, a half or a pot pushed already, a
    pot that is not there. The bets still out (a pot to come), the last hand's pot pushed
    wrong (`late_push`), a pot pushed wrong being put right: judged by the rules."""
    h, pot = arb.hand, a.pot or 0
    if a.half is not None:
        why = why_not(h.verify_push_half, pot, a.half, a.to)
        refused = {"invalid.no_half", "invalid.half_pushed", "invalid.no_pot", "invalid.pushed"}
    else:  # the other half pushed alone: a wrong push (hilo.split), judged below
        why = why_not(h.verify_push, pot, a.to)
        refused = {"invalid.no_pot", "invalid.pushed"}
    if why is None or why.key not in refused:
        return None
    if why.key == "invalid.no_pot" and late_push(arb, pot) is not None:
        return None  # the last hand's pot, pushed wrong: award it again
    if why.key == "invalid.pushed" and any(c.pot == pot for c in arb.open_corrections()):
        return None  # after a wrong push: award it again
    return _said(why, *refused)


# a step's engine operation, asked of the engine (its `can_*`), and the message key when the
# engine says no
EMPTY, NO_BOARD = "invalid.empty_deck", "invalid.no_board"
ENGINE_CHECKS: dict[str, tuple[Callable[[Hand], bool], str]] = {
    "deal": (Hand.can_burn, EMPTY),  # a card off the stub (the seat is judged by the rules)
    "burn": (Hand.can_burn, EMPTY),
    "flop": (lambda h: h.can_turn_board(3), EMPTY),
    "turn": (lambda h: h.can_turn_board(1), EMPTY),
    "river": (lambda h: h.can_turn_board(1), EMPTY),
    "scrap": (Hand.can_scrap, "invalid.no_boxed"),
    # at a stud table a premature card, or stub cards, aside (judged by the rules)
    "set_aside": (lambda h: h.can_set_aside_last_board_card() or not h.game.button, NO_BOARD),
    # at a stud table, an exposed seventh-street card to the burns (judged by the rules)
    "burn_exposed": (lambda h: h.can_burn_exposed() or not h.game.button, NO_BOARD),
    "return_board": (Hand.can_return_board, NO_BOARD),
    "return_burn": (Hand.can_return_burn, "invalid.no_burn"),
    # pot.chips_kept: a pot on the table not coloured up yet
    # (a pot for each player all in at most: the engine says no to a pot that is not there)
    "color_up_pot": (lambda h: any(h.can_color_up_pot(i) for i in range(MAX_SEATS)),
                     "invalid.no_color_up"),
}
# a correction of one seat's cards, asked of the engine for every seat at the table
ANY_SEAT: dict[str, tuple[Callable[[Hand, int], bool], str]] = {
    "replace_exposed": (Hand.can_replace_exposed, "invalid.no_exposed"),  # an exposed card
    "return_extra": (Hand.can_return_extra, "invalid.no_extra"),  # a card past its count
}


def dead_button_to(arb: Arbiter, a: TraineeAction) -> bool:
    """`move_button` to an empty seat at a dead-button table: a step judged by the rule
    (button.dead), not one that cannot be done."""
    return a.name == "move_button" and arb.config.method is ButtonRule.DEAD and (
        a.seat is not None and 1 <= a.seat <= 10)


def sitting_out(arb: Arbiter, a: TraineeAction) -> bool:
    """A card dealt to, a blind taken from, or the disc moved to a player not dealt in
    (seat.sit_out, blinds.missed, seat.join): a step judged by the rule, not one that
    cannot be done."""
    if a.name == "move_button" and a.seat is not None and not arb.hand.can_seat(a.seat):
        # a player coming in
        return a.seat in arb.comings.out or a.seat in steps.next_places(arb)[0].players
    return a.name in ("deal", "post") and a.seat in arb.comings.out


def late_push(arb: Arbiter, pot: int) -> Correction | None:
    """The last hand's wrong push of `pot`, still open, when this hand has no such pot (the
    engine's `invalid.no_pot`: an `award` now can only mean that one)."""
    return next(
        (c for c in arb.open_corrections()
         if c.pot == pot and c.hand_number != arb.hand_number),
        None,
    )
