"""The money operations' own refusals (engine/moneyops.py), which the arbiter passes on to the
trainee (`arbiter/money/judge.invalid`): a count nobody asked for (bet.pot_count,
pot.count_all_in: the dealer answers a request), a reading of a hand not tabled or not yet
a hand, and a reading made twice (showdown.read_hand). Heads-up, seats 1 and 2, button 1."""

from __future__ import annotations

from collections.abc import Callable

from test_rules_betting import dealt, table

from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import why_not
from dealer_trainer.engine.hand import Hand


def _key(verify: Callable[..., object], *args: object) -> tuple[str, dict[str, object]] | None:
    why = why_not(verify, *args)
    return None if why is None else (why.key, dict(why.params))


def _check_down(h: Hand) -> None:
    """Every player checks (or calls) until the round is over."""
    while (seat := h.to_act()) is not None:
        kind = ActionKind.CALL if h.legal().to_call else ActionKind.CHECK
        h.act(Decision(seat, kind))


def test_bet_pot_count_an_answer_with_nothing_asked_is_refused() -> None:
    h = dealt(table((1, 2), 1))
    assert _key(h.verify_announce, "pot", 30) == ("invalid.nothing_asked", {})
    assert _key(h.verify_announce, "all_in", 30) == ("invalid.nothing_asked", {})
    assert h.can_announce("bet", 20, 1)  # a bet announced (deal.announce) answers nothing
    seat = h.to_act()
    assert seat is not None
    h.ask(seat, "pot")
    assert h.open_ask() is not None and h.can_announce("pot", 30)
    h.announce("pot", 30)
    assert _key(h.verify_announce, "pot", 30) == ("invalid.nothing_asked", {})  # answered


def test_bet_pot_count_a_request_ends_with_a_decision_or_a_misdeal() -> None:
    h = dealt(table((1, 2), 1))
    seat = h.to_act()
    assert seat is not None
    h.ask(seat, "pot")
    h.act(Decision(seat, ActionKind.CALL))  # he acted without waiting for the count
    assert not h.can_announce("pot", 30)
    seat = h.to_act()
    assert seat is not None
    h.ask(seat, "pot")
    h.gather_all()  # a misdeal: the deal, and the request in it, are void
    assert _key(h.verify_announce, "pot", 30) == ("invalid.nothing_asked", {})


def test_showdown_read_hand_only_a_tabled_hand_that_makes_a_hand_is_read_once() -> None:
    h = dealt(table((1, 2), 1))
    assert _key(h.verify_read, 2) == ("invalid.no_tabled_hand", {"seat": 2})  # not tabled
    _check_down(h)
    h.collect()
    h.show_down([2, 1])  # face up with no board yet: no hand of five to read
    assert _key(h.verify_read, 2) == ("invalid.no_tabled_hand", {"seat": 2})
    for n in (3, 1, 1):
        h.burn()
        h.turn_board(n)
    assert h.whole_hand(2) is not None and h.can_read(2)
    h.read(2, "a pair", ("A",))
    assert _key(h.verify_read, 2) == ("invalid.read_twice", {"seat": 2})
    assert h.can_read(1)  # the other hand is still to read
