#!/usr/bin/env python3
"""Screenshots of free deal as a tournament (issue 27): the Settings screen with its
Tournament row (off, and on), a tournament free-deal table (the level in the top bar), and a
session's color-up raced on the felt, in every language, at each size.

    python bench/shots_tournament.py [--out DIR] [--langs ...] [--sizes ...] [--screens ...]

Writes DIR/<lang>-<W>x<H>-<screen>.png, as bench/shots.py does (its `shoot`).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import shots  # noqa: E402  (sets the dummy video driver and the import path)


def settings_on(app: Any) -> None:
    """The Settings screen, the Tournament row on and in focus."""
    from dealer_trainer.gui.scenes.settings import OPTIONS, SettingsScene

    app.settings = replace(app.settings, tournament=True)
    scene = SettingsScene(app)
    app.push(scene)
    scene.focus = OPTIONS.index("tournament")


def free_table(app: Any, every: int = 0, variant: str = "") -> Any:
    """A tournament free-deal table (levels every `every` hands: 0, free deal's own), in
    `variant` (a stud game: limit) or the settings' game."""
    from dealer_trainer.gui.freedeal import levels_for, new_table, setup_for
    from dealer_trainer.gui.scenes.table import TableScene
    from dealer_trainer.gui.session import DrillInfo, FreeDealState, Session

    settings = replace(app.settings, tournament=True)
    if variant:
        settings = replace(settings, variant=variant, structure="limit")
    table = new_table(settings, 3)
    setup = setup_for(table, settings, 3)
    if every:
        setup = replace(setup, config=replace(
            setup.config, schedule=levels_for(setup.config.small_blind, every)))
    scene = TableScene(app, Session(setup, DrillInfo("free-deal", "", None, ""),
                                    free=FreeDealState(settings, 3, table)), bots=False)
    app.push(scene)
    return scene


def tournament_table(app: Any) -> None:
    free_table(app)


def session_race(app: Any, variant: str = "") -> None:
    """The first color-up of a session whose levels rise every two hands, its odd chips
    colored up and the count said, two race cards dealt."""
    scene = free_table(app, every=2, variant=variant)
    arb = scene.session.arb
    while arb.hand.config.race is None:
        while not arb.is_complete:
            scene.send(arb.expected()[0])
        scene.next_hand()
    for _ in range(6):
        if arb.expected()[0].name in ("award_chip", "remove_chips"):
            break
        scene.send(arb.expected()[0])


SCREENS = {
    "settings": shots.scene_settings,
    "settings-tournament": settings_on,
    "tournament-table": tournament_table,
    "session-race": session_race,
    "session-race-stud": lambda app: session_race(app, "stud"),
}


def main() -> int:
    return shots.main(SCREENS, Path("/work/shots/a4"), __doc__)


if __name__ == "__main__":
    sys.exit(main())
