"""Money at the table is timed (issue 16: "the trainee's speed on each is timed and
recorded"): every step the trainee takes at the GUI's table carries his time on it, in the
step record and in the result the progress store keeps; the money steps (a count asked for,
the pots stated at the pull, the rake, the drop, a reading) among them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.progress import ProgressStore

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
MONEY = {
    "money-pot-count": "announce_pot",
    "money-all-in-count": "announce_count",
    "money-side-pots": "collect",
    "money-rake-drop": "rake",
    "money-read-hands": "read",
}


def played(drill: str) -> tuple[Session, list[float]]:
    """The drill's solution at the GUI session, the clock run a different time before each
    step; the times run."""
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
    times = []
    for i, action in enumerate(load_actions(DRILLS / "solutions" / f"{drill}.yaml")):
        dt = 0.75 + 0.25 * (i % 7)
        session.tick(dt)
        step = session.apply(action)
        assert step is not None and step.outcome is Outcome.OK, step
        times.append(dt)
    return session, times


@pytest.mark.parametrize("drill", sorted(MONEY))
def test_money_steps_carry_the_trainees_time_in_the_step_and_the_store(drill, tmp_path):
    session, times = played(drill)
    steps = session.result()["steps"]
    assert [s["seconds"] for s in steps] == pytest.approx(times, abs=0.01)
    names = {MONEY[drill]} | ({"drop"} if drill == "money-rake-drop" else set())
    timed = [s for s in steps if s["action"].split(":")[0] in names]
    assert timed and all(s["seconds"] > 0 for s in timed)
    if drill == "money-side-pots":
        assert any(s["action"].startswith("collect: {pots:") for s in timed)
    with ProgressStore.open(tmp_path) as store:
        attempt = store.record_attempt("Ana", session.result(), duration_s=sum(times))
        kept = store.result(attempt)["steps"]
    assert [s.get("seconds") for s in kept] == [s["seconds"] for s in steps]


def test_money_steps_a_bots_wait_sent_by_the_table_is_not_the_trainees_time() -> None:
    sc = load_drill(DRILLS / "money-pot-count.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
    for action in load_actions(DRILLS / "solutions" / "money-pot-count.yaml")[:12]:
        session.apply(action)
    session.tick(2.0)
    auto = session.apply("wait", auto=True)
    assert auto is not None and auto.seconds is None and "seconds" not in auto.to_json()
    session.tick(1.5)
    mine = session.apply("burn")  # the trainee's own step: his time since the table moved
    assert mine is not None and mine.seconds == pytest.approx(1.5)


def test_money_steps_a_script_has_no_clock_and_its_result_keeps_its_shape() -> None:
    from dealer_trainer.arbiter import Arbiter

    sc = load_drill(DRILLS / "money-rake.yaml")
    arb = Arbiter(sc.setup)
    for action in load_actions(DRILLS / "solutions" / "money-rake.yaml"):
        arb.apply(action)
    assert all("seconds" not in s for s in arb.result()["steps"])  # type: ignore[union-attr]
