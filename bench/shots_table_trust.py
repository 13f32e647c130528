#!/usr/bin/env python3
"""Screenshots of issue 29's table (helper w8): the announce card that makes the trainee say
the amount, the all-in button dragged onto the player's place, the pot as the chips that
went in, and the felt after the last push (the hands in the muck).

    python bench/shots_table_trust.py [--out DIR] [--langs ...] [--sizes ...]

Writes DIR/<lang>-<W>x<H>-<screen>.png, as bench/shots.py does (its `shoot`); --screens may
name bench/shots.py's screens too (money-read, table-audition-down: the read card, the
audition's result).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import shots  # noqa: E402  (sets the dummy video driver and the import path)


def announce_typed(app: Any) -> None:
    """The raise owed: the card with its field focused and "300" typed, Bet / Raise to."""
    table = shots.open_drill(app, "announce-bets-all-in",
                             shots.upto("announce-bets-all-in", "announce"))
    table.anim.finish()
    table.update(0.0)  # the card opens as the table is updated
    table.controller.house.entry.set_text("300")


def all_in_drag(app: Any) -> None:
    """The all-in owed: its button held over the player's place, the place ringed."""
    from dealer_trainer.gui.input_map import Drag

    table = shots.open_drill(app, "announce-bets-all-in",
                             shots.upto("announce-bets-all-in", "all_in_button"))
    table.anim.finish()
    table.update(0.0)
    disc = table.controller.house.disc
    c = table.layout.seats[4].box.center
    start = (round(disc.center[0]), round(disc.center[1]))
    app.input.drag = Drag("allin", None, start, (c[0] + 8, c[1] - 4), moved=True)


def all_in_card(app: Any) -> None:
    """The all-in owed: the announce card with the button waiting on it, to be dragged."""
    table = shots.open_drill(app, "announce-bets-all-in",
                             shots.upto("announce-bets-all-in", "all_in_button"))
    table.anim.finish()
    table.update(0.0)  # the card opens as the table is updated


def pot_chips(app: Any) -> None:
    """Side pots at the award: each pot as the chips that went in."""
    shots.open_drill(app, "side-pots", shots.upto("side-pots", "award"))


def after_push(app: Any) -> None:
    """The last pot pushed: the hands gone to the muck, the button still to move."""
    shots.open_drill(app, "basic-deal", shots.upto("basic-deal", "move_button"))


def ruling_typed(app: Any) -> None:
    """The ruling card over a raise said by the player, its amount typed (issue 29: the digits
    went to the seats once)."""
    drill = "ruling-raise-amount-said"
    table = shots.open_drill(app, drill, shots.upto(drill, "rule"))
    table.anim.finish()
    table.update(0.0)  # the picker opens as the table is updated
    picker = table.controller.picker
    picker.entry.set_text("8000")


SCREENS = {
    "announce-typed": announce_typed,
    "all-in-card": all_in_card,
    "all-in-drag": all_in_drag,
    "pot-chips": pot_chips,
    "after-push": after_push,
    "ruling-typed": ruling_typed,
}


def main() -> int:
    return shots.main(SCREENS, Path("/work/shots/a7"), __doc__)


if __name__ == "__main__":
    sys.exit(main())
