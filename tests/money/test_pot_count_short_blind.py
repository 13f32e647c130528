"""bet.pot_count with a blind posted short (TDA 54-B): before the flop full blinds are
assumed, both in the count a player asks for and in the raise the engine then lets him make
(the engine's own: tests/engine/test_rules_pot_count.py). Pot limit at 100-200, seats 1, 3,
4, 6, button 1: the big blind (seat 4) has 150 and posts it all in, so seat 6, first to act,
may raise to 200 + (100 + 200 + 200) = 700, not 650."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.scenarios.loader import load_scenario

ROOT = Path(__file__).resolve().parents[2]

SCENARIO = """\
id: pot-count-short-big-blind
title: The big blind posts 150 all in
level: 4
description: Pot limit at 100-200; full blinds are assumed before the flop.
table:
  game: pot-limit
  small_blind: 100
  big_blind: 200
  button: 1
  seats:
    1: {name: Ana, stack: 20000}
    3: {name: Bogdan, stack: 20000}
    4: {name: Chloe, stack: 150}
    6: {name: Dimitri, stack: 20000}
deck:
  seed: 5
players:
  preflop:
    - {seat: 6, action: ask_pot}
    - {seat: 6, action: raise, to: 700}
    - {seat: 1, action: fold}
    - {seat: 3, action: fold}
"""

SCRIPT = """\
- shuffle
- cut
- post: {seat: 3, blind: small}
- post: {seat: 4, blind: big}
- deal: 3
- deal: 4
- deal: 6
- deal: 1
- deal: 3
- deal: 4
- deal: 6
- deal: 1
- wait
- announce_pot: 700
- wait: round
- collect
- burn
- flop
- burn
- turn
- burn
- river
- showdown
"""


def test_bet_pot_count_short_big_blind_the_announced_pot_is_700_and_he_may_raise_to_it(
    tmp_path: Path,
) -> None:
    (tmp_path / "drill.yaml").write_text(SCENARIO, encoding="utf-8")
    arb = Arbiter(load_scenario(tmp_path / "drill.yaml").setup)
    for _ in range(40):
        hit = next((a for a in arb.expected() if a.name == "announce_pot"), None)
        if hit is not None:
            break
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert hit == TraineeAction("announce_pot", amount=700)
    wrong = arb.apply(TraineeAction("announce_pot", amount=650))  # the short blind as it is
    assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "bet.pot_count")
    assert arb.apply(hit).outcome is Outcome.OK
    assert arb.apply(TraineeAction("wait")).outcome is Outcome.OK
    assert arb.hand.bets[6] == 700


def test_bet_pot_count_short_big_blind_drill_plays_the_raise_to_700(tmp_path: Path) -> None:
    """The black box: `drill --json` no longer refuses the scenario as bad input (exit 2);
    the big blind's 150 is called, 550 of the raise goes back, and he wins or loses 450."""
    (tmp_path / "drill.yaml").write_text(SCENARIO, encoding="utf-8")
    (tmp_path / "script.yaml").write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "drill", str(tmp_path / "drill.yaml"),
         "--script", str(tmp_path / "script.yaml"), "--json"],
        cwd=ROOT, capture_output=True, text=True, encoding="utf-8", timeout=120,
    )
    assert done.returncode in (0, 1), done.stderr
    result = json.loads(done.stdout)
    steps = {s["action"]: s for s in result["steps"]}
    assert steps["announce_pot: 700"]["outcome"] == "ok"
    assert not result["violations"]
    assert result["final"]["pots"][0]["amount"] == 150 + 150 + 100
    assert result["final"]["stacks"]["6"] == 20000 - 150


def test_bet_pot_count_the_quizs_key_for_a_short_big_blind_is_700() -> None:
    """The quiz's answer key is the engine's largest raise-to on the hand its question shows
    (quiz/potlimit.py); that hand with the big blind short gives 700 too."""
    from dealer_trainer.engine.counts import pot_count
    from dealer_trainer.quiz.play import replay

    data = {"game": "pot-limit", "small_blind": 100, "big_blind": 200, "button": 1,
            "stacks": {"1": 20000, "3": 20000, "4": 150, "6": 20000}, "street": "preflop",
            "actions": []}
    hand = replay(data)
    assert hand.legal().seat == 6 and hand.bets[4] == 150
    assert hand.legal().max_raise_to == pot_count(hand) == 700
