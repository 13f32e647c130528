"""More of the stud table's screens (issue 26), for a person to look at (not a test):

    PYTHONPATH=. python tests/gui/stud_ruling_screens.py OUT_DIR [LANG...]

In each language (en, ro, pt, el, mk) at 1280x800 and 1920x1080: the ruling picker at
stud-wrong-bring-in (its two rulings, on the true low card), the showdown's value labels in
razz and in stud hi-lo (Learn mode: every hand's value at once) and the help overlay at a razz
table ("How to deal" in stud's words)."""

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
import yaml  # noqa: E402
from stud_screens import LANGS, SIZES, app_for, save  # noqa: E402
from stud_table import DRILL, drive, on_table, to_the_read  # noqa: E402

from dealer_trainer.gui.drills import load_actions  # noqa: E402

ROOT = HERE.parents[1]
WRONG = ROOT / "scenarios" / "stud-wrong-bring-in.yaml"


def picker(size: tuple[int, int], lang: str, out: Path, tag: str) -> None:
    app = app_for(size, lang, out)
    d = on_table(app, WRONG, bots=True)
    for a in load_actions(ROOT / "scenarios" / "solutions" / "stud-wrong-bring-in.yaml"):
        if a.name == "rule":
            break
        drive(d, a)
    d.frame(n=3)
    save(app, out / f"{tag}-stud-ruling-picker.png")


def showdown(size: tuple[int, int], lang: str, out: Path, tag: str, variant: str) -> None:
    data = yaml.safe_load(DRILL.read_text())
    data["table"]["variant"] = variant
    data["deck"] = {"seed": 9}
    data.pop("mistakes")
    data.pop("players")
    path = out / "data" / f"{variant}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data))
    app = app_for(size, lang, out)
    d = on_table(app, path, mode="learn", bots=True)
    to_the_read(d)
    save(app, out / f"{tag}-{variant}-showdown.png")
    if variant == "razz":
        d.key(pygame.K_h)
        save(app, out / f"{tag}-razz-help.png")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in sys.argv[2:] or LANGS:
        for size in SIZES:
            tag = f"{lang}-{size[0]}x{size[1]}"
            picker(size, lang, out, tag)
            for variant in ("razz", "stud-hilo"):
                showdown(size, lang, out, tag, variant)
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
