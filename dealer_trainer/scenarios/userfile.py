"""The one door for a file a user hands the trainer: a drill, a script, a drill-text file.

Only a regular file is read (a FIFO, a device or a folder would hang the reader or make no
sense), never more than a size cap, and every OS error becomes one plain line that names
what is wrong (no such file, permission, a symlink loop, a name too long...), never a
traceback. Folders to search go through `list_folder`, which says the same way why a
folder cannot be read.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

MAX_BYTES = 1_000_000  # a drill is a few kilobytes; a long trainee script some hundred


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


def os_reason(e: OSError) -> str:
    """One line for an OS error, without the path (the caller puts it in front)."""
    if isinstance(e, UserFileError):
        return e.reason
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


def walk_files(folder: Path) -> Iterator[Path]:
    """Every entry below `folder` that is not a folder (in no set order), without following
    links to folders (a link loop would never end); a sub-folder that cannot be listed is
    passed over. Raises UserFileError when `folder` itself cannot be listed."""
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
            except OSError:
                continue
            yield Path(entry.path)
