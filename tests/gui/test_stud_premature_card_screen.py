"""error.stud_premature_card on screen (issue 26): both drills, Robert's Stud 14 (`set_aside`,
then `set_aside: N`, a burn) and TDA RP-5-D (`return_to_deck: [premature]`, shuffle, cut),
are dealt to the end by real events (drags, clicks, keys, the side panel's buttons) and
pass; the drills' screen offers them; a stub set aside with the round still open is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from stud_table import drive, on_table

from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.gui.drills import find_drill, list_drills, load_actions
from dealer_trainer.gui.input_map import help_lines

ROOT = Path(__file__).resolve().parents[2]
DRILLS = ("stud-premature-card-roberts", "stud-premature-card-tda")


def solution(name: str) -> list[Any]:
    return load_actions(ROOT / "scenarios" / "solutions" / f"{name}.yaml")


def click(d: Any, name: str) -> None:
    """A click on the side panel's button `name` (a real mouse event)."""
    d.click(d.table.widgets[name].rect.center)


def play(d: Any, a: Any, keys: bool) -> None:
    """The premature card's steps by keys (`keys`) or by the side panel's buttons; the rest
    by the stud table's drags (stud_table.drive)."""
    if a.name == "set_aside":
        if keys:
            d.key(pygame.K_a, mod=pygame.KMOD_LSHIFT if a.amount is not None else 0)
        else:
            click(d, "set_aside" if a.amount is None else "set_aside_stub")
    elif a.name == "return_to_deck":
        if keys:
            d.key(pygame.K_r)
        else:
            click(d, "return_premature")
    else:
        drive(d, a)
        return
    d.table.anim.finish()
    d.frame()


def wrong_steps(d: Any) -> list[Any]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule) for lg in d.table.session.log
            if not lg.auto and lg.step.outcome not in (Outcome.OK, Outcome.IRREGULARITY)]


def test_stud_premature_card_the_drills_screen_offers_both() -> None:
    entries, problems = list_drills()
    assert problems == [] and set(DRILLS) <= {e.id for e in entries}
    assert all(find_drill(n).id == n for n in DRILLS)


@pytest.mark.parametrize("keys", [True, False], ids=["keys", "buttons"])
@pytest.mark.parametrize("name", DRILLS)
def test_stud_premature_card_the_solution_played_on_screen_passes(
    app: Any, name: str, keys: bool,
) -> None:
    d = on_table(app, ROOT / "scenarios" / f"{name}.yaml", bots=True)
    assert {"set_aside", "set_aside_stub", "return_premature"} <= set(d.table.widgets)
    for a in solution(name):
        play(d, a, keys)
    result = d.table.session.result()
    assert wrong_steps(d) == []
    assert result["passed"] is True and result["violations"] == []
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [
        ("error.stud_premature_card", True)]
    said = [lg.step.action for lg in d.table.session.log if not lg.auto]
    if name.endswith("roberts"):
        assert "set_aside" in said and "set_aside: 3" in said
    else:
        assert "return_to_deck: [premature]" in said


def test_stud_premature_card_the_stub_set_aside_too_early_is_wrong(app: Any) -> None:
    """Robert's: the stub cards are set aside once the round is complete, not before."""
    name = DRILLS[0]
    d = on_table(app, ROOT / "scenarios" / f"{name}.yaml", bots=True)
    steps = solution(name)
    upto = next(i for i, a in enumerate(steps) if a.name == "set_aside")
    for a in steps[:upto + 1]:
        play(d, a, keys=True)
    d.key(pygame.K_a, mod=pygame.KMOD_LSHIFT)  # the round is still open
    last = d.table.session.arb.steps[-1]
    assert last.outcome is not Outcome.OK and last.rule == "error.stud_premature_card"
    for a in steps[upto + 1:]:
        play(d, a, keys=True)
    assert [v["rule"] for v in d.table.session.result()["violations"]] == [
        "error.stud_premature_card"]


def test_stud_premature_card_the_help_names_the_stud_meanings() -> None:
    stud = dict(help_lines("en", "stud"))
    assert stud["A / Shift+A"].startswith("set the premature card aside")
    assert stud["R / Shift+R"] == "the premature card back into the stub"
    assert dict(help_lines("en", "holdem"))["A"] == "set the premature card aside"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_stud_premature_card_the_buttons_fit_in_every_language(
    app: Any, lang: str, size: tuple[int, int],
) -> None:
    from dataclasses import replace

    from test_labels_fit import too_long

    from dealer_trainer.gui.text import tr

    app.settings = replace(app.settings, lang=lang)
    app.resize(*size)
    d = on_table(app, ROOT / "scenarios" / f"{DRILLS[1]}.yaml", bots=True)
    for name, key in (("set_aside_stub", "table.stud.set_aside_stub"),
                      ("return_premature", "table.stud.return_premature")):
        assert d.table.widgets[name].text == tr(key, lang) != key
    assert too_long(app) == []
