"""RULES.md "Money at the table" at the table: a player's request for the pot or an all-in's
size, the pots stated at the pull, the rake and the jackpot drop, the reading of each tabled
hand. Each test drives the arbiter through a drill file (the scenario's own fields), in every
preset where the presets could differ."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.arbiter.modes import Mode
from dealer_trainer.engine.config import Game, Street
from dealer_trainer.engine.counts import pot_count
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hands import best_hand
from dealer_trainer.engine.reading import reading_of
from dealer_trainer.quiz import questions
from dealer_trainer.quiz.play import replay
from dealer_trainer.scenarios.errors import ScenarioError
from dealer_trainer.scenarios.loader import Scenario, load_scenario

ROOT = Path(__file__).resolve().parents[2]
PRESETS = ("seeds", "roberts", "tda")


def drill(name: str, preset: str = "seeds", mode: Mode = Mode.PRACTICE, **table: object) -> Arbiter:
    """A library drill under `preset` and `mode`, with `table` fields changed."""
    s = load_scenario(ROOT / "scenarios" / f"{name}.yaml")
    setup = s.setup
    setup = replace(
        setup, config=replace(setup.config, house_rules=type(setup.config.house_rules)(preset))
    )
    return Arbiter(replace(setup, mode=mode, **table))  # type: ignore[arg-type]


def load_text(tmp_path: Path, text: str) -> Scenario:
    path = tmp_path / "drill.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenario(path)


def until(arb: Arbiter, name: str) -> TraineeAction:
    """Follow the arbiter's next steps until one named `name` is expected; that step."""
    for _ in range(400):
        expected = arb.expected()
        hit = next((e for e in expected if e.name == name), None)
        if hit is not None:
            return hit
        step = arb.apply(expected[0])
        assert step.outcome is Outcome.OK, step
    raise AssertionError(f"no {name} came")


def finish(arb: Arbiter) -> None:
    while not arb.is_complete:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step


def act(arb: Arbiter, item: object) -> tuple[Outcome, str | None]:
    step = arb.apply(TraineeAction.parse(item))
    return step.outcome, step.rule


# ---- bet.pot_count ------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_bet_pot_count_first_to_act_at_100_200_may_bet_700(preset: str) -> None:
    arb = drill("money-pot-count", preset)
    assert until(arb, "announce_pot") == TraineeAction("announce_pot", amount=700)


@pytest.mark.parametrize("preset", PRESETS)
def test_bet_pot_count_big_blind_facing_700_with_the_small_blind_in_gets_2200(preset: str) -> None:
    # RULES.md's example: 700 + (100 + 200 + 700 + 500) = 2200 (the small blind folded;
    # the quiz test that asserts 2,800 has the small blind call 700 instead)
    arb = drill("money-pot-count", preset)
    arb.apply(until(arb, "announce_pot"))
    assert until(arb, "announce_pot") == TraineeAction("announce_pot", amount=2200)
    assert arb.hand.bets == {1: 100, 2: 200, 3: 700, 4: 0}


def test_bet_pot_count_after_the_flop_the_actual_pot_counts() -> None:
    arb = drill("money-pot-count")
    for _ in range(2):
        arb.apply(until(arb, "announce_pot"))
    answer = until(arb, "announce_pot")
    # 1500 in the middle and a bet of 500: 500 + (1500 + 500 + 500)
    assert arb.hand.pot_total() == 1500 and arb.hand.bets[2] == 500
    assert answer == TraineeAction("announce_pot", amount=3000)


def test_bet_pot_count_preflop_assumes_full_blinds_with_a_short_small_blind() -> None:
    arb = drill("money-pot-count-short-blind")
    answer = until(arb, "announce_pot")
    assert arb.hand.bets[2] == 50  # the small blind is all in for 50
    # the largest raise-to is the count: full blinds assumed there too (issue 23, item 2)
    assert answer.amount == 700 and arb.hand.legal().max_raise_to == 700


