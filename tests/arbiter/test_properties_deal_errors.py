"""Property tests for the deal's errors: with a boxed card, a pitch to the wrong seat or a hand
of one card or three scheduled, random trainees (the right step mixed with random ones) never
crash the arbiter, the 52 cards and every chip stay accounted for after every step, a refused
step changes nothing, and the right steps alone always pass."""

from __future__ import annotations

from typing import Any

from drive import action, finish, mistake
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import ACTIONS as BASE_ACTIONS
from test_properties import TABLES, check_step

from dealer_trainer.arbiter import MistakeSpec
from dealer_trainer.engine.config import Game, HouseRules

KILLS = ({"kill_hand": s} for s in (1, 2, 3, 4, 5, 6, 9))
EXTRA = tuple(action(x) for x in ("scrap", *KILLS))
ACTIONS = (*BASE_ACTIONS, *EXTRA)


def deal_errors() -> st.SearchStrategy[tuple[MistakeSpec, ...]]:
    one = st.one_of(
        st.builds(lambda n: mistake("boxed_card", cards=(n,)), st.integers(1, 16)),
        st.builds(lambda a, b: mistake("boxed_card", cards=(a, a + b)),
                  st.integers(1, 8), st.integers(1, 6)),
        st.builds(lambda p, s: mistake("wrong_seat", pitch=p, seat=s),
                  st.integers(1, 6), st.integers(1, 10)),
        st.builds(lambda s, c, f: mistake("wrong_count", seat=s, count=c, found_after=f),
                  st.sampled_from((1, 2, 3, 4, 5, 6, 9)), st.sampled_from((1, 3)),
                  st.integers(0, 3)),
    )
    return st.lists(one, min_size=1, max_size=2).map(tuple)


@st.composite
def drills(draw: st.DrawFn) -> dict[str, Any]:
    seats = draw(st.sampled_from(TABLES))
    occupied = [s[0] for s in seats]
    button = draw(st.sampled_from(occupied))
    scheduled = tuple(
        m for m in draw(deal_errors())
        # a mistake a scenario could hold (validate refuses the others)
        if not (m.kind.value == "wrong_count" and m.seat not in occupied)
        and not (m.kind.value == "wrong_seat" and (m.pitch > 2 * len(occupied) or _proper(
            occupied, button, m.pitch) == m.seat))
    )
    return dict(seats=seats, button=button, game=draw(st.sampled_from(list(Game))),
                house=draw(st.sampled_from(list(HouseRules))), deck="",
                seed=draw(st.integers(0, 10_000)), mistakes=scheduled,
                hands=draw(st.integers(1, 2)))


def _proper(occupied: list[int], button: int, pitch: int) -> int:
    from dealer_trainer.engine.config import seats_from

    order = seats_from(tuple(occupied), button)
    return order[(pitch - 1) % len(order)]


moves = st.lists(st.one_of(st.none(), st.integers(0, len(ACTIONS) - 1)), max_size=70)


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(kwargs=drills(), script=moves)
def test_deal_errors_keep_the_cards_and_chips_accounted_for(
    kwargs: dict[str, Any], script: list[int | None]
) -> None:
    from drive import drill

    arb = drill(**kwargs)
    for move in script:
        if arb.is_complete:
            break
        if move is None:
            check_step(arb, arb.expected()[0], expected=True)  # checks 52 cards and chips
        else:
            check_step(arb, ACTIONS[move], expected=False)
    finish(arb, irregular=True)
    assert arb.is_complete
    arb.check_invariants()


@settings(max_examples=100, deadline=None, derandomize=True, database=None)
@given(kwargs=drills())
def test_deal_errors_by_the_book_pass(kwargs: dict[str, Any]) -> None:
    from drive import drill

    arb = drill(**kwargs)
    finish(arb, irregular=True)
    result = arb.result()
    assert result["passed"] is True, (result["violations"], result["irregularities"])
    assert result["score"] == 100
