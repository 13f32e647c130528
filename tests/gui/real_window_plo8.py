"""The PLO8 drill by real input in a real X window (issue 25): run by
test_real_window_plo8.py as `python tests/gui/real_window_plo8.py OUT_DIR`.

Starts Xvfb (bench/real_window.py's), opens `plo8-split-odd-chip` in the trainer's App with
SDL's own X11 driver, and from a second thread drives it with xdotool from the drill's
solution, as a dealer would: a click on the deck to shuffle and to cut, a click on each
blind's spot, each of the sixteen hole cards dragged from the deck to its seat (omaha.deal:
four rounds), C to collect, the burns and the board dragged, the pot count typed into the card
seat 6's ask opens, D for the showdown; each hand read on the card (Read..., the seat, its
hand's button, OK: clicks), the pot cut into its high and low stacks (a click on the mark
under it), its odd chip dragged onto the high stack, the high stack dragged to seat 4 and the
low to seat 6, the button disc dragged to the next seat. Then it closes the window (a QUIT
event) and prints, as JSON, the table the arbiter holds and its result: each seat's cards,
the board, the pots, the steps judged wrong, the stacks and the halves.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from real_window import SKIP, Player, Xvfb, missing_tools  # noqa: E402

SIZE = (1280, 800)
DRILL = "plo8-split-odd-chip"


def deal_by_drags(p: Player, app, actions, done: list[str]) -> None:
    try:
        p.find_window()
        time.sleep(1.0)
        table = app.top
        L = table.layout
        for a in actions:
            if a.name in ("shuffle", "cut"):
                p.click(L.deck.center, pause=0.6)
            elif a.name == "post":
                p.click(L.seats[a.seat].bet.center, pause=0.5)
            elif a.name == "deal":  # the solution's deal: its seats in order, a card each
                for seat in a.seats or (a.seat,):
                    held = "held" if not done else None
                    p.drag(L.deck.center, L.seats[seat].box.center, pause=0.4, shot=held)
                    done.append(f"deal {seat}")
            elif a.name == "wait":  # the bots act (fast): wait till none may
                if not any(d.startswith("wait") for d in done):
                    p.shot("dealt")
                end = time.time() + 30
                while time.time() < end and (table.session.players_may_act or table.anim.busy):
                    time.sleep(0.2)
                time.sleep(0.5)
                done.append("wait")
            elif a.name == "collect":
                p.key("c", pause=1.0)
                done.append("collect")
            elif a.name == "burn":
                p.drag(L.deck.center, L.burn.center, pause=0.6)
                done.append("burn")
            elif a.name in ("flop", "turn", "river"):
                p.drag(L.deck.center, L.board_area.center, pause=1.0)
                done.append(a.name)
                if a.name == "flop":
                    p.shot("flop")
            elif a.name == "announce_pot":  # the count card opens at the ask: type, Enter
                time.sleep(0.5)
                p.run("type", "--window", p.wid, str(a.amount))
                p.key("Return", pause=0.8)
                done.append(f"pot {a.amount}")
            elif a.name == "showdown":
                p.key("d", pause=1.5)
                done.append("showdown")
                p.shot("showdown")
            elif a.name == "read":
                read_on_card(p, table, a)
                done.append(f"read {a.seat}")
            elif a.name == "award":
                push_half(p, table, a, done)
            elif a.name == "move_button":
                seats = sorted(L.occupied)  # the disc to the next seat clockwise
                to = next((s for s in seats if s > table.session.snap.button), seats[0])
                p.drag(L.seats[table.session.snap.button].marker.center, L.seats[to].box.center,
                       pause=1.5)
                done.append(f"button {to}")
                p.shot("passed")
        time.sleep(1.0)
    except Exception:
        done.append("error: " + traceback.format_exc())
    finally:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.QUIT))


def read_on_card(p: Player, table, a) -> None:
    """A tabled hand read on the money card: Read..., the seat, the hand's button, OK."""
    p.click(table.widgets["money_read"].rect.center, pause=0.6)
    p.click(table.layout.seats[a.seat].box.center, pause=0.5)
    card = table.controller.card
    p.click(card.widgets[f"hand:{a.hand}"].rect.center, pause=0.5)
    p.click(card.widgets["ok"].rect.center, pause=0.8)


