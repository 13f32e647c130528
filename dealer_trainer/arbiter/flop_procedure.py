"""The flop games' own rows of the one procedure (`procedure.PROCEDURE`, `procedure.phase`):
the blinds and a player coming in's posts before the deal (`blinds.*`, `blinds.missed`,
`seat.join`), the hole cards in deal order (`deal.order`), each street's burn and board
cards (`burn.before_each_street`, `board.*`), with the hands face up first once no more
betting can happen (`showdown.all_in_face_up`), the pushes and the button's move. The
stud games' rows are `stud_procedure.py`; everything else (the shuffle, the cut, the
announcements, the betting, the showdown's reads and the house's take) is shared.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from . import allin, comings, house_fees, ledger, procedure, steps, tournament
from .actions import TraineeAction
from .irregularities.base import Stage
from .procedure import Expect, Family, Judged, Phase, award_expects, showdown_expect

if TYPE_CHECKING:
    from .arbiter import Arbiter


def _blinds(arb: Arbiter) -> list[Expect]:
    """The blinds may go in any time before the deal, in any order; the time first where it
    is due (house.time_collection: "paid in advance")."""
    out = [Expect(TraineeAction("collect_time", seat=seat), "hint.collect_time",
                  house_fees.TIME_RULE, partial(house_fees.do_collect_time, arb), {"seat": seat})
           for seat in house_fees.time_owed(arb)]
    for blind in blinds_needed(arb):
        seat = arb.hand.blind_seat(blind)
        assert seat is not None
        run = partial(steps.do_post, arb)
        params: dict[str, object] = {"seat": seat, "blind": blind}
        action = _post(arb, seat, blind)
        out.append(Expect(action, "hint.post", f"blinds.{blind}", run, params,
                          match=tournament.post_match(arb, seat, blind)))
    for seat, kind, rule in comings.posts_owed(arb):  # a player coming in, the antes
        action = _post(arb, seat, kind)
        params = {"seat": seat, "blind": "small" if kind == "dead_small" else "big"}
        hint = POST_HINTS[kind]
        out.append(Expect(action, hint, rule, partial(steps.do_post, arb),
                          params, match=tournament.post_match(arb, seat, kind)))
    return out


POST_HINTS = {"dead_small": "hint.post_dead_small", "big": "hint.post_big",
              "ante": "hint.post_ante"}


def _post(arb: Arbiter, seat: int, kind: str) -> TraineeAction:
    """The post as the hint shows it and the snapshot's `due` carries it: at a table with a
    tournament's levels, with the amount it is (the blind, the dead small, the ante, the big
    blind's ante for the table; a short stack's whole stack, big blind first:
    `HandState.post_amount`), which the dealer names in a level's first hand
    (tournament.level_change) and the GUI reads from `due`; elsewhere none."""
    amount = arb.hand.post_amount(seat, kind) if tournament.names_amounts(arb) else None
    return TraineeAction("post", seat=seat, blind=kind, amount=amount)


def blinds_needed(arb: Arbiter) -> list[str]:
    h = arb.hand
    need = ["small", "big"] if h.pos.small is not None else ["big"]  # button.dead: none
    if h.pos.straddle is not None:
        need.append("straddle")
    return [b for b in need if b not in h.posted]


def deal_expect(arb: Arbiter) -> Expect:
    seat = arb.hand.deal_order()[ledger.pitches(arb.hand)]
    return Expect(
        TraineeAction("deal", seat=seat),
        "hint.deal",
        "seat.absent" if seat in comings.absent_seats(arb) else "deal.order",  # dealt in too
        partial(steps.do_deal, arb),
        {"seat": seat},
        why_not=_deal_why_not,
    )


def _deal_why_not(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """deal.order (seat.absent: dealt in too): another step where this card is owed (a
    post: the fallback's blinds words)."""
    if first.hint_params.get("seat") in comings.absent_seats(arb):
        return "seat.absent", "seat.absent.deal", first.hint_params
    if a.name == "post":
        return None
    return "deal.order", "deal.order.next_seat", first.hint_params


def shuffle_or_cut_late(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """deck.shuffle, deck.cut: a shuffle or a cut once the deal has begun, a second cut."""
    pitched = ledger.pitches(arb.hand)
    if a.name in ("shuffle", "cut") and 0 < pitched < arb.hand.deal_size:
        return "deck.shuffle", "deck.shuffle.after_deal", {}
    if a.name == "cut" and pitched == 0 and ledger.cut_done(arb.hand):
        return "deck.cut", "deck.cut.twice", {}
    return None


def _burn_why_not(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """burn.before_each_street: a board card turned before its burn (or the wrong street)."""
    if a.name not in ledger.STREET_CARDS:  # another step: the fallback words it
        return None
    street = ledger.STAGE_STREET.get(ledger.stage(arb.hand))
    if a.name == street:
        return "burn.before_each_street", "burn.before_each_street.missing", {"street": a.name}
    return f"board.{street}", "board.wrong_street", {"street": street}


def _street_why_not(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """board.<street>: a second burn, or the wrong street's cards."""
    want = first.example.name
    if a.name == "burn":
        h = arb.hand
        if ledger.burned(h) and ledger.stage(h) == 0 and exposed_burn(arb):
            return "burn.before_each_street", "burn.before_each_street.exposed_is_burn", {}
        return "burn.before_each_street", "burn.before_each_street.twice", {"street": want}
    if a.name in ledger.STREET_CARDS:
        return f"board.{want}", "board.wrong_street", {"street": want}
    return None


def exposed_burn(arb: Arbiter) -> bool:
    """An exposed hole card was replaced: it is the flop's burn."""
    return any(Stage.REPLACE_EXPOSED in c.plan and c.corrected for c in arb.corrections)


def street_expects(arb: Arbiter) -> list[Expect]:
    if not allin.no_more_betting(arb):
        return _street_expects(arb)
    show = Expect(TraineeAction("showdown"), "hint.showdown_all_in", allin.RULE,
                  partial(allin.show_all, arb), why_not=_face_up_first)
    if allin.required(arb):  # the hands face up before the next board card
        return [show]
    show.visible = False
    return [*_street_expects(arb), show]


def _face_up_first(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged:
    """showdown.all_in_face_up: the hands go face up before anything else."""
    return first.rule, "showdown.all_in_face_up.first", {}


def _street_expects(arb: Arbiter) -> list[Expect]:
    street = ledger.STAGE_STREET[ledger.stage(arb.hand)]
    params: dict[str, object] = {"street": street}
    turn = Expect(
        TraineeAction(street),
        "hint.street",
        f"board.{street}",
        partial(steps.do_street, arb),
        params,
        why_not=_street_why_not,
    )
    if ledger.burned(arb.hand):
        return [turn]
    burn = Expect(
        TraineeAction("burn"),
        "hint.burn",
        "burn.before_each_street",
        partial(steps.do_burn, arb),
        params,
        why_not=_burn_why_not,
        leads_to=turn.example,
    )
    if ("burn", street) in arb.config.preset.optional_steps():
        turn.visible = False  # the house leaves this burn to the dealer: offered, not owed
        return [burn, turn]
    return [burn]


def _blinds_owed(arb: Arbiter) -> bool:
    return ledger.pitches(arb.hand) == 0 and bool(
        blinds_needed(arb) or comings.posts_owed(arb) or house_fees.time_owed(arb))


def _hole_deal(arb: Arbiter) -> bool:
    return ledger.pitches(arb.hand) < arb.hand.deal_size


def _board_to_come(arb: Arbiter) -> bool:
    return ledger.stage(arb.hand) < 3


def _deal_one(arb: Arbiter) -> list[Expect]:
    return [deal_expect(arb)]


FLOP = Family(
    forced_owed=_blinds_owed,
    forced=_blinds,
    forced_early=_blinds,
    dealing=_hole_deal,
    cards_to_come=_board_to_come,
    street_phase=Phase.BOARD,
    deal=_deal_one,
    streets=street_expects,
    showdown=showdown_expect,
    awards=award_expects,
    end=Phase.BUTTON,
    first_checks=shuffle_or_cut_late,
)
procedure.FAMILIES["flop"] = FLOP
