"""The ruling picker on the felt at a hold'em ruling on the flop (issue 29, seen in a real
window by bench/real_shots.py): three choices a row (480 px at 1280x800) found no place on the
table area there, so it opened beside the felt, half over the steps list and half over the
felt's right edge. Two a row (narrower, taller) fits by the board on the felt's right, hiding
no seat's cards, none of what the ruling is about, no dealer's pile, the board nor the pot.
Each drill is dealt to its ruling by real pygame events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import drop_events
from gui_driver import FRAME, Driver, by_events

from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.widgets.money_card import wrapped
from dealer_trainer.gui.widgets.ruling_picker import button_widths, guarded, keys_words

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
# rulings on the flop: a raise said (its amount typed), words with chips, out of turn
CASES = ("ruling-raise-amount-said", "ruling-words-with-chips", "ruling-out-of-turn-binding")


def hides(r: pygame.Rect, b: Box) -> bool:
    return b.w > 0 and b.h > 0 and r.colliderect(pygame.Rect(*b.as_tuple()))


@pytest.mark.parametrize("drill", CASES)
# in every language: at 1280x800 the felt's right has 326 px, and the Greek, Portuguese and
# Macedonian labels made two equal columns 330 to 338 px wide (each column is now as wide as
# its own longest label, so they fit there too)
@pytest.mark.parametrize(("size", "lang"), [((1280, 800), "en"), ((1280, 800), "ro"),
                                            ((1280, 800), "el"), ((1280, 800), "pt"),
                                            ((1280, 800), "mk"), ((1920, 1080), "en"),
                                            ((1920, 1080), "el"), ((1920, 1080), "mk")])
def test_the_picker_opens_on_the_felt_at_a_flop_ruling(tmp_path, size, lang, drill):
    app = App(size, settings=Settings(lang=lang), data_dir=tmp_path, headless=True)
    drop_events()
    try:
        sc = load_drill(DRILLS / f"{drill}.yaml")
        acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
        upto = next(i for i, a in enumerate(acts) if a.name == "rule")
        session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang)
        app.push(TableScene(app, session, bots=False))
        app.frame(FRAME)
        d = Driver(app)
        for a in acts[:upto]:
            by_events(d, a)
            d.table.anim.finish()
            d.frame()
        d.frame(n=3)
        table, L = d.table, d.table.layout
        picker = table.controller.picker
        assert picker.seat is not None, drill
        assert session.snap.board, drill  # a flop ruling: the board is out
        where = (drill, size, lang, picker.rect)
        assert picker.rect.right <= L.side_panel.x, where  # on the table, not beside it
        assert pygame.Rect(*L.table_area.as_tuple()).contains(picker.rect), where
        hidden = [k for k in guarded(L, session.snap, picker.seat) if hides(picker.rect, k)]
        assert not hidden, (*where, hidden)
        plates = [L.seats[s].box for s in L.occupied]
        assert not [b for b in plates if hides(picker.rect, b)], where
        # every choice's button and the amount's field lie inside the card
        for name, w in picker.widgets.items():
            assert picker.rect.contains(w.rect), (*where, name, w.rect)
        if picker.entry is not None:
            assert picker.rect.contains(picker.entry.rect), where
        # the question and the keys' line, each on as many lines as it takes, end above the
        # first button (el at two a row: "... (F2..F10)· το Esc κλείνει" wraps)
        s = L.scale
        inner = picker.rect.w - round(24 * s)
        words = keys_words(lang, len(picker.choices))
        keys = wrapped(app.text, words, round(14 * s), (200, 210, 205), inner)
        said = sum(t.get_height() for t in picker.title) + sum(k.get_height() for k in keys)
        first = min(w.rect.y for w in picker.widgets.values())
        assert picker.rect.y + round(12 * s) // 2 + said <= first, (*where, len(keys))
    finally:
        app.close()


def test_the_columns_are_even_unless_a_label_needs_more():
    # two a row in 296 px (320 less the padding): even where both fit, as en's do
    assert button_widths([100, 90], 296, 6) == [145, 145]
    # a column whose longest label needs more gets it, the other the rest (el at 1280x800)
    assert button_widths([154, 130], 290, 6) == [154, 130]
    assert button_widths([160, 100, 80], 400, 5) == [160, 115, 115]
    # more than there is room for: an even share (the label falls to the smaller font)
    assert button_widths([200, 200], 300, 6) == [147, 147]
