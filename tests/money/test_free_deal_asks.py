"""Players ask now and then (issue 16): in free deal and audition a bot, before he acts, may
ask for the pot (pot limit only, bet.pot_count) or, facing an all-in, for its size
(pot.count_all_in), at the rate the settings give; the request is the scripted one's (an
`Asking` operation in the log, his bubble), and the trainee answers it as in a drill."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.modes import AUDITION_ASK_RATE
from dealer_trainer.engine import ops
from dealer_trainer.engine.config import Game, TableConfig
from dealer_trainer.engine.hand import Hand
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.settings import ASK_RATE, Settings


def play(arb: Arbiter, hands: int) -> list[tuple[TableConfig, list[ops.Op]]]:
    """Deal `hands` free-deal hands by the right steps; each hand's (config, log) as played."""
    out = []
    for _ in range(hands):
        for _ in range(600):
            if arb.is_complete:
                break
            hint = arb.hint()
            assert hint.action is not None
            step = arb.apply(hint.action)
            assert step.outcome is Outcome.OK, step
        assert arb.is_complete
        out.append((arb.config, list(arb.hand.log)))
        if sum(v > 0 for v in arb.hand.stacks.values()) < 2:
            break
        arb.next_hand()
    return out


def may_ask(h: Hand) -> bool:
    """The rules let the player to act ask: for the pot in pot limit when he may bet or
    raise, for an all-in's size when one is more than he has in front of him."""
    seat = h.to_act()
    if seat is None or h.round is None:
        return False
    pot = h.config.game is Game.POT_LIMIT and h.legal().can_raise
    return pot or any(h.bets.get(s, 0) > h.bets.get(seat, 0) for s in h.all_in if s != seat)


def spots(config, log) -> tuple[int, list[tuple[ops.Asking, bool]]]:
    """Replayed op by op: the spots where the rules let the player to act ask (each counted
    once, when its decision comes), and each request with whether the rules allowed it
    where it was made."""
    h = Hand(config, rng=random.Random(0))
    eligible = 0
    spot = False  # the spot since the last decision (or the round's start) was one
    asked: list[tuple[ops.Asking, bool]] = []
    for op in log:
        if isinstance(op, ops.PlayerActing):
            eligible += spot
        if isinstance(op, ops.Asking):
            seat = h.to_act()
            if op.what == "pot":
                ok = config.game is Game.POT_LIMIT and op.seat == seat and h.legal().can_raise
            else:
                ok = (op.seat == seat and op.of in h.all_in
                      and h.bets.get(op.of, 0) > h.bets.get(op.seat, 0))
            asked.append((op, ok))
        h._do(op)
        if isinstance(op, ops.PlayerActing | ops.RoundOpening):
            spot = may_ask(h)
    return eligible, asked


def tables(structure: str, asks: str, count: int, mode: str = "practice"):
    settings = Settings(structure=structure, table_size=6, asks=asks, mode=mode)
    for seed in range(count):
        setup = setup_for(new_table(settings, seed), settings, seed)
        yield Arbiter(replace(setup, random_mistakes=0.0, random_rulings=0.0))


def test_bet_pot_count_free_deal_asks_come_at_about_the_set_rate_and_only_where_allowed():
    eligible = made = 0
    whats = set()
    for arb in tables("pot-limit", "normal", 40):
        for config, log in play(arb, 3):
            n, asked = spots(config, log)
            eligible += n
            made += len(asked)
            assert all(ok for _, ok in asked), asked
            whats |= {a.what for a, _ in asked}
    assert eligible > 1000
    rate = made / eligible
    assert abs(rate - ASK_RATE["normal"]) < 0.04, (made, eligible)
    assert whats == {"pot", "all_in"}


@pytest.mark.parametrize("structure", ["no-limit", "limit"])
def test_bet_pot_count_free_deal_never_asks_for_the_pot_outside_pot_limit(structure: str):
    counts = 0
    for arb in tables(structure, "often", 25):
        for config, log in play(arb, 3):
            _, asked = spots(config, log)
            assert all(a.what == "all_in" and ok for a, ok in asked), asked
            counts += len(asked)
    if structure == "no-limit":  # (limit stacks are deep: no all-in to face there)
        assert counts > 0  # facing an all-in, he may still ask its size


def test_pot_count_all_in_free_deal_asks_off_asks_nothing():
    for arb in tables("pot-limit", "off", 10):
        for _config, log in play(arb, 2):
            assert not any(isinstance(op, ops.Asking) for op in log)


@pytest.mark.parametrize("asks", ["off", "often"])
def test_bet_pot_count_audition_always_has_players_asking(asks: str):
    settings = Settings(structure="pot-limit", asks=asks, mode="audition")
    assert setup_for(new_table(settings, 1), settings, 1).random_asks == AUDITION_ASK_RATE
    practice = replace(settings, mode="practice")
    assert setup_for(new_table(practice, 1), practice, 1).random_asks == ASK_RATE[asks]


def test_bet_pot_count_free_deal_ask_is_logged_said_and_answered_like_a_scripted_one():
    """The same seed asks the same questions; the request is an Asking op and his bubble;
    a wrong count is a violation of bet.pot_count, the right one lets him act."""
    settings = Settings(structure="pot-limit", table_size=6, asks="often")
    for seed in range(40):
        arb = Arbiter(setup_for(new_table(settings, seed), settings, seed))
        for _ in range(300):
            if arb.is_complete or "announce_pot" in {a.name for a in arb.expected()}:
                break
            arb.apply(arb.hint().action)
        right = next((a for a in arb.expected() if a.name == "announce_pot"), None)
        if right is None:
            continue
        ask = next(op for op in reversed(arb.hand.log) if isinstance(op, ops.Asking))
        said = arb.snapshot().seats
        assert next(s for s in said if s.seat == ask.seat).last_action.kind == "ask_pot"
        again = Arbiter(setup_for(new_table(settings, seed), settings, seed))
        for a in [st.act for st in arb.steps]:
            again.apply(a)
        assert again.hand.log == arb.hand.log  # the same seed, the same question
        wrong = arb.apply(TraineeAction("announce_pot", amount=right.amount + 1))
        assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "bet.pot_count")
        assert arb.apply(right).outcome is Outcome.OK
        assert arb.expected()[0].name == "wait"  # asked once: now he acts
        assert arb.apply(TraineeAction("wait")).outcome is Outcome.OK
        return
    raise AssertionError("no pot asked in 40 free-deal tables")
