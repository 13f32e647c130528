"""The Class screen's rows are records of parts, never rendered text cut apart again: a
trainee's name or a drill's title that holds " · " (a school writes "Ana Popescu · Tuesday
group") is one part, wrapped at its own spaces like any text, and the figures after it keep
their rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from test_class_view import LIBRARY, T0, Shown, open_class

from dealer_trainer.gui.widgets.pager import Pager, Row
from dealer_trainer.progress import ProgressStore
from dealer_trainer.scenarios import load_scenario, load_script
from dealer_trainer.scenarios.runner import run_drill

NAME = "Ana Popescu · Tuesday evening group, second year, table four by the window"
TITLE = "House rules · a clean hand from the shuffle to the push, the whole way round"


@pytest.fixture
def shown(app: Any) -> Shown:
    app.text._cache.clear()  # a cached string is still rendered through the spy
    return Shown(app)


def house_drill(folder: Path) -> Path:
    """The library's clean hand as a school's own drill, titled with a " · " in it."""
    text = (LIBRARY / "basic-deal.yaml").read_text(encoding="utf-8")
    text = text.replace("id: basic-deal", "id: house-clean-hand").replace(
        "title: A clean hand from shuffle to push", f"title: {TITLE}")
    path = folder / "house-clean-hand.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_name_and_a_title_with_a_dot_show_whole_in_their_rows(app, driver, shown,
                                                               tmp_path) -> None:
    folder = tmp_path / "school"
    folder.mkdir()
    scenario = load_scenario(house_drill(folder))
    script = list(load_script(LIBRARY / "solutions" / "basic-deal.yaml"))
    with ProgressStore.open(app.data_dir) as store:
        for _ in range(2):
            store.record_attempt(NAME, run_drill(scenario, script, "en"), started_at=T0,
                                 duration_s=60)
            store.record_attempt("Bogdan", run_drill(scenario, script[:-2], "en"),
                                 started_at=T0, duration_s=60)
    app.drill_folders = (*app.drill_folders, folder)
    driver.resize(960, 600)
    scene = open_class(app, driver)
    big, body, _ = scene._sizes()
    text = app.text
    # the name: wrapped at its own spaces, as one text (the first line goes past its " · ")
    name_lines = text.wrap(NAME, big, scene.bodies["trainees"].w, True)
    assert len(name_lines) > 1 and " · " in name_lines[0]
    assert all(line in shown.texts for line in name_lines)
    # the figures keep their own row, after the name, in the order of the catalogue's parts
    data = scene.loaded.data
    row = next(r for r in data.trainees if r.trainee == NAME)
    assert f"Drill attempts: {row.drills} · passed: {row.passed} (100%)" in shown.all
    after = shown.texts.index(name_lines[-1])
    assert shown.texts[after + 1].startswith("Last practised")  # the next row, whole
    # the drill's title: whole, wrapped at its spaces in the drills list
    drills = scene.pagers["drills"]
    while "house-clean-hand" not in [d.drill for d in data.drills[drills.start:drills.end]]:
        assert drills.has_next
        driver.click(scene.buttons["next:drills"].rect.center)
    title_lines = text.wrap(TITLE, body, scene.bodies["drills"].w)
    assert len(title_lines) > 1 and " · " in title_lines[0]
    assert all(line in shown.texts for line in title_lines)
    rate = next(d for d in data.drills if d.drill == "house-clean-hand")
    assert f"{rate.rate:.0%} passed · {rate.passed}/{rate.attempts}" in shown.all


def test_the_pager_joins_parts_and_breaks_between_them(app) -> None:
    """Parts join with " · " while they fit and break between parts; a part's own " · " is
    text, never a place to break at before its spaces."""
    text = app.text
    size = 16
    font = text.fonts.get(size, False)
    first, second = "Ana · Bo", "trainees: 3"
    width = font.size(f"{first} · {second}")[0] - 1  # the two do not fit on one line
    pager = Pager(text, 1, lambda i: [Row((first, second), size)])
    lines = pager._wrap(Row((first, second), size), width)
    assert lines == [first, second]
    wide = Pager(text, 1, lambda i: [])
    assert wide._wrap(Row((first, second), size), width + 1) == [f"{first} · {second}"]
    long = "Ana · Bo " + "Popescu " * 12
    assert pager._wrap(Row((long.strip(),), size), 200) == text.wrap(long.strip(), size, 200)
    surf = pager.surface((width, 200), 0)
    assert isinstance(surf, pygame.Surface) and pager.end == 1
