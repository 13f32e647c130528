"""The pygame_gui manager, themed from theme.json with DejaVu Sans at the window's scale.

DejaVu Sans covers the Latin (with Romanian and Portuguese diacritics), Greek and Cyrillic of
all five languages; pygame_gui's bundled font is only a fallback when the file is missing.
"""

from __future__ import annotations

import copy
import warnings
from collections.abc import Callable
from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.core.utility import get_default_manager, set_default_manager

from ..resources import theme_file
from ..scenarios.userfile import read_json
from .assets import FONT_BOLD, FONT_REGULAR

THEME = theme_file()
FONT_NAME = "dejavu"
# theme.json: a theme class (or element) -> its sections ("font", "misc", "colours") -> each
# setting's text, as pygame_gui reads them
ThemeBlock = dict[str, dict[str, str]]
Theme = dict[str, ThemeBlock]
# a pygame font of (pixel size, bold): `Fonts.get`
Measure = Callable[[int, bool], pygame.font.Font]


@lru_cache(maxsize=1)
def _base_theme() -> Theme:
    """theme.json read through the guarded reader (as every file is): its blocks of sections
    of settings, each setting's value as the text pygame_gui reads."""
    raw = read_json(THEME)
    return {
        name: {part: {k: str(v) for k, v in fields.items()}
               for part, fields in block.items() if isinstance(fields, dict)}
        for name, block in raw.items() if isinstance(block, dict)
    }


def scaled_theme(scale: float) -> Theme:
    """theme.json with font sizes and list rows scaled and the DejaVu paths filled in."""
    theme = copy.deepcopy(_base_theme())
    have_fonts = FONT_REGULAR.exists()
    for block in theme.values():
        font = block.get("font")
        if font is not None:
            if have_fonts:
                font["regular_path"] = str(FONT_REGULAR)
                font["bold_path"] = str(FONT_BOLD if FONT_BOLD.exists() else FONT_REGULAR)
            else:
                font["name"] = "noto_sans"
            font["size"] = str(max(9, round(int(font["size"]) * scale)))
        misc = block.get("misc")
        if misc and "list_item_height" in misc:
            misc["list_item_height"] = str(round(int(misc["list_item_height"]) * scale))
    return theme


def font_sizes(theme: Theme) -> set[int]:
    return {int(b["font"]["size"]) for b in theme.values() if "font" in b}


def make_manager(size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
    """A manager for a window of `size`, and pygame_gui's default from now on: pygame_gui
    would keep the first one made as its default for good, with its ~28 open font files."""
    theme = scaled_theme(scale)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager = pygame_gui.UIManager(size, theme_path=theme, enable_live_theme_updates=False)
        if FONT_REGULAR.exists():
            manager.add_font_paths(
                FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD if FONT_BOLD.exists() else FONT_REGULAR)
            )
            sizes = font_sizes(theme) | {8, 10, 12, 14, 18, 24, 32}  # and the HTML sizes 1..7
            manager.preload_fonts(
                [
                    {"name": FONT_NAME, "point_size": sz, "style": st}
                    for sz in sizes
                    for st in ("regular", "bold")
                ]
            )
    set_default_manager(manager)
    return manager


def release(manager: pygame_gui.UIManager) -> None:
    """What a closing App holds outside itself, let go: the queued events (not left to
    `display.quit`, which keeps each one's dictionary), pygame_gui's default manager if it is
    the App's, the progress files it opened (three descriptors each, not at exit only) and
    what `App.settle` froze (a test's App, closed, can be collected)."""
    import gc

    from .progress_link import close_all

    drop_events()
    if get_default_manager() is manager:
        set_default_manager(None)
    close_all()
    gc.unfreeze()


def drop_events() -> None:
    """Empty pygame's event queue by taking its events out. pygame-ce 2.5.8's `event.clear()`,
    and `display.quit()` with events queued, keep each dropped user event's dictionary for
    good (a reference held in C, out of the garbage collector's sight); a pygame_gui event's
    holds its element, so the element's manager and the manager's open font files."""
    pygame.event.get()


SMALLER = {  # a class, then the classes to try when its label does not fit
    "@action": ("@action_s", "@action_xs", "@action_xxs"),  # bold all the way down
    "@correction": ("@correction_s", "@correction_xs"),
    "@confirm": ("@confirm_s", "@action_xs"),
    "@small": ("@small_s",),
    "@menu": ("@menu_s",),
}


def class_font(theme_class: str, scale: float) -> tuple[int, bool]:
    """The (pixel size, bold) a theme class renders its text with at `scale`."""
    block = _base_theme().get(theme_class) or _base_theme()["button"]
    font = block.get("font") or _base_theme()["button"]["font"]
    return max(9, round(int(font["size"]) * scale)), font.get("bold") == "1"


def fitting_class(theme_class: str, text: str, width: int, scale: float, measure: Measure) -> str:
    """The first of `theme_class` and its smaller variants whose font fits `text` in `width`
    (`measure(size, bold)` gives a pygame font); the smallest if none does."""
    choices = (theme_class, *SMALLER.get(theme_class, ()))
    for c in choices:
        size, bold = class_font(c, scale)
        if measure(size, bold).size(text)[0] <= width:
            return c
    return choices[-1]


def fitting_row_class(
    theme_class: str, texts: list[str], width: int, scale: float, measure: Measure
) -> str:
    """One class for a row of buttons: the one its longest label needs, so that labels side
    by side do not jump between sizes."""
    order = (theme_class, *SMALLER.get(theme_class, ()))
    found = [fitting_class(theme_class, t, width, scale, measure) for t in texts]
    return max(found, key=order.index) if found else theme_class


def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), round(w), round(h))


def finish_states(manager: pygame_gui.UIManager) -> None:
    """Every state of every widget drawn now (normal, hovered, pressed, disabled): pygame_gui
    draws one state of each widget per update, so a ten-seat table's ~36 buttons made the
    three frames after it opened cost 5 to 15 ms each in a window that should run smoothly
    (issue 29). Drawn here, at the screen's build, they are the same images, made sooner."""
    for element in manager.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        if shape is None:
            continue
        queue = shape.states_to_redraw_queue
        while queue:
            shape.redraw_state(queue.popleft())
