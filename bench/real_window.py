#!/usr/bin/env python3
"""The trainer in a real X window, played to the end by real mouse clicks and keys.

    python bench/real_window.py [--drill basic-deal] [--size 1280x800] [--out DIR] [--drag]
                                [--mode learn|practice|audition]

Starts Xvfb on a free display, runs `main.py play scenarios/<drill>.yaml` in it (the real
SDL X11 driver, not the dummy one), and drives it with xdotool from the drill's reference
solution: Enter on the drill's card, a click on the deck to shuffle and again to cut, a click
on each blind's spot and on each seat to pitch, C to collect, a click on the burn pile and on
the board, D for the showdown, a click on the pot and on the winner, a click on the button
and on the next seat. With `--drag` every card, pot and the button move by real drags
instead (press, move, release): the top card to each seat, to the burns and to the board, the
pot to its winner, the button disc to its seat. The players' decisions are the bots' (the
script waits for them).
Screenshots of the root window are saved along the way (`import`, ImageMagick). At the end
the progress records must hold a passed attempt of that drill.

Exit 0 when the drill was passed; 77 (skipped) when Xvfb, xdotool or ImageMagick's `import`
is missing, with the reason on stderr; 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SKIP = 77
BOT_DELAY_S = 0.35  # bot_speed "fast"
BLANK_PNG = 10_000  # bytes: a shot this small is a screen of one colour (the test asks more)


def missing_tools() -> list[str]:
    return [t for t in ("Xvfb", "xdotool", "import") if shutil.which(t) is None]


class Xvfb:
    """An X server of its own: Xvfb picks a free display itself (`-displayfd`) and writes its
    number when it is ready, so that runs started at the same moment (the test suite plays
    several at once, and other users may too) never pick the same display."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""

    def __enter__(self) -> Xvfb:
        import select

        screen = f"{self.size[0]}x{self.size[1]}x24"
        for _ in range(3):
            r, w = os.pipe()
            self.proc = subprocess.Popen(
                ["Xvfb", "-displayfd", str(w), "-screen", "0", screen, "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(w,),
            )
            os.close(w)
            number = b""
            try:
                while not number.endswith(b"\n") and select.select([r], [], [], 30)[0]:
                    got = os.read(r, 16)
                    if not got:
                        break  # it exited without a display
                    number += got
            finally:
                os.close(r)
            if number.strip().isdigit():
                self.display = f":{int(number)}"
                return self
            self.proc.kill()
            self.proc.wait()
        raise RuntimeError("Xvfb did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


class Player:
    """Real input to the trainer's window, through xdotool."""

    def __init__(self, display: str, out: Path) -> None:
        # the real X11 driver: never a dummy one inherited from a test run or a bench
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        self.env = {**env, "DISPLAY": display}
        self.out = out
        self.shots: list[Path] = []
        self.wid = ""

    def run(self, *args: str) -> str:
        return subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20
        ).stdout.strip()

    def find_window(self, timeout: float = 90.0) -> None:  # a loaded machine starts slowly
        end = time.time() + timeout
        while time.time() < end:
            # without a window manager `search --name` misses SDL's window: read each name
            for wid in self.run("search", "--class", "").split():
                if self.run("getwindowname", wid) == "Dealer Trainer":
                    self.wid = wid
                    return
            time.sleep(0.2)
        raise RuntimeError("the trainer's window did not appear")

    def click(self, pos: tuple[int, int], pause: float = 0.35) -> None:
        self.run("mousemove", "--window", self.wid, str(pos[0]), str(pos[1]))
        time.sleep(0.05)
        self.run("click", "1")
        time.sleep(pause)

    def drag(
        self, start: tuple[int, int], end: tuple[int, int], pause: float = 0.35,
        shot: str | None = None,
    ) -> None:
        """Press at `start`, move there in steps, release at `end` (a shot while held)."""
        self.run("mousemove", "--window", self.wid, str(start[0]), str(start[1]))
        time.sleep(0.05)
        self.run("mousedown", "1")
        for i in range(1, 6):
            x = start[0] + (end[0] - start[0]) * i // 5
            y = start[1] + (end[1] - start[1]) * i // 5
            self.run("mousemove", "--window", self.wid, str(x), str(y))
            time.sleep(0.03)
        if shot:
            time.sleep(0.2)
            self.shot(shot)
        self.run("mouseup", "1")
        time.sleep(pause)

    def key(self, name: str, pause: float = 0.35) -> None:
        self.run("key", "--window", self.wid, name)
        time.sleep(pause)

    def shot(self, name: str) -> Path:
        """The screen as it is now. A frame of one colour (a few KB: the window not yet drawn
        after a step, on a loaded machine) is taken again, up to three seconds later."""
        path = self.out / f"real-{len(self.shots):02d}-{name}.png"
        for _ in range(7):
            subprocess.run(
                ["import", "-window", "root", str(path)], env=self.env, check=True, timeout=30
            )
            if path.stat().st_size > BLANK_PNG:
                break
            time.sleep(0.5)
        self.shots.append(path)
        return path


def play(
    drill: str, size: tuple[int, int], out: Path, drag: bool = False, mode: str = "practice",
    start: int = 0,
) -> int:
    from dealer_trainer.gui.drills import load_actions, load_drill
    from dealer_trainer.gui.layout import compute_layout

    sc = load_drill(ROOT / "scenarios" / f"{drill}.yaml")
    actions = load_actions(ROOT / "scenarios" / "solutions" / f"{drill}.yaml")
    cfg = sc.setup.config
    L = compute_layout(size, tuple(s.seat for s in cfg.seats))
    button = cfg.button
    out.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="dt-real-"))
    (data / "gui_settings.json").write_text(
        json.dumps({"trainee": "Xvfb", "bot_speed": "fast"}), encoding="utf-8"
    )
    with Xvfb(size) as x:
        p = Player(x.display, out)
        trainer = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "main.py"),
                "play",
                str(sc.path),
                "--data",
                str(data),
                "--size",
                f"{size[0]}x{size[1]}",
                "--mode",
                mode,
                *prefix_script(sc, start, data),
            ],
            env={**p.env, "SDL_AUDIODRIVER": "dummy"},
            stderr=subprocess.PIPE,
        )
        try:
            p.find_window()
            time.sleep(1.0)
            p.shot("drill-card")
            if not start:
                p.key("Return", pause=1.0)  # the card's Start
            p.shot("table")
            held = False
            pots = pot_points(sc.setup, actions, L)
            caps = rule_keys(sc.setup, actions)
            for a in actions[:start]:  # replayed by --script: the button and the pots moved
                button = a.seat if a.name == "move_button" and a.seat is not None else button
                pots = pots[1:] if a.name == "award" else pots
                caps = caps[1:] if a.name == "rule" else caps
            for a in actions[start:]:
                pot = pots.pop(0) if a.name == "award" else (0, 0)
                cap = caps.pop(0) if a.name == "rule" else ""
                if drag and a.name in DRAGGED:
                    drag_gesture(p, a, L, button, pot, shot=None if held else "held")
                    held = True
                else:
                    gesture(p, a, L, button, pot, cap)
                if a.name == "move_button" and a.seat is not None:
                    button = a.seat
                if a.name in ("flop", "showdown", "award"):
                    p.shot(a.name)
            time.sleep(4.0)  # the last glide, the end pause, the results (filled in)
            p.shot("results")
        finally:
            err = stop(trainer)
            if sys.exc_info()[0] is not None:  # no window, a lost drag: what the trainer said
                print(f"the trainer exited {trainer.returncode}; its stderr:\n"
                      f"{err.decode(errors='replace')}", file=sys.stderr)
    if err and b"Traceback" in err:
        print(err.decode(errors="replace"), file=sys.stderr)
        return 1
    return verdict(drill, data, p.shots)


