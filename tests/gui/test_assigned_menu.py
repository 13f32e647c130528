"""The menu's "Assigned to you" (issue 30), by posted events: the instructor's assignments
for this station's trainee, in order of their dates, with where the trainee stands (read
through progress/assignments.py, as the classroom reads them), and a click starts each:
the skill's questions, the drill, the free-deal audition."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress import assignments as A
from dealer_trainer.scenarios.runner import run_drill

NOW = datetime.now(UTC)
TODAY = datetime.now().astimezone().date()


def _assign(app: Any) -> list[A.Assignment]:
    """Ana passed basic-deal before; then three assignments (and one for someone else)."""
    from pathlib import Path

    from dealer_trainer.scenarios import load_scenario, load_script

    library = Path(__file__).resolve().parents[2] / "scenarios"
    scenario = load_scenario(library / "basic-deal.yaml")
    solution = list(load_script(library / "solutions" / "basic-deal.yaml"))
    made = []
    with ProgressStore.open(app.data_dir) as store:
        store.record_attempt("Ana", run_drill(scenario, solution, "en"))
        store.record_attempt("Bo", run_drill(scenario, solution, "en"))
        for kind, target, trainee, days in [("drill", "basic-deal", None, 3),
                                            ("skill", "pot-limit", "Ana", 1),
                                            ("audition", "", None, 5),
                                            ("drill", "button-moves", "Bo", 0)]:
            made.append(A.add_assignment(
                store, kind=kind, target=target, trainee=trainee,
                due=TODAY + timedelta(days), today=TODAY, now=NOW - timedelta(minutes=1),
                drill_ids=("basic-deal", "button-moves")))
        store.record_attempt("Ana", run_drill(scenario, solution, "en"))  # passed since
    return made


def open_assigned(app: Any, driver: Any, lang: str = "en") -> Any:
    from dealer_trainer.gui.scenes.menu import MenuScene

    app.settings = replace(app.settings, lang=lang, trainee="Ana")
    app.push(MenuScene(app))
    driver.frame()
    driver.click(dict(app.top.items)["assigned"].rect.center)
    scene = app.top
    assert scene.name == "assigned"
    scene.wait()
    driver.frame(n=2)
    return scene


def test_assigned_to_you_lists_the_trainees_assignments_in_order_with_their_state(
        app: Any, driver: Any) -> None:
    _assign(app)
    scene = open_assigned(app, driver)
    texts = [(e.text, e.detail) for e, _ in scene.rows]
    assert texts == [
        ("Skill: Pot count (pot limit)", f"not yet · due {TODAY + timedelta(1)}"),
        ("Drill: A clean hand from shuffle to push", f"passed · due {TODAY + timedelta(3)}"),
        ("Audition: free deal", f"not yet · due {TODAY + timedelta(5)}"),
    ]  # Bo's own is not Ana's


@pytest.mark.parametrize("lang", ["ro", "pt", "el", "mk"])
def test_assigned_to_you_in_every_language(app: Any, driver: Any, lang: str) -> None:
    from dealer_trainer.i18n import t

    _assign(app)
    scene = open_assigned(app, driver, lang)
    first = scene.rows[0][0]
    assert first.text.startswith(t("assigned.kind.skill", lang, what="").strip())
    assert first.detail.startswith(t("assigned.state.not_yet", lang))
    assert "not yet" not in first.detail and "Skill" not in first.text


def test_a_click_starts_the_skill_the_drill_and_the_audition(app: Any, driver: Any) -> None:
    _assign(app)
    scene = open_assigned(app, driver)
    driver.click(scene.rows[0][1].rect.center)
    assert app.top.name == "skills" and app.top.skill == "pot-limit"
    app.pop()
    driver.frame(n=2)
    assert app.top is scene
    driver.click(scene.rows[1][1].rect.center)
    assert app.top.name == "table"
    assert app.top.session.info.id == "basic-deal"
    app.pop()
    driver.frame(n=2)
    scene = open_assigned(app, driver)
    driver.click(scene.rows[2][1].rect.center)
    assert app.top.name == "table" and app.top.session.free is not None
    assert app.top.session.mode.value == "audition" and app.top.session.tally is not None
    assert app.settings.mode == "practice"  # the station's own mode is left as it was


def test_nothing_assigned_says_so(app: Any, driver: Any) -> None:
    scene = open_assigned(app, driver)
    assert scene.rows == [] and scene.read is not None and not scene.read.problem


def test_due_today_offers_the_drill_for_the_rule_broken_weakest_first(
        app: Any, driver: Any) -> None:
    from pathlib import Path

    from dealer_trainer.gui.text import rule_title
    from dealer_trainer.scenarios import load_scenario, load_script

    library = Path(__file__).resolve().parents[2] / "scenarios"
    scenario = load_scenario(library / "basic-deal.yaml")
    solution = list(load_script(library / "solutions" / "basic-deal.yaml"))
    broken = run_drill(scenario, solution[:6] + solution[7:], "en")
    rule = broken["violations"][0]["rule"]
    with ProgressStore.open(app.data_dir) as store:
        for days in (3, 2):
            store.record_attempt("Ana", run_drill(scenario, solution, "en"),
                                 started_at=NOW - timedelta(days=days))
        store.record_attempt("Ana", broken, started_at=NOW - timedelta(hours=2))
    from dealer_trainer.gui.scenes.menu import MenuScene

    app.settings = replace(app.settings, trainee="Ana")
    app.push(MenuScene(app))
    driver.frame()
    driver.click(dict(app.top.items)["due"].rect.center)
    scene = app.top
    assert scene.name == "due"
    scene.wait(120)
    driver.frame(n=2)
    first = scene.rows[0][0]
    assert first.text.startswith(f"{rule_title(rule, 'en')} · recall ")
    assert first.detail.startswith("Drill: ")
    driver.click(scene.rows[0][1].rect.center)
    assert app.top.name == "table" and app.top.session.info.id == scene.rows[0][0].target
