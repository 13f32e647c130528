"""A money step that is not one of the right ones: cannot be done at all (`invalid`), or the
rule it breaks and the message that says so (CONTRACT.md "Money at the table")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.config import Street
from ...engine.errors import why_not
from .. import ledger
from ..actions import TraineeAction
from ..engine_no import said
from ..outcome import at_stake
from . import keys

if TYPE_CHECKING:
    from ..arbiter import Arbiter
    from ..procedure import Expect

Judged = tuple[str, str, dict[str, object]]
MONEY_STEPS = ("announce_pot", "announce_count", "read", "rake", "drop")


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """An answer nobody asked for, a reading of a seat with no tabled hand (or one already
    read): the engine's no (`verify_announce`, `verify_read`). A rake or drop at a table
    without one: the table's own rules (`setup.rake`, the scenario's, which the hand does
    not hold)."""
    h = arb.hand
    name = a.name
    what = next((w for w, answer in keys.ANSWERS.items() if answer == name), None)
    if what is not None:
        return said(why_not(h.verify_announce, what, 0), "invalid.nothing_asked")
    if name in ("rake", "drop"):
        rule = arb.setup.rake
        if rule is None or (name == "drop" and not rule.jackpot_drop):
            return ("invalid.no_rake" if name == "rake" else "invalid.no_drop"), {}
    if name == "read":
        return said(why_not(h.verify_read, a.seat), "invalid.no_tabled_hand",
                    "invalid.read_twice")
    return None


def diagnose(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged | None:
    """The rule a money step breaks, or a step taken while a money step is owed; None when
    the common diagnosis should judge it. The rule judged is noted as at stake."""
    judged = _diagnose(arb, a, first)
    if judged is not None:
        arb._events.append(at_stake(judged[0]))
    return judged


def _diagnose(arb: Arbiter, a: TraineeAction, first: Expect | None) -> Judged | None:
    want = first.example.name if first is not None else None
    name = a.name
    if name == "collect" and want == "collect" and first is not None:
        if a.pots is None:
            return "pot.all_in", "pot.all_in.state_pots", {}
        return "pot.all_in", "pot.all_in.wrong_pots", {"pots": first.hint_params.get("pots")}
    if name in keys.ANSWERS.values():
        return _answer(arb, a)
    if name in ("rake", "drop"):
        judged = _house(arb, a)
        if judged is not None:
            return judged
    if name == "read" and want in MONEY_STEPS + ("award",):
        return _read(arb, a)
    if want in MONEY_STEPS and first is not None:
        from_ = first.rule
        return from_, _FIRST[want], dict(first.hint_params)
    return None


_FIRST = {
    "announce_pot": "bet.pot_count.first",
    "announce_count": "pot.count_all_in.first",
    "read": "showdown.read_hand.first",
    "rake": "rake.amount.first",
    "drop": "rake.jackpot_drop.first",
}


def _answer(arb: Arbiter, a: TraineeAction) -> Judged:
    h = arb.hand
    ask = keys.open_request(h)
    assert ask is not None  # else invalid
    rule = keys.RULE_OF[ask.what]
    pot = ask.what == "pot"
    if a.name != keys.ANSWERS[ask.what]:
        key = "bet.pot_count.first" if pot else "pot.count_all_in.first"
        return rule, key, {"seat": ask.seat, "of": ask.of}
    if not pot and a.seat != ask.of:
        return rule, "pot.count_all_in.seat", {"seat": ask.seat, "of": ask.of}
    right = keys.count_key(h, ask)
    params: dict[str, object] = {"seat": ask.seat, "of": ask.of, "amount": a.amount, "right": right}
    return rule, "bet.pot_count.wrong" if pot else "pot.count_all_in.wrong", params


def _house(arb: Arbiter, a: TraineeAction) -> Judged | None:
    due = keys.house_due(arb)
    assert due is not None  # else invalid
    h = arb.hand
    rule = "rake.amount" if a.name == "rake" else "rake.jackpot_drop"
    over = ledger.shown(h) or (len(h.live) == 1 and not h.bets_out())
    if not over:
        return None  # too early: the betting is not over (judged as any step out of turn)
    if h.awarded:
        return rule, "rake.amount.after_push", {}
    if due.rake == 0:
        rules = arb.setup.rake
        if rules is not None and rules.no_flop_no_drop and h.street is Street.PREFLOP:
            return "rake.no_flop_no_drop", "rake.no_flop_no_drop.none", {}
        if a.name == "drop":
            return rule, "rake.jackpot_drop.no_rake", {}
        return rule, "rake.amount.none_due", {}
    if h.house.get(a.name, 0):
        return rule, "rake.amount.taken", {"amount": h.house[a.name]}
    owed = keys.house_owed(arb)
    key = "rake.amount.wrong" if a.name == "rake" else "rake.jackpot_drop.wrong"
    return rule, key, {"amount": a.amount, "right": owed.get(a.name, 0)}


def _read(arb: Arbiter, a: TraineeAction) -> Judged:
    assert a.seat is not None
    hand, ranks = keys.reading_key(arb.hand, a.seat)
    low = keys.low_key(arb.hand, a.seat)
    if a.hand == hand and a.ranks in ((), ranks) and a.low is not None and a.low != low:
        if not low:  # no low there (or a game with none): he says there is none
            return "hilo.read", "hilo.read.no_low", {"seat": a.seat}
        rule = "hilo.read" if arb.hand.game.hilo else "razz.low"  # razz: the hand is its low
        return rule, "hilo.read.wrong", {"seat": a.seat, "low": "-".join(low)}
    return (
        "showdown.read_hand",
        "showdown.read_hand.wrong",
        {"seat": a.seat, "hand": hand, "ranks": " ".join(ranks)},
    )
