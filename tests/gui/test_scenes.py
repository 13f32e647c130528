"""The menu, drills, settings and results screens, resizing and the scene stack."""

from __future__ import annotations

from pathlib import Path

import pygame
from gui_driver import FRAME, open_table, setup_with

from dealer_trainer.gui.scenes.drills import DrillsScene
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.settings import load_settings, settings_path


def menu_button(app, name):
    return dict(app.top.items)[name]


def test_menu_free_deal_opens_a_random_table_with_bots(app, driver):
    app.push(MenuScene(app))
    driver.frame()
    driver.click(menu_button(app, "free_deal").rect.center)
    assert app.top.name == "table"
    session = app.top.session
    assert session.free is not None
    assert session.setup.random_mistakes == 0.0  # CONTRACT: random mistakes off by default
    assert len(session.snap.seats) == app.settings.table_size


def test_escape_keeps_the_table_and_the_menu_resumes_it(app, driver):
    app.push(MenuScene(app))
    driver.click(menu_button(app, "free_deal").rect.center)
    table = app.top
    driver.key(pygame.K_s)
    n = len(table.session.arb.steps)
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"
    driver.click(menu_button(app, "resume").rect.center)
    assert app.top is table and len(table.session.arb.steps) == n


def test_menu_keyboard_navigation(app, driver):
    app.push(MenuScene(app))
    driver.frame()
    for _ in range(5):  # free deal, its game, assigned to you, due today, drills, settings
        driver.key(pygame.K_DOWN)
    assert app.top.items[app.top.focus][0] == "settings"
    driver.key(pygame.K_RETURN)
    assert app.top.name == "settings"
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_drills_list_every_scenario_and_skip_broken_ones(app, driver, tmp_path):
    folder = tmp_path / "drills"
    folder.mkdir()
    good = Path(__file__).resolve().parents[2] / "scenarios" / "basic-deal.yaml"
    (folder / "a-good.yaml").write_text(good.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "b-broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    (folder / "c-bad-field.yaml").write_text("id: x\ntitle: 3\n", encoding="utf-8")
    app.push(MenuScene(app))
    scene = DrillsScene(app, folder)
    app.push(scene)
    driver.frame()
    assert len(scene.entries) == 1
    assert len(scene.skipped) == 2 and all(":" in m for m in scene.skipped)
    assert "\n" not in "".join(scene.skipped)
    driver.click(scene.start_btn.rect.center)
    assert app.top.name == "table"
    assert app.top.session.info.id == scene.entries[0].id


def test_the_real_drill_folder_lists_drills_by_level(app, driver):
    app.push(MenuScene(app))
    driver.click(menu_button(app, "drills").rect.center)
    scene = app.top
    assert scene.name == "drills"
    levels = [d.level for d in scene.entries]
    assert levels == sorted(levels)
    if len(scene.entries) > 1:
        driver.key(pygame.K_DOWN)
        assert scene.selected == 1
        assert scene.entries[1].title in scene.desc.html_text


def test_settings_cycle_and_are_saved(app, driver, tmp_path):
    app.push(MenuScene(app))
    driver.click(menu_button(app, "settings").rect.center)
    scene = app.top
    before = app.settings.bot_speed
    driver.click(scene.buttons["bot_speed"].rect.center)
    assert app.settings.bot_speed != before
    driver.click(scene.buttons["lang"].rect.center)
    assert app.settings.lang == "ro"
    assert load_settings(settings_path(tmp_path)).lang == "ro"
    # Left / Right cycle the focused option (Down from the language's row to the mistakes')
    from dealer_trainer.gui.scenes.settings import OPTIONS

    mistakes_before = app.settings.mistakes
    for _ in range(OPTIONS.index("mistakes") - scene.focus):
        driver.key(pygame.K_DOWN)
    assert OPTIONS[scene.focus] == "mistakes"
    driver.key(pygame.K_RIGHT)
    assert app.settings.mistakes != mistakes_before
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_results_after_a_drill_then_retry(app, driver):
    from test_table_clicks import follow_hints_by_clicks

    table = open_table(app, setup_with())
    follow_hints_by_clicks(driver)
    assert table.session.complete
    driver.frame(1.0)
    driver.frame(1.0)
    results = app.top
    assert results.name == "results"
    assert results.result["passed"] is True and results.result["score"] == 100
    driver.key(pygame.K_ESCAPE)  # back to the finished table
    assert app.top is table
    driver.frame(2.0)
    assert app.top is table  # results are not pushed a second time by themselves
    driver.key(pygame.K_RETURN)  # Enter brings them back
    results = app.top
    assert results.name == "results"
    driver.click(results.retry_btn.rect.center)
    assert app.top.name == "table" and app.top is not table
    assert not app.top.session.arb.steps


def test_a_resize_lays_the_table_out_again(app, driver):
    table = open_table(app, setup_with())
    old = table.layout
    driver.resize(1920, 1080)
    assert app.size == (1920, 1080)
    assert table.layout.size == (1920, 1080) and table.layout.scale > old.scale
    assert table.widgets["shuffle"].rect.width > 0
    # the buttons moved with the bar: a click on the new position still works
    driver.click(table.widgets["shuffle"].rect.center)
    assert table.session.arb.steps[-1].action == "shuffle"
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=1024, y=700))
    driver.frame(FRAME)
    driver.settle()  # laid out once the resizing is over
    assert table.layout.size == (1024, 700)
    driver.seat(3)  # still clickable where the new layout says
    assert table.session.arb.steps[-1].action == "deal: 3"


