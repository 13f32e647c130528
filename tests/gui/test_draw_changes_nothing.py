"""Issue 24, `draw` changes nothing (scenes/base.py: "`draw` never changes state"): each
screen is drawn twice and its scene's state (a structural picture of its attributes, the
widgets by what they show) is the same before the first draw, after it and after the
second. The screens: the table mid-hand, the table with the ruling picker open, a drill's
results and the menu. What a draw may keep is listed in `DRAWN`, each with why."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Any

import pygame
from gui_driver import FRAME

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"

# Attributes a draw writes on purpose: what it drew, read by dirty.py and the tests (not state
# that any later frame's behaviour depends on). Only these; a new one must say why here.
DRAWN = {
    "drag_rects",  # TableScene: the thing held as last drawn, shown again next frame (dirty.py)
    "pot_tip",  # TableScene: the pot tooltip as last drawn (dirty.py, the tooltip tests)
    # TableScene.view, the felt's renderer: its layers cached for the snapshot they show, and
    # the rectangles its last draw changed, which dirty.py takes after each drawn frame
    "view",
    "verdict_bottom",  # SidePanel: where its verdict card ended (the picker keeps clear of it)
    "steps_shown",  # SidePanel: how many steps its last surface had room for
    "fix_said",  # SidePanel: how often its last surface wrote the open irregularity's fix
    "_key",  # SidePanel: the key of the surface it last made (its cache)
    "_lines",  # SidePanel: each step's line as last made, by the step (a cache)
    # Session: the charges last scored, kept for the key they were scored for (a cache: the
    # top bar, the score and the results read the same tuple in one frame)
    "_charges",
}
DEPTH = 5


def state(obj: Any, depth: int = DEPTH, seen: set[int] | None = None) -> Any:
    """A comparable picture of `obj`: values as they are, containers by their items,
    widgets by what they show, surfaces by their size, other objects by their attributes
    (to DEPTH levels; the app and render caches left out)."""
    seen = set() if seen is None else seen
    if obj is None or isinstance(obj, bool | int | float | str | bytes | Enum):
        return obj
    if isinstance(obj, pygame.Rect):
        return ("Rect", tuple(obj))
    if isinstance(obj, pygame.Surface):
        return ("Surface", obj.get_size())
    if callable(obj) and not hasattr(obj, "__dict__") and not hasattr(obj, "__slots__"):
        return ("callable", getattr(obj, "__qualname__", type(obj).__name__))
    if id(obj) in seen:
        return ("seen", type(obj).__name__)
    if depth == 0:
        return ("deep", type(obj).__name__)
    seen = seen | {id(obj)}
    if isinstance(obj, tuple | list):
        return (type(obj).__name__, tuple(state(v, depth - 1, seen) for v in obj))
    if isinstance(obj, dict):
        return ("dict", tuple((repr(k), state(v, depth - 1, seen)) for k, v in obj.items()))
    if isinstance(obj, set | frozenset):
        return ("set", tuple(sorted(repr(v) for v in obj)))
    mod = type(obj).__module__
    if mod.startswith("pygame_gui") and hasattr(obj, "rect"):
        return ("widget", type(obj).__name__, tuple(obj.rect), bool(obj.alive()),
                bool(getattr(obj, "visible", True)), getattr(obj, "text", None),
                getattr(obj, "is_enabled", None))
    if not mod.startswith("dealer_trainer"):
        return ("object", type(obj).__name__)
    names = list(getattr(obj, "__dict__", {}))
    for klass in type(obj).__mro__:
        names += [n for n in getattr(klass, "__slots__", ()) if n not in names]
    out = []
    for name in names:
        if name in ("app", "scene", "text", "sprites") or name in DRAWN:
            continue
        if hasattr(obj, name):
            out.append((name, state(getattr(obj, name), depth - 1, seen)))
    return (type(obj).__name__, tuple(out))


def differences(a: Any, b: Any, where: str = "") -> list[str]:
    """Where two pictures differ (for the failure message)."""
    if a == b:
        return []
    named = isinstance(a, tuple) and len(a) == 2 and isinstance(a[0], str)
    if named and isinstance(b, tuple) and len(b) == 2 and a[0] == b[0]:
        return differences(a[1], b[1], where if a[0][:1].isupper() else f"{where}.{a[0]}")
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        out: list[str] = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += differences(x, y, where if named else f"{where}[{i}]")
        return out or [where]
    return [f"{where}: {a!r:.120} -> {b!r:.120}"]


def drawn_twice_changes_nothing(app: Any) -> None:
    scene = app.top
    before = state(scene)
    app.draw()
    once = state(scene)
    app.draw()
    twice = state(scene)
    changed = differences(before, once)
    assert changed == [], f"{scene.name}: the first draw changed " + "\n".join(changed)
    changed = differences(once, twice)
    assert changed == [], f"{scene.name}: the second draw changed " + "\n".join(changed)


def drill_table(app: Any, drill: str) -> TableScene:
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
    table = TableScene(app, session, bots=False)
    app.push(MenuScene(app))
    app.push(table)
    app.frame(FRAME)
    return table


def test_draw_changes_nothing_at_the_table_mid_hand(app):
    table = drill_table(app, "basic-deal")
    for a in load_actions(DRILLS / "solutions" / "basic-deal.yaml")[:8]:
        table.send(a)
    app.update(FRAME)
    assert table.session.arb.steps and not table.session.complete
    drawn_twice_changes_nothing(app)


def test_draw_changes_nothing_with_the_ruling_picker_open(app):
    drill = "ruling-oversized-chip-call"
    table = drill_table(app, drill)
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    for a in acts[: next(i for i, a in enumerate(acts) if a.name == "rule")]:
        step = table.send(a)
        assert step is not None and step.outcome in (Outcome.OK, Outcome.IRREGULARITY), a
    table.anim.finish()
    assert table.controller.picker.seat is None  # owed, and not opened by a draw
    drawn_twice_changes_nothing(app)
    assert table.controller.picker.seat is None
    app.update(FRAME)  # the picker opens itself here (a ruling is owed), not in draw
    assert table.controller.picker.seat is not None
    drawn_twice_changes_nothing(app)


def test_draw_changes_nothing_on_the_results(app):
    from dealer_trainer.gui.scenes.results import ResultsScene

    table = drill_table(app, "basic-deal")
    for a in load_actions(DRILLS / "solutions" / "basic-deal.yaml"):
        table.send(a)
    assert table.session.complete
    app.push(ResultsScene(app, table.session))
    app.update(FRAME)
    drawn_twice_changes_nothing(app)


def test_draw_changes_nothing_on_the_menu(app):
    app.push(MenuScene(app))
    app.update(FRAME)
    drawn_twice_changes_nothing(app)


def test_the_state_picture_sees_a_change():
    """The picture can fail: an attribute set, a widget hidden, a list grown all show."""

    class Thing:
        __module__ = "dealer_trainer.gui.fake"

        def __init__(self) -> None:
            self.seat: int | None = None
            self.items: list[int] = []

    t = Thing()
    before = state(t)
    t.seat = 3
    assert differences(before, state(t)) == [".Thing: None -> 3"] or differences(before, state(t))
    t.seat, t.items = None, [1]
    assert differences(before, state(t)) != []
    t.items = []
    assert differences(before, state(t)) == []
