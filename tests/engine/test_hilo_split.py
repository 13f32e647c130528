"""The hi-lo split: rules `hilo.split` and `hilo.odd_chip` (RULES.md's worked examples), in the
table's smallest chip (`award.split`). The stud odd-chip order by cards (`stud.odd_chip`):
test_stud_odd_chip.py."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.hilo import board_order, hilo_split, share_in_order


def test_hilo_split_one_high_and_two_identical_lows_quarter_the_low_half() -> None:
    split = hilo_split(400, [1], [2, 3])
    assert split.high == {1: 200} and split.low == {2: 100, 3: 100}
    assert split.total == {1: 200, 2: 100, 3: 100}


def test_hilo_split_best_both_ways_and_tied_for_low_takes_three_quarters() -> None:
    split = hilo_split(400, [1], [1, 2])
    assert split.total == {1: 300, 2: 100}
    assert (split.high_amount, split.low_amount) == (200, 200)


def test_hilo_split_no_qualifying_low_the_high_takes_the_whole_pot() -> None:
    split = hilo_split(205, [4])
    assert split.high == {4: 205} and split.low == {}
    assert hilo_split(205, [4, 6], []).high == {4: 103, 6: 102}


def test_hilo_split_a_scoop_is_both_halves_to_one_hand() -> None:
    assert hilo_split(205, [4], [4]).total == {4: 205}


def test_hilo_odd_chip_of_the_total_goes_to_the_high_half() -> None:
    split = hilo_split(205, [4], [6])
    assert split.high == {4: 103} and split.low == {6: 102}


def test_hilo_odd_chip_inside_a_tied_high_half_goes_first_clockwise_from_the_button() -> None:
    # Pot 205, seats 4 and 6 tie for high, seat 3 has the low, button on seat 1.
    occupied = [1, 3, 4, 6]
    split = hilo_split(205, board_order([6, 4], 1, occupied), board_order([3], 1, occupied))
    assert split.low == {3: 102}
    assert split.high == {4: 52, 6: 51}
    # The same tie with the button on seat 4: seat 6 is the first clockwise from it.
    assert hilo_split(205, board_order([4, 6], 4, occupied), [3]).high == {6: 52, 4: 51}


def test_hilo_odd_chip_no_player_receives_more_than_one_odd_chip_of_a_half() -> None:
    # 101 in the high half among three: 33 each and one more to each of the first two.
    split = hilo_split(202, board_order([2, 5, 7], 5, [1, 2, 5, 7]), [1])
    assert split.high == {7: 34, 2: 34, 5: 33} and split.low == {1: 101}
    rng = random.Random(3)
    for _ in range(2000):
        seats = rng.sample(range(1, 11), rng.randint(1, 6))
        amount = rng.randint(0, 5000)
        shares = share_in_order(amount, seats)
        assert sum(shares.values()) == amount
        assert max(shares.values()) - min(shares.values()) <= 1


def test_hilo_odd_chip_is_broken_down_to_the_smallest_chip_in_play() -> None:
    # 205 in 5s is 41 chips: 21 high, 20 low.
    split = hilo_split(205, [4], [6], chip=5)
    assert split.high == {4: 105} and split.low == {6: 100}
    # 105 high in 5s between two: 55 and 50, the odd 5 to the first clockwise.
    assert hilo_split(205, [4, 6], [3], chip=5).high == {4: 55, 6: 50}
    # Less than a chip over (a pot no chip of the table makes) goes high, to its first seat.
    odd = hilo_split(207, [4, 6], [3], chip=5)
    assert odd.high == {4: 57, 6: 50} and odd.low == {3: 100}
    rng = random.Random(5)
    for _ in range(2000):
        chip = rng.choice([1, 5, 25, 100])
        amount = chip * rng.randint(0, 400)
        high = rng.sample(range(1, 10), rng.randint(1, 4))
        low = rng.sample(range(1, 10), rng.randint(0, 4))
        split = hilo_split(amount, high, low, chip=chip)
        assert sum(split.total.values()) == amount
        assert all(v % chip == 0 for v in [*split.high.values(), *split.low.values()])
        if low:
            assert 0 <= split.high_amount - split.low_amount <= chip


@pytest.mark.parametrize(
    "call",
    [
        lambda: hilo_split(100, []),
        lambda: share_in_order(100, []),
        lambda: share_in_order(100, [1, 1]),
        lambda: share_in_order(100, [1], chip=0),
        lambda: share_in_order(-5, [1]),
    ],
)
def test_hilo_split_refuses_a_split_that_cannot_be(call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(EngineError):
        call()


def test_hilo_odd_chip_board_order_shares_a_half_as_award_split_amounts_shares_a_pot() -> None:
    # One rule (award.split: odd chips one each, clockwise from the button) for a hold'em pot
    # and a board game's half; award.split_amounts takes the chip as chip= once it has it.
    import inspect

    from dealer_trainer.engine.award import split_amounts

    takes_chip = "chip" in inspect.signature(split_amounts).parameters
    rng = random.Random(20)
    for _ in range(1000):
        occupied = sorted(rng.sample(range(1, 11), rng.randint(2, 10)))
        button = rng.choice(occupied)
        winners = rng.sample(occupied, rng.randint(1, len(occupied)))
        amount = rng.randint(0, 3000)
        extra = {"chip": 1} if takes_chip else {}
        expected = split_amounts(amount, winners, button, occupied, **extra)
        assert share_in_order(amount, board_order(winners, button, occupied)) == expected
