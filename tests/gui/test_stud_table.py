"""The stud table (issue 26, CONTRACT.md "Omaha and the stud games"): the Drills screen offers
the stud drills and `play` opens them; the table has eight places, seven cards a hand, no
board and no button; a trainee deals CONTRACT.md's stud drill to the end by real pygame
events (drags from the deck, the disc dragged to a seat, a click on a betting spot) and it
passes; each gesture makes the action the arbiter judges (stud.antes, stud.deal,
stud.deal_face, stud.bring_in, stud.first_to_act, stud.common_card); the bring-in and the
high board are marked once named, in Learn mode at once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from stud_table import DRILL, drive, eight_seats, on_table, solution

from dealer_trainer.arbiter.actions import TraineeAction
from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.gui import intents as I
from dealer_trainer.gui.controller import Controller
from dealer_trainer.gui.drills import find_drill, list_drills
from dealer_trainer.gui.stud_layout import STUD_RING, disc_home, mark_box, table_layout


def said(item):
    """An action as a script says it: what the controller's, built whole, must equal."""
    return TraineeAction.parse(item)

SIZES = ((1280, 800), (1920, 1080))


def steps(d, since: int) -> list[tuple[str, Outcome, str | None]]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule)
            for lg in d.table.session.log[since:] if not lg.auto]


def test_stud_the_drills_screen_offers_the_stud_drills_and_play_opens_them() -> None:
    entries, problems = list_drills()
    assert problems == []
    ids = {e.id for e in entries}
    assert "stud-exposed-downcard" in ids and "plo8-split-odd-chip" in ids
    assert find_drill("stud-exposed-downcard").setup.config.variant.value == "stud"


@pytest.mark.parametrize("size", SIZES)
def test_stud_table_size_eight_places_seven_cards_clear_of_each_other(size) -> None:
    """Eight players, seven cards each: no hand covers another seat's cards or plate, every
    card lies in the table area, one slot in the middle (the common card), no board."""
    L = table_layout(size, tuple(range(1, 9)), "stud")
    assert sorted(L.seats) == list(range(1, STUD_RING + 1))
    assert len(L.board) == 1 and L.hole == 7
    area = L.table_area
    for s, sl in L.seats.items():
        assert len(sl.cards) == 7
        for c in sl.cards:
            assert area.x <= c.x and c.right <= area.right and area.y <= c.y
            assert c.bottom <= area.bottom
        for t, other in L.seats.items():
            if t != s:
                assert not any(c.overlaps(o) for c in sl.cards for o in (*other.cards, other.box))
        # an upcard's corner shows: each card leaves 0.4 of the one before in view (STEP_LEAST,
        # less a pixel of rounding)
        steps_ = [b.x - a.x for a, b in zip(sl.cards, sl.cards[1:], strict=False)]
        assert min(steps_) >= round(0.40 * L.small_card_w) - 1
    assert not any(disc_home(L).overlaps(b) for sl in L.seats.values() for b in sl.cards)
    # each seat's mark (the widest words, "Υψηλότερο board") covers no other seat's pieces
    w, h = round(130 * L.scale), round(22 * L.scale)
    for s in L.seats:
        m = mark_box(L, s, w, h)
        assert not any(m.overlaps(b) for t, o in L.seats.items() if t != s
                       for b in (o.box, *o.cards)), s
    assert not disc_home(L).overlaps(L.board[0])
    flop = table_layout(size, (1, 2), "holdem")
    assert len(flop.board) == 5 and len(flop.seats) == 10


def test_stud_exposed_downcard_dealt_to_the_end_by_real_events_passes(app) -> None:
    """CONTRACT.md's stud drill as written, every card dragged from the deck, the door card
    after the exposure dealt down by a drop with Shift held, the bring-in and each first to act
    named by the disc dragged to the seat, the antes by a click on a betting spot, the pot
    dragged to its winner; the reads are sent as the solution writes them."""
    d = on_table(app, bots=True)
    labels = {}
    for a in solution():
        if a.name == "award" and not labels:  # the hands as read, before the push mucks them
            d.frame()
            labels = dict(d.table.view.shown.labels)
        d.table.send(a) if a.name == "read" else drive(d, a)
    wrong = [(a, o, r) for a, o, r in steps(d, 0) if o not in (Outcome.OK, Outcome.IRREGULARITY)]
    assert wrong == []
    result = d.table.session.result()
    assert result["passed"] is True
    assert result["final"]["bring_in"] == 2
    assert result["final"]["up"]["2"] == ["2c", "7s", "8d", "9s"]
    assert result["final"]["stacks"] == {"1": 995, "2": 1215, "4": 955, "5": 835}
    acts = [a for a, _, _ in steps(d, 0)]
    assert "deal_down: 2" in acts and "antes" in acts and "bring_in: 2" in acts
    assert acts.count("first_to_act: 5") == 3 and "first_to_act: 4" in acts
    # the hands read at the showdown carry their value (a stud hand of seven, no board)
    assert set(labels) == {2, 5}
    assert labels[2][0].category == "straight"
    assert d.table.view.shown.labels == {}  # the push took the hands to the muck


