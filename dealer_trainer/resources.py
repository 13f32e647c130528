"""Where the trainer's own files are: the built-in drills, the sprites and fonts, the text
catalogues and the GUI theme. The one place that locates them.

In an installed wheel the drills and the sprites are package data under
`dealer_trainer/_data/` (setup.py maps the checkout's top-level `scenarios/` and `sprites/`
there); run from a checkout, they are those top-level folders themselves. Both are plain
folders on disk (pip never installs a zipped package), so the package's own folder is found
from its import spec, and callers get a `Path`. (Not through `importlib.resources`, which imports
tempfile, shutil, bz2, lzma and zipfile: a tenth of a headless drill's start-up. platformdirs is
imported only when the user's folder is asked for, and not on Linux, where the XDG variables
answer.)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "dealer-trainer"
PACKAGE = "dealer_trainer"
PACKAGE_DATA = "_data"  # in the wheel: dealer_trainer/_data/scenarios, dealer_trainer/_data/sprites
SCENARIOS = "scenarios"
SPRITES = "sprites"


def package_dir() -> Path:
    """The `dealer_trainer` package folder, where its import found it (what
    `importlib.resources.files` answers for a package on disk)."""
    spec = sys.modules[PACKAGE].__spec__
    assert spec is not None and spec.submodule_search_locations
    return Path(spec.submodule_search_locations[0])


def _shipped(name: str) -> Path:
    """`name` (scenarios or sprites) as package data when installed, else the checkout's
    top-level folder beside the package."""
    packaged = package_dir() / PACKAGE_DATA / name
    if packaged.is_dir():
        return packaged
    return package_dir().parent / name


def builtin_drills_dir() -> Path:
    """The built-in drills, with their `solutions/`, `i18n/` and the JSON Schema."""
    return _shipped(SCENARIOS)


def scenario_schema_file() -> Path:
    return builtin_drills_dir() / "scenario.schema.json"


def sprites_dir() -> Path:
    """Card faces, backs, chips, table buttons and `fonts/`."""
    return _shipped(SPRITES)


def catalogue_dir() -> Path:
    """The i18n catalogues: `<lang>.json` and `<lang>/*.json` part files."""
    return package_dir() / "i18n" / "catalogue"


def classroom_dir() -> Path:
    """The instructor's pages: `templates/` and `static/` (the page's script and style)."""
    return package_dir() / "classroom"


def theme_file() -> Path:
    """The pygame_gui theme of the menus."""
    return package_dir() / "gui" / "theme.json"


def user_data_dir() -> Path:
    """The user's data folder for the trainer (platformdirs; no vendor folder on Windows)."""
    return _user_dir("XDG_DATA_HOME", ".local/share", "user_data_dir")


def user_cache_dir() -> Path:
    """The user's cache folder for the trainer (platformdirs; no vendor folder on Windows)."""
    return _user_dir("XDG_CACHE_HOME", ".cache", "user_cache_dir")


def _user_dir(variable: str, fallback: str, asked: str) -> Path:
    """On a Unix other than macOS, what platformdirs answers there, without its import (a
    few ms of every `drill <id>`): `$variable`, or `~/fallback` when it is unset or blank.
    Elsewhere platformdirs' function `asked`."""
    if os.name == "posix" and sys.platform != "darwin":
        base = os.environ.get(variable, "")
        return (Path(base) if base.strip() else Path.home() / fallback) / APP_NAME
    import platformdirs

    return Path(getattr(platformdirs, asked)(APP_NAME, appauthor=False))


def user_drills_dir() -> Path:
    """An instructor's own drills, added to the built-in ones: `scenarios/` in the user's
    data folder."""
    return user_data_dir() / SCENARIOS
