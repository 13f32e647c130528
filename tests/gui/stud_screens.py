"""The stud table's screens (issue 26), for a person to look at (not a test):

    PYTHONPATH=. python tests/gui/stud_screens.py OUT_DIR

In each language (en, ro, pt, el, mk) at 1280x800 and 1920x1080: CONTRACT.md's stud drill
dealt by gestures to its bring-in named (the Bring-in mark), to fifth street (the High board
mark) and to its end, the same drill in Learn mode with third street dealt (the bring-in
marked before it is named), and an eight-seat table (stud.table_size) with third street
dealt by the arbiter's steps, then shown with seven cards in every hand (the layout's worst
case: 56 cards, more than a deck holds with the burns)."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from itertools import cycle
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import conftest  # noqa: E402,F401  (pygame_gui imported against the real i18n package)
import pygame  # noqa: E402
from stud_table import drive, eight_seats, on_table, solution  # noqa: E402

from dealer_trainer.arbiter.snapshot import HoleView  # noqa: E402
from dealer_trainer.engine.cards import FULL_DECK  # noqa: E402
from dealer_trainer.gui.app import App  # noqa: E402
from dealer_trainer.gui.settings import Settings  # noqa: E402

LANGS = ("en", "ro", "pt", "el", "mk")
SIZES = ((1280, 800), (1920, 1080))
FACES = (False, False, True, True, True, True, False)


def app_for(size: tuple[int, int], lang: str, out: Path) -> App:
    app = App(size, settings=Settings(lang=lang, bot_speed="fast"), data_dir=out / "data",
              headless=True)
    app.record_progress = False
    return app


def save(app: App, path: Path) -> None:
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, str(path))


def drill(size: tuple[int, int], lang: str, out: Path) -> None:
    app = app_for(size, lang, out)
    d = on_table(app, bots=True)
    tag = f"{lang}-{size[0]}x{size[1]}"
    for i, a in enumerate(solution()):
        drive(d, a) if a.name != "read" else d.table.send(a)
        if a.name == "bring_in":
            save(app, out / f"{tag}-stud-bring-in.png")
        if i == 20:  # fifth street's first to act named
            save(app, out / f"{tag}-stud-fifth.png")
    save(app, out / f"{tag}-stud-over.png")
    app = app_for(size, lang, out)
    d = on_table(app, mode="learn", bots=True)
    for a in solution()[:10]:
        drive(d, a)
    save(app, out / f"{tag}-stud-learn.png")


def eight(size: tuple[int, int], lang: str, out: Path) -> None:
    app = app_for(size, lang, out)
    d = on_table(app, eight_seats(out), bots=False)
    arb, table = d.table.session.arb, d.table
    for _ in range(400):
        nxt = arb.expected()[0]
        if nxt.name == "bring_in":  # third street dealt to all eight
            break
        table.send(nxt)
    table.anim.finish()
    tag = f"{lang}-{size[0]}x{size[1]}"
    save(app, out / f"{tag}-stud-eight-third.png")
    snap = table.session.snap
    spare = cycle(FULL_DECK[::-1])  # 56 cards: a few twice
    seats = tuple(
        replace(s, hole=tuple(HoleView(next(spare), up) for up in FACES), folded=False)
        for s in snap.seats
    )
    # seventh street's cards out, the high board named (the arbiter's snapshot, seven cards a
    # hand added: more than a deck holds with the burns, the common card's case)
    table.session.snap = replace(snap, seats=seats, street="seventh", bring_in=seats[0].seat,
                                 stud_first=seats[3].seat)
    save(app, out / f"{tag}-stud-eight-seven.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    langs = sys.argv[2:] or LANGS
    for lang in langs:
        for size in SIZES:
            drill(size, lang, out)
            eight(size, lang, out)
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
