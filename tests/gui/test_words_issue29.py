"""The words of issue 29, item 7: Greek says call and check in Greek; Romanian keeps the
English poker terms, as its catalogue's notes say and why; the Greek correction buttons
are legible at 1280x800; "Keep the hand" goes back to the hand; the card under the banner
of a mistake met at a players' step is not headed by the "Next player" button's words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.drills import DrillsScene
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table_buttons import CORRECTIONS, MONEY, row_class
from dealer_trainer.gui.session import DrillInfo, Logged, Session
from dealer_trainer.gui.text import tr
from dealer_trainer.gui.ui import class_font
from dealer_trainer.gui.widgets.side_panel import under_banner, verdict_for
from dealer_trainer.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "dealer_trainer" / "i18n" / "catalogue"
DRILLS = ROOT / "scenarios"
# the dealer's words (a player's own "Call!" stays as he says it: test_ruling_words.py)
TABLE_WORDS = ("bubble.check", "bubble.call", "picker.as.check", "picker.as.call",
               "picker.as.fold", "picker.as.call_or_fold", "ruled.check", "ruled.call",
               "ruled.fold", "ruled.call_or_fold")


def test_bet_options_greek_table_words_are_greek():
    for key in TABLE_WORDS:
        words = tr(key, "el", amount=35)
        assert not re.search(r"\b(Call|Check|Fold|call|check|fold)\b", words), (key, words)


def test_bet_options_romanian_keeps_the_english_terms_and_says_why():
    notes = json.loads((CATALOGUE / "ro" / "words.json").read_text("utf-8"))["notes"]
    said = notes["poker_terms"]
    kept = [w for w in ("Bet", "Call", "Check", "Fold") if w in tr(f"picker.as.{w.lower()}", "ro")]
    assert kept == ["Bet", "Call", "Check", "Fold"]
    for w in kept:
        assert w in said
    assert "casino" in said  # the reason: the words used at the table


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_correction_buttons_are_at_least_12_px_at_1280x800(app, lang):
    from dataclasses import replace

    from gui_driver import open_table, setup_with

    app.settings = replace(app.settings, lang=lang)
    table = open_table(app, setup_with())
    for row, name in ((CORRECTIONS, "misdeal"), (MONEY, "money_pots")):
        width = table.widgets[name].rect.w - 12
        oid = row_class(table, "@correction", [tr(r[1], lang) for r in row], width)
        assert class_font(oid, app.scale)[0] >= 12, (lang, oid)


def test_keep_the_hand_goes_back_to_the_hand(app, driver):
    app.push(MenuScene(app))
    app.start_table(Session.free_deal(app.settings, seed=3))
    table = app.top
    driver.key(pygame.K_s)  # the hand has begun
    steps = list(table.session.arb.steps)
    driver.key(pygame.K_ESCAPE)
    app.push(DrillsScene(app))
    app.top.start()
    assert app.top.name == "confirm"
    driver.click(app.top.widgets[tr("confirm.keep_hand", "en")].rect.center)
    assert app.top is table and app.suspended is None
    assert table.session.arb.steps == steps  # the same hand, nothing lost


@pytest.mark.parametrize("lang", LANGUAGES)
def test_error_premature_turn_the_card_under_its_banner_is_not_headed_next_player(lang):
    """tda-premature-turn: the dealer's mistake comes at a players' step (a wait); the card
    under its banner says the players acted, not the button's "Next player"."""
    sc = load_drill(DRILLS / "tda-premature-turn.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang)
    for a in load_actions(DRILLS / "solutions" / "tda-premature-turn.yaml"):
        step = session.apply(a)
        assert step is not None
        if step.outcome is Outcome.IRREGULARITY:
            break
    assert step.act is not None and step.act.name == "wait"
    assert session.snap.banner
    v = under_banner(verdict_for(Logged(step, True, 1), lang, session.snap.open_irregularities),
                     session.snap.banner)
    assert v.title == tr("verdict.players_acted", lang)
    assert v.title != tr("action.wait", lang) and v.title.strip()
