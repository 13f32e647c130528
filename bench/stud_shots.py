#!/usr/bin/env python3
"""The stud table's screens for a person to look at (issue 26), in every language, at each size:

    python bench/stud_shots.py [--out DIR] [--langs en,ro,pt,el,mk] [--sizes 1280x800,1920x1080]

Headless. Writes DIR/<lang>-<W>x<H>-<screen>.png:
- `third-bring-in`: CONTRACT.md's stud drill dealt by gestures to its bring-in named;
- `fourth-open-pair`: an eight-seat stud table (a deck where a door card is paired on fourth
  street) with fourth street dealt, its first to act owed;
- `seventh`: the same kind of table, its seventh street dealt to the players still in;
- `stud-hilo-showdown`, `razz-showdown`: the hands' values at the showdown (Learn mode);
- `premature-buttons`: stud-premature-card-roberts with the premature card out, the side
  panel's correction buttons (and the same at -tda, `premature-tda`), and Robert's set-aside
  cards (`premature-stub-aside`)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
GUI = ROOT / "tests" / "gui"
sys.path.insert(0, str(GUI))
sys.path.insert(0, str(ROOT))

import conftest  # noqa: E402,F401  (pygame_gui imported against the real i18n package)
from stud_ruling_screens import showdown  # noqa: E402
from stud_screens import app_for, save  # noqa: E402
from stud_table import drive, eight_seats, on_table, solution  # noqa: E402

from dealer_trainer.gui.drills import load_actions  # noqa: E402

SCENARIOS = ROOT / "scenarios"
LATER = ("third", "fourth", "fifth", "sixth", "seventh")


def to_street(table, street: str) -> bool:  # type: ignore[no-untyped-def]
    """The arbiter's right steps until `street`'s first to act is owed (False: never)."""
    arb = table.session.arb
    named = 0  # the first to act is named before the street's round opens: count them
    for _ in range(600):
        if arb.is_complete:
            return False
        nxt = arb.expected()[0]
        if nxt.name == "first_to_act":
            named += 1
            if named == LATER.index(street):
                table.anim.finish()
                return True
        table.send(nxt)
        table.anim.finish()
    return False


def open_pair(snap) -> bool:  # type: ignore[no-untyped-def]
    for sv in snap.seats:
        up = [h.card.rank for h in sv.hole if h.face_up]
        if not sv.folded and len(up) == 2 and up[0] == up[1] and len(sv.hole) == 4:
            return True
    return False


def find_seed(out: Path, want) -> int:  # type: ignore[no-untyped-def]
    """A deck for the eight-seat table where `want(table)` holds."""
    app = app_for((1280, 800), "en", out)
    for seed in range(1, 200):
        d = on_table(app, eight_seats(out / "data", seed), bots=False)
        ok = want(d.table)
        app.pop()
        if ok:
            return seed
    raise SystemExit("no deck found")


def shots(out: Path, lang: str, size: tuple[int, int], pair: int, seventh: int) -> None:
    tag = f"{lang}-{size[0]}x{size[1]}"
    app = app_for(size, lang, out)
    d = on_table(app, bots=True)
    for a in solution():
        drive(d, a)
        if a.name == "bring_in":
            break
    save(app, out / f"{tag}-third-bring-in.png")
    for seed, street, name in ((pair, "fourth", "fourth-open-pair"),
                               (seventh, "seventh", "seventh")):
        app = app_for(size, lang, out)
        d = on_table(app, eight_seats(out / "data", seed), bots=False)
        assert to_street(d.table, street)
        save(app, out / f"{tag}-{name}.png")
    for variant in ("stud-hilo", "razz"):
        showdown(size, lang, out, tag, variant)
    for drill, name in (("stud-premature-card-roberts", "premature-buttons"),
                        ("stud-premature-card-tda", "premature-tda")):
        app = app_for(size, lang, out)
        d = on_table(app, SCENARIOS / f"{drill}.yaml", bots=True)
        for a in load_actions(SCENARIOS / "solutions" / f"{drill}.yaml"):
            if a.name in ("set_aside", "collect"):
                break
            drive(d, a)
        save(app, out / f"{tag}-{name}.png")
    # Robert's: the premature card and a stub card per player still in, set aside
    app = app_for(size, lang, out)
    drill = "stud-premature-card-roberts"
    d = on_table(app, SCENARIOS / f"{drill}.yaml", bots=True)
    for a in load_actions(SCENARIOS / "solutions" / f"{drill}.yaml"):
        d.table.send(a) if a.name == "set_aside" else drive(d, a)
        d.table.anim.finish()
        if a.name == "set_aside" and a.amount is not None:
            break
    save(app, out / f"{tag}-premature-stub-aside.png")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=Path("/work/shots/a2"))
    ap.add_argument("--langs", default="en,ro,pt,el,mk")
    ap.add_argument("--sizes", default="1280x800,1920x1080")
    args = ap.parse_args()
    out: Path = args.out
    (out / "data").mkdir(parents=True, exist_ok=True)
    pair = find_seed(out, lambda t: to_street(t, "fourth") and open_pair(t.session.snap))
    seventh = find_seed(out, lambda t: to_street(t, "seventh"))
    print("decks", pair, seventh)
    for lang in args.langs.split(","):
        for size in args.sizes.split(","):
            w, h = (int(v) for v in size.split("x"))
            shots(out, lang, (w, h), pair, seventh)
    print(out)


if __name__ == "__main__":
    main()
