"""The PLO8 drill (CONTRACT.md's `plo8-split-odd-chip`) on the table scene, for the GUI's
tests of the halves' gestures: dealt to its awards by the arbiter's own steps (the deal by
drags is tests/gui/real_window_plo8.py's), and where the pot's two stacks and the seats lie.
`board` swaps the flop for another (a board with no low)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from gui_driver import FRAME, Driver

from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import drill_text, load_drill
from dealer_trainer.gui.layout import seat_click_point
from dealer_trainer.gui.pot_halves import cut_mark, half_boxes, odd_box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "plo8-split-odd-chip.yaml"
FLOP = slice(17, 20)  # the deck's flop: 8h 6h 3c (after sixteen hole cards and a burn)


def drill_file(tmp: Path, flop: tuple[str, str, str] | None = None) -> Path:
    if flop is None:
        return DRILL
    data = yaml.safe_load(DRILL.read_text())
    data["deck"]["order"][FLOP] = list(flop)
    out = tmp / DRILL.name
    out.write_text(yaml.safe_dump(data))
    return out


def to_award(app: App, path: Path, mode: str = "practice") -> Driver:
    """The drill on the table, dealt by the arbiter's expected steps to its first award."""
    sc = load_drill(path)
    setup = sc.setup
    if mode != "practice":
        from dataclasses import replace

        from dealer_trainer.arbiter.modes import Mode

        setup = replace(setup, mode=Mode(mode))
    title, text = drill_text(sc, app.settings.lang)  # the trainee's title, never the id
    session = Session.drill(setup, DrillInfo(sc.id, title, sc.level, text, str(sc.path)))
    table = TableScene(app, session, bots=False)
    app.push(table)
    app.frame(FRAME)
    arb = session.arb
    for _ in range(200):
        nxt = arb.expected()[0]
        if nxt.name == "award":
            break
        table.send(nxt)
    table.anim.finish()
    d = Driver(app)
    d.frame(n=3)
    return d


def pot_box(d: Driver, slot: int = 0) -> Any:
    return d.table.layout.pot_boxes(len(d.snap.pots))[slot]


def half_point(d: Driver, half: str, slot: int = 0) -> tuple[int, int]:
    return half_boxes(pot_box(d, slot))[half].center


def mark_point(d: Driver, slot: int = 0) -> tuple[int, int]:
    return cut_mark(pot_box(d, slot), d.table.layout.scale).center


def odd_point(d: Driver, slot: int = 0) -> tuple[int, int]:
    return odd_box(pot_box(d, slot), d.table.layout.scale).center


def cut_with_odd_chip(d: Driver, half: str | None = "high") -> None:
    """Cut the pot (its mark), and put its odd chip on the `half` stack (None: left loose)."""
    d.click(mark_point(d))
    if half is not None:
        d.drag(odd_point(d), half_point(d, half))


def seat_point(d: Driver, seat: int) -> tuple[int, int]:
    return seat_click_point(d.table.layout, seat)
