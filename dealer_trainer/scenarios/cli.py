"""`drill`, `validate` and `list` (CONTRACT.md). Each returns the exit code.

Bad input is one `PATH:LINE:COL: message` line per problem on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .discover import DRILLS_DIR, scenario_files, yaml_files
from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .script import load_script

EXIT_PASSED, EXIT_NOT_PASSED, EXIT_BAD_INPUT = 0, 1, 2


def cmd_drill(args: argparse.Namespace) -> int:
    from ..arbiter.outcome import ScriptError
    from .runner import run_drill

    problems: list[Problem] = []
    scenario = script = None
    try:
        scenario = load_scenario(args.scenario)
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
        result = run_drill(scenario, script, getattr(args, "lang", "en") or "en")
    except ScriptError as e:
        _err_lines([f"{e.where or scenario.path}: {e}"])
        return EXIT_BAD_INPUT
    on_result = getattr(args, "on_result", None)
    if on_result is not None:  # the command line records the attempt (progress layer)
        on_result(scenario, result)
    if getattr(args, "json", False):
        _out(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        _out(format_summary(scenario, result))
    return EXIT_PASSED if result.get("passed") else EXIT_NOT_PASSED


def format_summary(scenario: Scenario, result: dict[str, Any]) -> str:
    """The human summary: one line per step, then the irregularities and the verdict."""
    lines = [f"{scenario.id}: {scenario.title}"]
    for s in result.get("steps", []):
        line = f"{s['n']:>4}  {s['action']:<34} {s['outcome']}"
        if s.get("rule"):
            line += f"  [{s['rule']}]"
        if s.get("message"):
            line += f"  {s['message']}"
        lines.append(line)
    for irr in result.get("irregularities", []):
        state = "corrected" if irr.get("corrected") else "NOT corrected"
        lines.append(f"irregularity at step {irr.get('step')}: {irr.get('rule')} ({state})")
    complete = result.get("final", {}).get("complete")
    lines.append(
        f"complete: {'yes' if complete else 'no'}   violations: {len(result.get('violations', []))}"
    )
    lines.append(
        f"passed: {'yes' if result.get('passed') else 'no'}   score: {result.get('score')}"
    )
    return "\n".join(lines)


def cmd_validate(args: argparse.Namespace) -> int:
    """Scenario files, or folders of them (recursively); files in `solutions/` as scripts."""
    from .validate import check_paths  # late, as `list` imports translations: `drill` needs neither

    reports = check_paths(args.paths)
    for arg in args.paths:
        if Path(arg).is_dir() and not any(True for _ in yaml_files(Path(arg))):
            _err_lines([f"{arg}: no .yaml files found"])
    for name, problems in reports:
        if problems:
            _err_lines(str(p) for p in problems)
        else:
            _out(f"{name}: ok")
    return EXIT_BAD_INPUT if any(problems for _, problems in reports) else 0


def cmd_list(args: argparse.Namespace) -> int:
    """The drills in the repository's scenarios/ folder, by level then id; with `--lang`,
    their titles in that language where scenarios/i18n/ has them."""
    from .translations import localized

    drills, problems = list_drills(DRILLS_DIR)
    if problems:
        _err_lines([f"{p.where}: not listed: {p.message}" for p in problems])
    lang = getattr(args, "lang", None) or "en"
    width = max((len(s.id) for s in drills), default=0)
    for s in drills:
        title = localized(s.id, s.title, s.description or "", lang).title
        _out(f"{s.id:<{width}}  {s.level}  {title}")
    return 0


def list_drills(folder: Path) -> tuple[list[Scenario], list[Problem]]:
    """The valid scenarios below `folder` sorted by level then id, and the first problem of
    each file that is not valid."""
    drills: list[Scenario] = []
    problems: list[Problem] = []
    if folder.is_dir():
        for f in scenario_files(folder):
            try:
                drills.append(load_scenario(f))
            except ScenarioError as e:
                problems += e.problems[:1]
    drills.sort(key=lambda s: (s.level, s.id))
    return drills, problems


def _out(text: str) -> None:
    _write(sys.stdout, text)


def _err_lines(lines: Any) -> None:
    for line in lines:
        _write(sys.stderr, line)


def _write(stream: Any, text: str) -> None:
    try:
        print(text, file=stream)
    except UnicodeEncodeError:  # a console that cannot show Greek or Macedonian
        enc = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(enc, "backslashreplace").decode(enc), file=stream)
