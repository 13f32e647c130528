"""The announce card's prompt says that a bet can be typed whole, "r 300" or "bet 300", then
Enter (issue 29: the keyboard way was there, unsaid), in five languages; and the card still
fits with the longer words at 1280x800 and 1920x1080: on the table area, every line of the
prompt inside the card and above the amount's field, the seat whose bet is said in sight."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest
from test_house_gestures import to_announce

from dealer_trainer.arbiter import TraineeAction
from dealer_trainer.gui.text import tr
from dealer_trainer.gui.widgets.house_card import announce_said, prompt_key, wrapped

LANGS = ("en", "ro", "pt", "el", "mk")


@pytest.mark.parametrize("lang", LANGS)
def test_deal_announce_prompt_says_the_amount_can_be_typed_whole(lang: str) -> None:
    words = tr("house.announce.type", lang)
    assert "r 300" in words and "bet 300" in words and "Enter" in words
    # what it says is what the card reads, in that language too
    owed = type("Snap", (), {"announce_owed": (6, "raise", 300)})()
    for typed, what in (("r 300", "raise"), ("bet 300", "bet")):
        assert announce_said(owed, None, typed, lang) == TraineeAction.parse({
            "announce": {"seat": 6, "what": what, "to": 300}})


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", LANGS)
def test_deal_announce_prompt_fits_the_card(app: Any, driver: Any, lang: str,
                                            size: tuple[int, int]) -> None:
    app.settings = replace(app.settings, lang=lang)
    table = to_announce(app, driver)
    driver.resize(*size)  # the card laid out again for the window
    driver.frame(n=2)
    house, L = table.controller.house, table.layout
    assert L.size == size and L.scale == min(size[0] / 1280, size[1] / 800)
    assert house.mode == "announce" and prompt_key(house.shown) == "house.announce.type"
    card, field, s = house.rect, house.entry.rect, L.scale
    assert card.w == round(340 * s)  # the card opened again at this size
    area = L.table_area
    assert (area.x <= card.x and card.right <= area.right and area.y <= card.y
            and card.bottom <= area.bottom), (card, area)
    pad, width = round(10 * s), card.w - round(20 * s)
    lines = wrapped(app.text, tr("house.announce.type", lang), round(13 * s), (0, 0, 0), width)
    top = card.y + pad // 2 + round(24 * s)  # under the card's title, as draw() lays them
    assert all(line.get_width() <= width for line in lines)
    assert top + len(lines) * round(18 * s) <= field.top, (len(lines), lang, size)
    # and the taller card still leaves the seat whose bet is said in sight
    seat = L.seats[house.shown[0]]
    for box in (seat.box, *seat.cards, seat.bet):
        assert not card.colliderect(pygame.Rect(*box.as_tuple())), (box, lang, size)
