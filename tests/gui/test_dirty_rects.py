"""A real window shows each frame by its changed rectangles (issue 29, item 9; dirty.py).

Behaviour, not time: each frame is drawn whole into the screen surface, as before; what the
App sends to the window is `app.shown.last` (None: the whole window flipped). A "window" is
kept here as a copy updated only by what was sent: after every frame of a ten-seat hand
dealt with motion on, by right actions, wrong ones and a drag, it must equal the screen as
drawn (nothing stale is left on it). A frame with nothing moving sends only a few small
rectangles; a new screen, a resize and help flip the whole window.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from gui_driver import FRAME

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from gui import NAMES, right_step, ten_seat_session  # noqa: E402

from dealer_trainer.gui import intents as I  # noqa: E402
from dealer_trainer.gui.scenes.table import TableScene  # noqa: E402


class Window:
    """What the window would show: a copy of the screen, changed only by what was sent."""

    def __init__(self, app) -> None:
        self.app = app
        self.pixels = app.screen.copy()
        self.flips = 0
        self.updates = 0
        real = app.frame

        def frame(*a, **kw):  # every frame, the driver's clicks' too, is seen by the window
            events = real(*a, **kw)
            self.took()
            return events

        app.frame = frame

    def frame(self, dt: float = FRAME) -> list[pygame.Rect] | None:
        self.app.frame(dt)
        return self.app.shown.last

    def took(self) -> list[pygame.Rect] | None:
        """What the frame just drawn sent, applied to the window."""
        sent = self.app.shown.last
        if sent is None:
            self.pixels = self.app.screen.copy()
            self.flips += 1
        else:
            for r in sent:
                self.pixels.blit(self.app.screen, r, r)
            self.updates += 1
        return sent

    def stale(self) -> bool:
        a = pygame.image.tobytes(self.pixels, "RGB")
        return a != pygame.image.tobytes(self.app.screen, "RGB")


def ten_seat_table(app, tmp_path) -> TableScene:
    table = TableScene(app, ten_seat_session(3, tmp_path), bots=False)
    app.push(table)
    return table


def area(rects) -> int:
    return sum(r.w * r.h for r in rects)


def test_a_ten_seat_hand_shown_by_rectangles_leaves_nothing_stale(app, tmp_path):
    assert len(NAMES) == 10
    table = ten_seat_table(app, tmp_path)
    win = Window(app)
    assert win.frame() is None  # a new screen: the whole window
    i = 0
    while not table.session.complete and i < 2000:
        if i % 5 == 0:
            right_step(table)
        if i % 37 == 0:  # a deal to an empty place: a wrong action, its verdict shown
            table.handle(I.DealTo(99))
        if i % 53 == 0:  # the pointer over the table and a button (hover, key cap, tooltip)
            pos = (app.size[0] // 2, app.size[1] // 2) if i % 2 else (40, app.size[1] - 20)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                                 buttons=(0, 0, 0)))
        win.frame()
        assert not win.stale(), f"frame {i}: the window shows something no longer drawn"
        i += 1
    assert table.session.complete
    assert win.updates > 5 * win.flips  # most frames were sent as rectangles


def test_a_drag_across_the_felt_leaves_no_trail(app, tmp_path, driver):
    table = ten_seat_table(app, tmp_path)
    win = Window(app)
    win.frame()
    for _ in range(2):  # shuffle, cut: the deck may be dragged
        right_step(table)
    table.anim.finish()
    win.frame()
    L = table.layout
    start, end = L.deck.center, L.seats[4].box.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 9):
        pos = (start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(1, 0, 0)))
        win.frame()
        assert not win.stale()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    for _ in range(30):
        win.frame()
        assert not win.stale()


def test_a_frame_with_nothing_moving_sends_only_what_changed(app, tmp_path):
    table = ten_seat_table(app, tmp_path)
    win = Window(app)
    win.frame()
    for _ in range(6):
        right_step(table)
    table.anim.finish()
    table.bubbles = {}
    for _ in range(3):
        win.frame(1.0)  # the last glide's place, the bubbles gone
    sent = win.frame()
    assert sent is not None
    w, h = app.screen.get_size()
    top = table.layout.top_bar
    assert area(sent) <= top.w * top.h + w * h // 50  # the top bar, and little else
    right_step(table)  # a card dealt: its glide and the panels, not the whole window
    sent = win.frame()
    assert sent is not None and area(sent) < w * h // 2
    assert not win.stale()


def test_a_full_change_flips_the_whole_window(app, tmp_path):
    table = ten_seat_table(app, tmp_path)
    win = Window(app)
    win.frame()
    assert win.frame() is not None
    table.show_help = True  # help covers the whole window
    assert win.frame() is None
    table.show_help = False
    assert win.frame() is None
    app.resize(1400, 900)  # a new size: every place moved
    assert win.frame() is None
    assert not win.stale()
    app.pop()  # back to the menu: a new screen
    assert win.frame() is None


def fresh_render(app) -> pygame.Surface:
    """The frame drawn whole from nothing kept: the table's layers, bar and panel built again
    (what a first frame of this state would show)."""
    table = app.top
    table.view.set_layout(table.layout)  # the felt's static layer and the snapshot's layer
    table.top_bar.forget()
    table.side._surf = None  # the side panel drawn again
    app.screen.fill((0, 0, 0))
    app.draw()
    return app.screen.copy()


def test_the_window_after_a_hand_of_real_gestures_equals_a_fresh_render(app, driver):
    """A deal with motion on (mid-glide), the players' bets, the pull of the bets into the pot
    and the push of the pot, each by real clicks: after each, the window as it was sent
    equals the same moment drawn whole from nothing (nothing stale, nothing cached wrong)."""
    from gui_driver import open_table, setup_with

    assert app.settings.motion == "on"
    table = open_table(app, setup_with(seed=11))
    win = Window(app)
    win.frame()
    seen: set[str] = set()
    for _ in range(120):
        expected = table.session.arb.expected()
        if table.session.complete or not expected:
            break
        action = expected[0]
        before = table.session.snap
        driver.do(action)
        assert table.session.snap is not before, f"{action} was not done"
        moving = table.anim.busy
        for _ in range(2):  # the glide under way: a frame into it, and the next
            win.frame()
        seen.add(action.name + (" (moving)" if moving and table.anim.busy else ""))
        snap = table.session.snap
        if action.name == "wait" and max(sv.bet for sv in snap.seats) > snap.big_blind:
            seen.add("a bet")  # a player bet or raised: his chips slid out
        assert not win.stale()
        assert pygame.image.tobytes(win.pixels, "RGB") == pygame.image.tobytes(
            fresh_render(app), "RGB"
        ), f"after {action}: the window differs from a fresh render"
        win.frame()  # the frame after the fresh render is whole: the window as drawn again
        table.anim.finish()
        win.frame()
    assert table.session.complete
    for done in ("deal (moving)", "a bet", "collect (moving)", "award (moving)"):
        assert done in seen, f"no {done} in {sorted(seen)}"
