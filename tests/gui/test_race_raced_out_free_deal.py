"""Free deal's tournament draws "a player raced out" at its color-up (issue 27; raced_out.py,
Family.RACE; race.not_raced_out, TDA 24-A), on screen by real events: the hand before
dealt, Next hand clicked, the race dealt by its gestures to the last award; the banner
shows, `C` (dealing on) is a violation, the chip dragged from the tray with Shift onto the
raced-out seat puts it right, and the hand's table is laid at the new chip."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from gui_driver import FRAME, Driver
from race_table import drive

from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.engine.config import BlindLevel
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, FreeDealState, Session

SEED = 8  # free deal's table at which the short button's race cards win nothing (TDA)
SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")  # a folder: the screens saved, to look at


def session(app) -> Session:
    """Free deal's own tournament table, a mistake drawn at every table; the button holds
    three 5s and the 5s leave at hand 2."""
    settings = replace(app.settings, tournament=True, house_rules="tda")
    table = new_table(settings, SEED)
    setup = setup_for(table, settings, SEED)
    cfg = setup.config
    cfg = replace(cfg, schedule=(BlindLevel(1, 5, 10), BlindLevel(2, 25, 50)), seats=tuple(
        replace(c, stack=15) if c.seat == cfg.button else c for c in cfg.seats))
    return Session(replace(setup, config=cfg, random_mistakes=1.0),
                   DrillInfo("free-deal", "", None, ""), free=FreeDealState(settings, SEED, table))


def shot(app, name: str) -> None:
    if SHOTS:
        app.frame(FRAME)
        pygame.image.save(app.screen, str(Path(SHOTS) / name))


@pytest.mark.parametrize("deal_on", [False, True])
def test_race_not_raced_out_free_deal_put_right_by_real_events(app, deal_on: bool) -> None:
    app.push(MenuScene(app))
    scene = TableScene(app, session(app), bots=False)
    app.push(scene)
    app.frame(FRAME)
    d = Driver(app)
    s, arb = scene.session, scene.session.arb
    while not arb.is_complete:
        scene.send(arb.expected()[0])
    d.frame(1.0, n=2)
    d.click(scene.summary_btn.rect.center)  # Next hand: the color-up's race
    d.frame()
    assert d.snap.race is not None and "color_up" in scene.widgets
    for _ in range(60):
        if s.log[-1].step.outcome is not Outcome.OK:
            break
        drive(d, arb.expected()[0])
    last = s.log[-1].step
    assert (last.outcome, last.rule) == (Outcome.IRREGULARITY, "race.not_raced_out")
    assert d.snap.banner is not None and d.snap.banner.key == "banner.race.not_raced_out"
    assert d.snap.race.removed is not None, "the small chips are out of play"
    shot(app, "free-deal-raced-out-banner.png")
    (owed,) = arb.expected()
    seat = owed.seat
    if deal_on:
        d.key(pygame.K_c)
        d.frame()
        assert (s.log[-1].step.outcome, s.log[-1].step.rule) == (
            Outcome.VIOLATION, "race.not_raced_out")
    drive(d, owed)  # Shift-drag of a chip from the tray onto his seat
    assert s.log[-1].step.action == f"not_raced_out: {seat}"
    assert s.log[-1].step.outcome is not Outcome.VIOLATION
    d.frame()
    assert d.snap.race is None and "street" in scene.widgets  # the hand's table
    assert {v.seat: v.stack for v in d.snap.seats}[seat] == 25
    assert all(v.stack % 25 == 0 for v in d.snap.seats)
    assert arb.races[arb.hand_number].race_awarded(raced_out=True) == [seat]
    shot(app, "free-deal-raced-out-put-right.png")
    steps = [lg.step for lg in s.hand_log()]
    assert steps[0].action == "shuffle" and len(arb.violations) == int(deal_on)
