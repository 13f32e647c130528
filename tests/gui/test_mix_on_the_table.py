"""A mixed game on screen (issue 26; arbiter/rotation.py): when the next hand is a stud game
the table switches to the stud layout (eight places, seven cards a hand, the stud buttons) and
back to the flop layout when hold'em or Omaha returns, with the disc where it was (TDA 11-B:
it stands still through the stud rounds); the felt names the game and when the next one comes
(`snap.mix`). The hands are dealt by real pygame events (clicks and drags; keys for wait,
collect and showdown), through the hand boundary, where the scene is checked."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from gui_driver import FRAME, Driver
from stud_table import gesture, on_table

from dealer_trainer.gui.drills import find_drill, list_drills, load_actions
from dealer_trainer.gui.mix_view import mix_words
from dealer_trainer.gui.stud_layout import is_stud

ROOT = Path(__file__).resolve().parents[2]
HORSE = ROOT / "scenarios" / "horse-rotation.yaml"
HORSE_SOLUTION = ROOT / "scenarios" / "solutions" / "horse-rotation.yaml"
BODY = ("id: {id}\ntitle: t\nlevel: 1\ndescription: d\nhands: {hands}\ntable:\n  mix: [{mix}]\n"
        "  hands_per_game: 1\n  small_blind: 10\n  big_blind: 20\n  button: 1\n"
        "  seats: {{1: {{stack: 900}}, 3: {{stack: 900}}, 5: {{stack: 900}}}}\n"
        "deck: {{seed: 4}}\n")


def table_is_for(d: Driver, variant: str) -> None:
    """The scene is laid out and buttoned for `variant`'s game."""
    L, w = d.table.layout, d.table.widgets
    if is_stud(variant):
        assert L.hole == 7 and len(L.board) == 1
        assert "antes" in w and "name_first" in w and "street" not in w
        assert all(b.alive() for b in w.values())
    else:
        assert L.hole in (2, 4) and len(L.board) == 5
        assert "street" in w and "antes" not in w and "post_small" in w


def test_a_mix_with_a_stud_game_is_on_the_drills_screen(tmp_path: Path) -> None:
    (tmp_path / "hr.yaml").write_text(BODY.format(id="hr", hands=3, mix="holdem-limit, razz"))
    entries, problems = list_drills(tmp_path)
    assert problems == [] and {e.id for e in entries} == {"hr"}
    assert find_drill(tmp_path / "hr.yaml").setup.rotation is not None
    assert "horse-rotation" in {e.id for e in list_drills()[0]}


def test_the_table_switches_to_stud_and_back_with_the_disc_where_it_was(app, tmp_path) -> None:
    """Hold'em, razz, hold'em, one hand each: the dealer moves the disc to seat 3 after the
    first hand; the razz hand is dealt at the stud table with the disc frozen at 3, and the
    hold'em hand after it at the flop table with the disc still at 3."""
    f = tmp_path / "hr.yaml"
    f.write_text(BODY.format(id="hr", hands=3, mix="holdem-limit, razz"))
    script = tmp_path / "hr-solution.yaml"
    from dealer_trainer.scenarios.solve import compress, solve

    script.write_text("\n".join(f"- {line}" for line in compress(solve(f))) + "\n")
    d = on_table(app, f)
    table_is_for(d, "holdem")
    seen: list[tuple[int, str, int | None, list[str]]] = []
    for a in load_actions(script):
        n = d.snap.hand_number
        gesture(d, a)
        if d.snap.hand_number != n or d.table.session.complete:
            continue
        if not seen or seen[-1][0] != n:
            s = d.snap
            seen.append((n, s.variant, s.mix.frozen_button if s.mix else None,
                         mix_words(s.mix, "en")))
            table_is_for(d, s.variant)
    assert d.table.session.complete and d.table.session.result()["passed"] is True
    assert [v for _, v, _, _ in seen] == ["holdem", "razz", "holdem"]
    assert seen[1][2] == 3 and seen[0][2] is None and seen[2][2] is None  # frozen at 3
    assert seen[0][3] == ["Mixed game: Hold'em · Limit", "Next hand: Razz"]
    assert seen[1][3] == ["Mixed game: Razz", "Next hand: Hold'em · Limit"]
    records = d.table.session.arb.hand_records
    assert [r["button"] for r in records] == [1, 0, 3]  # hold'em came back with the disc at 3


def test_the_switch_on_a_hand_boundary_rebuilds_the_scene(app, tmp_path) -> None:
    """At the boundary itself: the last push of the hold'em hand (a click, then a drag of the
    disc by `move_button`) brings the stud table's buttons in the same frame; their keys
    work (G takes the antes)."""
    f = tmp_path / "hr.yaml"
    f.write_text(BODY.format(id="hr", hands=2, mix="holdem-limit, stud"))
    d = on_table(app, f)
    arb = d.table.session.arb
    while arb.hand_number == 1:
        a = arb.expected()[0]
        gesture(d, a)
    table_is_for(d, "stud")
    assert d.snap.mix is not None and d.snap.mix.frozen_button == 3
    d.key(pygame.K_s)  # shuffle, cut, antes: the stud table's keys
    d.key(pygame.K_u)
    d.key(pygame.K_g)
    assert [lg.step.action for lg in d.table.session.log[-3:]] == ["shuffle", "cut", "antes"]
    assert all(lg.step.outcome.value == "ok" for lg in d.table.session.log[-3:])


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_horse_drill_plays_to_passed_on_screen(tmp_path, size) -> None:
    """The library's HORSE drill (hold'em, Omaha hi-lo, razz, stud; a hand each) dealt by its
    solution's gestures at both sizes: it passes, each hand at its game's table."""
    from dealer_trainer.gui.app import App
    from dealer_trainer.gui.settings import Settings
    from dealer_trainer.gui.ui import drop_events

    app = App(size, settings=Settings(bot_speed="fast"), data_dir=tmp_path, headless=True)
    drop_events()
    try:
        d = on_table(app, HORSE)
        games = []
        for a in load_actions(HORSE_SOLUTION):
            if not games or games[-1] != d.snap.variant:
                games.append(d.snap.variant)
                table_is_for(d, d.snap.variant)
            gesture(d, a)
        app.frame(FRAME)
        assert games == ["holdem", "omaha-hilo", "razz", "stud"]
        result = d.table.session.result()
        assert result["passed"] is True and result["score"] == 100, result["violations"]
    finally:
        app.close()
