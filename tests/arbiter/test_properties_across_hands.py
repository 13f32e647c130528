"""Issue 27's invariants over a session of 100 hands with random busts (RULES.md "Across
hands"): under the dead button every player dealt in for a whole orbit posts the big blind
once in it and nobody posts it twice in a row (blinds.big_forward, headsup.transition);
under the moving button the disc never skips a player who was dealt in (button.moving);
chips are conserved.

Two sessions: one laid out by the one next-hand path (`seating.next_places`,
`next_hand_config`) with each hand's engine, the busts drawn at random hands, so that every
session has them; one played through by the arbiter, every step by its own expectation, the
busts those of the bots' all-ins at short stacks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome
from dealer_trainer.arbiter.seating import Places, next_hand_config, next_places
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig, seats_from
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import ButtonRule

HANDS = 100
Hand_ = tuple[int, int | None, int, tuple[int, ...], bool]  # button, small, big, dealt in, dead


def check_big_forward(hands: Sequence[Hand_]) -> None:
    """blinds.big_forward: nobody posts the big blind twice in a row, and between two big
    blinds of one player dealt in all the while (his round) every player dealt in all the
    while posts it exactly once (a player who sat out between them had no round)."""
    bigs = [h[2] for h in hands]
    assert all(a != b for a, b in zip(bigs, bigs[1:], strict=False)), bigs
    for i, seat in enumerate(bigs):
        j = next((k for k in range(i + 1, len(bigs)) if bigs[k] == seat), None)
        if j is None:
            continue
        stayed = set.intersection(*(set(h[3]) for h in hands[i:j + 1]))
        if seat not in stayed:
            continue
        for other in stayed:
            assert bigs[i + 1:j + 1].count(other) == 1, (seat, other, i, j, bigs[i:j + 1])


def check_moving(hands: Sequence[Hand_]) -> None:
    """button.moving: the disc goes to the first player dealt in after the last hand's disc
    (the first heads-up hand of a pair aside: headsup.transition)."""
    for last, now in zip(hands, hands[1:], strict=False):
        if len(now[3]) == 2 and set(last[3]) != set(now[3]):
            continue
        assert now[0] == seats_from(list(now[3]), last[0])[0], (last, now)
        assert not now[4]


def check_posts(hand: Hand, small: int | None, big: int) -> None:
    """The engine lays out the blinds where the placement says."""
    assert (hand.pos.small, hand.pos.big) == (small, big)


@settings(max_examples=25)
@given(
    method=st.sampled_from(list(ButtonRule)),
    seats=st.lists(st.integers(1, 10), min_size=4, max_size=10, unique=True),
    data=st.data(),
)
def test_property_a_session_of_100_hands_with_random_busts_keeps_the_blinds_and_the_chips(
        method: ButtonRule, seats: list[int], data: st.DataObject) -> None:
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    seats.sort()
    base = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in seats),
                       button=seats[0], small_blind=5, big_blind=10, button_rule=method)
    total = sum(s.stack for s in base.seats)
    # the hands after which players bust: at least one, and the table keeps two players
    busts = sorted(data.draw(st.lists(st.integers(1, HANDS - 1), min_size=1,
                                      max_size=len(seats) - 2, unique=True)))
    stacks, places, config = {s: 1000 for s in seats}, Places.of(base), base
    played: list[Hand_] = []
    for number in range(1, HANDS + 1):
        hand = Hand(config, rng=random.Random(number))
        small = None if places.small_dead else places.small
        check_posts(hand, small, places.big)
        assert config.button == places.button and config.dead_button == places.button_dead
        played.append((places.button, small, places.big, config.occupied, places.button_dead))
        if number in busts:  # a player loses his stack to another
            loser, winner = rng.sample(list(config.occupied), 2)
            stacks[winner] += stacks[loser]
            stacks[loser] = 0
        players = [s for s in config.occupied if stacks[s] > 0]
        places, _ = next_places(config.method, places, players)
        config = next_hand_config(base, stacks, places, number + 1)
        assert sum(s.stack for s in config.seats) == total
    (check_big_forward if method is ButtonRule.DEAD else check_moving)(played)


def session(house: HouseRules, stacks: Sequence[int], seed: int) -> dict[str, object]:
    seats = tuple(SeatConfig(s, f"p{s}", n) for s, n in zip((1, 2, 4, 5, 7, 8, 9, 10), stacks,
                                                            strict=False))
    config = TableConfig(seats=seats, button=seats[0].seat, small_blind=5, big_blind=10,
                         tournament=True, house_rules=house)
    arb = Arbiter(DrillSetup(config=config, seed=seed, hands=HANDS))
    while not arb.is_complete:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
        arb.check_invariants()
    result = arb.result()
    assert result["passed"] is True
    final = result["final"]
    assert isinstance(final, dict)
    assert sum(final["stacks"].values()) == sum(stacks[:len(seats)])  # chips conserved
    return result


@settings(max_examples=10)
@given(
    house=st.sampled_from([HouseRules.SEEDS, HouseRules.TDA]),  # moving / dead at a tournament
    stacks=st.lists(st.integers(1, 30).map(lambda n: 10 * n), min_size=3, max_size=8),
    seed=st.integers(0, 10**6),
)
def test_property_a_tournament_played_by_the_arbiter_keeps_the_blinds_and_the_chips(
        house: HouseRules, stacks: list[int], seed: int) -> None:
    result = session(house, stacks, seed)
    records = result["hands"]
    assert isinstance(records, list)
    played: list[Hand_] = []
    for r in records:
        posted = {e["blind"]: e["seat"] for e in r["events"] if e["op"] == "post"}
        assert posted.get("big") == r["big_blind_seat"]
        assert posted.get("small") == r["small_blind_seat"]
        played.append((r["button"], r["small_blind_seat"], r["big_blind_seat"],
                       tuple(r["dealt_in"]), r["button_dead"]))
    (check_moving if house is HouseRules.SEEDS else check_big_forward)(played)


def comings_session(seed: int) -> tuple[DrillSetup, dict[str, object]]:
    """A 100-hand cash session (roberts, moving button) played by the arbiter, with random
    sit-outs, returns (owed or wait), new players (big or wait) and players leaving, drawn
    so that at least four players are ready at every hand."""
    rng = random.Random(seed)
    seated = {1: 1000, 2: 1000, 3: 1000, 5: 1000, 6: 1000}
    away: set[int] = set()
    used = set(seated)  # a seat once taken is not filled again (validate refuses it)
    sit_outs, backs, joins, leaves = [], [], [], []
    extra: list[SeatConfig] = []
    for hand in range(2, HANDS + 1):
        if rng.random() > 0.3:
            continue
        ready = [s for s in seated if s not in away]
        kind = rng.choice(["sit_out", "back", "join", "leave"])
        if kind == "sit_out" and len(ready) > 4:
            seat = rng.choice(ready)
            away.add(seat)
            sit_outs.append((hand, seat))
        elif kind == "back" and away:
            seat = rng.choice(sorted(away))
            away.discard(seat)
            backs.append((hand, seat, rng.choice(["owed", "wait"])))
        elif kind == "join" and (free := [s for s in range(1, 11) if s not in used]):
            seat = rng.choice(free)
            seated[seat] = 1000
            used.add(seat)
            extra.append(SeatConfig(seat, f"p{seat}", 1000))
            joins.append((hand, seat, rng.choice(["big", "wait"])))
        elif kind == "leave" and len(ready) > 4:
            seat = rng.choice(ready)
            del seated[seat]
            leaves.append((hand, seat))
    base = tuple(SeatConfig(s, f"p{s}", 1000) for s in (1, 2, 3, 5, 6))
    config = TableConfig(seats=tuple(sorted(base + tuple(extra), key=lambda s: s.seat)),
                         button=1, small_blind=5, big_blind=10, house_rules=HouseRules.ROBERTS)
    setup = DrillSetup(config=config, seed=seed, hands=HANDS, sit_outs=tuple(sit_outs),
                       backs=tuple(backs), joins=tuple(joins), leaves=tuple(leaves))
    arb = Arbiter(setup)
    while not arb.is_complete:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
        arb.check_invariants()
    return setup, arb.result()


@settings(max_examples=4, deadline=None, phases=[Phase.explicit, Phase.generate])
@given(seed=st.integers(0, 10**6))
def test_property_a_cash_session_with_comings_and_goings_collects_each_missed_blind_once(
        seed: int) -> None:
    """blinds.missed, seat.join, seat.sit_out: the moving button never skips a player dealt
    in; chips are conserved; a player who comes back posts what he owed, once, in the first
    hand he is dealt in, and owes nothing after it; a new player posts at most one big blind."""
    setup, result = comings_session(seed)
    assert result["passed"] is True, result["violations"]
    final = result["final"]
    records = result["hands"]
    assert isinstance(final, dict) and isinstance(records, list)
    assert sum(final["stacks"].values()) == sum(s.stack for s in setup.config.seats)
    owed: dict[str, list[str]] = {}
    for r in records:
        extra = [(str(e["seat"]), e["blind"]) for e in r["events"] if e["op"] == "post" and (
            e["blind"] == "dead_small" or e["blind"] == "big" and e["seat"] != r["big_blind_seat"])]
        for seat, blind in extra:  # each owed blind once, and only what was owed
            new = any(s == int(seat) for _, s, _ in setup.joins)
            assert extra.count((seat, blind)) == 1
            assert new or {"dead_small": "small", "big": "big"}[blind] in owed.get(seat, [])
        for seat in owed:  # dealt in: nothing owed after the hand
            if int(seat) in r["dealt_in"]:
                assert seat not in r["missed_blinds"], (seat, r["number"])
        owed = r["missed_blinds"]
    check_moving([(r["button"], r["small_blind_seat"], r["big_blind_seat"],
                   tuple(r["dealt_in"]), r["button_dead"]) for r in records])
