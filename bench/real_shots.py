#!/usr/bin/env python3
"""The new games' and the tournament's screens in a real X window, for a person to look at
(issues 26, 27, 29):

    python bench/real_shots.py [--out DIR] [--langs en,ro,pt,el,mk]
                               [--sizes 1280x800,1920x1080] [--what omaha,stud,...] [--jobs 2]

Each (what, language, size) is one trainer in its own Xvfb (bench/real_window.py's), dealt
by xdotool from a second thread with the arbiter's expected step each time, as a dealer would:
clicks on the deck (shuffle, cut), on a betting spot (posts, antes) and on a seat's chips
(color-up), every card, burn and board dragged from the deck, the stud disc dragged to the
bring-in and to each street's first to act, the race's chips dragged from the tray, C to
collect, D for the showdown, each hand read on the card, a ruling picked by its key with the
amount typed, the pot (or its halves, cut first) dragged to the winner. Screenshots
(`import`) at the moments worth looking at are saved as DIR/<lang>-<W>x<H>-<what>-<moment>.png.

What:
- `omaha`: omaha-misread-aces-full-board dealt to the showdown, read and pushed;
- `stud`, `razz`, `stud-hilo`: stud-exposed-downcard's table (its mistake and scripted
  players dropped: the bots decide) in that game: the bring-in, each street's upcards, the
  showdown, the pot (stud hi-lo: cut and its halves pushed);
- `race`: chip-race-25s (a tournament's color-up and chip race);
- `level`: level-change-at-shuffle (three hands, the new level from hand 3);
- `ruling`: ruling-raise-amount-said, the ruling picker open on the flop, the amount typed.

Exit 0 when every run ended without an error; 77 when Xvfb, xdotool or `import` is missing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "gui"))

from real_window import SKIP, Player, Xvfb, missing_tools  # noqa: E402

LANGS = ("en", "ro", "pt", "el", "mk")
SIZES = ("1280x800", "1920x1080")
DRILLS = {
    "omaha": "omaha-misread-aces-full-board",
    "stud": "stud-exposed-downcard",
    "razz": "stud-exposed-downcard",
    "stud-hilo": "stud-exposed-downcard",
    "race": "chip-race-25s",
    "level": "level-change-at-shuffle",
    "ruling": "ruling-raise-amount-said",
}
SEEDS = {"stud": 9, "razz": 9, "stud-hilo": 9}  # decks the bots play to a showdown


def drill_file(what: str, tmp: Path) -> Path:
    """The drill's file; for a stud game, its table in that game with no mistake, the deck
    shuffled by a seed and the bots deciding."""
    path = ROOT / "scenarios" / f"{DRILLS[what]}.yaml"
    if what not in SEEDS:
        return path
    import yaml

    data = yaml.safe_load(path.read_text())
    data["id"] = f"shots-{what}"
    data["table"]["variant"] = what
    data["table"]["read_hands"] = what == "stud"
    data["deck"] = {"seed": SEEDS[what]}
    data.pop("mistakes", None)
    data.pop("players", None)
    out = tmp / f"{what}.yaml"
    out.write_text(yaml.safe_dump(data))
    return out


class Shooter:
    """Shots named <tag>-<what>-<moment>.png, each moment once."""

    def __init__(self, p: Player, out: Path, tag: str) -> None:
        self.p, self.out, self.tag, self.taken = p, out, tag, set()

    def __call__(self, moment: str, again: bool = False) -> None:
        if moment in self.taken and not again:
            return
        self.taken.add(moment)
        time.sleep(0.3)
        path = self.p.shot(moment)
        path.rename(self.out / f"{self.tag}-{moment}.png")


def settle(table: Any, limit: float = 30.0) -> None:
    """The bots act (fast) and the glides land."""
    end = time.time() + limit
    time.sleep(0.3)
    while time.time() < end and (table.session.players_may_act or table.anim.busy):
        time.sleep(0.2)
    time.sleep(0.3)


def gesture(p: Player, table: Any, a: Any, shot: Shooter) -> None:
    """The expected step `a` by the dealer's real gesture."""
    from dealer_trainer.gui.motion import pot_slots
    from dealer_trainer.gui.race_table import tray_box
    from dealer_trainer.gui.stud_layout import disc_home, is_stud

    L, snap, n = table.layout, table.session.snap, a.name
    stud = is_stud(snap.variant)
    if n in ("shuffle", "cut"):
        p.click(L.deck.center, pause=0.5)
    elif n == "post":
        p.click(L.seats[a.seat].bet.center, pause=0.5)
    elif n == "antes":
        p.click(L.seats[min(L.occupied)].bet.center, pause=0.5)
    elif n == "color_up":
        p.click(L.seats[snap.race.chips[0][0]].bet.center, pause=0.6)
        shot("color-up")
    elif n == "announce_race":
        p.key("w", pause=0.5)
        p.run("type", "--window", p.wid, "--delay", "60", str(a.amount))
        shot("race-typed")
        p.key("Return", pause=0.6)
    elif n in ("award_chip", "not_raced_out"):
        if n == "award_chip":
            shot("race-dealt")
        if n == "not_raced_out":
            p.run("keydown", "--window", p.wid, "shift")
        p.drag(tray_box(L).center, L.seats[a.seat].box.center, pause=0.6)
        if n == "not_raced_out":
            p.run("keyup", "--window", p.wid, "shift")
    elif n == "remove_chips":
        shot("race-awarded")
        p.key("c", pause=0.8)
        shot("race-done")
    elif n in ("deal", "deal_down", "deal_up"):
        for seat in a.seats or (a.seat,):
            p.drag(L.deck.center, L.seats[seat].box.center, pause=0.25 if stud else 0.2)
    elif n in ("bring_in", "first_to_act"):
        p.drag(disc_home(L).center, L.seats[a.seat].box.center, pause=0.5)
        cards = max(len(sv.hole) for sv in snap.seats)  # 3 on third street ... 7 on seventh
        shot("bring-in" if n == "bring_in" else f"street{cards}-first")
    elif n == "burn":
        p.drag(L.deck.center, L.burn.center, pause=0.4)
    elif n in ("flop", "turn", "river"):
        p.drag(L.deck.center, L.board_area.center, pause=0.8)
        if n == "flop":
            shot("flop")
    elif n == "wait":
        settle(table)
    elif n == "collect":
        p.key("c", pause=0.8)
    elif n == "showdown":
        p.key("d", pause=1.2)
        shot("showdown")
    elif n == "read":
        from real_window_plo8 import read_on_card

        read_on_card(p, table, a)
    elif n == "rule":
        from dealer_trainer.gui.widgets.ruling_picker import key_of

        end = time.time() + 10
        while table.controller.picker.seat is None and time.time() < end:
            time.sleep(0.2)
        time.sleep(1.0)  # opened: drawn on the next frames (a loaded machine is slow)
        shot("ruling-picker")
        p.key(key_of(table.session, a.ruled), pause=0.5)
        if a.amount is not None:
            p.run("type", "--window", p.wid, "--delay", "80", str(a.amount))
            shot("ruling-typed")
            p.key("Return", pause=0.8)
    elif n == "announce_pot":
        time.sleep(0.5)
        p.run("type", "--window", p.wid, str(a.amount))
        p.key("Return", pause=0.8)
    elif n == "award" and a.half:
        from real_window_plo8 import push_half

        shot("split")
        push_half(p, table, a, [])
        shot(f"pushed-{a.half}")
    elif n == "award":
        box = L.pot_boxes(len(pot_slots(snap)))[a.pot]
        shot("before-push")
        p.drag(box.center, L.seats[a.to[0]].box.center, pause=1.0)
    elif n == "move_button":
        p.drag(L.seats[snap.button].marker.center, L.seats[a.seat].box.center, pause=0.8)
        shot(f"hand{table.session.arb.hand_number}-button")
    else:
        raise RuntimeError(f"no gesture for {a}")