def to_deal(app, mode: str = "practice"):
    d = on_table(app, mode=mode, bots=False)
    for a in solution()[:3]:  # shuffle, cut, antes
        drive(d, a)
    return d


def test_stud_deal_face_a_drop_with_shift_names_the_other_face(app) -> None:
    """A first card dropped with Shift is `deal_up: 1`: the book calls for it down, so the
    arbiter finds it a violation of stud.deal_face, and nothing is dealt."""
    d = to_deal(app)
    n = len(d.table.session.log)
    d.drag(d.table.layout.deck.center, d.table.layout.seats[1].box.center, shift=True)
    assert steps(d, n) == [("deal_up: 1", Outcome.VIOLATION, "stud.deal_face")]
    d.drag(d.table.layout.deck.center, d.table.layout.seats[1].box.center)
    assert steps(d, n + 1) == [("deal: 1", Outcome.OK, None)]


def test_stud_bring_in_a_wrong_seat_named_by_the_disc_is_judged_not_marked(app) -> None:
    """The disc dropped on seat 4 after third street: `bring_in: 4`, a violation of
    stud.bring_in; no mark shows until the right seat is named, then it is Bo's (seat 2)."""
    d = on_table(app, bots=False)
    for a in solution()[:10]:
        drive(d, a)
    L = d.table.layout
    n = len(d.table.session.log)
    assert d.snap.stud_first is None and d.snap.stud_due is None  # practice: not at once
    d.drag(disc_home(L).center, L.seats[4].box.center)
    assert steps(d, n) == [("bring_in: 4", Outcome.VIOLATION, "stud.bring_in")]
    assert d.snap.stud_first is None
    d.key(pygame.K_n)  # N, then the seat: the same naming by keys
    d.key(pygame.K_2)
    assert steps(d, n + 1) == [("bring_in: 2", Outcome.OK, None)]
    assert d.snap.stud_first == 2 and d.snap.bring_in == 2


def test_stud_bring_in_learn_mode_marks_it_at_once(app) -> None:
    d = on_table(app, mode="learn", bots=False)
    for a in solution()[:9]:
        drive(d, a)
    assert d.snap.stud_due is None  # seat 5's door card is not out yet
    drive(d, solution()[9])
    assert d.snap.stud_due == 2 and d.snap.stud_first is None
    drive(d, solution()[10])  # named: the mark is the trainee's now
    assert (d.snap.stud_due, d.snap.stud_first) == (None, 2)


def test_stud_antes_a_click_on_a_betting_spot_sweeps_them_in(app) -> None:
    d = on_table(app, bots=False)
    for a in solution()[:2]:
        drive(d, a)
    n = len(d.table.session.log)
    d.click(d.table.layout.seats[4].bet.center)
    assert steps(d, n) == [("antes", Outcome.OK, None)]
    assert sum(p.amount for p in d.snap.pots) == 20


def test_stud_common_card_the_middle_and_g_make_the_stud_words() -> None:
    """Pure: the deck dropped in the middle is `common_card`, G `antes`, at a stud table;
    at a hold'em table the same intents still turn the street and post the blind."""
    from dealer_trainer.arbiter import Arbiter, DrillSetup
    from dealer_trainer.scenarios import load_scenario

    stud = Arbiter(load_scenario(DRILL).setup).snapshot()
    c = Controller()
    assert c.handle(I.TurnBoard(), stud) == said("common_card")
    assert c.handle(I.PostBlind(), stud) == said("antes")
    assert c.handle(I.DealTo(3), stud) == said({"deal": 3})
    assert c.handle(I.MoveButton(), stud) is None and c.tool == "name_first"
    assert c.prompt_key() == ("table.tool.name_first", {})
    assert c.handle(I.PickSeat(5), stud) == said({"bring_in": 5})
    from gui_driver import small_table

    holdem = Arbiter(DrillSetup(config=small_table(), scenario_id="t", seed=1)).snapshot()
    assert c.handle(I.TurnBoard(), holdem) == said("flop")
    assert c.handle(I.DealTo(3, other=True), holdem) == said({"deal": 3})


