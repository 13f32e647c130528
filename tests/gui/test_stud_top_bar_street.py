"""The top bar at a stud table names the street whose cards the players hold (issue 26): a
street's round opens only once its first to act is named, so its cards lie out a while
before; a premature card to one seat does not move the bar on."""

from __future__ import annotations

from dataclasses import replace

import pytest
from stud_table import eight_seats, on_table, to_the_read

from dealer_trainer.arbiter.snapshot import HoleView
from dealer_trainer.engine.cards import Card
from dealer_trainer.gui.widgets.top_bar import street_out


def test_stud_top_bar_names_the_street_dealt_before_its_round_opens(app, tmp_path) -> None:
    d = on_table(app, eight_seats(tmp_path, 1), bots=False)
    table, arb = d.table, d.table.session.arb
    named = 0
    for _ in range(300):
        if arb.is_complete:
            break
        nxt = arb.expected()[0]
        if nxt.name == "first_to_act":
            named += 1
            snap = table.session.snap
            assert snap.street == ("third", "fourth", "fifth", "sixth")[named - 1]
            assert street_out(snap) == ("fourth", "fifth", "sixth", "seventh")[named - 1]
            # one seat's card more (a premature card) is not the street
            sv = next(s for s in snap.seats if s.hole and not s.folded)
            more = replace(sv, hole=(*sv.hole, HoleView(Card.parse("2c"), True)))
            one = replace(snap, seats=tuple(more if s is sv else s for s in snap.seats))
            assert street_out(one) == street_out(snap)
        if named == 4:
            break
        table.send(nxt)
    assert named == 4  # to seventh street (this deck: two players reach it)


class Blits:
    def __init__(self) -> None:
        self.n = 0

    def blit(self, *args: object) -> None:
        self.n += 1


def test_stud_deal_order_is_not_drawn_under_the_bets(app) -> None:
    """The deal order above the common card's slot: drawn while the cards are dealt, not while
    a top seat's bet lies over it (the premature card drill: seats 4 and 5 bet 10 and 20)."""
    from pathlib import Path

    from stud_table import drive

    from dealer_trainer.gui.drills import load_actions
    from dealer_trainer.gui.stud_table import _deal_order

    root = Path(__file__).resolve().parents[2] / "scenarios"
    d = on_table(app, root / "stud-premature-card-roberts.yaml", bots=True)
    table = d.table
    shown = []
    for a in load_actions(root / "solutions" / "stud-premature-card-roberts.yaml")[:8]:
        drive(d, a)
        out = Blits()
        _deal_order(table.view, out, table.session.snap, table.layout, "en")
        bets = any(sv.bet for sv in table.session.snap.seats)
        shown.append((a.name, bets, out.n))
    assert all(n == 2 for name, bets, n in shown if not bets), shown
    assert shown[-1][1] and shown[-1][2] == 0, shown  # 4 bet 10, 5 raised to 20


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("variant", ["stud", "razz"])
def test_pile_labels_stay_on_the_felt_clear_of_every_card(app, size, variant) -> None:
    """The muck's, the deck's and the burns' labels: on the felt's playing surface (a stud
    table's piles lie low: "Burn cards" under its pile reached the rail), clear of the other
    piles, of a fan of five burns and of every seat's cards and mark, in every language. (A flop
    table's labels: test_zone_captions_fit.py.)"""
    import pygame

    from dealer_trainer.gui.felt_view import felt_bottom, pile_label
    from dealer_trainer.gui.stud_layout import mark_box, table_layout

    L = table_layout(size, tuple(range(1, 9)), variant)
    text = app.text
    s = L.scale
    for lang in ("en", "ro", "pt", "el", "mk"):
        for box, key in ((L.burn, "table.burns"), (L.muck, "table.muck"),
                         (L.deck, "table.deck")):
            _, at = pile_label(L, text, lang, box, key)
            assert at.bottom <= felt_bottom(L, at), (lang, key, at)
            fan = pygame.Rect(L.burn_slot(4).as_tuple()).union(pygame.Rect(L.burn.as_tuple()))
            others = [pygame.Rect(b.as_tuple()) for b in (L.burn, L.muck, L.deck) if b != box]
            cards = [pygame.Rect(c.as_tuple()) for sl in L.seats.values() for c in sl.cards]
            cards += [pygame.Rect(mark_box(L, t, round(150 * s), round(22 * s)).as_tuple())
                      for t in L.occupied]  # the bring-in's and high board's pills
            assert at.collidelist([*others, fan, *cards]) == -1, (lang, key, at)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt", "el"])
def test_stud_hilo_showdown_labels_cover_no_card(app, tmp_path, size, lang) -> None:
    """The hands' values at a stud/8 showdown (Learn: every hand at once): no label lies over
    a card; seat 2's, above its plate, covered the first cards of its row of seven."""
    import pygame
    import yaml
    from stud_table import DRILL

    data = yaml.safe_load(DRILL.read_text())
    data["table"]["variant"] = "stud-hilo"
    data["deck"] = {"seed": 9}
    data.pop("mistakes")
    data.pop("players")
    path = tmp_path / "hilo.yaml"
    path.write_text(yaml.safe_dump(data))
    app.settings = replace(app.settings, lang=lang)
    app.resize(*size)
    d = on_table(app, path, mode="learn", bots=True)
    table = d.table
    to_the_read(d)
    assert table.session.snap.phase == "read"
    d.frame(n=2)
    L = table.layout
    view = table.view
    drawn = view.showdown_art.draw_labels(pygame.Surface(L.size), L, view.shown, lang)
    assert len(drawn) >= 2
    cards = [pygame.Rect(c.as_tuple()) for sv in table.session.snap.seats
             for c in L.seats[sv.seat].cards[:len(sv.hole)]]
    bad = {s: r for s, r in drawn.items() if r.collidelist(cards) != -1}
    assert not bad, bad
