"""Free deal as a session (issue 27, "Free deal becomes a session"; arbiter/free_session.py):
players sit out and come back, new players take the empty seats and post or wait, players
leave, a busted player leaves (unless the game would break up), at about one change an orbit,
in every game, stud included. The plan is data on the one next-hand path (the `DrillSetup`
fields a drill's `between_hands:` fills); the table shows it from the snapshot alone.

On screen the hands are dealt by real pygame events (clicks, drags, keys) and the next hand
is asked for with a click on the card's Next hand button."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from gui_driver import Driver
from stud_table import gesture

from dealer_trainer.arbiter.free_session import SESSION_HANDS, plan_session
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import Session
from dealer_trainer.gui.settings import Settings

GAMES = {"holdem": "no-limit", "omaha-hilo": "pot-limit", "stud": "limit", "razz": "limit"}


def test_the_plan_is_about_one_change_an_orbit_and_keeps_players_ready() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        seated, free = [1, 2, 4, 6, 7, 9], [3, 5, 8, 10]
        plan = plan_session(rng, seated, free, keep=3)
        changes = len(plan.sit_outs) + len(plan.backs) + len(plan.joins) + len(plan.leaves)
        # a change at one hand in six (six players: an orbit), one of those possible then
        assert SESSION_HANDS / 6 * 0.6 < changes < SESSION_HANDS / 6 * 1.5, (seed, changes)
        assert {s for _, s, _ in plan.joins} <= set(free)
        assert len(set(plan.newcomers)) == len(plan.newcomers)  # a seat is taken once
        here, away = set(seated), set()
        events = sorted([(h, 0, s) for h, s in plan.sit_outs] + [(h, 1, s) for h, s, _ in
                        plan.backs] + [(h, 2, s) for h, s, _ in plan.joins] + [
                            (h, 3, s) for h, s in plan.leaves])
        for _, kind, s in events:
            if kind == 0:
                away.add(s)
            elif kind == 1:
                away.discard(s)
            elif kind == 2:
                here.add(s)
            else:
                here.discard(s)
            assert len(here - away) >= 3  # `keep` players ready at every hand


@pytest.mark.parametrize("variant", list(GAMES))
def test_free_deal_session_headless_in_every_game(variant: str) -> None:
    """40 hands of a session in each game, dealt by the arbiter's own expectations: every
    hand ends, chips are conserved at the table, and the plan's players come and go (a
    sit-out seen in the snapshot, a newcomer dealt in)."""
    from dealer_trainer.arbiter import Arbiter

    settings = Settings(variant=variant, structure=GAMES[variant])
    seed = early_seed(settings)
    table = new_table(settings, seed)
    arb = Arbiter(setup_for(table, settings, seed))
    total = sum(s.stack for s in arb.setup.config.seats)
    away, dealt = set(), set()
    for n in range(40):
        if n:
            arb.next_hand()
        away |= set(arb.snapshot().sitting_out)
        while not arb.is_complete:
            step = arb.apply(arb.expected()[0])
            assert step.outcome.value == "ok", (n, step.action, step_message(step, "en"))
        dealt |= set(arb.hand_records[-1]["dealt_in"])
        stacks = {**arb._stacks, **arb.hand.stacks}
        # chips conserved: a busted player who buys in again brings new chips, none vanish
        assert sum(stacks.values()) >= total
    assert away and set(table.plan.newcomers) & dealt


def early_seed(settings: Settings) -> int:
    """The first table whose session has a new player and a sit-out by hand 5."""
    for seed in range(200):
        plan = new_table(settings, seed).plan
        outs = [h for h, _ in plan.sit_outs]
        joins = [h for h, _, _ in plan.joins]
        if outs and joins and max(min(outs), min(joins)) <= 5:
            return seed
    raise AssertionError("no early session")


@pytest.mark.parametrize("variant", ["holdem", "stud"])
def test_free_deal_session_on_screen(app, variant: str) -> None:
    """Five hands of a free-deal session dealt by real events: the player who sits out is
    shown sitting out (no cards, his seat's pill), the new player comes to his seat and is
    dealt in when the book lets him, and the next hand comes with a click on Next hand."""
    app.settings = replace(app.settings, variant=variant, structure=GAMES[variant],
                           mistakes="off", asks="off")
    seed = early_seed(app.settings)
    plan = new_table(app.settings, seed).plan
    app.push(MenuScene(app))
    table = TableScene(app, Session.free_deal(app.settings, seed=seed), bots=False)
    app.push(table)
    d = Driver(app)
    out_seen, new_dealt, new_shown = set(), set(), set()
    for _ in range(5):
        arb = table.session.arb
        out_seen |= set(d.snap.sitting_out)
        new_shown |= set(dict(d.snap.newcomers))  # the table marks a new player (seat.join)
        for _ in range(400):
            if arb.is_complete:
                break
            before = len(table.session.log)
            gesture(d, arb.expected()[0])
            assert all(lg.step.outcome.value == "ok" for lg in table.session.log[before:]), [
                (lg.step.action, step_message(lg.step, "en")) for lg in table.session.log[before:]]
        for _ in range(200):
            if table.summary is not None:
                break
            d.frame(0.1)
        assert table.summary is not None
        new_dealt |= set(arb.hand_records[-1]["dealt_in"]) & set(plan.newcomers)
        d.click(table.summary_btn.rect.center)  # Next hand
        assert table.summary is None
    first_out = plan.sit_outs[0][1]
    assert first_out in out_seen and new_dealt and new_dealt <= new_shown


@pytest.mark.parametrize("variant", ["holdem", "omaha-hilo"])
def test_free_deal_tournament_session_levels_rise_on_the_schedule(variant: str) -> None:
    """A tournament session (`--tournament`): the blinds rise every LEVEL_HANDS hands
    (blinds.schedule, tournament.level_change: each hand at its level, the snapshot's level
    and the next one shown), a player away is absent (dealt in, his hand killed: seat.absent),
    and every hand is dealt by the book."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.gui.freedeal import LEVEL_HANDS, LEVELS

    settings = Settings(variant=variant, structure=GAMES[variant], tournament=True)
    seed = early_seed(settings)
    arb = Arbiter(setup_for(new_table(settings, seed), settings, seed))
    sb0 = arb.config.small_blind
    kills = 0
    for n in range(2 * LEVEL_HANDS + 2):
        if n:
            arb.next_hand()
        level = n // LEVEL_HANDS
        assert arb.snapshot().level == (level + 1, level + 2)
        assert (arb.config.small_blind, arb.config.big_blind) == (
            sb0 * LEVELS[level][0], sb0 * LEVELS[level][1])
        while not arb.is_complete:
            step = arb.apply(arb.expected()[0])
            assert step.outcome.value == "ok", (n, step.action, step_message(step, "en"))
            kills += step.action.startswith("kill_hand")
        posts = [e for e in arb.hand_records[-1]["events"] if e["op"] == "post"]
        assert {e["blind"]: e["amount"] for e in posts if e["blind"] in ("small", "big")
                and e["amount"] == arb.config.big_blind}  # the level's big blind is posted
    assert kills  # a player away was dealt in and his hand killed (seat.absent)


def test_free_deal_tournament_flag_opens_a_tournament_session(tmp_path) -> None:
    """`main.py --tournament --scene table --screenshot PNG`: the free-deal table is a
    tournament's (the level and the next one on the felt); a saved non-bool is refused."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "t.png"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    r = subprocess.run([sys.executable, str(root / "main.py"), "--data", str(tmp_path / "d"),
                        "--tournament", "--scene", "table", "--screenshot", str(out)],
                       capture_output=True, text=True, cwd=root, env=env, timeout=120)
    assert r.returncode == 0 and out.exists(), r.stderr
    assert Settings(tournament="yes").validated().tournament is False  # type: ignore[arg-type]
    assert Settings(tournament=True).validated().tournament is True
    settings = Settings(tournament=True)
    setup = setup_for(new_table(settings, 1), settings, 1)
    assert setup.config.tournament and len(setup.config.schedule) > 3
