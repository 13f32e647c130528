"""The dealing procedure: at each moment, the right next steps, with the rule each stands for
and its hint (what the trainee should do, and why)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import TYPE_CHECKING

from ..engine.award import pot_winners
from . import allin, ledger, steps
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


def then(do: Callable[..., None], *args: object) -> Callable[[TraineeAction], None]:
    """An Expect's `run` that does `do(*args)` (the action itself is already matched)."""
    return lambda a: do(*args)


class Phase(StrEnum):
    """Where the hand stands in the procedure (the snapshot's `phase`)."""

    SHUFFLE = "shuffle"
    CUT = "cut"
    BLINDS = "blinds"
    DEAL = "deal"
    BETTING = "betting"
    COLLECT = "collect"
    BOARD = "board"
    SHOWDOWN = "showdown"
    AWARD = "award"
    BUTTON = "button"
    DONE = "done"


def phase(arb: Arbiter) -> Phase:
    """Read from the log and the zones (ledger.py), never kept."""
    if arb.complete:
        return Phase.DONE
    h = arb.hand
    pitched = ledger.pitches(h)
    if pitched == 0:
        if not ledger.shuffled(h):
            return Phase.SHUFFLE
        if not ledger.cut_done(h):
            return Phase.CUT
        return Phase.BLINDS if blinds_needed(arb) else Phase.DEAL
    if pitched < 2 * len(h.occupied):
        return Phase.DEAL
    if h.to_act() is not None:
        return Phase.BETTING
    if h.bets_out():
        return Phase.COLLECT
    if len(h.live) > 1 and ledger.stage(h) < 3:
        return Phase.BOARD
    if len(h.live) > 1 and not ledger.shown(h):
        return Phase.SHOWDOWN
    return Phase.AWARD if not h.all_pushed() else Phase.BUTTON


def _shuffle(arb: Arbiter, *, visible: bool = True) -> Expect:
    run = partial(steps.do_shuffle, arb)
    return Expect(TraineeAction("shuffle"), "hint.shuffle", "deck.shuffle", run, visible=visible)


def _cut(arb: Arbiter) -> Expect:
    return Expect(TraineeAction("cut"), "hint.cut", "deck.cut", partial(steps.do_cut, arb))


def _blinds(arb: Arbiter) -> list[Expect]:
    """The blinds may go in any time before the deal, in any order."""
    out = []
    for blind in blinds_needed(arb):
        seat = arb.hand.blind_seat(blind)
        assert seat is not None
        run = partial(steps.do_post, arb)
        params: dict[str, object] = {"seat": seat, "blind": blind}
        action = TraineeAction("post", seat=seat, blind=blind)
        out.append(Expect(action, "hint.post", f"blinds.{blind}", run, params))
    return out


def collect_expect(arb: Arbiter) -> Expect:
    run = partial(steps.do_collect, arb)
    return Expect(TraineeAction("collect"), "hint.collect", "pot.collect", run)


def _showdown(arb: Arbiter) -> Expect:
    run = partial(steps.do_showdown, arb)
    return Expect(TraineeAction("showdown"), "hint.showdown", "showdown.order", run)


def _betting(arb: Arbiter) -> list[Expect]:
    seat = arb.hand.to_act()
    assert seat is not None
    return [wait_expect(arb, seat)]


# The procedure, written once: for each phase, the right next steps (each with the rule a
# different step breaks and its hint). Only an open irregularity's correction (irregularities/)
# comes before it.
PROCEDURE: dict[Phase, Callable[[Arbiter], list[Expect]]] = {
    Phase.SHUFFLE: lambda arb: [_shuffle(arb), *_blinds(arb)],
    Phase.CUT: lambda arb: [_cut(arb), _shuffle(arb, visible=False), *_blinds(arb)],
    Phase.BLINDS: _blinds,
    Phase.DEAL: lambda arb: [deal_expect(arb)],
    Phase.BETTING: _betting,
    Phase.COLLECT: lambda arb: [collect_expect(arb)],
    Phase.BOARD: lambda arb: street_expects(arb),
    Phase.SHOWDOWN: lambda arb: [_showdown(arb)],
    Phase.AWARD: lambda arb: award_expects(arb),
    Phase.BUTTON: lambda arb: award_expects(arb),
    Phase.DONE: lambda arb: [],
}


def normal_expects(arb: Arbiter) -> list[Expect]:
    return PROCEDURE[phase(arb)](arb)


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
    if not allin.no_more_betting(arb):
        return _street_expects(arb)
    show = Expect(TraineeAction("showdown"), "hint.showdown_all_in", allin.RULE,
                  partial(allin.show_all, arb))
    if allin.required(arb):  # the hands face up before the next board card
        return [show]
    show.visible = False
    return [*_street_expects(arb), show]


def _street_expects(arb: Arbiter) -> list[Expect]:
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
