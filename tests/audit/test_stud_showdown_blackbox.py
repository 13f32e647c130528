"""Black-box audit of the stud games' showdowns (issue 26): razz hand values, the hi-lo split
with an odd chip or no low, and the stud odd chip per preset. Hands and splits were checked
with PokerKit 0.7.7; the odd chip by suit is one of RULES.md's oracle gaps, worked by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.audit.blackbox import run_drill, step_of, stud_hand

RAZZ3 = {1: ["Kd", "Kh", "9c", "6s", "4h", "2c", "Ac"],   # 9-6-4-2-A
         2: ["Qs", "Jc", "9h", "7c", "5c", "3c", "2h"],   # 9-7-5-3-2
         4: ["6d", "5d", "4d", "3d", "2d", "Kc", "Ks"]}   # 6-5-4-3-2: a straight flush counts low
RAZZ3_FIRSTS = {"fourth": 4, "fifth": 4, "sixth": 1, "seventh": 1}
RAZZ_PAIRS = {1: ["2c", "2d", "3c", "3d", "4c", "4d", "5c"],  # pairs: 5-4-3-2-2 at best
              2: ["Kc", "Qd", "Jh", "Th", "8s", "Ks", "Qs"]}  # K-Q-J-T-8, unpaired, wins
RAZZ_PAIRS_FIRSTS = {"fourth": 2, "fifth": 2, "sixth": 2, "seventh": 2}


def _play(tmp: Path, *args: Any, **kw: Any) -> dict[str, Any]:
    sc, script = stud_hand(*args, **kw)
    code, res, err = run_drill(tmp, sc, script)
    assert code in (0, 1), err
    return res


@pytest.mark.parametrize("preset", ["roberts", "tda"])
def test_razz_low_straights_and_flushes_do_not_count(tmp_path: Path, preset: str) -> None:
    """razz.low, razz.bring_in (9h), razz.first_to_act: 6-5-4-3-2 of diamonds wins."""
    res = _play(tmp_path, "razz", preset, RAZZ3, 2, RAZZ3_FIRSTS,
                ends=[{"read": {"seat": 1, "hand": "low", "low": [9, 6, 4, 2, "A"]}},
                      {"award": {"pot": 0, "to": [4]}}])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {"1": 985, "2": 985, "4": 1030}


def test_razz_low_wrong_winner_and_wrong_read_refused(tmp_path: Path) -> None:
    """razz.low: the 9-6 (best unpaired of Kd Kh 9c 6s 4h 2c Ac) is not the winner here, and it
    is not read as a king low."""
    res = _play(tmp_path, "razz", "roberts", RAZZ3, 2, RAZZ3_FIRSTS,
                ends=[{"read": {"seat": 1, "hand": "low", "low": ["K", 9, 6, 4, 2]}},
                      {"award": {"pot": 0, "to": [1]}}])
    bad = [s for s in res["steps"] if s["outcome"] == "violation"]
    assert [s["action"].split(":")[0] for s in bad] == ["read", "award"]


def test_razz_low_pairs_count_against_the_hand(tmp_path: Path) -> None:
    """razz.low, razz.first_to_act (an unpaired board before a pair): K-Q-J-T-8 beats a pair."""
    res = _play(tmp_path, "razz", "tda", RAZZ_PAIRS, 2, RAZZ_PAIRS_FIRSTS,
                ends=[{"award": {"pot": 0, "to": [2]}}])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {"1": 985, "2": 1015}


# Stud hi-lo, seat 4 folds on third street: pot 35 (three antes, bring-in 10, a call).
HILO = {1: ["Ac", "Ad", "Kc", "As", "Kd", "Qh", "Jh"],   # aces full, no low
        2: ["2c", "3d", "7h", "6c", "8d", "4c", "Jc"],   # 7-6-4-3-2 low, jack high
        4: ["Qs", "Qd", "Tc"]}
NO_LOW = {**HILO, 2: ["2c", "3d", "7h", "Jc", "Jd", "Th", "9c"]}  # three low ranks only
HILO_BURNS = ["9d", "9h", "9s", "Ts"]
HILO_THIRD = [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "fold"},
              {"seat": 1, "action": "call"}]
HILO_FIRSTS = {"fourth": 1, "fifth": 1, "sixth": 1, "seventh": 1}


def _hilo(tmp: Path, preset: str, cards: dict[int, list[str]], ends: list[Any]) -> dict[str, Any]:
    return _play(tmp, "stud-hilo", preset, cards, 2, HILO_FIRSTS, third=HILO_THIRD, live=[1, 2],
                 burns=HILO_BURNS, ends=ends)


@pytest.mark.parametrize("preset", ["seeds", "roberts", "tda"])
def test_hilo_odd_chip_goes_high(tmp_path: Path, preset: str) -> None:
    """hilo.split, hilo.odd_chip: 35 splits 18 high, 17 low."""
    high = {"award": {"pot": 0, "half": "high", "to": [1], "amount": 18}}
    low = {"award": {"pot": 0, "half": "low", "to": [2], "amount": 17}}
    res = _hilo(tmp_path, preset, HILO, [high, low])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {"1": 1003, "2": 1002, "4": 995}
    pot = res["final"]["pots"][0]
    assert pot["high"] == {"winners": [1], "amount": 18}
    assert pot["low"] == {"winners": [2], "amount": 17}


def test_hilo_odd_chip_to_the_low_half_refused(tmp_path: Path) -> None:
    """hilo.odd_chip: pushing 17 high and 18 low is refused."""
    high = {"award": {"pot": 0, "half": "high", "to": [1], "amount": 17}}
    res = _hilo(tmp_path, "tda", HILO, [high])
    step = step_of(res, "award")[0]
    assert step["outcome"] == "violation" and step["rule"].startswith(("hilo.", "stud.odd_chip"))


def test_hilo_qualifier_no_low_high_takes_all(tmp_path: Path) -> None:
    """hilo.qualifier: 2-3-7-9 and a pair of jacks is no low; the whole 35 goes high."""
    res = _hilo(tmp_path, "roberts", NO_LOW, [{"award": {"pot": 0, "to": [1]}}])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {"1": 1020, "2": 985, "4": 995}
    assert res["final"]["pots"][0]["low"] is None


def test_hilo_qualifier_a_low_half_without_a_low_refused(tmp_path: Path) -> None:
    """hilo.qualifier: a low half pushed where no low qualifies is a violation."""
    res = _hilo(tmp_path, "roberts", NO_LOW, [{"award": {"pot": 0, "half": "high", "to": [1]}},
                                              {"award": {"pot": 0, "half": "low", "to": [2]}}])
    bad = [s for s in step_of(res, "award") if s["outcome"] == "violation"]
    assert bad and bad[0]["rule"] in ("hilo.qualifier", "hilo.split")
    assert not res["passed"]


# Stud, two tied straights 9-8-7-6-5: seat 1 has A♠ outside his five and 9♥; seat 2 has 9♠.
TIED = {1: ["As", "2d", "9h", "8c", "7d", "6h", "5c"],
        2: ["9s", "3c", "8d", "7h", "6d", "5d", "Kc"],
        4: ["Qs", "Qd", "Jc"]}
TIED_THIRD = [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "fold"},
              {"seat": 1, "action": "call"}]


@pytest.mark.parametrize(("preset", "odd"), [("roberts", 1), ("seeds", 1), ("tda", 2)])
def test_stud_odd_chip_per_preset(tmp_path: Path, preset: str, odd: int) -> None:
    """stud.odd_chip: roberts, the highest card of all seven (A♠, seat 1); tda, the high card
    by suit of the five played (9♠, seat 2). Pot 35: 18 and 17."""
    res = _play(tmp_path, "stud", preset, TIED, 2, HILO_FIRSTS, third=TIED_THIRD, live=[1, 2],
                ends=[{"award": {"pot": 0, "to": [1, 2]}}])
    assert res["passed"], res["violations"]
    other = 3 - odd
    assert res["final"]["stacks"][str(odd)] == 1000 - 15 + 18
    assert res["final"]["stacks"][str(other)] == 1000 - 15 + 17


# Stud hi-lo, four seats, seat 5 folds on third: pot 50, high 25, the low half 25 split by two
# identical 7-5-4-3-2 lows. Seat 2 holds the 2c (the lowest card of all), seat 4 the 7s (the
# highest card of the five played).
LOW_TIE = {1: ["Kc", "Ks", "Kh", "9c", "9d", "Qc", "Jd"],   # kings full, no low
           2: ["Kd", "2c", "4h", "3d", "5s", "7h", "Qd"],
           4: ["Jc", "2d", "4s", "3h", "5c", "7s", "Td"],
           5: ["Tc", "Th", "8d"]}


@pytest.mark.parametrize(("preset", "odd"), [("roberts", 2), ("seeds", 2), ("tda", 4)])
def test_stud_odd_chip_in_a_tied_low_half_per_preset(tmp_path: Path, preset: str, odd: int) -> None:
    """stud.odd_chip (Stud HL 10: the low card by suit, all seven cards; TDA 20-B: the high
    card by suit of the five played), hilo.split: 25 high, the low 25 as 13 and 12."""
    third = [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "call"},
             {"seat": 5, "action": "fold"}, {"seat": 1, "action": "call"}]
    res = _play(tmp_path, "stud-hilo", preset, LOW_TIE, 2, HILO_FIRSTS, third=third,
                live=[1, 2, 4], burns=["6c", "6d", "6h", "6s"],
                ends=[{"award": {"pot": 0, "half": "high", "to": [1], "amount": 25}},
                      {"award": {"pot": 0, "half": "low", "to": [2, 4]}}])
    assert res["passed"], res["violations"]
    other = 6 - odd
    assert res["final"]["stacks"] == {"1": 1010, str(odd): 998, str(other): 997, "5": 995}


# Stud hi-lo, four to the showdown, pot 60: seat 1 a king-high spade flush and a wheel low;
# seat 2 a wheel (a straight, and the same low). Seat 5's pair of tens leads from fourth.
SCOOP = {1: ["As", "2s", "3s", "4s", "Ks", "5d", "7c"],
         2: ["Ad", "2d", "3c", "4h", "5h", "Jc", "Qc"],
         4: ["Kd", "Kh", "Qs", "Js", "Th", "9c", "9d"],
         5: ["Jh", "Jd", "Tc", "Td", "9h", "9s", "8c"]}


def test_hilo_split_best_both_ways_and_tied_for_low(tmp_path: Path) -> None:
    """hilo.split ("pot 400, one hand best both ways and another tied with it for low: 300
    and 100"): 60 as 30 high to seat 1, the low 30 shared 15 and 15."""
    res = _play(tmp_path, "stud-hilo", "roberts", SCOOP, 2,
                {"fourth": 5, "fifth": 5, "sixth": 5, "seventh": 5}, burns=["6s", "6h", "6d", "6c"],
                ends=[{"award": {"pot": 0, "half": "high", "to": [1], "amount": 30}},
                      {"award": {"pot": 0, "half": "low", "to": [1, 2]}}])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {"1": 1030, "2": 1000, "4": 985, "5": 985}


# Razz, three to the showdown, pot 45: seats 1 and 2 tie with 7-5-4-3-2. Seat 1 holds the 2c
# (the lowest card by suit of all), seat 2 the 7s (the highest card of the five played).
RAZZ_TIE = {1: ["7h", "5c", "4d", "3c", "2c", "Kd", "Qd"],
            2: ["7s", "5d", "4h", "3d", "2d", "Ks", "Qs"],
            4: ["Jc", "Jd", "Kh", "Qh", "Qc", "Kc", "Th"]}


@pytest.mark.parametrize(("preset", "odd", "first"), [("roberts", 1, 1), ("tda", 2, 2)])
def test_stud_odd_chip_razz_per_preset(tmp_path: Path, preset: str, odd: int, first: int) -> None:
    """stud.odd_chip in razz (Ties 5(b): the lowest card by suit, all seven cards; TDA 20-B:
    the high card by suit of the five played), razz.first_to_act ties (position against the
    high card by suit): 45 as 23 and 22."""
    firsts = dict.fromkeys(("fourth", "fifth", "sixth", "seventh"), first)
    res = _play(tmp_path, "razz", preset, RAZZ_TIE, 4, firsts,
                ends=[{"award": {"pot": 0, "to": [1, 2]}}])
    assert res["passed"], res["violations"]
    assert res["final"]["stacks"] == {str(odd): 1008, str(3 - odd): 1007, "4": 985}
