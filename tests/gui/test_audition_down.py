"""An audition at free deal is a down (issue 29 item 4, CONTRACT.md "Modes"): it goes on hand
after hand until both its hands and its minutes are reached; the card between hands shows
where the down stands; the last card is its result, the three measures each against its mark.
The buttons are clicked with real events; the clock is the session's, run on by `tick`."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from gui_driver import play_out

from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import Session
from dealer_trainer.gui.text import tr


def audition_table(app, hands: int, minutes: int, seed: int = 11) -> TableScene:
    app.settings = replace(app.settings, mode="audition", audition_hands=hands,
                           audition_minutes=minutes)
    app.push(MenuScene(app))
    table = TableScene(app, Session.free_deal(app.settings, seed=seed), bots=False)
    app.push(table)
    return table


def deal_hand(table: TableScene, driver, seconds: float) -> None:
    """One hand of the down, taking `seconds` of the clock; its card is then up."""
    table.session.tick(seconds)
    play_out(table)
    for _ in range(200):
        if table.summary is not None:
            return
        driver.frame(0.1)
    raise AssertionError("no card after the hand")


@pytest.fixture
def recorded(app, monkeypatch):
    """The results the table hands over to be recorded."""
    from dealer_trainer.gui import progress_link

    seen: list[dict] = []
    monkeypatch.setattr(progress_link, "record_later", lambda result, **kw: seen.append(result))
    app.record_progress = True
    return seen


def test_the_audition_goes_on_until_its_down_is_over_and_passes(app, driver, recorded):
    table = audition_table(app, hands=2, minutes=1)
    deal_hand(table, driver, 31.0)
    card = table.summary
    assert not card.final and table.end_btn is not None
    standing = tr("audition.standing", "en", hands=1, mark_hands=2, minutes=0, mark_minutes=1)
    assert standing in card.lines()
    assert recorded[-1]["audition"]["over"] is False
    driver.click(table.summary_btn.rect.center)  # Next hand
    assert table.summary is None and table.session.hand_serial == 2
    deal_hand(table, driver, 31.0)
    card = table.summary
    assert card.final and table.end_btn is None
    rows = card.rows()
    assert rows[0][0] == tr("audition.passed", "en")
    met = tr("audition.met", "en")
    for (line, _), name in zip(rows[1:4], ("hands", "accuracy", "pace"), strict=True):
        assert line.startswith(tr(f"audition.measure.{name}", "en", value=0, mark=0)[:5])
        assert line.endswith(f"— {met}")
    assert rows[1][0].startswith(tr("audition.measure.hands", "en", value=2, mark=2))
    assert rows[2][0].startswith(tr("audition.measure.accuracy", "en", value=100, mark=80))
    doc = recorded[-1]["audition"]
    assert doc["over"] is True and doc["passed"] is True
    assert doc["hands"] == {"value": 2, "mark": 2, "met": True}
    assert recorded[-1]["mode"] == "audition" and "score" in recorded[-1]  # the shape kept
    driver.click(table.summary_btn.rect.center)  # Menu
    assert app.top.name == "menu" and app.suspended is None


def test_two_hands_in_the_minutes_go_on_to_the_minutes(app, driver):
    """Both hands dealt in 20 seconds of a one-minute down: a third hand follows."""
    table = audition_table(app, hands=2, minutes=1)
    deal_hand(table, driver, 10.0)
    driver.click(table.summary_btn.rect.center)
    deal_hand(table, driver, 10.0)
    assert not table.summary.final and table.session.tally.hands_completed == 2
    driver.click(table.summary_btn.rect.center)
    deal_hand(table, driver, 45.0)
    assert table.summary.final and table.summary.lines()[0] == tr("audition.passed", "en")


def test_two_hands_at_eighteen_an_hour_fail_on_pace(app, driver):
    """The issue's case: 2 hands at 18 hands an hour is not passed, the pace line says so."""
    table = audition_table(app, hands=2, minutes=1)
    deal_hand(table, driver, 200.0)
    driver.click(table.summary_btn.rect.center)
    deal_hand(table, driver, 200.0)
    card = table.summary
    assert card.final
    lines = card.lines()
    assert lines[0] == tr("audition.not_passed", "en")
    pace = table.session.audition().pace
    assert 17.5 < pace <= 18.0
    shown = tr("audition.measure.pace", "en", value=math.floor(pace), mark=25)
    assert lines[3] == f"{shown} — {tr('audition.not_met', 'en')}"
    assert lines[1].endswith(f"— {tr('audition.met', 'en')}")


