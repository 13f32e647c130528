"""The stud table for the GUI's tests (issue 26): CONTRACT.md's `stud-exposed-downcard` drill
on the table scene, and an eight-seat stud table (stud.table_size) for the layout's worst
case. `drive` performs a solution's actions by real pygame events only (drags from the deck,
the disc dragged to a seat, clicks on a betting spot, the pot dragged to its winner)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml
from gui_driver import FRAME, Driver

from dealer_trainer.arbiter.modes import Mode
from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import drill_text, load_actions, load_drill
from dealer_trainer.gui.motion import pot_slots
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.stud_layout import disc_home

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "stud-exposed-downcard.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "stud-exposed-downcard.yaml"
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def eight_seats(tmp: Path, seed: int = 5) -> Path:
    """The drill's table with eight players (stud.table_size), its deck shuffled by `seed`,
    no mistake, the bots deciding."""
    data = yaml.safe_load(DRILL.read_text())
    data["id"] = "stud-eight-seats"
    data["table"]["seats"] = {i: {"name": n, "stack": 1000} for i, n in enumerate(NAMES, 1)}
    data["deck"] = {"seed": seed}
    data.pop("mistakes", None)
    data.pop("players", None)
    out = tmp / "stud-eight-seats.yaml"
    out.write_text(yaml.safe_dump(data))
    return out


def on_table(app: App, path: Path = DRILL, mode: str = "practice", bots: bool = False) -> Driver:
    sc = load_drill(path)
    setup = sc.setup if mode == "practice" else replace(sc.setup, mode=Mode(mode))
    title, text = drill_text(sc, app.settings.lang)  # the trainee's title, never the id
    session = Session.drill(setup, DrillInfo(sc.id, title, sc.level, text, str(sc.path)))
    app.push(TableScene(app, session, bots=bots))
    app.frame(FRAME)
    return Driver(app)


def solution() -> list[Any]:
    return load_actions(SOLUTION)


def deck(d: Driver) -> tuple[int, int]:
    return d.table.layout.deck.center


def drive(d: Driver, action: Any) -> None:
    """One action of a solution by mouse alone (keys only for wait, collect, showdown)."""
    import pygame

    L = d.table.layout
    n = action.name
    if n in ("shuffle", "cut"):
        d.click(L.deck.center)
    elif n == "antes":  # the antes swept in: a click on a betting spot
        d.click(L.seats[d.snap.seats[0].seat].bet.center)
    elif n in ("deal", "deal_down", "deal_up"):
        for seat in action.seats or (action.seat,):
            # the face the street calls for is a plain drop; the other one, held with Shift
            d.drag(deck(d), L.seats[seat].box.center, shift=n != "deal")
    elif n in ("bring_in", "first_to_act"):  # the disc from the dealer's place to the seat
        d.drag(disc_home(L).center, L.seats[action.seat].box.center)
    elif n == "burn":
        d.drag(deck(d), L.burn.center)
    elif n == "wait":
        d.let_players_act()
        if d.table.session.players_may_act:
            d.key(pygame.K_SPACE)
    elif n == "collect":
        d.key(pygame.K_c)
    elif n == "showdown":
        d.key(pygame.K_d)
    elif n == "award":
        slots = pot_slots(d.snap)
        box = L.pot_boxes(len(slots))[0]
        d.drag(box.center, L.seats[action.to[0]].box.center)
    else:
        raise AssertionError(f"no gesture for {n}")
    d.table.anim.finish()
    d.frame()


def gesture(d: Driver, a: Any) -> None:
    """One action by the gestures of the table dealt now (a mix, free deal in any game): the
    stud table's drags, or the flop table's clicks (`Driver.do`; a hi-lo half is sent as the
    cut's gesture makes it, pot_halves.py); `wait: N` is N presses of Space."""
    import pygame

    from dealer_trainer.gui.stud_layout import is_stud

    if a.name == "wait":
        for _ in range(a.count or 1):
            d.key(pygame.K_SPACE)
    elif is_stud(d.snap.variant):
        drive(d, a)
    elif a.name == "award" and a.half is not None:
        d.table.send(a)
    else:
        d.do(a)
    d.table.anim.finish()


def to_the_read(d: Driver) -> None:
    """The hand dealt by the arbiter's expected steps (each motion finished) until the
    showdown's hands are tabled for reading."""
    table = d.table
    for _ in range(400):
        if table.session.snap.phase == "read":
            return
        table.send(table.session.arb.expected()[0])
        table.anim.finish()
