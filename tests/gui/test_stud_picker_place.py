"""Where the ruling picker opens at a stud table (issue 26): a wrong bring-in's picker
(stud.wrong_bring_in) at seven and eight players, 1280x800 and 1920x1080, covers neither the
seat it asks about (nor the seat named wrongly), nor any seat's cards (the upcards every
player reads), nor the dealer's deck, burns and muck (at 1280x800 it lay over the deck), and
stays in the window; beside the felt only where the felt has no room, and
then between the verdict and the buttons. The wrong low card is free deal's (`seat` None:
the seat after the true one), so each deck puts the question at another seat."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
import yaml
from stud_table import eight_seats

from dealer_trainer.arbiter import MistakeKind, MistakeSpec
from dealer_trainer.gui.app import App
from dealer_trainer.gui.drills import load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.settings import Settings
from dealer_trainer.gui.widgets.ruling_picker import in_question


def table_of(tmp: Path, seed: int, players: int) -> Path:
    path = eight_seats(tmp, seed)
    if players < 8:
        data = yaml.safe_load(path.read_text())
        data["table"]["seats"] = {s: v for s, v in data["table"]["seats"].items()
                                  if s <= players}
        path.write_text(yaml.safe_dump(data))
    return path


def hidden(rect: pygame.Rect, boxes: list[Box]) -> list[Box]:
    return [b for b in boxes if b.w > 0 and b.h > 0
            and rect.colliderect(pygame.Rect(*b.as_tuple()))]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [7, 8])
def test_stud_picker_covers_neither_its_seat_nor_any_seats_cards(tmp_path, size, players):
    app = App(size, settings=Settings(lang="en"), data_dir=tmp_path, headless=True)
    asked = set()
    try:
        for seed in (5, 6, 7, 8, 9, 10):
            sc = load_drill(table_of(tmp_path, seed, players))
            setup = replace(sc.setup, mistakes=(MistakeSpec(MistakeKind.WRONG_BRING_IN),))
            session = Session.drill(setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
            table = TableScene(app, session, bots=False)
            app.push(table)
            for _ in range(200):
                if session.snap.ruling is not None:
                    break
                table.send(session.arb.expected()[0])
                table.anim.finish()
            app.update(0.016)
            app.draw()
            picker, L, snap = table.controller.picker, table.layout, session.snap
            assert snap.ruling is not None and picker.seat == snap.ruling.seat, seed
            asked.add(picker.seat)
            rect = picker.rect
            cards = [b for sv in snap.seats for b in L.seats[sv.seat].cards[:len(sv.hole)]]
            assert len(cards) == 3 * players
            keep = in_question(L, snap, picker.seat) + cards + [L.pot_area, L.deck, L.burn, L.muck]
            assert not hidden(rect, keep), (seed, size, rect, hidden(rect, keep))
            if rect.right > L.side_panel.x:  # beside the felt: between verdict and buttons
                assert rect.bottom <= table.corrections_top, (seed, size)
                assert rect.y >= (table.side.verdict_bottom or 0), (seed, size)
            assert pygame.Rect(0, 0, *size).contains(rect), (seed, size)
            app.pop()
    finally:
        app.close()
    assert len(asked) >= 3  # the question came at several seats
