"""A step that is not one of the right ones: cannot be done at all (`invalid`), or which
rule it breaks (a violation), with the message that says so."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.hand import Hand
from ..engine.preset import ButtonRule
from . import (
    comings,
    floor_book,
    flop_procedure,
    house,
    house_fees,
    irregularities,
    ledger,
    procedure,
    race,
    steps,
    tournament,
)
from .actions import TraineeAction
from .irregularities.base import Correction, Stage, owed
from .irregularities.floor_base import Floor
from .messages import msg
from .money import judge as money
from .procedure import Expect

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
    # rule (judged below); with no such card anywhere, it answers nothing on the table
    if name == "replace_exposed" and not h.exposed_seats():
        return "invalid.no_exposed", {"seat": a.seat}
    if name == "return_extra" and all(len(h.holding(s)) <= h.hole_cards for s in h.occupied):
        return "invalid.no_extra", {"seat": a.seat}
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
        if not any(piles[z] for z in a.zones):
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
    "set_aside": (Hand.can_set_aside_last_board_card, NO_BOARD),
    # at a stud table, an exposed seventh-street card to the burns (judged by the rules)
    "burn_exposed": (lambda h: h.can_burn_exposed() or not h.game.button, NO_BOARD),
    "return_board": (Hand.can_return_board, NO_BOARD),
    "return_burn": (Hand.can_return_burn, "invalid.no_burn"),
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


def diagnose(
    arb: Arbiter, a: TraineeAction, expects: list[Expect]
) -> tuple[str, str, dict[str, object]]:
    """The rule a step off the procedure breaks, its message key and parameters."""
    rule, key, params = _diagnose(arb, a, expects)
    if key == "pot.collect.first" and not card_next(arb):
        key = "pot.collect.before_push"  # the hand is over: no card comes, the push does
    return rule, key, params


def card_next(arb: Arbiter) -> bool:
    """Does a board card come after this round (two players still in, a street to come)?"""
    return len(arb.hand.live) > 1 and ledger.stage(arb.hand) < 3


def _diagnose(
    arb: Arbiter, a: TraineeAction, expects: list[Expect]
) -> tuple[str, str, dict[str, object]]:
    if sitting_out(arb, a) and a.name != "move_button":
        rule = comings.not_dealt_rule(arb, a.seat or 0)
        return rule, comings.NOT_DEALT_KEYS[(rule, a.name)], {"seat": a.seat}
    posted = tournament.diagnose(arb, a, expects)
    if posted is not None:  # a level's amounts, hand for hand (tournament.py)
        return posted
    fam = procedure.family_of(arb)
    own = fam.own_checks(arb, a, expects) if fam.own_checks is not None else None
    if own is not None:  # a drill that deals no hand: its own steps (the chip race, race.py)
        return own
    h = arb.hand
    first = next((e for e in expects if e.visible), expects[0] if expects else None)
    open_c = irregularities.in_turn(arb)  # the one owed first, first
    name = a.name
    ruled = irregularities.judged_first(arb, a)  # a ruling owed on a player's action...
    if ruled is not None:
        return ruled
    void_owed = owed(arb, Floor.VOID)  # a misdeal for a void hand: the void's own rule
    if name == "misdeal" and not void_owed and ledger.substantial_action(h, arb.config.preset):
        return "deal.misdeal_deadline", "deal.misdeal_deadline.passed", {}
    if name == "kill_hand" and a.seat in procedure.takers(arb):  # TDA 13-C
        return "ruling.kill_hand", "ruling.kill_hand.winner", {"seat": a.seat}
    if name == "kill_hand" and a.seat in comings.absent_seats(arb) and first is not None:
        return first.rule, procedure.expect_key(first), dict(first.hint_params)  # not yet
    if name == "kill_hand" and not any(c.rule == "error.wrong_card_count" for c in open_c):
        return "ruling.kill_hand", "ruling.kill_hand.no_rule", {"seat": a.seat}
    # a void hand owed: its own message for a misdeal
    if name == "misdeal" and not owed(arb, Stage.MISDEAL) and not void_owed:
        return "error.misdeal", "error.misdeal.no_cause", {}
    off_turn = irregularities.off_turn(arb, a)
    if off_turn is not None:
        return off_turn
    if open_c and first is not None and (
        first.rule.startswith("error.") or any(first.rule in c.irregularity.rules for c in open_c)
    ):
        return irregularities.diagnose_correction(arb, a, first, open_c[0])
    judged = house_fees.judge(arb, a)  # house.time_collection, jackpot.bad_beat
    if judged is None:
        judged = money.diagnose(arb, a, first)
    if judged is not None:
        return judged
    judged = house.judge(arb, a, first.rule if first else None,
                         first.example.name if first else None)
    if judged is not None:
        return judged
    if name == "scramble_flop":  # no flop dealt wrong owes it: the rule it breaks
        if not h.zones.board:  # before the flop: the flop is turned, never scrambled
            return "board.flop", "board.flop.no_scramble", {}
        return "error.flop_too_many", "error.flop_too_many.none", {}  # a flop of three stands
    if first is None:
        return "button.move", "button.move.done", {}
    for why_not in (fam.first_checks, first.why_not, fam.other_step):
        judged = why_not(arb, a, first) if why_not is not None else None
        if judged is not None:  # the step owed says what another step breaks
            return judged
    want = first.example.name
    if name == "post":
        owed_post = comings.diagnose_post(arb, a)
        if owed_post is not None and ledger.pitches(arb.hand) == 0:
            return owed_post
        if ledger.pitches(arb.hand) > 0:
            return f"blinds.{a.blind}", "blinds.after_deal", {}
        if a.blind in h.posted:
            return f"blinds.{a.blind}", "blinds.posted", {"blind": a.blind}
        if a.blind == "straddle" and h.pos.straddle is None:
            return "blinds.straddle", "blinds.straddle.none", {}
        if a.blind == "small" and h.pos.small is None:
            return "button.dead", "button.dead.no_small", {"seat": h.pos.big}
        seat = h.blind_seat(a.blind or "small")
        return f"blinds.{a.blind}", f"blinds.{a.blind}.seat", {"seat": seat}
    if name == "deal":
        if ledger.pitches(arb.hand) == 0:
            if not ledger.shuffled(arb.hand):
                return "deck.shuffle", "deck.shuffle.first", {}
            if not ledger.cut_done(arb.hand):
                return "deck.cut", "deck.cut.first", {}
            if not flop_procedure.blinds_needed(arb):  # the posts of a player coming in
                seat, _, rule = comings.posts_owed(arb)[0]
                return rule, comings.BEFORE_DEAL_KEYS[rule], {"seat": seat}
            blind = flop_procedure.blinds_needed(arb)[0]
            return "blinds.before_deal", "blinds.before_deal.missing", {"blind": blind}
        return "deal.complete", "deal.complete.done", {}
    if name in ("shuffle", "cut") and ledger.pitches(arb.hand) == 0:
        if name == "cut":
            if ledger.cut_done(arb.hand):
                return "deck.cut", "deck.cut.twice", {}
            return "deck.shuffle", "deck.shuffle.first", {}
    if 0 < ledger.pitches(arb.hand) < h.deal_size:  # (a card owed: its row's why_not)
        return "deal.complete", "deal.complete.first", {}
    if name == "wait":
        return first.rule, procedure.expect_key(first), dict(first.hint_params)
    if name == "collect":
        return "pot.collect", "invalid", {}
    if want == "showdown":
        if name == "award":
            return "showdown.order", "showdown.order.first", {}
    if name == "showdown":
        if len(h.live) == 1:
            seat = next(iter(h.live))
            return "award.uncontested", "award.uncontested.no_show", {"seat": seat}
        if ledger.shown(arb.hand):
            return "showdown.order", "showdown.order.done", {}
        return "showdown.order", "showdown.order.not_yet", {}
    if name == "award" and (want == "burn" or want in ledger.STREET_CARDS):
        return first.rule, procedure.expect_key(first), dict(first.hint_params)  # a card is owed
    if name == "award":
        return "award.main_and_side", "award.not_yet", {}
    if name == "move_button":
        return "button.move", "button.move.not_yet", {}
    return first.rule, procedure.expect_key(first), dict(first.hint_params)


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
