"""Money at the table in free deal, in the GUI (issue 16): a player asks for the pot now and
then; his bubble says so, the money card opens by itself with Cancel on, and the trainee
answers on it. Driven by real events (clicks, keys, text input)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import Session


def type_text(driver: Any, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        driver.frame()


def enter(driver: Any) -> None:
    driver.key(pygame.K_RETURN)
    driver.frame()  # the entry's "finished" event arrives on the next frame


def to_the_ask(app: Any, driver: Any, seed: int = 3, mode: str = "practice") -> TableScene:
    """A pot-limit free-deal table, dealt by the trainee's gestures until a player asks."""
    app.settings = replace(app.settings, structure="pot-limit", asks="often", mode=mode,
                           motion="off")
    app.push(MenuScene(app))
    table = TableScene(app, Session.free_deal(app.settings, seed=seed), bots=False)
    app.push(table)
    driver.frame(n=2)
    arb = table.session.arb
    for _ in range(200):
        if table.controller.card.mode == "count":
            return table
        assert not arb.is_complete, "the hand ended with no question"
        driver.do(arb.expected()[0])
        driver.frame(n=2)
    raise AssertionError("no player asked")


@pytest.mark.parametrize("mode", ["practice", "audition"])
def test_bet_pot_count_free_deal_ask_opens_the_card_and_the_typed_count_answers(app, driver, mode):
    table = to_the_ask(app, driver, mode=mode)
    snap, arb = table.session.snap, table.session.arb
    asker = next(s for s in snap.seats if s.last_action and s.last_action.kind.startswith("ask_"))
    assert asker.last_action.kind == "ask_pot"  # his bubble: "Pot?"
    right = next(a for a in arb.expected() if a.name == "announce_pot")
    card = table.controller.card
    assert card.entry.is_focused
    assert table.widgets["cancel"].is_enabled  # the card opened by itself: Cancel is on
    type_text(driver, str(right.amount + 5))
    enter(driver)
    assert (arb.steps[-1].outcome, arb.steps[-1].rule) == (Outcome.VIOLATION, "bet.pot_count")
    assert card.mode == "count" and card.text() == ""
    type_text(driver, f"{right.amount:,}")
    enter(driver)
    assert arb.steps[-1].act == right and arb.steps[-1].outcome is Outcome.OK
    assert card.mode is None and not table.widgets["cancel"].is_enabled
    driver.do(TraineeAction("wait"))  # he acts now
    assert arb.steps[-1].action == "wait" and arb.steps[-1].outcome is Outcome.OK


def test_bet_pot_count_cancel_closes_the_card_and_a_click_on_the_asker_opens_it(app, driver):
    table = to_the_ask(app, driver)
    card = table.controller.card
    seat = next(s.seat for s in table.session.snap.seats
                if s.last_action and s.last_action.kind == "ask_pot")
    driver.press("cancel")  # a real click on the enabled button
    driver.frame(n=3)
    assert card.mode is None and app.top is table  # closed, and it stays closed
    assert not table.widgets["cancel"].is_enabled
    steps = len(table.session.arb.steps)
    driver.seat(seat)  # the asking player: the card again, no action sent
    assert card.mode == "count" and len(table.session.arb.steps) == steps
    assert table.widgets["cancel"].is_enabled
    driver.key(pygame.K_ESCAPE)  # Esc closes it as Cancel does
    driver.frame(n=3)
    assert card.mode is None and app.top is table
    enter(driver)  # Enter opens it too
    assert card.mode == "count"