def push_half(p: Player, table, a, done: list[str]) -> None:
    """A half of the pot dragged to its winner; the pot cut first (the mark under it)."""
    from dealer_trainer.gui.motion import pot_slots
    from dealer_trainer.gui.pot_halves import cut_mark, half_boxes, odd_box

    L = table.layout
    box = L.pot_boxes(len(pot_slots(table.session.snap)))[a.pot]
    if a.half and a.pot not in table.controller.cut and not any(
        q.halves_pushed for q in table.session.snap.pots
    ):
        p.click(cut_mark(box, L.scale).center, pause=0.8)
        p.shot("cut")
        done.append("cut")
        # the odd chip of the pot goes to the high stack (hilo.odd_chip)
        p.drag(odd_box(box, L.scale).center, half_boxes(box)["high"].center, pause=0.8)
        done.append("odd chip high")
    start = half_boxes(box)[a.half].center if a.half else box.center
    p.drag(start, L.seats[a.to[0]].box.center, pause=1.2, shot=f"{a.half or 'pot'}-held")
    done.append(f"push {a.half or 'whole'} {a.to[0]}")


def main(out: Path) -> int:
    return in_a_window(out, DRILL, deal_by_drags, report)


def in_a_window(out: Path, drill: str, deal, report,  # type: ignore[no-untyped-def]
                size: tuple[int, int] = SIZE) -> int:
    """The drill on the table in an X window of `size`, dealt by `deal(p, app, actions,
    done)` from a second thread; `report(app, session, done, out)` once the window is closed."""
    if missing_tools():
        print("skipped: " + ", ".join(missing_tools()), file=sys.stderr)
        return SKIP
    out.mkdir(parents=True, exist_ok=True)
    with Xvfb(size) as x:
        p = Player(x.display, out)
        os.environ.pop("SDL_VIDEODRIVER", None)  # the real X11 driver
        os.environ.update(DISPLAY=x.display, SDL_AUDIODRIVER="dummy")
        from dealer_trainer.gui.app import App
        from dealer_trainer.gui.drills import drill_text, load_actions, load_drill
        from dealer_trainer.gui.scenes.table import TableScene
        from dealer_trainer.gui.session import DrillInfo, Session
        from dealer_trainer.gui.settings import Settings

        sc = load_drill(ROOT / "scenarios" / f"{drill}.yaml")
        actions = load_actions(ROOT / "scenarios" / "solutions" / f"{drill}.yaml")
        app = App(size, settings=Settings(bot_speed="fast"), data_dir=out / "data")
        app.record_progress = False
        title, text = drill_text(sc, app.settings.lang)  # the trainee's title, never the id
        session = Session.drill(sc.setup, DrillInfo(sc.id, title, sc.level, text, str(sc.path)))
        app.push(TableScene(app, session))
        done: list[str] = []
        t = threading.Thread(target=deal, args=(p, app, actions, done), daemon=True)
        t.start()
        try:
            app.run()
        finally:
            t.join(timeout=30)
            report(app, session, done, out)
            app.close()
    return 0


def report(app, session, done: list[str], out: Path) -> None:
    """The table the arbiter holds after the drags, one JSON line."""
    snap, arb = session.snap, session.arb
    deals = [s for s in arb.steps if s.act is not None and s.act.name == "deal"]
    result = arb.result()
    final = result["final"]
    print(json.dumps({
        "passed": result["passed"],
        "stacks": final["stacks"],
        "final_pots": final["pots"],
        "awards": [s.action for s in arb.steps if s.act is not None and s.act.name == "award"],
        "window": app.screen.get_size(),
        "drags": done,
        "variant": str(snap.variant),
        "street": str(snap.street),
        "phase": str(snap.phase),
        "tabled": {str(s.seat): sum(h.face_up for h in s.hole) for s in snap.seats},
        "board": len(snap.board),
        "burns": len(snap.burns),
        "pots": [p.amount for p in snap.pots],
        "hole": {str(s.seat): len(s.hole) for s in snap.seats},
        "folded": [s.seat for s in snap.seats if s.folded],
        "muck": snap.muck_count,
        "stub": snap.stub_count,
        "deals_ok": sum(s.outcome == "ok" for s in deals),
        "wrong": [f"{s.action}: {s.outcome} {s.rule}" for s in arb.steps
                  if s.outcome in ("violation", "invalid")],
        "shots": sorted(q.name for q in out.glob("real-*.png")),
    }))


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
