"""Black-box audit of seventh street with a short stub (issue 26): eight players live, one
card left (stud.short_stub), the common card (stud.common_card), and who acts first with it,
per preset. The shipped drill `stud-short-stub` with seat 7's board made 7c 5c 7s Th; with
seed 2 the common card, drawn after the burns are scrambled back, is the 7h: trips on seat 7's
board, above seat 1's aces and kings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.audit.blackbox import run_drill, step_of

ROOT = Path(__file__).resolve().parents[2]


def _drill(preset: str, first: int, acts: int) -> tuple[dict[str, Any], list[Any]]:
    """`first` is what the trainee names; `acts` the seat the book has act first."""
    sc = yaml.safe_load((ROOT / "scenarios/stud-short-stub.yaml").read_text())
    order = sc["deck"]["order"]
    a, b = order.index("7s"), order.index("Tc")
    order[a], order[b] = "Tc", "7s"
    sc["deck"]["seed"] = 2
    sc["house_rules"] = preset
    script = yaml.safe_load((ROOT / "scenarios/solutions/stud-short-stub.yaml").read_text())
    cut = script.index({"return_to_deck": ["burns"]})
    script = script[:cut] + [{"return_to_deck": ["burns"]}, "shuffle", "cut", "burn",
                             "common_card", {"first_to_act": first}, {"wait": "round"},
                             "showdown", {"award": {"pot": 0, "to": [1]}}]
    seats = [*range(acts, 9), *range(1, acts)]
    sc["players"]["seventh"] = [{"seat": s, "action": "check"} for s in seats]
    return sc, script


@pytest.mark.parametrize(("preset", "right", "wrong"), [("roberts", 7, 1), ("seeds", 7, 1),
                                                        ("tda", 1, 7)])
def test_stud_common_card_first_to_act_per_preset(tmp_path: Path, preset: str, right: int,
                                                  wrong: int) -> None:
    """stud.common_card: roberts, the high hand using the common card (seat 7's three sevens);
    tda, whoever acted first on sixth street (seat 1). stud.short_stub: 1 + 3 burns < 8."""
    sc, script = _drill(preset, right, right)
    code, res, err = run_drill(tmp_path, sc, script)
    assert code == 0, (err, res.get("violations"))
    assert res["final"]["common"] == "7h"
    assert res["final"]["stacks"]["1"] == 1000 + 7 * 15  # the ante and bring-in of seven
    sc, script = _drill(preset, wrong, right)
    code, res, err = run_drill(tmp_path, sc, script)
    step = step_of(res, "first_to_act")[-1]
    assert step["outcome"] == "violation"
    assert step["rule"] in ("stud.common_card", "stud.first_to_act")


@pytest.mark.parametrize("preset", ["roberts", "tda"])
def test_stud_short_stub_deals_no_fresh_card_to_eight(tmp_path: Path, preset: str) -> None:
    """stud.short_stub: four cards cannot reach eight players; a `deal:` after the reshuffle
    and burn is refused (a common card is due)."""
    sc, script = _drill(preset, 1, 1 if preset == "tda" else 7)
    cut = script.index("common_card")
    code, res, err = run_drill(tmp_path, sc, script[:cut] + [{"deal": 1}])
    assert code == 1, err
    assert step_of(res, "deal: 1")[-1]["outcome"] in ("violation", "invalid")


def _seven_live(preset: str, seventh: list[Any]) -> tuple[dict[str, Any], list[Any]]:
    """Seven players, nobody folds: 7 x 6 cards and three burns leave a stub of seven. Seat 1
    shows Ah Ad, then As, then Ac (first on every street); seat 7's door 2c brings in."""
    seats = list(range(1, 8))
    mine = {1: ["Kc", "Kd", "Ah", "Ad", "As", "Ac"]}
    pool = [r + u for r in "3456789TJQ" for u in "cdhs"] + ["Kh", "Ks", "2d", "2h", "2s"]
    rest = iter(pool)
    cards = {s: mine.get(s) or [next(rest) for _ in range(6)] for s in seats}
    cards[7][2], door7 = "2c", cards[7][2]
    order = [cards[s][k] for k in range(3) for s in seats]
    for k in range(3, 6):
        order += [next(rest)] + [cards[s][k] for s in seats]
    stub = [door7, *rest]
    sc = yaml.safe_load((ROOT / "scenarios/stud-short-stub.yaml").read_text())
    sc.update(id="audit-seven-live", house_rules=preset, deck={"order": order + stub, "seed": 4})
    sc["table"]["seats"] = {s: {"name": f"P{s}", "stack": 1000} for s in seats}
    sc["players"] = {"third": [{"seat": 7, "action": "bring_in"}] + [
        {"seat": s, "action": "call"} for s in seats[:-1]]} | {
        st: [{"seat": s, "action": "check"} for s in seats]
        for st in ("fourth", "fifth", "sixth", "seventh")}
    script: list[Any] = ["shuffle", "cut", "antes"] + [{"deal": seats}] * 3
    script += [{"bring_in": 7}, {"wait": "round"}, "collect"]
    for _ in range(3):
        script += ["burn", {"deal": seats}, {"first_to_act": 1}, {"wait": "round"}]
    return sc, script + seventh + [{"first_to_act": 1}, {"wait": "round"}]


TDA_A = [{"return_to_deck": ["burns"]}, "shuffle", "cut", "burn", {"deal": list(range(1, 8))}]
ROBERTS = ["burn", {"deal": [1, 2, 3, 4, 5]}, {"return_to_deck": ["burns"]}, "shuffle", "cut",
           "burn", {"deal": [6, 7]}]


@pytest.mark.parametrize(("preset", "right", "wrong"), [("tda", TDA_A, ROBERTS),
                                                        ("roberts", ROBERTS, TDA_A)])
def test_stud_short_stub_seven_live_per_preset(tmp_path: Path, preset: str, right: list[Any],
                                               wrong: list[Any]) -> None:
    """stud.short_stub, seven live players, stub 7: tda (A) scrambles the stub with the three
    burns, burns and deals seven; roberts deals five, scrambles the last card with the four
    burns, burns and deals the last two (RULES.md's worked example)."""
    sc, script = _seven_live(preset, right)
    code, res, err = run_drill(tmp_path, sc, script)
    assert code == 1, err  # no showdown yet
    assert [s for s in res["steps"] if s["outcome"] != "ok"] == []
    assert res["final"]["common"] is None
    assert all(len(h) == 7 for h in res["final"]["hands"].values())
    sc, script = _seven_live(preset, wrong)
    code, res, err = run_drill(tmp_path, sc, script)
    assert any(s["outcome"] == "violation" for s in res["steps"]), err
