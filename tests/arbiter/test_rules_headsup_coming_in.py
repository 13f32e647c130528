"""A player coming in at a table heads-up without him (RULES.md "Across hands": blinds.missed,
seat.join, headsup.transition; RULES.md is silent on this case, the choice is the lead's, as
most rooms teach it).

Heads-up the button is the small blind, and three-handed after a heads-up hand the disc's
next seat is his or the small blind's by turns: the big blind never reaches a seat between
the two. So he does not wait for it: a player back (owing, or waiting) or new (posting, or
waiting) is dealt in at once on the button, posting what he owes (the big blind live, the
small dead if he missed it; a new player a big blind), or in the big blind; never in the
small blind owing (held off that hand, then on the button the next: in within two hands).
With one other player only, he takes the big blind. Under the moving and the dead button,
in every preset (the presets differ in the method only)."""

from __future__ import annotations

import pytest
from across import posts, through_hand

from dealer_trainer.arbiter import Arbiter, DrillSetup
from dealer_trainer.arbiter.comings import Comings, Roster, lay_out
from dealer_trainer.arbiter.seating import Places
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.preset import ButtonRule

METHODS = list(ButtonRule)
HEADSUP_7 = Places(7, 7, 9, (7, 9))  # the last hand: seat 7 the button and small blind
HEADSUP_9 = Places(9, 9, 7, (7, 9))  # the last hand: seat 9 the button and small blind


def where(places: Places) -> tuple[int, int, int, tuple[int, ...]]:
    return places.button, places.small, places.big, places.players


@pytest.mark.parametrize("method", METHODS)
def test_blinds_missed_headsup_owing_on_the_button_he_posts_and_is_dealt_in_at_once(
        method: ButtonRule) -> None:
    roster = Roster(back=((8, "owed"),))
    places, rule = lay_out(method, HEADSUP_7, (7, 8, 9), roster)
    assert where(places) == (8, 9, 7, (7, 8, 9)) and rule != "seat.join"
    owes = Comings(roster, owed={8: ("small", "big")}).posts(places)
    assert owes == [(8, "big", "blinds.missed"), (8, "dead_small", "blinds.missed")]


@pytest.mark.parametrize("method", METHODS)
def test_blinds_missed_headsup_in_the_small_blind_he_is_held_off_then_on_the_button(
        method: ButtonRule) -> None:
    """Never dealt in on a blind while he owes: the hand is heads-up without him, and the
    disc, alternating, puts him on the button the next hand."""
    roster = Roster(back=((8, "owed"),))
    places, rule = lay_out(method, HEADSUP_9, (7, 8, 9), roster)
    assert where(places) == (7, 7, 9, (7, 9)) and rule == "seat.join"
    places, _ = lay_out(method, places, (7, 8, 9), roster)
    assert where(places) == (8, 9, 7, (7, 8, 9))


@pytest.mark.parametrize("method", METHODS)
def test_blinds_missed_headsup_waiting_he_does_not_wait_he_posts_what_he_owes(
        method: ButtonRule) -> None:
    """Waiting, the big blind would never reach him (it goes to seat 7, the last button,
    hand after hand): he comes in as one who posts, the big blind he owes live."""
    roster = Roster(back=((8, "wait"),))
    places, _ = lay_out(method, HEADSUP_7, (7, 8, 9), roster)
    assert where(places) == (8, 9, 7, (7, 8, 9))
    assert Comings(roster, owed={8: ("big",)}).posts(places) == [(8, "big", "blinds.missed")]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("how", ["big", "wait"])
def test_seat_join_headsup_a_new_player_posts_a_big_blind_on_the_button(
        method: ButtonRule, how: str) -> None:
    roster = Roster(new=((8, how),))
    places, _ = lay_out(method, HEADSUP_7, (7, 8, 9), roster)
    assert where(places) == (8, 9, 7, (7, 8, 9))
    assert Comings(roster).posts(places) == [(8, "big", "seat.join")]


@pytest.mark.parametrize("method", METHODS)
def test_headsup_transition_one_player_left_and_one_coming_in_he_takes_the_big_blind(
        method: ButtonRule) -> None:
    """Seat 9 (the last big blind) leaves as seat 8 comes back: the new pair's big blind
    would be seat 7 (the first after 9) and seat 8 would be the button and the small blind,
    owing; he takes the big blind instead (nobody posts it twice: 7 had the button), which
    clears what he owes."""
    roster = Roster(back=((8, "owed"),))
    places, _ = lay_out(method, HEADSUP_7, (7, 8), roster)
    assert where(places) == (7, 7, 8, (7, 8))
    assert Comings(roster, owed={8: ("small", "big")}).posts(places) == []


def headsup_with_seat_8_away(house: HouseRules, method: ButtonRule, how: str) -> Arbiter:
    """Issue 27's free-deal property (seed 9, hand 92): heads-up 7 (button) and 9, seat 8
    sitting out; the big blind passes him in hand 1 and he is back for hand 2."""
    config = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (7, 8, 9)),
                         button=7, small_blind=5, big_blind=10, house_rules=house,
                         button_rule=method)
    return Arbiter(DrillSetup(config=config, seed=3, hands=4, sitting_out=frozenset({8}),
                              backs=((2, 8, how),)))


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("how", ["owed", "wait"])
def test_blinds_missed_headsup_back_owing_the_big_blind_he_posts_it_once(
        house: HouseRules, method: ButtonRule, how: str) -> None:
    arb = headsup_with_seat_8_away(house, method, how)
    assert (arb.config.button, posts(arb)) == (7, [(7, "small"), (9, "big")])
    through_hand(arb)
    assert dict(arb.comings.owed) == {8: ("big",)}
    # hand 2: counted in he has the button: he posts the big blind he owes, live
    assert (arb.config.button, posts(arb)) == (8, [(7, "big"), (8, "big"), (9, "small")])
    through_hand(arb)
    assert not arb.comings.owed
    # hand 3: three-handed on, he posts only as the blinds reach him
    assert (arb.config.button, posts(arb)) == (9, [(7, "small"), (8, "big")])
    through_hand(arb)
    assert arb.result()["final"]["missed_blinds"] == {}  # type: ignore[index]
