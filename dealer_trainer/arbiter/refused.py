"""A step that cannot be done at all: the rule no step breaks, only the table (an empty
seat, no button, nothing to rule on, no card there, the engine's own `can_*` saying no),
with the message that says so. Asked before the diagnosis (`diagnose.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.hand import Hand
from ..engine.preset import ButtonRule
from . import floor_book, house, house_fees, irregularities, race, steps, tournament
from .actions import TraineeAction
from .irregularities.base import Correction
from .messages import msg
from .money import judge as money

if TYPE_CHECKING:
    from .arbiter import Arbiter


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    h = arb.hand
    occupied = set(h.occupied)
    for seat in ([a.seat] if a.seat is not None else []) + list(a.to):
        if seat not in occupied and not dead_button_to(arb, a) and not sitting_out(arb, a):
            return "invalid.empty_seat", {"seat": seat}
    name = a.name
    if name == "move_button" and not h.game.button:  # stud.no_button
        return "invalid.no_button", {}
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
        if not any(can_at(h, s) for s in h.occupied):
            return key, {"seat": a.seat}
    if name == "wait" and h.round is not None and h.to_act() is None:
        nxt = next((e for e in arb._expects() if e.visible), None)
        if nxt is None or not nxt.rule.startswith("error."):  # not a step off a correction
            then = msg(nxt.hint_key, arb.lang, **nxt.hint_params) if nxt else ""
            return "invalid.betting_over", {"next": then}
    if name == "call_floor" and floor_book.book_expect(arb) is None:
        if not any(e.example.name == "call_floor" for e in arb._expects()):
            return "invalid.nothing_to_rule", {}
    if name == "return_to_deck":
        piles = {
            "board": h.zones.board,
            "set_aside": h.zones.set_aside,
            "burns": h.zones.burns,
            "muck": h.zones.muck,
        }
        # [premature] (a stud card dealt before its time): at a stud table judged by the rules
        if not any(piles.get(z, not h.game.button) for z in a.zones):
            return "invalid.nothing_to_return", {}
    if name == "award":
        pot = a.pot or 0
        if a.half is not None and not h.game.hilo:
            return "invalid.no_half", {}
        if a.half is not None and (pot, a.half) in h.halves:
            return "invalid.half_pushed", {"pot": pot}
        if late_push(arb, pot) is not None:
            return None  # the last hand's pot, pushed wrong: award it again
        if pot >= len(h.pots) and not h.bets_out():
            return "invalid.no_pot", {"pot": pot}
        if pot >= len(h.pots):
            return None  # the bets are still out: a procedure error, judged below
        repush = any(c.pot == pot for c in arb.open_corrections())
        if pot in h.awarded and not repush:  # after a wrong push: award it again
            return "invalid.pushed", {"pot": pot}
    return None  # a push to a seat with no claim is a wrong push, judged below


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
    "color_up_pot": (lambda h: any(h.can_color_up_pot(i) for i in range(len(h.pots))),
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
    if a.name == "move_button" and a.seat not in arb.hand.occupied:  # a player coming in
        return a.seat in arb.comings.out or a.seat in steps.next_places(arb)[0].players
    return a.name in ("deal", "post") and a.seat in arb.comings.out


def late_push(arb: Arbiter, pot: int) -> Correction | None:
    """The last hand's wrong push of `pot`, still open, when this hand has no pot yet (an
    `award` now can only mean that one)."""
    if arb.hand.pots:
        return None
    return next(
        (c for c in arb.open_corrections()
         if c.pot == pot and c.hand_number != arb.hand_number),
        None,
    )
