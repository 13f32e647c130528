"""Every trainee action has its words in five languages, and the floor's ruling is said as a
sentence, never in script form (issue 15, "The trainee's words only")."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter.action_words import action_words, floor_words, word_key
from dealer_trainer.arbiter.actions import (
    ACTION_ARGS,
    BLIND_KINDS,
    RETURN_ZONES,
    RULING_AS,
    TraineeAction,
)
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.i18n import raw_catalogue

LANGS = ("en", "ro", "pt", "el", "mk")
ROOT = Path(__file__).resolve().parents[2]


def own_keys(lang: str) -> set[str]:
    """The keys `lang`'s own files define (no English fallback)."""
    cat = raw_catalogue(lang)
    return set(cat["messages"]) | set(cat["ui"])


def needed_keys(name: str) -> list[str]:
    """The catalogue keys the words of action `name` are made of."""
    key = word_key(name)
    assert key is not None, f"action '{name}' has no word (arbiter/action_words.py)"
    keys = [key]
    if name == "post":
        keys += [f"action.post_{b}" for b in BLIND_KINDS]
    if name == "rule":
        keys += [f"ruled.{a}" for a in RULING_AS]
        keys += [f"floor.said.rule.{a}" for a in RULING_AS]
    if name == "return_to_deck":
        keys += [f"zone.{z}" for z in RETURN_ZONES]
    return keys


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(ACTION_ARGS))
def test_every_action_kind_has_words_in_each_language(name: str, lang: str) -> None:
    have = own_keys(lang)
    missing = [k for k in needed_keys(name) if k not in have]
    assert not missing, f"{lang}: no words for '{name}': {missing}"


def test_a_new_action_kind_without_words_fails() -> None:
    with pytest.raises(AssertionError):
        needed_keys("juggle")


@pytest.mark.parametrize("lang", LANGS)
def test_ruling_step_reads_in_words(lang: str) -> None:
    a = TraineeAction("rule", seat=6, ruled="raise", amount=800)
    line = action_words(a, lang)
    assert not line.startswith("rule")
    assert "800" in line and "6" in line and "{" not in line and "as:" not in line


def test_ruling_step_in_english() -> None:
    a = TraineeAction("rule", seat=6, ruled="raise", amount=800)
    assert action_words(a, "en") == "Ruling · Seat 6: Raise to 800"
    fold = TraineeAction("rule", seat=2, ruled="fold")
    assert action_words(fold, "en") == "Ruling · Seat 2: Fold"


def test_floor_ruling_said_in_english() -> None:
    ruling = TraineeAction("rule", seat=6, ruled="raise", amount=800)
    assert floor_words(ruling, "en") == "seat 6's chips count as a raise to 800"
    assert floor_words(TraineeAction("move_button", seat=4), "en") == "the button goes to seat 4"
    said = floor_words(TraineeAction("replace_exposed", seat=4), "en")
    assert said.endswith("Replace exposed card · Seat 4")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruled", RULING_AS)
def test_floor_ruling_never_in_script_form(lang: str, ruled: str) -> None:
    to = ", to: 800" if ruled in ("bet", "raise") else ""
    said = floor_words(TraineeAction.parse(yaml.safe_load(f"rule: {{seat: 6, as: {ruled}{to}}}")),
                       lang)
    assert "6" in said and "{" not in said and "as:" not in said and "floor.said" not in said
    assert ("800" in said) == bool(to)


@pytest.mark.parametrize("lang", LANGS)
def test_floor_call_step_message_in_words(lang: str) -> None:
    """The drill where the floor decides: the step's message says the ruling in words."""
    from dealer_trainer.gui.drills import load_actions, load_drill
    from dealer_trainer.gui.session import DrillInfo, Session

    sc = load_drill(ROOT / "scenarios" / "ruling-out-of-turn-call-floor.yaml")
    info = DrillInfo(sc.id, sc.id, sc.level, "", str(sc.path))
    session = Session.drill(sc.setup, info, lang, "practice")
    acts = load_actions(ROOT / "scenarios" / "solutions" / "ruling-out-of-turn-call-floor.yaml")
    floor_steps = []
    for a in acts:
        step = session.arb.apply(a)
        if a.name == "call_floor":
            floor_steps.append(step)
    assert floor_steps
    for step in floor_steps:
        said = step_message(step, "en") or ""
        assert "800" in said and "6" in said
        assert "rule:" not in said and "{" not in said
        assert step.to_json()["floor"] == "rule: {seat: 6, as: raise, to: 800}"  # CONTRACT
    if lang == "en":
        assert step_message(floor_steps[0], "en") == (
            "The floor rules: seat 6's chips count as a raise to 800."
        )
