"""RULES.md "Across hands", antes: blinds.ante (each player dealt in antes, dead money, a short
stack's chips to his blind first) and blinds.big_blind_ante (the big blind posts the whole
table's ante, big blind first: TDA RP-11's example), with a level's own ante; the drill
`big-blind-ante-short`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.arbiter.seating import Places, next_hand_config
from dealer_trainer.engine.config import BlindLevel, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.hand import Hand
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
BBA = REPO / "scenarios" / "big-blind-ante-short.yaml"


def table(stacks: dict[int, int], *, ante: int, bba: bool = False,
          house: HouseRules = HouseRules.TDA) -> TableConfig:
    return TableConfig(seats=tuple(SeatConfig(s, f"P{s}", n) for s, n in stacks.items()),
                       button=1, small_blind=1000, big_blind=2000, ante=ante,
                       big_blind_ante=bba, tournament=True, house_rules=house)


def owed_posts(arb: Arbiter) -> list[tuple[int, str]]:
    return sorted((a.seat or 0, a.blind or "") for a in arb.expected() if a.name == "post")


def begun(config: TableConfig) -> Arbiter:
    arb = Arbiter(DrillSetup(config=config, seed=5))
    for name in ("shuffle", "cut"):
        arb.apply(TraineeAction(name))
    return arb


@pytest.mark.parametrize("house", list(HouseRules))
def test_blinds_ante_each_player_dealt_in_antes_dead_money(house: HouseRules) -> None:
    arb = begun(table({1: 9000, 2: 9000, 3: 9000, 4: 9000}, ante=200, house=house))
    assert owed_posts(arb) == [(1, "ante"), (2, "ante"), (2, "small"), (3, "ante"),
                               (3, "big"), (4, "ante")]
    for seat, blind in owed_posts(arb):
        assert arb.apply(TraineeAction("post", seat=seat, blind=blind)).outcome is Outcome.OK
    h = arb.hand
    assert h.pot_total() == 800 and h.bets == {1: 0, 2: 1000, 3: 2000, 4: 0}
    assert arb.apply(TraineeAction.parse({"post": {"seat": 1, "blind": "ante"}})).rule == (
        "blinds.ante")


def test_blinds_ante_a_short_stack_puts_his_chips_in_his_blind_first() -> None:
    """Seat 3, the big blind, has 2100: 2000 to the big blind, 100 to the ante, whichever
    the dealer takes first."""
    for first in ("ante", "big"):
        arb = begun(table({1: 9000, 2: 9000, 3: 2100}, ante=200))
        arb.apply(TraineeAction("post", seat=3, blind=first))
        arb.apply(TraineeAction("post", seat=3, blind="big" if first == "ante" else "ante"))
        h = arb.hand
        assert (h.bets[3], h.pot_total(), h.stacks[3]) == (2000, 100, 0), first


def test_blinds_big_blind_ante_rp11_example_2000_live_1000_ante_all_in() -> None:
    """Level 1000-2000, ante 2000, the big blind's stack 3000: 2000 live big blind, 1000
    ante; he is all in."""
    h = Hand(table({1: 9000, 2: 9000, 3: 3000}, ante=2000, bba=True), rng=random.Random(1))
    h.post(3, "ante")
    h.post(2, "small")
    h.post(3, "big")
    assert (h.bets[3], h.pot_total(), h.stacks[3]) == (2000, 1000, 0)
    h.check_invariants()


def test_blinds_big_blind_ante_only_the_big_blind_antes() -> None:
    arb = begun(table({1: 9000, 2: 9000, 3: 9000, 4: 9000}, ante=2000, bba=True))
    assert owed_posts(arb) == [(2, "small"), (3, "ante"), (3, "big")]
    step = arb.apply(TraineeAction.parse({"post": {"seat": 1, "blind": "ante"}}))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "blinds.big_blind_ante")


def test_blinds_big_blind_ante_drill_passes() -> None:
    arb = Arbiter(load_scenario(BBA).setup)
    solution = REPO / "scenarios" / "solutions" / BBA.name
    for item in yaml.safe_load(solution.read_text("utf-8")):
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK
    result = arb.result()
    assert result["passed"] is True
    final = result["final"]
    assert isinstance(final, dict)
    assert final["stacks"] == {"2": 50000, "3": 49000, "4": 3000, "5": 51000}


def test_blinds_ante_a_level_brings_its_own_ante() -> None:
    base = TableConfig(seats=tuple(SeatConfig(s, f"P{s}", 9000) for s in (1, 2, 3)),
                       button=1, small_blind=100, big_blind=200, ante=0, tournament=True,
                       schedule=(BlindLevel(3, 200, 400, ante=50), BlindLevel(5, 300, 600)))
    places = Places.of(base)
    stacks = {1: 9000, 2: 9000, 3: 9000}
    antes = [next_hand_config(base, stacks, places, n).ante for n in (1, 3, 5)]
    assert antes == [0, 50, 0]  # a level without its own keeps the table's


def test_blinds_big_blind_ante_validate_refuses_it_without_an_ante(tmp_path: Path) -> None:
    from dealer_trainer.scenarios.validate import check_file

    path = tmp_path / "x.yaml"
    path.write_text(BBA.read_text("utf-8").replace("  ante: 2000\n", ""), encoding="utf-8")
    problems = check_file(path)
    assert problems and "needs an ante" in str(problems[0]), problems
