"""Issue 13, items 7 and 13: a drill whose scripted decisions the betting cannot take (or an
all_in whose `to` is not his stack) is found by `validate`, at the decision's line, and never
reaches the table (`play`, the drills list)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_trainer.gui.drills import DrillError, list_drills, load_drill
from dealer_trainer.scenarios import cli as scenario_cli
from dealer_trainer.scenarios import load_scenario, playthrough
from dealer_trainer.scenarios.playthrough import check_playable, unplayable
from dealer_trainer.scenarios.validate import check_paths

ROOT = Path(__file__).resolve().parents[2]
UNPLAYABLE = Path(__file__).resolve().parent / "unplayable"
DRILLS = ROOT / "scenarios"

# Each file of unplayable/ and the one line `validate` gives for it.
EXPECTED = {
    "all-in-for-less-on-the-flop.yaml":
        "15:10: this decision cannot be played: seat 2's all_in puts his whole stack in: "
        "to: 990 in this round, not 5 (or leave 'to' out)",
    "bet-facing-the-big-blind.yaml":
        "14:13: this decision cannot be played: seat 1 cannot bet: there is a bet to him; "
        "raise instead",
    # A check facing a bet and a raise not reopened are a player's attempts the dealer
    # rules on (CONTRACT.md): they are in attempts/, and play (test_ruling_entries.py).
    "decision-after-everyone-folded.yaml":
        "15:10: this decision cannot be played: the hand is over before this flop decision "
        "for seat 3",
    "raise-below-the-minimum.yaml": "14:13: this decision cannot be played: seat 1 must raise "
                                    "to at least 20, not 11",
    "raise-beyond-the-stack.yaml": "14:13: this decision cannot be played: seat 1 may raise to "
                                   "at most 1000, not 5000",
    "wrong-seat.yaml": "14:13: this decision cannot be played: this preflop decision is for "
                       "seat 3, but seat 1 is to act",
    "contract-example-wrong-seat.yaml": "14:13: this decision cannot be played: this preflop "
                                        "decision is for seat 4, but seat 1 is to act",
}


def test_every_unplayable_file_is_listed() -> None:
    assert sorted(EXPECTED) == sorted(p.name for p in UNPLAYABLE.glob("*.yaml"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_validate_reports_an_unplayable_decision_at_its_line(name: str) -> None:
    ((path, problems),) = check_paths([UNPLAYABLE / name])
    assert [str(p) for p in problems] == [f"{UNPLAYABLE / name}:{EXPECTED[name]}"]


def test_validate_command_exits_2_with_one_line_per_drill() -> None:
    proc = subprocess.run([sys.executable, "main.py", "validate", "tests/scenarios/unplayable"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert sorted(proc.stderr.splitlines()) == sorted(
        f"tests/scenarios/unplayable/{name}:{line}" for name, line in EXPECTED.items())


def test_every_shipped_drill_plays_through_with_and_without_its_solution() -> None:
    for path in sorted(DRILLS.glob("*.yaml")):
        scenario = load_scenario(path)
        assert check_playable(scenario) == [], path.name  # with scenarios/solutions/
        assert unplayable(scenario) == [], path.name  # by the arbiter's own next steps


def test_the_solution_beside_a_drill_is_played_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    applied: list[str] = []

    from dealer_trainer.arbiter import arbiter as arbiter_module

    class Recording(arbiter_module.Arbiter):
        def apply(self, action):  # type: ignore[no-untyped-def]
            applied.append(action.text())
            return super().apply(action)

    monkeypatch.setattr(arbiter_module, "Arbiter", Recording)  # what the play-through uses
    shutil.copy(UNPLAYABLE / "wrong-seat.yaml", tmp_path / "drill.yaml")
    (tmp_path / "solutions").mkdir()
    solution = tmp_path / "solutions" / "drill.yaml"
    # a solution with a wrong step first (a cut before the shuffle): the check follows it
    solution.write_text("- cut\n- shuffle\n- cut\n")
    scenario = load_scenario(tmp_path / "drill.yaml")
    want = [f"{tmp_path / 'drill.yaml'}:{EXPECTED['wrong-seat.yaml']}"]
    assert [str(p) for p in check_playable(scenario)] == want
    assert applied[:3] == ["cut", "shuffle", "cut"] and len(applied) > 3
    # a broken solution is left to `validate` (as a script): the arbiter's own steps are used
    applied.clear()
    solution.write_text("not: a list\n")
    assert [str(p) for p in check_playable(scenario)] == want
    assert applied[0] == "shuffle"


def test_play_refuses_an_unplayable_drill_before_opening_the_table() -> None:
    drill = UNPLAYABLE / "raise-below-the-minimum.yaml"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "main.py", "play", str(drill)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith(f"{drill}:{EXPECTED[drill.name]}")
    assert "internal error" not in proc.stderr


def test_the_drills_list_skips_an_unplayable_drill_with_its_line(tmp_path: Path) -> None:
    shutil.copy(DRILLS / "basic-deal.yaml", tmp_path / "basic-deal.yaml")
    shutil.copy(UNPLAYABLE / "wrong-seat.yaml", tmp_path / "wrong-seat.yaml")
    entries, skipped = list_drills(tmp_path)
    assert [e.id for e in entries] == ["basic-deal"]
    assert skipped == [f"{tmp_path / 'wrong-seat.yaml'}:{EXPECTED['wrong-seat.yaml']}"]
    with pytest.raises(DrillError):
        load_drill(tmp_path / "wrong-seat.yaml")
    drills, problems = scenario_cli.list_drills(tmp_path)  # the `list` command's
    assert [d.id for d in drills] == ["basic-deal"]
    assert [str(p) for p in problems] == skipped


def test_a_drill_is_played_again_only_when_its_files_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[str] = []
    real = playthrough.unplayable

    def counting(scenario, solution=()):  # type: ignore[no-untyped-def]
        played.append(scenario.path)
        return real(scenario, solution)

    monkeypatch.setattr(playthrough, "unplayable", counting)
    drill = tmp_path / "drill.yaml"
    shutil.copy(UNPLAYABLE / "wrong-seat.yaml", drill)
    scenario = load_scenario(drill)
    cached = len(playthrough._CACHE)
    first = check_playable(scenario)
    assert check_playable(scenario) == first and len(played) == 1
    (tmp_path / "solutions").mkdir()
    (tmp_path / "solutions" / "drill.yaml").write_text("- shuffle\n")
    assert check_playable(scenario) == first and len(played) == 2
    assert len(playthrough._CACHE) == cached + 1  # the drill's old result is not kept


def test_drill_refuses_an_unplayable_drill_however_short_the_script(tmp_path: Path) -> None:
    drill = UNPLAYABLE / "raise-below-the-minimum.yaml"
    script = tmp_path / "s.yaml"
    script.write_text("- shuffle\n")  # never reaches the decision
    proc = subprocess.run([sys.executable, "main.py", "drill", str(drill), "--script",
                           str(script), "--json"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == f"{drill}:{EXPECTED[drill.name]}\n"
