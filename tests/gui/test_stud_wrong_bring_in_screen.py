"""stud.wrong_bring_in on screen (Robert's Stud 9, which holds in every preset): the ruling
picker offers the two rulings the open correction accepts (the arbiter's `RulingAsked`, not a
list of the GUI's), on the true low card, with their keys F2 and F3; the drill is dealt to
the end by real events (drags, clicks, keys) and passes, in tda and in roberts. Found at once
the true low card brings it in; found after the next player acted the wager stands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from stud_table import drive, on_table

from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.gui.drills import find_drill, list_drills, load_actions
from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.widgets.ruling_picker import choices, key_of

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "stud-wrong-bring-in.yaml"
SOLUTION = load_actions(ROOT / "scenarios" / "solutions" / "stud-wrong-bring-in.yaml")
HOUSES = ("tda", "roberts")
# found after the next player acted: seat 4 calls seat 2's bring-in, the wager stands
STANDS = {"mistakes": [{"kind": "wrong_bring_in", "seat": 2, "found_after": 1}],
          "players": {"third": [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "call"},
                                {"seat": 5, "action": "call"}, {"seat": 1, "action": "fold"}]}}


def drill(tmp: Path, house: str, **changes: Any) -> Path:
    data = yaml.safe_load(DRILL.read_text())
    data.update(house_rules=house, **changes)
    out = tmp / f"stud-wrong-bring-in-{house}.yaml"
    out.write_text(yaml.safe_dump(data))
    return out


def picker_rules(d: Any, ruled: str) -> None:
    """The ruling by its key on the open picker (a real key event)."""
    picker = d.table.controller.picker
    for _ in range(60):  # it opens once the last glide has landed
        if picker.seat is not None:
            break
        d.frame(0.1)
    assert picker.seat is not None
    d.key(getattr(pygame, f"K_{key_of(d.table.session, ruled)}"))
    d.table.anim.finish()
    d.frame()


def play(d: Any, a: Any) -> None:
    if a.name == "rule":
        picker_rules(d, a.ruled)
    else:
        drive(d, a)


def wrong_steps(d: Any) -> list[Any]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule) for lg in d.table.session.log
            if not lg.auto and lg.step.outcome not in (Outcome.OK, Outcome.IRREGULARITY)]


def test_stud_wrong_bring_in_the_drills_screen_offers_it_and_play_opens_it() -> None:
    entries, problems = list_drills()
    assert problems == [] and "stud-wrong-bring-in" in {e.id for e in entries}
    assert find_drill("stud-wrong-bring-in").id == "stud-wrong-bring-in"


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_the_solution_played_on_screen_passes(
    app: Any, tmp_path: Path, house: str,
) -> None:
    d = on_table(app, drill(tmp_path, house), bots=True)
    for a in SOLUTION:
        play(d, a)
    result = d.table.session.result()
    assert wrong_steps(d) == []
    assert result["passed"] is True and result["violations"] == []
    assert result["final"]["bring_in"] == 4
    assert any(lg.step.action == "rule: {seat: 4, as: bring_in}" for lg in d.table.session.log)


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_a_wrong_ruling_leaves_the_picker_open(
    app: Any, tmp_path: Path, house: str,
) -> None:
    d = on_table(app, drill(tmp_path, house), bots=True)
    upto = next(i for i, a in enumerate(SOLUTION) if a.name == "rule")
    for a in SOLUTION[:upto]:
        play(d, a)
    picker = d.table.controller.picker
    d.frame(n=3)
    # the picker asks of the true low card (seat 4), seat 2 named wrongly: its two rulings
    assert picker.seat == 4 and choices(d.table.session) == ("bring_in", "stands")
    assert set(picker.widgets) == {"bring_in", "stands"} and picker.entry is None
    asked = d.table.session.snap.ruling
    assert (asked.seat, asked.other, asked.question) == (4, 2, "picker.title.stud_bring_in")
    d.key(pygame.K_F3)  # the wager stands: wrong, Di has not acted yet
    last = d.table.session.arb.steps[-1]
    assert last.outcome is Outcome.VIOLATION and last.rule == "stud.wrong_bring_in"
    assert picker.seat == 4  # still open for the right ruling
    d.key(pygame.K_F4)  # no fourth choice: the key does nothing
    assert d.table.session.arb.steps[-1] is last
    for a in SOLUTION[upto:]:
        play(d, a)
    result = d.table.session.result()
    assert [s for s in wrong_steps(d) if s[0] != "rule: {seat: 4, as: stands}"] == []
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [
        ("stud.wrong_bring_in", True)]
    assert [v["rule"] for v in result["violations"]] == ["stud.wrong_bring_in"]  # the F3
    assert result["final"]["bring_in"] == 4
    assert picker.seat is None


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_found_after_the_next_player_the_wager_stands_on_screen(
    app: Any, tmp_path: Path, house: str,
) -> None:
    d = on_table(app, drill(tmp_path, house, **STANDS), bots=True)
    upto = next(i for i, a in enumerate(SOLUTION) if a.name == "bring_in")
    for a in SOLUTION[:upto + 1]:
        play(d, a)
    assert d.table.session.snap.ruling is None  # nobody has seen it yet: no picker
    d.key(pygame.K_F2)  # a ruling key with nothing asked does nothing
    d.key(pygame.K_SPACE)  # the players act: seat 4 calls, then it comes to light
    d.let_players_act()
    d.table.anim.finish()
    d.frame(n=3)
    assert choices(d.table.session) == ("bring_in", "stands")
    picker_rules(d, "stands")
    assert d.table.session.arb.steps[-1].action == "rule: {seat: 4, as: stands}"
    assert d.table.session.arb.steps[-1].outcome is Outcome.OK
    # then the hand by the book: each step the arbiter expects, made by its gesture
    arb = d.table.session.arb
    for _ in range(80):
        if arb.is_complete:
            break
        play(d, arb.expected()[0])
    result = d.table.session.result()
    assert wrong_steps(d) == []
    assert result["passed"] is True and result["final"]["bring_in"] == 2


def test_stud_wrong_bring_in_the_help_names_the_ruling_keys() -> None:
    assert ("F2..F10", "rule a player's action: check, call, bet, raise, all in, fold, "
            "call or fold, out of turn, not binding") in help_lines("en")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_stud_wrong_bring_in_the_picker_labels_fit_in_every_language(
    app: Any, tmp_path: Path, lang: str, size: tuple[int, int],
) -> None:
    from dataclasses import replace

    from test_labels_fit import too_long

    app.settings = replace(app.settings, lang=lang)
    app.resize(*size)
    d = on_table(app, drill(tmp_path, "roberts"), bots=True)
    for a in SOLUTION[:next(i for i, a in enumerate(SOLUTION) if a.name == "rule")]:
        play(d, a)
    d.frame(n=3)
    picker = d.table.controller.picker
    assert set(picker.widgets) == {"bring_in", "stands"}
    assert too_long(app) == []
    # the whole question shows, line under line, above the buttons and inside the card
    assert len(picker.title) >= 2 and all(t.get_width() <= picker.rect.w for t in picker.title)
    first = min(w.rect.y for w in picker.widgets.values())
    assert picker.rect.y + sum(t.get_height() for t in picker.title) < first
