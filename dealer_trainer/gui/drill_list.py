"""The drills list, read once and kept while its files are unchanged.

Reading the thirty drill files (YAML, schema, translations) takes about a second; the
Drills screen, Next drill and the results need the list at once. `drills(folder, lang)`
returns the kept list while no file of the folder (or its translations) changed, and
`warm(folder, lang)` reads it on a background thread at start-up, off the frames.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .drills import DRILLS_DIR, list_drills

_lock = threading.Lock()
_kept: dict[tuple[Any, ...], tuple[list[Any], list[str]]] = {}


def _signature(folder: Path) -> tuple[Any, ...]:
    """Every file the list is read from, with its size and time (a change re-reads)."""
    out: list[tuple[str, int, int]] = []
    for sub in (folder, folder / "i18n"):
        try:
            for p in sorted(sub.rglob("*") if sub.name == "i18n" else sub.glob("*.yaml")):
                st = p.stat()
                out.append((str(p), st.st_size, st.st_mtime_ns))
        except OSError:
            continue
    return tuple(out)


def _folders(folder: Path | Sequence[Path]) -> list[Path]:
    return [Path(folder)] if isinstance(folder, (str, Path)) else [Path(f) for f in folder]


def drills(
    folder: Path | Sequence[Path] = DRILLS_DIR, lang: str = "en"
) -> tuple[list[Any], list[str]]:
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


def warm(folder: Path | Sequence[Path] = DRILLS_DIR, lang: str = "en") -> threading.Thread:
    """Read the list (and import the progress records' code) on a daemon thread now, so
    that the first Drills or Progress screen opens at once."""

    def work() -> None:
        drills(folder, lang)
        from .. import progress  # noqa: F401  (its import is a tenth of a second)

    t = threading.Thread(target=work, daemon=True, name="drill-list")
    t.start()
    return t
