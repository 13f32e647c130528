"""Issue 27's "Done when": a session of 100 hands at a cash table with random busts, joins and
absences (sitting out and coming back, owing or waiting) keeps the invariants, for both
methods of `button.rule`:

- dead button (`button.dead`, `blinds.big_forward`): every player dealt in for a whole orbit
  posts the big blind once in it, and nobody posts it twice in a row;
- moving button (`button.moving`): the disc never skips a player who was dealt in;
- the chips are conserved (the stacks and the house's time, hand after hand);
- a missed blind is collected exactly once (posted in the first hand its owner is dealt in,
  and owed no more after it).

Every step is the arbiter's own expectation (the bots play every hand); the busts come from
short stacks all in. A handful of seeded sessions, each its own seed: a failure reproduces."""

from __future__ import annotations

import random

import pytest
from test_properties_across_hands import HANDS, check_big_forward, check_moving

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome
from dealer_trainer.arbiter.free_session import plan_session
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.preset import ButtonRule

# per method, sessions of 100 hands (about 5 s each). Seeds 0-40 of both plans, both
# methods, all pass (a3's sweep); these are kept: own 20 and free_session 8, 9 and 23 come
# back to three-handed from heads-up with a player coming in (two at once in 23: one on the
# button posting, one in the big blind), which once dealt him in owing or looped
SEEDS = (9, 20)
# free deal's own plan (free_session): seed 9 went heads-up and changed its pair, one player
# leaving as another came back, and the big blind stayed put (headsup.transition)
SESSION_SEEDS = (9, 4, 17, 8, 23)
SHORT = 40  # a short stack's chips: four big blinds, soon all in
DEEP = 20000  # the others: deep enough to play the 100 hands out


def events(rng: random.Random, seated: list[int], taken: list[int]
           ) -> dict[str, list[tuple[int, ...]]]:
    """About one change an orbit: a player sits out, comes back (owing or waiting), joins
    an empty seat (posting or waiting) or leaves; five players stay ready at every hand."""
    away: set[int] = set()
    here = set(seated)
    used = set(taken)  # a seat once taken is not filled again
    out: dict[str, list[tuple[int, ...]]] = {"sit_outs": [], "backs": [], "joins": [],
                                             "leaves": []}
    for hand in range(2, HANDS + 1):
        if rng.random() > 1 / 6:
            continue
        ready = sorted(here - away)
        kind = rng.choice(["sit_out", "back", "join", "leave"])
        if kind == "sit_out" and len(ready) > 5:
            seat = rng.choice(ready)
            away.add(seat)
            out["sit_outs"].append((hand, seat))
        elif kind == "back" and away:
            seat = rng.choice(sorted(away))
            away.discard(seat)
            out["backs"].append((hand, seat, rng.choice(["owed", "wait"])))
        elif kind == "join" and (free := [s for s in range(1, 11) if s not in used]):
            seat = rng.choice(free)
            here.add(seat)
            used.add(seat)
            out["joins"].append((hand, seat, rng.choice(["big", "wait"])))
        elif kind == "leave" and len(ready) > 5:
            seat = rng.choice(ready)
            here.discard(seat)
            out["leaves"].append((hand, seat))
    return out


def session_events(rng: random.Random, seated: list[int], shorts: set[int]
                   ) -> dict[str, list[tuple[int, ...]]]:
    """The changes as free deal plans them (`free_session.plan_session`, keeping three
    players ready as a table of four or more does): the short stacks come and go too, and
    with them busting, the table goes heads-up and its pair changes."""
    free = [s for s in range(1, 11) if s not in seated]
    plan = plan_session(rng, seated, free, hands=HANDS, keep=3)
    return {"sit_outs": list(plan.sit_outs), "backs": list(plan.backs),
            "joins": list(plan.joins), "leaves": list(plan.leaves)}


