"""The progress screen: the score chart, accuracy per rule, and "practise this"."""

from __future__ import annotations

from pathlib import Path

import pygame

from dealer_trainer.cli import main as cli_main
from dealer_trainer.gui.scenes.progress import ProgressScene
from dealer_trainer.scenarios.practice import best_drills_for_rule, practice_index

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"
PASSED = (120, 220, 140)
FAILED = (255, 130, 120)


def record(data: Path, trainee: str, drill: str, script: Path) -> int:
    return cli_main(
        [
            "--data",
            str(data),
            "--trainee",
            trainee,
            "drill",
            str(LIBRARY / f"{drill}.yaml"),
            "--script",
            str(script),
        ]
    )


def without_first_burn(tmp: Path) -> Path:
    lines = (LIBRARY / "solutions" / "basic-deal.yaml").read_text(encoding="utf-8").splitlines()
    i = next(n for n, line in enumerate(lines) if line.strip() == "- burn")
    out = tmp / "no-burn.yaml"
    out.write_text("\n".join(lines[:i] + lines[i + 1 :]) + "\n", encoding="utf-8")
    return out


def count(surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        surface.get_at((x, y))[:3] == colour
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    )


def open_progress(app, trainee: str):
    from dataclasses import replace

    app.settings = replace(app.settings, trainee=trainee)
    app.push(ProgressScene(app))
    app.frame(0.016)
    return app.top


def test_the_chart_shows_each_scored_attempt_green_or_red(app, tmp_path, capsys):
    data = app.data_dir
    assert record(data, "Ana", "basic-deal", LIBRARY / "solutions" / "basic-deal.yaml") == 0
    assert record(data, "Ana", "basic-deal", without_first_burn(tmp_path)) == 1
    capsys.readouterr()
    scene = open_progress(app, "Ana")
    assert [p.passed for p in scene.fig.stats.scores] == [True, False]
    assert count(app.screen, scene.chart, PASSED) > 10
    assert count(app.screen, scene.chart, FAILED) > 10


def test_practise_this_opens_the_drills_for_the_weakest_rule(app, driver, tmp_path, capsys):
    data = app.data_dir
    record(data, "Ana", "basic-deal", without_first_burn(tmp_path))
    capsys.readouterr()
    scene = open_progress(app, "Ana")
    weakest = scene.fig.stats.rules[0]
    assert weakest.accuracy < 0.9 and scene.weakest == weakest.rule
    assert scene.practise_btn.is_enabled
    driver.click(scene.practise_btn.rect.center)
    drills = app.top
    assert drills.name == "drills" and drills.rule == weakest.rule and drills.rule_found
    expected = [p.id for p in best_drills_for_rule(weakest.rule, practice_index(LIBRARY))]
    assert [e.id for e in drills.entries] == expected
    driver.key(pygame.K_ESCAPE)
    assert app.top is scene


def test_with_nothing_weak_there_is_nothing_to_practise(app, capsys):
    record(app.data_dir, "Ana", "basic-deal", LIBRARY / "solutions" / "basic-deal.yaml")
    capsys.readouterr()
    scene = open_progress(app, "Ana")
    assert scene.weakest is None and not scene.practise_btn.is_enabled


def test_a_trainee_with_no_records_sees_an_empty_chart_and_no_practice(app):
    scene = open_progress(app, "Nobody")
    assert scene.fig.stats is None
    assert scene.weakest is None and not scene.practise_btn.is_enabled
    assert count(app.screen, scene.chart, PASSED) == 0


def test_drills_for_a_rule_no_drill_practises_lists_them_all(app):
    from dealer_trainer.gui.scenes.drills import DrillsScene

    scene = DrillsScene(app, rule="no.such_rule")
    assert not scene.rule_found and len(scene.entries) == len(DrillsScene(app).entries)


def test_a_clean_drill_lists_the_rules_it_practised_and_counts_the_rest(app, capsys):
    from dealer_trainer.gui.scenes.progress import RULES_SHOWN, rules_html

    record(app.data_dir, "Ana", "basic-deal", LIBRARY / "solutions" / "basic-deal.yaml")
    capsys.readouterr()
    scene = open_progress(app, "Ana")
    rules = scene.fig.stats.rules
    assert len(rules) > RULES_SHOWN and all(r.accuracy == 1.0 for r in rules)
    html = rules_html(scene.fig, "en")
    assert f"and {len(rules) - RULES_SHOWN} more rules, none below 100%" in html
    from dealer_trainer.gui.text import rule_title

    shown = rules[RULES_SHOWN - 1].rule  # the last listed (the catalogue grows: not a fixed id)
    assert rule_title(shown, "en") in html
    assert shown not in html  # the rule's name, never its id


def test_the_drills_list_marks_what_the_trainee_has_passed(app, tmp_path, capsys):
    from dataclasses import replace

    from dealer_trainer.gui.scenes.drills import DrillsScene

    record(app.data_dir, "Ana", "basic-deal", LIBRARY / "solutions" / "basic-deal.yaml")
    record(app.data_dir, "Ana", "premature-turn", without_first_burn(tmp_path))
    capsys.readouterr()
    app.settings = replace(app.settings, trainee="Ana")
    scene = DrillsScene(app)
    labels = {e.id: scene._label(0, e) for e in scene.entries}
    assert labels["basic-deal"].startswith("✓ ")
    assert not labels["premature-turn"].startswith("✓") and not labels["heads-up"].startswith("✓")
    assert scene.records["premature-turn"].tries == 1 and not scene.records["premature-turn"].passed
    scene.selected = [e.id for e in scene.entries].index("basic-deal")
    assert "Passed · best score 100 · attempts: 1" in scene._description()
    scene.selected = [e.id for e in scene.entries].index("heads-up")
    assert "Not tried yet." in scene._description()


def test_recent_drills_are_named_by_their_titles_in_the_trainees_language(app, capsys):
    from dataclasses import replace

    record(app.data_dir, "Ana", "basic-deal", LIBRARY / "solutions" / "basic-deal.yaml")
    capsys.readouterr()
    scene = open_progress(app, "Ana")
    assert "A clean hand from shuffle to push" in scene.html
    app.settings = replace(app.settings, lang="ro")
    app.pop()
    scene = open_progress(app, "Ana")
    assert "O mână curată" in scene.html
