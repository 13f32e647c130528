"""The drills (built-in and an instructor's folders) and trainee scripts, through the
scenarios package.

Every failure becomes a `DrillError` whose text is one `PATH:LINE:COL: problem` line each,
ready for stderr or for the menu's list of skipped files.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..arbiter import TraineeAction
from ..resources import builtin_drills_dir

if TYPE_CHECKING:  # the scenarios package is imported when a drill is first read
    from ..scenarios.loader import Scenario

DRILLS_DIR = builtin_drills_dir()


class DrillError(ValueError):
    """A scenario or script that cannot be used; `str()` is one line per problem."""


@dataclass(frozen=True, slots=True)
class DrillEntry:
    path: Path
    id: str
    title: str
    level: int
    description: str
    scenario: Scenario


def _one_line(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    return text


def load_drill(path: Path | str) -> Scenario:
    """The Scenario in `path`; raises DrillError."""
    p = Path(path)  # a missing file, a folder, a FIFO...: the scenarios' reader says which
    try:
        from ..scenarios.playthrough import playable_scenario
    except Exception as e:  # pragma: no cover - the package is part of the tree
        raise DrillError(f"{p}: the scenario loader is not available ({e})") from None
    try:  # with its decisions played through: the table never meets one it cannot play
        return playable_scenario(p)
    except Exception as e:
        raise DrillError(_one_line(e)) from None


def load_actions(path: Path | str) -> list[TraineeAction]:
    """The trainee actions of a `--script` file; raises DrillError."""
    p = Path(path)
    try:
        from ..scenarios import load_script
    except Exception as e:  # pragma: no cover
        raise DrillError(f"{p}: the script loader is not available ({e})") from None
    try:
        return [item.action for item in load_script(p)]
    except Exception as e:
        raise DrillError(_one_line(e)) from None


def find_drill(name: Path | str, extra: Sequence[Path] = ()) -> Scenario:
    """The Scenario `play NAME` means: a file, or a drill's id (built-in or from the `extra`
    folders); raises DrillError."""
    from ..scenarios import ScenarioError
    from ..scenarios.library import drill_path

    try:
        path = drill_path(name, extra)
    except ScenarioError as e:
        raise DrillError(_one_line(e)) from None
    return load_drill(path)


def drill_text(sc: Scenario, lang: str, folder: Path = DRILLS_DIR) -> tuple[str, str]:
    """The drill's title and description in `lang` (scenarios/i18n/), else its English."""
    title, description = str(sc.title), str(sc.description or "")
    try:
        from ..scenarios.translations import localized

        t = localized(str(sc.id), title, description, lang, folder)
    except Exception:  # a broken translation file costs the translation, never the drill
        return title, description
    return t.title, t.description


def list_drills(
    folder: Path | Sequence[Path] = DRILLS_DIR, lang: str = "en"
) -> tuple[list[DrillEntry], list[str]]:
    """Every loadable drill of `folder` (or of each folder in turn: the built-in drills,
    then an instructor's), by level then title, and one line for each file skipped (an id
    an earlier folder has is skipped, naming both files); the titles and descriptions in
    `lang` where the drill's folder has them in i18n/."""
    from ..scenarios.library import load_library

    folders = [folder] if isinstance(folder, Path) else list(folder)
    library = load_library(folders=folders)
    entries: list[DrillEntry] = []
    for sc in library.drills:
        text = library.text(sc, lang)
        entries.append(
            DrillEntry(Path(sc.path), sc.id, text.title, sc.level, text.description, sc)
        )
    entries.sort(key=lambda d: (d.level, d.title.lower()))
    return entries, [str(p) for p in library.problems]
