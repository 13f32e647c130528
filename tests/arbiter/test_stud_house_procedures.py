"""RULES.md "The shuffle and the dealer's announcements" at a stud table: `deck.shuffle` at a
`table.shuffle: full` table and `deal.announce` (`table.announce: true`) come from the same
rows of the one procedure table (`procedure.PROCEDURE`) as at a flop table, in every preset
and every stud game."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.procedure import Phase, phase
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "stud-exposed-downcard.yaml"
GESTURES = ["wash", "riffle", "riffle", "box", "riffle"]


def stud_drill(house: HouseRules, variant: Variant = Variant.STUD) -> Arbiter:
    """CONTRACT.md's stud drill at a full-shuffle, announcing table, without its mistake
    and its script (the bots play: the bring-in is not the script's without the mistake)."""
    setup = load_scenario(DRILL).setup
    config = replace(setup.config, house_rules=house, variant=variant)
    return Arbiter(replace(setup, config=config, mistakes=(), decisions={},
                           shuffle="full", announce=True))


def act(arb: Arbiter, item: object):
    return arb.apply(TraineeAction.parse(item))


def play_right(arb: Arbiter) -> list[str]:
    """The arbiter's own next steps to the end of the drill; the names of the steps done."""
    done = []
    while ex := arb.expected():
        step = act(arb, yaml.safe_load(ex[0].text()))
        assert step.outcome is Outcome.OK, (ex[0].text(), step.message_key)
        done.append(ex[0].name)
    return done


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD_HILO, Variant.RAZZ])
def test_deck_shuffle_deal_announce_a_stud_drill_full_shuffle_and_announcing_by_the_book(
    house: HouseRules, variant: Variant,
) -> None:
    arb = stud_drill(house, variant)
    done = play_right(arb)
    assert done[:6] == [*GESTURES, "cut"]  # the house shuffle, each gesture owed in turn
    announced = [op for op in arb.hand.log if type(op).__name__ == "Announcing"]
    assert announced and "announce" in done  # each bet and raise announced before the next
    result = arb.result()
    assert result["passed"] and result["score"] == 100 and not result["violations"]


def test_deck_shuffle_a_stud_table_cut_before_the_gestures_are_done_is_a_violation() -> None:
    arb = stud_drill(HouseRules.TDA)
    for g in GESTURES[:3]:
        assert act(arb, g).outcome is Outcome.OK
    wrong = act(arb, "cut")
    assert (wrong.outcome, wrong.rule, wrong.message_key) == (
        Outcome.VIOLATION, "deck.shuffle", "deck.shuffle.missing.box")
    quick = act(arb, "shuffle")  # a bare shuffle is accepted for the whole sequence
    assert quick.outcome is Outcome.OK and phase(arb) is Phase.CUT


def test_deal_announce_a_stud_bet_not_announced_is_a_violation_and_the_announcement_owed() -> None:
    arb = stud_drill(HouseRules.SEEDS)
    while phase(arb) is not Phase.ANNOUNCE:
        assert act(arb, yaml.safe_load(arb.expected()[0].text())).outcome is Outcome.OK
    owed = arb.expected()[0]
    assert owed.name == "announce"
    wrong = act(arb, "wait")
    assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "deal.announce")
    assert wrong.message_key.startswith("deal.announce.missing.")
    assert arb.expected()[0] == owed  # nothing changed: the announcement still owed
    assert act(arb, yaml.safe_load(owed.text())).outcome is Outcome.OK
    assert phase(arb) is not Phase.ANNOUNCE