def stop(trainer: subprocess.Popen[bytes]) -> bytes:
    """The trainer ended (killed if it will not stop); what it wrote on stderr."""
    trainer.terminate()
    try:
        _, err = trainer.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        trainer.kill()
        _, err = trainer.communicate()
    return err


def prefix_script(sc: Any, start: int, data: Path) -> list[str]:
    """`--script FILE` replaying the solution's first `start` actions before the window takes
    real input (a drill set up at a given moment, as an instructor would), or nothing."""
    if not start:
        return []
    import yaml

    items = yaml.safe_load((ROOT / "scenarios" / "solutions" / f"{sc.id}.yaml").read_text())
    path = data / "prefix.yaml"
    path.write_text(yaml.safe_dump(items[:start]), encoding="utf-8")
    return ["--script", str(path)]


def pot_points(setup: Any, actions: list[Any], L: Any) -> list[tuple[int, int]]:
    """Where each award's pot lies on the table when it is pushed (the solution played
    headless: side pots make a row, and a pushed pot keeps its place)."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.gui.motion import pot_slots

    arb, out = Arbiter(setup), []
    for a in actions:
        if a.name == "award":
            slots = pot_slots(arb.snapshot())
            i = [None if q is None else q.index for q in slots].index(a.pot)
            out.append(L.pot_boxes(len(slots))[i].center)
        arb.apply(a)
    return out


def rule_keys(setup: Any, actions: list[Any]) -> list[str]:
    """The picker's key for each `rule` action (the solution played headless: its keys follow
    the choices the open correction offers, `TableSnapshot.ruling`)."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.gui.input_map import ruling_key

    arb, out = Arbiter(setup), []
    for a in actions:
        asked = arb.snapshot().ruling
        if a.name == "rule":  # (none asked: the solution is wrong, and the key is too)
            out.append(ruling_key(asked.choices.index(a.ruled)) if asked is not None else "F2")
        arb.apply(a)
    return out


