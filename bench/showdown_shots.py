#!/usr/bin/env python3
"""Screenshots of the showdown (issue 15), for a person to look at: each hand's value by its
seat with its best five outlined, and a pot's tooltip under the cursor.

    python bench/showdown_shots.py [--out DIR] [--langs en,ro,pt,el,mk]
                                   [--sizes 1280x800,1920x1080]

Writes DIR/<lang>-<W>x<H>-<screen>.png (bench/shots.py's machinery and naming):
- `showdown-read`: the side-pots drill at its first push in Practice, every tabled hand read
  (the readings are the arbiter's answer key), the cursor on side pot 1;
- `showdown-push`: the same in Learn (values shown at once), side pot 2 pushed to the wrong
  seat: the panel says who wins it and why; the cursor on side pot 2.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import shots  # noqa: E402  (sets the dummy video driver and the path)


def _hover(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    app.frame(1 / 60)


def _pot_centre(table: Any, index: int) -> tuple[int, int]:
    from dealer_trainer.gui.motion import pot_slots

    slots = pot_slots(table.session.snap)
    return table.layout.pot_boxes(len(slots))[index].center


def scene_read(app: Any) -> None:
    from dealer_trainer.arbiter import TraineeAction
    from dealer_trainer.arbiter.money.keys import reading_key

    table = shots.open_drill(app, "side-pots", shots.upto("side-pots", "award"))
    h = table.session.arb.hand
    for seat in table.session.snap.tabled:
        hand, ranks = reading_key(h, seat)
        table.send(TraineeAction("read", seat=seat, hand=hand, ranks=ranks))
    table.anim.finish()
    _hover(app, _pot_centre(table, 1))


def scene_push(app: Any) -> None:
    from dataclasses import replace

    from dealer_trainer.arbiter import TraineeAction

    app.settings = replace(app.settings, mode="learn")
    table = shots.open_drill(app, "side-pots", shots.upto("side-pots", "award"))
    table.send(TraineeAction("award", pot=2, to=(1,)))
    table.anim.finish()
    _hover(app, _pot_centre(table, 2))


SCREENS = {"showdown-read": scene_read, "showdown-push": scene_push}


def main() -> int:
    return shots.main(SCREENS, Path("/work/shots/showdown"), __doc__)


if __name__ == "__main__":
    sys.exit(main())
