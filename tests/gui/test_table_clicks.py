"""A whole hand, and each correction, done by real mouse events at the layout's positions."""

from __future__ import annotations

from typing import Any

import pytest
from gui_driver import Driver, cards_accounted, chips_on_table, mistake, open_table, setup_with

from dealer_trainer.arbiter import Outcome
from dealer_trainer.arbiter.messages import step_message


def follow_hints_by_clicks(driver: Driver, limit: int = 200, bots: bool = True) -> list[Any]:
    """Ask the arbiter what is right (without the GUI: no hint is charged) and do it by mouse."""
    table = driver.table
    done: list[Any] = []
    for _ in range(limit):
        session = table.session
        if session.complete:
            break
        expected = session.arb.expected()
        assert expected, "the arbiter offers no next step"
        action = expected[0]
        before = len(session.arb.steps)
        if action.name == "wait" and bots:
            driver.let_players_act()
        else:
            driver.do(action)
        steps = session.arb.steps[before:]
        assert steps, f"the click for {action} sent nothing"
        mine = [s for s in steps if s.outcome in (Outcome.VIOLATION, Outcome.INVALID)]
        said = [(s.action, s.outcome, s.rule, step_message(s, "en")) for s in mine]
        assert not mine, f"{action}: {said}"
        done.append(action)
        snap = session.snap
        assert cards_accounted(snap, session.arb) == 52
    return done


def test_a_complete_hand_by_clicks_alone(app, driver):
    table = open_table(app, setup_with())
    start_chips = chips_on_table(table.session.snap)
    done = follow_hints_by_clicks(driver)
    assert table.session.complete
    result = table.session.result()
    assert result["passed"] is True
    assert result["violations"] == []
    names = {a.name for a in done}
    assert {"shuffle", "cut", "post", "deal", "collect", "award", "move_button"} <= names
    assert chips_on_table(table.session.snap) + 0 <= start_chips  # pushed pots leave the count


def test_the_bots_decide_after_the_delay_and_bubbles_show(app, driver):
    table = open_table(app, setup_with())
    for _ in ("shuffle", "cut"):
        driver.do(table.session.arb.expected()[0])
    while table.session.snap.phase in ("blinds", "deal"):
        driver.do(table.session.arb.expected()[0])
    assert table.session.players_may_act
    n = len(table.session.arb.steps)
    driver.frame(0.05)  # shorter than the delay: nobody acts yet
    assert len(table.session.arb.steps) == n
    driver.frame(app.settings.bot_delay + 0.1)
    driver.frame(app.settings.bot_delay + 0.1)
    assert len(table.session.arb.steps) > n
    assert any(s.last_action for s in table.session.snap.seats)
    assert table.bubbles


def test_a_wrong_click_is_refused_with_its_rule(app, driver):
    table = open_table(app, setup_with())
    driver.seat(3)  # dealing before the shuffle
    last = table.session.last
    assert last is not None and last.step.outcome is Outcome.VIOLATION
    assert last.step.rule
    assert table.session.snap.stub_count == 52


CORRECTIONS = [
    ("exposed_hole_card", {"cards": (1,)}, "misdeal"),
    ("exposed_hole_card", {"cards": (3,)}, "replace_exposed"),
    ("exposed_hole_card", {"cards": (2, 5)}, "misdeal"),
    ("extra_card", {"count": 1}, "return_extra"),
    ("extra_card", {"count": 2}, "misdeal"),
    ("flop_too_many", {}, "return_to_deck"),
    ("premature_flop", {"after": 1}, "return_to_deck"),
    ("premature_turn", {"after": 1}, "set_aside"),
    ("premature_river", {"after": 1}, "set_aside"),
    ("boxed_card", {"cards": (3,)}, "scrap"),
    ("boxed_card", {"cards": (2, 5)}, "misdeal"),
    ("wrong_seat", {"pitch": 2, "seat": 2}, "misdeal"),
    ("wrong_count", {"seat": 3, "count": 1}, "deal"),
    ("missed_burn", {"street": "turn", "found_after": 1}, "burn_exposed"),
    ("double_burn", {"street": "flop"}, "return_burn"),
    ("double_burn", {"street": "river", "found_after": 1}, "return_board"),
]


@pytest.mark.parametrize(
    "kind,params,gesture", CORRECTIONS, ids=[f"{c[0]}-{c[2]}" for c in CORRECTIONS]
)
def test_each_mistake_is_corrected_by_clicks(app, driver, kind, params, gesture):
    # a passive table so the hand reaches the later streets: every seat checks or calls
    setup = setup_with(mistake(kind, **params), seed=11, passive=True)
    table = open_table(app, setup)
    done = follow_hints_by_clicks(driver, limit=300)
    result = table.session.result()
    assert any(a.name == gesture for a in done), [a.text() for a in done]
    irregular = result["irregularities"]
    assert irregular and all(c["corrected"] for c in irregular), irregular
    assert result["passed"] is True, result["violations"]


HOUSE_CASES = [
    ("tda", "flop_too_many", {}, "scramble_flop"),
    ("tda", "premature_turn", {"after": 1}, "return_to_deck"),
    ("roberts", "exposed_hole_card", {"cards": (2,)}, "misdeal"),
    ("tda", "missed_burn", {"street": "flop", "found_after": 1}, "scramble_flop"),
]


@pytest.mark.parametrize(
    "rules,kind,params,gesture", HOUSE_CASES, ids=[f"{c[0]}-{c[1]}" for c in HOUSE_CASES]
)
def test_house_rule_corrections_by_clicks(app, driver, rules, kind, params, gesture):
    from dataclasses import replace

    from gui_driver import small_table

    from dealer_trainer.engine.config import HouseRules

    config = replace(small_table(), house_rules=HouseRules(rules))
    table = open_table(
        app, setup_with(mistake(kind, **params), seed=5, passive=True, config=config)
    )
    done = follow_hints_by_clicks(driver, limit=300)
    result = table.session.result()
    assert any(a.name == gesture for a in done), [a.text() for a in done]
    assert result["passed"] is True, result["violations"]


def test_a_dead_hand_is_killed_by_the_kill_hand_button_and_a_seat_click(app, driver):
    # the big blind (seat 4) holds three cards, seen after two decisions: substantial action
    # (the seeds follow Robert's), so the hand is dead; the bots play the rest
    setup = setup_with(mistake("wrong_count", seat=4, count=3, found_after=2), seed=11)
    table = open_table(app, setup)
    done = follow_hints_by_clicks(driver, limit=300)
    assert any(a.name == "kill_hand" for a in done), [a.text() for a in done]
    result = table.session.result()
    assert result["final"]["dead"] == [4]
    assert result["passed"] is True, result["violations"]