def gesture(
    p: Player, a: Any, L: Any, button: int, pot: tuple[int, int] = (0, 0), cap: str = "",
) -> None:
    """One trainee action as a dealer's click or key at the layout's places (`cap`: the
    ruling picker's key for a `rule`)."""
    n = a.name
    if n in ("shuffle", "cut"):
        p.click(L.deck.center, pause=0.6)
    elif n == "post":
        p.click(L.seats[a.seat].bet.center)
    elif n == "deal":
        p.click(L.seats[a.seat].box.center, pause=0.25)
    elif n == "wait":  # the bots decide, one after another
        time.sleep(a.count * (BOT_DELAY_S + 0.5) + 1.5)  # generous: a loaded machine is slow
    elif n == "collect":
        p.key("c", pause=0.8)
    elif n == "burn":
        p.click(L.burn.center, pause=0.5)
    elif n in ("flop", "turn", "river"):
        p.click(L.board_area.center, pause=0.8)
    elif n == "showdown":
        p.key("d", pause=0.8)
    elif n == "award":
        p.click(pot)
        p.click(L.seats[a.to[0]].box.center, pause=1.0)
    elif n == "move_button":
        p.click(L.seats[button].marker.center)
        p.click(L.seats[a.seat].box.center, pause=0.8)
    elif n == "read":  # I opens the read card; the seat, the hand and its ranks typed; Enter
        p.key("i", pause=0.6)
        words = " ".join([str(a.seat), a.hand.replace("-", " "), *map(str, a.ranks)])
        p.run("type", "--window", p.wid, "--delay", "60", words)
        time.sleep(0.3)
        p.shot("read-typed")
        p.key("Return", pause=0.8)
    elif n == "rule":  # the ruling picker's key (F2..), the amount typed, Enter
        p.key(cap, pause=0.5)
        if a.amount is not None:
            p.run("type", "--window", p.wid, "--delay", "80", str(a.amount))
            time.sleep(0.3)
            p.shot("ruling-typed")
            p.key("Return", pause=0.8)
    elif n in ("announce", "all_in_button"):  # deal.announce: the card's amount said, Enter
        p.key("Return", pause=0.6)
    else:
        raise RuntimeError(f"no gesture for {a} in this script")


DRAGGED = ("deal", "burn", "flop", "turn", "river", "award", "move_button")


def drag_gesture(
    p: Player, a: Any, L: Any, button: int, pot: tuple[int, int], shot: str | None = None
) -> None:
    """One trainee action as a dealer's drag: the top card, the pot or the button moved."""
    n, deck = a.name, L.deck.center
    if n == "deal":
        p.drag(deck, L.seats[a.seat].box.center, pause=0.3, shot=shot)
    elif n == "burn":
        p.drag(deck, L.burn.center, pause=0.5, shot=shot)
    elif n in ("flop", "turn", "river"):
        p.drag(deck, L.board_area.center, pause=0.8, shot=shot)
    elif n == "award":
        p.drag(pot, L.seats[a.to[0]].box.center, pause=1.0, shot=shot)
    elif n == "move_button":
        p.drag(L.seats[button].marker.center, L.seats[a.seat].box.center, pause=0.8, shot=shot)


def verdict(drill: str, data: Path, shots: list[Path]) -> int:
    """The progress records must hold a passed attempt of the drill."""
    from dealer_trainer.progress.store import ProgressStore

    with ProgressStore.open(data) as store:
        attempts = store.attempts("Xvfb")
    print("screenshots:", *map(str, shots), sep="\n  ")
    ours = [t for t in attempts if t.scenario == drill]
    if not ours:
        print(f"no attempt of {drill} was recorded", file=sys.stderr)
        return 1
    last = ours[-1]
    print(f"{drill}: score {last.score}, passed {last.passed}")
    return 0 if last.passed else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--drill", default="basic-deal")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--out", type=Path, default=Path("/work/notes/shots/table"))
    ap.add_argument("--drag", action="store_true", help="move cards, pot and button by drags")
    ap.add_argument("--mode", default="practice", choices=("learn", "practice", "audition"))
    ap.add_argument("--from-step", type=int, default=0, metavar="N",
                    help="replay the solution's first N actions (--script), then real input")
    args = ap.parse_args()
    lacking = missing_tools()
    if lacking:
        print(
            f"skipped: {', '.join(lacking)} not installed (apt-get install xvfb xdotool "
            "imagemagick)",
            file=sys.stderr,
        )
        return SKIP
    w, h = (int(v) for v in args.size.split("x"))
    return play(args.drill, (w, h), args.out, args.drag, args.mode, args.from_step)


if __name__ == "__main__":
    sys.exit(main())
