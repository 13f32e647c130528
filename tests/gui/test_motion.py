"""Glides come from the engine operations a step caused (`Step.ops`), placed by the
snapshots: pitches, burns, the flop, folds, bets, collects, pushes, the button, the deck."""

from __future__ import annotations

from dealer_trainer.arbiter.snapshot import HoleView, PotView, SeatView, TableSnapshot
from dealer_trainer.engine import ops as O
from dealer_trainer.engine.cards import Card
from dealer_trainer.gui.anim import AnimationQueue, Glide
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.motion import STEP_SPREAD_S, glides_for_step, named_cards

L = compute_layout((1280, 800), (1, 3))


def seat(n, stack=1000, bet=0, hole=(), won=0, button=1):
    return SeatView(
        n, f"P{n}", stack, bet, tuple(hole), False, False, n == button, None, False, None, won
    )


def snap(seats, *, stub=52, burns=(), board=(), muck=0, pots=(), button=1):
    return TableSnapshot(
        1, 1, "deal", "preflop", button, tuple(seats), stub, tuple(burns), tuple(board), (),
        muck, tuple(pots), None, (), None, False, 100, "no-limit", 5, 10, "seeds",
    )


AS, KD, QH, JC, TS = (Card.parse(c) for c in ("As", "Kd", "Qh", "Jc", "Ts"))


def test_a_pitch_glides_from_the_deck_to_the_seat_and_hides_the_card_meanwhile():
    a = snap([seat(1), seat(3)])
    b = snap([seat(1), seat(3, hole=[HoleView(AS, False)])], stub=51)
    (g,) = glides_for_step((O.HoleDealing(3, AS, False),), a, b, L)
    assert g.start == L.deck.center and g.end == L.seats[3].cards[0].center
    assert g.hides == AS and g.what[2] is False  # face down
    assert 0.15 <= g.duration <= 0.3
    q = AnimationQueue()
    q.add([g])
    assert q.hidden() == {AS}
    q.update(0.1)
    assert q.busy
    q.update(0.2)
    assert not q.busy and not q.hidden()


def test_the_snapshots_alone_move_nothing():
    a = snap([seat(1), seat(3)])
    b = snap([seat(1), seat(3, hole=[HoleView(AS, False)])], stub=51)
    assert glides_for_step((), a, b, L) == []


def test_a_burn_and_a_flop_are_staggered_and_land_quickly():
    a = snap([seat(1), seat(3)])
    b = snap([seat(1), seat(3)], stub=48, burns=[KD], board=[AS, QH, JC])
    gl = glides_for_step((O.CardBurning(KD), O.BoardDealing((AS, QH, JC))), a, b, L)
    assert len(gl) == 4
    burn, *flop = gl
    assert burn.end == L.burn_slot(0).center and burn.what[2] is False
    assert [g.end for g in flop] == [L.board[i].center for i in range(3)]
    assert all(g.what[2] for g in flop)
    delays = [g.delay for g in gl]
    assert delays == sorted(delays) and len(set(delays)) == 4
    assert max(g.delay for g in gl) <= STEP_SPREAD_S


def test_a_fold_sends_the_cards_to_the_muck():
    held = [HoleView(AS, False), HoleView(KD, False)]
    a = snap([seat(1), seat(3, hole=held)], stub=48)
    b = snap([seat(1), seat(3)], stub=48, muck=2)
    fold = (O.PlayerActing(3, "fold", 0, 0), O.HandMucking(3, (AS, KD)))
    gl = glides_for_step(fold, a, b, L)
    assert len(gl) == 2 and all(g.end == L.muck.center and g.hides is None for g in gl)


