"""The guided first drill and its coach marks (issue 15, "A first run that teaches"), driven
by real pygame events: the marks come in order, each moves on when its step is done (or on
Next / Enter), Skip tour and Esc end the tour, the setting that it was seen is saved, and the
tour is not offered again. A callout never covers what it points at nor any other button."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest
from gui_driver import Driver

from dealer_trainer.gui.app import App, _open_first_scenes
from dealer_trainer.gui.coach import GUIDED_DRILL, MARKS, Tour
from dealer_trainer.gui.drills import drill_text, load_actions, load_drill
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings, read_settings, settings_path
from dealer_trainer.gui.text import tr
from dealer_trainer.gui.ui import drop_events

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / f"{GUIDED_DRILL}.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / f"{GUIDED_DRILL}.yaml"
ORDER = [m.key for m in MARKS]


@contextmanager
def fresh_app(tmp_path: Path, size: tuple[int, int] = (1280, 800), **kw: Any) -> Iterator[App]:
    app = App(size, settings=Settings(**kw), data_dir=tmp_path, headless=True)
    drop_events()  # not event.clear(), which keeps each event for good (see drop_events)
    try:
        yield app
    finally:
        app.close()


def start_as_run_gui_does(app: App) -> None:
    """`python main.py`: the name and the offer only on a first start."""
    first = not app.settings.trainee and not app.has_settings_file
    _open_first_scenes(app, None, [], None, headless=False, first_start=first)


def guided_table(app: App, *, bots: bool = False) -> TableScene:
    sc = load_drill(DRILL)
    title, description = drill_text(sc, app.settings.lang)
    info = DrillInfo(sc.id, title, sc.level, description, str(sc.path))
    app.push(MenuScene(app))
    table = TableScene(app, Session.drill(sc.setup, info, app.settings.lang, "learn"), bots=bots)
    app.push(table)
    app.frame(1 / 60)
    return table


def shown(table: TableScene) -> str | None:
    t = table.coach.tour
    return None if t is None or t.mark is None or not table.coach.showing else t.mark.key


def walk(driver: Driver, table: TableScene, check: Any = None, start: int = 0) -> list[str]:
    """Deal the guided drill by mouse from its reference solution's step `start`, pressing
    Enter on each mark that only explains; the marks shown, in order (`check(table)` runs
    on each new one)."""
    seen: list[str] = []
    acts = load_actions(SOLUTION)
    i = start
    while True:
        key = shown(table)
        if key is not None and (not seen or seen[-1] != key):
            seen.append(key)
            if check is not None:
                check(table)
        if key is not None and not table.coach.tour.mark.steps:  # type: ignore[union-attr]
            driver.key(pygame.K_RETURN)  # Next
            continue
        if i == len(acts):
            return seen
        driver.do(acts[i])
        i += 1


def test_the_marks_come_in_order_and_each_moves_on_when_its_step_is_done(app, driver):
    table = guided_table(app)
    assert shown(table) == "shuffle" and table.coach.tour.now().name == "shuffle"
    # the step it asks for moves it on: a click on the deck shuffles, and the cut is next
    driver.click(table.layout.deck.center)
    assert table.session.arb.steps[-1].action == "shuffle" and shown(table) == "cut"
    driver.click(table.layout.deck.center)
    assert shown(table) == "seats"
    driver.click(table.coach.buttons["next"].rect.center)  # Next, by the mouse
    assert shown(table) == "blinds"
    assert table.coach.tour.now().blind == "small"  # read from the arbiter's expected step
    first = table.coach._lines
    driver.do(table.session.arb.expected()[0])
    assert shown(table) == "blinds" and table.coach.tour.now().blind == "big"
    assert table.coach._lines != first  # now the big blind's words
    rest = walk(driver, table, start=3)
    assert ["shuffle", "cut", "seats", *rest] == ORDER
    assert table.session.complete and table.session.arb.passed()
    assert table.coach.tour is None and app.settings.tour_seen


def test_a_mark_says_what_is_owed_with_the_players_name(app, driver):
    table = guided_table(app)
    for a in load_actions(SOLUTION)[:4]:  # shuffle, cut, the blinds (the seats passed over)
        driver.do(a)
    assert shown(table) == "pitch"
    owed = table.session.arb.expected()[0]
    name = next(v.name for v in table.session.snap.seats if v.seat == owed.seat)
    assert owed.name == "deal" and name in " ".join(table.coach._lines)
    driver.do(owed)  # a drag or a click on the seat: the same mark, the next seat
    nxt = table.session.arb.expected()[0]
    assert shown(table) == "pitch" and table.coach.tour.now() == nxt


def test_steps_sent_within_one_frame_each_move_the_tour(app):
    table = guided_table(app)
    table.replay(load_actions(SOLUTION)[:3])  # shuffle, cut, the small blind: no frame between
    app.update(0.0)
    assert shown(table) == "blinds" and table.coach.tour.now().blind == "big"


def test_doing_a_later_step_passes_over_a_mark_that_only_explains(app, driver):
    table = guided_table(app)
    driver.key(pygame.K_s)
    driver.key(pygame.K_u)
    assert shown(table) == "seats"
    driver.do(table.session.arb.expected()[0])  # he posts a blind without pressing Next
    assert shown(table) == "blinds"


@pytest.mark.parametrize("how", ["button", "esc"])
def test_skip_ends_the_tour_and_the_seen_flag_is_saved(app, driver, tmp_path, how):
    table = guided_table(app)
    assert not app.settings.tour_seen and shown(table) == "shuffle"
    if how == "button":
        driver.click(table.coach.buttons["skip"].rect.center)
    else:
        driver.key(pygame.K_ESCAPE)
    assert app.top is table and table.coach.tour is None  # the drill goes on, unguided
    assert not table.coach.buttons["next"].visible
    saved, _ = read_settings(settings_path(tmp_path))
    assert saved.tour_seen
    driver.key(pygame.K_ESCAPE)  # now Esc is the menu again
    assert app.top.name == "menu"


def test_a_click_on_the_table_is_never_blocked_by_a_mark(app, driver):
    table = guided_table(app)
    box = table.coach.box
    assert box is not None and table.table_targets() is not None
    driver.click((box.x + 4, box.y + 4))  # on the callout's body: no button, no table target
    assert shown(table) == "shuffle" and not table.session.arb.steps
    driver.drag(table.layout.deck.center, table.layout.deck.center, steps=1)
    assert [s.action for s in table.session.arb.steps] == ["shuffle"]


def covers(table: TableScene) -> None:
    """The rectangle test: the callout inside the window, clear of what it points at and
    of every button but its own."""
    c = table.coach
    box = c.box
    assert box is not None
    w, h = table.app.size
    assert 0 <= box.x and 0 <= box.y and box.right <= w and box.bottom <= h, shown(table)
    for aim in c._aims:
        assert not box.colliderect(aim), (shown(table), "covers its target")
    for name, b in table.widgets.items():
        if b.visible:
            assert not box.colliderect(b.rect), (shown(table), f"covers the {name} button")
    for b in c.buttons.values():
        assert box.contains(b.rect), "its own buttons lie on it"
    L = table.layout
    for name, bar in (("top bar", L.top_bar), ("side panel", L.side_panel)):
        assert not box.colliderect(pygame.Rect(bar.as_tuple())), (shown(table), name)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_a_callout_never_covers_its_target_nor_another_button(tmp_path, size, lang):
    with fresh_app(tmp_path, size, lang=lang) as app:
        table = guided_table(app)
        assert walk(Driver(app), table, covers) == ORDER


def test_a_first_start_offers_the_guided_drill_once(tmp_path):
    with fresh_app(tmp_path) as app:
        driver = Driver(app)
        start_as_run_gui_does(app)
        assert app.top.name == "name"
        driver.key(pygame.K_ESCAPE)  # no name
        offer = app.top
        assert offer.name == "tour_offer"
        driver.click(offer.widgets[tr("coach.offer.yes", "en")].rect.center)
        table = app.top
        assert table.name == "table" and table.session.info.id == GUIDED_DRILL
        assert shown(table) == "shuffle" and table.session.mode.value == "learn"
    assert read_settings(settings_path(tmp_path))[0].tour_seen
    # the next start reads the saved settings: straight to the table, nothing offered
    again = App((1280, 800), data_dir=tmp_path, headless=True)
    try:
        start_as_run_gui_does(again)
        assert again.top.name == "table" and again.settings.tour_seen
    finally:
        again.close()


def test_not_now_is_the_free_deal_table_and_the_offer_is_not_made_again(tmp_path):
    with fresh_app(tmp_path) as app:
        driver = Driver(app)
        start_as_run_gui_does(app)
        driver.key(pygame.K_ESCAPE)  # the name
        driver.key(pygame.K_ESCAPE)  # not now
        assert app.top.name == "table" and app.top.session.free is not None
        assert app.top.coach.tour is None
    assert read_settings(settings_path(tmp_path))[0].tour_seen


def test_the_tour_is_taken_again_from_the_help_overlay(app, driver):
    app.push(MenuScene(app))
    app.start_table(Session.free_deal(app.settings, seed=5))
    table = app.top
    assert table.coach.tour is None
    driver.key(pygame.K_h)
    assert table.show_help and table.coach.again.visible
    driver.click(table.coach.again.rect.center)
    assert not table.show_help and shown(table) == "shuffle"
    driver.key(pygame.K_s)  # free deal: the same marks, read from this table's arbiter
    assert shown(table) == "cut"


def test_the_tour_is_taken_again_from_the_menu(app, driver):
    app.push(MenuScene(app))
    driver.frame()
    button = next(b for name, b in app.top.items if name == "tour")
    driver.click(button.rect.center)
    assert app.top.name == "table" and app.top.session.info.id == GUIDED_DRILL
    assert shown(app.top) == "shuffle"


class Owed:
    def __init__(self, name: str, seat: int | None = None) -> None:
        self.name, self.seat, self.blind, self.to = name, seat, None, ()


def test_a_mark_only_explains_until_the_arbiter_owes_its_step():
    tour = Tour()
    tour.sync((Owed("wait"),))  # reopened mid-hand: the deck's mark explains, Next goes on
    assert tour.mark.key == "shuffle" and tour.now() is None
    tour.sync((Owed("wait"),))
    assert tour.mark.key == "shuffle"  # nothing owed of it came and went: it stays
    tour.next()
    assert tour.mark.key == "cut"
    tour.sync((Owed("cut"),))
    assert tour.now().name == "cut"
    tour.sync((Owed("post", 3),))  # the cut is done: on to the seats
    assert tour.mark.key == "seats"


def test_the_hint_mark_is_left_out_where_there_is_no_hint():
    assert "hint" not in [m.key for m in Tour().without("hint").marks]


@pytest.mark.parametrize("lang", ["ro", "pt", "el", "mk"])
def test_the_marks_words_are_in_every_language(lang):
    import json

    folder = ROOT / "dealer_trainer" / "i18n" / "catalogue"
    en = json.loads((folder / "en" / "coach.json").read_text(encoding="utf-8"))["ui"]
    other = json.loads((folder / lang / "coach.json").read_text(encoding="utf-8"))["ui"]
    assert other.keys() == en.keys()
    for m in MARKS:
        assert f"coach.{m.key}.title" in en and f"coach.{m.key}.about" in en
    same = [k for k in en if other[k] == en[k] and k != "coach.progress"]
    assert same == []


def test_the_menu_button_still_leaves_the_table_while_a_mark_shows(app, driver):
    table = guided_table(app)
    assert shown(table) == "shuffle"
    driver.click(table.widgets["menu"].rect.center)
    assert app.top.name == "menu" and app.suspended is table
    assert table.coach.tour is not None  # resumed, the tour goes on where it was


def test_in_free_deal_the_tour_waits_under_the_hands_card_and_goes_on(app, driver):
    """Taken again mid-hand, the deck's marks only explain; the next hand makes them true."""
    from dataclasses import replace

    app.settings = replace(app.settings, table_size=3)
    app.push(MenuScene(app))
    app.start_table(Session.free_deal(app.settings, seed=4))
    table = app.top
    opened = False
    for _ in range(300):
        s = table.session
        if s.complete:
            break
        a = s.arb.expected()[0]
        if a.name == "burn" and not opened:  # the flop is next: the tour from the help
            driver.key(pygame.K_h)
            driver.click(table.coach.again.rect.center)
            opened = True
            assert shown(table) == "shuffle" and table.coach.tour.now() is None
        if a.name == "wait":
            driver.let_players_act()
        else:
            driver.do(a)
    driver.frame(1.0)
    driver.frame(1.0)
    assert opened and table.summary is not None
    assert table.coach.tour is not None and shown(table) is None  # under the hand's card
    assert not table.coach.buttons["next"].visible  # the card's Next hand is the only button
    driver.click(table.summary_btn.rect.center)
    assert table.session.hand_serial == 2
    assert shown(table) == "shuffle" and table.coach.tour.now().name == "shuffle"
