"""error.button_position under the TDA (34-A: after substantial action the error stands and
the button moves on from where the disc is) at a table with the dead button (button.dead):
the disc the dealer moves at the end of the hand may stand before a player of this hand who
sits out from the next (seat.sit_out). `misplaced_button._finish` once asked the engine for a
dead disc at a seat with chips, which it refuses (as `steps.do_move_button` did before it
was fixed): the hand could not end."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.scenarios import load_scenario


def scenario(tmp: Path, disc: int, out: int) -> Arbiter:
    data = {
        "id": "misplaced-dead-disc", "title": "t", "level": 1, "house_rules": "tda",
        "table": {"game": "no-limit", "small_blind": 5, "big_blind": 10, "button": 1,
                  "button_rule": "dead",
                  "seats": {i: {"name": f"P{i}", "stack": 1000} for i in range(1, 6)}},
        "hands": 2, "between_hands": [{"hand": 2, "sit_out": out}],
        "mistakes": [{"kind": "button_misplaced", "seat": disc}], "deck": {"seed": 7},
    }
    path = tmp / "misplaced-dead-disc.yaml"
    path.write_text(yaml.safe_dump(data))
    return Arbiter(load_scenario(path).setup)


def around_the_disc(arb: Arbiter) -> None:
    """Hand 1 dealt around the misplaced disc (the ordinary steps, never the correction's
    move or void), until its button is moved and hand 2 is laid out."""
    for _ in range(300):
        if arb.hand_number > 1:
            return
        owed = [e.example for e in arb._expects()]
        ordinary = [a for a in owed if a.name not in ("move_button", "void_hand")]
        arb.apply((owed if len(owed) == 1 else ordinary or owed)[0])
    raise AssertionError("hand 1 never ended")


@pytest.mark.parametrize(("disc", "out"), [(2, 3), (3, 4), (4, 5), (5, 1)])
def test_error_button_position_tda_stands_then_a_dead_disc_before_a_player_sitting_out(
        tmp_path: Path, disc: int, out: int) -> None:
    arb = scenario(tmp_path, disc, out)
    assert arb.hand.button == disc and arb.open_corrections()
    around_the_disc(arb)
    assert arb.hand.button == out  # moved on from it: dead, before the player sitting out
    assert out not in arb.places.players and arb.config.dead_button
    assert not arb.open_corrections() and not arb.violations
    arb.check_invariants()
