"""The sizes the screens are laid out for, and resizes coalesced.

Laying a screen out again costs a few hundred milliseconds (every pygame_gui button is drawn
again, the seats are placed again), and a drag of the window's edge sends a resize event
every few milliseconds: laid out at each, 30 events froze the table for 16.8 s. A resize is
only noted (`Resizes.asked`); the screen is laid out once, for the last size, when no resize
has come for RESIZE_SETTLE_S of frame time (the drag is over). Until then the old layout is
drawn as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .layout import MAX_H, MAX_W, MIN_H, MIN_W, scale_for

if TYPE_CHECKING:
    from .app import App

RESIZE_SETTLE_S = 0.15


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = text.lower().replace(" ", "").split("x")
        size = (int(w), int(h))
    except ValueError:
        raise ValueError(f"--size {text!r}: expected WIDTHxHEIGHT, e.g. 1920x1080") from None
    if not (320 <= size[0] <= 8000 and 240 <= size[1] <= 8000):
        raise ValueError(f"--size {text!r}: out of range")
    return size


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    """`size` grown to the smallest window every screen is built for (pygame_gui's text
    layout never gets a box too small to lay a word in)."""
    return (max(MIN_W, int(size[0])), max(MIN_H, int(size[1])))


def layout_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size a window's screens are laid out for: at least the minimum, at most
    MAX_W x MAX_H (drawn in the window's top left corner)."""
    w, h = at_least_minimum(window)
    return (min(w, MAX_W), min(h, MAX_H))


class Resizes:
    """The window's size asked for and not laid out yet, and the frame time since."""

    def __init__(self) -> None:
        self.size: tuple[int, int] | None = None
        self.quiet = 0.0
        self._fresh = False

    @property
    def pending(self) -> bool:
        return self.size is not None

    def asked(self, w: int, h: int) -> None:
        self.size = (int(w), int(h))
        self.quiet = 0.0
        self._fresh = True  # the frame it came in does not count as quiet

    def due(self, dt: float) -> tuple[int, int] | None:
        """After a frame of `dt` seconds: the size to lay out now, or None (none asked, or
        the window is still being dragged)."""
        if self.size is None:
            return None
        if self._fresh:
            self._fresh = False
            return None
        self.quiet += dt
        if self.quiet < RESIZE_SETTLE_S:
            return None
        size, self.size = self.size, None
        return size


def resize(app: App, w: int, h: int) -> None:
    """Lay `app`'s screen out again for a window of w x h, now."""
    pg = app.pygame
    window = at_least_minimum((w, h))
    size = layout_size(window)
    if app.headless:  # no window to fill: the screen is what is laid out
        if size == app.size:
            return
        app.screen = pg.display.set_mode(size)
    elif not app.fullscreen:
        if window == app.screen.get_size() and size == app.size:
            return
        app.screen = pg.display.set_mode(window, pg.RESIZABLE)
        set_minimum_window_size(app)
        if app.screen.get_size() != (0, 0):
            window = app.screen.get_size()
            size = layout_size(window)
    elif size == app.size:
        return
    if not app.fullscreen:
        app.windowed_size = window
    app.size = size
    app._rebuild_ui()


def rebuild(app: App) -> None:
    """The screen on top built again, at the new size's scale, in a new pygame_gui manager
    (its theme's fonts are the scale's). The old one is let go: its widgets killed and nothing
    of ours keeping them; it took its ~28 open font files with it only when nothing did."""
    app.scale = scale_for(app.size)
    old, app.manager = app.manager, app._make_manager(app.size, app.scale)
    old.clear_and_reset()  # its widgets dead: a scene's list of them lets them go
    app._forget_widgets()
    app.text.clear()
    app.sprites.fonts.clear()  # the old scale's sizes, each an open file
    if app.top is not None:
        app.top.build_ui()


def toggle_fullscreen(app: App) -> None:
    pg = app.pygame
    try:
        if app.fullscreen:
            app.screen = pg.display.set_mode(app.windowed_size, pg.RESIZABLE)
            app.fullscreen = False
        else:
            app.windowed_size = app.screen.get_size()
            app.screen = pg.display.set_mode((0, 0), pg.FULLSCREEN)
            app.fullscreen = True
    except pg.error:
        return
    app.size = layout_size(app.screen.get_size())
    app._rebuild_ui()


def set_minimum_window_size(app: App) -> None:
    """Tell the window manager the smallest size (where the platform supports it)."""
    try:
        app.pygame.Window.from_display_module().minimum_size = (MIN_W, MIN_H)
    except (AttributeError, app.pygame.error, ValueError):
        pass  # resize() still never lays a screen out below the minimum