@pytest.mark.parametrize("preset", PRESETS)
def test_bet_pot_count_wrong_count_is_a_violation_and_the_right_one_follows(preset: str) -> None:
    arb = drill("money-pot-count", preset)
    until(arb, "announce_pot")
    before = len(arb.hand.log)
    assert act(arb, {"announce_pot": 650}) == (Outcome.VIOLATION, "bet.pot_count")
    assert len(arb.hand.log) == before  # refused: nothing changed
    assert "700" in (step_message(arb.steps[-1], "en") or "")
    assert act(arb, {"announce_pot": 700}) == (Outcome.OK, None)
    assert act(arb, "wait")[0] is Outcome.OK  # the player acts after the count


def test_bet_pot_count_a_wait_while_the_count_is_owed_is_a_violation() -> None:
    arb = drill("money-pot-count")
    until(arb, "announce_pot")
    assert act(arb, "wait") == (Outcome.VIOLATION, "bet.pot_count")
    assert act(arb, "burn") == (Outcome.VIOLATION, "bet.pot_count")
    assert act(arb, {"announce_count": {"seat": 3, "amount": 5}}) == (
        Outcome.VIOLATION,
        "bet.pot_count",
    )


def test_bet_pot_count_every_wait_stops_at_the_request_uncounted() -> None:
    arb = drill("money-pot-count")
    arb.apply(until(arb, "announce_pot"))
    decisions = len(arb.steps)
    step = arb.apply(TraineeAction.parse({"wait": 10}))  # three decisions, then the big blind asks
    assert [e.kind for e in step.events] == ["decision"] * 3 + ["request"]
    assert arb.expected() == (TraineeAction("announce_pot", amount=2200),)
    assert len(arb.steps) == decisions + 1


def test_bet_pot_count_an_answer_nobody_asked_for_is_invalid() -> None:
    arb = drill("money-pot-count")
    assert act(arb, {"announce_pot": 700})[0] is Outcome.INVALID
    arb.apply(until(arb, "announce_pot"))
    assert act(arb, {"announce_pot": 700})[0] is Outcome.INVALID
    assert act(arb, {"announce_count": {"seat": 3, "amount": 700}})[0] is Outcome.INVALID


