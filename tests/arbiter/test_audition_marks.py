"""An audition is a down, judged on three marks (CONTRACT.md "Modes", issue 29 item 4): by
default 10 hands or 20 minutes, whichever comes last; it passes with every hand completed, at
least 80% of the steps right and at least 25 hands an hour."""

from __future__ import annotations

import json

import pytest

from dealer_trainer.arbiter.audition import (
    AuditionMarks,
    AuditionTally,
    length_error,
)


def tally(hands: int, minutes: float, right: int = 10, total: int = 10,
          marks: AuditionMarks | None = None, unfinished: int = 0) -> AuditionTally:
    """`hands` hands over `minutes` minutes, `right` of `total` steps right in each."""
    t = AuditionTally(marks or AuditionMarks())
    n = hands + unfinished
    for i in range(n):
        t.add_hand(right, total, 60.0 * minutes / n, completed=i < hands)
    return t


def test_the_defaults():
    m = AuditionMarks()
    assert (m.hands, m.minutes, m.accuracy, m.pace_per_hour) == (10, 20.0, 0.80, 25.0)
    assert m.seconds == 1200.0


def test_ten_hands_in_twelve_minutes_goes_on_to_twenty_minutes():
    t = tally(10, 12)
    assert not t.is_over() and not t.verdict().over
    assert not t.is_over(seconds=19 * 60) and t.is_over(seconds=20 * 60)
    t.add_hand(10, 10, 8 * 60)  # an eleventh hand takes the down past its twenty minutes
    assert t.is_over() and t.verdict().passed


def test_three_hands_in_twenty_minutes_goes_on_to_ten_hands():
    t = tally(3, 20)
    assert not t.is_over()
    for _ in range(6):
        t.add_hand(10, 10, 60.0)
    assert not t.is_over()
    t.add_hand(10, 10, 60.0)
    assert t.is_over() and t.hands_completed == 10


def test_ten_hands_in_twenty_minutes_at_ninety_percent_passes():
    v = tally(10, 20, right=9).verdict()
    assert v.over and v.passed and all(m.met for m in v.measures)
    assert v.pace == pytest.approx(30.0) and v.accuracy == pytest.approx(0.9)


def test_two_hands_at_eighteen_an_hour_fails():
    """The issue's case: 2 hands at 18 hands an hour is no audition passed."""
    v = tally(2, 2 * 60 / 18).verdict()
    assert v.pace == pytest.approx(18.0)
    assert not v.passed and not v.hands.met and not v.pace_measure.met
    assert v.accuracy_measure.met


def test_each_mark_failing_alone_fails():
    hands_short = tally(9, 20).verdict()  # stopped early: the down is not over
    assert [m.met for m in hands_short.measures] == [False, True, True]
    assert not hands_short.passed
    inaccurate = tally(10, 20, right=7).verdict()
    assert [m.met for m in inaccurate.measures] == [True, False, True]
    assert not inaccurate.passed
    slow = tally(10, 30).verdict()  # 20 hands an hour
    assert [m.met for m in slow.measures] == [True, True, False]
    assert not slow.passed


def test_accuracy_exactly_eighty_percent_passes():
    v = tally(10, 20, right=8).verdict()
    assert v.accuracy == pytest.approx(0.8) and v.accuracy_measure.met and v.passed
    v = tally(10, 20, right=4, total=5).verdict()
    assert v.accuracy_measure.met and v.passed


def test_pace_exactly_twenty_five_an_hour_passes():
    v = tally(10, 24).verdict()
    assert v.pace == pytest.approx(25.0) and v.pace_measure.met and v.passed
    assert not tally(10, 24.1).verdict().pace_measure.met


def test_an_incomplete_hand_fails():
    v = tally(10, 20, unfinished=1).verdict()
    assert v.over and v.unfinished == 1
    assert not v.hands.met and not v.passed


def test_no_steps_no_hands_fails():
    v = AuditionTally().verdict()
    assert not v.passed and not any(m.met for m in v.measures)


def test_the_verdict_as_json():
    doc = tally(10, 20, right=9).verdict().to_json()
    json.dumps(doc)
    assert doc["passed"] is True and doc["over"] is True
    assert doc["hands"] == {"value": 10, "mark": 10, "met": True}
    assert doc["accuracy"]["mark"] == 0.8 and doc["accuracy"]["met"] is True
    assert doc["pace"]["value"] == pytest.approx(30.0) and doc["pace"]["mark"] == 25.0
    assert doc["marks"] == {"hands": 10, "minutes": 20.0, "accuracy": 0.8, "pace_per_hour": 25.0}


def test_short_marks():
    t = tally(2, 1, marks=AuditionMarks(hands=2, minutes=1))
    assert t.is_over() and t.verdict().passed


@pytest.mark.parametrize(("name", "text", "ok"), [
    ("hands", "10", True), ("hands", "1", True), ("hands", "500", True),
    ("hands", "0", False), ("hands", "-3", False), ("hands", "ten", False),
    ("hands", "501", False), ("hands", "2.5", False),
    ("minutes", "20", True), ("minutes", "600", True), ("minutes", "601", False),
    ("minutes", "0", False), ("minutes", "", False),
])
def test_the_lengths_the_command_line_takes(name, text, ok):
    why = length_error(name, text)
    assert (why == "") is ok
    assert "\n" not in why