def test_a_bet_slides_to_the_spot_then_collect_into_the_pot_and_a_push_to_the_winner():
    a = snap([seat(1, 1000), seat(3, 990, 10)])
    b = snap([seat(1, 990, 10), seat(3, 990, 10)])
    (bet,) = glides_for_step((O.PlayerActing(1, "call", 10, 10),), a, b, L)
    assert bet.start == L.seats[1].box.center and bet.end == L.seats[1].bet.center
    assert bet.hides == ("bet", 1) and bet.what == ("chips", 10)
    c = snap([seat(1, 990), seat(3, 990)], pots=[PotView(0, 20, (1, 3), ())])
    gl = glides_for_step((O.BetCollecting((), ((20, (1, 3)),)),), b, c, L)
    assert len(gl) == 2 and all(g.end == L.pot_area.center for g in gl)
    d = snap([seat(1, 1010, won=20), seat(3, 990)], pots=[PotView(0, 20, (1, 3), (1,))])
    (push,) = glides_for_step((O.ChipsPushing(0, ((1, 20),)),), c, d, L)
    assert push.end == L.seats[1].box.center and push.what == ("chips", 20)
    assert push.start == L.pot_boxes(1)[0].center


def test_an_uncalled_bet_goes_back_to_its_player():
    a = snap([seat(1, 900, 100), seat(3, 990, 10)])
    b = snap([seat(1, 990), seat(3, 990)], pots=[PotView(0, 20, (1, 3), ())])
    gl = glides_for_step((O.BetCollecting(((1, 90),), ((20, (1, 3)),)),), a, b, L)
    back = [g for g in gl if g.end == L.seats[1].box.center]
    assert [g.what for g in back] == [("chips", 90)]


def test_the_button_disc_moves_to_its_new_seat():
    a = snap([seat(1), seat(3)], button=1)
    b = snap([seat(1, button=3), seat(3, button=3)], button=3)
    (g,) = glides_for_step((O.ButtonMoving(3),), a, b, L)
    assert g.start == L.seats[1].marker.center and g.end == L.seats[3].marker.center
    assert g.hides == "button" and g.what[0] == "marker"


def test_the_deck_riffles_on_a_shuffle_and_is_cut():
    a = snap([seat(1), seat(3)])
    order = tuple(Card.parse(c) for c in ("As", "Kd"))
    riffle = glides_for_step((O.Shuffling(False, order),), a, a, L)
    assert len(riffle) == 2 and all(g.end == L.deck.center and g.what[0] == "back" for g in riffle)
    (cut,) = glides_for_step((O.Cutting(26),), a, a, L)
    assert cut.end == L.deck.center


def test_showdown_turns_the_cards_where_they_lie():
    a = snap([seat(1), seat(3, hole=[HoleView(AS, False), HoleView(KD, False)])], stub=48)
    b = snap([seat(1), seat(3, hole=[HoleView(AS, True), HoleView(KD, True)])], stub=48)
    gl = glides_for_step((O.Showdown(((3, (AS, KD)),)),), a, b, L)
    assert [g.end for g in gl] == [L.seats[3].cards[0].center, L.seats[3].cards[1].center]
    assert all(g.what[2] for g in gl)


def test_an_operation_added_later_moves_the_cards_it_names():
    from dataclasses import dataclass

    @dataclass(frozen=True, slots=True)
    class Scrapping(O.Op):  # not an engine operation yet: any card-naming record animates
        card: Card

    a = snap([seat(1), seat(3)], board=[AS])
    b = snap([seat(1), seat(3)], muck=1)
    (g,) = glides_for_step((Scrapping(AS),), a, b, L)
    assert g.start == L.board[0].center and g.end == L.muck.center
    assert named_cards(O.ExposedReplacing(3, AS, KD)) == [AS, KD]


def test_a_new_action_lands_everything_at_once():
    q = AnimationQueue()
    q.add([Glide(("chips", 5), (0, 0), (10, 10)), Glide(("chips", 5), (0, 0), (10, 10), delay=0.5)])
    q.update(0.3)
    assert q.busy and len(list(q.running())) == 1
    q.finish()
    assert not q.busy and not q.hidden()


def test_no_animation_when_speed_is_zero():
    q = AnimationQueue(speed=0)
    q.add([Glide(("chips", 5), (0, 0), (10, 10))])
    assert not q.busy
