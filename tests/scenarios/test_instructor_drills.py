"""An instructor's drills folder (CONTRACT.md "Where drills and records live"): `--scenarios
DIR` and `scenarios/` in the user's data folder add drills, with their solutions and texts,
to the built-in ones; an id a built-in drill has is an error naming both files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_trainer.gui.drills import list_drills
from dealer_trainer.scenarios.library import drill_folders, load_library

ROOT = Path(__file__).resolve().parents[2]
BUILT_IN = ROOT / "scenarios"


def _school(folder: Path, drill_id: str = "school-deal", source: str = "basic-deal") -> Path:
    """A drill of the instructor's (a built-in one under a new id), its solution, its
    Romanian title."""
    text = (BUILT_IN / f"{source}.yaml").read_text(encoding="utf-8")
    text = text.replace(f"id: {source}\n", f"id: {drill_id}\n", 1)
    (folder / "solutions").mkdir(parents=True, exist_ok=True)
    (folder / "i18n").mkdir(exist_ok=True)
    (folder / f"{drill_id}.yaml").write_text(text, encoding="utf-8")
    solution = (BUILT_IN / "solutions" / f"{source}.yaml").read_text(encoding="utf-8")
    (folder / "solutions" / f"{drill_id}.yaml").write_text(solution, encoding="utf-8")
    with (folder / "i18n" / "ro.yaml").open("a", encoding="utf-8") as texts:
        texts.write(f"{drill_id}:\n  title: Împărțirea școlii\n")
    return folder / f"{drill_id}.yaml"


def _main(*args: str | Path, home: Path) -> subprocess.CompletedProcess[str]:
    """`main.py ARGS` from a folder outside the checkout, with `home` as XDG_DATA_HOME."""
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *map(str, args)],
        cwd=home, env=env, capture_output=True, text=True, encoding="utf-8", timeout=120,
    )


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user data folder of the test's own (platformdirs reads XDG_DATA_HOME)."""
    data = tmp_path / "home"
    data.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


def test_list_shows_the_instructors_drill_in_its_language(home: Path, tmp_path: Path) -> None:
    _school(tmp_path / "mine")
    proc = _main("list", "--scenarios", tmp_path / "mine", "--lang", "ro", home=home)
    assert proc.returncode == 0 and proc.stderr == ""
    ids = [line.split()[0] for line in proc.stdout.splitlines()]
    assert "school-deal" in ids and "basic-deal" in ids
    assert [line.split(maxsplit=2)[1:] for line in proc.stdout.splitlines()
            if line.startswith("school-deal ")] == [["1", "Împărțirea școlii"]]


def test_drill_runs_an_instructors_drill_by_its_id(home: Path, tmp_path: Path) -> None:
    drill = _school(tmp_path / "mine")
    solution = drill.parent / "solutions" / drill.name
    proc = _main("--scenarios", tmp_path / "mine", "drill", "school-deal", "--script", solution,
                 "--json", home=home)
    assert proc.returncode == 0, proc.stderr
    assert '"scenario": "school-deal"' in proc.stdout


def test_the_user_data_folder_adds_its_drills(home: Path) -> None:
    _school(home / "dealer-trainer" / "scenarios")
    assert home / "dealer-trainer" / "scenarios" in drill_folders()
    proc = _main("list", home=home)
    assert "school-deal" in proc.stdout.split()


def test_an_id_clash_with_a_built_in_drill_names_both_files(home: Path, tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    clash = _school(mine, drill_id="heads-up", source="heads-up")
    mine_arg = ("--scenarios", mine)
    both = f"{clash}:2:5: id: 'heads-up' is already used by {BUILT_IN / 'heads-up.yaml'}:2:5"
    listed = _main("list", *mine_arg, home=home)
    assert listed.stderr == f"{clash}:2:5: not listed: {both.split(': ', 1)[1]}\n"
    validated = _main("validate", mine, *mine_arg, home=home)
    assert validated.returncode == 2 and validated.stderr == both + "\n"
    alone = _main("validate", mine, home=home)  # the built-in drills are always there
    assert alone.returncode == 2 and alone.stderr == both + "\n"
    run = _main("drill", "heads-up", "--script", mine / "solutions" / "heads-up.yaml", *mine_arg,
                home=home)
    assert run.returncode == 2 and run.stderr == both + "\n"


def test_validate_without_a_path_checks_every_folder(home: Path, tmp_path: Path) -> None:
    drill = _school(tmp_path / "mine")
    proc = _main("validate", "--scenarios", tmp_path / "mine", home=home)
    assert proc.returncode == 0, proc.stderr
    assert f"{drill}: ok" in proc.stdout.splitlines()
    assert f"{BUILT_IN / 'basic-deal.yaml'}: ok" in proc.stdout.splitlines()


def test_a_missing_drills_folder_is_one_line(home: Path, tmp_path: Path) -> None:
    proc = _main("list", "--scenarios", tmp_path / "nowhere", home=home)
    assert proc.returncode == 2
    assert proc.stderr == f"dealer-trainer: --scenarios {tmp_path / 'nowhere'}: no such folder\n"


def test_the_menu_lists_both_folders_and_skips_a_clash(home: Path, tmp_path: Path) -> None:
    _school(tmp_path / "mine")
    clash = _school(tmp_path / "mine", drill_id="heads-up", source="heads-up")
    entries, skipped = list_drills(drill_folders([tmp_path / "mine"]), "ro")
    titles = {e.id: e.title for e in entries}
    assert titles["school-deal"] == "Împărțirea școlii"
    assert entries[[e.id for e in entries].index("heads-up")].path == BUILT_IN / "heads-up.yaml"
    assert skipped == [f"{clash}:2:5: id: 'heads-up' is already used by "
                       f"{BUILT_IN / 'heads-up.yaml'}:2:5"]


def test_two_folders_are_read_in_order(home: Path, tmp_path: Path) -> None:
    _school(tmp_path / "a")
    second = _school(tmp_path / "b")
    library = load_library([tmp_path / "a", tmp_path / "b"])
    assert library.folder_of(library.find("school-deal")) == tmp_path / "a"  # type: ignore[arg-type]
    assert [p.path for p in library.problems] == [str(second)]
