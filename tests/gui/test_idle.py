"""Idle is cheap: an idle frame is not drawn when nothing on the screen changed; any input,
any change of the hand, a glide or a pulsing hint is drawn at once."""

from __future__ import annotations

import pygame
from gui_driver import open_table, setup_with

from dealer_trainer.gui import app as app_module


def counting_draws(app) -> list[int]:
    drawn = [0]
    real = app.draw

    def draw() -> None:
        drawn[0] += 1
        real()

    app.draw = draw
    return drawn


def test_an_idle_table_is_not_redrawn_until_something_changes(app, driver):
    table = open_table(app, setup_with())
    drawn = counting_draws(app)
    app.frame(0.1, idle=True)
    first = drawn[0]
    for _ in range(5):
        app.frame(0.1, idle=True)
    assert drawn[0] == first  # nothing changed: nothing drawn
    table.session.apply("shuffle")  # the hand changes (as a bot's decision would)
    app.frame(0.1, idle=True)
    assert drawn[0] == first + 1
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame(0.1, idle=True)
    assert drawn[0] == first + 2  # input is always drawn


def test_an_idle_screen_is_still_redrawn_now_and_then(app, monkeypatch):
    open_table(app, setup_with())
    drawn = counting_draws(app)
    app.frame(0.1, idle=True)
    app.frame(0.1, idle=True)
    before = drawn[0]
    monkeypatch.setattr(app_module, "REDRAW_AT_LEAST_S", 0.0)
    app.frame(0.1, idle=True)
    assert drawn[0] == before + 1


def test_a_pulsing_hint_keeps_the_table_at_full_speed_and_only_then(app, driver):
    table = open_table(app, setup_with())
    assert not app.lively()
    table.session.ask_hint()
    assert app.lively()  # the hint's ring pulses
    table.send("shuffle")  # the right step clears the hint
    table.anim.finish()
    assert table.session.hint is None and not app.lively()


def test_the_frame_loop_idles_and_still_answers_input(app, monkeypatch):
    """The real loop (App.run) with a quit posted after a few idle frames: it sleeps between
    frames instead of spinning, and the quit is handled."""
    open_table(app, setup_with())
    frames = [0]
    real = app.frame

    def frame(dt: float, **kw: object) -> bool:
        frames[0] += 1
        if frames[0] == 4:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return real(dt, **kw)  # type: ignore[arg-type]

    app.frame = frame
    t0 = pygame.time.get_ticks()
    app.run()
    took = pygame.time.get_ticks() - t0
    assert not app.running and frames[0] == 4
    assert took >= 3 * 1000 // app_module.IDLE_FPS - 30  # three idle waits, not a spin
