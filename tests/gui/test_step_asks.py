"""A player's request for a count ("Pot?", the size of an all in) shows in the side panel's
steps, in its place among the decisions of the step that let it happen, in five languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.engine import ops
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.text import tr
from dealer_trainer.gui.widgets.side_panel import decisions, verdict_for

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
LANGS = ("en", "ro", "pt", "el", "mk")


def asking_step(drill: str, lang: str):
    """The first step of the drill's solution during which a player asked."""
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang)
    for a in load_actions(DRILLS / "solutions" / f"{drill}.yaml"):
        step = session.apply(a)
        if step is not None and any(isinstance(op, ops.Asking) for op in step.ops):
            ask = next(op for op in step.ops if isinstance(op, ops.Asking))
            return session, step, ask
    raise AssertionError(f"nobody asks in {drill}")


@pytest.mark.parametrize("lang", LANGS)
def test_bet_pot_count_the_ask_is_a_step_line(lang: str) -> None:
    session, step, ask = asking_step("money-pot-count", lang)
    lines = decisions(step, lang)
    want = f"{tr('seat.label', lang, seat=ask.seat)}: {tr('bubble.ask_pot', lang)}"
    assert want in lines
    # after the decisions made before it (the ops' order), and the verdict card says it too
    acted = [op for op in step.ops if isinstance(op, ops.PlayerActing)]
    before = step.ops.index(ask)
    assert lines.index(want) == sum(1 for op in acted if step.ops.index(op) < before)
    assert want in verdict_for(session.log[-1], lang).message


@pytest.mark.parametrize("lang", LANGS)
def test_pot_count_all_in_the_ask_is_a_step_line(lang: str) -> None:
    _, step, ask = asking_step("money-all-in-count", lang)
    want = f"{tr('seat.label', lang, seat=ask.seat)}: {tr('bubble.ask_all_in', lang, seat=ask.of)}"
    assert ask.what == "all_in" and want in decisions(step, lang)
