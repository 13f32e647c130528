"""A raced chip's tag leaves its winner's stack in sight (issue 27, seen in a real window by
bench/real_shots.py): in Greek, "+100 κερδισμένη" found no place under or over seat 4's race
card and lay over his plate, on his stack's figure. chip-race-25s is dealt and raced by real
pygame events (race_table.drive); each tag's place then covers no plate and stays on the
table area, in every language at both sizes."""

from __future__ import annotations

import pytest
from conftest import drop_events
from race_table import drive, on_table, solution

from dealer_trainer.gui.app import App
from dealer_trainer.gui.assets import money
from dealer_trainer.gui.race_table import GOLD
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.stud_layout import mark_box
from dealer_trainer.gui.stud_table import pill
from dealer_trainer.gui.text import tr


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_race_tags_cover_no_plate(tmp_path, size, lang):
    app = App(size, settings=Settings(lang=lang), data_dir=tmp_path, headless=True)
    drop_events()
    try:
        d = on_table(app)
        for a in solution():
            if a.name == "remove_chips":
                break
            drive(d, a)
        race, L, view = d.snap.race, d.table.layout, d.table.view
        assert race is not None and race.awarded
        plates = [L.seats[s].box for s in L.occupied]
        for seat in race.awarded:
            img = pill(view, tr("race.table.won", lang, chip=money(race.next)), GOLD, L.scale,
                       round(190 * L.scale))
            box = mark_box(L, seat, img.get_width(), img.get_height())
            assert not [p for p in plates if box.overlaps(p)], (seat, box, lang, size)
            area = L.table_area
            assert area.x <= box.x and box.right <= area.right, (seat, box)
            assert area.y <= box.y and box.bottom <= area.bottom, (seat, box)
    finally:
        app.close()
