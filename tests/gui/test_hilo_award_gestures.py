"""A hi-lo pot pushed by the dealer's gestures (issue 25, hilo.split, hilo.qualifier,
hilo.odd_chip): the mark under the pot cuts it into two equal stacks and its odd chip, the
odd chip is dragged onto the high stack, each stack dragged to its winner(s) with the amount
it shows; a pot with no qualifying low is dragged whole. Every push goes to the arbiter as it
was made: a wrong half is its violation, not refused by the table. Real pygame events,
headless."""

from __future__ import annotations

import pygame
from plo8_table import (
    cut_with_odd_chip,
    drill_file,
    half_point,
    mark_point,
    odd_point,
    pot_box,
    seat_point,
    to_award,
)

from dealer_trainer.gui import intents as I
from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.pot_halves import cut_mark, half_boxes, odd_box
from dealer_trainer.gui.scenes.table_draw import draw as draw_table
from dealer_trainer.gui.table_view import HINT

NO_LOW_FLOP = ("Ks", "Ts", "8d")  # with Kh 2d: two ranks of eight or lower, no low possible


def awards(arb):  # type: ignore[no-untyped-def]
    return [s for s in arb.steps if s.act is not None and s.act.name == "award"]


def last(arb):  # type: ignore[no-untyped-def]
    return arb.steps[-1]