def test_drawing_never_changes_state(app, driver):
    table = open_table(app, setup_with())
    driver.key(pygame.K_s)
    snap, steps = table.session.snap, len(table.session.arb.steps)
    for _ in range(5):
        app.draw()
    assert table.session.snap is snap and len(table.session.arb.steps) == steps


def test_a_finished_drill_is_recorded_and_the_progress_screen_shows_it(app, driver):
    from test_table_clicks import follow_hints_by_clicks

    from dealer_trainer.gui.scenes.progress import ProgressScene

    app.record_progress = True
    from dataclasses import replace

    app.settings = replace(app.settings, trainee="Maria")
    table = open_table(app, setup_with())
    follow_hints_by_clicks(driver)
    driver.frame(1.0)
    driver.frame(1.0)
    assert app.top.name == "results"
    assert app.notice == ""
    app.push(ProgressScene(app))
    driver.frame()
    assert "Maria" in app.top.html and "gui-test" in app.top.html
    assert table.session.complete


def test_the_loop_runs_until_quit_and_full_screen_toggles(app, driver):
    app.push(MenuScene(app))
    driver.key(pygame.K_F11)  # the dummy driver may refuse; either way nothing breaks
    driver.key(pygame.K_F11)
    assert app.top.name == "menu" and app.screen.get_size()[0] > 0
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not app.running


def test_free_deal_goes_on_hand_after_hand_with_stacks_and_button_carried(app, driver):
    from dataclasses import replace

    from dealer_trainer.gui.progress_link import figures
    from dealer_trainer.gui.session import Session

    app.record_progress = True
    app.settings = replace(app.settings, trainee="Nikos", table_size=3)
    app.push(MenuScene(app))
    app.start_table(Session.free_deal(app.settings, seed=4))
    table = app.top
    for _ in range(300):
        s = table.session
        if s.complete:
            break
        a = s.arb.expected()[0]
        if a.name == "wait":
            driver.let_players_act()
        else:
            driver.do(a)
    assert table.session.complete
    stacks = {v.seat: v.stack for v in table.session.snap.seats}
    button = table.session.snap.button
    driver.frame(1.0)
    driver.frame(1.0)
    # the end-of-hand card: the score and what went wrong, until Next hand
    assert table.summary is not None and table.session.hand_serial == 1
    assert table.summary.score == table.session.snap.score
    driver.click(table.summary_btn.rect.center)
    s = table.session
    assert table.summary is None and table.summary_btn is None
    assert s.hand_serial == 2 and not s.complete and app.top is table
    now = {v.seat: v.stack for v in s.snap.seats}
    assert {k: v for k, v in now.items() if k in stacks} == stacks
    assert set(now) - set(stacks) <= set(s.free.table.plan.newcomers)  # a session's newcomer
    assert s.snap.button == button
    fig = figures(data_dir=app.data_dir, trainee="Nikos")
    assert fig.stats is not None and fig.stats.free_hands == 1


def test_a_language_changed_while_the_table_waits_applies_when_it_resumes(app, driver):
    from dataclasses import replace

    from dealer_trainer.arbiter.messages import msg

    app.push(MenuScene(app))
    driver.click(menu_button(app, "free_deal").rect.center)
    table = app.top
    driver.key(pygame.K_b)  # a burn before the shuffle: refused, in English
    driver.frame()
    english = table.side._key[1].message  # the verdict the side panel drew
    driver.key(pygame.K_ESCAPE)
    app.settings = replace(app.settings, lang="ro")
    driver.click(menu_button(app, "resume").rect.center)
    # the GUI says the arbiter's messages in the reader's language from their keys: it does
    # not switch the arbiter's language (issue 24)
    assert app.top is table and table.session.arb.lang == "en"
    driver.key(pygame.K_b)
    driver.frame()
    romanian = table.side._key[1].message
    assert english and romanian and romanian != english
    assert romanian == msg(table.session.arb.steps[-1].message_key or "", "ro",
                           **table.session.arb.steps[-1].params)
    assert table.widgets["shuffle"].text == "Amestecă"
