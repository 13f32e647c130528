"""A decision's bubble keeps its words inside the pill's round ends (issue 29 item 6: at
1280x800 Macedonian "Подигнувам на 35" ran to the pill's very edge)."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter.outcome import Said
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.seat_view import SeatArt
from dealer_trainer.i18n import LANGUAGES as LANGS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_the_bubbles_words_stay_off_the_pills_ends(app, lang, size):
    L = compute_layout(size, tuple(range(1, 11)))
    art = SeatArt(app.text, None)
    for said in (Said("raise", 35), Said("all_in", 12345), Said("call", 1000)):
        img = art.bubble(L, said, lang, 10.0)
        w, h = img.get_size()
        ink = [x for x in range(w) if sum(img.get_at((x, h // 2))[:3]) < 120]  # letters
        assert ink, said
        edge = round(5 * L.scale)  # the outline and the end's curve, clear of letters
        assert min(ink) > edge and max(ink) < w - 1 - edge, (lang, said, w, min(ink), max(ink))
