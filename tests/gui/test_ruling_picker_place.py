"""Where the ruling picker opens (issue 29, "cut off or covered"): over none of what the ruling
is about (the seat, the bet he faces), nor the board and the pot (once there are some), at
every size; over the
steps list beside the felt when the felt has no room, never over the banners or buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.widgets.ruling_picker import in_question

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
# rulings on the flop (a board and a pot in the middle) and one preflop
CASES = ("ruling-words-with-chips", "ruling-out-of-turn-binding", "ruling-oversized-chip-call")


def overlap(a: pygame.Rect, b: Box) -> bool:
    return a.colliderect(pygame.Rect(*b.as_tuple())) and b.w > 0 and b.h > 0


@pytest.mark.parametrize("size", [(960, 600), (1024, 700), (1280, 800), (1920, 1080)])
def test_the_picker_leaves_the_seat_the_bet_the_board_and_the_pot_in_sight(tmp_path, size):
    app = App(size, settings=Settings(lang="el"), data_dir=tmp_path, headless=True)
    try:
        for drill in CASES:
            sc = load_drill(DRILLS / f"{drill}.yaml")
            acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
            upto = next(i for i, a in enumerate(acts) if a.name == "rule")
            session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "el")
            table = TableScene(app, session, bots=False)
            app.push(table)
            table.replay(acts[:upto])
            app.update(0.016)
            app.draw()
            picker, L = table.controller.picker, table.layout
            assert picker.seat is not None, drill
            snap = session.snap
            keep = in_question(L, snap, picker.seat)
            if snap.board:  # preflop the middle is empty: the picker may take it
                keep.append(L.board_area)
            if any(p.amount for p in snap.pots):
                keep.append(L.pot_area)
            elif size != (960, 600):
                # on the felt; in the smallest window a 176 px picker has no place there that
                # leaves the dealer's piles and their captions in sight (it covered the burns'
                # caption, moved above the pile, before the captions had one place: issue 29)
                assert picker.rect.right <= L.side_panel.x, (drill, size)
            keep += L.dealer_place()  # the piles, their frames and captions
            hidden = [k for k in keep if overlap(picker.rect, k)]
            assert not hidden, (drill, size, picker.rect, hidden)
            if picker.rect.right > L.side_panel.x:  # beside the felt: between verdict and buttons
                assert picker.rect.bottom <= table.corrections_top, (drill, size)
                verdict = table.side.verdict_bottom or 0
                assert picker.rect.y >= verdict, (drill, size, picker.rect, verdict)
            assert pygame.Rect(0, 0, *size).contains(picker.rect), (drill, size)
            app.pop()
    finally:
        app.close()