def test_stud_no_button_eight_seats_dealt_by_drags_from_the_first_seat(app, tmp_path: Path) -> None:
    """stud.no_button, stud.table_size: eight players, third street's 24 cards dragged from
    the deck in seat order from the dealer's left, each judged right; no button drawn."""
    d = on_table(app, eight_seats(tmp_path), bots=False)
    for a in solution()[:3]:
        drive(d, a)
    n = len(d.table.session.log)
    L = d.table.layout
    for _ in range(3):
        for seat in range(1, 9):
            d.drag(L.deck.center, L.seats[seat].box.center)
    assert [o for _, o, _ in steps(d, n)] == [Outcome.OK] * 24
    assert not any(sv.is_button for sv in d.snap.seats)
    assert all(len(sv.hole) == 3 and sv.hole[2].face_up for sv in d.snap.seats)


def test_stud_first_to_act_the_hint_points_at_the_seat_and_the_naming_button(app) -> None:
    """Learn's hint for a naming rings the seat and lights the button that starts it."""
    from dealer_trainer.gui.hint_marks import hint_places

    d = on_table(app, mode="learn", bots=False)
    for a in solution()[:10]:
        drive(d, a)
    d.key(pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")
    hint = d.table.session.hint
    assert hint is not None and hint.action.text() == "bring_in: 2"
    assert hint_places(hint.action) == ((2,), None)
    assert d.table.hinted_widget() == "name_first"


LANGS = ("en", "ro", "pt", "el", "mk")


@pytest.mark.parametrize("lang", LANGS)
def test_stud_help_overlay_says_what_g_n_and_f_do_at_a_stud_table(app, lang) -> None:
    """H at a stud table (a real key event): the overlay drawn is the stud table's, whose
    G, N and F lines say antes, naming who starts and the common card, in every language;
    a hold'em table's keep the blinds, the button and the streets."""
    from dealer_trainer.gui.input_map import help_lines
    from dealer_trainer.gui.text import tr

    app.settings = app.settings.__class__(lang=lang, bot_speed="fast")
    d = on_table(app)
    assert d.table.lang == lang
    d.key(pygame.K_h)
    d.frame()
    assert d.table.show_help and d.table.help._key[1:] == (d.table.lang, "stud")
    stud = dict(help_lines(d.table.lang, "stud"))
    holdem = dict(help_lines(d.table.lang, "holdem"))
    for key, words in (("G", "keys.stud.antes"), ("N", "keys.stud.name_first"),
                       ("F", "keys.stud.common_card")):
        assert stud[key] == tr(words, d.table.lang) != words  # in the catalogue, not the key
        assert holdem[key] != stud[key]
    assert holdem["G"] == tr("keys.post", d.table.lang)
    # the board's scramble (its button is hidden too) is not listed: Q; A and R say what they
    # do with a premature stud card (error.stud_premature_card)
    assert {"A", "Q", "R / Shift+R"} <= set(holdem) and not {"A", "Q"} & set(stud)
    assert stud["A / Shift+A"] == tr("keys.stud.set_aside", d.table.lang) != "keys.stud.set_aside"
    assert stud["R / Shift+R"] == tr("keys.stud.return_premature", d.table.lang)
    assert stud["R / Shift+R"] != holdem["R / Shift+R"]


def test_stud_table_side_panel_has_no_board_corrections(app) -> None:
    """A stud table has no board (engine/variant.py's row): no Scramble flop, no Return
    board card; Set aside (and the stub's, and Premature to stub) for a premature stud card
    (error.stud_premature_card); the corrections that can apply stay."""
    from dealer_trainer.gui.scenes.table_buttons import BOARD_CORRECTIONS, corrections_for

    d = on_table(app)
    names = set(d.table.widgets)
    assert not names & (BOARD_CORRECTIONS - {"set_aside"})
    assert {"set_aside", "set_aside_stub", "return_premature"} <= names
    assert {"misdeal", "burn_exposed", "return_burn", "scrap", "call_floor"} <= names
    assert {c[0] for c in corrections_for("holdem")} >= BOARD_CORRECTIONS
