"""The one door for every file the trainer reads: a drill, a script, a drill-text file, the
settings, the drill cache, the theme and the drill schema.

Only a regular file is read (a FIFO, a device or a folder would hang the reader or make no
sense), never more than a size cap, and every OS error becomes one plain line that names
what is wrong (no such file, permission, a symlink loop, a name too long...), never a
traceback. A JSON file (`read_json`) is also refused past a nesting depth, before the parser
could run out of stack. Folders to search go through `walk_files`, which says the same way
why a folder cannot be read. What the trainer writes goes through `write_text_atomic`: a
file half written (a full disk) never takes the place of the good one.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

MAX_BYTES = 1_000_000  # a drill is a few kilobytes; a long trainee script some hundred
MAX_DEPTH = 64  # the trainer's JSON files nest a few levels; the parser recurses per level
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_PARTS = itertools.count()  # the files being written, one name each


class UserFileError(OSError):
    """A file or folder that cannot be read; `str()` is one line saying why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


_REASONS = {
    errno.ENOENT: "no such file",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EISDIR: "is a folder, not a file",
    errno.ELOOP: "the path goes round in a loop of symbolic links",
    errno.ENAMETOOLONG: "the name is too long for this system",
    errno.EACCES: "permission denied: this user may not read it",
    errno.EPERM: "permission denied: this user may not read it",
}
_WRITE_REASONS = {
    errno.ENOSPC: "the disk is full: nothing was written",
    errno.EDQUOT: "the disk quota is used up: nothing was written",
    errno.EACCES: "permission denied: this user may not write there",
    errno.EPERM: "permission denied: this user may not write there",
    errno.EROFS: "the disk is read-only: nothing was written",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EISDIR: "is a folder, not a file",
    errno.EFBIG: "the file grew past what this disk or this user may write: nothing was written",
}


def os_reason(e: OSError, *, writing: bool = False) -> str:
    """One line for an OS error, without the path (the caller puts it in front)."""
    if isinstance(e, UserFileError):
        return e.reason
    if writing:
        return _WRITE_REASONS.get(e.errno or 0) or (
            f"cannot write it: {e.strerror or type(e).__name__}")
    known = _REASONS.get(e.errno or 0)
    if known:
        return known
    return f"cannot read it: {e.strerror or type(e).__name__}"


def _kind(mode: int) -> str | None:
    """What a file that is not a regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "is a named pipe (FIFO), not a regular file; only regular files are read"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device, not a regular file; only regular files are read"
    if stat.S_ISSOCK(mode):
        return "is a socket, not a regular file; only regular files are read"
    return "is not a regular file; only regular files are read"


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; raises UserFileError."""
    name = os.fspath(path)
    try:
        st = os.stat(name)  # before opening: opening a FIFO for reading would wait
        kind = _kind(st.st_mode)
        if kind:
            raise UserFileError(kind)
        _check_size(st.st_size, max_bytes)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(name, flags)
        with os.fdopen(fd, "rb") as f:
            kind = _kind(os.fstat(fd).st_mode)  # swapped for something else since the stat?
            if kind:
                raise UserFileError(kind)
            data = f.read(max_bytes + 1)  # the size can change between stat and read
    except UserFileError:
        raise
    except OSError as e:
        raise UserFileError(os_reason(e)) from None
    except ValueError:  # a NUL byte in the name
        raise UserFileError("the name holds a NUL character") from None
    if len(data) > max_bytes:
        raise UserFileError(f"the file is too big (more than {max_bytes:,} bytes)")
    return data


def _check_size(size: int, max_bytes: int) -> None:
    if size > max_bytes:
        raise UserFileError(f"the file is too big ({size:,} bytes; at most {max_bytes:,})")


def is_folder(path: str | Path) -> bool:
    """True for a folder one can list; False for anything else, even a path that errs."""
    try:
        return stat.S_ISDIR(os.stat(os.fspath(path)).st_mode)
    except (OSError, ValueError):
        return False


def same_file_key(path: Path) -> str:
    """A key telling whether two names are the same file (a loop or an error keeps the name)."""
    try:
        return str(path.resolve())
    except (OSError, RuntimeError, ValueError):  # RuntimeError: a symlink loop (Python 3.11)
        return os.path.abspath(path)


def walk_files(
    folder: Path, unread: list[tuple[Path, str]] | None = None
) -> Iterator[Path]:
    """Every entry below `folder` that is not a folder (in no set order), without following
    links to folders (a link loop would never end). A sub-folder that cannot be listed is
    passed over, and added to `unread` with the reason, for the caller to tell. Raises
    UserFileError when `folder` itself cannot be listed."""
    try:
        entries = list(os.scandir(folder))
    except OSError as e:
        raise UserFileError(os_reason(e)) from None
    pending = [entries]
    while pending:
        for entry in pending.pop():
            try:
                if entry.is_dir(follow_symlinks=False):
                    pending.append(list(os.scandir(entry.path)))
                    continue
            except OSError as e:
                if unread is not None:
                    unread.append((Path(entry.path), os_reason(e)))
                continue
            yield Path(entry.path)


def read_json(path: str | Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The value of a JSON file read through `read_bytes`; raises UserFileError with one line
    for a file that cannot be read, is not UTF-8, is not JSON or nests deeper than
    `max_depth` (checked before parsing: a parser recursing a million levels fails with no
    message of its own)."""
    try:
        text = read_bytes(path, max_bytes).decode("utf-8")
    except UnicodeDecodeError as e:
        raise UserFileError(f"not UTF-8 text (byte {e.start})") from None
    if json_depth(text) > max_depth:
        raise UserFileError(f"nested more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except ValueError as e:
        raise UserFileError(f"not JSON: {e}") from None
    except RecursionError:  # a smaller stack than the depth cap allows for
        raise UserFileError(f"nested more than {max_depth} levels deep") from None


def json_depth(text: str) -> int:
    """How deep the arrays and objects of JSON `text` nest (brackets inside strings do not
    count)."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if m.group() in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def write_text_atomic(path: str | Path, text: str, *, sync: bool = True) -> None:
    """Write `text` (UTF-8) to `path` through a file beside it that takes its name only once
    it is whole (and, with `sync`, on disk): a full disk or a crash leaves the old file as
    it was. Raises UserFileError with one line."""
    write_bytes_atomic(path, text.encode("utf-8"), sync=sync)


def write_bytes_atomic(path: str | Path, data: bytes, *, sync: bool = True) -> None:
    """`write_text_atomic` for bytes."""
    target = Path(path)
    part = target.with_name(f".{target.name}.{os.getpid()}.{next(_PARTS)}.part")
    try:  # not tempfile: a headless drill imports no module it does not need
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o666)
    except OSError as e:
        raise UserFileError(os_reason(e, writing=True)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        os.replace(part, target)
    except OSError as e:
        Path(part).unlink(missing_ok=True)
        raise UserFileError(os_reason(e, writing=True)) from None
    except BaseException:
        Path(part).unlink(missing_ok=True)
        raise
