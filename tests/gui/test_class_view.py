"""The instructor's Class screen: opened from the menu by a click, it shows every trainee of
the store (recorded through the store's own API from real drill runs) with their figures and
weakest rules by name, the class's weakest rules and the drills' pass rates, pages long
lists, and Esc goes back."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.i18n import rule_ids, rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.scenarios import load_scenario, load_script
from dealer_trainer.scenarios.runner import run_drill

LIBRARY = Path(__file__).resolve().parents[2] / "scenarios"
DRILLS = ("basic-deal", "premature-turn", "exposed-hole-card", "side-pots", "split-pot")
CLASS = ("Ana Popescu", "Bogdan Ionescu", "Δημήτρης Παπαδόπουλος", "Марија Стојановска")
T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def fill(data: Path, names: tuple[str, ...] = CLASS, tries: int = 6) -> None:
    """Each trainee runs library drills: the reference solution, or it with one step left
    out (the arbiter's own verdict), on different days."""
    rng = random.Random(3)
    runs = {d: (load_scenario(LIBRARY / f"{d}.yaml"),
                list(load_script(LIBRARY / "solutions" / f"{d}.yaml"))) for d in DRILLS}
    with ProgressStore.open(data) as store:
        for t, name in enumerate(names):
            for k in range(tries):
                scenario, script = runs[DRILLS[(t + k) % len(DRILLS)]]
                if rng.random() < 0.4:
                    steps = script
                else:
                    cut = rng.randrange(2, len(script) - 1)
                    steps = script[:cut] + script[cut + 1 :]
                store.record_attempt(name, run_drill(scenario, steps, "en"),
                                     started_at=T0 + timedelta(days=k, hours=t), duration_s=60)


class Shown:
    """Every string the app's text cache renders while it is installed."""

    def __init__(self, app: Any) -> None:
        self.texts: list[str] = []
        original = app.text.render

        def spy(text: str, *a: Any, **kw: Any) -> pygame.Surface:
            self.texts.append(text)
            return original(text, *a, **kw)

        app.text.render = spy

    @property
    def all(self) -> str:
        """Everything rendered, lines joined by spaces (a wrapped sentence reads whole)."""
        return " ".join(self.texts)


@pytest.fixture
def shown(app: Any) -> Iterator[Shown]:
    app.text._cache.clear()  # a cached string is still rendered through the spy
    yield Shown(app)


def open_class(app: Any, driver: Any, lang: str = "en") -> Any:
    """The menu, then a click on its Class button; wait for the figures, draw."""
    from dealer_trainer.gui.scenes.menu import MenuScene

    app.settings = replace(app.settings, lang=lang)
    app.push(MenuScene(app))
    driver.frame()
    button = dict(app.top.items)["class"]
    driver.click(button.rect.center)
    scene = app.top
    assert scene.name == "class"
    scene.wait()
    driver.frame(n=2)
    return scene


def test_the_class_screen_shows_every_trainee_with_their_figures(app, driver, shown) -> None:
    fill(app.data_dir)
    scene = open_class(app, driver)
    with ProgressStore.open(app.data_dir) as store:
        stats = {n: store.stats(n) for n in store.trainees()}
    pager = scene.pagers["trainees"]
    seen = set()
    while True:  # every trainee, page after page
        for name in CLASS[pager.start : pager.end]:
            s = stats[name]
            assert name in shown.texts
            share = f"{s.drills_passed / s.drills:.0%}"
            figures = (f"Drill attempts: {s.drills} · passed: {s.drills_passed} ({share}) · "
                       f"average score: {s.average_score:.0f}")
            assert figures in shown.all
            last = max(p.at for p in s.scores)
            assert f"Last practised {last:%Y-%m-%d %H:%M}" in shown.texts
            for r in [r for r in s.rules if r.failed][:3]:
                assert f"{r.accuracy:.0%} · {rule_name(r.rule, 'en')}" in shown.all
            seen.add(name)
        if not pager.has_next:
            break
        driver.key(pygame.K_RIGHT)
        driver.frame()
    assert seen == set(CLASS)
    assert f"Trainees: {len(CLASS)} · drill attempts: {len(CLASS) * 6}" in shown.all
    ids = rule_ids()
    assert not any(r in shown.all for r in ids)  # rules by name, never by id


def test_the_class_rules_and_drill_pass_rates_in_greek(app, driver, shown) -> None:
    fill(app.data_dir)
    scene = open_class(app, driver, "el")
    data = scene.loaded.data
    first_rule = data.rules[0].accuracy
    assert rule_name(first_rule.rule, "el") in shown.all
    assert first_rule.rule not in shown.all
    clean = next(d for d in data.drills if d.drill == "basic-deal")
    shown_drills = [d.drill for d in data.drills[: scene.pagers["drills"].end]]
    if "basic-deal" not in shown_drills:
        while scene.pagers["drills"].has_next:
            driver.click(scene.buttons["next:drills"].rect.center)
        shown_drills = [d.drill for d in data.drills[scene.pagers["drills"].start :]]
    assert "basic-deal" in shown_drills
    assert "Ένα καθαρό χέρι, από το ανακάτεμα ως την απόδοση του ποτ" in shown.all
    assert f"{clean.rate:.0%} επιτυχία · {clean.passed}/{clean.attempts}" in shown.all
    assert "Εκπαιδευόμενοι" in shown.texts and "Τάξη" in shown.texts


def test_long_lists_page_and_esc_goes_back(app, driver, shown) -> None:
    names = tuple(f"Trainee {i:02d}" for i in range(15))
    fill(app.data_dir, names, tries=1)
    scene = open_class(app, driver)
    pager = scene.pagers["trainees"]
    first_page = names[: pager.end]
    assert 1 < len(first_page) < len(names) and "Trainee 00" in shown.texts
    assert f"1–{pager.end} of 15" in shown.texts
    assert not scene.buttons["prev:trainees"].is_enabled
    driver.click(scene.buttons["next:trainees"].rect.center)
    assert pager.start == len(first_page)
    assert names[pager.start] in shown.texts
    driver.key(pygame.K_LEFT)
    assert pager.start == 0
    driver.key(pygame.K_DOWN)  # the next list: the rules
    assert scene.focus == 1
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_an_empty_store_opens_at_once_and_says_so(app, driver, shown, monkeypatch) -> None:
    """The screen is drawn before the store is read (the reading is the worker's): the reading
    is held until the first frames are shown, which they are, without it."""
    import threading

    from dealer_trainer.gui.scenes import class_view
    from dealer_trainer.gui.scenes.class_view import ClassScene
    from dealer_trainer.gui.scenes.menu import MenuScene

    held = threading.Event()
    read = class_view.load_class

    def load_when_let(*args: object) -> object:
        assert held.wait(30), "the reading was never let go"
        return read(*args)

    monkeypatch.setattr(class_view, "load_class", load_when_let)
    app.push(MenuScene(app))
    driver.frame()
    scene = ClassScene(app)
    app.push(scene)
    driver.frame()
    driver.frame()
    assert app.top is scene and not scene.ready  # shown, the store still unread
    held.set()
    scene.wait()
    driver.frame()
    assert "No records yet: nobody has run a drill or dealt a free hand." in shown.texts
    assert not scene.pagers and not scene.boxes


def test_an_unreadable_store_is_a_clear_line_not_a_traceback(app, driver, shown, tmp_path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    app.data_dir = blocked
    scene = open_class(app, driver)
    assert scene.loaded.data is None and not scene.pagers
    assert f"The records cannot be read: cannot create the data folder {blocked}" in shown.all
    assert "Traceback" not in shown.all
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_the_lists_fit_the_window_side_by_side(app, driver, lang, size) -> None:
    fill(app.data_dir, CLASS[:2], tries=3)
    driver.resize(*size)
    scene = open_class(app, driver, lang)
    w, h = app.size
    boxes = list(scene.boxes.values())
    window = pygame.Rect(0, 0, w, h)
    assert all(window.contains(b) for b in boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    for name, box in scene.boxes.items():
        body = scene.bodies[name]
        assert box.contains(body) and body.h > 0
        assert scene.pagers[name].surface(body.size, 0).get_size() == body.size
        for way in ("prev", "next"):
            b = scene.buttons[f"{way}:{name}"].rect
            assert box.contains(b) and not b.colliderect(body)
        assert scene.headings[name].get_width() < box.w - 2 * scene.buttons[
            f"prev:{name}"].rect.w
    back = [e for e in app.manager.get_root_container().elements if e.rect.bottom > boxes[0].bottom]
    assert back and not any(e.rect.colliderect(b) for e in back for b in boxes)
