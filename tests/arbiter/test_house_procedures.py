"""RULES.md "The shuffle and the dealer's announcements": `deck.shuffle` at a `table.shuffle:
full` table (the gestures in order, then the cut) and `deal.announce` (`table.announce: true`,
always on in an audition), through the arbiter and the runner, in each preset (they do not
differ: the same steps everywhere)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.messages import message_text
from dealer_trainer.arbiter.modes import Mode
from dealer_trainer.cli import main
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.runner import run_drill
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]
SHUFFLE = REPO / "scenarios" / "house-shuffle-full.yaml"
ANNOUNCE = REPO / "scenarios" / "announce-bets-all-in.yaml"
BASIC = REPO / "scenarios" / "basic-deal.yaml"
GESTURES = ["wash", "riffle", "riffle", "box", "riffle"]


def arbiter(path: Path, house: HouseRules = HouseRules.SEEDS, **changes: object) -> Arbiter:
    setup = load_scenario(path).setup
    config = dataclasses.replace(setup.config, house_rules=house)
    return Arbiter(dataclasses.replace(setup, config=config, **changes))  # type: ignore[arg-type]


def act(arb: Arbiter, item: object):
    return arb.apply(TraineeAction.parse(item))


def play_right(arb: Arbiter, stop: str | None = None) -> None:
    """The arbiter's own next steps until the drill ends, or until `stop` is owed."""
    while (ex := arb.expected()) and ex[0].name != stop:
        assert act(arb, yaml.safe_load(ex[0].text())).outcome is Outcome.OK


# ---- deck.shuffle ----------------------------------------------------------------------------
@pytest.mark.parametrize("house", list(HouseRules))
def test_deck_shuffle_full_gestures_in_order_then_the_cut_give_the_quick_deck(house):
    full = arbiter(SHUFFLE, house)
    for g in GESTURES:
        assert [a.name for a in full.expected()][0] == g  # each gesture is the hint in turn
        step = act(full, g)
        assert step.outcome is Outcome.OK
    assert full.snapshot().phase == "cut"
    act(full, "cut")
    quick = arbiter(SHUFFLE, house, shuffle="quick")
    act(quick, "shuffle")
    act(quick, "cut")
    assert full.hand.zones.stub == quick.hand.zones.stub  # the seed's deck, as a quick shuffle
    play_right(full)
    assert full.result()["passed"] and full.result()["score"] == 100


@pytest.mark.parametrize("house", list(HouseRules))
def test_deck_shuffle_step_out_of_order_is_a_violation_and_the_owed_step_corrects_it(house):
    arb = arbiter(SHUFFLE, house)
    for g in ["wash", "riffle"]:
        act(arb, g)
    wrong = act(arb, "box")  # a second riffle is owed first
    assert (wrong.outcome, wrong.rule, wrong.message_key) == (
        Outcome.VIOLATION, "deck.shuffle", "deck.shuffle.step.riffle")
    assert [a.name for a in arb.expected()][0] == "riffle"  # nothing changed
    for g in ["riffle", "box", "riffle", "cut"]:
        assert act(arb, g).outcome is Outcome.OK
    play_right(arb)
    result = arb.result()
    assert [v["rule"] for v in result["violations"]] == ["deck.shuffle"]
    assert result["score"] < 100


def test_deck_shuffle_the_cut_before_the_shuffle_is_done_is_a_violation():
    arb = arbiter(SHUFFLE)
    for g in ["wash", "riffle", "riffle"]:
        act(arb, g)
    step = act(arb, "cut")
    assert (step.outcome, step.rule, step.message_key) == (
        Outcome.VIOLATION, "deck.shuffle", "deck.shuffle.missing.box")
    step = act(arb, {"deal": 5})
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "deck.shuffle")


def test_deck_shuffle_a_gesture_after_the_shuffle_is_a_violation_and_a_quick_table_has_none():
    arb = arbiter(SHUFFLE)
    for g in GESTURES:
        act(arb, g)
    step = act(arb, "riffle")
    assert (step.outcome, step.rule, step.message_key) == (
        Outcome.VIOLATION, "deck.shuffle", "deck.shuffle.done")
    quick = arbiter(BASIC)
    step = act(quick, "wash")
    assert (step.outcome, step.message_key) == (Outcome.INVALID, "invalid.quick_shuffle")


