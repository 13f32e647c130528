"""The side panel's verdict says the step whole (issue 29, seen in a real window by
bench/real_shots.py): a hi-lo half pushed reads "Award pot · Main pot (high) → Seat 4", and in
Macedonian it was cut with an ellipsis before the seat it went to. The drill plo8-split-odd-chip
is set to its showdown's read, then the pot is cut, its odd chip moved and its high half
pushed by real pygame events (a click on the cut mark, drags)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import drop_events
from gui_driver import FRAME, Driver

from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.motion import pot_slots
from dealer_trainer.gui.pot_halves import cut_mark, half_boxes, odd_box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
DRILL = "plo8-split-odd-chip"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["mk", "el", "en"])
def test_the_verdict_names_the_seat_a_half_went_to(tmp_path, size, lang):
    app = App(size, settings=Settings(lang=lang), data_dir=tmp_path, headless=True)
    drop_events()
    try:
        sc = load_drill(DRILLS / f"{DRILL}.yaml")
        acts = load_actions(DRILLS / "solutions" / f"{DRILL}.yaml")
        upto = next(i for i, a in enumerate(acts) if a.name == "award")
        session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang)
        table = TableScene(app, session, bots=False)
        app.push(table)
        table.replay(acts[:upto])
        app.frame(FRAME)
        cut: list[str] = []  # texts fitted to a width they did not fit
        real = app.text.fit

        def spy(text, size, max_w, *a, **k):  # type: ignore[no-untyped-def]
            bold = a[1] if len(a) > 1 else k.get("bold", False)
            if app.text.fonts.get(size, bold).size(text)[0] > max_w:
                cut.append(text)
            return real(text, size, max_w, *a, **k)

        app.text.fit = spy  # type: ignore[method-assign]
        d = Driver(app)
        L = table.layout
        box = L.pot_boxes(len(pot_slots(session.snap)))[0]
        d.click(cut_mark(box, L.scale).center)
        d.drag(odd_box(box, L.scale).center, half_boxes(box)["high"].center)
        d.drag(half_boxes(box)["high"].center, L.seats[4].box.center)
        table.anim.finish()
        d.frame(n=3)
        step = session.arb.steps[-1]
        assert step.act is not None and step.act.half == "high", step.action
        # the verdict's step is never shrunk nor cut to one line (the steps list's numbered
        # lines may be: the verdict above them says the step whole)
        assert not [t for t in cut if "→" in t and not re.match(r"\d+\.", t)], (lang, size, cut)
    finally:
        app.close()
