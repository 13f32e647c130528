"""An assigned drill this station cannot start is never silently dropped (issue 30): its row
in "Assigned to you" says why, in the station's language, and a click on it says so again at
the top instead of doing nothing. Two reasons: the drill's file is here but its game has no
table on screen in this version (the stud games before their table: the Drills screen does
not offer them), or this station has no drill of that id (the instructor's own folder is not
here)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.gui import drill_list
from dealer_trainer.gui.scenes.assigned import GREY, read_assigned
from dealer_trainer.i18n import t
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress import assignments as A
from dealer_trainer.scenarios.library import drill_folders

STUD = "stud-exposed-downcard"
ELSEWHERE = "instructors-own-drill"  # in the instructor's folder, not the station's
TODAY = datetime.now().astimezone().date()


def _assign(data: Path | str) -> None:
    now = datetime.now(UTC) - timedelta(minutes=1)
    with ProgressStore.open(data) as store:
        store.record_attempt("Ana", {"scenario": "basic-deal", "passed": True, "score": 100,
                                     "violations": [], "irregularities": [], "hands": []})
        for days, target in enumerate((STUD, ELSEWHERE, "basic-deal")):
            A.add_assignment(store, kind="drill", target=target, trainee="Ana",
                             due=TODAY + timedelta(days + 1), today=TODAY, now=now,
                             drill_ids=(STUD, ELSEWHERE, "basic-deal"))


@pytest.fixture
def no_stud_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """This version as it was before the stud table: the Drills screen leaves stud out."""
    real = drill_list.drills

    def offered(*args: Any, **kwargs: Any) -> tuple[list[Any], list[str]]:
        entries, problems = real(*args, **kwargs)
        return [e for e in entries if e.id != STUD], problems

    monkeypatch.setattr(drill_list, "drills", offered)


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_each_assigned_drill_not_playable_here_says_why(
        tmp_path: Path, lang: str, no_stud_table: None) -> None:
    _assign(tmp_path)
    read = read_assigned(tmp_path, "Ana", TODAY, drill_folders(), lang)
    assert read.problem == ""
    by_target = {e.target: e for e in read.entries}
    assert by_target[STUD].why_not == t("assigned.no_table", lang, drill=STUD)
    assert by_target[ELSEWHERE].why_not == t("assigned.not_here", lang, drill=ELSEWHERE)
    for target in (STUD, ELSEWHERE):
        assert by_target[target].detail == by_target[target].why_not  # on the row itself
        assert by_target[target].colour == GREY
    assert by_target["basic-deal"].why_not == ""  # the station's own drill starts as ever
    if lang != "en":
        assert by_target[STUD].why_not != t("assigned.no_table", "en", drill=STUD)


def test_every_drill_the_drills_screen_offers_starts_and_no_other(tmp_path: Path) -> None:
    """Whatever this version's table deals: an assigned drill is startable exactly when the
    Drills screen offers it."""
    _assign(tmp_path)
    offered = {e.id for e in drill_list.drills(drill_folders(), "en")[0]}
    read = read_assigned(tmp_path, "Ana", TODAY, drill_folders(), "en")
    for e in read.entries:
        assert (e.why_not == "") == (e.target in offered), e


def test_a_click_on_one_says_why_at_the_top(app: Any, driver: Any, no_stud_table: None
                                            ) -> None:
    from dealer_trainer.gui.scenes.menu import MenuScene

    _assign(app.data_dir)
    app.settings = replace(app.settings, lang="el", trainee="Ana")
    app.push(MenuScene(app))
    driver.frame()
    driver.click(dict(app.top.items)["assigned"].rect.center)
    scene = app.top
    scene.wait()
    driver.frame(n=2)
    rows = {e.target: b for e, b in scene.rows}
    driver.click(rows[STUD].rect.center)
    driver.frame()
    assert app.top is scene  # no table opened on a game it cannot deal
    assert scene.refusal == t("assigned.no_table", "el", drill=STUD)
    driver.click(rows[ELSEWHERE].rect.center)
    driver.frame()
    assert app.top is scene and scene.refusal == t("assigned.not_here", "el", drill=ELSEWHERE)
    driver.click(rows["basic-deal"].rect.center)
    assert app.top.name == "table" and app.top.session.info.id == "basic-deal"
