"""The house procedures on the table (CONTRACT.md "The shuffle and the dealer's
announcements"), by posted events: the full shuffle's gestures on the shuffle card, by key
and on the deck, judged in order; the announcement confirmed on its card, by Enter or on the
bet; the all-in button on the felt; both rows in free deal's Settings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.layout import bet_click_point, seat_click_point
from dealer_trainer.gui.motion import glides_for_step
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.settings import OPTIONS, SettingsScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.scenarios.loader import load_scenario

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def open_drill(app: Any, drill: str, mode: str = "practice") -> TableScene:
    sc = load_scenario(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", str(sc.path)), "en", mode)
    app.settings = replace(app.settings, motion="off")
    table = TableScene(app, session, bots=False)
    app.push(table)
    app.frame(1 / 60)
    return table


def last(table: TableScene) -> Any:
    return table.session.arb.steps[-1]


def test_deck_shuffle_the_shuffle_card_keys_and_the_deck_make_the_gestures(app, driver):
    table = open_drill(app, "house-shuffle-full")
    driver.frame(n=2)
    house = table.controller.house
    assert house.mode == "shuffle" and set(house.widgets) == {"wash", "riffle", "box"}
    driver.click(house.widgets["wash"].rect.center)  # the card's button
    assert (last(table).action, last(table).outcome) == ("wash", Outcome.OK)
    driver.click(table.layout.deck.center)  # a click on the deck riffles
    assert (last(table).action, last(table).outcome) == ("riffle", Outcome.OK)
    driver.key(pygame.K_b)  # B boxes: out of order, a second riffle is owed
    assert (last(table).action, last(table).rule) == ("box", "deck.shuffle")
    assert last(table).outcome is Outcome.VIOLATION
    driver.key(pygame.K_r)  # R riffles: the shuffle goes on from the step owed
    driver.key(pygame.K_b)
    driver.key(pygame.K_s)  # S riffles too at a full table
    assert [s.action for s in table.session.arb.steps] == [
        "wash", "riffle", "box", "riffle", "box", "riffle"]
    assert table.session.snap.phase == "cut"
    driver.frame(n=2)
    assert house.mode is None and not house.widgets  # the card goes with the shuffle
    driver.click(table.layout.deck.center)  # now the deck click cuts
    assert (last(table).action, last(table).outcome) == ("cut", Outcome.OK)


def test_deck_shuffle_w_washes_only_while_the_shuffle_is_under_way(app, driver):
    table = open_drill(app, "house-shuffle-full")
    driver.key(pygame.K_w)
    assert (last(table).action, last(table).outcome) == ("wash", Outcome.OK)
    quick = open_drill(app, "basic-deal")
    driver.key(pygame.K_w)  # a quick table: W is the money card's, no gesture
    assert quick.session.arb.steps == [] and quick.controller.house.mode is None


def test_deck_shuffle_each_gesture_has_its_motion_and_none_when_motion_is_off(app, driver):
    table = open_drill(app, "house-shuffle-full")
    for key in (pygame.K_w, pygame.K_r):
        before = table.session.snap
        driver.key(key)
        step = last(table)
        glides = glides_for_step(step.ops, before, table.session.snap, table.layout)
        assert glides and all(g.what[0] == "back" and g.end == table.layout.deck.center
                              for g in glides)
    assert not table.anim.busy  # motion off: nothing glides


def to_announce(app: Any, driver: Any, mode: str = "practice") -> TableScene:
    table = open_drill(app, "announce-bets-all-in", mode)
    arb = table.session.arb
    while arb.expected()[0].name != "announce":
        driver.do(arb.expected()[0])
    driver.frame(n=2)
    return table


@pytest.mark.parametrize("mode", ["learn", "practice", "audition"])
def test_deal_announce_the_trainee_types_the_amount_and_the_card_never_shows_it(
        app, driver, mode):
    table = to_announce(app, driver, mode)
    house = table.controller.house
    assert house.mode == "announce" and house.shown == (6, "raise", 300)
    labels = [w.text for w in house.widgets.values()]
    assert not any("300" in t for t in labels) and set(house.widgets) == {"bet", "raise"}
    assert house.entry.is_focused  # the amount's field has the keyboard
    n = len(table.session.arb.steps)
    driver.keyboard("350")  # real keys: digits typed, no seat key
    assert house.text() == "350" and len(table.session.arb.steps) == n
    driver.click(house.widgets["raise"].rect.center)  # a wrong amount: the trainee's own
    step = last(table)
    assert step.act == TraineeAction.parse({"announce": {"seat": 6, "what": "raise", "to": 350}})
    assert (step.rule, step.outcome) == ("deal.announce", Outcome.VIOLATION)
    driver.frame(n=2)
    assert house.mode == "announce" and house.text() == ""  # still owed: said again
    driver.keyboard("300")
    driver.enter()  # Enter says it as last chosen (Raise to)
    assert last(table).act == TraineeAction.parse(
        {"announce": {"seat": 6, "what": "raise", "to": 300}})
    assert last(table).outcome is Outcome.OK
    driver.frame(n=2)
    assert house.mode is None


def test_deal_announce_enter_with_nothing_chosen_asks_bet_or_raise_and_a_miss_is_judged(
        app, driver):
    table = to_announce(app, driver)
    house = table.controller.house
    n = len(table.session.arb.steps)
    driver.keyboard("300")
    driver.enter()  # not said yet: bet or raise?
    assert house.problem and len(table.session.arb.steps) == n
    driver.press("wait")  # the next player let act instead: a missing announcement
    assert (last(table).rule, last(table).outcome) == ("deal.announce", Outcome.VIOLATION)
    driver.click(house.widgets["bet"].rect.center)  # said as a bet: wrong, it was a raise
    assert (last(table).rule, last(table).outcome) == ("deal.announce", Outcome.VIOLATION)


def test_deal_announce_the_all_in_button_by_a_click_on_the_bet_and_the_drill_passes(
        app, driver):
    table = to_announce(app, driver)
    arb = table.session.arb
    driver.do(arb.expected()[0])  # said on the card (the driver types and clicks)
    assert last(table).outcome is Outcome.OK
    while arb.expected()[0].name != "all_in_button":
        driver.do(arb.expected()[0])
    driver.click(bet_click_point(table.layout, 4))  # a click on her bet places the button
    assert (last(table).action, last(table).outcome) == ("all_in_button: 4", Outcome.OK)
    assert table.session.snap.all_in_buttons == (4,)
    while not arb.is_complete:
        driver.do(arb.expected()[0])
    assert arb.result()["score"] == 100


def test_deal_announce_and_shuffle_rows_in_settings_reach_free_deal(app, driver):
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    driver.frame()
    assert {"shuffle", "announce"} <= set(OPTIONS)
    driver.click(scene.buttons["shuffle"].rect.center)
    driver.click(scene.buttons["announce"].rect.center)
    assert (app.settings.shuffle, app.settings.announce) == ("full", "on")
    session = Session.free_deal(app.settings, seed=5)
    assert session.setup.shuffle == "full" and session.setup.announce is True
    assert session.snap.shuffle_next == "wash"


def to_all_in(app: Any, driver: Any) -> TableScene:
    table = to_announce(app, driver)
    arb = table.session.arb
    while arb.expected()[0].name != "all_in_button":
        driver.do(arb.expected()[0])
    driver.house_card()
    driver.frame(n=2)
    return table


def test_deal_announce_the_all_in_button_is_dragged_onto_the_players_place(app, driver):
    table = to_all_in(app, driver)
    house = table.controller.house
    assert house.disc is not None  # waiting on the card, to be dragged
    start = (round(house.disc.center[0]), round(house.disc.center[1]))
    driver.drag(start, seat_click_point(table.layout, 4))
    assert (last(table).action, last(table).outcome) == ("all_in_button: 4", Outcome.OK)
    assert table.session.snap.all_in_buttons == (4,)


def test_deal_announce_the_all_in_button_dragged_to_the_wrong_player_is_judged(app, driver):
    table = to_all_in(app, driver)
    house = table.controller.house
    start = (round(house.disc.center[0]), round(house.disc.center[1]))
    driver.drag(start, bet_click_point(table.layout, 6))  # not the player all in
    assert last(table).act == TraineeAction.parse({"all_in_button": 6})
    assert (last(table).rule, last(table).outcome) == ("deal.announce", Outcome.VIOLATION)
    assert table.session.snap.all_in_buttons == ()
    driver.drag(start, (start[0] + 3, start[1] + 2))  # pressed and let go there: a click
    assert (last(table).action, last(table).outcome) == ("all_in_button: 4", Outcome.OK)


def test_deal_announce_said_whole_by_the_keyboard_r_300_enter(app, driver):
    table = to_announce(app, driver)
    driver.keyboard("r 300")  # real keys: R is no shortcut while the field has them
    driver.enter()
    assert last(table).act == TraineeAction.parse(
        {"announce": {"seat": 6, "what": "raise", "to": 300}})
    assert last(table).outcome is Outcome.OK


def test_deal_announce_announce_said_reads_the_word_and_the_amount():
    from types import SimpleNamespace

    from dealer_trainer.arbiter import TraineeAction
    from dealer_trainer.gui.widgets.house_card import announce_said

    snap = SimpleNamespace(announce_owed=(6, "raise", 300))
    assert announce_said(snap, None, "bet 1,200") == TraineeAction.parse({
        "announce": {"seat": 6, "what": "bet", "to": 1200}})
    assert announce_said(snap, "raise", "300").ruled == "raise"
    assert announce_said(snap, None, "ρέιζ 300", "el").ruled == "raise"
    for text in ("300", "r", "r 3 00", "fold 300", "r 0"):  # 0: no script says it either
        with pytest.raises(ValueError):
            announce_said(snap, None, text)
