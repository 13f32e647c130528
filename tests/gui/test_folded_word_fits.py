"""Issue 29 (review of the screens): the word on a folded player's plate was cut at 1024x700
("Desis…" in pt, "Се фр…" in mk). In every language, at every size down to the 960x600
minimum, with nine or ten seats and a stack of any length, the word is drawn whole."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter.snapshot import SeatView
from dealer_trainer.gui.assets import Sprites, TextCache
from dealer_trainer.gui.chips_view import ChipArt
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.seat_view import SeatArt
from dealer_trainer.gui.text import tr
from dealer_trainer.i18n import LANGUAGES

SIZES = [(960, 600), (1024, 700), (1280, 800), (1920, 1080)]
STACKS = (965, 19_800, 123_456, 1_250_000)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("mucked", [False, True], ids=["folded", "mucked"])
def test_the_folded_word_is_whole_on_the_plate(size, lang, mucked, app, monkeypatch):
    word = tr("seat.mucked" if mucked else "seat.folded", lang)
    cut: list[str] = []
    real_elide = TextCache.elide

    def spy(self, text, *a, **k):
        if text == word:
            cut.append(text)
        return real_elide(self, text, *a, **k)

    monkeypatch.setattr(TextCache, "elide", spy)
    text = TextCache(Sprites().fonts)
    art = SeatArt(text, ChipArt(Sprites(), text))
    for seats in (tuple(range(1, 10)), tuple(range(1, 11))):
        L = compute_layout(size, seats)
        for stack in STACKS:
            sv = SeatView(3, "Ana", stack, 0, (), True, False, False, None, False, None, 0,
                          mucked=mucked)
            art.plate(L, sv, lang, picked=False, hint=False, big_blind=200)
    assert cut == [], (lang, size, word)
