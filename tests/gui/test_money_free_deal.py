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


def to_the_ask(app: Any, driver: Any, seed: int = 3, mode: str = "practice",
               structure: str = "pot-limit") -> TableScene:
    """A free-deal table, dealt by the trainee's gestures until a player asks."""
    app.settings = replace(app.settings, structure=structure, asks="often", mode=mode,
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
    driver.type(str(right.amount + 5))
    driver.enter()
    assert (arb.steps[-1].outcome, arb.steps[-1].rule) == (Outcome.VIOLATION, "bet.pot_count")
    assert card.mode == "count" and card.text() == ""
    driver.type(f"{right.amount:,}")
    driver.enter()
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
    driver.enter()  # Enter opens it too
    assert card.mode == "count"


def first_all_in_ask() -> int:
    """A no-limit free-deal seed whose first hand reaches a request for an all-in's size."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.gui.freedeal import new_table, setup_for
    from dealer_trainer.gui.settings import Settings

    settings = Settings(structure="no-limit", asks="often", bot_speed="fast")
    for seed in range(1, 200):
        arb = Arbiter(setup_for(new_table(settings, seed), settings, seed))
        while not arb.is_complete:
            if arb.expected()[0].name == "announce_count":
                return seed
            arb.apply(arb.expected()[0])
    raise AssertionError("no all-in asked about")


def test_pot_count_all_in_free_deal_ask_is_answered_on_the_card(app, driver):
    table = to_the_ask(app, driver, seed=first_all_in_ask(), structure="no-limit")
    arb, card = table.session.arb, table.controller.card
    asker = next(s for s in table.session.snap.seats
                 if s.last_action and s.last_action.kind.startswith("ask_"))
    right = arb.expected()[0]
    assert asker.last_action.kind == "ask_all_in" and asker.last_action.amount == right.seat
    assert table.widgets["cancel"].is_enabled
    driver.type(str(right.amount))
    driver.click(card.widgets["ok"].rect.center)  # OK clicked, not Enter
    assert arb.steps[-1].act == right and arb.steps[-1].outcome is Outcome.OK
    assert card.mode is None and not table.widgets["cancel"].is_enabled


def test_bet_pot_count_players_ask_setting_cycles_by_click_and_free_deal_follows(app, driver):
    from dealer_trainer.gui.scenes.settings import SettingsScene
    from dealer_trainer.gui.settings import ASK_RATE, load_settings, settings_path

    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    driver.frame(n=2)
    assert app.settings.asks == "normal"  # the default: one request in five spots
    driver.click(app.top.buttons["asks"].rect.center)
    assert app.settings.asks == "often"
    assert load_settings(settings_path(app.data_dir)).asks == "often"  # kept at once
    session = Session.free_deal(replace(app.settings, structure="pot-limit"), seed=5)
    assert session.setup.random_asks == ASK_RATE["often"]
