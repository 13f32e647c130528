"""Black-box audit of the across-hands verdicts (issue 27): where the button goes when a seat
empties (button.moving, button.dead), the first heads-up hand (headsup.transition), and the
chip race's count and award (race.count, race.award). Worked from RULES.md's examples."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.audit.blackbox import run_drill, step_of

ROOT = Path(__file__).resolve().parents[2]


def _first_hand(seats: list[int], preset: str, tournament: bool, leave: int,
                tail: list[Any]) -> tuple[dict[str, Any], list[Any]]:
    """Button 1, blinds on the next two seats; all fold to the big blind; `leave` gets up
    before hand 2; then `tail`."""
    sb, bb = seats[1], seats[2]
    order = seats[1:] + seats[:1]
    folds = seats[3:] + seats[:2]
    table: dict[str, Any] = {"game": "no-limit", "small_blind": 5, "big_blind": 10, "button": 1,
                             "seats": {s: {"name": f"P{s}", "stack": 1000} for s in seats}}
    if tournament:
        table["tournament"] = True
    sc = {"id": "audit-hands", "title": "audit", "level": 1, "table": table,
          "house_rules": preset, "hands": 2, "deck": {"seed": 5},
          "between_hands": [{"hand": 2, "leave": leave}],
          "players": {"preflop": [{"seat": s, "action": "fold"} for s in folds]}}
    script = ["shuffle", "cut", {"post": {"seat": sb, "blind": "small"}},
              {"post": {"seat": bb, "blind": "big"}}, {"deal": order * 2},
              {"wait": len(folds)}, "collect", {"award": {"pot": 0, "to": [bb]}}] + tail
    return sc, script


def _outcome(tmp: Path, sc: dict[str, Any], script: list[Any], prefix: str) -> dict[str, Any]:
    code, res, err = run_drill(tmp, sc, script)
    assert code in (0, 1), err
    return step_of(res, prefix)[-1]


@pytest.mark.parametrize(("preset", "tournament"), [("roberts", False), ("tda", True),
                                                   ("seeds", False)])
@pytest.mark.parametrize(("leave", "right", "wrong"), [(1, 3, 2), (3, 2, 1)])
def test_headsup_transition_no_big_blind_twice(tmp_path: Path, leave: int, right: int,
                                               wrong: int, preset: str, tournament: bool) -> None:
    """headsup.transition: seats 1 (button), 2, 3 (big blind). Seat 1 leaves: button 3;
    seat 3 leaves: big blind 1, button and small blind 2."""
    for seat, ok in ((right, True), (wrong, False)):
        sc, script = _first_hand([1, 2, 3], preset, tournament, leave, [{"move_button": seat}])
        step = _outcome(tmp_path, sc, script, "move_button")
        assert (step["outcome"] == "ok") is ok, step
        if not ok:
            assert step["rule"] in ("headsup.transition", "button.moving", "button.dead")


@pytest.mark.parametrize(("preset", "tournament", "button"), [
    ("tda", True, 2),        # dead: the button stands at the empty small blind's seat
    ("roberts", True, 2),
    ("roberts", False, 3),   # moving: the next player
    ("seeds", False, 3),
    ("tda", False, 3)])
def test_button_rule_after_the_small_blind_leaves(tmp_path: Path, preset: str, tournament: bool,
                                                  button: int) -> None:
    """button.dead, button.moving: seats 1-4, button 1, blinds 2 and 3; seat 2 leaves."""
    sc, script = _first_hand([1, 2, 3, 4], preset, tournament, 2, [{"move_button": button}])
    assert _outcome(tmp_path, sc, script, "move_button")["outcome"] == "ok"
    other = 5 - button
    sc, script = _first_hand([1, 2, 3, 4], preset, tournament, 2, [{"move_button": other}])
    step = _outcome(tmp_path, sc, script, "move_button")
    assert step["outcome"] == "violation" and step["rule"] in ("button.dead", "button.moving")


@pytest.mark.parametrize(("preset", "tournament", "posts", "refused"), [
    # dead: the big blind moves on to 4, the small blind (seat 3's) is dead
    ("tda", True, [{"seat": 4, "blind": "big"}], {"seat": 4, "blind": "small"}),
    # moving: small 4, big 1
    ("roberts", False, [{"seat": 4, "blind": "small"}, {"seat": 1, "blind": "big"}],
     {"seat": 4, "blind": "big"})])
def test_blinds_big_forward_after_the_big_blind_leaves(tmp_path: Path, preset: str,
                                                       tournament: bool, posts: list[Any],
                                                       refused: dict[str, Any]) -> None:
    """blinds.big_forward, button.dead, button.moving: seats 1-4, button 1, blinds 2 and 3;
    seat 3 leaves. Both methods put the button on 2."""
    head = [{"move_button": 2}, "shuffle", "cut"]
    sc, script = _first_hand([1, 2, 3, 4], preset, tournament, 3,
                             head + [{"post": p} for p in posts])
    code, res, err = run_drill(tmp_path, sc, script)
    assert code in (0, 1), err
    assert [s["outcome"] for s in step_of(res, "post")[2:]] == ["ok"] * len(posts)
    sc, script = _first_hand([1, 2, 3, 4], preset, tournament, 3, head + [{"post": refused}])
    assert _outcome(tmp_path, sc, script, "post")["outcome"] == "violation"


def _race(chips: dict[int, int], order: list[str], preset: str) -> dict[str, Any]:
    sc = yaml.safe_load((ROOT / "scenarios/chip-race-25s.yaml").read_text())
    sc["chip_race"]["chips"] = chips
    sc["deck"]["order"] = order
    sc["house_rules"] = preset
    return sc


@pytest.mark.parametrize("preset", ["roberts", "tda"])
@pytest.mark.parametrize(("said", "ok"), [(2, True), (3, False)])
def test_race_count_nine_odd_chips_race_two(tmp_path: Path, preset: str, said: int,
                                            ok: bool) -> None:
    """race.count: nine odd 25s (225) race two 100s: 25 left is less than half a chip."""
    sc = _race({1: 7, 2: 2, 4: 4, 5: 3}, ["9c", "Kd", "4h", "Qs", "2c", "Ah", "3d", "5c", "7s"],
               preset)
    script = ["shuffle", "cut", "color_up", {"announce_race": said}]
    code, res, err = run_drill(tmp_path, sc, script)
    assert code in (0, 1), err
    assert (step_of(res, "announce_race")[0]["outcome"] == "ok") is ok


def test_race_award_by_suit_and_one_chip_a_player(tmp_path: Path) -> None:
    """race.award: Kh beats Kd by suit; seat 1's second king wins nothing more."""
    sc = yaml.safe_load((ROOT / "scenarios/chip-race-25s.yaml").read_text())
    sc["deck"]["order"] = ["Kd", "Ks", "4h", "Qs", "2c", "Ah", "3d", "5c", "7s", "Kh"]
    head = ["shuffle", "cut", "color_up", {"announce_race": 3}] + [
        {"deal": s} for s in (1, 1, 1, 2, 2, 4, 5, 5, 5, 6)]
    code, res, err = run_drill(tmp_path, sc, head + [{"award_chip": 4}, {"award_chip": 1},
                                                     {"award_chip": 6}, {"not_raced_out": 5},
                                                     "remove_chips"])
    assert code == 0, (err, res.get("violations"))
    code, res, err = run_drill(tmp_path, sc, head + [{"award_chip": 4}, {"award_chip": 1},
                                                     {"award_chip": 1}])
    assert step_of(res, "award_chip")[-1]["outcome"] == "violation"


