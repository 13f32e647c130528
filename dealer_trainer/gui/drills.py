"""The drills in `scenarios/` and trainee scripts, through the scenarios package.

Every failure becomes a `DrillError` whose text is one `PATH:LINE:COL: problem` line each,
ready for stderr or for the menu's list of skipped files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..arbiter import TraineeAction

ROOT = Path(__file__).resolve().parents[2]
DRILLS_DIR = ROOT / "scenarios"


class DrillError(ValueError):
    """A scenario or script that cannot be used; `str()` is one line per problem."""


@dataclass(frozen=True, slots=True)
class DrillEntry:
    path: Path
    id: str
    title: str
    level: int
    description: str
    scenario: Any  # dealer_trainer.scenarios.Scenario


def _one_line(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    return text


def load_drill(path: Path | str) -> Any:
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


def scenario_paths(folder: Path) -> list[Path]:
    try:
        from ..scenarios.discover import scenario_files

        return list(scenario_files(folder))
    except Exception:
        return sorted(p for p in folder.glob("*.y*ml") if p.is_file())


def drill_text(sc: Any, lang: str, folder: Path = DRILLS_DIR) -> tuple[str, str]:
    """The drill's title and description in `lang` (scenarios/i18n/), else its English."""
    title, description = str(sc.title), str(sc.description or "")
    try:
        from ..scenarios.translations import localized

        t = localized(str(sc.id), title, description, lang, folder)
    except Exception:  # a broken translation file costs the translation, never the drill
        return title, description
    return t.title, t.description


def list_drills(folder: Path = DRILLS_DIR, lang: str = "en") -> tuple[list[DrillEntry], list[str]]:
    """Every loadable drill, by level then title, and one line for each file skipped; the
    titles and descriptions in `lang` where scenarios/i18n/ has them."""
    entries: list[DrillEntry] = []
    skipped: list[str] = []
    if not folder.is_dir():
        return entries, skipped
    for p in scenario_paths(folder):
        try:
            sc = load_drill(p)
        except DrillError as e:
            first = str(e).splitlines()[0] if str(e) else p.name
            skipped.append(first)
            continue
        title, description = drill_text(sc, lang, folder)
        entries.append(DrillEntry(p, str(sc.id), title, int(sc.level), description, sc))
    entries.sort(key=lambda d: (d.level, d.title.lower()))
    return entries, skipped
