"""A mix and a free-deal session on screen (issues 26 and 27), for a person to look at (not a
test):

    PYTHONPATH=. python tests/gui/mix_screens.py OUT_DIR

In each language (en, ro, pt, el, mk) at 1280x800 and 1920x1080: the HORSE drill
(`horse-rotation`) dealt by its solution's gestures into its stud hand (reached by the mix:
the felt names the game and the next one, the disc frozen at its seat), and a free-deal
session in hold'em and in stud with a player sitting out and a new player at the table."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import conftest  # noqa: E402,F401  (pygame_gui imported against the real i18n package)
from gui_driver import Driver  # noqa: E402
from stud_screens import LANGS, SIZES, app_for, save  # noqa: E402
from stud_table import gesture, on_table  # noqa: E402
from test_free_deal_session import GAMES, early_seed  # noqa: E402

from dealer_trainer.gui.drills import load_actions  # noqa: E402
from dealer_trainer.gui.scenes.menu import MenuScene  # noqa: E402
from dealer_trainer.gui.scenes.table import TableScene  # noqa: E402
from dealer_trainer.gui.session import Session  # noqa: E402

ROOT = HERE.parents[1]
HORSE = ROOT / "scenarios" / "horse-rotation.yaml"


def horse(size: tuple[int, int], lang: str, out: Path) -> None:
    """The HORSE drill into its stud hand, fourth street dealt and its first to act named."""
    app = app_for(size, lang, out)
    d = on_table(app, HORSE)
    names = []
    for a in load_actions(ROOT / "scenarios" / "solutions" / "horse-rotation.yaml"):
        gesture(d, a)
        if d.snap.variant == "stud":
            names.append(a.name)
            if names.count("first_to_act") == 1:
                break
    save(app, out / f"{lang}-{size[0]}x{size[1]}-mix-stud.png")


def session(size: tuple[int, int], lang: str, out: Path, variant: str) -> None:
    """A free-deal session dealt until one player sits out while a new player is seated,
    shown mid-deal of the next hand."""
    app = app_for(size, lang, out)
    app.settings = replace(app.settings, variant=variant, structure=GAMES[variant],
                           mistakes="off", asks="off")
    seed = early_seed(app.settings)
    app.push(MenuScene(app))
    table = TableScene(app, Session.free_deal(app.settings, seed=seed), bots=False)
    app.push(table)
    d = Driver(app, draw=False)
    for _ in range(15):
        snap = d.snap
        new = dict(snap.newcomers)
        if set(snap.sitting_out) - set(new) and new:
            break
        arb = table.session.arb
        while not arb.is_complete:
            gesture(d, arb.expected()[0])
        for _ in range(200):
            if table.summary is not None:
                break
            d.frame(0.1)
        d.click(table.summary_btn.rect.center)
    arb = table.session.arb
    for _ in range(12):  # the deal under way: shuffle, cut, blinds or antes, a few cards
        gesture(d, arb.expected()[0])
    save(app, out / f"{lang}-{size[0]}x{size[1]}-session-{variant}.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGS:
        for size in SIZES:
            horse(size, lang, out)
            for variant in ("holdem", "stud"):
                session(size, lang, out, variant)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
