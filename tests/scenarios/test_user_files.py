"""Whatever path a user hands the trainer, it answers with one clear line and never waits:
a FIFO, a device, a folder named like a drill, a symlink loop, a name too long, a file this
user may not read, a missing file (issue 13, items 5, 6, 11, 12, 17)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from counted_work import count_converted, record_opens

from dealer_trainer.scenarios import ScenarioError, load_scenario, load_script
from dealer_trainer.scenarios.terminal import printable
from dealer_trainer.scenarios.translations import check_translations
from dealer_trainer.scenarios.userfile import UserFileError, read_bytes

ROOT = Path(__file__).resolve().parents[2]
GOOD = Path(__file__).resolve().parent / "good"
LOADERS = [load_scenario, load_script, check_translations]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def _one_problem(load, path: Path) -> str:  # type: ignore[no-untyped-def]
    """The single `PATH:1:1: reason` line a loader gives for `path`."""
    try:
        problems = load(path)  # check_translations returns its problems
    except ScenarioError as e:
        problems = e.problems
    assert len(problems) >= 1
    (line,) = [str(p) for p in problems if "drill-text file is named" not in p.message]
    assert line.startswith(f"{path}:1:1: ") and "\n" not in line
    return line.split(": ", 1)[1]


def _main(*args: str | Path, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", timeout=timeout)


def _refused_cleanly(proc: subprocess.CompletedProcess[str], reason: str) -> None:
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr
    assert reason in proc.stderr


@needs_fifo
@pytest.mark.parametrize("load", LOADERS)
def test_a_fifo_is_refused_not_waited_on(tmp_path: Path, load) -> None:  # type: ignore[no-untyped-def]
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    assert _one_problem(load, fifo).startswith("is a named pipe (FIFO), not a regular file")


@needs_fifo
def test_a_fifo_as_drill_script_or_validate_argument_never_hangs(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    drill = ROOT / "scenarios" / "basic-deal.yaml"
    _refused_cleanly(_main("drill", drill, "--script", fifo, timeout=20), "named pipe (FIFO)")
    _refused_cleanly(_main("drill", fifo, "--script", fifo, timeout=20), "named pipe (FIFO)")
    _refused_cleanly(_main("validate", fifo, timeout=20), "named pipe (FIFO)")
    _refused_cleanly(_main("play", fifo, timeout=20), "named pipe (FIFO)")
    # in a folder it is reported, not skipped, and the other files are still checked
    shutil.copy(GOOD / "minimal.yaml", tmp_path / "minimal.yaml")
    proc = _main("validate", tmp_path, timeout=20)
    _refused_cleanly(proc, f"{fifo}:1:1: is a named pipe (FIFO)")
    assert f"{tmp_path / 'minimal.yaml'}: ok" in proc.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_before_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    opened = record_opens(monkeypatch)
    assert _one_problem(load_scenario, Path("/dev/zero")).startswith("is a device")
    assert "/dev/zero" not in opened  # never opened, so never read: /dev/zero has no end


@pytest.mark.parametrize("load", LOADERS)
def test_a_folder_named_like_a_drill_is_a_clear_problem(tmp_path: Path, load) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "a-folder.yaml"
    folder.mkdir()
    assert _one_problem(load, folder) == "is a folder, not a file"


def test_validate_of_a_folder_without_drills_exits_2(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.yaml"
    folder.mkdir()
    proc = _main("validate", folder)
    _refused_cleanly(proc, f"{folder}:1:1: no .yaml files found")
    assert proc.stdout == ""


@pytest.mark.parametrize("load", LOADERS)
def test_a_symlink_loop_is_one_line(tmp_path: Path, load) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "a.yaml").symlink_to(tmp_path / "b.yaml")
    (tmp_path / "b.yaml").symlink_to(tmp_path / "a.yaml")
    assert _one_problem(load, tmp_path / "a.yaml") == (
        "the path goes round in a loop of symbolic links")


def test_validate_of_a_symlink_loop_and_a_folder_holding_one(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").symlink_to(tmp_path / "b.yaml")
    (tmp_path / "b.yaml").symlink_to(tmp_path / "a.yaml")
    (tmp_path / "up").symlink_to(tmp_path)  # a link to a folder above: no endless walk
    _refused_cleanly(_main("validate", tmp_path / "a.yaml"), "loop of symbolic links")
    _refused_cleanly(_main("play", tmp_path / "a.yaml"), "loop of symbolic links")
    proc = _main("validate", tmp_path)
    _refused_cleanly(proc, f"{tmp_path / 'b.yaml'}:1:1: the path goes round in a loop")


@pytest.mark.parametrize("load", LOADERS)
def test_a_name_too_long_is_one_line(tmp_path: Path, load) -> None:  # type: ignore[no-untyped-def]
    long = tmp_path / ("x" * 300 + ".yaml")
    assert _one_problem(load, long) == "the name is too long for this system"
    _refused_cleanly(_main("validate", long), "the name is too long for this system")


def test_play_and_screenshot_with_a_name_too_long(tmp_path: Path) -> None:
    long = tmp_path / ("x" * 300 + ".yaml")
    _refused_cleanly(_main("play", long), "the name is too long for this system")
    _refused_cleanly(_main("--screenshot", tmp_path / "s.png", "--script", long),
                     "the name is too long for this system")


def test_a_missing_file_for_every_command(tmp_path: Path) -> None:
    gone = tmp_path / "gone.yaml"
    _refused_cleanly(_main("validate", gone), f"{gone}:1:1: no such file")
    _refused_cleanly(_main("drill", gone, "--script", gone), f"{gone}:1:1: no such file")
    assert _one_problem(load_script, tmp_path / "gone" / "x.yaml") == "no such file"
    assert _one_problem(load_script, GOOD / "minimal.yaml" / "x.yaml") == (
        "a part of the path is not a folder")


@pytest.fixture
def unreadable() -> Iterator[Path]:
    """A drill this user may not read, in a folder anyone may enter (for a dropped user)."""
    folder = Path(tempfile.mkdtemp(prefix="dt-perm-"))
    folder.chmod(0o755)
    f = folder / "secret.yaml"
    shutil.copy(GOOD / "minimal.yaml", f)
    f.chmod(0)
    yield f
    shutil.rmtree(folder)


def _as_unprivileged(code: str, root: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Run Python code as an ordinary user: as root (CI), drop to `nobody` with setpriv."""
    cmd = [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(root)!r}); {code}"]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: cannot drop privileges")
        cmd = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, cwd="/")


