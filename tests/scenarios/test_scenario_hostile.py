"""Whatever the file holds, loading gives a Scenario or a ScenarioError: never another error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.scenarios import ScenarioError, load_scenario, load_script

GOOD = Path(__file__).resolve().parent / "good"
FULL = (GOOD / "full.yaml").read_text(encoding="utf-8")
ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _load_both(f: Path) -> None:
    for load in (load_scenario, load_script):
        try:
            load(f)
        except ScenarioError as e:
            assert e.problems
            for p in e.problems:
                assert p.line >= 1 and p.col >= 1 and p.path == str(f)
                assert "\n" not in p.message


@FUZZ
@given(data=st.binary(max_size=300))
def test_random_bytes(tmp_path: Path, data: bytes) -> None:
    f = tmp_path / "fuzz.yaml"
    f.write_bytes(data)
    _load_both(f)


@FUZZ
@given(cut=st.integers(0, len(FULL)), junk=st.text(max_size=12))
def test_a_valid_file_with_junk_spliced_in(tmp_path: Path, cut: int, junk: str) -> None:
    f = tmp_path / "fuzz.yaml"
    f.write_text(FULL[:cut] + junk + FULL[cut:], encoding="utf-8")
    _load_both(f)


@FUZZ
@given(lines=st.lists(st.sampled_from(FULL.splitlines()), max_size=40))
def test_lines_of_a_valid_file_shuffled(tmp_path: Path, lines: list[str]) -> None:
    f = tmp_path / "fuzz.yaml"
    f.write_text("\n".join(lines), encoding="utf-8")
    _load_both(f)


def test_a_tag_inside_a_script_runs_nothing(tmp_path: Path) -> None:
    marker = tmp_path / "script.marker"
    f = tmp_path / "s.yaml"
    f.write_text(f"- shuffle\n- deal: !!python/object/apply:os.system ['touch {marker}']\n")
    try:
        load_script(f)
    except ScenarioError as e:
        assert str(e).startswith(f"{f}:2:9: could not determine a constructor for the tag")
    else:
        raise AssertionError("no ScenarioError")
    assert not marker.exists()


def test_a_long_script_loads(tmp_path: Path) -> None:
    f = tmp_path / "long.yaml"
    f.write_text("- post: {seat: 3, blind: small}\n- deal: 4\n- wait\n" * 3000)
    assert len(load_script(f)) == 9000


def test_the_scenarios_package_never_imports_pygame() -> None:
    code = ("import sys, dealer_trainer.scenarios.cli, dealer_trainer.scenarios.runner; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
