"""Finding scenario files and trainee scripts in folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

YAML_SUFFIXES = (".yaml", ".yml")
SOLUTIONS = "solutions"
DRILLS_DIR = Path(__file__).resolve().parents[2] / "scenarios"


def is_script_path(path: Path, root: Path | None = None) -> bool:
    """A file in a `solutions/` folder is a trainee script, not a scenario."""
    inside = path.relative_to(root).parts[:-1] if root is not None else path.parts[:-1]
    root_named = root is not None and root.name == SOLUTIONS
    return root_named or SOLUTIONS in inside


def yaml_files(folder: Path) -> Iterator[Path]:
    """Every `*.yaml` / `*.yml` below `folder`, in a stable order."""
    found = (p for p in folder.rglob("*") if p.suffix.lower() in YAML_SUFFIXES and p.is_file())
    yield from sorted(found)


def scenario_files(folder: Path) -> Iterator[Path]:
    """The scenario files below `folder`, leaving out `solutions/` and `i18n/` (drill texts
    in other languages)."""
    for p in yaml_files(folder):
        inside = p.relative_to(folder).parts[:-1]
        if not is_script_path(p, folder) and "i18n" not in inside:
            yield p
