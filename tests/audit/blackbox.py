"""Drive `main.py drill --json` in process, the way an outside auditor would: a scenario and a
script written as YAML files, the JSON result read back. Nothing here imports the engine."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import yaml

from dealer_trainer.cli import main

STREETS = ("third", "fourth", "fifth", "sixth", "seventh")


Result = tuple[int, dict[str, Any], str]


def run_drill(tmp: Path, scenario: dict[str, Any], script: list[Any]) -> Result:
    """Runs one drill; returns (exit code, the JSON result or {}, stderr)."""
    s, a = tmp / f"{scenario['id']}.yaml", tmp / f"{scenario['id']}-script.yaml"
    s.write_text(yaml.safe_dump(scenario, sort_keys=False))
    a.write_text(yaml.safe_dump(script, sort_keys=False))
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["--data", str(tmp / "data"), "drill", str(s), "--script", str(a), "--json"])
    text = out.getvalue()
    return code, (json.loads(text) if text.strip().startswith("{") else {}), err.getvalue()


def step_of(result: dict[str, Any], action_prefix: str) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if s["action"].startswith(action_prefix)]


def stud_deck(cards: dict[int, list[str]], burns: list[str] | None = None) -> list[str]:
    """The stub's order for a stud hand where `cards[seat]` are the seat's cards in deal order
    (two down, door, 4th, 5th, 6th, 7th); a seat with three cards folded on third street."""
    seats = sorted(cards)
    burns = list(burns or ["2s", "3s", "4s", "5s"])
    order: list[str] = []
    for k in range(3):
        order += [cards[s][k] for s in seats]
    for i in range(4):
        if any(len(c) > 3 + i for c in cards.values()):
            order.append(burns[i])
        order += [cards[s][3 + i] for s in seats if len(cards[s]) > 3 + i]
    return order


def stud_table(variant: str, seats: list[int], stack: int = 1000) -> dict[str, Any]:
    return {"variant": variant, "game": "limit", "ante": 5, "bring_in": 10, "small_bet": 20,
            "big_bet": 40, "seats": {s: {"name": f"P{s}", "stack": stack} for s in seats}}


def cyclic(seats: list[int], first: int) -> list[int]:
    i = seats.index(first)
    return seats[i:] + seats[:i]


def stud_hand(variant: str, preset: str, cards: dict[int, list[str]], bring_in: int,
              firsts: dict[str, int], *, third: list[dict[str, Any]] | None = None,
              ends: list[Any] | None = None, sid: str = "audit",
              live: list[int] | None = None,
              burns: list[str] | None = None) -> tuple[dict[str, Any], list[Any]]:
    """A stud hand every seat plays to the end: the bring-in, everyone calls it (or `third`),
    then all check from `firsts[street]` (the seat the book says acts first). The script deals
    it by the book and ends with `showdown` and `ends` (the awards)."""
    seats = sorted(cards)
    after = cyclic(seats, bring_in)
    calls = [{"seat": s, "action": "call"} for s in after[1:]]
    players: dict[str, list[dict[str, Any]]] = {
        "third": third if third is not None else [{"seat": bring_in, "action": "bring_in"}] + calls}
    script: list[Any] = ["shuffle", "cut", "antes"] + [{"deal": seats}] * 3
    script += [{"bring_in": bring_in}, {"wait": "round"}, "collect"]
    on = live or seats
    for street in STREETS[1:]:
        players[street] = [{"seat": s, "action": "check"} for s in cyclic(on, firsts[street])]
        script += ["burn", {"deal": on}, {"first_to_act": firsts[street]}, {"wait": "round"}]
    script += ["showdown"] + list(ends or [])
    scenario = {"id": sid, "title": "audit", "level": 1, "table": stud_table(variant, seats),
                "house_rules": preset, "deck": {"order": stud_deck(cards, burns), "seed": 1},
                "players": players}
    return scenario, script
