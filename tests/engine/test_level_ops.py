"""A hand's stakes changed within it (engine/level_ops.py; RULES.md "Tournament levels",
tournament.level_change): `set_stakes` before any post, `fix_blinds` after the posts, each
with its trio; every blind and ante topped up from its poster's stack (what he has, if
less), the round's price raised with the big blind; the chips accounted for, and
`Hand.replay` of the log rebuilds the table."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.config import SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.hand import Hand


def hand(ante: int = 0, short: int = 10000) -> Hand:
    seats = (SeatConfig(1, "a", 10000), SeatConfig(2, "b", 10000), SeatConfig(3, "c", short),
             SeatConfig(4, "d", 10000))
    h = Hand(TableConfig(seats=seats, button=1, small_blind=200, big_blind=400, ante=ante,
                         tournament=True), rng=random.Random(5))
    h.shuffle()
    h.cut(26)
    return h


def state(h: Hand) -> tuple[object, ...]:
    r = h.round
    return (dict(h.stacks), dict(h.bets), list(h.pots), dict(h.posted), dict(h.extra_posts),
            h.small_blind, h.big_blind, h.config.ante,
            None if r is None else (r.current_bet, r.min_raise, r.full_bet))


def test_level_ops_set_stakes_before_any_post_then_the_posts_take_them() -> None:
    h = hand()
    h.set_stakes(100, 200)
    assert (h.small_blind, h.big_blind) == (100, 200)
    h.post(2, "small")
    h.post(3, "big")
    assert h.bets == {1: 0, 2: 100, 3: 200, 4: 0}
    assert not h.can_set_stakes(100, 200), "the blinds are in"
    with pytest.raises(EngineError, match="the blinds are in"):
        h.set_stakes(50, 100)
    assert not h.can_set_stakes(300, 200), "a small blind over the big"
    h.check_invariants()


def test_level_ops_fix_blinds_tops_each_post_up_and_the_price_rises() -> None:
    h = hand(ante=0, short=300)
    h.set_stakes(100, 200)
    h.post(2, "small")
    h.post(3, "big")
    for s in (4, 1, 2, 3):
        h.pitch(s)
    for s in (4, 1, 2, 3):
        h.pitch(s)
    h.start_round(Street.PREFLOP)
    assert h.round is not None and h.to_act() == 4
    h.act(Decision(4, ActionKind.FOLD))
    assert not h.can_fix_blinds(50, 100), "never down"
    assert not h.can_fix_blinds(100, 200), "the stakes it is at"
    before = sum(h.stacks.values()) + sum(h.bets.values()) + sum(p.amount for p in h.pots)
    h.fix_blinds(200, 400)
    # seat 2 puts 100 more to 200; seat 3, 100 behind, is all in for 300 (what he has)
    assert h.bets[2] == 200 and h.bets[3] == 300 and h.stacks[3] == 0
    assert (h.small_blind, h.big_blind) == (200, 400)
    after = sum(h.stacks.values()) + sum(h.bets.values()) + sum(p.amount for p in h.pots)
    assert before == after
    assert h.round.current_bet == 400 and h.round.min_raise == 400  # the new big blind's
    assert h.to_act() == 1
    h.check_invariants()
    assert state(Hand.replay(hand(short=300).config, h.log)) == state(h)


def test_level_ops_fix_blinds_tops_up_an_ante_as_dead_money() -> None:
    h = hand(ante=25)
    h.set_stakes(100, 200, 25)
    h.post(2, "small")
    h.post(3, "big")
    for s in (1, 2, 3, 4):
        h.post(s, "ante")
    pot = h.pots[0].amount
    h.fix_blinds(200, 400, 50)
    assert h.pots[0].amount == pot + 4 * 25
    assert h.bets[2] == 200 and h.bets[3] == 400
    assert h.extra_posts[(1, "ante")] == 50
    h.check_invariants()
    assert state(Hand.replay(hand(ante=25).config, h.log)) == state(h)
