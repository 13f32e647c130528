"""showdown.muck and showdown.play_the_board: a hand mucked unseen at the showdown has no
claim; a player who plays the board keeps his share only by showing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from drive import advance, apply, assert_passed, award, finish, refused

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.ledger import hand_values
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]
BOARD_PLAYS = ROOT / "scenarios" / "play-the-board.yaml"  # a royal flush on the board
SIDE_POTS = ROOT / "scenarios" / "side-pots.yaml"


def board_plays(mucks: tuple[int, ...] = (4,)) -> Arbiter:
    setup = load_scenario(BOARD_PLAYS).setup
    return Arbiter(replace(setup, showdown_mucks=mucks))


def to_award(arb: Arbiter) -> Arbiter:
    advance(arb, "showdown")
    apply(arb, "showdown")
    return arb


def test_showdown_muck_a_mucked_hand_goes_unseen_to_the_muck_and_loses_its_claim():
    arb = to_award(board_plays())
    h = arb.hand
    assert h.zones.hole[4] == [] and len(h.zones.muck) == 2
    assert 4 not in h.pots[0].eligible and 4 not in h.live
    assert h.shown == {1, 2, 3}
    arb.check_invariants()


def test_showdown_muck_pushing_a_share_to_the_mucked_hand_is_a_violation():
    arb = to_award(board_plays())
    refused(arb, award(0, 1, 2, 3, 4), "showdown.muck")
    refused(arb, award(0, 4), "showdown.muck")
    apply(arb, award(0, 1, 2, 3))
    finish(arb)
    assert_passed(arb)
    assert arb.hand.stacks[2] - arb.hand.stacks[1] == 1  # the odd chip: left of the button


def test_showdown_play_the_board_every_hand_shown_shares_the_pot():
    arb = to_award(board_plays(mucks=()))
    assert arb.hand.shown == {1, 2, 3, 4}
    refused(arb, award(0, 1, 2, 3), "award.split")
    apply(arb, award(0, 1, 2, 3, 4))
    finish(arb)
    assert_passed(arb)


def test_showdown_muck_an_all_in_hand_is_always_tabled():
    setup = load_scenario(SIDE_POTS).setup
    arb = Arbiter(setup)
    advance(arb, "showdown")
    all_in = sorted(arb.hand.all_in)
    assert all_in
    arb = Arbiter(replace(setup, showdown_mucks=tuple(all_in)))
    to_award(arb)
    assert set(all_in) <= arb.hand.shown and not arb.conceded
    finish(arb)
    assert_passed(arb)


def test_showdown_muck_the_last_claim_on_a_pot_is_never_mucked():
    arb = to_award(board_plays(mucks=(1, 2, 3, 4)))
    assert len(arb.hand.live) == 1 and len(arb.hand.shown) == 1
    finish(arb)
    assert_passed(arb)


def test_showdown_muck_the_engine_refuses_a_concession_that_cannot_be():
    arb = to_award(board_plays(mucks=()))
    h = arb.hand
    with pytest.raises(InvalidOperation):
        h.concede(1)  # shown already
    arb = board_plays(mucks=())
    advance(arb, "showdown")
    h = arb.hand
    h.concede(1)
    h.concede(2)
    h.concede(3)
    with pytest.raises(InvalidOperation):
        h.concede(4)  # the last claim on the pot
    with pytest.raises(InvalidOperation):
        h.concede(1)  # no hand left to muck
    assert sum(len(v) for v in h.zones.hole.values()) == 2


def test_showdown_muck_the_snapshot_tells_a_mucked_hand_from_a_fold():
    arb = board_plays()
    advance(arb, "showdown")
    before = {s.seat: s.mucked for s in arb.snapshot().seats}
    apply(arb, "showdown")
    seats = {s.seat: s for s in arb.snapshot().seats}
    assert not any(before.values())
    assert seats[4].mucked and seats[4].folded
    assert not any(seats[n].mucked for n in (1, 2, 3))


def beaten_mucks(name: str, chance: float) -> Arbiter:
    setup = load_scenario(ROOT / "scenarios" / f"{name}.yaml").setup
    arb = Arbiter(replace(setup, beaten_muck=chance))
    advance(arb, "showdown")
    apply(arb, "showdown")
    return arb


def test_showdown_muck_in_free_deal_a_hand_beaten_by_one_already_tabled_may_be_mucked():
    arb = beaten_mucks("ten-handed", 1.0)
    values = hand_values(arb.hand)
    assert arb.conceded == {4} and arb.hand.shown == {1}
    assert 4 not in values and 4 not in arb.hand.pots[0].eligible
    assert beaten_mucks("ten-handed", 0.0).conceded == set()  # the default: all tabled
    arb.check_invariants()


def test_showdown_muck_a_hand_shown_first_or_all_in_is_not_mucked_for_being_beaten():
    first = beaten_mucks("basic-deal", 1.0)  # the loser shows before the winner
    assert first.conceded == set() and first.hand.shown == {1, 4}
    side = beaten_mucks("side-pots", 1.0)  # three all in: all tabled; only seat 1 may muck
    assert side.conceded == {1} and {2, 3, 4} <= side.hand.shown
