"""Black-box audit of Omaha's verdicts (issue 26's flop-game side): exactly two hole cards and
three board cards at the showdown (omaha.hand), on boards that make a hand that is no player's,
and the pot-limit count (bet.pot_count). Hand values checked with PokerKit 0.7.7's
OmahaHoldemHand; the maxima are RULES.md's worked PLO 5-10 example."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.audit.blackbox import run_drill, step_of

ROOT = Path(__file__).resolve().parents[2]
# (board, seat 2's hole, seat 3's hole, seat 1's hole, the winner)
HANDS = [
    # seat 2 has one heart: no flush, 3c 4c 5h 6h 7h; seat 3 9c Tc 6h 7h 8h: ten high
    ("5h 6h 7h 8h Kd", "Ah 2c 3c 4c", "9c Tc Qs Qd", "2d 3d 4d 9s", 3),
    # the board's aces full of kings is nobody's: Qh Qs with three aces beats three aces
    ("As Ad Ac Kh Kd", "Qh Qs Jc Jd", "2c 3c 4d 5d", "9s 9h 8c 7c", 2),
    # 8c Kd with three eights: four eights beats eights full
    ("8s 8d 8h 5c 2d", "5s 5d 2c 2h", "8c Kd Qd Js", "9s 9h 4c 7c", 3),
]


def _omaha(board: str, h2: str, h3: str, h1: str) -> tuple[dict[str, Any], list[Any]]:
    b = board.split()
    hole = {2: h2.split(), 3: h3.split(), 1: h1.split()}
    order = [hole[s][k] for k in range(4) for s in (2, 3, 1)]
    used = set(order) | set(b)
    burns = [r + u for r in "23456789TJQKA" for u in "cdhs" if r + u not in used][:3]
    order += [burns[0], *b[:3], burns[1], b[3], burns[2], b[4]]
    sc = {"id": "audit-omaha", "title": "audit", "level": 1,
          "table": {"variant": "omaha", "game": "pot-limit", "small_blind": 5, "big_blind": 10,
                    "button": 1, "seats": {s: {"name": f"P{s}", "stack": 1000} for s in (1, 2, 3)}},
          "house_rules": "seeds", "deck": {"order": order, "seed": 3},
          "players": {"preflop": [{"seat": 1, "action": "fold"}, {"seat": 2, "action": "call"},
                                  {"seat": 3, "action": "check"}],
                      **{r: [{"seat": 2, "action": "check"}, {"seat": 3, "action": "check"}]
                         for r in ("flop", "turn", "river")}}}
    script: list[Any] = ["shuffle", "cut", {"post": {"seat": 2, "blind": "small"}},
                         {"post": {"seat": 3, "blind": "big"}}, {"deal": [2, 3, 1] * 4},
                         {"wait": "round"}, "collect"]
    for street in ("flop", "turn", "river"):
        script += ["burn", street, {"wait": "round"}]
    return sc, script + ["showdown"]


@pytest.mark.parametrize(("board", "h2", "h3", "h1", "winner"), HANDS)
def test_omaha_hand_exactly_two_from_hand(tmp_path: Path, board: str, h2: str, h3: str, h1: str,
                                          winner: int) -> None:
    """omaha.hand, omaha.no_play_the_board: the pot to the right hand; a chop or the other
    player refused."""
    sc, script = _omaha(board, h2, h3, h1)
    code, res, err = run_drill(tmp_path, sc, script + [{"award": {"pot": 0, "to": [winner]}},
                                                       "move_button"])
    assert code == 0, (err, res.get("violations"))
    loser = 5 - winner
    assert res["final"]["stacks"] == {"1": 1000, str(winner): 1010, str(loser): 990}
    for wrong in ([loser], [2, 3]):
        code, res, err = run_drill(tmp_path, sc, script + [{"award": {"pot": 0, "to": wrong}}])
        assert step_of(res, "award")[0]["outcome"] == "violation", wrong


def _plo8(flop: list[dict[str, Any]], tail: list[Any]) -> tuple[dict[str, Any], list[Any]]:
    sc = yaml.safe_load((ROOT / "scenarios/plo8-split-odd-chip.yaml").read_text())
    sc["players"].update(flop=flop, turn=[], river=[])
    script = yaml.safe_load((ROOT / "scenarios/solutions/plo8-split-odd-chip.yaml").read_text())
    return sc, script[:script.index("flop") + 1] + tail


@pytest.mark.parametrize(("said", "ok"), [(35, True), (40, False), (70, False)])
def test_plo_pot_count_first_bet(tmp_path: Path, said: int, ok: bool) -> None:
    """bet.pot_count: pot 35, no bet: the most he may bet is 35."""
    flop = [{"seat": 4, "action": "check"}, {"seat": 6, "action": "ask_pot"}]
    sc, script = _plo8(flop, [{"wait": "round"}, {"announce_pot": said}])
    code, res, err = run_drill(tmp_path, sc, script)
    assert code == 1, err
    assert (step_of(res, "announce_pot")[0]["outcome"] == "ok") is ok


@pytest.mark.parametrize(("said", "ok"), [(140, True), (105, False), (175, False)])
def test_plo_pot_count_raise_over_a_pot_bet(tmp_path: Path, said: int, ok: bool) -> None:
    """bet.pot_count: pot 35 and a bet of 35 to him: 35 + (35 + 35 + 35) = 140."""
    flop = [{"seat": 4, "action": "check"}, {"seat": 6, "action": "bet", "to": 35},
            {"seat": 1, "action": "ask_pot"}]
    sc, script = _plo8(flop, [{"wait": "round"}, {"announce_pot": said}])
    code, res, err = run_drill(tmp_path, sc, script)
    assert code == 1, err
    assert (step_of(res, "announce_pot")[0]["outcome"] == "ok") is ok


@pytest.mark.parametrize(("to", "valid"), [(140, True), (145, False)])
def test_plo_raise_above_the_pot_is_a_scenario_error(tmp_path: Path, to: int, valid: bool) -> None:
    """bet.pot_count: a scripted raise to more than the pot is bad input, one line, exit 2."""
    flop = [{"seat": 4, "action": "check"}, {"seat": 6, "action": "bet", "to": 35},
            {"seat": 1, "action": "raise", "to": to}]
    sc, script = _plo8(flop, [{"wait": 3}])
    code, _res, err = run_drill(tmp_path, sc, script)
    assert (code != 2) is valid, err
    assert "Traceback" not in err


@pytest.mark.parametrize("preset", ["seeds", "tda"])
def test_hilo_omaha_low_needs_two_low_hole_cards(tmp_path: Path, preset: str) -> None:
    """hilo.omaha_low, hilo.qualifier: board 2c 3d 4h 5s 8c, seat 2 holds Ac Kd Kh Ks: one low
    hole card, so no low (A-2-3-4-5 would take four board cards). Kings win the whole pot."""
    sc, script = _omaha("2c 3d 4h 5s 8c", "Ac Kd Kh Ks", "Qc Qd Jc Jd", "9s 9h Tc Td")
    sc["table"]["variant"] = "omaha-hilo"
    sc["house_rules"] = preset
    code, res, err = run_drill(tmp_path, sc, script + [{"award": {"pot": 0, "to": [2]}},
                                                       "move_button"])
    assert code == 0, (err, res.get("violations"))
    assert res["final"]["stacks"] == {"1": 1000, "2": 1010, "3": 990}
    assert res["final"]["pots"][0]["low"] is None
    code, res, err = run_drill(tmp_path, sc, script + [
        {"award": {"pot": 0, "half": "high", "to": [2]}},
        {"award": {"pot": 0, "half": "low", "to": [2]}}])
    assert any(s["outcome"] == "violation" for s in step_of(res, "award")), err
