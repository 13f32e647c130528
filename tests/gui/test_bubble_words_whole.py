"""A player's bubble says his bet whole (issue 29, "cut off": "Aumento para …" in Portuguese,
"Подигнувам на …" in Macedonian): a bet, a raise, a call and an all in of 12,000, in five
languages at 1280x800, 1920x1080 and 1024x700, go in the bubble without being cut (the
table view keeps a wide bubble inside the table area)."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter.outcome import Said
from dealer_trainer.gui.chips_view import ChipArt
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.seat_view import SeatArt, bubble_width
from dealer_trainer.gui.text import bubble_text

SAID = [Said(kind, 12000) for kind in ("bet", "raise", "call", "all_in")]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 700)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_a_bubble_says_the_bet_whole(app, lang, size) -> None:
    L = compute_layout(size, tuple(range(1, 11)))
    s = L.scale
    widest, pad = bubble_width(L), round(14 * s)
    least = max(9, int(max(10, round(13 * s)) * 0.8))  # TextCache.fit shrinks this far, then cuts
    font = app.sprites.fonts.get(least, True)
    art = SeatArt(app.text, ChipArt(app.sprites, app.text))
    for said in SAID:
        words = bubble_text(said, lang)
        assert font.size(words)[0] <= widest - pad, (words, font.size(words)[0], widest - pad)
        img = art.bubble(L, said, lang, 0.0)  # as the table draws it
        assert img.get_width() <= widest, (words, img.get_width(), widest)