def test_hilo_split_plo8_drill_pushed_by_drags_gives_contracts_result(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    assert [a.half for a in arb.expected()] == ["high", "low"]
    d.click(mark_point(d))  # the dealer cuts the pot: two stacks of 102 and the odd chip
    assert d.table.controller.cut == {0}
    d.drag(odd_point(d), half_point(d, "high"))  # the odd chip goes high: 103 and 102
    assert d.table.controller.odd == {0: "high"}
    d.drag(half_point(d, "high"), seat_point(d, 4))
    assert last(arb).outcome == "ok" and last(arb).act.half == "high"
    d.drag(half_point(d, "low"), seat_point(d, 6))
    assert last(arb).outcome == "ok" and last(arb).act.half == "low"
    marker = d.table.layout.seats[d.snap.button].marker.center  # the button to its seat
    d.drag(marker, seat_point(d, 3))
    result = arb.result()
    assert result["passed"] is True and result["violations"] == []
    assert result["final"]["stacks"] == {"1": 990, "3": 995, "4": 1008, "6": 1007}
    pot = result["final"]["pots"][0]
    assert pot["high"] == {"winners": [4], "amount": 103}
    assert pot["low"] == {"winners": [6], "amount": 102}
    assert [(a.act.half, a.act.to, a.act.amount) for a in awards(arb)] == [
        ("high", (4,), 103), ("low", (6,), 102)]


def test_hilo_split_the_whole_pot_pushed_where_a_low_qualifies_is_a_violation(app, tmp_path):
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    d.drag(pot_box(d).center, seat_point(d, 4))  # not cut: the whole pot, no half
    step = last(arb)
    assert step.act.name == "award" and step.act.half is None
    assert (step.outcome, step.rule) == ("violation", "hilo.split")
    assert d.snap.pots[0].halves_pushed == () and not d.snap.pots[0].awarded_to


def test_hilo_split_a_half_to_the_wrong_seat_is_judged_by_the_arbiter(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    cut_with_odd_chip(d)
    d.drag(half_point(d, "high"), seat_point(d, 6))  # the high half to the low hand
    assert (last(arb).outcome, last(arb).rule) == ("violation", "hilo.split")
    d.drag(half_point(d, "low"), seat_point(d, 4))  # seat 4 has no low
    assert (last(arb).outcome, last(arb).rule) == ("violation", "hilo.qualifier")
    assert d.snap.pots[0].halves_pushed == ()


def test_hilo_odd_chip_left_loose_or_put_low_is_a_violation(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    d.click(mark_point(d))  # cut; the odd chip left between the stacks
    d.drag(half_point(d, "high"), seat_point(d, 4))
    step = last(arb)
    assert (step.act.half, step.act.amount) == ("high", 102)
    assert (step.outcome, step.rule) == ("violation", "hilo.odd_chip")
    d.drag(odd_point(d), half_point(d, "low"))  # the odd chip on the low stack
    d.drag(half_point(d, "low"), seat_point(d, 6))
    step = last(arb)
    assert (step.act.amount, step.outcome, step.rule) == (103, "violation", "hilo.odd_chip")
    d.drag(half_point(d, "high"), half_point(d, "high"))  # a stray drag moves nothing
    d.drag(odd_point(d), half_point(d, "high"))  # nothing there: the chip is on the low
    assert d.table.controller.odd == {0: "low"}
    d.click(mark_point(d))
    d.click(mark_point(d))  # joined and cut again: the odd chip loose once more
    d.drag(odd_point(d), half_point(d, "high"))
    d.drag(half_point(d, "high"), seat_point(d, 4))
    assert (last(arb).outcome, last(arb).act.amount) == ("ok", 103)
    assert d.snap.pots[0].halves_pushed == ("high",)


def test_hilo_qualifier_no_low_pot_takes_one_push(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path, NO_LOW_FLOP))
    arb = d.table.session.arb
    (owed,) = arb.expected()
    assert owed.half is None  # no low: one award, whole
    d.drag(pot_box(d).center, seat_point(d, owed.to[0]))
    assert last(arb).outcome == "ok" and last(arb).act.half is None
    assert d.snap.pots[0].awarded_to == owed.to and d.snap.phase == "button"


def test_hilo_qualifier_a_low_pushed_where_none_qualifies_is_a_violation(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path, NO_LOW_FLOP))
    arb = d.table.session.arb
    d.click(mark_point(d))  # the table lets the trainee cut it: the arbiter judges the push
    d.drag(half_point(d, "low"), seat_point(d, 6))
    assert (last(arb).outcome, last(arb).rule) == ("violation", "hilo.qualifier")
    d.click(mark_point(d))  # joined again: dragged whole, right
    assert d.table.controller.cut == set()
    winner = arb.expected()[0].to
    d.drag(pot_box(d).center, seat_point(d, winner[0]))
    assert last(arb).outcome == "ok" and d.snap.pots[0].awarded_to == winner


def test_hilo_split_a_quartered_half_goes_to_two_seats_then_confirm(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    cut_with_odd_chip(d)
    d.drag(half_point(d, "low"), seat_point(d, 6), shift=True)
    d.drag(half_point(d, "low"), seat_point(d, 4), shift=True)
    assert d.table.controller.picked == [6, 4] and d.table.controller.half == "low"
    d.press("confirm")
    step = last(arb)
    assert step.act.half == "low" and step.act.to == (4, 6)  # both seats share the half
    assert step.outcome == "violation"  # seat 4 has no low here: the arbiter says so


def test_hilo_split_halves_by_keys_shift_p_cuts_p_picks_each_half(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path))
    arb = d.table.session.arb
    d.key(pygame.K_p, mod=pygame.KMOD_LSHIFT)  # cut
    d.key(pygame.K_p)  # the high half first
    assert (d.table.controller.pot, d.table.controller.half) == (0, "high")
    d.key(pygame.K_p, mod=pygame.KMOD_LSHIFT)  # with the high half picked: its odd chip
    assert d.table.controller.odd == {0: "high"} and d.table.controller.cut == {0}
    d.key(pygame.K_4)
    assert last(arb).outcome == "ok" and last(arb).act.half == "high"
    d.key(pygame.K_p)  # the low half is what is left
    assert d.table.controller.half == "low"
    d.key(pygame.K_6)
    assert last(arb).outcome == "ok" and d.snap.pots[0].awarded_to == (4, 6)


def test_hilo_split_learn_hint_rings_the_cut_mark_then_the_half(app, tmp_path) -> None:
    d = to_award(app, drill_file(tmp_path), mode="learn")
    table = d.table
    table.handle(I.AskHint())
    assert table.look().hint_zone == "pot:0:high"
    surface = pygame.Surface(app.size)
    draw_table(table, surface)
    mark = cut_mark(pot_box(d), table.layout.scale)
    assert tuple(surface.get_at((mark.center[0], mark.y)))[:3] == HINT  # the mark ringed
    d.click(mark_point(d))
    table.handle(I.AskHint())
    draw_table(table, surface)
    odd = odd_box(pot_box(d), table.layout.scale)  # the loose odd chip ringed
    assert tuple(surface.get_at((odd.center[0], odd.y - 2)))[:3] == HINT
    d.drag(odd_point(d), half_point(d, "high"))
    table.handle(I.AskHint())
    draw_table(table, surface)
    high = half_boxes(pot_box(d))["high"]
    assert tuple(surface.get_at((high.center[0], high.y + 1)))[:3] == HINT  # now the stack


def test_hilo_split_keys_help_names_shift_p() -> None:
    for lang in ("en", "ro", "pt", "el", "mk"):
        lines = dict(help_lines(lang))
        assert "Shift+P" in lines and lines["Shift+P"] != "keys.split_pot"


def test_hilo_split_words_are_translated_in_every_language() -> None:
    from dealer_trainer.gui.text import tr

    keys = ("table.pot_half.high", "table.pot_half.low", "table.pot_cut", "table.pot_join",
            "table.tool.award_high", "table.tool.award_low", "keys.split_pot")
    for key in keys:
        en = tr(key, "en", pot=0)
        assert en != key and "{" not in en
        for lang in ("ro", "pt", "el", "mk"):
            got = tr(key, lang, pot=0)
            assert got != en and "{" not in got, (key, lang, got)
