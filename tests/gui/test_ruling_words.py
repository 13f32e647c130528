"""A player's words are in his bubble (issue 14, "his words in a bubble"): what he says is an
operation in the hand's log, and the bubble reads it there, in the trainee's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.engine.ops_said import PlayerSaying
from dealer_trainer.gui.text import bubble_text
from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.script import load_script

ROOT = Path(__file__).resolve().parents[2] / "scenarios"


def _at_the_ruling(name: str) -> Arbiter:
    arb = Arbiter(load_scenario(ROOT / f"{name}.yaml").setup)
    for item in load_script(ROOT / "solutions" / f"{name}.yaml"):
        if arb.apply(item.action).outcome is Outcome.IRREGULARITY:
            return arb
    raise AssertionError(f"{name}: no ruling reached")


@pytest.mark.parametrize(
    ("name", "seat", "en", "el"),
    [("ruling-call-no-bet", 3, "Call!", "Call!"),  # action: say, words alone
     ("ruling-oversized-chip-raise", 1, "Raise!", "Raise!"),  # chips with "raise"
     ("ruling-raise-amount-said", 4, "Raise, 8000!", "Raise, 8000!")],  # "raise, 8000"
)
def test_bet_rulings_his_words_are_in_his_bubble(name: str, seat: int, en: str, el: str):
    arb = _at_the_ruling(name)
    said = [op for op in arb.hand.log if isinstance(op, PlayerSaying)]
    assert said and said[-1].seat == seat
    view = next(s for s in arb.snapshot().seats if s.seat == seat)
    assert view.last_action is not None
    assert bubble_text(view.last_action, "en") == en
    assert bubble_text(view.last_action, "el") == el
    arb.check_invariants()


def test_bet_oversized_chip_chips_without_a_word_read_as_chips() -> None:
    arb = _at_the_ruling("ruling-oversized-chip-call")
    view = next(s for s in arb.snapshot().seats if s.seat == 1)
    assert view.last_action is not None
    assert bubble_text(view.last_action, "en") == "1000 in chips"
