"""bet.pot_count, the shortcut dealers use in pot limit (issue 25): the most a player may bet
is three times the last bet plus the trail, the trail being every other chip in the middle
and in front of the players, his own chips in front of him excepted (they are part of his
total already). Before the flop a short big blind counts as the full blind (TDA 54-B), and
the last bet is at least the big blind. Checked against the engine's largest raise-to, the
key of every pot-limit and plo-pot question of 300 seeds."""

from __future__ import annotations

from typing import Any

import pytest

from dealer_trainer.quiz import skills
from dealer_trainer.quiz.play import replay


def _shortcut(data: Any) -> int:
    bets = {int(s): b for s, b in data["bets"].items()}
    assumed = replay(data).blinds_assumed()  # a short blind's missing part, before the flop
    last = max([*bets.values(), data["big_blind"] if data["street"] == "preflop" else 0])
    everything = data["pot"] + sum(bets.values()) + assumed
    own = bets.get(data["asking"], 0)
    trail = everything - last - own
    return 3 * last + trail


@pytest.mark.parametrize("skill", ["pot-limit", "plo-pot"])
def test_bet_pot_count_three_times_the_last_bet_plus_the_trail(skill: str) -> None:
    checked = short = own_chips = 0
    for seed in range(300):
        q = skills.questions(skill, seed=seed, count=1)[0]
        data = q.data
        assert _shortcut(data) == q.key, (q.id, q.text)
        checked += 1
        short += bool(data.get("all_in")) and data["street"] == "preflop"
        own_chips += data["bets"].get(str(data["asking"]), 0) > 0
    assert checked == 300 and own_chips >= 20
    if skill == "plo-pot":
        assert short >= 30  # the short blind is among them

