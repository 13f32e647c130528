"""The screens of issue 25's table side, for a person to look at (not a test):

    PYTHONPATH=. python tests/gui/hilo_screens.py OUT_DIR

In each language (en, ro, pt, el, mk) at 1280x800 and 1920x1080: the PLO8 drill at its split
pot (the hands read, the pot cut into its high and low stacks, the odd chip put high, the
high half picked to push: the prompt says so) and its help (Shift+P's line), a ten-seat
free-deal Omaha hand dealt (forty hole cards, the first bets out), and the menu with Omaha
hi-lo chosen."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import conftest  # noqa: E402,F401  (pygame_gui imported against the real i18n package)
import pygame  # noqa: E402
from plo8_table import DRILL, half_point, mark_point, odd_point, to_award  # noqa: E402

from dealer_trainer.gui.app import App  # noqa: E402
from dealer_trainer.gui.scenes.menu import MenuScene  # noqa: E402
from dealer_trainer.gui.scenes.table import TableScene  # noqa: E402
from dealer_trainer.gui.session import Session  # noqa: E402
from dealer_trainer.gui.settings import Settings  # noqa: E402

LANGS = ("en", "ro", "pt", "el", "mk")
SIZES = ((1280, 800), (1920, 1080))


def app_for(size: tuple[int, int], lang: str, out: Path, **kw: object) -> App:
    app = App(size, settings=Settings(lang=lang, bot_speed="fast", **kw),  # type: ignore[arg-type]
              data_dir=out / "data", headless=True)
    app.record_progress = False
    return app


def save(app: App, path: Path) -> None:
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, str(path))


def plo8_split(size: tuple[int, int], lang: str, out: Path) -> Path:
    app = app_for(size, lang, out)
    d = to_award(app, DRILL)
    d.click(mark_point(d))  # cut: two stacks and the odd chip
    d.drag(odd_point(d), half_point(d, "high"))  # the odd chip onto the high stack
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=half_point(d, "high"),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    d.click(half_point(d, "high"))  # picked: the prompt names the high half
    path = out / f"{lang}-{size[0]}x{size[1]}-plo8-split.png"
    save(app, path)
    d.table.show_help = True
    save(app, out / f"{lang}-{size[0]}x{size[1]}-plo8-help.png")
    app.close()
    return path


def omaha_ten(size: tuple[int, int], lang: str, out: Path) -> Path:
    app = app_for(size, lang, out, variant="omaha", structure="pot-limit", table_size=10)
    session = Session.free_deal(app.settings, seed=25)
    table = TableScene(app, session, bots=False)
    app.push(table)
    arb = session.arb
    for _ in range(200):  # to the first decisions after the deal
        nxt = arb.expected()[0]
        if nxt.name not in ("shuffle", "cut", "post", "deal"):
            break
        table.send(nxt)
    for _ in range(3):
        table.send(arb.expected()[0])  # three players act: bets out
    table.anim.finish()
    path = out / f"{lang}-{size[0]}x{size[1]}-omaha-10seats.png"
    save(app, path)
    app.close()
    return path


def menu(size: tuple[int, int], lang: str, out: Path) -> Path:
    app = app_for(size, lang, out, variant="omaha-hilo", structure="pot-limit")
    app.push(MenuScene(app))
    path = out / f"{lang}-{size[0]}x{size[1]}-menu.png"
    save(app, path)
    app.close()
    return path


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGS:
        for size in SIZES:
            for make in (plo8_split, omaha_ten, menu):
                print(make(size, lang, out))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shots/s2"))
