"""error.stud_premature_card dealt by real input in a real X window (issue 26): run by
test_real_window_stud.py (through real_runs.py) as

    python tests/gui/real_window_stud_premature.py --drill DRILL --size WxH OUT_DIR

Starts Xvfb (bench/real_window.py's), opens `stud-premature-card-roberts` or `-tda` in the
trainer's App with SDL's own X11 driver at the size asked, and from a second thread deals it
with xdotool from the drill's solution as a dealer would: clicks on the deck to shuffle and to
cut, a click on a betting spot for the antes, every card dragged from the deck to its seat,
the burn dragged, the disc dragged to the bring-in and to fourth street's first to act, C to
collect; the premature card's correction by its keys and buttons: A sets the card aside
(Robert's Stud 14), a click on the side panel's "stub cards aside" button sets one stub card
per player aside, R returns the premature card to the stub (TDA RP-5-D) before the shuffle and
cut clicked again; the pot dragged to its winner. Screenshots at each of those moments. Then
it closes the window and prints, as JSON, the arbiter's result and the steps."""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "gui"))

from real_window import Player  # noqa: E402
from real_window_plo8 import in_a_window  # noqa: E402
from real_window_stud import gesture  # noqa: E402


def deal(p: Player, app, actions, done: list[str]) -> None:  # type: ignore[no-untyped-def]
    try:
        p.find_window()
        time.sleep(1.0)
        table = app.top
        waits = 0
        for a in actions:
            if a.name == "set_aside" and a.amount is None:
                p.key("a", pause=0.8)  # the premature card out of play
                done.append("set_aside")
                p.shot("set-aside")
            elif a.name == "set_aside":  # one stub card per player still in: the button
                p.click(table.widgets["set_aside_stub"].rect.center, pause=0.8)
                done.append(f"set_aside {a.amount}")
                p.shot("stub-aside")
            elif a.name == "return_to_deck":
                p.key("r", pause=0.8)  # the premature card back into the stub
                done.append("return_to_deck")
                p.shot("returned")
            else:
                gesture(p, table, a, done)
                if a.name == "wait":
                    waits += 1
                    if waits == 1:  # the round went on with the card dealt too soon
                        p.shot("premature")
        time.sleep(0.8)
    except Exception:
        done.append("error: " + traceback.format_exc())
    finally:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.QUIT))


def report(app, session, done: list[str], out: Path) -> None:  # type: ignore[no-untyped-def]
    arb = session.arb
    result = arb.result()
    mine = [s for s in arb.steps if s.act is not None and s.act.name != "wait"]
    print(json.dumps({
        "passed": result["passed"],
        "violations": result["violations"],
        "irregularities": [(i["rule"], i["corrected"]) for i in result["irregularities"]],
        "stacks": result["final"]["stacks"],
        "window": app.screen.get_size(),
        "drags": done,
        "actions": [s.action for s in mine],
        "wrong": [f"{s.action}: {s.outcome} {s.rule}" for s in arb.steps
                  if s.outcome in ("violation", "invalid")],
        "shots": sorted(q.name for q in out.glob("real-*.png")),
    }))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--drill", default="stud-premature-card-roberts")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("out", type=Path)
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    return in_a_window(args.out, args.drill, deal, report, size=(w, h))


if __name__ == "__main__":
    sys.exit(main())