@pytest.mark.parametrize("lang", ["en", "el", "mk", "pt", "ro"])
def test_the_result_is_in_the_trainees_language(app, driver, lang):
    app.settings = replace(app.settings, lang=lang)
    table = audition_table(app, hands=1, minutes=1)
    deal_hand(table, driver, 70.0)
    lines = table.summary.lines()
    assert lines[0] == tr("audition.passed", lang)
    assert all(line.endswith("— " + tr("audition.met", lang)) for line in lines[1:4])
    driver.frame()  # drawn


@pytest.mark.parametrize("argv", [
    ["--audition-hands", "0"], ["--audition-hands", "-2"], ["--audition-hands", "ten"],
    ["--audition-hands", "501"], ["--audition-hands", "2.5"], ["--audition-minutes", "0"],
    ["--audition-minutes=-5"], ["--audition-minutes", "601"], ["--audition-minutes", "x" * 5000],
    ["--audition-hands", "9" * 5000], ["--mode", "audition", "--audition-hands", ""],
    ["play", "scenarios/basic-deal.yaml", "--audition-minutes", "0"],
])
def test_a_bad_length_on_the_command_line_is_one_line_and_exit_2(argv, capsys, tmp_path):
    from dealer_trainer import cli

    code = cli.main([*argv, "--screenshot", str(tmp_path / "t.png"), "--data", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("dealer-trainer: --audition-")
    assert "Traceback" not in err and len(err) < 200
    assert not (tmp_path / "t.png").exists()


@pytest.mark.parametrize("argv", [
    ["--mode", "audition", "--audition-hands", "3", "--audition-minutes", "7"],
    ["--audition-minutes=7", "--mode", "audition", "--audition-hands=3"],
])
def test_the_lengths_on_the_command_line_set_the_down(argv, monkeypatch, tmp_path):
    from dealer_trainer import cli
    from dealer_trainer.gui import app as app_module

    seen = {}

    def shot(app, path):
        seen["marks"] = app.top.session.tally.marks
        return 0

    monkeypatch.setattr(app_module, "_screenshot", shot)
    code = cli.main([*argv, "--screenshot", str(tmp_path / "t.png"), "--data", str(tmp_path)])
    assert code == 0 and (seen["marks"].hands, seen["marks"].minutes) == (3, 7.0)


def test_the_instructor_sets_the_length_in_settings(app, driver, tmp_path):
    from dealer_trainer.gui.scenes.settings import SettingsScene
    from dealer_trainer.gui.settings import AUDITION_LENGTHS, read_settings

    app.push(SettingsScene(app))
    driver.frame()
    button = app.top.buttons["audition_length"]
    assert button.text == tr("settings.audition_length.value", "en", hands=10, minutes=20)
    driver.click(button.rect.center)
    hands, minutes = AUDITION_LENGTHS[1]
    assert (app.settings.audition_hands, app.settings.audition_minutes) == (hands, minutes)
    assert button.text == tr("settings.audition_length.value", "en", hands=hands,
                             minutes=minutes)
    saved, note = read_settings(tmp_path / "gui_settings.json")
    assert note == "" and (saved.audition_hands, saved.audition_minutes) == (hands, minutes)
    app.settings = replace(app.settings, mode="audition")
    marks = Session.free_deal(app.settings, seed=3).tally.marks
    assert (marks.hands, marks.minutes) == (hands, float(minutes))


def test_a_length_the_list_lacks_cycles_to_the_first():
    from dealer_trainer.gui.settings import AUDITION_LENGTHS, Settings

    s = Settings(audition_hands=3, audition_minutes=7).cycled("audition_length")
    assert s.audition_length == AUDITION_LENGTHS[0]
    assert Settings().cycled("audition_length", -1).audition_length == AUDITION_LENGTHS[-1]
