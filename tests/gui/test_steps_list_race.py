"""The Steps list at a free-deal tournament's color-up (issue 27: "the Steps list keeps the
previous hand's steps under the race's"). The list is the hand being dealt: the hand card
closes the last hand (its steps, score and errors), Next hand starts the list afresh, the
chip race before the hand included, and the hand's steps then follow the race's (one hand,
one score, its steps numbered on). By real events: the Next hand button clicked, the race
dealt by its gestures (race_table.drive), the hand's shuffle a click on the deck."""

from __future__ import annotations

from typing import Any

from gui_driver import FRAME, Driver
from race_table import drive
from test_free_deal_tournament_gui import race_session

from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene


def listed(scene: TableScene, seen: list[list[Any]]) -> list[tuple[int, str]]:
    """What the side panel drew in the last frame: (hand, step) of each line, newest first."""
    log = seen[-1]
    return [(lg.hand, lg.step.action) for lg in reversed(log)][:scene.side.steps_shown]


def next_by_click(d: Driver, scene: TableScene) -> None:
    """The hand over, its card up: Next hand clicked."""
    d.frame(1.0, n=2)
    assert scene.summary is not None and scene.summary_btn is not None
    d.click(scene.summary_btn.rect.center)
    d.frame()


def test_steps_list_a_session_race_starts_it_afresh_by_real_events(app) -> None:
    app.push(MenuScene(app))
    scene = TableScene(app, race_session(app), bots=False)
    app.push(scene)
    app.frame(FRAME)
    seen: list[list[Any]] = []
    surface = scene.side.surface

    def spy(box: Any, scale: float, verdict: Any, hint: Any, log: list[Any], *a: Any,
            **k: Any) -> Any:
        seen.append(list(log))
        return surface(box, scale, verdict, hint, log, *a, **k)

    scene.side.surface = spy  # type: ignore[method-assign]
    d = Driver(app)
    session, arb = scene.session, scene.session.arb
    while arb.hand.config.race is None:
        while not arb.is_complete:
            scene.send(arb.expected()[0])
        d.frame()
        last = session.hand_serial
        assert listed(scene, seen)[0][0] == last  # the hand over: its own steps listed
        next_by_click(d, scene)
        assert session.hand_serial == last + 1
        if arb.hand.config.race is None:  # an ordinary next hand: the list starts empty
            assert scene.side.steps_shown == 0 and seen[-1] == []
    # the race is on the felt: nothing of the last hand under it
    assert scene.side.steps_shown == 0 and seen[-1] == []
    drive(d, arb.expected()[0])  # the race's shuffle: a click on the deck
    assert listed(scene, seen) == [(session.hand_serial, "shuffle")]
    raced = 1
    while arb.hand.config.race is not None:
        drive(d, arb.expected()[0])
        raced += 1
        lines = listed(scene, seen)
        assert {h for h, _ in lines} == {session.hand_serial}, lines
        assert len(seen[-1]) == raced  # the race's steps alone
    assert listed(scene, seen)[0][1] == "remove_chips"
    d.click(scene.layout.deck.center)  # the hand's shuffle, after the race's steps
    d.frame()
    lines = listed(scene, seen)
    assert lines[:2] == [(session.hand_serial, "shuffle"), (session.hand_serial, "remove_chips")]
    assert len(seen[-1]) == raced + 1
    assert [lg.step.n for lg in seen[-1]] == list(range(1, raced + 2))  # numbered on
