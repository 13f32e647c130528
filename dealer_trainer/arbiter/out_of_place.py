"""What a step done out of place breaks, said by the step done: each step's own "why not
now", asked by `diagnose.py` (which names no step) where the owed step's `why_not` says
nothing. Three moments, in `diagnose()`'s order: `RULED` once the rulings owed on a player's
action are judged (a misdeal, a hand killed), `UNOWED` once the house's and the money's checks
have passed (a flop scrambled), `LATE` once the owed step and its family have said nothing
(the blinds, the deal, the cut, the collect, the showdown, the pushes, the button)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import comings, flop_procedure, irregularities, ledger, procedure
from .actions import TraineeAction
from .expect import Expect, Judged
from .irregularities.base import Stage, owed
from .irregularities.floor_base import Floor

if TYPE_CHECKING:
    from .arbiter import Arbiter

# a step's own check: the rule it breaks now and its message, None: not this one's to say
# (`first`: the step owed, None when nothing is)
Own = Callable[["Arbiter", TraineeAction, "Expect | None"], "Judged | None"]


def owed_step(first: Expect) -> Judged:
    """The fallback: the rule of the step owed and the message saying what it needs now."""
    return first.rule, procedure.expect_key(first), dict(first.hint_params)


def not_dealt(arb: Arbiter, a: TraineeAction) -> Judged | None:
    """A card dealt to, or a blind taken from, a player not dealt in (seat.sit_out,
    blinds.missed, seat.join): a step judged by the rule, before anything else."""
    if a.name in ("deal", "post") and a.seat in arb.comings.out:
        rule = comings.not_dealt_rule(arb, a.seat or 0)
        return rule, comings.NOT_DEALT_KEYS[(rule, a.name)], {"seat": a.seat}
    return None


def _misdeal(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged | None:
    """A misdeal called: past its deadline (deal.misdeal_deadline), or with no cause; a
    void hand owed says its own."""
    if owed(arb, Floor.VOID):
        return None
    if ledger.substantial_action(arb.hand, arb.config.preset):
        return "deal.misdeal_deadline", "deal.misdeal_deadline.passed", {}
    if not owed(arb, Stage.MISDEAL):
        return "error.misdeal", "error.misdeal.no_cause", {}
    return None


def _kill_hand(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged | None:
    """ruling.kill_hand: a winner's hand is never killed (TDA 13-C); an absent player's is
    killed only where it is owed; else only a hand with the wrong number of cards."""
    if a.seat in procedure.takers(arb):
        return "ruling.kill_hand", "ruling.kill_hand.winner", {"seat": a.seat}
    if a.seat in comings.absent_seats(arb) and first is not None:
        return owed_step(first)  # not yet
    if not any(c.rule == "error.wrong_card_count" for c in irregularities.in_turn(arb)):
        return "ruling.kill_hand", "ruling.kill_hand.no_rule", {"seat": a.seat}
    return None


def _scramble_flop(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    """No flop dealt wrong owes a scramble: the rule it breaks."""
    if not arb.hand.zones.board:  # before the flop: the flop is turned, never scrambled
        return "board.flop", "board.flop.no_scramble", {}
    return "error.flop_too_many", "error.flop_too_many.none", {}  # a flop of three stands


def _post(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    """A blind posted where another step is owed: a player coming in's, after the deal, a
    second time, one the table has not, or the wrong seat's."""
    h = arb.hand
    pitched = ledger.pitches(h)
    owed_post = comings.diagnose_post(arb, a)
    if owed_post is not None and pitched == 0:
        return owed_post
    if pitched > 0:
        return f"blinds.{a.blind}", "blinds.after_deal", {}
    if a.blind in h.posted:
        return f"blinds.{a.blind}", "blinds.posted", {"blind": a.blind}
    if a.blind == "straddle" and h.pos.straddle is None:
        return "blinds.straddle", "blinds.straddle.none", {}
    if a.blind == "small" and h.pos.small is None:
        return "button.dead", "button.dead.no_small", {"seat": h.pos.big}
    seat = h.blind_seat(a.blind or "small")
    return f"blinds.{a.blind}", f"blinds.{a.blind}.seat", {"seat": seat}


def _deal(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    """A card dealt before the shuffle, the cut or the blinds, or after the deal."""
    h = arb.hand
    if ledger.pitches(h) > 0:
        return "deal.complete", "deal.complete.done", {}
    if not ledger.shuffled(h):
        return "deck.shuffle", "deck.shuffle.first", {}
    if not ledger.cut_done(h):
        return "deck.cut", "deck.cut.first", {}
    blinds = flop_procedure.blinds_needed(arb)
    if not blinds:  # the posts of a player coming in
        seat, _, rule = comings.posts_owed(arb)[0]
        return rule, comings.BEFORE_DEAL_KEYS[rule], {"seat": seat}
    return "blinds.before_deal", "blinds.before_deal.missing", {"blind": blinds[0]}


def _cut(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged | None:
    """A cut before the deal: a second one, or before the shuffle."""
    if ledger.pitches(arb.hand) > 0:
        return None
    if ledger.cut_done(arb.hand):
        return "deck.cut", "deck.cut.twice", {}
    return "deck.shuffle", "deck.shuffle.first", {}


def _collect(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    return "pot.collect", "invalid", {}


def _award(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    """A push before the showdown, or before a card still owed, or before its time."""
    want = first.example.name if first is not None else None
    if want == "showdown":
        return "showdown.order", "showdown.order.first", {}
    if first is not None and (want == "burn" or want in ledger.STREET_CARDS):
        return owed_step(first)  # a card is owed
    return "award.main_and_side", "award.not_yet", {}


def _showdown(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    """A showdown with one hand left, a second one, or before the last round is over."""
    h = arb.hand
    if len(h.live) == 1:
        seat = next(iter(h.live))
        return "award.uncontested", "award.uncontested.no_show", {"seat": seat}
    if ledger.shown(h):
        return "showdown.order", "showdown.order.done", {}
    return "showdown.order", "showdown.order.not_yet", {}


def _move_button(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged:
    return "button.move", "button.move.not_yet", {}


# once the rulings owed on a player's action are judged, before any correction owed
RULED: dict[str, Own] = {"misdeal": _misdeal, "kill_hand": _kill_hand}
# once the house's and the money's checks have passed, before the step owed is asked
UNOWED: dict[str, Own] = {"scramble_flop": _scramble_flop}
# the last word: the deal's own steps first, then, while the deal is under way, the deal;
# then the other steps' own; then the step owed
BEFORE_DEAL_DONE: dict[str, Own] = {"post": _post, "deal": _deal, "cut": _cut}
LATE: dict[str, Own] = {
    "collect": _collect,
    "award": _award,
    "showdown": _showdown,
    "move_button": _move_button,
}


def judge(table: dict[str, Own], arb: Arbiter, a: TraineeAction,
          first: Expect | None) -> Judged | None:
    own = table.get(a.name)
    return own(arb, a, first) if own is not None else None


def last_word(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged:
    """What the step done breaks when nothing before has said: its own words, else the
    deal still under way (deal.complete), else the step owed."""
    judged = judge(BEFORE_DEAL_DONE, arb, a, first)
    if judged is None and 0 < ledger.pitches(arb.hand) < arb.hand.deal_size:
        judged = "deal.complete", "deal.complete.first", {}
    if judged is None:
        judged = judge(LATE, arb, a, first)
    return judged if judged is not None else owed_step(first)
