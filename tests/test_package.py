"""The package: the wheel carries the drills, sprites, fonts and catalogues; one module
locates them; `python -m dealer_trainer` runs the command line from any folder.

(.ci/run also installs the built wheel into a fresh venv and runs the commands from /tmp.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from dealer_trainer import resources

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("pyproject.toml", "setup.py", "README.md", "dealer_trainer", "scenarios", "sprites")


def _wheel_files(tmp_path: Path) -> set[str]:
    """Build the wheel from a copy of the checkout (nothing written into the checkout), as
    .ci/run and pip do: setuptools in an isolated build environment."""
    src = tmp_path / "src"
    src.mkdir()
    for name in SHIPPED:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(ROOT / name, src / name)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
         "-w", str(tmp_path / "dist"), str(src)],
        check=True, capture_output=True, timeout=300,
    )
    (wheel,) = (tmp_path / "dist").glob("dealer_trainer-*.whl")
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def test_the_wheel_carries_every_data_file(tmp_path: Path) -> None:
    files = _wheel_files(tmp_path)
    data = "dealer_trainer/_data/"
    drills = {p.relative_to(ROOT).as_posix() for p in (ROOT / "scenarios").rglob("*")
              if p.is_file()}
    assert drills and {data + d for d in drills} <= files  # drills, solutions, i18n, schema
    sprites = {p.relative_to(ROOT).as_posix() for p in (ROOT / "sprites").rglob("*")
               if p.is_file() and p.parts[-2] != "cards4" and p.suffix != ".py"}
    assert {data + s for s in sprites} <= files  # faces, back, chips, buttons, fonts
    assert data + "sprites/fonts/LICENSE-DejaVu.txt" in files
    assert not any(f.endswith("make_sprites.py") for f in files)
    package = ROOT / "dealer_trainer"
    own = {p.relative_to(ROOT).as_posix() for p in package.rglob("*")
           if p.is_file() and p.suffix in (".py", ".json") and "__pycache__" not in p.parts}
    assert own <= files  # the modules, the catalogues with their part files, theme.json
    pages = {p.relative_to(ROOT).as_posix() for p in (package / "classroom").rglob("*")
             if p.is_file() and p.suffix in (".html", ".js", ".css", ".svg")}
    assert len(pages) >= 8 and pages <= files  # the classroom's templates, script and style


def test_only_resources_locates_files_by_the_source_tree() -> None:
    users = sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "dealer_trainer").rglob("*.py")
        if "__file__" in p.read_text(encoding="utf-8")
    )
    assert users == []
    assert resources.builtin_drills_dir() == ROOT / "scenarios"  # run from the checkout
    assert resources.sprites_dir() == ROOT / "sprites"
    assert resources.scenario_schema_file().is_file() and resources.theme_file().is_file()
    assert (resources.catalogue_dir() / "en.json").is_file()


def test_python_m_runs_the_command_line_from_any_folder(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "home")}
    proc = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "list"],
        cwd=tmp_path, env=env, capture_output=True, text=True, encoding="utf-8", timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[0] == "basic-deal"


@pytest.mark.skipif(os.name != "posix" or sys.platform == "darwin",
                    reason="the XDG shortcut is taken only on a Unix other than macOS")
@pytest.mark.parametrize("value", [None, "", "   ", "/srv/school/data"])
def test_the_user_folders_are_where_platformdirs_puts_them(value: str | None,
                                                           monkeypatch) -> None:
    """The user's data and cache folders are found from the XDG variables without importing
    platformdirs (a few ms of every `drill <id>`), and are the folders platformdirs names."""
    import platformdirs

    for variable in ("XDG_DATA_HOME", "XDG_CACHE_HOME"):
        if value is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, value)
    assert resources.user_data_dir() == Path(
        platformdirs.user_data_dir(resources.APP_NAME, appauthor=False))
    assert resources.user_cache_dir() == Path(
        platformdirs.user_cache_dir(resources.APP_NAME, appauthor=False))
