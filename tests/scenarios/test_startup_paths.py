"""What keeps `list` and `drill ID` quick (bench/startup.py): a drill named by its id is
found by reading only the files that may hold that id, and the play-through verdicts are
kept between runs (scenarios/verdicts.py), so an unchanged drill is not played again."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from dealer_trainer.scenarios.library import drill_path

ROOT = Path(__file__).resolve().parents[2]
BUILT_IN = ROOT / "scenarios"
UNPLAYABLE = Path(__file__).resolve().parent / "unplayable"


def _run(*args: str | Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=ROOT,
                          env={**os.environ, **env}, capture_output=True, text=True,
                          timeout=120)


def test_a_drill_is_found_by_its_id_whatever_its_file_is_called(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (BUILT_IN / "basic-deal.yaml").read_text(encoding="utf-8")
    (mine / "lesson-one.yaml").write_text(text.replace("id: basic-deal\n", "id: school-one\n"),
                                          encoding="utf-8")
    assert drill_path("school-one", [mine]) == mine / "lesson-one.yaml"
    assert drill_path("basic-deal", [mine]) == BUILT_IN / "basic-deal.yaml"
    assert drill_path("no-such-drill", [mine]) == Path("no-such-drill")  # the reader says so


def test_an_id_spelled_with_escapes_is_still_found_and_clashes_named(tmp_path: Path) -> None:
    """A double-quoted id may spell a letter with an escape: that file is read too."""
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (BUILT_IN / "basic-deal.yaml").read_text(encoding="utf-8")
    spelled = text.replace("id: basic-deal\n", 'id: "school-\\x6Fne"\n')  # \x6F is 'o'
    assert spelled != text
    (mine / "lesson-one.yaml").write_text(spelled, encoding="utf-8")
    assert drill_path("school-one", [mine]) == mine / "lesson-one.yaml"


def _files_loaded(monkeypatch) -> list[str]:
    """The names of the drill files the library loads from now on, in order."""
    from dealer_trainer.scenarios import library

    read: list[str] = []
    real = library.load_scenario

    def spy(path, *a, **k):
        read.append(Path(path).name)
        return real(path, *a, **k)

    monkeypatch.setattr(library, "load_scenario", spy)
    return read


def test_a_quoted_title_does_not_make_every_file_read(tmp_path: Path, monkeypatch) -> None:
    """`\\"` in a title cannot spell an id: looking up one drill by its id reads that drill's
    file (and those whose text names it), not every file with a quotation mark escaped."""
    read = _files_loaded(monkeypatch)
    assert drill_path("premature-turn") == BUILT_IN / "premature-turn.yaml"
    texts = {p.name: p.read_text(encoding="utf-8") for p in BUILT_IN.glob("*.yaml")}
    named = [n for n, t in texts.items() if re.search(r"(?<![\w-])premature-turn(?![\w-])", t)]
    escaped = [n for n, t in texts.items() if '\\"' in t]
    assert escaped, "no drill has an escaped quotation mark: this test proves nothing"
    assert sorted(read) == sorted(named)


def test_an_id_inside_a_longer_id_does_not_make_its_file_read(tmp_path: Path,
                                                              monkeypatch) -> None:
    """`tda-premature-turn` and `ruling-floor-ready-premature-turn` are other drills' ids:
    looking up `premature-turn` does not read their files; an id written in quotes, or
    followed by a comment, is still its file's id and is found."""
    read = _files_loaded(monkeypatch)
    longer = [p.name for p in BUILT_IN.glob("*.yaml") if p.name != "premature-turn.yaml"
              and "premature-turn" in p.read_text(encoding="utf-8")]
    assert longer, "no drill's text holds premature-turn inside a longer id: proves nothing"
    assert drill_path("premature-turn") == BUILT_IN / "premature-turn.yaml"
    assert read == ["premature-turn.yaml"]
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (BUILT_IN / "basic-deal.yaml").read_text(encoding="utf-8")
    (mine / "quoted.yaml").write_text(text.replace("id: basic-deal\n", 'id: "school-one"\n'),
                                      encoding="utf-8")
    (mine / "longer.yaml").write_text(
        text.replace("id: basic-deal\n", "id: school-one-b  # a longer id\n"),
        encoding="utf-8")
    read.clear()
    assert drill_path("school-one", [mine]) == mine / "quoted.yaml"
    assert read == ["quoted.yaml"]
    assert drill_path("school-one-b", [mine]) == mine / "longer.yaml"


_MODULES = (
    "import contextlib, io, sys\n"
    "from dealer_trainer.cli import main\n"
    "with contextlib.redirect_stdout(io.StringIO()):\n"
    "    main(['list', '--scenarios', sys.argv[1]])\n"
    "print('dealer_trainer.arbiter.arbiter' in sys.modules)\n"
)


def test_list_keeps_its_verdicts_and_plays_only_a_changed_drill(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(UNPLAYABLE / "wrong-seat.yaml", mine / "wrong-seat.yaml")
    env = {"DEALER_TRAINER_CACHE": str(tmp_path / "cache"),
           "XDG_DATA_HOME": str(tmp_path / "home")}
    first = _run("list", "--scenarios", mine, env=env)
    assert "wrong-seat.yaml" in first.stderr and "not listed" in first.stderr
    assert len(list((tmp_path / "cache").glob("playthrough-*.json"))) == 1
    played = [sys.executable, "-c", _MODULES, str(mine)]
    again = subprocess.run(played, cwd=ROOT, env={**os.environ, **env}, capture_output=True,
                           text=True, timeout=120)
    assert again.stdout.strip() == "False", again.stderr  # nothing played: no arbiter
    assert "wrong-seat.yaml" in again.stderr  # the kept verdict still says why
    second = _run("list", "--scenarios", mine, env=env)
    assert (second.stdout, second.stderr) == (first.stdout, first.stderr)
    text = (BUILT_IN / "basic-deal.yaml").read_text(encoding="utf-8")
    (mine / "wrong-seat.yaml").write_text(text.replace("id: basic-deal\n", "id: now-plays\n"),
                                          encoding="utf-8")  # edited: it plays now
    third = _run("list", "--scenarios", mine, env=env)
    assert third.stderr == "" and "now-plays" in third.stdout.split()


def test_an_empty_cache_setting_keeps_nothing(tmp_path: Path) -> None:
    env = {"DEALER_TRAINER_CACHE": "", "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    assert _run("list", env=env).returncode == 0
    assert not (tmp_path / "xdg").exists()