def test_deck_shuffle_a_bare_shuffle_at_a_full_table_stands_for_the_whole_sequence():
    arb = arbiter(SHUFFLE)
    script = load_script(REPO / "scenarios" / "solutions" / "basic-deal.yaml")
    assert script[0].action.name == "shuffle"
    assert act(arb, "shuffle").outcome is Outcome.OK
    assert arb.snapshot().phase == "cut"
    quick = arbiter(SHUFFLE, shuffle="quick")
    act(quick, "shuffle")
    assert arb.hand.zones.stub == quick.hand.zones.stub
    act(arb, "cut")
    play_right(arb)
    assert arb.result()["score"] == 100


def test_deck_shuffle_the_gestures_are_in_the_log_and_its_replay_rebuilds_the_hand():
    arb = arbiter(SHUFFLE)
    play_right(arb)
    log = arb.hand.log
    steps = [op.to_json()["step"] for op in log if op.to_json().get("op") == "shuffle_step"]
    assert steps == GESTURES
    again = Hand.replay(arb.hand.config, log)
    assert again.zones.stub == arb.hand.zones.stub and again.stacks == arb.hand.stacks


# ---- deal.announce ---------------------------------------------------------------------------
@pytest.mark.parametrize("house", list(HouseRules))
def test_deal_announce_each_bet_and_raise_before_the_next_player_and_the_all_in_button(house):
    arb = arbiter(ANNOUNCE, house)
    play_right(arb, stop="announce")
    assert arb.snapshot().phase == "announce"
    assert [a.text() for a in arb.expected()] == ["announce: {seat: 6, what: raise, to: 300}"]
    assert not arb.players_may_act  # the next player waits for the announcement
    act(arb, {"announce": {"seat": 6, "what": "raise", "to": 300}})
    play_right(arb, stop="all_in_button")
    assert [a.text() for a in arb.expected()] == ["all_in_button: 4"]
    act(arb, {"all_in_button": 4})
    assert arb.snapshot().all_in_buttons == (4,)
    play_right(arb)
    result = arb.result()
    assert result["passed"] and result["score"] == 100
    said = [s["action"] for s in result["steps"] if s["action"].startswith(("announce", "all_"))]
    assert said == ["announce: {seat: 6, what: raise, to: 300}", "all_in_button: 4",
                    "announce: {seat: 6, what: bet, to: 500}",
                    "announce: {seat: 1, what: raise, to: 1500}",
                    "announce: {seat: 6, what: bet, to: 1000}"]


def test_deal_announce_missing_is_a_violation_and_nothing_moves():
    arb = arbiter(ANNOUNCE)
    play_right(arb, stop="announce")
    before = len(arb.hand.log)
    step = act(arb, "wait")
    assert (step.outcome, step.rule, step.message_key) == (
        Outcome.VIOLATION, "deal.announce", "deal.announce.missing.raise")
    assert step.params == {"seat": 6, "to": 300} and len(arb.hand.log) == before


@pytest.mark.parametrize("said", [
    {"announce": {"seat": 6, "what": "raise", "to": 350}},  # the wrong amount
    {"announce": {"seat": 6, "what": "bet", "to": 300}},  # a raise called a bet
    {"announce": {"seat": 1, "what": "raise", "to": 300}},  # the wrong player
    {"all_in_button": 6},  # the button for a raise
])
def test_deal_announce_wrong_is_a_violation(said):
    arb = arbiter(ANNOUNCE)
    play_right(arb, stop="announce")
    step = act(arb, said)
    assert (step.outcome, step.rule, step.message_key) == (
        Outcome.VIOLATION, "deal.announce", "deal.announce.wrong.raise")


def test_deal_announce_an_all_in_gets_the_button_not_an_announcement():
    arb = arbiter(ANNOUNCE)
    play_right(arb, stop="all_in_button")
    step = act(arb, {"announce": {"seat": 4, "what": "raise", "to": 1200}})
    assert (step.rule, step.message_key) == ("deal.announce", "deal.announce.wrong.all_in_button")
    step = act(arb, "wait")
    assert step.message_key == "deal.announce.missing.all_in_button"


