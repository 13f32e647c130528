"""The side panel with everything at once (issue 29, "cut off or covered": the steps list
vanished under two tall banners): Learn, an irregularity open with its fix, and a hint asked
for. The fix is said once (the banner's; the verdict under it wrote it again), the hint ends
above the buttons and steps still show (the cards' text shrinks for them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.gui import intents as I
from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DRILL = "exposed-hole-card"


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "el", "mk", "pt", "ro"])
def test_banner_fix_verdict_and_hint_leave_the_steps_in_sight(tmp_path, lang, size):
    app = App(size, settings=Settings(lang=lang), data_dir=tmp_path, headless=True)
    try:
        sc = load_drill(ROOT / "scenarios" / f"{DRILL}.yaml")
        session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang, "learn")
        table = TableScene(app, session, bots=False)
        app.push(table)
        for a in load_actions(ROOT / "scenarios" / "solutions" / f"{DRILL}.yaml"):
            table.send(a)
            if session.snap.banner:
                break
        table.anim.finish()
        table.handle(I.AskHint())
        app.update(0.016)
        app.draw()
        side, L = table.side, table.layout
        assert session.snap.fix and session.hint is not None
        assert side.fix_said == 1, lang  # in the banner, not again in the verdict
        assert side.verdict_bottom is not None
        assert L.side_panel.y + side.verdict_bottom <= table.corrections_top, (lang, size)
        assert side.steps_shown >= 2, (lang, size)
    finally:
        app.close()
