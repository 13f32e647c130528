"""The stud dealer errors' engine operations (RULES.md "Dealer errors in stud";
engine/stud_errors.py): each changes the table as its rule says, refuses what it cannot do,
and is a record that `Hand.replay` redoes."""

from __future__ import annotations

import pytest
from test_stud_engine import dealt, table, third_street

from dealer_trainer.engine.config import Street
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import HouseRules


def same_after_replay(h: Hand) -> None:
    again = Hand.replay(h.config, h.log)
    assert again.zones == h.zones and again.stacks == h.stacks and again.bets == h.bets
    assert (again.round.first if again.round else None) == (h.round.first if h.round else None)


@pytest.mark.parametrize("house", list(HouseRules))
def test_stud_wrong_bring_in_the_wager_moves_to_the_true_low_card(house: HouseRules) -> None:
    """Robert's Stud 9: the wrong low card takes back his wager, the true one must bet."""
    h = dealt(table(house=house))
    third_street(h)  # doors 9h 6c 5d Kc: seat 4 is low
    assert h.bring_in_seat() == 4
    with pytest.raises(InvalidOperation):
        h.move_bring_in(2, 4)  # nothing wagered yet
    h.misname_low(2)
    assert h.to_act() == 2
    h.bring_in(2)
    assert h.stacks[2] == 985 and h.bets[2] == 10
    h.move_bring_in(2, 4)
    assert h.stacks[2] == 995 and h.bets[2] == 0 and h.to_act() == 4 and h.round is not None
    assert h.round.forced
    h.bring_in(4)
    assert h.to_act() == 5
    same_after_replay(h)
    with pytest.raises(InvalidOperation):
        h.misname_low(1)  # the round is open


def test_error_stud_upcard_down_turned_up_where_it_lies() -> None:
    h = dealt(table())
    for s in h.occupied:
        h.ante(s)
    h.pitch(1)
    with pytest.raises(InvalidOperation):
        h.burn_hole_card(1)  # face down
    h.turn_up(1)
    assert h.zones.hole[1][-1].exposed and h.upcards(1)[0].code == "Th"
    with pytest.raises(InvalidOperation):
        h.turn_up(1)  # already up
    h.burn_hole_card(1)
    assert h.zones.hole[1] == [] and h.zones.burns[-1].code == "Th"
    same_after_replay(h)


def test_error_stud_extra_card_two_cards_at_once_and_one_moved_on() -> None:
    h = dealt(table())
    third_street(h)
    h.open_street(Street.THIRD)
    h.double_pitch(2, exposed=True)  # 8c 7s both up at seat 2
    assert [c.code for c in h.upcards(2)] == ["6c", "8c", "7s"]
    h.move_hole_card(2, 4, exposed=True)
    assert [c.code for c in h.upcards(4)] == ["5d", "7s"] and len(h.zones.hole[2]) == 4
    with pytest.raises(InvalidOperation):
        h.move_hole_card(2, 3, exposed=True)  # an empty seat
    same_after_replay(h)


def test_error_stud_premature_card_set_aside_with_one_stub_card_per_player() -> None:
    """Robert's Stud 14: the premature card out of play, then one stub card for each player
    still in, held aside with it; all of it replayed."""
    h = dealt(table(house=HouseRules.ROBERTS))
    third_street(h)
    h.open_street(Street.THIRD)
    h.burn()
    h.pitch(1, exposed=True)  # seat 1's fourth-street card, before the round is complete
    card = h.zones.hole[1][-1].card
    h.set_aside_hole_card(1)
    assert h.zones.set_aside == [card] and len(h.zones.hole[1]) == 3
    top = h.zones.stub[:3]
    h.set_aside_stub(3)
    assert h.zones.set_aside == [card, *top] and h.zones.stub[0] not in top
    with pytest.raises(InvalidOperation):
        h.set_aside_stub(0)
    with pytest.raises(InvalidOperation):
        h.set_aside_hole_card(3)  # an empty seat
    h.zones.check()
    same_after_replay(h)


@pytest.mark.parametrize("folded", [False, True])
def test_error_stud_premature_card_back_into_the_stub_from_the_seat_or_the_muck(
    folded: bool,
) -> None:
    """TDA RP-5-D: the premature card back into the stub, from where it lies (the muck, if
    its player folded since)."""
    h = dealt(table(house=HouseRules.TDA))
    third_street(h)
    h.open_street(Street.THIRD)
    h.burn()
    h.pitch(1, exposed=True)
    card = h.zones.hole[1][-1].card
    other = h.zones.hole[2][0].card
    with pytest.raises(InvalidOperation):
        h.return_premature(1, other)  # not seat 1's
    if folded:  # 4 brings in, 5 completes, 1 folds: his hand and the card to the muck
        h.bring_in(4)
        h.act(Decision(5, ActionKind.RAISE, 20))
        h.act(Decision(1, ActionKind.FOLD))
        assert card in h.zones.muck
    assert h.can_return_premature(1, card)
    h.return_premature(1, card)
    assert h.zones.stub[-1] == card and card not in h.zones.muck
    assert all(hc.card != card for hc in h.zones.hole.get(1, []))
    h.zones.check()
    same_after_replay(h)
