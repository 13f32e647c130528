"""A tournament hand begun at the prior level, fixed on screen (tournament.level_change, TDA
23, issue 27): the drill `level-prior-fixed` is played to PASSED by real pygame events, its
`fix_blinds` by the corrections column's button or by Shift+G; the button is there only at a
table with a tournament's levels; a `fix_blinds` at the wrong moment is judged, not lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from gui_driver import FRAME, Driver, by_events, open_table, setup_with

from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.gui.drills import find_drill, list_drills, load_actions, load_drill
from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.scenes.table_buttons import CORRECTIONS, LEVEL_CORRECTIONS, MONEY
from dealer_trainer.gui.session import DrillInfo, Session

ROOT = Path(__file__).resolve().parents[2]
DRILL = "level-prior-fixed"


def on_table(app: Any) -> Driver:
    sc = load_drill(ROOT / "scenarios" / f"{DRILL}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, sc.level, "", str(sc.path)))
    app.push(TableScene(app, session, bots=False))
    app.frame(FRAME)
    return Driver(app)


def steps(d: Driver) -> list[tuple[str, Outcome, str | None]]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule)
            for lg in d.table.session.log if not lg.auto]


def test_tournament_level_change_the_drill_is_offered_on_screen() -> None:
    entries, problems = list_drills()
    assert problems == []
    assert DRILL in {e.id for e in entries}
    assert find_drill(DRILL).setup.config.schedule


@pytest.mark.parametrize("gesture", ["button", "shift_g"])
def test_tournament_level_change_fix_blinds_on_screen_passes(app: Any, gesture: str) -> None:
    d = on_table(app)
    assert "fix_blinds" in d.table.widgets
    for a in load_actions(ROOT / "scenarios" / "solutions" / f"{DRILL}.yaml"):
        if a.name == "fix_blinds":
            posted = {sv.seat: sv.bet for sv in d.snap.seats if sv.bet}
            assert posted == {3: 100, 4: 200}  # the prior level's blinds, on the felt
            if gesture == "shift_g":
                d.key(pygame.K_g, mod=pygame.KMOD_LSHIFT)
            else:
                d.press("fix_blinds")
            bets = {sv.seat: sv.bet for sv in d.snap.seats if sv.bet}
            assert bets == {3: 200, 4: 400}  # brought up to 200-400 from their stacks
            assert steps(d)[-1][:2] == ("fix_blinds", Outcome.OK)
        else:
            by_events(d, a)
    # the one step that is not OK: the wait after which the old blinds come to light
    assert [s for s in steps(d) if s[1] is not Outcome.OK] == [
        ("wait", Outcome.IRREGULARITY, "tournament.level_change")]
    result = d.table.session.result()
    assert result["passed"] is True and result["final"]["complete"] is True


def test_tournament_level_change_fix_blinds_before_it_comes_to_light_is_judged(app) -> None:
    d = on_table(app)
    actions = load_actions(ROOT / "scenarios" / "solutions" / f"{DRILL}.yaml")
    for a in actions[: [str(x) for x in actions].index("deal: [3, 4, 1, 2, 3, 4, 1, 2]")]:
        by_events(d, a)  # hand 2's blinds posted at the old level; nobody has seen it yet
    d.press("fix_blinds")
    action, outcome, _ = steps(d)[-1]
    assert action == "fix_blinds" and outcome is not Outcome.OK
    assert {sv.seat: sv.bet for sv in d.snap.seats if sv.bet} == {3: 100, 4: 200}


def test_tournament_level_change_no_fix_button_at_a_cash_table(app) -> None:
    table = open_table(app, setup_with())
    assert "fix_blinds" not in table.widgets
    assert "misdeal" in table.widgets


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_tournament_level_change_shift_g_has_its_help_line(lang: str) -> None:
    lines = dict(help_lines(lang))
    assert "Shift+G" in lines and lines["Shift+G"] != "keys.fix_blinds"


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_tournament_level_change_the_fix_button_fits_in_the_smallest_window(app, lang) -> None:
    """960x600, the minimum: "Fix the blinds" fits its button in every language, inside the
    side panel, on no other button (a tournament's grid has one button more)."""
    from dataclasses import replace

    from test_labels_fit import too_long

    app.settings = replace(app.settings, lang=lang)
    app.resize(960, 600)
    d = on_table(app)
    app.frame(0.016)
    assert too_long(app) == []
    panel = pygame.Rect(d.table.layout.side_panel.as_tuple())
    names = [c[0] for c in (*CORRECTIONS, *LEVEL_CORRECTIONS, *MONEY)]
    rects = [d.table.widgets[n].rect for n in names]
    assert all(panel.contains(r) for r in rects)
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1:]) < 0
