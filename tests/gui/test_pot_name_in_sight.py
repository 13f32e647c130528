"""A pot's name is read whole above its chips (issue 29, "cut off or covered": at 1024x700 the
Romanian "Potul / principal", on two lines, had its second line under the chips that went
in). For the side-pots drill's three pots, in five languages at 1280x800, 1920x1080 and
1024x700: the pot drawn as the table draws it leaves every letter's pixel of its name as the
name alone draws it, and its chips stop short of the set-aside cards' place."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from dealer_trainer.gui.chips_view import MUTED, ChipArt
from dealer_trainer.gui.drills import load_actions
from dealer_trainer.gui.layout import compute_layout
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.text import tr
from dealer_trainer.scenarios.loader import load_scenario

FELT = (22, 96, 58)
DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def pots_at_award() -> tuple[list[tuple[int, tuple[int, ...]]], int]:
    """The side-pots drill's pots at its award (each as the chips that went in), and the big
    blind."""
    sc = load_scenario(DRILLS / "side-pots.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
    for act in load_actions(DRILLS / "solutions" / "side-pots.yaml"):
        if act.name == "award":
            break
        session.apply(act)
    snap = session.snap
    return [(p.amount, tuple(p.parts)) for p in snap.pots], snap.big_blind


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 700)])
@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
def test_each_pot_name_is_left_whole_by_its_chips(app, lang, size) -> None:
    L = compute_layout(size, (1, 2, 3, 4, 5))
    s = L.scale
    art = ChipArt(app.sprites, app.text)
    pots, big_blind = pots_at_award()
    assert len(pots) == 3 and all(parts for _, parts in pots)
    for i, ((amount, parts), box) in enumerate(zip(pots, L.pot_boxes(3), strict=True)):
        label = tr("table.main_pot", lang) if i == 0 else tr("table.side_pot", lang, n=i)
        drawn, alone = pygame.Surface(size), pygame.Surface(size)
        drawn.fill(FELT)
        alone.fill(FELT)
        art.pot(drawn, label, amount, box, s, big_blind=big_blind, parts=parts)
        name = app.text.fit(label, max(9, round(10 * s)), box.w - round(4 * s), MUTED, True,
                            two_lines=True)
        where = name.get_rect(midtop=(box.x + box.w // 2, box.y))
        alone.blit(name, where)
        ink = pygame.mask.from_surface(name)  # the letters' pixels, not the lines' padding
        hidden = [(x, y) for x in range(where.w) for y in range(where.h) if ink.get_at((x, y))
                  and drawn.get_at((where.x + x, where.y + y)) != alone.get_at(
                      (where.x + x, where.y + y))]
        assert not hidden, (label, size, hidden[:5])
        under = pygame.Rect(box.x, L.set_aside.y, box.w, size[1] - L.set_aside.y)
        assert pygame.image.tobytes(drawn.subsurface(under), "RGB") == pygame.image.tobytes(
            alone.subsurface(under), "RGB"), (label, size, "reaches the set-aside cards")
