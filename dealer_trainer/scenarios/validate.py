"""`validate`'s work: check files and folders, scenarios and (in solutions/) trainee scripts."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .discover import is_script_path, is_translation_path, scenario_files, yaml_files
from .errors import Problem, ScenarioError
from .library import id_clash
from .loader import Scenario, load_scenario
from .playthrough import check_playable
from .script import load_script
from .translations import check_translations
from .userfile import UserFileError, is_folder, same_file_key


def check_file(path: str | Path, *, as_script: bool = False) -> list[Problem]:
    """Every problem of one scenario file (or, with `as_script`, one trainee script)."""
    try:
        if as_script:
            load_script(path)
        else:
            load_scenario(path)
    except ScenarioError as e:
        return e.problems
    return []


def check_paths(
    paths: Iterable[str | Path], *, library: Iterable[Scenario] = ()
) -> list[tuple[str, list[Problem]]]:
    """(file, problems) for every file named or found below a folder named, in order.
    Folders are searched for *.yaml and *.yml; files in a `solutions/` folder are checked
    as trainee scripts, files in an `i18n/` folder as drill texts (after every scenario, so
    that an id no drill has is found); an id used by two scenarios is a problem of the
    second, and so is an id that a `library` drill (from a folder not checked) has."""
    out: list[tuple[str, list[Problem]]] = []
    ids: dict[str, Scenario] = {}
    others = {s.id: s for s in library}
    seen: set[str] = set()
    texts: list[Path] = []
    for arg in paths:
        root = Path(arg)
        base = root if is_folder(root) else None  # where a file's folders are counted from
        unread: list[tuple[Path, str]] = []  # sub-folders this user may not list: not "fine"
        try:
            files = list(yaml_files(root, unread)) if base is not None else [root]
        except UserFileError as e:
            out.append((str(root), [Problem(str(root), 1, 1, e.reason)]))
            continue
        out += [(str(sub), [Problem(str(sub), 1, 1, why)]) for sub, why in sorted(unread)]
        if base is not None and not files and not unread:
            out.append((str(root), [Problem(str(root), 1, 1, "no .yaml files found")]))
        for f in files:
            key = same_file_key(f)
            if key in seen:  # a file named twice is checked once
                continue
            seen.add(key)
            if is_translation_path(f, base):
                texts.append(f)
            else:
                out.append((str(f), _check(f, is_script_path(f, base), ids, others)))
    beside: dict[Path, set[str] | None] = {}  # texts named alone: the ids of their drills
    for f in texts:
        folder = f.parent.parent
        if not ids and folder not in beside:
            beside[folder] = _drill_ids(folder)
        known = set(ids) or beside[folder]
        out.append((str(f), check_translations(f, known)))
    return out


def _drill_ids(folder: Path) -> set[str] | None:
    """The ids of the drills beside a drill-text file named alone; None if none loads
    (then an id cannot be checked)."""
    found: set[str] = set()
    try:
        files = list(scenario_files(folder))
    except UserFileError:
        return None
    for f in files:
        try:
            found.add(load_scenario(f).id)
        except ScenarioError:
            pass
    return found or None


def _check(
    path: Path, as_script: bool, ids: dict[str, Scenario], others: dict[str, Scenario]
) -> list[Problem]:
    if as_script:
        return check_file(path, as_script=True)
    try:
        scenario = load_scenario(path)
    except ScenarioError as e:
        return e.problems
    first = others.get(scenario.id) or ids.setdefault(scenario.id, scenario)
    return check_playable(scenario) if first is scenario else [id_clash(scenario, first)]
