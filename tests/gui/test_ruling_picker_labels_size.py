"""Every choice of the ruling picker is written in the picker's own size (issue 29, "too small
to read": in Greek at 1280x800 "Πληρώνει ή πάσο [F8]" fell to the smaller font, about 9 px,
beside its neighbours at 12): the picker is as wide as its longest label needs, within the
table area. In five languages at 1280x800 and 1920x1080, on a ruling with a typed amount."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.ui import fitting_class

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
DRILL = "ruling-raise-amount-said"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_each_ruling_choice_is_in_the_pickers_own_size(app, driver, lang, size) -> None:
    app.settings = replace(app.settings, lang=lang)
    sc = load_drill(DRILLS / f"{DRILL}.yaml")
    acts = load_actions(DRILLS / "solutions" / f"{DRILL}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == "rule")
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang),
                       bots=False)
    app.push(table)
    driver.resize(*size)
    table.replay(acts[:upto])
    driver.frame(n=2)
    picker, L = table.controller.picker, table.layout
    assert picker.seat is not None and len(picker.widgets) >= 9 and table.lang == lang
    area = L.table_area
    assert area.x <= picker.rect.x and picker.rect.right <= area.right + L.side_panel.w
    for name, b in picker.widgets.items():
        if name == "ok":
            continue
        cls = fitting_class("@small", b.text, b.rect.w - 12, app.scale, app.sprites.fonts.get)
        assert cls == "@small", (lang, size, name, b.text)
