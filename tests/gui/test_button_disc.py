"""One dealer button on the felt (issue 29, item 5): once the button has moved at the end
of the hand, the view draws one disc, at its new seat, and no faint disc where it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def test_button_move_leaves_one_disc_on_the_felt(app, driver):
    sc = load_drill(DRILLS / "basic-deal.yaml")
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en"),
                       bots=False)
    app.push(table)
    app.frame(1 / 60)
    for a in load_actions(DRILLS / "solutions" / "basic-deal.yaml"):
        driver.do(a)
    table.anim.finish()
    driver.frame(n=2)
    snap = table.session.snap
    assert table.session.complete and snap.button == 3
    assert snap.previous_button is None  # nothing to show where the disc was
    kinds: list[str] = []
    marker = table.view.sprites.marker

    def spy(kind: str, *a: Any, **kw: Any) -> Any:
        kinds.append(kind)
        return marker(kind, *a, **kw)

    table.view.sprites.marker = spy
    table.view._layer = None  # the snapshot's layer drawn again, this frame
    app._drawn_key = None
    driver.frame()
    table.view.sprites.marker = marker
    assert kinds.count("button") == 1  # one disc drawn, the button's