def test_bet_pot_count_is_pot_limit_only_in_a_scenario(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "money-pot-count.yaml").read_text(encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_text(tmp_path, text.replace("game: pot-limit", "game: no-limit"))
    problems = e.value.problems
    assert len(problems) == 3 and all("pot limit only" in p.message for p in problems)
    assert (problems[0].line, problems[0].col) == (24, 25)  # at the action


def test_bet_pot_count_equals_the_engines_maximum_raise_to_on_quiz_spots() -> None:
    # the quiz's pot-limit spots have full blinds and deep stacks: there the count is the
    # engine's own limit (Legal.max_raise_to), on every street
    for q in questions("pot-limit", seed=11, count=150):
        hand = replay(q.data)
        assert pot_count(hand) == hand.legal().max_raise_to == q.key


def test_bet_pot_count_equals_max_raise_to_on_random_deep_pot_limit_hands() -> None:
    from dealer_trainer.engine.config import FLOP_STREETS, SeatConfig, TableConfig
    from dealer_trainer.engine.hand import Hand

    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        n = rng.randint(2, 6)
        cfg = TableConfig(
            tuple(SeatConfig(s, f"P{s}", 10**7) for s in range(1, n + 1)),
            button=1,
            small_blind=5,
            big_blind=10,
            game=Game.POT_LIMIT,
        )
        h = Hand(cfg, rng=rng)
        for kind in ("small", "big"):
            h.post(h.blind_seat(kind) or 0, kind)
        for street in FLOP_STREETS:  # hold'em's (Street has stud's too)
            h.start_round(street)
            while h.to_act() is not None:
                legal = h.legal()
                if legal.max_raise_to < legal.all_in_to:  # the pot, not his stack, limits
                    assert pot_count(h) == legal.max_raise_to
                    checked += 1
                r = rng.random()
                if legal.can_raise and r < 0.4:
                    kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
                    h.act(
                        Decision(
                            legal.seat, kind, rng.randint(legal.min_raise_to, legal.max_raise_to)
                        )
                    )
                elif legal.to_call and r < 0.55:
                    h.act(Decision(legal.seat, ActionKind.FOLD))
                else:
                    h.act(
                        Decision(
                            legal.seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL
                        )
                    )
            if len(h.live) < 2:
                break
            h.collect()
    assert checked > 1000


# ---- pot.count_all_in ---------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_pot_count_all_in_is_the_all_in_players_total_bet_in_the_round(preset: str) -> None:
    arb = drill("money-all-in-count", preset)
    answer = until(arb, "announce_count")
    assert answer == TraineeAction("announce_count", seat=3, amount=385)  # the blind included
    assert act(arb, {"announce_count": {"seat": 3, "amount": 375}}) == (
        Outcome.VIOLATION,
        "pot.count_all_in",
    )
    assert act(arb, {"announce_count": {"seat": 2, "amount": 385}}) == (
        Outcome.VIOLATION,
        "pot.count_all_in",
    )
    assert act(arb, {"announce_pot": 385}) == (Outcome.VIOLATION, "pot.count_all_in")
    assert act(arb, {"announce_count": {"seat": 3, "amount": 385}}) == (Outcome.OK, None)


def test_pot_count_all_in_two_questions_in_a_row_are_asked_at_once() -> None:
    arb = drill("money-all-in-count-flop")
    first = until(arb, "announce_count")
    assert (first.seat, first.amount) == (3, 1100)
    arb.apply(first)
    assert arb.expected() == (TraineeAction("announce_count", seat=4, amount=2425),)


# ---- pot.all_in (stated pots) -------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_pot_all_in_stated_pots_are_checked_and_a_wrong_split_refused(preset: str) -> None:
    arb = drill("money-side-pots", preset)
    assert until(arb, "collect") == TraineeAction("collect", pots=(490, 520))
    assert act(arb, {"collect": {"pots": [480, 530]}}) == (Outcome.VIOLATION, "pot.all_in")
    assert arb.hand.bets_out()  # refused: the bets are still out
    assert act(arb, {"collect": {"pots": [490, 520]}}) == (Outcome.OK, None)
    assert [p.amount for p in arb.hand.pots] == [490, 520]


@pytest.mark.parametrize("mode", [Mode.LEARN, Mode.PRACTICE])
def test_pot_all_in_bare_collect_still_builds_the_pots_outside_audition(mode: Mode) -> None:
    arb = drill("money-side-pots", mode=mode)
    until(arb, "collect")
    assert act(arb, "collect") == (Outcome.OK, None)
    assert [p.amount for p in arb.hand.pots] == [490, 520]


def test_pot_all_in_audition_requires_the_amounts_when_an_all_in_makes_a_side_pot() -> None:
    arb = drill("money-side-pots", mode=Mode.AUDITION)
    until(arb, "collect")
    assert act(arb, "collect") == (Outcome.VIOLATION, "pot.all_in")
    assert act(arb, {"collect": {"pots": [490, 520]}}) == (Outcome.OK, None)


def test_pot_all_in_audition_takes_a_bare_collect_with_no_side_pot() -> None:
    arb = drill("money-rake", mode=Mode.AUDITION)
    until(arb, "collect")
    assert act(arb, "collect") == (Outcome.OK, None)


# ---- rake.* ------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_rake_amount_is_taken_before_the_push_at_most_the_cap(preset: str) -> None:
    arb = drill("money-rake", preset)
    assert until(arb, "rake") == TraineeAction("rake", amount=5)  # 10% of 70, capped at 5
    award = next(a for a in arb._expects() if a.example.name == "rake")
    assert award.rule == "rake.amount"
    assert act(arb, {"award": {"pot": 0, "to": [1, 3]}}) == (Outcome.VIOLATION, "rake.amount")
    assert act(arb, {"rake": 7}) == (Outcome.VIOLATION, "rake.amount")
    assert act(arb, {"rake": 5}) == (Outcome.OK, None)
    assert arb.hand.pots[0].amount == 65
    arb.check_invariants()  # chips conserved with the rake counted
    finish(arb)
    result = arb.result()
    assert result["final"]["rake"] == {"rake": 5, "drop": 0}  # type: ignore[index]
    assert sum(result["final"]["stacks"].values()) == 900 - 5  # type: ignore[index]


def test_rake_amount_rounds_down_to_the_tables_chip(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "money-rake.yaml").read_text(encoding="utf-8")
    text = text.replace("rake: {percent: 10, cap: 5}", "rake: {percent: 7.5}\n  chip: 2")
    arb = Arbiter(load_text(tmp_path, text).setup)
    assert until(arb, "rake") == TraineeAction("rake", amount=4)  # 7.5% of 70 = 5.25 -> 4


def test_rake_amount_a_rake_at_a_table_without_one_is_invalid() -> None:
    arb = drill("money-read-hands")
    until(arb, "award")
    assert act(arb, {"rake": 1})[0] is Outcome.INVALID
    assert act(arb, {"drop": 1})[0] is Outcome.INVALID


def test_rake_amount_twice_or_after_the_push_is_a_violation() -> None:
    arb = drill("money-rake")
    arb.apply(until(arb, "rake"))
    assert act(arb, {"rake": 5}) == (Outcome.VIOLATION, "rake.amount")
    arb.apply(arb.expected()[0])  # the push
    assert act(arb, {"rake": 1}) == (Outcome.VIOLATION, "rake.amount")


@pytest.mark.parametrize("preset", PRESETS)
def test_rake_no_flop_no_drop_nothing_is_taken_from_a_hand_over_before_the_flop(
    preset: str,
) -> None:
    arb = drill("money-rake-drop", preset)
    push = until(arb, "award")
    assert arb.hand.street is Street.PREFLOP and len(arb.hand.live) == 1
    assert act(arb, {"rake": 1}) == (Outcome.VIOLATION, "rake.no_flop_no_drop")
    assert act(arb, {"drop": 1}) == (Outcome.VIOLATION, "rake.no_flop_no_drop")
    assert arb.apply(push).outcome is Outcome.OK


def test_rake_no_flop_no_drop_off_the_table_rakes_a_preflop_hand_too() -> None:
    arb = drill("money-rake-drop")
    rule = arb.setup.rake
    assert rule is not None
    arb = drill("money-rake-drop", rake=replace(rule, no_flop_no_drop=False, percent=Fraction(10)))
    assert until(arb, "rake") == TraineeAction("rake", amount=1)  # 10% of 12
    assert arb.hand_number == 1 and arb.hand.street is Street.PREFLOP


@pytest.mark.parametrize("preset", PRESETS)
def test_rake_jackpot_drop_is_taken_with_the_rake(preset: str) -> None:
    arb = drill("money-rake-drop", preset)
    arb.apply(until(arb, "award"))
    arb.apply(until(arb, "move_button"))
    until(arb, "rake")
    owed = {a.name: a.amount for a in arb.expected()}
    assert owed == {"rake": 2, "drop": 1}
    assert act(arb, {"drop": 2}) == (Outcome.VIOLATION, "rake.jackpot_drop")
    assert act(arb, {"drop": 1}) == (Outcome.OK, None)  # either first
    assert act(arb, {"award": {"pot": 0, "to": [2]}}) == (Outcome.VIOLATION, "rake.amount")
    assert act(arb, {"rake": 2}) == (Outcome.OK, None)
    arb.check_invariants()
    finish(arb)
    assert arb.result()["final"]["rake"] == {"rake": 2, "drop": 1}  # type: ignore[index]


def test_rake_jackpot_drop_without_a_rake_due_is_a_violation(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "money-rake.yaml").read_text(encoding="utf-8")
    text = text.replace("rake: {percent: 10, cap: 5}", "rake: {percent: 1}\n  jackpot_drop: 1")
    arb = Arbiter(load_text(tmp_path, text).setup)  # 1% of 70 rounds down to nothing
    until(arb, "award")
    assert act(arb, {"drop": 1}) == (Outcome.VIOLATION, "rake.jackpot_drop")
    assert act(arb, {"rake": 1}) == (Outcome.VIOLATION, "rake.amount")


def test_rake_jackpot_drop_needs_a_rake_in_a_scenario(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "money-rake.yaml").read_text(encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_text(tmp_path, text.replace("  rake: {percent: 10, cap: 5}", "  jackpot_drop: 1"))
    assert "only with a rake" in e.value.problems[0].message


# ---- showdown.read_hand -------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_showdown_read_hand_every_tabled_hand_is_read_before_the_push(preset: str) -> None:
    arb = drill("money-read-hands", preset)
    until(arb, "read")
    assert act(arb, {"award": {"pot": 0, "to": [1]}}) == (Outcome.VIOLATION, "showdown.read_hand")
    wrong = {"read": {"seat": 2, "hand": "pair", "ranks": ["K"]}}
    assert act(arb, wrong) == (Outcome.VIOLATION, "showdown.read_hand")
    assert "three of a kind" in (step_message(arb.steps[-1], "en") or "")
    wrong_ranks = {"read": {"seat": 1, "hand": "flush", "ranks": ["Q"]}}
    assert act(arb, wrong_ranks) == (Outcome.VIOLATION, "showdown.read_hand")
    # any order; ranks optional, checked when given
    assert act(arb, {"read": {"seat": 1, "hand": "flush"}}) == (Outcome.OK, None)
    assert act(arb, {"read": {"seat": 3, "hand": "three-of-a-kind", "ranks": [7]}})[0] is Outcome.OK
    assert act(arb, {"read": {"seat": 3, "hand": "three-of-a-kind"}})[0] is Outcome.INVALID
    assert (
        act(arb, {"read": {"seat": 2, "hand": "three of a kind", "ranks": ["K"]}})[0] is Outcome.OK
    )
    finish(arb)
    assert arb.result()["passed"] is False and len(arb.violations) == 3


def test_showdown_read_hand_keys_are_the_evaluators() -> None:
    arb = drill("money-read-hands-wheel")
    until(arb, "read")
    h = arb.hand
    for a in arb.expected():
        cards = [c.card for c in h.zones.hole[a.seat or 0]]
        assert (a.hand, a.ranks) == reading_of(best_hand(cards, h.zones.board))
    assert {a.seat: (a.hand, a.ranks) for a in arb.expected()}[2] == ("straight", ("5",))


def test_showdown_read_hand_a_seat_with_no_tabled_hand_is_invalid() -> None:
    arb = drill("money-read-hands")
    assert act(arb, {"read": {"seat": 2, "hand": "pair"}})[0] is Outcome.INVALID
    arb = drill("money-rake")
    until(arb, "rake")
    assert act(arb, {"read": {"seat": 2, "hand": "pair"}})[0] is Outcome.INVALID  # he folded


def test_showdown_read_hand_not_required_is_still_checked_when_given() -> None:
    arb = drill("money-rake")
    until(arb, "rake")
    assert arb.expected() == (TraineeAction("rake", amount=5),)  # no reading owed
    hidden = next(e for e in arb._expects() if e.example.name == "read")
    right = hidden.example
    wrong = TraineeAction("read", seat=right.seat, hand="pair" if right.hand != "pair" else "flush")
    assert arb.apply(wrong).outcome is Outcome.VIOLATION
    assert arb.apply(right).outcome is Outcome.OK


def test_showdown_read_hand_audition_requires_the_reading() -> None:
    arb = drill("money-rake", mode=Mode.AUDITION)
    until(arb, "read")
    assert act(arb, {"rake": 5}) == (Outcome.OK, None)
    assert act(arb, {"award": {"pot": 0, "to": [1, 3]}}) == (
        Outcome.VIOLATION,
        "showdown.read_hand",
    )


def test_rake_amount_and_the_other_money_rules_have_drills_to_practise() -> None:
    # the progress screen's "practise this": each money rule names its money-* drills first
    from dealer_trainer.scenarios.practice import STRONG, practice_index

    index = practice_index(ROOT / "scenarios")
    strong: dict[str, set[str]] = {}
    for scenario, rules in index.values():
        for rule, strength in rules.items():
            if strength == STRONG:
                strong.setdefault(rule, set()).add(scenario.id)
    for rule, drills in {
        "bet.pot_count": {"money-pot-count", "money-pot-count-short-blind"},
        "pot.count_all_in": {"money-all-in-count", "money-all-in-count-flop"},
        "rake.amount": {"money-rake", "money-rake-drop"},
        "rake.jackpot_drop": {"money-rake-drop"},
        "rake.no_flop_no_drop": {"money-rake", "money-rake-drop"},
        "showdown.read_hand": {"money-read-hands", "money-read-hands-wheel"},
    }.items():
        assert drills <= strong.get(rule, set()), rule
    assert {"money-side-pots", "money-side-pots-dead-money"} <= strong["pot.all_in"]
