"""Glides come from the difference of two snapshots: pitches, folds, collects and pushes."""

from __future__ import annotations

from dataclasses import replace

from dealer_trainer.arbiter.snapshot import HoleView, PotView, SeatView, TableSnapshot
from dealer_trainer.engine.cards import Card
from dealer_trainer.gui.anim import AnimationQueue, Glide
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.motion import glides_between

L = compute_layout((1280, 800), (1, 3))


def seat(n, stack=1000, bet=0, hole=(), won=0):
    return SeatView(
        n, f"P{n}", stack, bet, tuple(hole), False, False, n == 1, None, False, None, won
    )


def snap(seats, *, stub=52, burns=(), board=(), muck=0, pots=()):
    return TableSnapshot(
        1,
        1,
        "deal",
        "preflop",
        1,
        tuple(seats),
        stub,
        tuple(burns),
        tuple(board),
        (),
        muck,
        tuple(pots),
        None,
        (),
        None,
        False,
        100,
        "no-limit",
        5,
        10,
        "seeds",
    )


AS, KD, QH, JC, TS = (Card.parse(c) for c in ("As", "Kd", "Qh", "Jc", "Ts"))


def test_a_pitch_glides_from_the_deck_to_the_seat_and_hides_the_card_meanwhile():
    a = snap([seat(1), seat(3)])
    b = snap([seat(1), seat(3, hole=[HoleView(AS, False)])], stub=51)
    (g,) = glides_between(a, b, L)
    assert g.start == L.deck.center and g.end == L.seats[3].cards[0].center
    assert g.hides == AS and g.what[2] is False  # face down
    q = AnimationQueue()
    q.add([g])
    assert q.hidden() == {AS}
    q.update(0.1)
    assert q.busy
    q.update(0.2)
    assert not q.busy and not q.hidden()


def test_a_flop_is_three_staggered_face_up_glides_and_a_burn():
    a = snap([seat(1), seat(3)])
    b = snap([seat(1), seat(3)], stub=48, burns=[KD], board=[AS, QH, JC])
    gl = glides_between(a, b, L)
    assert len(gl) == 4
    ups = [g for g in gl if g.what[2]]
    assert len(ups) == 3 and sorted(g.delay for g in gl) == sorted({g.delay for g in gl})


def test_a_fold_sends_the_cards_to_the_muck():
    held = [HoleView(AS, False), HoleView(KD, False)]
    a = snap([seat(1), seat(3, hole=held)], stub=48)
    b = snap([seat(1), seat(3)], stub=48, muck=2)
    gl = glides_between(a, b, L)
    assert len(gl) == 2 and all(g.end == L.muck.center and g.hides is None for g in gl)


def test_collect_slides_the_bets_to_the_pot_and_a_push_to_the_winner():
    a = snap([seat(1, 990, 10), seat(3, 990, 10)])
    b = snap([seat(1, 990), seat(3, 990)], pots=[PotView(0, 20, (1, 3), ())])
    gl = glides_between(a, b, L)
    assert len(gl) == 2 and all(g.end == L.pot_area.center for g in gl)
    c = snap([seat(1, 1010, won=20), seat(3, 990)], pots=[PotView(0, 20, (1, 3), (1,))])
    (push,) = glides_between(b, c, L)
    assert push.end == L.seats[1].box.center and push.what == ("chips", 20)


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
    assert replace(snap([seat(1), seat(3)])).stub_count == 52
