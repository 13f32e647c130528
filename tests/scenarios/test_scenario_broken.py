"""The corpus of broken files: each gives exactly its expected `PATH:LINE:COL: message` lines.

Also: hostile input is harmless (a `!!python/object/apply` tag runs nothing; an alias bomb
and a huge file are refused quickly) and never gives a traceback.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from counted_work import count_converted, record_opens

from dealer_trainer.scenarios import ScenarioError, load_scenario, yamlnodes
from dealer_trainer.scenarios.validate import check_paths

BROKEN = Path(__file__).resolve().parent / "broken"
MARKER = "dealer-trainer-pwned.marker"  # what python-object-apply.yaml would create if run


def _expected() -> dict[str, list[str]]:
    table: dict[str, list[str]] = defaultdict(list)
    for line in (BROKEN / "expected.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            table[line.split(":", 1)[0]].append(line)
    return dict(table)


EXPECTED = _expected()
FILES = sorted(str(p.relative_to(BROKEN)) for p in BROKEN.rglob("*.yaml"))


def test_the_corpus_is_big_and_fully_listed() -> None:
    assert len(FILES) >= 30
    assert sorted(EXPECTED) == FILES


@pytest.mark.parametrize("name", FILES)
def test_broken_file_gives_its_lines(name: str) -> None:
    ((path, problems),) = check_paths([BROKEN / name])
    assert path == str(BROKEN / name)
    got = [str(p).replace(f"{BROKEN}/", "", 1) for p in problems]
    assert got == EXPECTED[name]


@pytest.mark.parametrize("name", [
    "card-twice.yaml", "yaml-unclosed-flow.yaml", "unknown-key-top.yaml", "many-problems.yaml",
    "not-utf8.yaml", "alias-bomb.yaml", "solutions/unknown-action.yaml",
])
def test_validate_command_prints_the_lines_and_exits_2(run_main, name: str) -> None:
    rel = Path("tests/scenarios/broken") / name
    proc = run_main("validate", rel)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == [f"tests/scenarios/broken/{line}" for line in EXPECTED[name]]


def test_validate_of_the_whole_corpus_folder(run_main) -> None:
    proc = run_main("validate", "tests/scenarios/broken")
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    want = [f"tests/scenarios/broken/{line}" for name in FILES for line in EXPECTED[name]]
    assert sorted(proc.stderr.splitlines()) == sorted(want)


def test_python_tag_runs_nothing(run_main, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    evil = BROKEN / "python-object-apply.yaml"
    assert "!!python/object/apply:os.system" in evil.read_text()
    assert MARKER in evil.read_text()
    proc = run_main("validate", evil, cwd=tmp_path)
    assert proc.returncode == 2 and "tags are refused" in proc.stderr
    proc = run_main("drill", evil, "--script", evil, cwd=tmp_path)
    assert proc.returncode == 2
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ScenarioError):
        load_scenario(evil)
    assert not (tmp_path / MARKER).exists()


def test_python_tag_deep_inside_runs_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "inner.marker"
    f = tmp_path / "s.yaml"
    f.write_text(f"id: x\ntitle: t\nlevel: 1\ntable:\n  seats: !!python/object/apply:os.system "
                 f"['touch {marker}']\n")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert f"{f}:5:10: could not determine a constructor" in str(e.value)
    assert not marker.exists()


def test_alias_bomb_is_refused_before_expanding(monkeypatch: pytest.MonkeyPatch) -> None:
    converted = count_converted(monkeypatch)
    with pytest.raises(ScenarioError) as e:
        load_scenario(BROKEN / "alias-bomb.yaml")
    assert "too many values" in str(e.value)
    assert converted == []  # refused on the nodes' sizes, not after a billion expansions


def test_a_50_mb_file_is_refused_before_parsing(
    tmp_path: Path, run_main, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.yaml"
    with big.open("wb") as f:
        f.write(b"id: big\n")
        f.truncate(50 * 1024 * 1024)
    opened = record_opens(monkeypatch)
    with pytest.raises(ScenarioError) as e:
        load_scenario(big)
    assert str(big) not in opened  # refused on its size, never opened nor read
    monkeypatch.undo()
    assert str(e.value) == f"{big}:1:1: the file is too big (52,428,800 bytes; at most 1,000,000)"
    proc = run_main("validate", big)
    assert proc.returncode == 2 and "too big" in proc.stderr


def test_deep_nesting_gives_a_problem_not_a_traceback(tmp_path: Path) -> None:
    f = tmp_path / "deep.yaml"
    f.write_text("a: " + "[" * 20000 + "]" * 20000 + "\n")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert str(e.value).startswith(f"{f}:1:")


def test_a_missing_file_and_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as e:
        load_scenario(tmp_path / "nope.yaml")
    assert str(e.value) == f"{tmp_path / 'nope.yaml'}:1:1: no such file"
    with pytest.raises(ScenarioError) as e:
        load_scenario(tmp_path)
    assert str(e.value) == f"{tmp_path}:1:1: is a folder, not a file"


def test_a_file_of_many_values_is_refused_without_composing_it_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    f = tmp_path / "wide.yaml"
    f.write_text("a: [" + "1," * 400_000 + "]\n")
    composed: list[int] = []
    compose = yamlnodes._Bounded.compose_node
    monkeypatch.setattr(yamlnodes._Bounded, "compose_node",
                        lambda self, *a: composed.append(1) or compose(self, *a))
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert len(composed) <= 10_002  # stopped past the cap, not 400,001 nodes composed
    assert "too many values (more than 10,000); refused" in str(e.value)
