"""`validate` on a tournament's levels and a chip race drill (CONTRACT.md "Scenario: a chip race
drill", `announced` on a schedule entry): each problem at its line, in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_scenario_variant import problems

from dealer_trainer.scenarios import load_scenario

RACE = """id: race
title: a race
level: 3
house_rules: tda
table:
  game: no-limit
  small_blind: 100
  big_blind: 200
  button: 1
  tournament: {tournament}
  seats:
    1: {{name: Ana, stack: 5175}}
    2: {{name: Bogdan, stack: 75}}
    3: {{name: Chloe, stack: 1000}}
chip_race:
  remove: 25
  next: {next}
  chips: {chips}
{tail}"""


def race(tmp_path: Path, *, tournament: str = "true", nxt: int = 100,
         chips: str = "{1: 7, 2: 3}", tail: str = "") -> list[tuple[int, str]]:
    return problems(tmp_path, RACE.format(tournament=tournament, next=nxt, chips=chips,
                                          tail=tail))


def test_race_color_up_a_chip_race_drill_is_read(tmp_path: Path) -> None:
    assert race(tmp_path) == []
    f = tmp_path / "s.yaml"
    f.write_text(RACE.format(tournament="true", next=100, chips="{1: 7, 2: 3}",
                             tail="found: {seat: 3, chips: 5}").replace("found", "  found"),
                 encoding="utf-8")
    spec = load_scenario(f).setup.config.race
    assert spec is not None and spec.chips == ((1, 7), (2, 3)) and spec.found == ((3, 5),)


@pytest.mark.parametrize("kwargs, line, words", [
    ({"tournament": "false"}, 15, "tournament: true"),
    ({"nxt": 110}, 17, "multiple"),
    ({"chips": "{1: 7, 4: 3}"}, 18, "seat 4 is empty"),
    ({"chips": "{1: 7, 2: 4}"}, 18, "worth more than the seat's stack"),
    ({"chips": "{1: 0}"}, 18, "no seat has small chips"),
    ({"tail": "hands: 2"}, 19, "deals no hand"),
    ({"tail": "mistakes: [{kind: premature_flop}]"}, 19, "only mistake is raced_out"),
    ({"tail": "mistakes: [{kind: boxed_card, card: 2}]"}, 19, "only mistake is raced_out"),
])
def test_race_leftover_validate_refuses_a_race_that_cannot_be_run(
        tmp_path: Path, kwargs: dict[str, object], line: int, words: str) -> None:
    found = race(tmp_path, **kwargs)  # type: ignore[arg-type]
    assert len(found) == 1 and found[0][0] == line and words in found[0][1], found


def test_race_not_raced_out_a_race_drill_schedules_raced_out(tmp_path: Path) -> None:
    """issue 27: `raced_out` at a seat whose whole stack is small chips (Bogdan: three 25s)."""
    assert race(tmp_path, tail="mistakes: [{kind: raced_out, seat: 2}]") == []
    assert race(tmp_path, tail="mistakes: [{kind: raced_out}]") == []


@pytest.mark.parametrize("tail, words", [
    ("mistakes: [{kind: raced_out, seat: 1}]", "cannot be raced out"),  # 5175 behind
    ("mistakes: [{kind: raced_out, seat: 3}]", "cannot be raced out"),  # no small chips
])
def test_race_not_raced_out_validate_refuses_a_seat_that_cannot_be_raced_out(
        tmp_path: Path, tail: str, words: str) -> None:
    found = race(tmp_path, tail=tail)
    assert len(found) == 1 and found[0][0] == 19 and words in found[0][1], found


def test_race_not_raced_out_raced_out_needs_a_chip_race(tmp_path: Path) -> None:
    text = RACE.format(tournament="true", next=100, chips="{1: 7}", tail="").split(
        "chip_race")[0] + "mistakes: [{kind: raced_out, seat: 2}]\n"
    found = problems(tmp_path, text)
    assert len(found) == 1 and "chip race drill's" in found[0][1], found


def test_tournament_level_change_the_first_level_is_never_announced(tmp_path: Path) -> None:
    text = RACE.format(tournament="true", next=100, chips="{1: 7}", tail="").split("chip_race")[0]
    levels = ("  schedule:\n    - {hand: 1, small_blind: 100, big_blind: 200, announced: "
              "after_shuffle}\n    - {hand: 3, small_blind: 200, big_blind: 400, announced: "
              "after_shuffle}\n")
    found = problems(tmp_path, text + levels)
    assert len(found) == 1 and "first level is not announced" in found[0][1], found
    good = levels.replace(", announced: after_shuffle}\n    - {hand: 3", "}\n    - {hand: 3")
    f = tmp_path / "s.yaml"
    f.write_text(text + good, encoding="utf-8")
    level = load_scenario(f).setup.config.schedule[1]
    assert (level.from_hand, level.announced_in) == (4, 3)  # during hand 3's shuffle


def test_tournament_hand_for_hand_needs_a_tournament_table(tmp_path: Path) -> None:
    text = RACE.format(tournament="false", next=100, chips="{1: 7}", tail="").split(
        "chip_race")[0]
    found = problems(tmp_path, text + "  hand_for_hand: true\n")
    assert len(found) == 1 and "hand for hand is a tournament's" in found[0][1], found


def test_seat_balance_is_a_tournament_event(tmp_path: Path) -> None:
    text = RACE.format(tournament="false", next=100, chips="{1: 7}", tail="").split(
        "chip_race")[0]
    found = problems(tmp_path, text + "hands: 2\nbetween_hands:\n  - {hand: 2, balance: true}\n")
    assert len(found) == 1 and "balancing tables is a tournament's" in found[0][1], found
    text = text.replace("tournament: false", "tournament: true")
    assert problems(tmp_path, text + "hands: 2\nbetween_hands:\n  - {hand: 2, balance: true}\n"
                    ) == []
