"""`drill`, `validate` and `list` (CONTRACT.md). Each returns the exit code.

Bad input is one `PATH:LINE:COL: message` line per problem on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .discover import yaml_files
from .errors import Problem, ScenarioError
from .library import drill_path, load_library
from .loader import Scenario
from .playthrough import playable_scenario
from .script import load_script
from .terminal import printable, printable_lines, write_line
from .userfile import UserFileError, is_folder

EXIT_PASSED, EXIT_NOT_PASSED, EXIT_BAD_INPUT = 0, 1, 2


def cmd_drill(args: argparse.Namespace) -> int:
    from ..arbiter.outcome import ScriptError
    from .runner import run_drill

    problems: list[Problem] = []
    scenario = script = None
    try:  # a drill `validate` refuses is bad input here too, however far the script goes
        scenario = playable_scenario(drill_path(args.scenario, _extra(args)))
    except ScenarioError as e:
        problems += e.problems
    try:
        script = load_script(args.drill_script)
    except ScenarioError as e:
        problems += e.problems
    if problems or scenario is None or script is None:
        _err_lines(str(p) for p in problems)
        return EXIT_BAD_INPUT
    try:
        lang = getattr(args, "lang", "en") or "en"
        result = run_drill(scenario, script, lang, getattr(args, "mode", None) or "practice",
                           on_step=getattr(args, "on_step", None))
    except ScriptError as e:  # a path the playthrough did not take
        _err_lines([f"{e.where or scenario.path}: {e}"])
        return EXIT_BAD_INPUT
    on_result = getattr(args, "on_result", None)
    if on_result is not None:  # the command line records the attempt (progress layer)
        on_result(scenario, result)
    if getattr(args, "json", False):
        _out(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        _out(format_summary(scenario, result, lang))
    return EXIT_PASSED if result.get("passed") else EXIT_NOT_PASSED


def format_summary(scenario: Scenario, result: dict[str, Any], lang: str = "en") -> str:
    """The human summary in `lang`: one line per step (its action and outcome in script
    form, the arbiter's message), then the irregularities and the verdict; the text from the
    files (title, names in messages) shown escaped where it holds controls."""
    from ..arbiter.messages import msg

    def say(key: str, **params: object) -> str:
        return msg(key, lang, **params)

    title = scenario.title
    if lang != "en":  # the drill's own translation, beside it (English where it has none)
        from .translations import localized  # late: an English drill reads no translations

        folder = Path(scenario.path).parent
        title = localized(scenario.id, scenario.title, scenario.description, lang, folder).title
    lines = [f"{scenario.id}: {title}"]
    for s in result.get("steps", []):
        line = f"{s['n']:>4}  {s['action']:<34} {s['outcome']}"
        if s.get("rule"):
            line += f"  [{s['rule']}]"
        if s.get("message"):
            line += f"  {s['message']}"
        lines.append(line)
        if s.get("fix"):  # Learn: the correction, under the irregularity
            lines.append(f"{'':>6}{s['fix']}")
    yes, no = say("summary.yes"), say("summary.no")
    for irr in result.get("irregularities", []):
        state = say("summary.corrected" if irr.get("corrected") else "summary.not_corrected")
        lines.append(
            say("summary.irregularity", step=irr.get("step"), rule=irr.get("rule"), state=state)
        )
    complete = result.get("final", {}).get("complete")
    lines.append(
        say("summary.complete", complete=yes if complete else no,
            violations=len(result.get("violations", [])))
    )
    lines.append(
        say("summary.verdict", passed=yes if result.get("passed") else no,
            score=result.get("score"), mode=say(f"mode.{result.get('mode', 'practice')}"))
    )
    return "\n".join(map(printable, lines))  # a break or escape from the files stays escaped


def cmd_validate(args: argparse.Namespace) -> int:
    """Scenario files, or folders of them (recursively); files in `solutions/` as scripts.
    With no path, every drills folder (built-in, the user's, `--scenarios`). A drill whose
    id another folder of the library already has is a problem naming both files."""
    library = load_library(_extra(args))
    paths = [Path(a) for a in args.paths] or list(library.folders)
    named = _named_files(paths)
    others = [s for s in library.drills if Path(s.path).resolve() not in named]
    from .validate import check_paths  # late: `drill` needs none of it

    reports = check_paths(paths, library=others)
    for name, problems in reports:
        if problems:
            _err_lines(str(p) for p in problems)
        else:
            _out(f"{name}: ok")
    return EXIT_BAD_INPUT if any(problems for _, problems in reports) else 0


def cmd_list(args: argparse.Namespace) -> int:
    """The built-in drills and an instructor's (`--scenarios`, the user's data folder), by
    level then id; with `--lang`, their titles in that language where the drill's folder
    has an i18n/ file for it."""
    library = load_library(_extra(args))
    if library.problems:
        _err_lines([f"{p.where}: not listed: {p.message}" for p in library.problems])
    lang = getattr(args, "lang", None) or "en"
    width = max((len(s.id) for s in library.drills), default=0)
    for s in library.drills:
        _out(f"{s.id:<{width}}  {s.level}  {library.text(s, lang).title}")
    return 0


def list_drills(folder: Path) -> tuple[list[Scenario], list[Problem]]:
    """The valid scenarios below `folder` sorted by level then id, and the first problem of
    each file that is not valid."""
    library = load_library(folders=[folder])
    return list(library.drills), list(library.problems)


def _extra(args: argparse.Namespace) -> list[Path]:
    """The instructor's folders named with `--scenarios DIR`."""
    return list(getattr(args, "scenarios", None) or [])


def _named_files(paths: list[Path]) -> set[Path]:
    """The files `validate` was asked to check, resolved (a folder: its .yaml files)."""
    named: set[Path] = set()
    for arg in paths:
        try:
            named.update(f.resolve() for f in (yaml_files(arg) if is_folder(arg) else [arg]))
        except (UserFileError, OSError, RuntimeError):  # RuntimeError: a symlink loop
            continue  # check_paths reports the folder that cannot be listed
    return named


def _out(text: str) -> None:
    """Lines this program made (their breaks kept), each made printable."""
    write_line(sys.stdout, printable_lines(text))


def _err_lines(lines: Any) -> None:
    """One line each: a break inside one (from a file) is shown escaped."""
    for line in lines:
        write_line(sys.stderr, printable(line))
