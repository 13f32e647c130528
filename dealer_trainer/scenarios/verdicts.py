"""The play-through verdicts (playthrough.py), kept between runs in the user's cache folder.

Playing every drill's first hand through is most of what `list` costs (a few hundred
milliseconds for the built-in drills): each process would do it again for drills that have
not changed. A verdict is kept under the drill's path, with the stamps (time, size, inode)
of the drill and of its solution, in a file whose name holds a key of the trainer's own
code (the stamps of the modules that play a drill through, and Python's version): a drill
or a solution edited, or another trainer, and the drill is played again.

`DEALER_TRAINER_CACHE` names the folder to keep it in; empty, nothing is kept. A cache that
cannot be read or written is simply not used: the drills are played through, as without it.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import zlib
from pathlib import Path
from typing import Any

from ..resources import package_dir, user_cache_dir
from .errors import Problem
from .userfile import UserFileError, read_json, write_text_atomic

CACHE_ENV = "DEALER_TRAINER_CACHE"
CODE = ("engine", "arbiter", "scenarios")  # what decides whether a drill plays through
Stamps = tuple[object, object]
CACHE_MAX_BYTES = 16_000_000  # some hundred bytes a drill: far more drills than a school has

_table: dict[str, Any] | None = None  # this process's copy of the file
_dirty = False


def cache_file() -> Path | None:
    """The file, or None when the cache is turned off."""
    folder = os.environ.get(CACHE_ENV)
    if folder is not None:
        return Path(folder) / f"playthrough-{code_key()}.json" if folder else None
    return user_cache_dir() / f"playthrough-{code_key()}.json"


def code_key() -> str:
    """A key of the trainer's code that plays drills through: its modules' stamps."""
    root = package_dir()
    parts = [sys.version]
    for name in CODE:
        for folder, dirs, files in os.walk(root / name):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".py"):
                    st = os.stat(os.path.join(folder, f))
                    parts.append(f"{folder}/{f}:{st.st_mtime_ns}:{st.st_size}")
    text = "\n".join(parts).encode()  # zlib, not hashlib: OpenSSL costs 2 ms to import
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def lookup(path: str, stamps: Stamps) -> list[Problem] | None:
    """The kept verdict on the drill at `path` with these stamps, or None."""
    entry = _load().get(path)
    if not isinstance(entry, dict) or entry.get("stamps") != _plain(stamps):
        return None
    try:
        return [Problem(str(p), int(line), int(col), str(m))
                for p, line, col, m in entry.get("problems", [])]
    except (TypeError, ValueError):
        return None


def remember(path: str, stamps: Stamps, problems: list[Problem]) -> None:
    """Keep a verdict (written when the process ends)."""
    global _dirty
    table = _load()
    table[path] = {"stamps": _plain(stamps),
                   "problems": [[p.path, p.line, p.col, p.message] for p in problems]}
    if not _dirty:
        _dirty = True
        atexit.register(_save)


def _plain(stamps: Stamps) -> Any:
    return json.loads(json.dumps(stamps))  # tuples as lists, as the file gives them back


def _load() -> dict[str, Any]:
    global _table
    if _table is None:
        _table = {}
        where = cache_file()
        if where is not None:
            try:  # the guarded reader: a FIFO or /dev/zero in its place never hangs
                data = read_json(where, CACHE_MAX_BYTES)
                if isinstance(data, dict):
                    _table = data
            except UserFileError:
                pass
    return _table


def _save() -> None:
    where = cache_file()
    if where is None or _table is None:
        return
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(where, json.dumps(_table, ensure_ascii=False), sync=False)  # a cache
        for old in where.parent.glob("playthrough-*.json"):  # another trainer's, or older
            if old != where:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # not kept: the drills are played through again next time
