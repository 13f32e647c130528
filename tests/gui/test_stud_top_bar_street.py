"""The top bar at a stud table names the street whose cards the players hold (issue 26): a
street's round opens only once its first to act is named, so its cards lie out a while
before; a premature card to one seat does not move the bar on."""

from __future__ import annotations

from dataclasses import replace

from stud_table import eight_seats, on_table

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
