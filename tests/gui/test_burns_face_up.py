"""CONTRACT.md `burn_exposed`: the board card turned without a burn goes onto the burns face
up, and the table draws it so; every other burn lies face down."""

from __future__ import annotations

from pathlib import Path

import pygame
from gui_driver import open_table

from dealer_trainer.gui.drills import load_actions, load_drill

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def test_error_missed_burn_the_card_burn_exposed_lies_face_up_on_the_burns(app, driver):
    sc = load_drill(DRILLS / "burn-missed-turn.yaml")
    table = open_table(app, sc.setup)
    table.bots = False
    actions = load_actions(DRILLS / "solutions" / "burn-missed-turn.yaml")
    exposed = next(i for i, a in enumerate(actions) if a.name == "burn_exposed")
    table.replay(actions[:exposed])
    assert table.session.snap.burns_up == ()  # the flop's burn: face down
    table.replay(actions[exposed : exposed + 1])
    snap = table.session.snap
    assert len(snap.burns) == 2 and snap.burns_up == snap.burns[1:]
    driver.frame(n=120)  # every card landed
    for i, card in enumerate(snap.burns):
        box = table.layout.burn_slot(i)
        face = app.sprites.card(card, box.w, box.h)
        back = app.sprites.back(box.w, box.h)
        shows = table.layout.burn_slot(i + 1).x - box.x  # the next burn overlaps the rest
        at = (min(box.w // 6, shows // 2), box.h // 2)
        assert far(face.get_at(at), back.get_at(at))
        want = face if card in snap.burns_up else back
        assert not far(app.screen.get_at((box.x + at[0], box.y + at[1])), want.get_at(at)), card


def far(a: pygame.Color, b: pygame.Color) -> bool:
    """Two colours no blending with the felt at a card's soft edge would confuse."""
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) > 40
