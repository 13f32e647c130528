"""A level's first hand with antes, played on screen (blinds.ante, blinds.big_blind_ante,
tournament.level_change): each post names the amount the table's `due` (the arbiter's
`expected()`) gives it, an ante and a big blind's ante too, and a short stack's whole stack;
every post is a click on the poster's spot (real pygame events), and the drill ends PASSED."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_driver import FRAME, Driver, by_events

from dealer_trainer.arbiter import DrillSetup, ScriptedDecision
from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.engine.config import BlindLevel, HouseRules, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session

ROOT = Path(__file__).resolve().parents[2]


def on_table(app: Any, setup: DrillSetup, name: str) -> Driver:
    app.push(TableScene(app, Session.drill(setup, DrillInfo(name, name, 3, "", "")),
                        bots=False))
    app.frame(FRAME)
    return Driver(app)


def posts(d: Driver) -> list[tuple[str, Outcome]]:
    return [(lg.step.action, lg.step.outcome) for lg in d.table.session.log
            if not lg.auto and lg.step.action.startswith("post")]


def passed(d: Driver) -> None:
    bad = [(lg.step.action, lg.step.outcome, lg.step.rule) for lg in d.table.session.log
           if not lg.auto and lg.step.outcome is not Outcome.OK]
    assert bad == []
    result = d.table.session.result()
    assert result["passed"] is True and result["final"]["complete"] is True


def test_blinds_big_blind_ante_a_levels_first_hand_on_screen_passes(app: Any) -> None:
    """`level-change-at-shuffle`: hand 3 is the first at 200-400 with the big blind's ante
    400 for the table; its three posts, clicked, say 200, 400 and the ante's 400."""
    sc = load_drill(ROOT / "scenarios" / "level-change-at-shuffle.yaml")
    d = on_table(app, sc.setup, sc.id)
    for a in load_actions(ROOT / "scenarios" / "solutions" / "level-change-at-shuffle.yaml"):
        by_events(d, a)
    passed(d)
    assert posts(d)[-3:] == [("post: {seat: 4, blind: small, amount: 200}", Outcome.OK),
                             ("post: {seat: 1, blind: big, amount: 400}", Outcome.OK),
                             ("post: {seat: 1, blind: ante, amount: 400}", Outcome.OK)]


def ante_table(big_blind_ante: bool) -> DrillSetup:
    """Four players, 100-200 in hand 1; hand 2 is the first at 200-400 with an ante of 50
    (each player's, or the big blind's for the table: 200). Seat 4, the big blind of hand 2,
    has 420 chips: a big blind of 400 and the last 20 to the ante (big blind first). Every
    player folds to the big blind in both hands."""
    seats = tuple(SeatConfig(s, f"P{s}", 420 if s == 4 else 10000) for s in (1, 2, 3, 4))
    ante = 200 if big_blind_ante else 50
    config = TableConfig(seats=seats, button=1, small_blind=100, big_blind=200,
                         tournament=True, house_rules=HouseRules.TDA,
                         big_blind_ante=big_blind_ante,
                         schedule=(BlindLevel(1, 100, 200, ante=0),
                                   BlindLevel(2, 200, 400, ante=ante, clocked=True)))

    def folds(*order: int) -> dict[Street, tuple[ScriptedDecision, ...]]:
        return {Street.PREFLOP: tuple(ScriptedDecision(Decision(s, ActionKind.FOLD))
                                      for s in order)}

    return DrillSetup(config=config, seed=5, hands=2, decisions=folds(4, 1, 2),
                      later_decisions={2: folds(1, 2, 3)})


@pytest.mark.parametrize("big_blind_ante", [False, True])
def test_blinds_ante_a_levels_first_hand_on_screen_a_short_stack_posts_it_all(
        app: Any, big_blind_ante: bool) -> None:
    d = on_table(app, ante_table(big_blind_ante), "ante-on-screen")
    arb = d.table.session.arb
    for _ in range(200):
        if arb.is_complete:
            break
        a = arb.expected()[0]
        by_events(d, a)  # a post: a click on the spot; its amount is the controller's
    passed(d)
    hand2 = [p for p, _ in posts(d)][2:]
    assert "post: {seat: 3, blind: small, amount: 200}" in hand2
    assert "post: {seat: 4, blind: big, amount: 400}" in hand2
    assert "post: {seat: 4, blind: ante, amount: 20}" in hand2  # his last chips
    antes = sorted(p for p in hand2 if "ante" in p)
    if big_blind_ante:
        assert antes == ["post: {seat: 4, blind: ante, amount: 20}"]
    else:
        assert antes == [f"post: {{seat: {s}, blind: ante, amount: 50}}" for s in (1, 2, 3)] + [
            "post: {seat: 4, blind: ante, amount: 20}"]
