"""Finding scenario files, trainee scripts and drill texts in folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from ..resources import builtin_drills_dir
from .userfile import walk_files

YAML_SUFFIXES = (".yaml", ".yml")
SOLUTIONS = "solutions"
TRANSLATIONS = "i18n"  # drill titles and descriptions in other languages
DRILLS_DIR = builtin_drills_dir()


def _in_folder(path: Path, root: Path | None, name: str) -> bool:
    """`path` lies in a folder called `name`, below `root` (or `root` is that folder)."""
    inside = path.relative_to(root).parts[:-1] if root is not None else path.parts[:-1]
    return (root is not None and root.name == name) or name in inside


def is_script_path(path: Path, root: Path | None = None) -> bool:
    """A file in a `solutions/` folder is a trainee script, not a scenario."""
    return _in_folder(path, root, SOLUTIONS)


def is_translation_path(path: Path, root: Path | None = None) -> bool:
    """A file in an `i18n/` folder holds drill texts, not a scenario."""
    return _in_folder(path, root, TRANSLATIONS)


def yaml_files(folder: Path, unread: list[tuple[Path, str]] | None = None) -> Iterator[Path]:
    """Every `*.yaml` / `*.yml` below `folder` that is not a folder, in a stable order (a
    FIFO or a broken link is listed, for the reader to say what it is); a sub-folder that
    cannot be listed goes into `unread`, with why. Raises UserFileError when `folder` cannot
    be listed."""
    found = (p for p in walk_files(folder, unread) if p.suffix.lower() in YAML_SUFFIXES)
    yield from sorted(found)


def scenario_files(folder: Path) -> Iterator[Path]:
    """The scenario files below `folder`, leaving out `solutions/` and `i18n/` (drill texts
    in other languages)."""
    for p in yaml_files(folder):
        if not is_script_path(p, folder) and not is_translation_path(p, folder):
            yield p
