"""tournament.level_change (RULES.md "Tournament levels", TDA 23) when the dealer starts a hand
at the prior level (CONTRACT.md's `prior_level` mistake, `fix_blinds`), on the drill
`level-prior-fixed` under each preset: before substantial action every blind is brought up to
the level from its poster's stack; after it the hand plays on at the old level and
`fix_blinds` is refused. Substantial action differs by preset (deal.substantial_action: two
decisions under `seeds` and `roberts`, two with chips or any three under `tda`), so two folds
before the error comes to light are before it under `tda` only. In pairs: with an exposed
hole card and with a misplaced button in the same hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from drive import action

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.scenarios import load_script
from dealer_trainer.scenarios.loader import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "level-prior-fixed.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "level-prior-fixed.yaml"
PRESETS = ("seeds", "roberts", "tda")
RULE = "tournament.level_change"


def arbiter(tmp: Path, house: str = "tda", found_after: int = 1,
            extra: tuple[dict[str, Any], ...] = ()) -> Arbiter:
    data = yaml.safe_load(DRILL.read_text())
    data["house_rules"] = house
    data["mistakes"] = [{"kind": "prior_level", "hand": 2, "found_after": found_after}, *extra]
    path = tmp / "prior.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return Arbiter(load_scenario(path).setup)


def solution() -> list[Any]:
    return [item.action for item in load_script(SOLUTION)]


def to_hand_two(arb: Arbiter) -> None:
    for a in solution()[:9]:
        assert arb.apply(a).outcome is Outcome.OK


def step(arb: Arbiter, a: Any) -> tuple[str, Outcome, str | None]:
    s = arb.apply(action(a))
    return s.action, s.outcome, s.rule


@pytest.mark.parametrize("house", PRESETS)
def test_tournament_level_change_prior_level_fixed_before_substantial_action(
        tmp_path: Path, house: str) -> None:
    arb = arbiter(tmp_path, house)
    for a in solution():
        s = arb.apply(a)
        assert s.outcome in (Outcome.OK, Outcome.IRREGULARITY), (str(a), s.rule, s.message_key)
    result = arb.result()
    assert result["passed"] is True
    assert result["irregularities"] == [{"step": 14, "rule": RULE, "corrected": True}]
    # seat 3's small blind 200 lost, seat 4's big blind 400 back uncalled: the new level
    assert result["final"]["stacks"] == {"1": 10000, "2": 9900, "3": 9900, "4": 10200}
    assert result["hands"][1]["small_blind"] == 200 and result["hands"][1]["big_blind"] == 400


def test_tournament_level_change_the_table_shows_the_old_level_until_it_comes_to_light(
        tmp_path: Path) -> None:
    arb = arbiter(tmp_path)
    to_hand_two(arb)
    snap = arb.snapshot()
    assert (snap.small_blind, snap.big_blind) == (100, 200) and not snap.open_irregularities
    assert step(arb, "shuffle") == ("shuffle", Outcome.OK, None)
    step(arb, "cut")
    # the posts take the amounts the table shows; the level's own are refused
    assert step(arb, "post: {seat: 3, blind: small, amount: 200}")[1:] == (
        Outcome.VIOLATION, RULE)
    for a in ("post: {seat: 3, blind: small, amount: 100}",
              "post: {seat: 4, blind: big, amount: 200}", "deal: [3, 4, 1, 2, 3, 4, 1, 2]"):
        assert step(arb, a)[1] is Outcome.OK
    assert step(arb, "wait") == ("wait", Outcome.IRREGULARITY, RULE)
    assert arb.snapshot().open_irregularities == (RULE,)
    assert [str(a) for a in arb.expected()] == ["fix_blinds"]
    assert step(arb, "wait") == ("wait", Outcome.VIOLATION, RULE)  # nothing goes on first
    assert arb.steps[-1].message_key == "tournament.level_change.fix"
    assert step(arb, "fix_blinds") == ("fix_blinds", Outcome.OK, None)
    h = arb.hand
    assert (h.small_blind, h.big_blind) == (200, 400)
    assert h.bets[3] == 200 and h.bets[4] == 400 and h.stacks[3] == 10100 - 200
    assert step(arb, "fix_blinds")[1:] == (Outcome.VIOLATION, RULE)  # once is enough


@pytest.mark.parametrize(("house", "plays_on"), [("seeds", True), ("roberts", True),
                                                 ("tda", False)])
def test_tournament_level_change_two_folds_are_substantial_action_but_under_tda(
        tmp_path: Path, house: str, plays_on: bool) -> None:
    """Two folds, then it comes to light: substantial action under seeds and roberts (two
    decisions), not under tda (two with chips, or three)."""
    arb = arbiter(tmp_path, house, found_after=2)
    to_hand_two(arb)
    for a in solution()[9:14]:
        assert arb.apply(a).outcome is Outcome.OK
    assert step(arb, "wait")[1] is Outcome.OK  # Ana folds
    assert step(arb, "wait") == ("wait", Outcome.IRREGULARITY, RULE)  # Bogdan folds: seen
    if plays_on:
        assert not arb.open_corrections()  # nothing owed: the hand plays on at 100-200
        assert step(arb, "fix_blinds") == ("fix_blinds", Outcome.VIOLATION, RULE)
        assert arb.steps[-1].message_key == "tournament.level_change.plays_on"
        assert arb.hand.big_blind == 200
        for a in ("wait: round", "collect", "award: {pot: 0, to: [4]}", "move_button: 3"):
            assert step(arb, a)[1] is Outcome.OK, a
        result = arb.result()
        assert result["final"]["stacks"] == {"1": 10000, "2": 9900, "3": 10000, "4": 10100}
        assert result["irregularities"][0]["corrected"] is True
    else:
        assert [str(a) for a in arb.expected()] == ["fix_blinds"]
        assert step(arb, "fix_blinds")[1] is Outcome.OK
        assert arb.hand.big_blind == 400


def test_tournament_level_change_fix_blinds_refused_at_its_level_and_invalid_at_cash(
        tmp_path: Path) -> None:
    arb = arbiter(tmp_path)
    step(arb, "shuffle")
    assert step(arb, "fix_blinds") == ("fix_blinds", Outcome.VIOLATION, RULE)
    assert arb.steps[-1].message_key == "tournament.level_change.at_level"
    data = yaml.safe_load(DRILL.read_text())
    data["table"]["tournament"] = False
    data["table"].pop("schedule")
    data.pop("mistakes")
    path = tmp_path / "cash.yaml"
    path.write_text(yaml.safe_dump(data))
    cash = Arbiter(load_scenario(path).setup)
    assert step(cash, "fix_blinds")[1] is Outcome.INVALID


def follow(arb: Arbiter) -> set[str]:
    for _ in range(400):
        if arb.is_complete:
            break
        s = arb.apply(arb.expected()[0])
        assert s.outcome in (Outcome.OK, Outcome.IRREGULARITY), (s.action, s.rule)
        arb.check_invariants()
    result = arb.result()
    assert result["passed"] is True, (result["violations"], result["irregularities"])
    return {str(i["rule"]) for i in result["irregularities"]}


@pytest.mark.parametrize("house", PRESETS)
@pytest.mark.parametrize("other", [
    {"kind": "exposed_hole_card", "hand": 2, "card": 2},
    {"kind": "wrong_count", "hand": 2, "seat": 1, "cards": 3, "found_after": 0},
])
def test_tournament_level_change_prior_level_in_pairs(tmp_path: Path, house: str,
                                                      other: dict[str, Any]) -> None:
    """The prior level with another dealer error in the same hand: the arbiter's own next
    steps finish the drill, both irregularities shown."""
    seen = follow(arbiter(tmp_path, house, extra=(other,)))
    assert RULE in seen and len(seen) == 2, seen


def test_tournament_level_change_the_hand_history_counts_the_blinds_as_fixed(
        tmp_path: Path) -> None:
    """The hand record's events carry `fix_blinds` with each top-up; the hand history's reader
    (progress/handlog.py) counts each blind at its fixed amount."""
    from dealer_trainer.progress.handlog import read_log

    arb = arbiter(tmp_path)
    for a in solution():
        arb.apply(a)
    events = arb.result()["hands"][1]["events"]
    fixed = [e for e in events if e["op"] == "fix_blinds"]
    assert fixed and fixed[0]["topped"] == [{"seat": 3, "blind": "small", "amount": 100},
                                            {"seat": 4, "blind": "big", "amount": 200}]
    assert read_log(events).posts == {"small": (3, 200), "big": (4, 400)}
