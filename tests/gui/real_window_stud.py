"""CONTRACT.md's stud drill dealt by real input in a real X window (issue 26): run by
test_real_window_stud.py as `python tests/gui/real_window_stud.py OUT_DIR`.

Starts Xvfb (bench/real_window.py's), opens `stud-exposed-downcard` in the trainer's App with
SDL's own X11 driver, and from a second thread deals it with xdotool from the drill's
solution, as a dealer would: a click on the deck to shuffle and to cut, a click on a betting
spot for the antes, every card dragged from the deck to its seat (the door card dealt down
after the exposure: the drag with Shift held), each burn dragged to the burns, the disc
dragged from the middle to the seat that brings in and to each street's first to act, C to
collect, D for the showdown, each hand read on the card (clicks), the pot dragged to its
winner. Then it closes the window and prints, as JSON, the arbiter's table and result.
"""

from __future__ import annotations

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
from real_window_plo8 import in_a_window, read_on_card  # noqa: E402

DRILL = "stud-exposed-downcard"


def settle(table, done: list[str]) -> None:
    """The bots act (fast): wait till none may and nothing glides."""
    end = time.time() + 30
    while time.time() < end and (table.session.players_may_act or table.anim.busy):
        time.sleep(0.2)
    time.sleep(0.4)
    done.append("wait")


def deal_by_drags(p: Player, app, actions, done: list[str]) -> None:
    try:
        p.find_window()
        time.sleep(1.0)
        table = app.top
        for a in actions:
            gesture(p, table, a, done)
        time.sleep(0.8)
    except Exception:
        done.append("error: " + traceback.format_exc())
    finally:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.QUIT))


def gesture(p: Player, table, a, done: list[str]) -> None:
    """One action of a stud solution by the dealer's gesture in the window."""
    from dealer_trainer.gui.motion import pot_slots
    from dealer_trainer.gui.stud_layout import disc_home

    L = table.layout
    n = a.name
    if n in ("shuffle", "cut"):
        p.click(L.deck.center, pause=0.5)
    elif n == "antes":  # a click on a betting spot sweeps them in
        p.click(L.seats[min(L.occupied)].bet.center, pause=0.5)
        done.append("antes")
    elif n in ("deal", "deal_down", "deal_up"):
        for seat in a.seats or (a.seat,):
            other = n != "deal"  # the face the street does not call for: Shift held
            if other:
                p.run("keydown", "--window", p.wid, "shift")
            p.drag(L.deck.center, L.seats[seat].box.center, pause=0.3,
                   shot="door-down" if other else None)
            if other:
                p.run("keyup", "--window", p.wid, "shift")
            done.append(f"{n} {seat}")
    elif n in ("bring_in", "first_to_act"):
        p.drag(disc_home(L).center, L.seats[a.seat].box.center, pause=0.5,
               shot="disc" if n == "bring_in" else None)
        done.append(f"{n} {a.seat}")
        if n == "bring_in":
            p.shot("bring-in")
    elif n == "burn":
        p.drag(L.deck.center, L.burn.center, pause=0.4)
        done.append("burn")
    elif n == "wait":
        settle(table, done)
    elif n == "collect":
        p.key("c", pause=0.8)
        done.append("collect")
    elif n == "showdown":
        p.key("d", pause=1.2)
        done.append("showdown")
    elif n == "read":
        read_on_card(p, table, a)
        done.append(f"read {a.seat}")
    elif n == "award":
        box = L.pot_boxes(len(pot_slots(table.session.snap)))[a.pot]
        p.drag(box.center, L.seats[a.to[0]].box.center, pause=1.0)
        done.append(f"push {a.to[0]}")
        p.shot("passed")
    else:
        raise AssertionError(f"no gesture for {n}")


def main(out: Path) -> int:
    return in_a_window(out, DRILL, deal_by_drags, report)


def report(app, session, done: list[str], out: Path) -> None:
    """The table the arbiter holds after the drags, one JSON line."""
    arb = session.arb
    result = arb.result()
    final = result["final"]
    mine = [s for s in arb.steps if s.act is not None and s.act.name != "wait"]
    print(json.dumps({
        "passed": result["passed"],
        "stacks": final["stacks"],
        "bring_in": final["bring_in"],
        "up": final["up"],
        "burns": final["burns"],
        "window": app.screen.get_size(),
        "drags": done,
        "variant": str(session.snap.variant),
        "actions": [s.action for s in mine],
        "wrong": [f"{s.action}: {s.outcome} {s.rule}" for s in arb.steps
                  if s.outcome in ("violation", "invalid")],
        "shots": sorted(q.name for q in out.glob("real-*.png")),
    }))


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
