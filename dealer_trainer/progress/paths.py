"""Where the progress database lives (a folder, or a PostgreSQL server's URL), and the
name a damaged file is kept under."""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from ..resources import user_data_dir

DB_NAME = "progress.sqlite3"
ENV_VAR = "DEALER_TRAINER_DATA"
# `postgresql://` or `postgres://`; a Path made of the URL has lost one of its slashes (and
# `postgresql://` alone, made a Path, is `postgresql:`).
_SERVER_URL = re.compile(r"^postgres(?:ql)?:/*(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
# SQLite's companion files: a WAL log and its index, or a rollback journal; and the stamp
# of the last integrity check (backend.py).
CHECKED_SUFFIX = ".checked"
WAL_IDS_SUFFIX = ".wal-ids"  # the salts of the logs written for the file (wal.py)
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal", CHECKED_SUFFIX, WAL_IDS_SUFFIX)


class DataLocationError(ValueError):
    """--data (or DEALER_TRAINER_DATA) names no place records can live: the message says why."""


def data_location(data: str | Path | None) -> Path | str:
    """Where the records live: a folder (SQLite) or a `postgresql://` URL (a str).

    `data` is --data as given (a Path made of a URL is read back as the URL); None takes
    DEALER_TRAINER_DATA, and without it the user's data folder. A URL with nothing after
    its scheme (no server, no database) raises DataLocationError: it is not a folder name.
    """
    if data is None or str(data) == "":
        data = os.environ.get(ENV_VAR, "").strip() or None
    if data is None:
        return user_data_dir()
    match = _SERVER_URL.match(str(data))
    if match:
        if not match["rest"].strip("/"):
            raise DataLocationError(
                f"{data} names no progress server: write postgresql://user@host:port/dbname"
            )
        return f"postgresql://{match['rest']}"
    return Path(data)


def data_argument(text: str) -> Path:
    """`--data` as given on the command line: an empty value is refused (as a Path it would
    be the current folder), and a server URL must name its server (DataLocationError)."""
    if not text.strip():
        raise DataLocationError(
            "--data is empty: give a folder or a postgresql://user@host/dbname URL"
        )
    data_location(text)
    return Path(text)


def database_path(data_dir: Path | None) -> Path:
    return (user_data_dir() if data_dir is None else Path(data_dir)) / DB_NAME


def aside_path(path: Path, when: datetime) -> Path:
    """A name next to `path` that no file has yet: `progress.sqlite3.damaged-20261202-181500`.

    A second damaged file in the same second gets `-2`, `-3` ...: nothing is ever overwritten.
    """
    stem = f"{path.name}.damaged-{when:%Y%m%d-%H%M%S}"
    candidate = path.with_name(stem)
    n = 2
    while _taken(candidate):
        candidate = path.with_name(f"{stem}-{n}")
        n += 1
    return candidate


def _taken(candidate: Path) -> bool:
    return candidate.exists() or any(
        candidate.with_name(candidate.name + s).exists() for s in COMPANION_SUFFIXES
    )
