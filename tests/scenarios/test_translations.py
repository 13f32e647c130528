"""Drill titles and descriptions in the trainee's language (scenarios/i18n/<lang>.yaml)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.discover import scenario_files
from dealer_trainer.scenarios.translations import check_translations, localized
from dealer_trainer.scenarios.validate import check_paths

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"
LANGS = ("ro", "pt", "el", "mk")
DRILLS = {sc.id: sc for sc in (load_scenario(p) for p in scenario_files(LIBRARY))}
IDS = sorted(DRILLS)


def rule_ids_named(text: str) -> set[str]:
    """`(bet.round_complete)` and the like: rule ids a description names."""
    return {
        w.strip("().,;:·")
        for w in text.split()
        if w.startswith("(")
        and "." in w
        and w.strip("().,;:·").replace("_", "").replace(".", "").isalpha()
        and w.strip("().,;:·").islower()
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_drill_has_its_title_and_description_in_each_language(lang: str) -> None:
    path = LIBRARY / "i18n" / f"{lang}.yaml"
    assert check_translations(path, set(IDS)) == []
    texts = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert sorted(texts) == IDS
    for drill_id, sc in DRILLS.items():
        t = localized(drill_id, sc.title, sc.description or "", lang)
        assert t.title != sc.title and t.description != sc.description, (lang, drill_id)
        assert rule_ids_named(sc.description or "") <= rule_ids_named(t.description), drill_id


def test_english_and_a_silent_file_give_the_scenario_s_own_text(tmp_path: Path) -> None:
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "ro.yaml").write_text(
        "basic-deal:\n  title: O mână curată\n", encoding="utf-8"
    )
    assert localized("basic-deal", "T", "D", "en", tmp_path).title == "T"
    ro = localized("basic-deal", "T", "D", "ro", tmp_path)
    assert (ro.title, ro.description) == ("O mână curată", "D")  # the field it lacks
    assert localized("other", "T", "D", "ro", tmp_path).title == "T"  # the drill it lacks
    assert localized("basic-deal", "T", "D", "pt", tmp_path).title == "T"  # no file


def test_a_broken_file_costs_the_translation_not_the_drill(tmp_path: Path) -> None:
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "el.yaml").write_text("basic-deal: [unclosed\n", encoding="utf-8")
    assert localized("basic-deal", "T", "D", "el", tmp_path).title == "T"


def test_validate_finds_an_id_no_drill_has_with_a_did_you_mean(tmp_path: Path) -> None:
    shutil.copy(LIBRARY / "basic-deal.yaml", tmp_path / "basic-deal.yaml")
    (tmp_path / "i18n").mkdir()
    bad = tmp_path / "i18n" / "mk.yaml"
    bad.write_text("basic-deel:\n  title: Чиста рака\n", encoding="utf-8")
    for args in ([tmp_path], [bad]):  # the folder, or the file named alone
        report = dict(check_paths(args))
        assert [str(p) for p in report[str(bad)]] == [
            f"{bad}:1:1: no drill has id 'basic-deel' (did you mean 'basic-deal'?)"
        ]
    assert dict(check_paths([tmp_path]))[str(tmp_path / "basic-deal.yaml")] == []


def test_the_drill_list_and_the_list_command_speak_the_language(run_main) -> None:
    from dealer_trainer.gui.drills import list_drills

    ro = {d.id: d for d in list_drills(LIBRARY, "ro")[0]}
    en = {d.id: d for d in list_drills(LIBRARY, "en")[0]}
    assert ro["basic-deal"].title != en["basic-deal"].title
    assert ro["basic-deal"].description != en["basic-deal"].description
    proc = run_main("--lang", "el", "list")
    assert proc.returncode == 0
    line = next(x for x in proc.stdout.splitlines() if x.startswith("basic-deal "))
    assert en["basic-deal"].title not in line and any("\u0370" <= c <= "\u03ff" for c in line)
