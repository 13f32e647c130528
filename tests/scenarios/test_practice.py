"""Which drills practise a rule ("practise this" on the progress screen)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dealer_trainer.scenarios.practice import STRONG, WEAK, drills_for_rule, practice_index

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"


@pytest.fixture(scope="module")
def index():
    return practice_index(LIBRARY)


def strong(rule: str, index) -> list[str]:
    return [p.id for p in drills_for_rule(rule, index) if p.strength == STRONG]


def test_every_library_drill_is_indexed(index):
    ids = {sc.id for sc, _ in index.values()}
    files = [p for p in LIBRARY.glob("*.yaml")]
    assert len(ids) == len(files) >= 24


@pytest.mark.parametrize(
    ("rule", "drill"),
    [
        ("award.split", "split-pot"),
        ("bet.limit_cap", "limit-cap"),
        ("bet.pot_limit", "pot-limit"),
        ("pot.uncalled", "uncalled-bet"),
        ("blinds.straddle", "straddle"),
        ("award.side_first", "side-pots"),
        ("table.size", "ten-handed"),
        ("blinds.schedule", "tournament-levels"),
        ("error.two_extra", "two-extra"),
        ("error.misdeal", "exposed-first-card"),
    ],
)
def test_the_drill_about_a_rule_practises_it_strongly(rule, drill, index):
    ids = {sc.id: path for path, (sc, _) in index.items()}
    assert drill in ids
    assert drill in strong(rule, index)


def test_an_injected_irregularity_is_practised_only_by_the_drills_that_inject_it(index):
    found = drills_for_rule("error.premature_turn", index)
    assert {p.id for p in found} == set(strong("error.premature_turn", index))
    assert len(found) >= 2 and all("premature-turn" in p.id for p in found)


def test_a_step_every_drill_does_is_practised_weakly_by_all_easiest_first(index):
    found = drills_for_rule("deal.order", index)
    assert len(found) == len(index)
    assert all(p.strength == WEAK for p in found)
    assert [p.level for p in found] == sorted(p.level for p in found)


def test_strong_drills_come_before_weak_ones(index):
    found = drills_for_rule("award.split", index)
    strengths = [p.strength for p in found]
    assert strengths == sorted(strengths, reverse=True) and strengths[0] == STRONG
    assert WEAK in strengths


def test_a_drill_whose_solution_is_missing_or_broken_is_left_out(tmp_path):
    (tmp_path / "solutions").mkdir()
    for name in ("split-pot.yaml", "limit-cap.yaml", "straddle.yaml"):
        shutil.copy(LIBRARY / name, tmp_path / name)
    shutil.copy(LIBRARY / "solutions" / "split-pot.yaml", tmp_path / "solutions" / "split-pot.yaml")
    (tmp_path / "solutions" / "limit-cap.yaml").write_text("- deal: [\n", encoding="utf-8")
    index = practice_index(tmp_path)
    assert [sc.id for sc, _ in index.values()] == ["split-pot"]
    assert [p.id for p in drills_for_rule("award.split", index)] == ["split-pot"]
    assert strong("bet.limit_cap", index) == []


def test_the_suggestion_is_the_strong_drills_or_else_all_the_weak(index):
    from dealer_trainer.scenarios.practice import best_drills_for_rule

    assert {p.id for p in best_drills_for_rule("award.split", index)} == set(
        strong("award.split", index)
    )
    assert len(best_drills_for_rule("deal.order", index)) == len(index)
