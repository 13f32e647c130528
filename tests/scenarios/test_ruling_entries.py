"""CONTRACT.md "Players' non-standard actions": the scenario forms are read into the
arbiter's `Attempt`, and a form written wrong is a problem at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.arbiter.rulings import As, Attempt, Ruling, When, Words
from dealer_trainer.engine.decision import ActionKind
from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.errors import ScenarioError
from dealer_trainer.scenarios.validate import check_paths

HEAD = """id: ruling-forms
title: The forms
level: 2
table: {game: no-limit, small_blind: 100, big_blind: 200, button: 1,
        seats: {1: {name: Ana, stack: 20000}, 3: {name: Bo, stack: 20000},
                4: {name: Cy, stack: 900}, 6: {name: Di, stack: 20000}}}
players:
  preflop:
"""


def _load(tmp_path: Path, *entries: str) -> object:
    f = tmp_path / "ruling-forms.yaml"
    f.write_text(HEAD + "".join(f"    - {e}\n" for e in entries), encoding="utf-8")
    return load_scenario(f)


def _problems(tmp_path: Path, entry: str) -> list[str]:
    with pytest.raises(ScenarioError) as e:
        _load(tmp_path, entry)
    return [f"{p.line}:{p.col}: {p.message}" for p in e.value.problems]


def test_every_form_of_the_contract_is_read_into_its_attempt(tmp_path: Path) -> None:
    s = _load(
        tmp_path,
        "{seat: 6, action: chips, chips: [1000]}",
        "{seat: 3, action: chips, chips: [1000], say: raise}",
        "{seat: 4, action: chips, chips: [200], more: [400]}",
        "{seat: 6, action: chips, chips: [1000, 1000], say: call, when: with}",
        "{seat: 1, action: raise, to: 800, out_of_turn: true}",
        "{seat: 4, action: show, card: 1}",
        "{seat: 3, action: say, say: raise, to: 600}",
        "{seat: 4, action: chips, chips: [200], floor: {as: call}}",
    )
    got = [(d.attempt, d.show) for d in s.setup.decisions[next(iter(s.setup.decisions))]]
    assert got == [
        (Attempt(6, chips=(1000,)), None),
        (Attempt(3, chips=(1000,), say=Words.RAISE), None),
        (Attempt(4, chips=(200,), more=(400,)), None),
        (Attempt(6, chips=(1000, 1000), say=Words.CALL, when=When.WITH), None),
        (Attempt(1, action=ActionKind.RAISE, to=800, out_of_turn=True), None),
        (None, 1),
        (Attempt(3, say=Words.RAISE, say_to=600), None),
        (Attempt(4, chips=(200,), floor=Ruling(As.CALL)), None),
    ]


@pytest.mark.parametrize(("entry", "problem"), [
    ("{seat: 1, action: chips}", "9:7: players.preflop[0]: action chips needs 'chips'"),
    ("{seat: 4, action: chips, chips: [500, 500]}",
     "9:39: players.preflop[0].chips: the chips come to 1000, more than seat 4's stack of 900"),
    ("{seat: 4, action: chips, chips: [500], more: [500]}",
     "9:39: players.preflop[0].chips: the chips come to 1000, more than seat 4's stack of 900"),
    ("{seat: 1, action: call, chips: [5]}",
     "9:31: players.preflop[0].chips: 'chips' goes with action chips, not call"),
    ("{seat: 1, action: chips, chips: [5], when: after}",
     "9:44: players.preflop[0].when: 'when' says when his words came: it needs 'say'"),
    ("{seat: 1, action: chips, chips: [5], to: 300}",
     "9:44: players.preflop[0].to: 'to' with chips or say is the amount said"),
    ("{seat: 1, action: say}", "9:7: players.preflop[0]: action say needs 'say'"),
    ("{seat: 1, action: show}", "9:7: players.preflop[0]: action show needs 'card'"),
    ("{seat: 1, action: show, card: 1, out_of_turn: true}",
     "9:40: players.preflop[0].out_of_turn: 'out_of_turn' does not go with show"),
    ("{seat: 1, action: call, floor: {as: raise}}",
     "9:38: players.preflop[0].floor: the floor's raise needs 'to'"),
    ("{seat: 1, action: call, floor: {as: call, to: 300}}",
     "9:49: players.preflop[0].floor.to: the floor's call takes no 'to'"),
    ("{seat: 1, action: chips, chips: [5], say: shout}",
     "9:49: players.preflop[0].say: unknown word 'shout'"),
])
def test_a_form_written_wrong_is_a_problem_at_its_line(tmp_path: Path, entry: str,
                                                       problem: str) -> None:
    problems = _problems(tmp_path, entry)
    assert len(problems) == 1 and problems[0].startswith(problem), problems


ATTEMPTS = Path(__file__).resolve().parent / "attempts"


def _first_irregularity(path: Path) -> tuple[str | None, str]:
    """Play the drill by the arbiter's own next steps up to the first irregularity: its rule
    and the ruling the arbiter then expects."""
    arb = Arbiter(load_scenario(path).setup)
    while (expected := arb.expected()):
        step = arb.apply(expected[0])
        if step.outcome is Outcome.IRREGULARITY:
            return step.rule, arb.expected()[0].text()
    return None, ""


@pytest.mark.parametrize(("name", "rule", "ruling"), [
    ("check-facing-a-bet.yaml", "bet.invalid_declaration", "rule: {seat: 1, as: call_or_fold}"),
    ("raise-not-reopened.yaml", "bet.reopen", "rule: {seat: 4, as: call_or_fold}"),
])
def test_bet_reopen_and_a_check_facing_a_bet_are_ruled_on_not_scenario_errors(
        name: str, rule: str, ruling: str) -> None:
    assert check_paths([ATTEMPTS / name]) == [(str(ATTEMPTS / name), [])]
    assert _first_irregularity(ATTEMPTS / name) == (rule, ruling)


def test_a_ruling_the_preset_leaves_to_the_floor_needs_floor_at_its_line(tmp_path: Path) -> None:
    f = tmp_path / "ruling-undercall-floor.yaml"
    f.write_text(HEAD.replace("level: 2", "level: 2\nhouse_rules: tda") + (
        "    - {seat: 6, action: raise, to: 600}\n"
        "    - {seat: 1, action: raise, to: 8000}\n"
        "    - {seat: 3, action: chips, chips: [2000]}\n"), encoding="utf-8")
    ((_, problems),) = check_paths([f])
    assert [(p.line, p.col) for p in problems] == [(12, 7)]
    assert "leave this ruling to the floor" in problems[0].message
