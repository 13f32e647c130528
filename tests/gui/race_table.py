"""The chip race on the table for the GUI's tests (issue 27): a race drill on the table scene
and `drive`, which performs a solution's race actions by real pygame events only (a click
on the deck, on a seat's chips, W and the count typed with Enter, cards dragged from the
deck, chips dragged from the tray, C)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
from gui_driver import FRAME, Driver

from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import drill_text, load_actions, load_drill
from dealer_trainer.gui.race_table import tray_box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

ROOT = Path(__file__).resolve().parents[2]
DRILLS = ("chip-race-25s", "chip-race-roberts-5s")


def on_table(app: App, drill: str = DRILLS[0]) -> Driver:
    sc = load_drill(ROOT / "scenarios" / f"{drill}.yaml")
    title, text = drill_text(sc, app.settings.lang)  # the trainee's title, never the id
    session = Session.drill(sc.setup, DrillInfo(sc.id, title, sc.level, text, str(sc.path)))
    app.push(TableScene(app, session, bots=False))
    app.frame(FRAME)
    return Driver(app)


def solution(drill: str = DRILLS[0]) -> list[Any]:
    return load_actions(ROOT / "scenarios" / "solutions" / f"{drill}.yaml")


def announce(d: Driver, count: int) -> None:
    """W opens the race's count; the number typed, then Enter."""
    d.keyboard("w")
    card = d.table.controller.card
    assert card.mode == "race", card.mode
    d.type(str(count))
    d.enter()


def drive(d: Driver, action: Any) -> None:
    """One race action of a solution by real events."""
    L = d.table.layout
    n = action.name
    if n in ("shuffle", "cut"):
        d.click(L.deck.center)
    elif n == "color_up":  # a click on a seat's chips
        seat = d.snap.race.chips[0][0]
        d.click(L.seats[seat].bet.center)
    elif n == "announce_race":
        announce(d, action.amount)
    elif n == "deal":
        d.drag(L.deck.center, L.seats[action.seat].box.center)
    elif n in ("award_chip", "not_raced_out"):  # a chip from the tray, Shift: not raced out
        d.drag(tray_box(L).center, L.seats[action.seat].box.center,
               shift=n == "not_raced_out")
    elif n == "remove_chips":
        d.key(pygame.K_c)
    else:  # pragma: no cover
        raise AssertionError(f"no race gesture for {action}")
    d.frame()
