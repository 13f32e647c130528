"""The ruling picker at the table: a player's pushed chips wait for the dealer's `rule:`;
the picker opens itself, a wrong ruling leaves it open with the arbiter's word, the right one
closes it and the chips move. Driven by real events (F-keys, clicks, typed digits, Enter)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.widgets.ruling_picker import owed_now, rule_action

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def at_ruling(app: Any, driver: Any, drill: str) -> tuple[TableScene, list[TraineeAction]]:
    """The drill on the table, its solution played by clicks up to its first `rule` step."""
    sc = load_drill(DRILLS / f"{drill}.yaml")
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == "rule")
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en"),
                       bots=False)
    app.push(table)
    driver.frame(n=2)
    for a in acts[:upto]:
        driver.do(a)
        assert table.session.arb.steps[-1].outcome in (Outcome.OK, Outcome.IRREGULARITY), a
    driver.frame(n=3)
    return table, acts[upto:]


def last(table: TableScene) -> Any:
    return table.session.arb.steps[-1]


def test_bet_oversized_chip_picker_opens_wrong_ruling_stays_right_one_moves_chips(app, driver):
    table, rest = at_ruling(app, driver, "ruling-oversized-chip-call")
    picker = table.controller.picker
    snap = table.session.snap
    assert owed_now(table.session) == 1 and picker.seat == 1  # Ana pushed one big chip
    ana = next(s for s in snap.seats if s.seat == 1)
    assert ana.pushed == 1000 and ana.bet == 0
    driver.key(pygame.K_F7)  # fold: wrong, one chip with no word is a call
    assert last(table).act == TraineeAction("rule", seat=1, ruled="fold")
    assert last(table).outcome is Outcome.VIOLATION
    assert table.session.last is not None and table.session.last.step is last(table)
    assert picker.seat == 1  # still open for the right ruling
    driver.click(picker.widgets["call"].rect.center)  # call, by a click
    assert last(table).act == rest[0] and last(table).outcome is Outcome.OK
    driver.frame(n=2)
    assert picker.seat is None and picker.widgets == {}
    ana = next(s for s in table.session.snap.seats if s.seat == 1)
    assert ana.pushed == 0 and ana.bet == 600 and ana.stack == 20000 - 600


def test_bet_oversized_chip_raise_to_typed_amount(app, driver):
    table, rest = at_ruling(app, driver, "ruling-oversized-chip-raise")
    picker = table.controller.picker
    assert picker.seat == 1
    driver.key(pygame.K_F5)  # raise to...: waits for the amount
    assert picker.pending == "raise" and picker.entry.is_focused
    n = len(table.session.arb.steps)
    driver.type("900")
    driver.enter()
    assert len(table.session.arb.steps) == n + 1
    assert last(table).act == TraineeAction("rule", seat=1, ruled="raise", amount=900)
    assert last(table).outcome is Outcome.VIOLATION and picker.seat == 1
    driver.click(picker.widgets["raise"].rect.center)
    driver.type("1000")
    driver.click(picker.widgets["ok"].rect.center)
    assert last(table).act == rest[0] and last(table).outcome is Outcome.OK
    driver.frame(n=2)
    assert picker.seat is None
    ana = next(s for s in table.session.snap.seats if s.seat == 1)
    assert ana.pushed == 0 and ana.bet == 1000


def test_bet_out_of_turn_picker_rests_until_the_action_reaches_him(app, driver):
    table, rest = at_ruling(app, driver, "ruling-out-of-turn-binding")
    picker = table.controller.picker
    assert picker.seat == 6
    driver.key(pygame.K_F9)  # out of turn
    assert last(table).act == rest[0] and last(table).outcome is Outcome.OK
    driver.frame(n=2)
    assert picker.seat is None  # the chips wait in front of him; seat 4 acts first
    driver.do(rest[1])  # wait
    driver.frame(0.5, n=4)  # the fold's glide lands
    assert picker.seat == 6  # his turn: the ruling again


def test_esc_closes_the_picker_and_its_key_opens_it_again(app, driver):
    table, _ = at_ruling(app, driver, "ruling-oversized-chip-call")
    picker = table.controller.picker
    driver.key(pygame.K_ESCAPE)
    driver.frame(n=2)
    assert picker.seat is None and app.top is table  # closed, still at the table
    driver.key(pygame.K_F3)  # call
    assert last(table).act == TraineeAction("rule", seat=1, ruled="call")
    assert last(table).outcome is Outcome.OK


def test_rule_action_shapes_and_help_line() -> None:
    assert rule_action(3, "call") == TraineeAction.parse({"rule": {"seat": 3, "as": "call"}})
    assert rule_action(3, "bet", "1,200") == TraineeAction.parse(
        {"rule": {"seat": 3, "as": "bet", "to": 1200}})
    for bad in ("", "abc", "0"):
        try:
            rule_action(3, "raise", bad)
        except ValueError:
            continue
        raise AssertionError(bad)
    for lang in ("en", "ro", "pt", "el", "mk"):
        line = dict(help_lines(lang))["F2..F10"]
        assert line and not line.startswith("keys.")


@pytest.mark.parametrize(
    "drill",
    ["ruling-oversized-chip-call", "ruling-raise-amount-said", "ruling-out-of-turn-binding"],
)
def test_bet_ruling_drills_played_whole_by_clicks(app, driver, drill):
    """The reference solutions played to the end through the table, rulings by the picker."""
    table, rest = at_ruling(app, driver, drill)
    for a in rest:
        driver.do(a)
        assert last(table).outcome in (Outcome.OK, Outcome.IRREGULARITY), (drill, a)
    assert table.session.complete and table.session.arb.passed(), drill
