"""Keys typed into a text field are the field's alone (issue 29, item 1): digits typed into
the ruling card's amount or the read card's answer are not also seat keys, and the key that
opens a card is not typed into its field. Every key here arrives as a real keyboard sends it
(KEYDOWN, TEXTINPUT, KEYUP: `Driver.keyboard`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def open_drill(app: Any, driver: Any, drill: str) -> tuple[TableScene, list[TraineeAction]]:
    sc = load_drill(DRILLS / f"{drill}.yaml")
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en"),
                       bots=False)
    app.push(table)
    driver.frame(n=2)
    return table, load_actions(DRILLS / "solutions" / f"{drill}.yaml")


def play(driver: Any, acts: list[TraineeAction]) -> None:
    for a in acts:
        driver.do(a)
        assert driver.table.session.arb.steps[-1].outcome in (
            Outcome.OK, Outcome.IRREGULARITY), a


def at_ruling(app: Any, driver: Any, drill: str) -> tuple[TableScene, list[Any], int]:
    """The drill's solution played by clicks up to its ruling, the picker open."""
    table, acts = open_drill(app, driver, drill)
    upto = next(i for i, a in enumerate(acts) if a.name == "rule")
    play(driver, acts[:upto])
    for _ in range(60):
        if table.controller.picker.seat is not None:
            break
        driver.frame(0.1)
    return table, acts, upto


@pytest.mark.parametrize(
    "drill", ["ruling-raise-amount-said", "ruling-oversized-chip-raise"]
)
def test_bet_verbal_raise_amount_typed_on_the_keyboard_deals_nothing_and_scores_100(
    app, driver, drill
):
    """The ruling's key, its amount typed digit by digit, Enter: one step, the right one."""
    table, acts, upto = at_ruling(app, driver, drill)
    picker = table.controller.picker
    ruling = acts[upto]
    assert ruling.ruled == "raise" and ruling.amount is not None
    n = len(table.session.arb.steps)
    driver.key(pygame.K_F5)  # raise to...
    assert picker.entry.is_focused
    driver.keyboard(str(ruling.amount))
    assert picker.text() == str(ruling.amount)  # every digit in the field, none a seat key
    driver.enter()
    steps = table.session.arb.steps[n:]
    assert [s.act for s in steps] == [ruling] and steps[0].outcome is Outcome.OK
    play(driver, acts[upto + 1:])
    arb = table.session.arb
    assert arb.complete and arb.invalids == 0 and not arb.violations
    assert arb.score() == 100


def test_bet_oversized_chip_call_amount_typed_then_call_scores_100(app, driver):
    """`1000` typed into the amount field of a call drill (a trainee trying raise first, then
    thinking better of it): the digits deal nothing; the call by its key is right."""
    table, acts, upto = at_ruling(app, driver, "ruling-oversized-chip-call")
    picker = table.controller.picker
    n = len(table.session.arb.steps)
    driver.click(picker.entry.rect.center)  # into the amount field
    assert picker.entry.is_focused
    driver.keyboard("1000")
    assert picker.text() == "1000"
    assert len(table.session.arb.steps) == n  # no "Deal · Seat 1", no "Deal · Seat 10"
    driver.key(pygame.K_F3)  # call
    assert table.session.arb.steps[-1].act == acts[upto]
    assert table.session.arb.steps[-1].outcome is Outcome.OK
    play(driver, acts[upto + 1:])
    arb = table.session.arb
    assert arb.complete and arb.invalids == 0 and not arb.violations
    assert arb.score() == 100


@pytest.mark.parametrize("typed", ["8 two pair T 4", None])
def test_showdown_read_hand_typed_in_the_help_screens_form(app, driver, typed):
    """I opens the read card (the I is not typed into it); a reading typed on the keyboard in
    the form the Help screen documents (`8 two pair T 4`; None: the drill's own reading) is
    in the field as typed, its digits no seat key, and Enter reads what was typed."""
    table, acts = open_drill(app, driver, "money-read-hands")
    upto = next(i for i, a in enumerate(acts) if a.name == "read")
    play(driver, acts[:upto])
    table.anim.finish()
    driver.frame(n=2)
    read = acts[upto]
    if typed is None:
        assert read.seat is not None and read.hand == "three-of-a-kind"
        typed = f"{read.seat} three of a kind {read.ranks[0]}"
    n = len(table.session.arb.steps)
    driver.keyboard("i")
    card = table.controller.card
    assert card.mode == "read" and card.text() == ""  # the opening key is not in the field
    driver.keyboard(typed)
    assert card.text() == typed and card.seat is None
    assert len(table.session.arb.steps) == n  # nothing dealt, nothing read yet
    driver.enter()
    step = table.session.arb.steps[-1]
    if typed.startswith("8 "):
        assert (step.act.name, step.act.seat, step.act.hand, step.act.ranks) == (
            "read", 8, "two-pair", ("T", "4"))
    else:
        assert step.act == read and step.outcome is Outcome.OK
