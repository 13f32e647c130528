"""Start-up: a command imports only what it uses (issue 11). Not timed: bench/startup.py times
it; this holds the imports that made start-up slow out of the commands that do not need them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NEVER_WITHOUT_A_WINDOW = {"pygame", "pygame_gui", "pokerkit"}


def _modules_after(code: str) -> set[str]:
    """The modules a fresh interpreter holds after running `code` in the repository."""
    proc = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sorted(sys.modules)))"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert proc.returncode in (0, 1), proc.stderr
    return set(proc.stdout.split())


def _modules_of_command(*argv: str) -> set[str]:
    code = (
        "import contextlib, io\n"
        "from dealer_trainer.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    main({list(argv)!r})\n"
    )
    return _modules_after(code)


def _packages(modules: set[str]) -> set[str]:
    return {m.split(".")[0] for m in modules}


def test_importing_the_command_line_imports_no_command() -> None:
    loaded = _modules_after("import dealer_trainer.cli")
    assert not _packages(loaded) & (NEVER_WITHOUT_A_WINDOW | {"jsonschema", "yaml", "sqlite3"})
    assert not {m for m in loaded if m.startswith("dealer_trainer.")} - {"dealer_trainer.cli"}


@pytest.mark.parametrize("argv", [
    ("drill", "scenarios/premature-turn.yaml", "--script",
     "scenarios/solutions/premature-turn.yaml"),
    ("list",),
])
def test_a_valid_drill_is_read_and_run_without_jsonschema(argv: tuple[str, ...]) -> None:
    packages = _packages(_modules_of_command(*argv))
    assert "yaml" in packages  # the command did read its files
    assert not packages & (NEVER_WITHOUT_A_WINDOW | {"jsonschema", "sqlite3"})


def test_drill_leaves_out_what_only_validate_and_list_use() -> None:
    loaded = _modules_of_command("drill", "scenarios/premature-turn.yaml", "--script",
                                 "scenarios/solutions/premature-turn.yaml")
    assert "dealer_trainer.arbiter" in loaded
    assert not loaded & {"dealer_trainer.scenarios.validate",
                         "dealer_trainer.scenarios.translations", "dealer_trainer.progress"}


def test_a_broken_drill_still_gets_jsonschema_to_word_its_problems(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: Bad Id\ntitle: t\nlevel: 9\ntable: {}\n", encoding="utf-8")
    assert "jsonschema" in _packages(_modules_of_command("validate", str(bad)))


def test_drill_imports_no_archive_temp_file_or_user_folder_modules() -> None:
    """argparse's own help formatter imports shutil (with bz2 and lzma) for the terminal's
    width, importlib.resources imports tempfile and zipfile, platformdirs finds the user's
    folder: a headless drill needs none of them."""
    loaded = _modules_of_command("drill", "scenarios/premature-turn.yaml", "--script",
                                 "scenarios/solutions/premature-turn.yaml")
    assert not loaded & {"shutil", "tempfile", "zipfile", "bz2", "lzma", "importlib.resources",
                         "platformdirs"}


def test_drill_by_its_id_finds_the_user_folder_without_platformdirs() -> None:
    """`drill <id>` looks in the user's data folder too; on Linux the XDG variables say where
    it is, and platformdirs (a few ms to import) is not loaded."""
    if sys.platform != "linux":
        pytest.skip("platformdirs answers where XDG does not apply")
    loaded = _modules_of_command("drill", "premature-turn", "--script",
                                 "scenarios/solutions/premature-turn.yaml")
    assert "dealer_trainer.scenarios.library" in loaded
    assert "platformdirs" not in loaded
    assert "hashlib" not in loaded  # the verdict cache's key is made with zlib
