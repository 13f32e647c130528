"""Every point lost is shown when it is lost and listed on the results (issue 29, item 3):
a violation, an invalid step, a hint, the clock. The score the top bar draws is 100 less
the charges made so far at every step, and at the end it is the results' score, with each
charge on the results. An empty seat's number key and a card dragged onto its ring are
alike: bare felt, as a click there is, neither a step nor a charge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.arbiter.scoring import ChargeKind, score_of
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import seat_click_point
from dealer_trainer.gui.scenes.results import ResultsScene, results_html
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.text import tr

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


class Drawn:
    """What the top bar last drew as the score (the text cache's renders, read back)."""

    def __init__(self, app: Any) -> None:
        self.words: list[str] = []
        render = app.text.render

        def spy(text: str, *a: Any, **kw: Any) -> Any:
            self.words.append(text)
            return render(text, *a, **kw)

        app.text.render = spy

    def score(self, driver: Any) -> int:
        self.words.clear()
        driver.app._drawn_key = None  # draw this frame whatever the idle check says
        driver.app.top.top_bar.forget()  # and the top bar's words (it keeps the bar it drew)
        driver.frame()
        head = f"{tr('result.score', 'en')}: "
        shown = [w for w in self.words if w.startswith(head)]
        assert shown, "no score drawn"
        return int(shown[-1][len(head):])


def open_drill(app: Any, drill: str, mode: str = "practice") -> TableScene:
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", str(sc.path)), "en", mode)
    table = TableScene(app, session, bots=False)
    app.push(table)
    app.frame(1 / 60)
    return table


def empty_seat(table: TableScene) -> int:
    return next(s for s in table.layout.seats if s not in table.layout.occupied)


def mistakes(driver: Any, table: TableScene, hint: bool) -> None:
    """An empty seat by its key and by a drag (alike: bare felt, no step, no charge), a
    step that names nothing on the table, a step out of turn, and a hint."""
    seat = empty_seat(table)
    arb = table.session.arb
    n, lost = len(arb.steps), table.session.charges()
    driver.keyboard(str(seat % 10))
    driver.drag(table.layout.deck.center, seat_click_point(table.layout, seat))
    assert len(arb.steps) == n and table.session.charges() == lost  # even: neither charged
    driver.key(pygame.K_z)  # scrap, with no boxed card: names nothing
    assert arb.steps[-1].outcome is Outcome.INVALID
    driver.key(pygame.K_b)  # a burn before the deal is done: against the procedure
    assert arb.steps[-1].outcome is Outcome.VIOLATION
    if hint:
        driver.key(pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")
        assert arb.hints == 1


def do_announcing(driver: Any, table: TableScene, a: Any) -> None:
    """`a`, with the announcements owed before it made first (deal.announce is always on in
    an audition: a wait stops at each bet or raise, so a `wait: N` is N presses)."""
    arb = table.session.arb

    def owed() -> None:
        while (due := [e for e in arb.expected() if e.name in ("announce", "all_in_button")]):
            driver.do(due[0])

    if a.name == "wait":
        for _ in range(a.count or 1):
            owed()
            driver.do(TraineeAction("wait"))
        return
    owed()
    driver.do(a)


@pytest.mark.parametrize(
    ("drill", "mode"),
    [("basic-deal", "practice"), ("burn-missed-flop", "practice"),
     ("ruling-oversized-chip-call", "audition")],
)
def test_score_each_charge_is_shown_and_listed_and_the_table_equals_the_results(
    app, driver, drill, mode
):
    table = open_drill(app, drill, mode)
    drawn = Drawn(app)
    session = table.session
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    first_deal = next(i for i, a in enumerate(acts) if a.name == "deal")
    for i, a in enumerate(acts):
        if i == first_deal:
            mistakes(driver, table, hint=mode != "audition")
            drawn.score(driver)
            last = session.charges()[-1]
            assert tr(f"charge.{last.kind}", "en", points=last.points) in drawn.words
            assert drawn.score(driver) == 100 - 1 - 5 - (5 if mode != "audition" else 0)
            kinds = [c.kind for c in session.charges()]
            assert kinds.count(ChargeKind.INVALID) == 1 and ChargeKind.VIOLATION in kinds
        if i == len(acts) // 2:
            driver.frame(400.0)  # a long pause: the clock charges, and the table shows it
            clock = session.charges()[-1]
            assert clock.kind is ChargeKind.TIME
            drawn.score(driver)
            assert tr("charge.time", "en", points=clock.points) in drawn.words  # shown
        do_announcing(driver, table, a)
        shown = drawn.score(driver)
        assert shown == score_of(session.charges()), (i, a)
    assert session.complete
    result = session.result()
    assert drawn.score(driver) == result["score"] < 100
    made = session.charges(live=False)
    assert score_of(made) == result["score"]
    assert {ChargeKind.VIOLATION, ChargeKind.INVALID, ChargeKind.TIME} <= {c.kind for c in made}
    results = ResultsScene(app, session)
    html = results_html(results.result, "en", 1.0, None, made)
    for c in made:
        assert f": −{c.points}" in html
    assert html.count("−") >= len(made)
    assert f"= {result['score']}" in html
