"""Where the progress database lives, and the name a damaged one is kept under."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import platformdirs

APP_NAME = "dealer-trainer"
DB_NAME = "progress.sqlite3"
# SQLite's companion files: a WAL log and its index, or a rollback journal.
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal")


def default_data_dir() -> Path:
    """The user's data folder for the trainer (platformdirs; no vendor folder on Windows)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_path(data_dir: Path | None) -> Path:
    return (default_data_dir() if data_dir is None else Path(data_dir)) / DB_NAME


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
