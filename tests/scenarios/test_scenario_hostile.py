"""Whatever the file holds, loading gives a Scenario or a ScenarioError: never another error;
and a drill that loads either plays through or names its unplayable decision (issue 13).

The examples are the same on every run; `HYPOTHESIS_PROFILE=explore` searches afresh."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.scenarios import ScenarioError, load_scenario, load_script
from dealer_trainer.scenarios.playthrough import playable_scenario

GOOD = Path(__file__).resolve().parent / "good"
FULL = (GOOD / "full.yaml").read_text(encoding="utf-8")
ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _load_both(f: Path) -> None:
    for load in (load_scenario, load_script, playable_scenario):
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


ACTIONS = ["fold", "check", "call", "bet", "raise", "all_in"]
decision = st.fixed_dictionaries(
    {"seat": st.sampled_from([1, 2, 3, 5]), "action": st.sampled_from(ACTIONS)},
    optional={"to": st.integers(1, 1500)},
)


@FUZZ
@given(streets=st.dictionaries(st.sampled_from(["preflop", "flop", "turn", "river"]),
                               st.lists(decision, max_size=6), max_size=4),
       seed=st.integers(0, 50), hands=st.integers(1, 2))
def test_random_decisions_play_through_or_name_their_line(
    tmp_path: Path, streets: dict, seed: int, hands: int
) -> None:
    """The class of item 7: whatever decisions a drill scripts, loading it for the table
    gives a playable drill or a ScenarioError at a decision's line, never another error."""
    body = ""
    for street, items in streets.items():
        body += f"  {street}:\n" + "".join(
            "    - {" + ", ".join(f"{k}: {v}" for k, v in d.items()) + "}\n" for d in items)
    f = tmp_path / "fuzz.yaml"
    f.write_text(f"id: fuzz\ntitle: t\nlevel: 1\nhands: {hands}\ntable:\n  small_blind: 5\n"
                 "  big_blind: 10\n  button: 1\n  seats:\n    1: {stack: 1000}\n"
                 "    2: {stack: 300}\n    3: {stack: 1000}\n"
                 f"deck: {{seed: {seed}}}\nplayers:\n" + (body or "  preflop: []\n"),
                 encoding="utf-8")
    try:
        playable_scenario(f)
    except ScenarioError as e:
        for p in e.problems:
            assert p.path == str(f) and p.line >= 1 and "\n" not in p.message


script_item = st.one_of(
    st.sampled_from(["shuffle", "cut", "burn", "flop", "turn", "river", "collect", "wait",
                     "showdown", "misdeal", "scrap", "nonsense", "- x", "{", "[1, 2"]),
    st.builds(lambda k, v: f"{{{k}: {v}}}",
              st.sampled_from(["deal", "wait", "post", "award", "move_button", "rule", "say"]),
              st.one_of(st.integers(-3, 12), st.sampled_from(["x", "{seat: 3}", "[1]", "2.0",
                                                              "{pot: 0, to: [1]}", "~"]))),
)


@FUZZ
@given(items=st.lists(script_item, max_size=30))
def test_random_trainee_scripts(tmp_path: Path, items: list[str]) -> None:
    f = tmp_path / "script.yaml"
    f.write_text("".join(f"- {item}\n" for item in items), encoding="utf-8")
    try:
        load_script(f)
    except ScenarioError as e:
        for p in e.problems:
            assert p.path == str(f) and p.line >= 1 and "\n" not in p.message


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
