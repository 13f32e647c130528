"""Is the write-ahead log beside a progress file its own?

SQLite replays any `progress.sqlite3-wal` it finds beside the file, whoever wrote it: a
log from another station's copy (a copied or synced folder) is laid onto this file's
pages, the quick check passes, and the indexes then miss rows. SQLite keeps no mark of
the file a log belongs to, so the trainer keeps one: each log starts with two salts
that SQLite draws anew whenever it starts the log over, and after every write the
trainer notes the log's salts in `progress.sqlite3.wal-ids` (one line per log, appended).

On opening, a log that is not empty, that no other program has open (a trainer running
beside this one writes its log all the time), and whose salts are not noted, was not
written for this file: it is moved aside under a new name, kept, and not replayed. A
file with no notes at all (one from before this check) keeps its log as SQLite would.
A crash between a commit and its note costs that one attempt's frames, which are kept
aside with the log, never lost.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from .paths import WAL_IDS_SUFFIX

_WAL_MAGIC = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
_HEADER = 32  # magic, version, page size, checkpoint sequence, salt-1, salt-2, checksums
_DMS_BYTE = 128  # SQLite's "dead man switch" in the -shm file: every connection locks it
_KEEP_IDS = 16  # notes kept when the file is written anew

_noted: dict[str, str] = {}  # file -> the salts last noted by this process


def wal_path(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def ids_path(path: Path) -> Path:
    return path.with_name(path.name + WAL_IDS_SUFFIX)


def salts(path: Path) -> str | None:
    """The salts of the log beside `path` (hex), or None: no log, or not one."""
    try:
        with wal_path(path).open("rb") as f:
            head = f.read(_HEADER)
    except OSError:
        return None
    if len(head) < _HEADER or head[:4] not in _WAL_MAGIC:
        return None
    return head[16:24].hex()


def note(path: Path) -> None:
    """After a write: the log's salts, appended to the notes if new."""
    now = salts(path)
    if now is None or _noted.get(str(path)) == now:
        return
    try:
        with ids_path(path).open("a", encoding="ascii") as f:
            f.write(now + "\n")
    except OSError:
        return  # no note: the next open without this process keeps the log aside
    _noted[str(path)] = now


def tidy(path: Path) -> None:
    """After the last connection closed: keep only the last notes."""
    try:
        lines = ids_path(path).read_text(encoding="ascii").split()
        if len(lines) > _KEEP_IDS:
            ids_path(path).write_text("\n".join(lines[-_KEEP_IDS:]) + "\n", encoding="ascii")
    except OSError:
        pass


def is_foreign(path: Path, open_here: bool) -> bool:
    """A log not written for this file (see the module's text)."""
    wal = wal_path(path)
    try:
        if not wal.exists() or wal.stat().st_size == 0 or open_here:
            return False
        ids = ids_path(path).read_text(encoding="ascii").split()
    except OSError:
        return False  # no notes: a file from before the check, its log is trusted
    now = salts(path)
    if now is None or now in ids:
        return False  # not a log at all (SQLite ignores it), or this file's own
    return not _open_elsewhere(path)


def _open_elsewhere(path: Path) -> bool:
    """Another program has the file open: its connection holds a lock on the -shm file's
    dead-man byte. Tested by trying that byte's write lock (released at once)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: the log cannot be judged, keep it
        return True
    shm = path.with_name(path.name + "-shm")
    try:
        fd = os.open(shm, os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, _DMS_BYTE)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, _DMS_BYTE)
        return False
    finally:
        os.close(fd)


def set_aside(path: Path, when: datetime) -> Path:
    """Move the foreign log (and its index) to a new name beside the file; kept, unused."""
    stem = f"{path.name}-wal.foreign-{when:%Y%m%d-%H%M%S}"
    aside = path.with_name(stem)
    n = 2
    while aside.exists():
        aside = path.with_name(f"{stem}-{n}")
        n += 1
    os.rename(wal_path(path), aside)
    shm = path.with_name(path.name + "-shm")
    if shm.exists():
        os.remove(shm)  # an index of the foreign log: rebuilt from nothing
    return aside