def deal(p: Player, app: Any, shot: Shooter, log: list[str]) -> None:
    """Every expected step by its gesture, till the drill is over (or 400 steps)."""
    try:
        p.find_window()
        time.sleep(1.0)
        table = app.top
        shot("table")
        for _ in range(400):
            arb = table.session.arb
            if arb.complete:
                break
            expected = arb.expected()
            if not expected:
                break
            a = expected[0]
            log.append(a.name)
            before = len(arb.steps)
            gesture(p, table, a, shot)
            wait_still(table, arb, before)
        time.sleep(1.5)
        shot("end")
    except Exception:
        log.append("error: " + traceback.format_exc())
        try:
            shot("error")
        except Exception:  # noqa: BLE001
            pass
    finally:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.QUIT))


def wait_still(table: Any, arb: Any, before: int) -> None:
    """The step judged (the window's loop took the gesture in) and its glide landed: the next
    expected step is read only then (a loaded machine: no card dealt twice)."""
    end = time.time() + 8
    while (len(arb.steps) <= before or table.anim.busy) and time.time() < end:
        time.sleep(0.1)


def one(what: str, lang: str, size: tuple[int, int], out: Path) -> int:
    """One screen set: the drill dealt in a window, its shots saved."""
    tag = f"{lang}-{size[0]}x{size[1]}-{what}"
    work = out / "work" / tag
    work.mkdir(parents=True, exist_ok=True)
    with Xvfb(size) as x:
        p = Player(x.display, work)
        os.environ.pop("SDL_VIDEODRIVER", None)
        os.environ.update(DISPLAY=x.display, SDL_AUDIODRIVER="dummy")
        from dealer_trainer.gui.app import App
        from dealer_trainer.gui.drills import load_drill
        from dealer_trainer.gui.scenes.table import TableScene
        from dealer_trainer.gui.session import DrillInfo, Session
        from dealer_trainer.gui.settings import Settings

        sc = load_drill(drill_file(what, work))
        app = App(size, settings=Settings(lang=lang, bot_speed="fast", tour_seen=True),
                  data_dir=work / "data")
        app.record_progress = False
        session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, sc.level, "", str(sc.path)),
                                lang)
        app.push(TableScene(app, session, bots=True))
        log: list[str] = []
        t = threading.Thread(target=deal, args=(p, app, Shooter(p, out, tag), log), daemon=True)
        t.start()
        try:
            app.run()
        finally:
            t.join(timeout=30)
            result = session.arb.result()
            wrong = [f"{s.action}: {s.outcome} {s.rule}" for s in session.arb.steps
                     if s.outcome in ("violation", "invalid")]
            print(json.dumps({"run": tag, "passed": result["passed"], "wrong": wrong,
                              "steps": len(log), "error": [e for e in log if "error" in e]}))
            app.close()
    return 0 if not any("error" in e for e in log) else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("/work/shots/g8"))
    ap.add_argument("--langs", default=",".join(LANGS))
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--what", default=",".join(DRILLS))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--one", nargs=3, metavar=("WHAT", "LANG", "WxH"))
    args = ap.parse_args()
    if missing_tools():
        print("skipped: " + ", ".join(missing_tools()), file=sys.stderr)
        return SKIP
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        what, lang, wh = args.one
        w, h = (int(v) for v in wh.split("x"))
        return one(what, lang, (w, h), args.out)
    runs = [(w, lang, s) for w in args.what.split(",") for lang in args.langs.split(",")
            for s in args.sizes.split(",")]

    def run(r: tuple[str, str, str]) -> int:
        got = subprocess.run([sys.executable, __file__, "--out", str(args.out), "--one", *r],
                             capture_output=True, text=True, timeout=900)
        line = (got.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(line if got.returncode == 0 else f"{r}: rc {got.returncode} {line}\n"
              f"{got.stderr[-2000:]}", flush=True)
        return got.returncode

    with ThreadPoolExecutor(args.jobs) as pool:
        codes = list(pool.map(run, runs))
    return 0 if not any(codes) else 1


if __name__ == "__main__":
    sys.exit(main())
