"""Property tests: random trainees (the right step mixed with random, often wrong, ones) on
random tables never crash the arbiter, never break card or chip accounting, and a refused
step never changes anything. Hypothesis runs derandomized, so every run tries the same cases.
"""

from __future__ import annotations

from typing import Any

from drive import HEADS_UP, THREE, action, drill, finish, mistake, state, step_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.arbiter import Arbiter, MistakeSpec, Outcome, TraineeAction
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine.config import Game, HouseRules

FOUR = ((1, "Ana", 1000), (3, "Bogdan", 400), (4, "Chloe", 150), (6, "Dan", 1000))
TABLES = (THREE, HEADS_UP, FOUR, ((2, "Eve", 60), (5, "Fay", 1000), (9, "Gus", 90)))
SEATS = (1, 2, 3, 4, 5, 6, 9)

POOL: tuple[Any, ...] = (
    "shuffle", "cut", "wait", "wait: round", "wait: 2", "collect", "burn", "flop", "turn",
    "river", "misdeal", "set_aside", "scramble_flop", "showdown", "move_button",
    "return_to_deck: [board]", "return_to_deck: [set_aside]", "return_to_deck: [burns]",
    "return_to_deck: [muck]", "return_to_deck: [board, burns]",
    *({"post": {"seat": s, "blind": b}} for s in SEATS for b in ("small", "big", "straddle")),
    *({"deal": s} for s in SEATS),
    *({"replace_exposed": s} for s in SEATS),
    *({"return_extra": s} for s in SEATS),
    *({"move_button": s} for s in SEATS),
    *({"award": {"pot": p, "to": [s]}} for p in (0, 1, 2) for s in SEATS),
    {"award": {"pot": 0, "to": [1, 3]}}, {"award": {"pot": 0, "to": [3, 4]}},
)
ACTIONS = tuple(action(item) for item in POOL)


def mistakes() -> st.SearchStrategy[tuple[MistakeSpec, ...]]:
    one = st.one_of(
        st.builds(lambda n: mistake("exposed_hole_card", cards=(n,)), st.integers(1, 8)),
        st.builds(lambda a, b: mistake("exposed_hole_card", cards=(a, a + b)),
                  st.integers(1, 5), st.integers(1, 3)),
        st.builds(lambda n: mistake("extra_card", count=n), st.integers(1, 2)),
        st.just(mistake("flop_too_many")),
        *(st.builds(lambda n, k=kind: mistake(k, after=n), st.integers(0, 3))
          for kind in ("premature_flop", "premature_turn", "premature_river")),
    )
    return st.lists(one, max_size=2).map(tuple)


@st.composite
def drills(draw: st.DrawFn) -> dict[str, Any]:
    """drive.drill's keyword arguments (printable, so a failing case can be replayed)."""
    seats = draw(st.sampled_from(TABLES))
    scheduled = draw(mistakes())
    return dict(
        seats=seats,
        button=draw(st.sampled_from([s[0] for s in seats])),
        game=draw(st.sampled_from(list(Game))),
        straddle=len(seats) > 2 and draw(st.booleans()),
        house=draw(st.sampled_from(list(HouseRules))),
        deck="",
        seed=draw(st.integers(0, 10_000)),
        mistakes=scheduled,
        hands=draw(st.integers(1, 2)),
        random_mistakes=draw(st.sampled_from((0.0, 0.5))),
    )


# each move: None = the expected step, else an index into ACTIONS
moves = st.lists(st.one_of(st.none(), st.integers(0, len(ACTIONS) - 1)), max_size=90)


def check_step(arb: Arbiter, a: TraineeAction, expected: bool) -> None:
    before = state(arb)
    step = arb.apply(a)  # must never raise
    arb.check_invariants()
    if step.outcome in (Outcome.VIOLATION, Outcome.INVALID):
        assert not expected, f"the expected step was refused: {step_text(step)}"
        assert state(arb) == before, f"refused, yet the state changed: {step_text(step)}"
    if step.outcome is Outcome.VIOLATION:
        assert step.rule, step_text(step)
        assert step_message(step, "en"), step_text(step)


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(kwargs=drills(), script=moves)
def test_random_trainee_never_crashes_and_refusals_change_nothing(
    kwargs: dict[str, Any], script: list[int | None]
) -> None:
    arb = drill(**kwargs)
    arb.check_invariants()
    for move in script:
        if arb.is_complete:
            break
        if move is None:
            check_step(arb, arb.expected()[0], expected=True)
        else:
            check_step(arb, ACTIONS[move], expected=False)
    # from wherever the trainee got to, the right steps still lead to the end
    finish(arb, irregular=True)
    assert arb.is_complete
    result = arb.result()
    assert isinstance(result["score"], int) and 0 <= result["score"] <= 100
    irregularities = result["irregularities"]
    assert isinstance(irregularities, list)
    assert result["passed"] == (not result["violations"] and all(
        i["corrected"] for i in irregularities))


@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(kwargs=drills())
def test_by_the_book_drills_pass(kwargs: dict[str, Any]) -> None:
    """Only the expected steps: every injected mistake is corrected and the drill passes."""
    arb = drill(**kwargs)
    finish(arb, irregular=True)
    result = arb.result()
    assert result["passed"] is True, (result["violations"], result["irregularities"])
    assert result["score"] == 100
    final = result["final"]
    assert isinstance(final, dict)
    busted = len([s for s in final["stacks"].values() if s > 0]) < 2
    assert result["hands_played"] == arb.setup.hands or busted
