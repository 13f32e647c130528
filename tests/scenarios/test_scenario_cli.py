"""`validate` and `list`, and `drill`'s bad-input path: output lines and exit codes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from dealer_trainer.scenarios.cli import list_drills

HERE = Path(__file__).resolve().parent
GOOD = HERE / "good"
MINIMAL = (GOOD / "minimal.yaml").read_text()


def _drill(folder: Path, name: str, id_: str, level: int, title: str) -> Path:
    f = folder / name
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(MINIMAL.replace("id: minimal", f"id: {id_}").replace("level: 1", f"level: {level}")
                 .replace("title: The least a scenario needs", f"title: {title}"))
    return f


def test_validate_good_files_and_folders_exit_0(run_main) -> None:
    proc = run_main("validate", "tests/scenarios/good", "tests/scenarios/good/minimal.yaml")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.splitlines() == [
        "tests/scenarios/good/full.yaml: ok",
        "tests/scenarios/good/minimal.yaml: ok",
        "tests/scenarios/good/runner-sample.yaml: ok",
        "tests/scenarios/good/solutions/start.yaml: ok",  # checked as a trainee script
        "tests/scenarios/good/tab-in-flow.yaml: ok",
    ]


def test_validate_a_missing_path_exits_2(run_main, tmp_path: Path) -> None:
    proc = run_main("validate", tmp_path / "nope.yaml")
    assert proc.returncode == 2
    assert proc.stderr == f"{tmp_path / 'nope.yaml'}:1:1: no such file\n"


def test_validate_mixes_ok_and_problems(run_main, tmp_path: Path) -> None:
    shutil.copy(GOOD / "minimal.yaml", tmp_path / "a.yaml")
    (tmp_path / "b.yml").write_text("id: b\n")
    proc = run_main("validate", tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == f"{tmp_path / 'a.yaml'}: ok\n"
    assert proc.stderr.splitlines() == [
        f"{tmp_path / 'b.yml'}:1:1: missing required key '{k}'" for k in ("title", "level", "table")
    ]


def test_duplicate_ids_across_a_folder(run_main, tmp_path: Path) -> None:
    _drill(tmp_path, "one.yaml", "same-id", 1, "One")
    _drill(tmp_path, "sub/two.yaml", "same-id", 2, "Two")
    proc = run_main("validate", tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == f"{tmp_path / 'one.yaml'}: ok\n"
    assert proc.stderr == (f"{tmp_path / 'sub/two.yaml'}:1:5: id: 'same-id' is already used by "
                           f"{tmp_path / 'one.yaml'}:1:5\n")


def test_solutions_are_checked_as_scripts(run_main, tmp_path: Path) -> None:
    _drill(tmp_path, "d.yaml", "d", 1, "D")
    (tmp_path / "solutions").mkdir()
    (tmp_path / "solutions" / "d.yaml").write_text("- shuffle\n- cut\n- dael: 3\n")
    proc = run_main("validate", tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (f"{tmp_path / 'solutions/d.yaml'}:3:3: step 3: unknown action 'dael' "
                           "(did you mean 'deal'?)\n")


def test_list_drills_sorted_by_level_then_id(tmp_path: Path) -> None:
    _drill(tmp_path, "z.yaml", "zeta", 1, "Zeta")
    _drill(tmp_path, "a.yaml", "alpha", 2, "Alpha")
    _drill(tmp_path, "m/b.yml", "beta", 1, "Beta")
    (tmp_path / "solutions").mkdir()
    (tmp_path / "solutions" / "zeta.yaml").write_text("- shuffle\n")
    (tmp_path / "broken.yaml").write_text("id: [\n")
    drills, problems = list_drills(tmp_path)
    assert [(d.id, d.level, d.title) for d in drills] == [
        ("beta", 1, "Beta"), ("zeta", 1, "Zeta"), ("alpha", 2, "Alpha")]
    assert [p.path for p in problems] == [str(tmp_path / "broken.yaml")]


def test_list_command_exits_0_with_one_line_per_drill(run_main) -> None:
    proc = run_main("list")
    assert proc.returncode == 0
    rows = [re.fullmatch(r"(\S+) +([1-5])  (.+)", line) for line in proc.stdout.splitlines()]
    assert all(rows), proc.stdout
    keys = [(int(m[2]), m[1]) for m in rows if m]
    assert keys == sorted(keys)


def test_drill_with_bad_input_exits_2_with_every_line(run_main, tmp_path: Path) -> None:
    script = tmp_path / "s.yaml"
    script.write_text("- shuffle\n- deal: 0\n")
    bad = HERE / "broken" / "card-twice.yaml"
    proc = run_main("drill", bad, "--script", script)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == [
        f"{bad}:12:23: deck.order[3]: card Kd appears twice (first at line 12, column 15)",
        f"{script}:2:3: step 2: seat 0 is out of range 1..10",
    ]
    assert "Traceback" not in proc.stderr


def test_drill_with_a_missing_script_exits_2(run_main, tmp_path: Path) -> None:
    proc = run_main("drill", GOOD / "minimal.yaml", "--script", tmp_path / "none.yaml", "--json")
    assert proc.returncode == 2
    assert proc.stderr == f"{tmp_path / 'none.yaml'}:1:1: no such file\n"
