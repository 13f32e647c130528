"""The drills list, read once and kept while its files are unchanged.

Reading the thirty drill files (YAML, schema, translations) takes about a second; the
Drills screen, Next drill and the results need the list at once. `drills(folder, lang)`
returns the kept list while no file of the folder (or its translations) changed, and
`warm(folder, lang, data_dir)` reads it on a background thread at start-up, off the frames
(with the menu screens' imports and a new trainee's progress file).
"""

from __future__ import annotations

import importlib
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from .drills import DRILLS_DIR, DrillEntry, list_drills

# every file a list is read from: (its path, size, time)
Signature = tuple[tuple[str, int, int], ...]
# (the folders, the language, their files) -> (entries, skipped), as `list_drills` gives them
_kept: dict[tuple[tuple[str, ...], str, tuple[Signature, ...]],
            tuple[list[DrillEntry], list[str]]] = {}
_lock = threading.Lock()


def _signature(folder: Path) -> Signature:
    """Every file the list is read from, with its size and time (a change re-reads): the
    folder's YAML files and everything under its i18n/ folder (os.scandir: a millisecond
    for a hundred drills, where pathlib took several)."""
    out: list[tuple[str, int, int]] = []

    def scan(where: str, deep: bool) -> None:
        try:
            with os.scandir(where) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            return
        for e in entries:
            try:
                if e.is_dir():
                    if deep:
                        scan(e.path, True)
                    continue
                if deep or e.name.endswith(".yaml"):
                    st = e.stat()
                    out.append((e.path, st.st_size, st.st_mtime_ns))
            except OSError:
                continue

    scan(str(folder), False)
    scan(str(folder / "i18n"), True)
    return tuple(out)


def _folders(folder: Path | Sequence[Path]) -> list[Path]:
    return [Path(folder)] if isinstance(folder, (str, Path)) else [Path(f) for f in folder]


def drills(
    folder: Path | Sequence[Path] = DRILLS_DIR, lang: str = "en"
) -> tuple[list[DrillEntry], list[str]]:
    """(entries, skipped) as `list_drills` gives them for one folder or several (the
    built-in drills, then an instructor's), read again only after a change."""
    folders = _folders(folder)
    key = (tuple(str(f.resolve()) for f in folders), lang, tuple(map(_signature, folders)))
    with _lock:
        got = _kept.get(key)
        if got is None:
            got = list_drills(folders, lang)
            if len(_kept) > 8:
                _kept.clear()
            _kept[key] = got
    return list(got[0]), list(got[1])


def warm(
    folder: Path | Sequence[Path] = DRILLS_DIR,
    lang: str = "en",
    data_dir: str | Path | None | Literal[False] = False,
) -> threading.Thread:
    """Read the list, import the code of the menu's screens and, given a `data_dir` (None:
    the default place), create a missing progress file, all on a daemon thread now, so that
    the first Drills, Progress or Skills screen opens at once (`data_dir` False: no file)."""

    def work() -> None:
        drills(folder, lang)
        for name in SCREENS:  # a tenth of a second of imports (more with no .pyc files)
            try:
                importlib.import_module(name, __package__)
            except Exception:  # the screen itself will say what is wrong, when opened
                pass
        if data_dir is not False:
            create_store(data_dir)

    t = threading.Thread(target=work, daemon=True, name="drill-list")
    t.start()
    return t


SCREENS = (
    "..progress",
    ".scenes.drills",
    ".scenes.progress",
    ".scenes.skills",
    ".scenes.settings",
    ".scenes.class_view",
    ".scenes.results",
)


def create_store(data_dir: str | Path | None) -> None:
    """A progress file that does not exist yet, created (its tables made) and closed: the
    first screen that reads the records then opens it in a few milliseconds. A file that
    exists is left to the screens (a damaged one must be reported to the trainee)."""
    try:
        from ..progress import ProgressStore
        from ..progress.paths import DB_NAME, data_location

        where = data_location(data_dir)
        if isinstance(where, Path) and not (where / DB_NAME).exists():
            ProgressStore.open(where).close()
    except Exception:  # the screens open the store themselves and say what is wrong
        pass
