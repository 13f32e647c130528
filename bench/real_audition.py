#!/usr/bin/env python3
"""An audition played to its end in a real X window, by real input (issue 29, "Done when").

    python bench/real_audition.py [--size 1280x800] [--out DIR]

`main.py --mode audition --audition-hands 1 --audition-minutes 1` under Xvfb with SDL's
X11 driver, at a heads-up table (`table_size: 2` in the settings): a free-deal down of one
hand and one minute. Its first two steps (shuffle, cut) are replayed by `--script`, which
makes the free deal's table that of seed 1 (a scripted table is reproducible); the same hand
is followed headless to know each right step, and each is made in the window by real input:
the blinds' spots clicked, cards and the pot and the button by drags, C to collect, D for
the showdown, the hands read typed into the read card, the bots left to act. The button is
moved once the down's minute is over, so the hand's end is the down's: the last card is the
audition's verdict. The progress records must then hold it. Exit 0 when they do; 77
(skipped) without Xvfb, xdotool or ImageMagick's `import`; 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from real_window import (  # noqa: E402
    BOT_DELAY_S,
    DRAGGED,
    SKIP,
    Player,
    Xvfb,
    drag_gesture,
    gesture,
    missing_tools,
    pot_points,
    rule_keys,
    stop,
)

MINUTES = 1
SETTINGS = {"trainee": "Xvfb", "bot_speed": "fast", "table_size": 2}


def right_steps(data: Path) -> tuple[Any, list[Any]]:
    """The free deal's hand of seed 1 in audition mode, as the window deals it, and its
    right steps one by one (the arbiter's next each time)."""
    from dealer_trainer.gui.session import Session
    from dealer_trainer.gui.settings import read_settings

    settings, _ = read_settings(data / "gui_settings.json")
    settings = replace(settings, mode="audition", audition_hands=1, audition_minutes=MINUTES)
    session = Session.free_deal(settings, seed=1)
    arb = session.arb
    steps: list[Any] = []
    while arb.expected() and len(steps) < 400:
        steps.append(arb.expected()[0])
        arb.apply(steps[-1])
    return session.setup, steps


def play(size: tuple[int, int], out: Path) -> int:
    import yaml

    from dealer_trainer.gui.layout import compute_layout

    out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="dt-audition-"))
    (data / "gui_settings.json").write_text(json.dumps(SETTINGS), encoding="utf-8")
    setup, steps = right_steps(data)
    cfg = setup.config
    L = compute_layout(size, tuple(s.seat for s in cfg.seats))
    (data / "prefix.yaml").write_text(yaml.safe_dump(["shuffle", "cut"]), encoding="utf-8")
    pots, button = pot_points(setup, steps, L), cfg.button
    caps = rule_keys(setup, steps)  # the ruling picker's key for each `rule`, if any
    with Xvfb(size) as x:
        p = Player(x.display, out)
        trainer = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), "--data", str(data), "--size",
             f"{size[0]}x{size[1]}", "--mode", "audition", "--audition-hands", "1",
             "--audition-minutes", str(MINUTES), "--script", str(data / "prefix.yaml")],
            env={**p.env, "SDL_AUDIODRIVER": "dummy"}, stderr=subprocess.PIPE,
        )
        t0 = time.time()
        try:
            p.find_window()
            time.sleep(1.5)
            p.shot("table")
            waits = 0
            for a in steps[2:]:
                if a.name == "wait":  # the bots act by themselves: wait for the run of them
                    waits += 1
                    continue
                if waits:
                    time.sleep(waits * (BOT_DELAY_S + 0.4) + 1.5)
                    waits = 0
                pot = pots.pop(0) if a.name == "award" else (0, 0)
                if a.name == "move_button":  # the down's minute run out first (the table's
                    # clock runs slower than the wall's on a loaded machine: a margin)
                    time.sleep(max(0.0, MINUTES * 60 * 1.6 - (time.time() - t0)))
                cap = caps.pop(0) if a.name == "rule" else ""
                if a.name in DRAGGED:
                    drag_gesture(p, a, L, button, pot)
                else:
                    gesture(p, a, L, button, pot, cap)
                if a.name in ("showdown", "award"):
                    p.shot(a.name)
            time.sleep(4.0)
            p.shot("verdict")
        finally:
            err = stop(trainer)
    if err and b"Traceback" in err:
        print(err.decode(errors="replace"), file=sys.stderr)
        return 1
    return verdict(data, p.shots)


def verdict(data: Path, shots: list[Path]) -> int:
    from dealer_trainer.progress.store import ProgressStore

    with ProgressStore.open(data) as store:
        attempts = store.attempts("Xvfb")
    print("screenshots:", *map(str, shots), sep="\n  ")
    if not attempts:
        print("no audition was recorded", file=sys.stderr)
        return 1
    last = attempts[-1]
    print(f"{last.scenario}: {last.play_mode}, {len(attempts)} record(s), score {last.score}, "
          f"passed {last.passed}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--out", type=Path, default=Path("/work/notes/shots/audition"))
    args = ap.parse_args()
    lacking = missing_tools()
    if lacking:
        print(f"skipped: {', '.join(lacking)} not installed", file=sys.stderr)
        return SKIP
    w, h = (int(v) for v in args.size.split("x"))
    return play((w, h), args.out)


if __name__ == "__main__":
    sys.exit(main())
