"""`table.variant` in a scenario file (CONTRACT.md "Omaha and the stud games", rule
game.variant): the default, the games dealt, and each combination refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios import ScenarioError, load_scenario

HEAD = "id: x\ntitle: t\nlevel: 1\ndescription: d\n"
SEATS = "  seats: {1: {stack: 100}, 2: {stack: 100}, 3: {stack: 100}}\n"


def table(*lines: str) -> str:
    return HEAD + "table:\n" + "".join(f"  {line}\n" for line in lines) + (
        "  small_blind: 1\n  big_blind: 2\n  button: 1\n" + SEATS)


def problems(tmp_path: Path, text: str) -> list[tuple[int, str]]:
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    try:
        load_scenario(f)
    except ScenarioError as e:
        return [(p.line, p.message) for p in e.problems]
    return []


def test_game_variant_absent_is_holdem_and_named_is_read(tmp_path: Path) -> None:
    f = tmp_path / "s.yaml"
    f.write_text(table("game: pot-limit"), encoding="utf-8")
    assert load_scenario(f).setup.config.variant is Variant.HOLDEM
    f.write_text(table("variant: omaha-hilo", "game: limit"), encoding="utf-8")
    assert load_scenario(f).setup.config.variant is Variant.OMAHA_HILO


@pytest.mark.parametrize(("lines", "line", "words"), [
    (("variant: omaha-hilo", "game: no-limit"), 7, "omaha-hilo is not played no-limit"),
    (("variant: omaha-hilo",), 6, "omaha-hilo is not played no-limit"),  # no-limit by default
    (("variant: pineapple",), 6, "variant"),
])
def test_game_variant_a_combination_not_in_the_table_is_refused_at_its_line(
    tmp_path: Path, lines: tuple[str, ...], line: int, words: str,
) -> None:
    found = problems(tmp_path, table(*lines))
    assert len(found) == 1 and found[0][0] == line and words in found[0][1], found


def test_game_variant_pitches_are_counted_with_four_hole_cards(tmp_path: Path) -> None:
    """Three players at Omaha get 12 hole cards: pitch 12 exists, 13 does not."""
    text = table("variant: omaha", "game: pot-limit")
    assert problems(tmp_path, text + "mistakes: [{kind: exposed_hole_card, card: 12}]\n") == []
    (found,) = problems(tmp_path, text + "mistakes: [{kind: exposed_hole_card, card: 13}]\n")
    assert "12 hole cards" in found[1]
    (found,) = problems(tmp_path, text + "mistakes: [{kind: wrong_count, seat: 2, cards: 1}]\n")
    assert "3 or 5 cards" in found[1]
