"""The results box's text: why a drill did not pass, and the counts line in every language."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import TraineeAction
from dealer_trainer.gui.scenes.results import results_html

LANGS = ("en", "ro", "pt", "el", "mk")


def result(complete: bool) -> dict:
    return {
        "passed": False,
        "score": 100,
        "steps": [{"n": 1, "action": "shuffle", "outcome": "ok"}],
        "violations": [],
        "irregularities": [],
        "hints": 0,
        "hands_played": 1 if complete else 0,
        "final": {"complete": complete, "board": [], "pots": []},
    }


def test_an_unfinished_drill_says_so_and_a_finished_one_does_not():
    assert "not finished" in results_html(result(False), "en")
    assert "not finished" not in results_html(result(True), "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_counts_line_has_no_english_words_or_raw_keys(lang):
    text = results_html(result(True), lang)
    assert "result." not in text and "{" not in text
    if lang != "en":
        assert "steps" not in text.lower() and "hands" not in text.lower()


def test_the_same_refusal_step_after_step_is_one_entry_with_what_was_tried():
    r = result(True)
    r["steps"] = [{"n": n, "action": "collect" if n < 9 else "burn"} for n in range(7, 11)]
    msg = "Seat 6 is next to receive a card."
    r["violations"] = [{"step": n, "rule": "deal.order", "message": msg} for n in range(7, 11)]
    html = results_html(r, "en")
    assert "Steps 7–10 (4×)" in html and html.count(msg) == 1  # it begins its line
    assert "Collect bets, Burn" in html


def test_pots_name_their_winners_and_a_split_gives_each_share_and_hearts_are_red():
    r = result(True)
    r["final"].update(board=["Qs", "Jd"], pots=[{"amount": 25, "winners": [1, 3]}])
    r["hands"] = [
        {
            "seats": {"1": {"name": "Ana"}, "3": {"name": "Chloe"}},
            "events": [{"op": "award", "pot": 0, "amounts": {"1": 12, "3": 13}}],
        }
    ]
    html = results_html(r, "en")
    assert "Seat 1 Ana" in html and "Seat 3 Chloe" in html
    assert ">12<" in html and ">13<" in html  # each share, the odd chip's too
    assert "#ff7a7a'>J♦" in html and "#ff7a7a'>Q♠" not in html


def test_a_violation_reads_as_the_step_the_arbiter_judged_not_its_text_read_back():
    r = result(True)
    r["steps"] = [{"n": 1, "action": "deal: 4", "outcome": "violation", "rule": "deal.order"}]
    r["violations"] = [{"step": 1, "rule": "deal.order", "message": "m"}]
    assert "Deal · Seat 4" in results_html(r, "en")  # a stored result: its text read back
    live = results_html(r, "en", acts={1: TraineeAction("deal", seat=2)})
    assert "Deal · Seat 2" in live and "Seat 4" not in live


def test_the_board_writes_a_ten_as_10_as_the_table_does():
    r = result(True)
    r["final"].update(board=["Tc", "Th", "9s"])
    html = results_html(r, "en")
    assert "10♣" in html and "10♥" in html and "T♣" not in html and "T♥" not in html
