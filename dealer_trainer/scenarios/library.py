"""The drills a trainee can choose: the built-in ones, then an instructor's folders.

An instructor's folder (the `scenarios/` folder in the user's data folder, and each
`--scenarios DIR`) is laid out like the built-in one: drills, `solutions/`, `i18n/`. Folders
are read in that order; a drill whose id an earlier folder already has is left out, with one
problem naming both files.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ..resources import user_drills_dir
from .discover import DRILLS_DIR, scenario_files
from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .playthrough import playable_scenario
from .userfile import UserFileError, is_folder, read_bytes, same_file_key

if TYPE_CHECKING:
    from .translations import DrillText


def drill_folders(extra: Iterable[Path] = ()) -> tuple[Path, ...]:
    """The built-in drills, the user's data folder's `scenarios/` when there is one, then
    `extra` (each `--scenarios DIR`), each folder once."""
    user = user_drills_dir()  # a data folder this user may not look into holds no drills
    found = [DRILLS_DIR, *([user] if is_folder(user) else []), *map(Path, extra)]
    unique: dict[str, Path] = {}
    for folder in found:  # a symlink loop keeps its name: load_library says what it is
        unique.setdefault(same_file_key(folder), folder)
    return tuple(unique.values())


def id_clash(scenario: Scenario, first: Scenario) -> Problem:
    """`scenario` has the id `first` already has: a problem at its id, naming both files."""
    pos, at = scenario.id_pos, first.id_pos
    return Problem(
        scenario.path,
        pos.line,
        pos.col,
        f"id: '{scenario.id}' is already used by {first.path}:{at.line}:{at.col}",
    )


@dataclass(frozen=True, slots=True)
class Library:
    """Every drill that loads and whose decisions play through, by level then id; the first
    problem of each file that does not, and each id clash."""

    folders: tuple[Path, ...]
    drills: tuple[Scenario, ...]
    problems: tuple[Problem, ...]  # the clashes among them
    clashes: dict[str, list[Problem]] = field(default_factory=dict, repr=False)
    _roots: dict[str, Path] = field(default_factory=dict, repr=False)

    def find(self, drill_id: str) -> Scenario | None:
        return next((s for s in self.drills if s.id == drill_id), None)

    def folder_of(self, scenario: Scenario) -> Path:
        """The library folder the drill comes from (its `i18n/` holds the drill's texts)."""
        return self._roots.get(scenario.id, Path(scenario.path).parent)

    def text(self, scenario: Scenario, lang: str) -> DrillText:
        """The drill's title and description in `lang`, English where its folder is silent."""
        folder = self.folder_of(scenario)
        from .translations import localized  # late: `drill` reads no drill texts

        return localized(scenario.id, scenario.title, scenario.description, lang, folder)


def load_library(
    extra: Iterable[Path] = (),
    *,
    folders: Iterable[Path] | None = None,
    playable: bool = True,
    may_hold: Callable[[Path], bool] | None = None,
) -> Library:
    """The drills of `folders` (default: `drill_folders(extra)`). `playable=False` only
    loads them (a report wanting titles need not play every drill's decisions through);
    `may_hold` leaves out, unread, the files it says no to."""
    read = playable_scenario if playable else load_scenario
    chosen = tuple(folders) if folders is not None else drill_folders(extra)
    drills: dict[str, Scenario] = {}
    roots: dict[str, Path] = {}
    problems: list[Problem] = []
    clashes: dict[str, list[Problem]] = {}
    for folder in chosen:
        try:
            paths = list(scenario_files(folder)) if is_folder(folder) else []
        except UserFileError as e:
            problems.append(Problem(str(folder), 1, 1, e.reason))
            continue
        for path in paths:
            if may_hold is not None and not may_hold(path):
                continue
            try:
                scenario = read(path)  # what the menu offers plays through
            except ScenarioError as e:
                problems += e.problems[:1]
                continue
            first = drills.setdefault(scenario.id, scenario)
            if first is not scenario:
                clashes.setdefault(scenario.id, []).append(id_clash(scenario, first))
                problems.append(clashes[scenario.id][-1])
                continue
            roots[scenario.id] = folder
    ordered = sorted(drills.values(), key=lambda s: (s.level, s.id))
    return Library(chosen, tuple(ordered), tuple(problems), clashes, roots)


def drill_path(name: str | Path, extra: Iterable[Path] = ()) -> Path:
    """A scenario file named on the command line: the file itself when it exists, else the
    drill of that id in the library (`play premature-turn` works from any folder). Raises
    ScenarioError for an id that clashes (naming both files)."""
    path = Path(name)
    try:
        exists = path.exists()
    except OSError:  # a name too long: the reader says so
        exists = True
    if exists or path.suffix.lower() in (".yaml", ".yml") or len(path.parts) != 1:
        return path
    # found by its id (running it plays it through): only the files that may hold that id
    # are read, enough to find it and any other file that claims it too. The id as a word:
    # `tda-premature-turn` is another drill's id, not `premature-turn` (ids are kebab-case,
    # and a scalar that goes on with a letter, digit or '-' is a longer one)
    word = re.compile(rf"(?<![\w-]){re.escape(str(name))}(?![\w-])")
    library = load_library(extra, playable=False, may_hold=partial(_may_name, word))
    if str(name) in library.clashes:
        raise ScenarioError(library.clashes[str(name)])
    found = library.find(str(name))
    return Path(found.path) if found is not None else path


def _may_name(word: re.Pattern[str], path: Path) -> bool:
    """Can the file at `path` have the id that `word` finds? Only if its text holds the id as
    a word, or an escape that can spell it (a double-quoted YAML string may write a letter
    as `\\x..`, `\\u....` or `\\U........`, or break it with an escaped line break; `\\"` in
    a title cannot); a file that cannot be read, or is not UTF-8, is read anyway, for the
    reader to say what it is."""
    try:
        text = read_bytes(path).decode("utf-8")
    except (UserFileError, UnicodeDecodeError):
        return True
    return word.search(text) is not None or _SPELLING_ESCAPE.search(text) is not None


# the YAML escapes that can spell an id's letters, digits or hyphen, or split it over lines
_SPELLING_ESCAPE = re.compile(r"\\(?:[xuU]|\r?\n)")
