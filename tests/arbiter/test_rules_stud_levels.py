"""The stud games' stakes follow a tournament's levels (stud.antes, stud.bring_in, stud.limits
with tournament.level_change; arbiter/rotation.py `Rotation.stakes`).

RULES.md and CONTRACT.md give a stud table's `ante`, `bring_in`, `small_bet` and `big_bet` and
a schedule's blinds and ante, and say nothing of a stud level. The rule chosen: at a table with
levels the stud stakes are the level's big blind's (`StudStakes.of_blinds`: the small bet the big
blind, the big bet twice it, the bring-in a quarter of the small bet, the ante about a seventh),
or the mix's own stakes in proportion to the level's big blind; the ante and bring-in each the
nearest whole number of the table's smallest chip, one at least. Without levels they stay as
they were."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.arbiter.rotation import Rotation, StudStakes
from dealer_trainer.engine.config import BlindLevel, Game, SeatConfig, TableConfig
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.stud_ops import AntePosting, BringInPosting
from dealer_trainer.gui.freedeal import levels_for, new_table, setup_for
from dealer_trainer.gui.settings import Settings

SEATS = tuple(SeatConfig(s, f"p{s}", 2000) for s in (1, 2, 3, 4))
LEVELS = (BlindLevel(1, 10, 20), BlindLevel(3, 20, 40), BlindLevel(5, 50, 100),
          BlindLevel(7, 100, 200))


def flop(chip: int = 5, schedule: tuple[BlindLevel, ...] = LEVELS) -> TableConfig:
    return TableConfig(seats=SEATS, button=1, small_blind=10, big_blind=20, game=Game.LIMIT,
                       tournament=bool(schedule), chip=chip, schedule=schedule)


STUD = Rotation.of(("stud",), 8)


def test_stud_antes_follow_the_level() -> None:
    """20/40: 3, made a 5 in 5s; 40: 6, a 5; 100: 15; 200: 30, in 5s 30."""
    assert [STUD.table(flop(), h).ante for h in (1, 3, 5, 7)] == [5, 5, 15, 30]


def test_stud_bring_in_follows_the_level() -> None:
    assert [STUD.table(flop(), h).bring_in for h in (1, 3, 5, 7)] == [5, 10, 25, 50]


def test_stud_limits_follow_the_level() -> None:
    """stud.limits: the small bet is the level's big blind, the big bet twice it."""
    tables = [STUD.table(flop(), h) for h in (1, 2, 3, 5, 7)]
    assert [(t.small_bet, t.big_bet or 2 * t.small_bet) for t in tables] == [
        (20, 40), (20, 40), (40, 80), (100, 200), (200, 400)]


def test_stud_antes_in_whole_chips_of_the_level() -> None:
    """At a table of 25s the ante and bring-in are whole 25s, one at least."""
    t = STUD.table(flop(chip=25), 5)
    assert (t.ante, t.bring_in) == (25, 25)
    assert StudStakes.of_blinds(200, 25) == StudStakes(25, 50, 200, 400)


def test_stud_stakes_of_a_mix_scale_with_the_level() -> None:
    """A mix's own stakes (ante 5, bring-in 10, 20/40 beside blinds 10/20) at 50/100: five
    times each."""
    mix = Rotation.of(("stud", "razz"), 8, StudStakes(5, 10, 20, 40))
    t = mix.table(flop(), 5)
    assert (t.ante, t.bring_in, t.small_bet, t.big_bet) == (25, 50, 100, 200)


def test_stud_stakes_stay_without_levels() -> None:
    """A cash table (no schedule): the stakes are the table's, whatever the hand."""
    cash = flop(chip=1, schedule=())
    assert {(STUD.table(cash, h).ante, STUD.table(cash, h).bring_in) for h in (1, 9, 40)} == {
        (3, 5)}


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_antes_and_bring_in_posted_at_each_level(house: HouseRules) -> None:
    """A free-deal stud tournament (levels every two hands), dealt by the arbiter's own
    steps: each hand's antes and bring-in are posted at its level's amounts (a short stack
    all in for less aside)."""
    settings = Settings(variant="stud", structure="limit", tournament=True,
                        house_rules=house.value)
    setup = setup_for(new_table(settings, 5), settings, 5)
    setup = replace(setup, config=replace(setup.config,
                                          schedule=levels_for(setup.config.small_blind, 2)))
    arb = Arbiter(setup)
    seen = []
    for n in range(6):
        if n:
            arb.next_hand()
        while arb.hand.config.race is not None or not arb.is_complete:
            assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
        cfg = arb.hand.config
        start = {s.seat: s.stack for s in cfg.seats}
        antes = [op for op in arb.hand.log if isinstance(op, AntePosting)]
        bring = [op for op in arb.hand.log if isinstance(op, BringInPosting)]
        assert antes and all(a.amount == cfg.ante for a in antes if start[a.seat] > cfg.ante)
        assert all(b.amount in (cfg.bring_in, cfg.small_bet) for b in bring
                   if start[b.seat] > cfg.small_bet + cfg.ante)
        seen.append((cfg.ante, cfg.bring_in, cfg.small_bet))
    assert seen == [(5, 5, 20), (5, 5, 20), (5, 10, 40), (5, 10, 40), (10, 15, 60),
                    (10, 15, 60)]