def test_button_dead_both_blinds_leave(tmp_path: Path) -> None:
    """button.dead, blinds.big_forward (RULES.md's third worked case): seats 1-6, button 1,
    blinds 2 and 3; seats 2 and 3 both go. Button to 2 (empty), small blind dead, big blind 4."""
    sc, script = _first_hand([1, 2, 3, 4, 5, 6], "tda", True, 2, [])
    sc["between_hands"].append({"hand": 2, "leave": 3})
    head = script + [{"move_button": 2}, "shuffle", "cut"]
    code, res, err = run_drill(tmp_path, sc, head + [{"post": {"seat": 4, "blind": "big"}},
                                                     {"deal": 4}])
    assert code in (0, 1), err
    assert [s["outcome"] for s in res["steps"]][-5:] == ["ok"] * 5
    for wrong in (head + [{"post": {"seat": 4, "blind": "small"}}], script + [{"move_button": 4}]):
        code, res, err = run_drill(tmp_path, sc, wrong)
        last = res["steps"][-1]
        assert last["outcome"] == "violation", last


@pytest.mark.parametrize(("blind", "ok"), [("dead_small", True), ("small", False)])
def test_blinds_missed_small_only_posts_dead(tmp_path: Path, blind: str, ok: bool) -> None:
    """blinds.missed: a player back owing only the small blind posts it dead (roberts, cash)."""
    sc, script = _first_hand([1, 2, 3, 4, 5], "roberts", False, 5, [])
    sc["table"]["seats"][4]["owes"] = ["small"]
    sc["players"] = {}
    script = ["shuffle", "cut", {"post": {"seat": 2, "blind": "small"}},
              {"post": {"seat": 3, "blind": "big"}}, {"post": {"seat": 4, "blind": blind}}]
    code, res, err = run_drill(tmp_path, sc, script)
    assert code in (0, 1), err
    step = res["steps"][-1]
    assert (step["outcome"] == "ok") is ok, step
    if not ok:
        assert step["rule"] == "blinds.missed"
