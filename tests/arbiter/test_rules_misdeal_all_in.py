"""RULES.md `deal.misdeal_deadline` when everyone is all in on the blinds: a hand of the wrong
count (`error.wrong_card_count`, `found_after`) that comes to light only once the board is run
out, with no substantial action (the short big blind all in by his post, one call), is still a
misdeal: the decisions' chips go back out of the pots, the blinds stay in front, and the deal
starts again (it raised "the bets are already pulled in" to the user before). The top card
given to a short seat is a card of the deal only while it is dealt: not once the board is out.
"""

from __future__ import annotations

import pytest
from drive import apply, drill, finish, mistake, play, refused

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.engine.config import HouseRules

# heads-up: seat 1 (button) posts the small blind and calls; seat 3 is all in on his big blind
SHORT = ((1, "Ana", 1000), (3, "Bo", 10))


def all_in_on_the_blinds(house: HouseRules, seat: int) -> Arbiter:
    arb = drill(seats=SHORT, house=house, deck="", preflop=["1 call"],
                mistakes=[mistake("wrong_count", seat=seat, count=1, found_after=3)])
    for _ in range(40):  # the expected steps up to the river, where a player speaks up
        step = apply(arb, arb.expected()[0], ("ok", "irregularity")[
            arb.expected()[0].name == "river"])
        if step.rule == "error.wrong_card_count":
            return arb
    raise AssertionError("the wrong count never came to light")


@pytest.mark.parametrize("seat", [1, 3])
@pytest.mark.parametrize("house", list(HouseRules))
def test_deal_misdeal_deadline_wrong_count_found_at_the_river_all_in_on_the_blinds(
        house: HouseRules, seat: int) -> None:
    arb = all_in_on_the_blinds(house, seat)
    h = arb.hand
    assert len(h.zones.board) == 5 and h.pots
    assert [a.text() for a in arb.expected()] == ["misdeal"]
    refused(arb, f"deal: {seat}", "error.wrong_card_count")  # no card of the deal now
    play(arb, ["misdeal"])
    assert h.pots == [] and h.zones.board == [] and h.street.value == "preflop"
    assert h.bets == {1: 5, 3: 10} and h.stacks == {1: 995, 3: 0}  # the call back, blinds stay
    assert [a.text() for a in arb.expected()] == ["shuffle"]
    finish(arb)
    result = arb.result()
    assert result["passed"], (result["violations"], result["irregularities"])
    final = result["final"]
    assert isinstance(final, dict) and sum(final["stacks"].values()) == 1010


def test_deal_misdeal_deadline_engine_refund_after_the_bets_are_pulled_in_replays() -> None:
    arb = all_in_on_the_blinds(HouseRules.ROBERTS, 3)
    h = arb.hand
    assert h.can_refund_decisions()  # pulled in, nothing pushed yet
    play(arb, ["misdeal"])
    again = type(h).replay(h.config, h.log)
    assert (again.bets, again.stacks, again.pots, again.street) == (
        h.bets, h.stacks, h.pots, h.street)
    finish(arb)
    assert h.awarded and not h.can_refund_decisions()  # once a pot is pushed, no misdeal's refund
