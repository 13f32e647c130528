"""A hovered button's key cap covers none of its label (issue 29, "cut off or covered": the
"Enter" cap sat over the tour's Next in el at 1024x700), nor any other button, and stays in
the window: inside the button's corner when there is room beside the label, else just
outside it (the bottom bar's second row and the corrections, packed, keep it inside)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from dealer_trainer.gui.app import App
from dealer_trainer.gui.coach import GUIDED_DRILL
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def label_rect(b) -> pygame.Rect:
    r = pygame.Rect((0, 0), b.font.size(b.text))
    r.center = b.rect.center
    return r


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "el", "mk", "pt", "ro"])
def test_the_key_cap_leaves_the_label_and_the_other_buttons_in_sight(tmp_path, lang, size):
    app = App(size, settings=Settings(lang=lang, trainee="Ana"), data_dir=tmp_path, headless=True)
    try:
        sc = load_drill(ROOT / "scenarios" / f"{GUIDED_DRILL}.yaml")
        app.push(MenuScene(app))
        info = DrillInfo(sc.id, sc.id, 1, "", "")
        table = TableScene(app, Session.drill(sc.setup, info, lang, "learn"), bots=False)
        app.push(table)
        acts = load_actions(ROOT / "scenarios" / "solutions" / f"{GUIDED_DRILL}.yaml")
        table.replay(acts[:2])  # shuffled and cut: the seats' mark, moved on by Next
        app.update(0.016)
        buttons = [b for b, _ in table.key_hints if b.alive() and b.visible]
        assert table.coach.buttons["next"] in buttons
        for b in buttons:
            for o in buttons:
                o.hovered = o is b
            _, cap = table.key_hint()
            if b in table.coach.buttons.values():  # the callout's Next and Skip tour
                assert not cap.colliderect(label_rect(b)), (b.text, b.rect, cap)
            assert pygame.Rect((0, 0), size).contains(cap), b.text
            for o in buttons:
                if o is not b:
                    assert not cap.colliderect(o.rect), (b.text, o.text, cap)
    finally:
        app.close()