def test_deal_announce_nothing_to_announce_and_a_table_without_it():
    arb = arbiter(ANNOUNCE)
    step = act(arb, {"announce": {"seat": 6, "what": "bet", "to": 100}})
    assert (step.outcome, step.rule, step.message_key) == (
        Outcome.VIOLATION, "deal.announce", "deal.announce.nothing")
    quiet = arbiter(ANNOUNCE, announce=False)
    step = act(quiet, {"all_in_button": 4})
    assert (step.outcome, step.message_key) == (Outcome.INVALID, "invalid.no_announce")
    quiet = arbiter(ANNOUNCE, announce=False)
    play_right(quiet)
    assert quiet.result()["score"] == 100  # off: no announcement owed anywhere


def test_deal_announce_is_always_on_in_an_audition():
    arb = arbiter(ANNOUNCE, announce=False, mode=Mode.AUDITION)
    play_right(arb, stop="announce")
    assert arb.snapshot().phase == "announce"


def test_deal_announce_and_deck_shuffle_together_a_violation_of_each():
    """A pair: a gesture out of order, then an announcement missed, in one hand."""
    arb = arbiter(ANNOUNCE, shuffle="full")
    assert act(arb, "riffle").rule == "deck.shuffle"
    play_right(arb, stop="announce")
    assert act(arb, "wait").rule == "deal.announce"
    play_right(arb)
    rules = [v["rule"] for v in arb.result()["violations"]]
    assert rules == ["deck.shuffle", "deal.announce"]


# ---- the runner and the JSON result ------------------------------------------------------------
def test_deck_shuffle_and_deal_announce_the_drill_commands_json_names_the_new_actions(capsys):
    for path, names in ((SHUFFLE, {"wash", "riffle", "box", "cut"}),
                        (ANNOUNCE, {"announce", "all_in_button"})):
        solution = REPO / "scenarios" / "solutions" / path.name
        code = main(["drill", str(path), "--script", str(solution), "--json"])
        out = json.loads(capsys.readouterr().out)
        assert code == 0 and out["passed"] is True and out["score"] == 100
        actions = [s["action"] for s in out["steps"]]
        assert names <= {yaml.safe_load(a) if isinstance(yaml.safe_load(a), str)
                         else next(iter(yaml.safe_load(a))) for a in actions}
        assert all(s["outcome"] == "ok" for s in out["steps"])


def test_deck_shuffle_the_out_of_order_attempt_through_the_runner():
    scenario = load_scenario(SHUFFLE)
    script = load_script(REPO / "scenarios" / "solutions" / SHUFFLE.name)
    names = [item.action.name for item in script]
    assert names[:6] == [*GESTURES, "cut"]
    wrong = [script[0], script[3], *script[1:]]  # the box before the riffles, then on in order
    result = run_drill(scenario, wrong, "ro")
    assert result["steps"][1]["outcome"] == "violation"
    assert result["steps"][1]["rule"] == "deck.shuffle"
    assert result["violations"][0]["message"]  # in Romanian
    assert result["score"] < 100


def test_deal_announce_existing_drills_keep_their_result():
    scenario = load_scenario(BASIC)
    script = load_script(REPO / "scenarios" / "solutions" / "basic-deal.yaml")
    result = run_drill(scenario, script)
    assert result["passed"] and result["score"] == 100
    assert not any(s["action"].startswith("announce") for s in result["steps"])


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_deal_announce_learns_hint_says_what_to_announce_and_the_shuffle_step(lang):
    arb = arbiter(ANNOUNCE, mode=Mode.LEARN, lang=lang, shuffle="full")
    hint = arb.hint()
    assert hint.rule == "deck.shuffle" and hint.action == TraineeAction("wash")
    play_right(arb, stop="announce")
    hint = arb.hint()
    assert hint.rule == "deal.announce" and "300" in message_text(hint.message, "en")
    assert arb.result()["score"] == 100  # hints cost nothing while learning
