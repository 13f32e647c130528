"""The dealing procedure: at each moment, the right next steps, with the rule each stands for
and its hint (what the trainee should do, and why)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from ..engine.award import pot_winners
from ..engine.config import Street
from . import ledger, steps
from .actions import TraineeAction

if TYPE_CHECKING:
    from .arbiter import Arbiter


@dataclass(slots=True)
class Expect:
    """One right next step: what it is, why (for the hint), and what doing it means."""

    example: TraineeAction
    hint_key: str
    rule: str  # the rule broken by doing something else instead
    run: Callable[[TraineeAction], None]
    hint_params: dict[str, object] = field(default_factory=dict)
    match: Callable[[TraineeAction], bool] | None = None
    visible: bool = True  # False: accepted, but never offered as the hint

    def matches(self, a: TraineeAction) -> bool:
        if self.match is not None:
            return self.match(a)
        return a == self.example


def normal_expects(arb: Arbiter) -> list[Expect]:
    h = arb.hand
    n_players = len(h.occupied)
    if ledger.pitches(arb.hand) == 0:
        ex: list[Expect] = []
        if not ledger.shuffled(arb.hand):
            ex.append(
                Expect(
                    TraineeAction("shuffle"),
                    "hint.shuffle",
                    "deck.shuffle",
                    partial(steps.do_shuffle, arb),
                )
            )
        elif not ledger.cut_done(arb.hand):
            ex.append(
                Expect(TraineeAction("cut"), "hint.cut", "deck.cut", partial(steps.do_cut, arb))
            )
            ex.append(
                Expect(
                    TraineeAction("shuffle"),
                    "hint.shuffle",
                    "deck.shuffle",
                    partial(steps.do_shuffle, arb),
                    visible=False,
                )
            )
        for blind in blinds_needed(arb):
            seat = h.blind_seat(blind)
            assert seat is not None
            ex.append(
                Expect(
                    TraineeAction("post", seat=seat, blind=blind),
                    "hint.post",
                    f"blinds.{blind}",
                    partial(steps.do_post, arb),
                    {"seat": seat, "blind": blind},
                )
            )
        if ledger.shuffled(arb.hand) and ledger.cut_done(arb.hand) and not blinds_needed(arb):
            ex.append(deal_expect(arb))
        return ex
    if ledger.pitches(arb.hand) < 2 * n_players:
        return [deal_expect(arb)]
    if h.round is None:  # pragma: no cover - the round opens with the last pitch
        h.start_round(Street.PREFLOP)
    seat = h.to_act()
    if seat is not None:
        return [wait_expect(arb, seat)]
    if h.bets_out():
        return [
            Expect(
                TraineeAction("collect"),
                "hint.collect",
                "pot.collect",
                partial(steps.do_collect, arb),
            )
        ]
    if len(h.live) == 1:
        return award_expects(arb)
    if ledger.stage(arb.hand) < 3:
        return street_expects(arb)
    if not ledger.shown(arb.hand):
        return [
            Expect(
                TraineeAction("showdown"),
                "hint.showdown",
                "showdown.order",
                partial(steps.do_showdown, arb),
            )
        ]
    return award_expects(arb)


def blinds_needed(arb: Arbiter) -> list[str]:
    h = arb.hand
    need = ["small", "big"]
    if h.pos.straddle is not None:
        need.append("straddle")
    return [b for b in need if b not in h.posted]


def deal_expect(arb: Arbiter) -> Expect:
    seat = arb.hand.deal_order()[ledger.pitches(arb.hand)]
    return Expect(
        TraineeAction("deal", seat=seat),
        "hint.deal",
        "deal.order",
        partial(steps.do_deal, arb),
        {"seat": seat},
    )


def wait_expect(arb: Arbiter, seat: int) -> Expect:
    return Expect(
        TraineeAction("wait"),
        "hint.wait",
        "bet.round_complete",
        partial(steps.do_wait, arb),
        {"seat": seat},
        match=lambda a: a.name == "wait",
    )


def street_expects(arb: Arbiter) -> list[Expect]:
    street = ledger.STAGE_STREET[ledger.stage(arb.hand)]
    params: dict[str, object] = {"street": street}
    if not ledger.burned(arb.hand):
        return [
            Expect(
                TraineeAction("burn"),
                "hint.burn",
                "burn.before_each_street",
                partial(steps.do_burn, arb),
                params,
            )
        ]
    return [
        Expect(
            TraineeAction(street),
            "hint.street",
            f"board.{street}",
            partial(steps.do_street, arb),
            params,
        )
    ]


def award_expects(arb: Arbiter) -> list[Expect]:
    h = arb.hand
    open_pots = [i for i in range(len(h.pots)) if i not in h.awarded]
    if not open_pots:
        seat = steps.next_button(arb)
        return [
            Expect(
                TraineeAction("move_button", seat=seat),
                "hint.move_button",
                "button.move",
                partial(steps.do_move_button, arb),
                {"seat": seat},
                match=lambda a, s=seat: (
                    a.name == "move_button"  # type: ignore
                    and a.seat in (None, s)
                ),
            )
        ]
    pot = open_pots[-1]  # award.side_first: the last side pot made goes first
    best = winners(arb, pot)
    if len(h.live) == 1:
        return [
            Expect(
                TraineeAction("award", pot=pot, to=best),
                "hint.award_uncontested",
                "award.uncontested",
                partial(steps.do_award, arb),
                {"seat": best[0]},
                match=lambda a, p=pot, w=best: (
                    a.name == "award"  # type: ignore
                    and a.pot == p
                    and tuple(sorted(a.to)) == w
                ),
            )
        ]
    why = award_reason(arb, pot, best)
    return [
        Expect(
            TraineeAction("award", pot=pot, to=best),
            "hint.award",
            "award.split" if len(best) > 1 else "award.main_and_side",
            partial(steps.do_award, arb),
            {"pot": pot, "winners": ", ".join(map(str, best)), "why": why},
            match=lambda a, p=pot, w=best: (
                a.name == "award"  # type: ignore
                and a.pot == p
                and tuple(sorted(a.to)) == w
            ),
        )
    ]


def winners(arb: Arbiter, pot: int) -> tuple[int, ...]:
    h = arb.hand
    if len(h.live) == 1:
        return (next(iter(h.live)),)
    return pot_winners(h.pots[pot], ledger.hand_values(arb.hand))


def award_reason(arb: Arbiter, pot: int, winners: tuple[int, ...]) -> str:
    values = ledger.hand_values(arb.hand)
    if not winners or winners[0] not in values:
        return ""
    return values[winners[0]].description


EXPECT_KEYS = {
    "shuffle": "deck.shuffle.first",
    "cut": "deck.cut.first",
    "deal": "deal.order.next_seat",
    "collect": "pot.collect.first",
    "burn": "burn.before_each_street.missing",
    "flop": "board.wrong_street",
    "turn": "board.wrong_street",
    "river": "board.wrong_street",
    "showdown": "showdown.order.first",
    "move_button": "button.move.seat",
    "wait": "bet.round_complete.open",
    "post": "blinds.before_deal.missing",
}


def expect_key(e: Expect) -> str:
    """A message saying what the procedure needs now, for a step that is not it."""
    return EXPECT_KEYS.get(e.example.name, "procedure.not_now")
