"""The chip race on the felt (issue 27), for a person to look at (not a test):

    PYTHONPATH=. python tests/gui/race_screens.py OUT_DIR

In each language (en, ro, pt, el, mk) at 1280x800 and 1920x1080: CONTRACT.md's race
(`chip-race-25s`) by gestures to its race cards dealt and one chip awarded (in progress),
and to its end (finished); Robert's race (`chip-race-roberts-5s`) after its color-up, and
with its help overlay open once."""

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
from race_table import drive, on_table, solution  # noqa: E402
from stud_screens import LANGS, SIZES, app_for, save  # noqa: E402


def race(size: tuple[int, int], lang: str, out: Path) -> None:
    tag = f"{lang}-{size[0]}x{size[1]}"
    app = app_for(size, lang, out)
    d = on_table(app)
    for i, a in enumerate(solution()):
        drive(d, a)
        if i == 14:  # the race cards out, the first chip awarded
            save(app, out / f"{tag}-race-in-progress.png")
    d.frame(0.1)
    save(app, out / f"{tag}-race-finished.png")
    app.close()
    app = app_for(size, lang, out)
    d = on_table(app, "chip-race-roberts-5s")
    for a in solution("chip-race-roberts-5s")[:4]:
        drive(d, a)
    save(app, out / f"{tag}-race-roberts-colored-up.png")
    if size == SIZES[0]:
        d.key(pygame.K_h)
        save(app, out / f"{tag}-race-help.png")
    app.close()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGS:
        for size in SIZES:
            race(size, lang, out)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("race-screens"))
