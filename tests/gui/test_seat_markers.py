"""The table's state across hands on screen (issue 27, gui/seat_markers.py), drawn from the
snapshot only: a player sitting out and the blinds he owes on his seat's ring, the dead
button at its empty seat, the ante on the felt. The shipped drills, played by their
solutions on the headless table; each marker is looked for in the window's pixels."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
from test_money_card import open_at

from dealer_trainer.gui.drills import load_actions
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.seat_markers import AMBER, GREY, seat_point

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def played(app: Any, driver: Any, drill: str, steps: int) -> TableScene:
    """The drill on the table (test_money_card.open_at), its solution's first `steps` done."""
    table = open_at(app, driver, drill, "shuffle")
    table.replay(load_actions(DRILLS / "solutions" / f"{drill}.yaml")[:steps])
    driver.frame(n=3)
    return table


def amber_near(app: Any, point: tuple[int, int], radius: int = 40) -> int:
    """How many pixels of the markers' amber words lie within `radius` of `point`."""
    x0, y0 = point
    hits = 0
    for x in range(x0 - radius * 2, x0 + radius * 2):
        for y in range(y0 - radius, y0 + radius + radius):
            if 0 <= x < app.screen.get_width() and 0 <= y < app.screen.get_height():
                r, g, b, *_ = app.screen.get_at((x, y))
                hits += abs(r - AMBER[0]) < 40 and abs(g - AMBER[1]) < 40 and b < 130
    return hits


def test_seat_sit_out_and_blinds_missed_drawn_on_the_seat_of_the_player_away(app, driver):
    table = played(app, driver, "missed-blinds-back", 2)
    snap = table.session.snap
    assert snap.sitting_out == (4,) and snap.missed == ((4, ("big",)),)
    point = seat_point(table.layout, 4)
    assert amber_near(app, point) > 20  # "Missed: BB" under "Seat 4: sitting out"
    # the same table with nothing owed: no amber there (the marker comes from the snapshot)
    table.session.snap = replace(snap, missed=(), sitting_out=())
    table.view._layer = None
    driver.frame(n=2)
    assert amber_near(app, point) == 0


def test_button_dead_the_disc_drawn_at_its_empty_seat(app, driver):
    steps = [i for i, a in enumerate(load_actions(
        DRILLS / "solutions" / "button-dead-big-blind-busts.yaml")) if a.name == "move_button"]
    table = played(app, driver, "button-dead-big-blind-busts", steps[1] + 3)
    snap = table.session.snap
    assert snap.button_dead and snap.button not in {sv.seat for sv in snap.seats}
    assert amber_near(app, seat_point(table.layout, snap.button, "marker")) > 20


def test_blinds_ante_the_hands_ante_on_the_felt(app, driver):
    table = played(app, driver, "big-blind-ante-short", 2)
    snap = table.session.snap
    assert snap.ante == 2000
    felt = table.layout.felt
    x, y = felt.center[0], felt.y + round(felt.h * 0.16)
    box = pygame.Rect(x - 60, y - 12, 120, 24)
    assert pill_pixels(app, box) > 50  # the pill "Ante 2000" above the pots
    table.session.snap = replace(snap, ante=0)
    table.view._layer = None
    driver.frame(n=2)
    assert pill_pixels(app, box) == 0


def pill_pixels(app: Any, box: pygame.Rect) -> int:
    """The pixels of a marker's dark pill (seat_markers.GREY) within `box`."""
    return sum(tuple(app.screen.get_at((px, py)))[:3] == GREY
               for px in range(box.left, box.right) for py in range(box.top, box.bottom))


def test_blinds_schedule_the_level_and_the_next_on_the_felt(app, driver):
    """tournament-levels: two levels, the second from hand 3; in hand 1 the felt says
    "Level 1" and "Next: 2" (the pills above the pots); a cash table says nothing."""
    from dealer_trainer.gui.text import tr

    table = played(app, driver, "tournament-levels", 2)
    snap = table.session.snap
    assert snap.level == (1, 2)
    assert tr("table.level", "en", level=1) == "Level 1"
    felt = table.layout.felt
    x, y = felt.center[0], felt.y + round(felt.h * 0.16)
    box = pygame.Rect(x - 60, y - 12, 120, 60)
    assert pill_pixels(app, box) > 50
    table.session.snap = replace(snap, level=None)
    table.view._layer = None
    driver.frame(n=2)
    assert pill_pixels(app, box) == 0


def test_blinds_schedule_level_of_each_hand() -> None:
    from types import SimpleNamespace

    from dealer_trainer.arbiter.seating import level_of
    from dealer_trainer.engine.config import BlindLevel

    def config(*starts: int) -> Any:  # level_of reads the schedule only
        return SimpleNamespace(schedule=tuple(BlindLevel(h, 10 * h, 20 * h) for h in starts))

    assert level_of(config(), 4) is None  # a cash table
    from_first = config(1, 3)
    assert [level_of(from_first, n) for n in (1, 2, 3, 9)] == [(1, 2), (1, 2), (2, None),
                                                               (2, None)]
    later = config(5)  # the table's own blinds are level 1
    assert [level_of(later, n) for n in (1, 4, 5)] == [(1, 2), (1, 2), (2, None)]
