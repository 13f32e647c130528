"""The table's words and places (issue 15): the irregularity banner and the step's card read
as one thing, and the ruling picker hides neither the seat ruled on nor the chips in question.
Headless, driven by real events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_driver import Driver

from dealer_trainer.arbiter import Outcome
from dealer_trainer.arbiter.messages import message_text
from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.text import caps, tr
from dealer_trainer.gui.ui import drop_events

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
RULING_DRILLS = sorted(
    p.stem for p in DRILLS.glob("ruling-*.yaml")
    if any(a.name == "rule" for a in load_actions(DRILLS / "solutions" / p.name))
)
SIZES = ((1280, 800), (1920, 1080))


def table_for(app: App, drill: str, lang: str = "en", mode: str = "practice") -> TableScene:
    from dataclasses import replace

    app.settings = replace(app.settings, lang=lang)
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang, mode)
    table = TableScene(app, session, bots=False)
    app.push(table)
    return table


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request: Any, tmp_path: Any) -> Any:
    a = App(request.param, settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    drop_events()  # not event.clear(), which keeps each event for good (see drop_events)
    yield a
    a.close()


# ---- the irregularity banner and the step's card ----------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el", "mk"])
@pytest.mark.parametrize("mode", ["practice", "learn"])
def test_banner_and_step_card_say_irregularity_once(app: App, lang: str, mode: str) -> None:
    """A dealt card exposed: the red banner says what happened (and in Learn what to do); the
    step's card under it is titled with the step and the rule's name, not "Irregularity"."""
    driver = Driver(app)
    table = table_for(app, "exposed-hole-card", lang, mode)
    driver.frame(n=2)
    for a in load_actions(DRILLS / "solutions" / "exposed-hole-card.yaml"):
        driver.do(a)
        if table.session.snap.banner:
            break
    snap = table.session.snap
    assert snap.banner and table.session.arb.steps[-1].outcome is Outcome.IRREGULARITY
    driver.frame(n=2)
    key = table.side._key  # what it drew: (box, verdict, hint, log, ..., banner, fix, fix's words)
    verdict, banner, fix = key[1], key[-3], key[-1]
    assert banner == message_text(snap.banner, lang)  # said at the edge, in the reader's
    heading = tr("outcome.irregularity", lang)
    assert verdict.title not in (heading, caps(heading), tr("banner.title", lang))
    assert verdict.title.endswith(tr("seat.label", lang, seat=4))  # "Deal · Seat 4"
    assert verdict.rule_name and verdict.rule_name not in verdict.rule  # its name, not its id
    assert verdict.message != banner
    assert bool(fix) == (mode == "learn")


def test_a_violation_keeps_its_title(app: App) -> None:
    """Only the irregularity's own card gives up the heading: a wrong step still says so."""
    from dealer_trainer.arbiter.snapshot import Message
    from dealer_trainer.gui.widgets.side_panel import Verdict, under_banner

    exposed = Message.of("banner.error.exposed_hole_card", seat=4)
    v = Verdict("violation", "Violation", "Deal · Seat 3", "Not now.", "deal.order", "Order", "",
                said=Message.of("deal.order.wrong"))
    assert under_banner(v, exposed) == v
    w = Verdict("irregularity", "Irregularity", "Deal · Seat 4", "Seat 4's card was exposed.",
                "deal.exposed_card", "Hole card exposed", "", said=exposed)
    got = under_banner(w, exposed)
    assert (got.title, got.action, got.message) == ("Deal · Seat 4", "", "")
    assert under_banner(w, None) == w


def test_under_the_banner_the_same_message_is_its_key_and_parameters_not_its_words() -> None:
    """The step's message is left out under the banner when it is the banner's message (key
    and parameters, in any order), not when its words happen to read alike, and not for
    another seat's."""
    from dealer_trainer.arbiter.snapshot import Message
    from dealer_trainer.gui.widgets.side_panel import Verdict, under_banner

    banner = Message.of("banner.error.extra_card", seat=4, count=1)

    def card(said: Message, words: str = "Seat 4 got an extra card.") -> Verdict:
        return Verdict("irregularity", "Irregularity", "Deal · Seat 4", words, "error.extra_card",
                       "Extra card", "", said=said)

    same = card(Message.of("banner.error.extra_card", count=1, seat=4), words="Anything at all.")
    assert under_banner(same, banner).message == ""
    other_seat = card(Message.of("banner.error.extra_card", seat=5, count=1))
    assert under_banner(other_seat, banner).message == "Seat 4 got an extra card."
    alike = card(Message.of("deal.extra_card.alike", seat=4, count=1))  # same words, other key
    assert under_banner(alike, banner).message == "Seat 4 got an extra card."


# ---- the ruling picker's place -----------------------------------------------------------------


def must_see(table: TableScene, seat: int) -> list[Box]:
    """The seat ruled on (plate, cards, chips) and the largest bet he faces."""
    L, snap = table.layout, table.session.snap
    sl = L.seats[seat]
    boxes = [sl.box, *sl.cards, sl.bet]
    top = max(sv.bet for sv in snap.seats if sv.seat != seat)
    boxes += [L.seats[sv.seat].bet for sv in snap.seats if sv.seat != seat and top
              and sv.bet == top]
    return boxes


@pytest.mark.parametrize("drill", RULING_DRILLS)
def test_picker_hides_neither_the_seat_nor_the_chips(sized_app: App, drill: str) -> None:
    driver = Driver(sized_app)
    table = table_for(sized_app, drill)
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == "rule")
    table.replay(acts[:upto])
    table.anim.finish()
    driver.frame(n=3)
    picker = table.controller.picker
    assert picker.seat is not None and picker.rect is not None
    card = Box(*picker.rect)
    L = table.layout
    # on the felt where it has room clear of every seat's cards and the dealer's piles, else
    # beside it, over the steps list (ruling_picker.place): in the window either way
    w, h = sized_app.size
    assert 0 <= card.x and card.right <= w and L.table_area.y <= card.y and card.bottom <= h
    ruled = acts[upto].seat
    assert ruled is not None
    for b in must_see(table, picker.seat) + must_see(table, ruled):
        assert not card.overlaps(b), (drill, sized_app.size, b, card)


def test_picker_where_it_is_drawn_takes_the_click(sized_app: App) -> None:
    """Clicking the picker's Call where the card now sits rules the seat (a real click)."""
    driver = Driver(sized_app)
    drill = "ruling-oversized-chip-call"
    table = table_for(sized_app, drill)
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == "rule")
    table.replay(acts[:upto])
    table.anim.finish()
    driver.frame(n=3)
    picker = table.controller.picker
    assert acts[upto].ruled == "call"
    button = picker.widgets["call"].rect
    assert Box(*picker.rect).contains(*button.center)
    driver.click(button.center)
    driver.frame(n=3)
    step = table.session.arb.steps[-1]
    assert step.act is not None and step.act.name == "rule" and step.outcome is Outcome.OK
    assert picker.seat is None
