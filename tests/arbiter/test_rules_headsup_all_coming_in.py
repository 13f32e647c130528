"""Every player at the table coming in (RULES.md "Across hands": blinds.missed, seat.join,
headsup.transition; RULES.md is silent on this case, the choice is comings.afresh's).

blinds.missed and seat.join make a player coming in catch up with the players who paid the
blinds while he was out: he may not be dealt in on the button or in the small blind, and he
posts what he owes. When every player dealt in is coming in (two back from sitting out, two
new players, or one of each, the players who were dealt in gone), nobody is left who paid:
the game starts afresh, as a new game does. Nobody is held off (two players: one of them must
be the button and the small blind), nobody waits (`posts: wait` included), nobody owes: each
posts his seat's blind only, and the table shows no missed blind. Under the moving and the
dead button, in every preset (they differ in the method only)."""

from __future__ import annotations

import pytest
from across import posts, through_hand

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.arbiter.comings import Comings, Roster, afresh, lay_out
from dealer_trainer.arbiter.seating import Places
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.preset import ButtonRule

METHODS = list(ButtonRule)
HEADSUP_6 = Places(6, 6, 9, (6, 9))  # the last hand: 6 the button and small blind, 9 big
BOTH_BACK = Roster(back=((7, "owed"), (8, "wait")), empty=frozenset({6, 9}))
BOTH_NEW = Roster(new=((7, "big"), (8, "wait")), empty=frozenset({6, 9}))
ONE_OF_EACH = Roster(back=((7, "owed"),), new=((8, "big"),), empty=frozenset({6, 9}))


def where(places: Places) -> tuple[int, int, int, tuple[int, ...]]:
    return places.button, places.small, places.big, places.players


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("roster", [BOTH_BACK, BOTH_NEW, ONE_OF_EACH])
def test_headsup_transition_both_coming_in_both_dealt_in_the_big_blind_after_the_last(
        method: ButtonRule, roster: Roster) -> None:
    """The last pair (6, 9) gone: the big blind to the first player after the last big
    blind's seat (9: then 6, empty, then 7), the button and small blind the other; nobody
    held off the small blind (seat.join would leave no game)."""
    places, rule = lay_out(method, HEADSUP_6, (6, 7, 8, 9), roster)
    assert where(places) == (8, 8, 7, (7, 8)) and rule != "seat.join"


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("roster", [BOTH_BACK, BOTH_NEW, ONE_OF_EACH])
def test_blinds_missed_both_coming_in_nobody_owes_nor_posts_besides_his_blind(
        method: ButtonRule, roster: Roster) -> None:
    """Before: seat 8, in the small blind, posted it and a big blind he owed (two blinds).
    The game afresh: no post besides the table's blinds, no missed blind kept."""
    places, _ = lay_out(method, HEADSUP_6, (6, 7, 8, 9), roster)
    comings = Comings(roster, owed={7: ("small", "big"), 8: ("big",)})
    assert [p[:2] for p in comings.posts(places)] == [(8, "big")]  # the defect, unstarted
    started = comings.started(places)
    assert started.posts(places) == [] and dict(started.owed) == {}
    assert started.roster.back == () and started.roster.new == ()


@pytest.mark.parametrize("method", METHODS)
def test_seat_join_three_all_coming_in_nobody_is_held_off(method: ButtonRule) -> None:
    """Three coming in, nobody else: each dealt in where the method puts him (before, the
    small blind's was held off and the next one dealt in there owing)."""
    roster = Roster(back=((7, "owed"), (8, "owed")), new=((5, "big"),), empty=frozenset({6}))
    places, _ = lay_out(method, Places(6, 7, 8, (6, 7, 8)), (5, 6, 7, 8), roster)
    assert set(places.players) == {5, 7, 8}
    assert Comings(roster, owed={7: ("big",), 8: ("big",)}).started(places).posts(places) == []


def test_blinds_missed_afresh_only_when_nobody_dealt_in_before_is_left() -> None:
    """One player left who was dealt in: the rules of a player coming in hold (he takes the
    big blind, headsup.transition); a tournament's new players post what their seat posts,
    as ever (seat.join: no missed blinds there)."""
    assert afresh(BOTH_BACK, (7, 8)) and afresh(BOTH_NEW, (7, 8))
    assert not afresh(Roster(back=((8, "owed"),)), (7, 8))
    assert not afresh(Roster(new=((7, "play"), (8, "play"))), (7, 8))
    assert not afresh(Roster(back=((8, "owed"),)), (8,))  # one player is no game
    places, _ = lay_out(ButtonRule.MOVING, Places(7, 7, 9, (7, 9)), (7, 8),
                        Roster(back=((8, "owed"),)))
    assert where(places) == (7, 7, 8, (7, 8))  # he takes the big blind, as before


def both_coming_in(house: HouseRules, method: ButtonRule, kind: str) -> Arbiter:
    """Hand 1: 6 (button) and 9 heads-up; seats 7 and 8 away (sitting out, or seats of new
    players). Hand 2: 6 and 9 leave, 7 and 8 come in (7 posting, 8 waiting)."""
    config = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (6, 7, 8, 9)),
                         button=6, small_blind=5, big_blind=10, house_rules=house,
                         button_rule=method)
    leaves = ((2, 6), (2, 9))
    if kind == "back":
        return Arbiter(DrillSetup(config=config, seed=3, hands=3, leaves=leaves,
                                  sitting_out=frozenset({7, 8}),
                                  backs=((2, 7, "owed"), (2, 8, "wait"))))
    return Arbiter(DrillSetup(config=config, seed=3, hands=3, leaves=leaves,
                              joins=((2, 7, "big"), (2, 8, "wait"))))


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("kind", ["back", "join"])
def test_blinds_missed_both_coming_in_at_a_two_player_table_by_the_arbiter(
        house: HouseRules, method: ButtonRule, kind: str) -> None:
    arb = both_coming_in(house, method, kind)
    assert posts(arb) == [(6, "small"), (9, "big")]
    through_hand(arb)
    # hand 2: 8 the button and small blind, 7 the big blind; each his blind only
    assert (arb.places.button, arb.places.small, arb.places.big) == (8, 8, 7)
    assert posts(arb) == [(7, "big"), (8, "small")]
    snap = arb.snapshot()
    assert snap.missed == () and snap.newcomers == ()
    # a big blind "owed" by the small blind, or a dead small, is no post of this hand
    for wrong in ({"seat": 8, "blind": "dead_small"}, {"seat": 8, "blind": "big"}):
        step = arb.apply(TraineeAction.parse({"post": wrong}))
        assert step.outcome is Outcome.VIOLATION, step
    through_hand(arb)
    assert posts(arb) == [(7, "small"), (8, "big")]  # hand 3: the button alternates
    through_hand(arb)
    result = arb.result()
    assert result["final"]["missed_blinds"] == {}  # type: ignore[index]
    assert len(arb.violations) == 2
