"""The announce card (deal.announce) never covers what the trainee must see while he says the
bet (issue 29, "cut off or covered": at 1920x1080 it hid the right-hand board slots before
the flop; in Greek and Macedonian at 1280x800 the burns' caption): the five board slots, the
pots, the deck, the burns and the muck with their frames and captions, the seat whose bet is
announced (plate, cards, bet, bubble); its words end above its field and buttons (the
all-in card's ran under its button in Greek); nor the bars, the side panel's verdict or its buttons.
At 1280x800, 1920x1080 and 1024x700, in five languages, at free deal with 2 to 10 seats
(a hand's first three announcements) and on the drill with an all-in (the card with the button)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.text import tr
from dealer_trainer.gui.widgets.house_card import prompt_key, wrapped
from dealer_trainer.scenarios.loader import load_scenario

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
SIZES = [(1280, 800), (1920, 1080), (1024, 700)]
LANGS = ["en", "ro", "pt", "el", "mk"]


def in_sight(table: TableScene, seat: int) -> dict[str, Box]:
    """What the card must leave in sight, named for the failure message."""
    L = table.layout
    out = {f"board slot {i + 1}": b for i, b in enumerate(L.board)}
    for i, box in enumerate(L.pot_boxes(max(1, len(table.session.snap.pots)))):
        out[f"pot {i}"] = box
    for name, box in zip(("deck", "burns", "muck"), L.dealer_place(), strict=True):
        out[f"the {name} and caption"] = box
    sl = L.seats[seat]
    out.update({f"seat {seat}": sl.box, f"bet {seat}": sl.bet, f"bubble {seat}": sl.bubble})
    out.update({f"card {i} of seat {seat}": c for i, c in enumerate(sl.cards)})
    return out


def check(table: TableScene, where: str) -> list[str]:
    house, L = table.controller.house, table.layout
    r = house.rect
    card = Box(r.x, r.y, r.w, r.h)
    seat = house.shown[0]
    at = f"{where} {house.shown}: card {card.as_tuple()}"
    bad = [f"{at} covers {name} {b.as_tuple()}"
           for name, b in in_sight(table, seat).items() if card.overlaps(b)]
    w, _ = L.size
    if not (0 <= card.x and card.right <= w and L.top_bar.bottom <= card.y
            and card.bottom <= L.bottom_bar.y):
        bad.append(f"{at} leaves the space between the bars")
    # the prompt, wrapped as draw() wraps it (beside the all-in button), ends above the
    # card's field and buttons
    s, pad = L.scale, round(10 * L.scale)
    width = r.w - 2 * pad - (house.disc.w + pad if house.disc is not None else 0)
    lines = wrapped(table.app.text, tr(prompt_key(house.shown), table.lang), round(13 * s),
                    (0, 0, 0), width)
    bottom = r.y + pad // 2 + round(24 * s) + len(lines) * round(18 * s)
    widgets = [*house.widgets.values(), *([house.entry] if house.entry is not None else [])]
    if any(line.get_width() > width for line in lines) or bottom > min(
            w.rect.top for w in widgets):
        bad.append(f"{at}: its words run under its field or buttons")
    sp = L.side_panel
    buttons = Box(sp.x, table.corrections_top, sp.w, sp.bottom - table.corrections_top)
    verdict = Box(sp.x, sp.y, sp.w, table.side.verdict_bottom or 0)
    for name, b in (("the side panel's buttons", buttons), ("the verdict", verdict)):
        if card.overlaps(b):
            bad.append(f"{at} covers {name}")
    return bad


def play(app: Any, driver: Any, table: TableScene, size: tuple[int, int],
         where: str, most: int = 99) -> tuple[int, list[str]]:
    """The hand dealt by its expected steps at a window of `size`, each announce card checked
    as it opens, up to `most` cards."""
    app.push(table)
    if table.layout.size != size:
        driver.resize(*size)
    assert table.layout.size == size
    arb, bad, seen = table.session.arb, [], 0
    for _ in range(300):
        if arb.is_complete or seen == most:
            break
        table.update(0.0)  # the card opens as the table updates
        if table.controller.house.mode == "announce":
            driver.frame(n=2)  # the side panel drawn: its verdict's height
            bad += check(table, where)
            seen += 1
        table.send(arb.expected()[0])
    return seen, bad


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_deal_announce_card_covers_nothing_the_dealer_reads_at_2_to_10_seats(
        app, driver, lang, size) -> None:
    bad: list[str] = []
    for seats in range(2, 11):
        app.settings = replace(app.settings, lang=lang, table_size=seats, announce="on",
                               motion="off")
        table = TableScene(app, Session.free_deal(app.settings, seed=1), bots=False)
        seen, wrong = play(app, driver, table, size, f"{seats} seats", most=3)
        assert seen, seats
        bad += wrong
        app.pop()
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_deal_announce_card_with_the_all_in_button_covers_nothing(app, driver, lang, size):
    app.settings = replace(app.settings, lang=lang, motion="off")
    sc = load_scenario(DRILLS / "announce-bets-all-in.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", str(sc.path)), lang)
    seen, bad = play(app, driver, TableScene(app, session, bots=False), size, sc.id)
    assert seen >= 4 and not bad, "\n".join(bad)