def _probe(drill: Path) -> str:
    """What the dropped user's run needs: the command itself, on a drill that is fine."""
    return f"from dealer_trainer.cli import main; sys.exit(main(['validate', {str(drill)!r}]))"


def _installed_packages() -> list[Path]:
    """The top-level packages and modules from outside the checkout (the virtual environment's
    site-packages) that a validate run loads, each as the path to copy."""
    code = ("import contextlib, io, sys; from dealer_trainer.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    main(['validate', {str(GOOD / 'minimal.yaml')!r}])\n"
            "import site, os\n"
            "roots = [os.path.realpath(p) for p in site.getsitepackages()]\n"
            "for name, m in list(sys.modules.items()):\n"
            "    f = getattr(m, '__file__', None)\n"
            "    if '.' in name or not f: continue\n"
            "    f = os.path.realpath(f)\n"
            "    for r in roots:\n"
            "        if f.startswith(r + os.sep):\n"
            "            top = os.path.join(r, os.path.relpath(f, r).split(os.sep)[0])\n"
            "            print(top)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True, cwd=str(ROOT)).stdout
    found = {Path(line) for line in out.splitlines() if line}
    # a compiled package's shared libraries sit beside it as NAME.libs
    libs = {p.parent / f"{p.name}.libs" for p in found}
    return sorted(found | {p for p in libs if p.is_dir()})


@pytest.fixture
def readable_checkout() -> Iterator[Path]:
    """The checkout, if the dropped user may read it and run validate from it; else (a clone
    inside a `mktemp -d` folder, mode 0700, with its virtual environment inside) a copy of the
    package, its drills and the installed packages it loads, in a folder anyone may read.
    Skipped, with the reason, when that user cannot even start this Python."""
    if _as_unprivileged(_probe(GOOD / "minimal.yaml")).returncode == 0:
        yield ROOT
        return
    copy = Path(tempfile.mkdtemp(prefix="dt-copy-"))
    try:
        copy.chmod(0o755)
        for name in ("dealer_trainer", "scenarios"):
            shutil.copytree(ROOT / name, copy / name,
                            ignore=shutil.ignore_patterns("__pycache__"))
        for src in _installed_packages():
            if src.is_dir():
                shutil.copytree(src, copy / src.name, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy(src, copy / src.name)
        shutil.copy(GOOD / "minimal.yaml", copy / "minimal.yaml")
        for folder, dirs, files in os.walk(copy):
            for d in dirs:
                os.chmod(os.path.join(folder, d), 0o755)
            for f in files:
                os.chmod(os.path.join(folder, f), 0o644)
        proc = _as_unprivileged(_probe(copy / "minimal.yaml"), copy)
        if proc.returncode != 0:
            pytest.skip("the unprivileged user cannot start this Python or import its packages"
                        f" ({sys.executable}): {proc.stderr.strip().splitlines()[-1:]}")
        yield copy
    finally:
        shutil.rmtree(copy)


def test_a_file_this_user_may_not_read_is_a_permission_message(
    unreadable: Path, readable_checkout: Path
) -> None:
    code = ("from dealer_trainer.cli import main; "
            f"sys.exit(main(['validate', {str(unreadable)!r}]))")
    proc = _as_unprivileged(code, readable_checkout)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == f"{unreadable}:1:1: permission denied: this user may not read it\n"


def test_validate_names_a_sub_folder_this_user_may_not_read(readable_checkout: Path) -> None:
    """Issue 28, fault 10: the sub-folder was passed over and the drills called fine."""
    folder = Path(tempfile.mkdtemp(prefix="dt-sub-"))
    try:
        folder.chmod(0o755)
        shutil.copy(GOOD / "minimal.yaml", folder / "minimal.yaml")
        hidden = folder / "locked"
        hidden.mkdir()
        shutil.copy(GOOD / "minimal.yaml", hidden / "other.yaml")
        hidden.chmod(0)  # nobody but root may list it
        code = ("from dealer_trainer.cli import main; "
                f"sys.exit(main(['validate', {str(folder)!r}]))")
        proc = _as_unprivileged(code, readable_checkout)
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr == f"{hidden}:1:1: permission denied: this user may not read it\n"
        assert f"{folder / 'minimal.yaml'}: ok" in proc.stdout
    finally:
        (folder / "locked").chmod(0o700)
        shutil.rmtree(folder)


def test_read_bytes_caps_the_size(tmp_path: Path) -> None:
    f = tmp_path / "big.yaml"
    f.write_bytes(b"x" * 101)
    with pytest.raises(UserFileError, match=r"too big \(101 bytes; at most 100\)"):
        read_bytes(f, 100)
    assert read_bytes(f, 101) == b"x" * 101


def test_a_long_string_aliased_many_times_is_refused_fast(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 5: a 953 KB file aliasing one 900 KB string 1,900 times (was 216 s and 5 GB)."""
    f = tmp_path / "bomb.yaml"
    f.write_text("id: bomb\ntitle: &t '" + "x" * 900_000 + "'\nlevel: 1\ntable: {small_blind: 1,"
                 " big_blind: 2, button: 1, seats: {1: {stack: 5}, 2: {stack: 5}}}\n"
                 "description: bomb " + "." * 46_000 + "\n"
                 "deck: {order: [" + ", ".join(["*t"] * 1900) + "]}\n", encoding="utf-8")
    assert 950_000 < f.stat().st_size < 1_000_000
    # the work, not the time: refused on the nodes' sizes before one value is expanded
    converted = count_converted(monkeypatch)
    with pytest.raises(ScenarioError, match="too much text"):
        load_scenario(f)
    assert converted == []
    proc = _main("validate", f, timeout=120)  # only a real hang: the expansion took 216 s
    assert proc.returncode == 2 and len(proc.stderr) < 400
    assert proc.stderr.startswith(f"{f}:6:15: too much text (more than 2,000,000 characters once "
                                  "aliases are expanded); refused")


def test_a_problem_quoting_a_huge_value_stays_short(tmp_path: Path) -> None:
    f = tmp_path / "long.yaml"
    f.write_text("id: '" + "X" * 50_000 + "'\ntitle: t\nlevel: 1\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert all(len(p.message) <= 300 for p in e.value.problems)
    assert any(p.message.endswith("...") for p in e.value.problems)


# ---- item 17: control characters from files are shown escaped on a terminal ---------------

def test_printable_escapes_controls_and_keeps_the_rest() -> None:
    assert printable("Ana \x1b[31mred\x1b[0m") == "Ana \\u001b[31mred\\u001b[0m"
    assert printable("a\nb\rc\x7fd\x9be\u202ef") == "a\\u000ab\\u000dc\\u007fd\\u009be\\u202ef"
    assert printable("Ελένη Țară — ok") == "Ελένη Țară — ok"


def test_an_ansi_escape_in_a_drill_title_is_printed_escaped(tmp_path: Path) -> None:
    drill = tmp_path / "ansi.yaml"
    text = (GOOD / "minimal.yaml").read_text(encoding="utf-8")
    drill.write_text(text.replace("title: The least a scenario needs",
                                  'title: "Evil \\e[2J\\e[31m\\u202e title\\nsecond line"')
                     .replace("{name: Eve,", '{name: "E\\e[1mve",'), encoding="utf-8")
    script = tmp_path / "script.yaml"
    script.write_text("- shuffle\n- cut\n", encoding="utf-8")
    proc = _main("drill", drill, "--script", script)
    assert proc.returncode == 1, proc.stderr
    assert "\x1b" not in proc.stdout and "\u202e" not in proc.stdout
    assert "minimal: Evil \\u001b[2J\\u001b[31m\\u202e title\\u000asecond line" in proc.stdout
    proc = _main("validate", drill.with_name("nope\x1b[31m.yaml"))
    assert "\x1b" not in proc.stderr and "nope\\u001b[31m.yaml:1:1: no such file" in proc.stderr


def test_solve_names_a_bad_path_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_trainer.scenarios import solve

    long = tmp_path / ("x" * 300 + ".yaml")
    assert solve.main([str(long)]) == 2
    assert capsys.readouterr().err == f"{long}:1:1: the name is too long for this system\n"
    assert not (tmp_path / "solutions").exists()  # no folder made for a drill that is not
