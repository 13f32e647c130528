"""The money card never hides what it asks about: on every money drill, at each card its
solution reaches (a count asked for, the pots at each pull, the rake, each reading), at
1280x800 and 1920x1080, in every language, the card's rectangle covers none of the bets in
front of the players, the pots, the board, the seat that asked (and the all in it asked
about), the seat read; nor the bars, the side panel's verdict or its buttons. The table's
rectangles come from gui/layout.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.gui import intents as I
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.widgets.money_card import asked

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
MONEY = sorted(p.stem for p in DRILLS.glob("money-*.yaml"))
CARD = {"announce_pot": "count", "announce_count": "count", "collect": "pots",
        "rake": "rake", "read": "read"}


def must_show(table: Any, mode: str, act: Any) -> dict[str, Box]:
    """What the card must leave in sight, named for the failure message."""
    L, snap = table.layout, table.session.snap
    out = {"board": L.board_area}
    for i, box in enumerate(L.pot_boxes(max(1, len(snap.pots)))):
        out[f"pot {i}"] = box
    out.update({f"bet {s}": L.seats[s].bet for s in L.occupied})
    seats: list[int] = []
    ask = asked(snap)
    if mode == "count" and ask is not None:
        seats += [n for n in (ask[0], ask[2]) if n is not None]
    if mode == "read":
        seats.append(act.seat)
    for s in seats:
        sl = L.seats[s]
        out.update({f"seat {s}": sl.box, f"cards {s}": Box(
            sl.cards[0].x, sl.cards[0].y, sl.cards[1].right - sl.cards[0].x, sl.cards[0].h)})
        if mode == "count":
            out[f"bubble {s}"] = sl.bubble
    return out


def check(table: Any, app: Any, mode: str, act: Any) -> list[str]:
    table.anim.finish()
    table.draw(app.screen)  # the side panel drawn; a player's request opens its card
    card = table.controller.card
    if card.mode is None:
        table.handle(I.OpenMoneyCard(mode))
        table.draw(app.screen)
    assert card.mode == mode, (mode, card.mode)
    r = card.rect
    box = Box(r.x, r.y, r.w, r.h)
    L = table.layout
    sp = L.side_panel
    w, h = L.size
    where = f"{act.name} at step {len(table.session.arb.steps) + 1}: card {box.as_tuple()}"
    bad = [f"{where} covers {name} {b.as_tuple()}"
           for name, b in must_show(table, mode, act).items() if box.overlaps(b)]
    if not (0 <= box.x and box.right <= w and L.top_bar.bottom <= box.y
            and box.bottom <= L.bottom_bar.y):
        bad.append(f"{where} leaves the space between the bars")
    buttons = Box(sp.x, table.corrections_top, sp.w, sp.bottom - table.corrections_top)
    verdict = Box(sp.x, sp.y, sp.w, table.side.verdict_bottom or 0)
    for name, b in (("the side panel's buttons", buttons), ("the verdict", verdict)):
        if box.overlaps(b):
            bad.append(f"{where} covers {name}")
    card.close()
    return bad


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
@pytest.mark.parametrize("drill", MONEY)
def test_money_card_covers_nothing_it_asks_about(app, driver, drill, lang, size) -> None:
    sc = load_drill(DRILLS / f"{drill}.yaml")
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang),
                       bots=False)
    app.push(table)
    driver.resize(*size)
    assert table.layout.size == size
    bad: list[str] = []
    seen = 0
    for act in load_actions(DRILLS / "solutions" / f"{drill}.yaml"):
        if act.name in CARD:
            bad += check(table, app, CARD[act.name], act)
            seen += 1
        table.send(act)
    assert seen and not bad, "\n".join(bad)
