#!/usr/bin/env python3
"""Screenshots of players' requests in free deal (issue 16): the asking player's bubble and
the money card open for the count, in every language, at each size; and the settings screen
with its "Players ask counts" row.

    python bench/shots_money_asks.py [--out DIR] [--langs ...] [--sizes ...]

Writes DIR/<lang>-<W>x<H>-<screen>.png, as bench/shots.py does (its `shoot`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import shots  # noqa: E402  (sets the dummy video driver and the import path)


def first_ask(structure: str, what: str) -> tuple[int, int]:
    """The first free-deal seed (and the steps before it) whose hand reaches a request for
    `what` ("announce_pot" or "announce_count"), dealt by the right steps."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.gui.freedeal import new_table, setup_for
    from dealer_trainer.gui.settings import Settings

    settings = Settings(structure=structure, asks="often")
    for seed in range(1, 400):
        arb = Arbiter(setup_for(new_table(settings, seed), settings, seed))
        for n in range(300):
            if arb.is_complete:
                break
            if any(a.name == what for a in arb.expected()):
                return seed, n
            arb.apply(arb.expected()[0])
    raise SystemExit(f"no free-deal hand asks for {what}")


def free_ask(app: Any, structure: str, what: str) -> None:
    """A free-deal table at the moment a player asks: his bubble, the card open, the right
    count typed."""
    from dataclasses import replace

    from dealer_trainer.gui.scenes.table import TableScene
    from dealer_trainer.gui.session import Session

    seed, steps = first_ask(structure, what)
    app.settings = replace(app.settings, structure=structure, asks="often")
    table = TableScene(app, Session.free_deal(app.settings, seed), bots=False)
    app.push(table)
    arb = table.session.arb
    for _ in range(steps):  # one at a time: each is the next right step
        table.send(arb.expected()[0])
    table.anim.finish()
    table.draw(app.screen)  # the card opens as the table is drawn
    right = next(a for a in arb.expected() if a.name == what)
    table.controller.card.entry.set_text(f"{right.amount:,}")


SCREENS = {
    "free-ask-pot": lambda app: free_ask(app, "pot-limit", "announce_pot"),
    "free-ask-all-in": lambda app: free_ask(app, "no-limit", "announce_count"),
    "settings": shots.scene_settings,
}


def main() -> int:
    return shots.main(SCREENS, Path("/work/shots/money"), __doc__)


if __name__ == "__main__":
    sys.exit(main())
