"""Issue 29 item 6: in a small window (1024x700 and the 960x600 minimum) every label of the
table's corrections grid fits its button in every language. Five did not at 1024x700, even in
the smallest font (9 px): "Înlocuiește cartea expusă", "Returnează cartea în plus", "Cartea
deoparte în pachet" (ro), "Carta à parte ao baralho" (pt), "Извади превртена карта" (mk). A
label too long for half the panel has the panel's width, in a row of its own."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest
from gui_driver import open_table, setup_with
from test_labels_fit import LANGS, too_long

from dealer_trainer.gui.scenes.table_buttons import CORRECTIONS, MONEY


@pytest.mark.parametrize("size", [(960, 600), (1024, 700)], ids=["960x600", "1024x700"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_correction_label_fits_its_button_in_a_small_window(
    app: Any, lang: str, size: tuple[int, int]
) -> None:
    app.settings = replace(app.settings, lang=lang)
    app.resize(*size)
    table = open_table(app, setup_with())
    app.frame(0.016)
    assert app.size == size
    assert too_long(app) == []
    panel = pygame.Rect(table.layout.side_panel.as_tuple())
    rects = [table.widgets[name].rect for name, *_ in (*CORRECTIONS, *MONEY)]
    assert all(panel.contains(r) for r in rects)  # in the panel, none off the window
    for i, r in enumerate(rects):  # and no two on each other
        assert r.collidelist(rects[i + 1 :]) < 0
