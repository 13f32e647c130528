"""A dialog's buttons sit inside its box (issue 29, "cut off or covered": the box drawn was
the text's alone, the buttons under it on the backdrop): in every language, at each size."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.app import App
from dealer_trainer.gui.scenes.confirm import ConfirmScene, NameScene
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.text import tr


def confirm(app: App) -> ConfirmScene:
    lang = app.settings.lang
    return ConfirmScene(app, tr("confirm.discard_hand", lang),
                        yes=(tr("confirm.start_drill", lang), lambda: None),
                        no=(tr("confirm.keep_hand", lang), lambda: None))


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "el", "mk", "pt", "ro"])
def test_the_buttons_are_inside_the_box_drawn(tmp_path, lang, size):
    app = App(size, settings=Settings(lang=lang), data_dir=tmp_path, headless=True)
    try:
        for make in (confirm, NameScene):
            scene = make(app)
            app.push(scene)
            app.update(0.016)
            app.draw()
            for b in scene.widgets.values():
                assert scene.card.contains(b.rect), b.text
                gap = (scene.card.bottom - b.rect.bottom) // 2
                below = app.screen.get_at((b.rect.centerx, b.rect.bottom + gap))[:3]
                inside = app.screen.get_at((scene.card.centerx, scene.card.y + 4))[:3]
                assert tuple(below) == tuple(inside), (make, b.text, below, inside)
            app.pop()
    finally:
        app.close()
