"""The captions under the deck, the burns and the muck are read whole (issue 29, "cut off":
at 1024x700 the Portuguese burns' caption was "Cartas queima…"): in five languages at
1280x800, 1920x1080 and 1024x700, each caption goes in two lines at most inside its box
(`TableLayout.zone_caption`, where felt_view writes it), and the three boxes do not meet."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.felt_view import zone_caption
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.text import tr

SIZES = [(1280, 800), (1920, 1080), (1024, 700)]
LANGS = ["en", "ro", "pt", "el", "mk"]
ZONES = (("deck", "table.deck"), ("burn", "table.burns"), ("muck", "table.muck"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_zone_caption_is_read_whole_inside_its_box(app, lang, size) -> None:
    L = compute_layout(size, (1, 3, 4, 6))
    boxes = {name: L.zone_caption(getattr(L, name)) for name, _ in ZONES}
    for name, key in ZONES:
        words, cap = tr(key, lang), boxes[name]
        least = max(9, int(L.caption_size * 0.8))  # TextCache.fit shrinks this far, then cuts
        lines = app.text.wrap(words, least, cap.w, bold=True)
        font = app.sprites.fonts.get(least, True)
        assert len(lines) <= 2 and all(font.size(line)[0] <= cap.w for line in lines), (
            name, words, cap.w, [font.size(line)[0] for line in lines])
        img = zone_caption(L, app.text, words, cap.w)
        assert img.get_width() <= cap.w and img.get_height() <= cap.h, (name, img.get_size(), cap)
    deck, burn, muck = boxes["deck"], boxes["burn"], boxes["muck"]
    assert muck.right <= deck.x + 1 and deck.right <= burn.x + 1, (muck, deck, burn)


SEATINGS = [(1, 3, 4, 6), *(tuple(range(1, n + 1)) for n in range(1, 11))]


@pytest.mark.parametrize("size", SIZES)
def test_pile_labels_are_written_in_the_layouts_caption_place_on_the_felt(app, size) -> None:
    """One place for a pile's caption (issue 29, "covered"): at a hold'em table the label
    felt_view draws (`pile_label`) is the caption `zone_caption` gives, which the announce card
    and the ruling picker keep clear of (`dealer_place`), and it lies on the felt, clear of
    every seat's cards. At 1280x800 Portuguese "Cartas queimadas" reached the rail and was
    moved above the burns, leaving the kept place empty."""
    import pygame

    from dealer_trainer.gui.felt_view import felt_bottom, pile_label

    for seats in SEATINGS:
        L = compute_layout(size, seats)
        cards = [pygame.Rect(c.as_tuple()) for sl in L.seats.values() for c in sl.cards]
        for lang in LANGS:
            for name, key in ZONES:
                box = getattr(L, name)
                cap = pygame.Rect(L.zone_caption(box).as_tuple())
                img, at = pile_label(L, app.text, lang, box, key)
                where = (seats, lang, name, tuple(at), tuple(cap))
                assert at == img.get_rect(midtop=(cap.centerx, cap.y)), where
                assert cap.contains(at), where
                assert cap.bottom <= felt_bottom(L, cap), (*where, felt_bottom(L, cap))
                assert at.bottom <= felt_bottom(L, at), where
                assert cap.collidelist(cards) == -1, where
