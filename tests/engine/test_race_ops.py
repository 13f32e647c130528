"""The chip race's engine operations (engine/race.py, engine/race_ops.py; RULES.md "The chip
race and the color-up"): each has its trio, a random walk over them keeps every card and
chip accounted for (the tray included) and `Hand.replay` of its log rebuilds the table, and
the race's arithmetic (race.count's rounding, race.award's order by rank then suit)."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.race import ChipRace, award_order, raced
from dealer_trainer.engine.race_ops import TRAY

STACKS = {1: 5175, 2: 3050, 3: 4000, 4: 2625, 5: 75, 6: 1025}
CHIPS = ((1, 7), (2, 2), (4, 5), (5, 3), (6, 1))


def table(house: HouseRules = HouseRules.TDA, chips: tuple[tuple[int, int], ...] = CHIPS,
          stacks: dict[int, int] | None = None,
          found: tuple[tuple[int, int], ...] = ()) -> TableConfig:
    return TableConfig(
        seats=tuple(SeatConfig(s, f"P{s}", n) for s, n in (stacks or STACKS).items()),
        button=3, small_blind=100, big_blind=200, tournament=True, house_rules=house,
        race=ChipRace(25, 100, chips, found))


def state(h: Hand) -> tuple[object, ...]:
    z = h.zones
    return (list(z.stub), {s: list(c) for s, c in z.hole.items()}, dict(h.stacks),
            dict(h.house), list(h.log))


def test_race_ops_need_a_race_at_the_table() -> None:
    h = Hand(TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                         small_blind=1, big_blind=2), rng=random.Random(1))
    assert not h.can_color_up() and not h.can_race(1) and not h.can_remove_chips()
    with pytest.raises(EngineError, match="no chip race"):
        h.color_up()


def test_race_ops_the_worked_race_and_its_replay() -> None:
    h = Hand(table(), rng=random.Random(3))
    h.shuffle(parse_cards("9c Kd 4h Qs 2c Ah 3d 5c 7s Kh"))
    assert not h.can_race(1), "a race card before the color-up"
    h.color_up()
    assert h.race_odd() == {1: 3, 2: 2, 4: 1, 5: 3, 6: 1} and h.race_count() == 3
    assert not h.can_color_up(), "colored up twice"
    h.announce_race(3)
    for seat in (1, 1, 1, 2, 2, 4, 5, 5, 5, 6):
        h.race(seat)
    assert not h.can_race(6), "a card more than his odd chips"
    assert not h.can_not_raced_out(2), "Bogdan has 3000 behind"
    for seat in (4, 6, 1):
        h.award_chip(seat)
    assert not h.can_award_chip(2), "every raced chip is awarded"
    h.not_raced_out(5)
    assert not h.can_not_raced_out(5)
    h.remove_chips()
    assert h.stacks == {1: 5200, 2: 3000, 3: 4000, 4: 2700, 5: 100, 6: 1100}
    assert h.house[TRAY] == 250 - 400  # ten 25s in, three raced 100s and one given out
    h.check_invariants()
    assert state(Hand.replay(h.config, h.log)) == state(h)


def test_race_leftover_found_chips_change_at_equal_value() -> None:
    """TDA 24-C: five 25s found in seat 3's stack after the race become one 100, the last 25
    is removed without compensation."""
    h = Hand(table(found=((3, 5),), stacks={**STACKS, 3: 4125}), rng=random.Random(3))
    h.shuffle()
    h.color_up()
    h.remove_chips()
    assert h.stacks[3] == 4100 and h.stacks[2] == 3000


@pytest.mark.parametrize("house", list(HouseRules))
def test_race_count_half_a_chip_or_more_races_one_more(house: HouseRules) -> None:
    half_up = table(house).preset.race_half_up
    assert half_up, "RULES.md: every preset rounds half up (the TDA follows Robert's)"
    assert raced({1: 3, 2: 2, 4: 1, 5: 3, 6: 1}, 4, half_up) == 3  # 250: two and a half
    assert raced({1: 3, 2: 2, 4: 1, 5: 3}, 4, half_up) == 2  # 225: two, and a quarter
    assert raced({1: 1}, 4, half_up) == 0  # one 25 of a 100: nothing to race for
    assert raced({1: 3, 2: 2, 4: 1, 5: 3, 6: 1}, 4, False) == 2  # a house that rounds down


def test_race_award_by_rank_then_suit_one_chip_a_player() -> None:
    cards = {s: [Card.parse(c) for c in cs.split()] for s, cs in
             {1: "9c Kd 4h", 2: "Qs 2c", 4: "Ah", 5: "3d 5c 7s", 6: "Kh"}.items()}
    assert award_order(cards, 3) == [4, 6, 1]  # Kh beats Kd on suit
    assert award_order({1: [Card.parse("Kd"), Card.parse("Kc")], 2: [Card.parse("2s")]},
                       2) == [1, 2], "a second card of a seat counts for nothing"


def test_race_ops_refused_change_nothing_in_a_random_walk() -> None:
    """Any race operation, to any seat, in any order: a yes never raises, a no raises and
    changes nothing; the cards and chips stay accounted for; the log replays."""
    ops = ("color_up", "announce_race", "race", "award_chip", "not_raced_out", "remove_chips")
    done: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        h = Hand(table(rng.choice(list(HouseRules))), rng=random.Random(seed))
        h.shuffle()
        for _ in range(40):
            name = rng.choice(ops)
            args = () if name in ("color_up", "remove_chips") else (rng.randint(0, 7),)
            can = getattr(h, f"can_{name}")(*args)
            if can:
                getattr(h, name)(*args)
                h.check_invariants()
                done.add(name)
                continue
            before = state(h)
            with pytest.raises(EngineError):
                getattr(h, name)(*args)
            assert state(h) == before, name
        assert state(Hand.replay(h.config, h.log)) == state(h), seed
    assert done == set(ops)


def test_race_ops_late_not_raced_out_after_the_removal_and_its_replay() -> None:
    """The raced_out irregularity's correction: the small chips went out of play with seat
    5's last chips and no chip given; `not_raced_out` is refused then, `late_not_raced_out`
    gives the 100 from the tray, once, to him alone; the replay redoes it."""
    h = Hand(table(), rng=random.Random(3))
    h.shuffle(parse_cards("9c Kd 4h Qs 2c Ah 3d 5c 7s Kh"))
    h.color_up()
    assert not h.can_late_not_raced_out(5), "the small chips are still in play"
    h.announce_race(3)
    for seat in (1, 1, 1, 2, 2, 4, 5, 5, 5, 6):
        h.race(seat)
    for seat in (4, 6, 1):
        h.award_chip(seat)
    h.remove_chips()
    assert h.stacks[5] == 0 and not h.can_not_raced_out(5)
    assert not h.can_late_not_raced_out(2), "Bogdan keeps 3000"
    assert not h.can_late_not_raced_out(4), "Dimitri won a chip"
    assert not h.can_late_not_raced_out(3), "Chloe had no odd chips"
    h.late_not_raced_out(5)
    assert h.stacks[5] == 100 and h.race_awarded(raced_out=True) == [5]
    assert not h.can_late_not_raced_out(5), "given twice"
    h.check_invariants()
    assert state(Hand.replay(h.config, h.log)) == state(h)