def play(method: ButtonRule, seed: int, planner: str = "own"
         ) -> tuple[DrillSetup, dict[str, object]]:
    rng = random.Random(seed)
    seated = [1, 2, 3, 5, 6, 8]
    shorts = set(rng.sample(seated, 2))  # these two bust, as a rule, within the session
    ev = (events(rng, [s for s in seated if s not in shorts], seated) if planner == "own"
          else session_events(rng, seated, shorts))
    joined = [s for _, s, _ in ev["joins"]]
    seats = tuple(SeatConfig(s, f"p{s}", SHORT if s in shorts else DEEP)
                  for s in sorted(seated + joined))
    config = TableConfig(seats=seats, button=1, small_blind=5, big_blind=10,
                         house_rules=HouseRules.ROBERTS, button_rule=method)
    setup = DrillSetup(config=config, seed=seed, hands=HANDS,
                       sit_outs=tuple(ev["sit_outs"]),  # type: ignore[arg-type]
                       backs=tuple(ev["backs"]), joins=tuple(ev["joins"]),  # type: ignore
                       leaves=tuple(ev["leaves"]))  # type: ignore[arg-type]
    arb = Arbiter(setup)
    total = sum(s.stack for s in seats)
    while not arb.is_complete:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
        arb.check_invariants()
    result = arb.result()
    assert result["passed"] is True, result["violations"]
    final = result["final"]
    assert isinstance(final, dict)
    assert sum(final["stacks"].values()) == total  # chips conserved
    return setup, result


def check_missed_once(setup: DrillSetup, records: list[dict[str, object]]) -> None:
    """blinds.missed: what a seat owes is posted once, in the first hand he is dealt in
    (the big blind he posts there clears it), and owed no more after it."""
    owed: dict[str, list[str]] = {}
    new = {s for _, s, _ in setup.joins}
    for r in records:
        events = r["events"]
        assert isinstance(events, list)
        extra = [(str(e["seat"]), e["blind"]) for e in events if e["op"] == "post" and (
            e["blind"] == "dead_small"
            or e["blind"] == "big" and e["seat"] != r["big_blind_seat"])]
        dealt = r["dealt_in"]
        assert isinstance(dealt, list)
        for seat, blind in extra:
            assert extra.count((seat, blind)) == 1, (r["number"], seat, blind)
            kind = {"dead_small": "small", "big": "big"}[blind]
            assert kind in owed.get(seat, []) or int(seat) in new, (r["number"], seat, owed)
        for seat, kinds in owed.items():
            if int(seat) in dealt:  # dealt in: he posted it, or his big blind cleared it
                posted = {k for s, k in extra if s == seat}
                big_here = int(seat) == r["big_blind_seat"]
                assert big_here or posted == {"big" if k == "big" else "dead_small"
                                              for k in kinds}, (r["number"], seat, kinds)
                missed = r["missed_blinds"]
                assert isinstance(missed, dict) and seat not in missed, (r["number"], seat)
        missed = r["missed_blinds"]
        assert isinstance(missed, dict)
        owed = missed


ORBIT = 12  # more hands than a table of ten has seats, and two over


def check_comes_in(setup: DrillSetup, records: list[dict[str, object]],
                   stacks: dict[int, int]) -> None:
    """Nobody coming in waits for ever (the loop the heads-up table once had): a player
    back or new is dealt in within an orbit of his coming, unless he sits out or leaves
    again first, the session ends, or he has no chips left (busted before he sat out)."""
    dealt = [set(r["dealt_in"]) for r in records]  # type: ignore[call-overload]
    gone = sorted([*setup.sit_outs, *setup.leaves])
    for hand, seat, _ in (*setup.backs, *setup.joins):
        until = min([n for n, s in gone if s == seat and n > hand] + [len(records) + 1])
        came = next((n for n in range(hand, until) if seat in dealt[n - 1]), None)
        if came is None and until - hand > ORBIT:
            assert not stacks.get(seat) and not any(seat in d for d in dealt[hand - 1:]), (
                hand, seat, until)
        assert came is None or came - hand <= ORBIT, (hand, seat, came)


@pytest.mark.parametrize("method", list(ButtonRule))
@pytest.mark.parametrize(("planner", "seed"), [("own", s) for s in SEEDS] + [
    ("free_session", s) for s in SESSION_SEEDS])
def test_property_a_free_deal_session_of_100_hands_with_busts_joins_and_absences(
        method: ButtonRule, planner: str, seed: int) -> None:
    setup, result = play(method, seed, planner)
    records = result["hands"]
    assert isinstance(records, list) and len(records) == HANDS
    played = [(r["button"], r["small_blind_seat"], r["big_blind_seat"], tuple(r["dealt_in"]),
               r["button_dead"]) for r in records]
    busted = {s.seat for s in setup.config.seats} - {int(s) for s, n in
                                                     result["final"]["stacks"].items() if n}
    assert busted, "the session was to have a bust"
    assert setup.sit_outs and setup.backs and setup.joins and setup.leaves
    (check_big_forward if method is ButtonRule.DEAD else check_moving)(played)
    check_missed_once(setup, records)
    check_comes_in(setup, records, {int(s): n for s, n in result["final"]["stacks"].items()})
