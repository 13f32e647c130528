"""The help screen's left column ("How to deal") at a stud table speaks stud (issue 26): the
antes (stud.antes), each street's cards up and down (stud.deal), the burns (stud.burn), who
starts each round (stud.bring_in / razz.bring_in, stud.first_to_act / razz.first_to_act), the
common card (stud.common_card). It is read from the game's row and the stud procedure
(`arbiter.how_to_deal`), and checked against a hand the arbiter deals; in five languages, and
it fits the overlay at both sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from stud_table import DRILL, on_table

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.how_to_deal import stud_how_to
from dealer_trainer.engine.variant import row
from dealer_trainer.gui.text import rule_title, tr
from dealer_trainer.gui.widgets.help_overlay import HELP_KEYS, HelpOverlay, deal_lines
from dealer_trainer.scenarios import load_scenario

LANGS = ("en", "ro", "pt", "el", "mk")
STUDS = ("stud", "stud-hilo", "razz")


def dealt_by_the_arbiter(tmp: Path, variant: str) -> list[tuple[str, list[Any]]]:
    """A hand of `variant` dealt by the arbiter's next steps: per street, its dealing steps
    in order ("burn", then each card's face as it lands, True up), up to the naming of who
    starts its round."""
    data = yaml.safe_load(DRILL.read_text())
    data["table"]["variant"] = variant
    data["deck"] = {"seed": 13}
    for k in ("mistakes", "players"):
        data.pop(k)
    path = tmp / f"{variant}.yaml"
    path.write_text(yaml.safe_dump(data))
    arb = Arbiter(load_scenario(path).setup)
    streets: list[tuple[str, list[Any]]] = []
    dealing: list[Any] = []
    for _ in range(500):
        if arb.is_complete:
            break
        a = arb.expected()[0]
        if a.name in ("bring_in", "first_to_act"):
            streets.append((a.name, dealing))
            dealing = []
        arb.apply(a)
        if a.name == "burn":
            dealing.append("burn")
        elif a.name in ("deal", "deal_up", "deal_down"):
            seat = next(v for v in arb.snapshot().seats if v.seat == a.seat)
            dealing.append(seat.hole[-1].face_up)
    return streets


@pytest.mark.parametrize("variant", STUDS)
def test_stud_deal_how_to_deal_follows_the_game_row_and_the_procedure(
    variant: str, tmp_path: Path,
) -> None:
    game = row(variant)
    how = stud_how_to(variant)
    lines = [h for h in how if h.streets]
    # every street once, in order, each line's face the row's, a burn on every street but third
    assert [s for h in lines for s in h.streets] == list(game.streets)
    for h in lines:
        for s in h.streets:
            assert h.faces == game.faces[game.streets.index(s)]
    assert [h.burn for h in lines] == [False, True, True]
    # the cards a dealer deals per street, as the arbiter deals them: a burn first after third,
    # then the street's faces round by round to the four players
    seen = dealt_by_the_arbiter(tmp_path, variant)
    assert seen[0][0] == "bring_in" and {n for n, _ in seen[1:]} == {"first_to_act"}
    by_street = {s: h for h in lines for s in h.streets}
    assert len(seen) == len(game.streets)  # (seed 13: four players to seventh street)
    for street, (_, steps) in zip(game.streets, seen, strict=True):
        h = by_street[street]
        assert (steps[:1] == ["burn"]) is h.burn and "burn" not in steps[1:]
        faces = steps[1:] if h.burn else steps
        players = len(faces) // len(h.faces)
        assert faces == [up for up in h.faces for _ in range(players)], street
    low = "razz" if game.low_order else "stud"
    rules = [h.key for h in how if h.rule]
    assert rules == ["stud.antes", f"{low}.bring_in", f"{low}.first_to_act", "stud.common_card"]
    # the bring-in is named right after third street's cards, first to act after fourth's
    keys = [h.key for h in how]
    assert keys.index(f"{low}.bring_in") == keys.index(lines[0].key) + 1
    assert keys[keys.index(f"{low}.first_to_act") - 1] == lines[1].key


@pytest.mark.parametrize("lang", LANGS)
def test_stud_deal_help_left_column_speaks_stud_in_every_language(lang: str) -> None:
    flop = deal_lines(lang, "holdem")
    assert flop == [tr(k, lang) for k in HELP_KEYS]
    for variant in STUDS:
        lines = deal_lines(lang, variant)
        text = "\n".join(lines)
        assert "{" not in text and "help.stud" not in text  # every key in the catalogue
        assert tr("help.blinds", lang) not in lines and tr("help.deal", lang) not in lines
        assert tr("help.award", lang) not in lines  # no button to move
        assert tr("street.third", lang) in text and tr("street.seventh", lang) in text
        assert tr("help.stud.up", lang) in text and tr("help.stud.down", lang) in text
        low = "razz" if variant == "razz" else "stud"
        for rule in ("stud.antes", f"{low}.bring_in", f"{low}.first_to_act", "stud.common_card"):
            assert any(line.startswith(rule_title(rule, lang)) for line in lines), rule
    if lang != "en":  # the street names are the language's own (they were English)
        assert tr("street.third", lang) != tr("street.third", "en")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", LANGS)
def test_stud_deal_help_fits_the_overlay(app: Any, lang: str, size: tuple[int, int]) -> None:
    overlay = HelpOverlay(app.text)
    scale = min(size[0] / 1280, size[1] / 800)
    for variant in STUDS:
        overlay._variant = variant
        assert any(overlay._layout(size, scale, lang, px)[1] for px in (14, 13, 12, 11, 10)), (
            variant)


def test_stud_deal_h_at_a_stud_table_draws_the_stud_column(app: Any) -> None:
    d = on_table(app)
    d.key(pygame.K_h)
    d.frame()
    assert d.table.show_help and d.table.help._variant == "stud"
    assert deal_lines("en", "stud") != deal_lines("en", "holdem")
