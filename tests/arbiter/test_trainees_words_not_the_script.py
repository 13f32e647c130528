"""The trainee reads his own words, never the script (issue 23, item 8): a wrong ruling is told
the right one as the floor says it ("The right one: seat 1's chips count as a call"), in each
of the five languages, while the result's `expected` keeps the script form CONTRACT.md names
(`rule: {seat: 1, as: call}`). Every ruling drill is tried, at each of its rulings: a wrong
ruling, a `wait` while one is owed, and the hint. A scramble with no flop dealt wrong is charged
to the rule it breaks, not to the step owed next: before the flop `board.flop` (the flop is
turned, not scrambled), after a flop of three `error.flop_too_many` (it is not one of four)."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
from drive import CHECK_DOWN, OPENING, drill, play, refused

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.action_words import parse_text
from dealer_trainer.arbiter.messages import message_text, msg, step_message
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.script import load_script

LANGS = ("en", "ro", "pt", "el", "mk")
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
# the drills whose solution rules on a player's action (the trainee's `rule` or `call_floor`)
RULING_DRILLS = sorted(
    p.stem for p in (SCENARIOS / "solutions").glob("*.yaml")
    if any(a.name in ("rule", "call_floor") for a in (i.action for i in load_script(p)))
)


def script_form(text: str | None) -> bool:
    """A trainee action written as a script line shows in `text`."""
    return text is not None and any(m in text for m in ("rule:", "{seat", "as:", "call_floor"))


def to_first_ruling(name: str, lang: str) -> tuple[Arbiter, list[TraineeAction]]:
    """The drill in `lang`, played by its solution up to its rulings; the rulings left."""
    s = load_scenario(SCENARIOS / f"{name}.yaml")
    arb = Arbiter(replace(s.setup, lang=lang))
    actions = [item.action for item in load_script(SCENARIOS / "solutions" / f"{name}.yaml")]
    i = next(i for i, a in enumerate(actions) if a.name in ("rule", "call_floor"))
    for a in actions[:i]:
        arb.apply(a)
    return arb, actions[i:]


def wrong(right: TraineeAction, seat: int) -> TraineeAction:
    ruled = "call" if right.ruled != "call" else "fold"
    return TraineeAction("rule", seat=seat, ruled=ruled)


def test_ruling_drills_are_found() -> None:
    assert len(RULING_DRILLS) >= 20 and "ruling-oversized-chip-call" in RULING_DRILLS


@pytest.mark.parametrize("lang", LANGS)
def test_bet_oversized_chip_a_wrong_ruling_is_told_the_right_one_in_words(lang: str) -> None:
    arb, (right, *_) = to_first_ruling("ruling-oversized-chip-call", lang)
    assert right.text() == "rule: {seat: 1, as: call}"
    hint = message_text(arb.hint().message, lang)
    step = arb.apply(TraineeAction("rule", seat=1, ruled="fold"))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "bet.oversized_chip")
    said = msg("floor.said.rule.call", lang, seat=1)  # "seat 1's chips count as a call"
    told = step_message(step, lang)
    assert said in (told or "") and not script_form(told), told
    assert said in hint and not script_form(hint), hint
    # the result keeps the script form (CONTRACT.md: `expected` as TraineeAction prints it)
    assert step.expected == "rule: {seat: 1, as: call}"
    assert arb.result()["violations"][-1]["expected"] == "rule: {seat: 1, as: call}"
    owed = arb.apply(TraineeAction("wait"))
    assert owed.outcome is Outcome.VIOLATION and said in (step_message(owed, lang) or "")
    assert not script_form(step_message(owed, lang)), step_message(owed, lang)
    if lang == "en":
        assert told == ("That is not the ruling. The right one: seat 1's chips count "
                        "as a call.")
        assert hint == "Seat 1 needs a ruling: announce that seat 1's chips count as a call."


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", RULING_DRILLS)
def test_ruling_every_drills_wrong_ruling_and_hint_are_in_the_trainees_words(
    name: str, lang: str
) -> None:
    arb, rest = to_first_ruling(name, lang)
    rulings = [a for a in rest if a.name in ("rule", "call_floor")]
    for a in rest:
        if a in rulings:
            hint = message_text(arb.hint().message, lang)
            assert not script_form(hint), (name, hint)
            seat = a.seat if a.seat is not None else next(
                (c.seat for c in arb.open_corrections() if c.seat is not None), None)
            # a floor owed by the procedure, not a ruling on a seat (hand for hand, a
            # jackpot's bad beat): the wrong step tried is a wait
            tries = (TraineeAction("wait"),) if seat is None else (wrong(a, seat),
                                                                    TraineeAction("wait"))
            for tried in tries:
                step = copy.deepcopy(arb).apply(tried)  # tried on a copy: the drill goes on
                assert step.outcome in (Outcome.VIOLATION, Outcome.INVALID), (name, step)
                told = step_message(step, lang)
                assert not script_form(told), (name, tried.text(), told)
                if step.expected is not None:  # the result's field: the script form
                    assert parse_text(step.expected) is not None, step.expected
        arb.apply(a)
    assert arb.result()["passed"]


@pytest.mark.parametrize("lang", LANGS)
def test_ruling_words_of_the_floor_and_of_a_step_owed_in_its_place(lang: str) -> None:
    from dealer_trainer.arbiter.action_words import ruling_words

    ruling = TraineeAction("rule", seat=6, ruled="raise", amount=800)
    assert ruling_words(ruling, lang) == msg("floor.said.rule.raise", lang, seat=6, to=800)
    floor = ruling_words(TraineeAction("call_floor"), lang)
    assert floor and not script_form(floor) and floor == msg("table.call_floor", lang)


# ---- board.flop, error.flop_too_many: a scramble with no flop dealt wrong ---------------------


@pytest.mark.parametrize("house", [HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA])
def test_board_flop_a_scramble_before_the_flop_breaks_the_flop_not_the_collect(
    house: HouseRules,
) -> None:
    arb = drill(house=house, **CHECK_DOWN)
    play(arb, OPENING)
    refused(arb, "scramble_flop", "board.flop")  # the round still open
    play(arb, ["wait: round"])
    step = refused(arb, "scramble_flop", "board.flop")  # the collect owed: not pot.collect
    assert step.message_key == "board.flop.no_scramble"
    play(arb, ["collect"])
    refused(arb, "scramble_flop", "board.flop")  # the burn owed
    play(arb, ["burn"])
    refused(arb, "scramble_flop", "board.flop")  # the flop owed
    play(arb, ["flop"])
    # a flop of three, rightly dealt, stands: there is no four-card flop to scramble
    step = refused(arb, "scramble_flop", "error.flop_too_many")
    assert step.message_key == "error.flop_too_many.none"


@pytest.mark.parametrize("lang", LANGS)
def test_board_flop_a_scramble_with_nothing_to_scramble_says_so_in_each_language(
    lang: str,
) -> None:
    arb = drill(house=HouseRules.TDA, **CHECK_DOWN)
    arb = Arbiter(replace(arb.setup, lang=lang))
    play(arb, [*OPENING, "wait: round"])
    step = refused(arb, "scramble_flop", "board.flop")
    told = step_message(step, lang)
    assert told == msg("board.flop.no_scramble", lang) != "board.flop.no_scramble"


@pytest.mark.parametrize("lang", LANGS)
def test_error_wrong_card_count_the_step_owed_is_named_in_words(lang: str) -> None:
    """The same kind of slip: the step owed for a hand one card short was put in the message
    as the script has it ("deal: 6")."""
    s = load_scenario(SCENARIOS / "deal-one-card-short.yaml")
    arb = Arbiter(replace(s.setup, lang=lang))
    for item in load_script(SCENARIOS / "solutions" / "deal-one-card-short.yaml"):
        if any(c.rule == "error.wrong_card_count" for c in arb.open_corrections()):
            break
        arb.apply(item.action)
    assert [a.text() for a in arb.expected()][:1] == ["deal: 6"]
    step = copy.deepcopy(arb).apply(TraineeAction("burn"))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, "error.wrong_card_count")
    assert msg("seat.label", lang, seat=6) in (step_message(step, lang) or "")
    assert "deal: 6" not in (step_message(step, lang) or ""), step_message(step, lang)
