#!/usr/bin/env python3
"""Screenshots of every screen, in every language, at each size: for a person to look at.

    python bench/shots.py [--out DIR] [--langs en,ro,pt,el,mk] [--sizes 1280x800,1920x1080]
                          [--screens menu,table-bets,...]

Headless (the dummy video driver). Writes DIR/<lang>-<W>x<H>-<screen>.png. The table states
come from the shipped drills and their reference solutions, replayed to a moment worth
seeing: bets in front of ten players, three pots at the showdown, an irregularity waiting for
its fix, the results of a drill with a wrong step.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DRILLS = ROOT / "scenarios"


def solution(drill_id: str) -> list[Any]:
    from dealer_trainer.gui.drills import load_actions

    return load_actions(DRILLS / "solutions" / f"{drill_id}.yaml")


def open_drill(app: Any, drill_id: str, actions: list[Any]) -> Any:
    from dealer_trainer.gui.drills import drill_text, load_drill
    from dealer_trainer.gui.scenes.table import TableScene
    from dealer_trainer.gui.session import DrillInfo, Session

    sc = load_drill(DRILLS / f"{drill_id}.yaml")
    lang = app.settings.lang
    title, description = drill_text(sc, lang, DRILLS)
    info = DrillInfo(sc.id, title, sc.level, description, str(sc.path))
    session = Session.drill(sc.setup, info, lang, app.settings.mode)
    table = TableScene(app, session, bots=False)
    app.push(table)
    table.replay(actions)
    return table


def upto(drill_id: str, name: str, skip: int = 0) -> list[Any]:
    """The solution's actions before its (skip+1)-th action called `name`."""
    acts = solution(drill_id)
    seen = 0
    for i, a in enumerate(acts):
        if a.name == name:
            if seen == skip:
                return acts[:i]
            seen += 1
    return acts


def scene_bets(app: Any) -> None:
    open_drill(app, "ten-handed", upto("ten-handed", "collect"))


def scene_pots(app: Any) -> None:
    open_drill(app, "side-pots", upto("side-pots", "award", 1))


def scene_irregularity(app: Any) -> None:
    acts = solution("exposed-hole-card")
    table = open_drill(app, "exposed-hole-card", [])
    for a in acts:
        table.send(a)
        if table.session.snap.banner:
            break
    table.anim.finish()


def scene_results(app: Any) -> None:
    from dealer_trainer.arbiter import TraineeAction

    acts = solution("basic-deal")
    wrong = [*acts[:4], TraineeAction("burn"), *acts[4:]]  # a burn before the deal
    table = open_drill(app, "basic-deal", wrong)
    table.results_shown = True
    app.show_results(table)


def scene_help(app: Any) -> None:
    scene_bets(app)
    app.top.show_help = True


def scene_progress(app: Any) -> None:
    from dealer_trainer.gui.scenes.progress import ProgressScene

    app.push(ProgressScene(app))


def scene_drills(app: Any) -> None:
    from dealer_trainer.gui.scenes.drills import DrillsScene

    app.push(DrillsScene(app))


def scene_settings(app: Any) -> None:
    from dealer_trainer.gui.scenes.settings import SettingsScene

    app.push(SettingsScene(app))


def money_card(app: Any, drill_id: str, name: str, mode: str | None, text: str = "") -> None:
    """Money at the table: the drill up to its first `name` step, the card open (a request
    opens its own) with `text` typed."""
    from dealer_trainer.gui import intents as I

    table = open_drill(app, drill_id, upto(drill_id, name))
    if mode is not None:
        table.draw(app.screen)  # the table as the trainee saw it before he opened the card
        table.handle(I.OpenMoneyCard(mode))
    table.draw(app.screen)  # a request's card opens as the table is drawn
    card = table.controller.card
    if card.entry is not None:
        card.entry.set_text(text)
    if mode == "read":
        card.seat = 2
        card.pick("three-of-a-kind")


def in_mode(mode: str, then: Callable[[Any], None]) -> Callable[[Any], None]:
    def scene(app: Any) -> None:
        from dataclasses import replace

        app.settings = replace(app.settings, mode=mode)
        then(app)

    return scene


def scene_audition_card(app: Any, end: bool = False, down: bool = False) -> None:
    """An audition at free deal: one hand played through in 2.5 minutes, its card with where
    the down stands (End audition: the verdict of a down ended early); `down`: a short down
    (2 hands, 4 minutes) dealt to its end, its result."""
    from dataclasses import replace

    from dealer_trainer.gui.scenes import hand_card
    from dealer_trainer.gui.scenes.table import TableScene
    from dealer_trainer.gui.session import Session

    app.settings = replace(app.settings, mode="audition", table_size=6)
    if down:
        app.settings = replace(app.settings, audition_hands=2, audition_minutes=4)
    table = TableScene(app, Session.free_deal(app.settings, seed=5), bots=False)
    app.push(table)
    table.send("burn")  # one wrong step
    for hand in range(2 if down else 1):
        if hand:
            table.next_hand()
        table.session.tick(150.0 if not down else 130.0)  # the hand's time
        arb = table.session.arb
        while not arb.is_complete:
            table.send(arb.expected()[0])
        for _ in range(4):
            table.update(1.0)
    if end:
        hand_card.end_audition(table)


def scene_motion(app: Any) -> None:
    """Mid-flight: the flop turning (its burn landed), bets on their way in before."""
    table = open_drill(app, "ten-handed", upto("ten-handed", "flop"))
    table.send("flop")
    table.anim.update(0.16)


def scene_drag(app: Any) -> None:
    """The top card held over a seat, the seat ringed as the place it would land."""
    from dealer_trainer.gui.input_map import Drag

    table = open_drill(app, "basic-deal", upto("basic-deal", "deal"))
    L = table.layout
    seat = L.occupied[1]
    c = L.seats[seat].box.center
    app.input.drag = Drag("deck", None, L.deck.center, (c[0] + 10, c[1] - 6), moved=True)


def scene_card(app: Any) -> None:
    """The drill's card before its table, its mode moved on to Learn for this run."""
    from dealer_trainer.gui.drills import drill_text, load_drill
    from dealer_trainer.gui.scenes.confirm import BriefingScene
    from dealer_trainer.gui.session import DrillInfo, Session

    sc = load_drill(DRILLS / "side-pots.yaml")
    lang = app.settings.lang
    title, description = drill_text(sc, lang, DRILLS)
    info = DrillInfo(sc.id, title, sc.level, description, str(sc.path))
    card = BriefingScene(app, Session.drill(sc.setup, info, lang))
    app.push(card)
    card.cycle_mode()


def scene_name(app: Any) -> None:
    from dealer_trainer.gui.scenes.confirm import NameScene

    app.push(NameScene(app))


def scene_start(app: Any) -> None:
    open_drill(app, "basic-deal", [])


def scene_ruling(app: Any) -> None:
    """The ruling picker (issue 14) open over a player's oversized chip."""
    drill = "ruling-oversized-chip-call"
    table = open_drill(app, drill, upto(drill, "rule"))
    table.draw(app.screen)


def scene_floor(app: Any) -> None:
    """The floor called: the solution up to and with its call_floor step."""
    acts = solution("ruling-out-of-turn-call-floor")
    i = next(n for n, a in enumerate(acts) if a.name == "call_floor")
    open_drill(app, "ruling-out-of-turn-call-floor", acts[: i + 1])


def scene_skills(app: Any, skill: str | None = None, seed: int = 3) -> None:
    from dealer_trainer.gui.scenes.skills import SkillsScene

    scene = SkillsScene(app, seed=seed)
    app.push(scene)
    if skill is not None:
        scene.start(skill)


def scene_class(app: Any) -> None:
    from dealer_trainer.gui.scenes.class_view import ClassScene

    scene = ClassScene(app)
    app.push(scene)
    scene.wait()


def seed_records(data: Path) -> None:
    """Two trainees' attempts (a clean drill, one with a step left out), for Progress and
    Class to show figures."""
    from dealer_trainer.cli import main as cli_main

    lines = (DRILLS / "solutions" / "basic-deal.yaml").read_text(encoding="utf-8").splitlines()
    i = next(n for n, line in enumerate(lines) if line.strip() == "- burn")
    broken = data / "no-burn.yaml"
    broken.write_text("\n".join(lines[:i] + lines[i + 1 :]) + "\n", encoding="utf-8")
    for who, drill, script in (
        ("Ana", "basic-deal", DRILLS / "solutions" / "basic-deal.yaml"),
        ("Ana", "basic-deal", broken),
        ("Bogdan", "basic-deal", broken),
        ("Bogdan", "premature-turn", DRILLS / "solutions" / "premature-turn.yaml"),
    ):
        path = str(DRILLS / f"{drill}.yaml")
        cli_main(["--data", str(data), "--trainee", who, "drill", path, "--script", str(script)])


SCREENS: dict[str, Callable[[Any], None]] = {
    "menu": lambda app: None,
    "name": scene_name,
    "table-start": scene_start,
    "table-ruling": scene_ruling,
    "table-floor": scene_floor,
    "skills": scene_skills,
    "skills-question": lambda app: scene_skills(app, "side-pots"),
    "skills-reading": lambda app: scene_skills(app, "hand-reading"),
    # seed 4's first chip count: four denominations, 13 to 18 chips each
    "skills-chip-count": lambda app: scene_skills(app, "chip-count", 4),
    # seed 142's first side pots: five bets on the flop, 275 in the middle
    "skills-side-pots": lambda app: scene_skills(app, "side-pots", 142),
    # seed 3's first PLO question has a straddle and a big blind all in short
    "skills-plo-pot": lambda app: scene_skills(app, "plo-pot"),
    # seed 3's first omaha-reading question is hi-lo: the low's row is shown
    "skills-omaha-reading": lambda app: scene_skills(app, "omaha-reading"),
    # seed 104's first hi-lo question: four hands, a quartered pot of 875 in 25s (odd chips)
    "skills-hilo-split": lambda app: scene_skills(app, "hilo-split", 104),
    # the stud skills: seed 1's first bring-in has eight doors (two 6s, two 7s, two 10s);
    # seed 2's first stud-first is fourth street, eight boards, a tie of K-Q by position;
    # seed 2's first stud-reading is stud hi-lo with a low (the low's row); razz: the ranks' pad
    "skills-stud-bring-in": lambda app: scene_skills(app, "stud-bring-in", 1),
    "skills-stud-first": lambda app: scene_skills(app, "stud-first", 2),
    "skills-stud-reading": lambda app: scene_skills(app, "stud-reading", 2),
    "skills-razz-reading": lambda app: scene_skills(app, "razz-reading", 3),
    "class": scene_class,
    "drills": scene_drills,
    "settings": scene_settings,
    "progress": scene_progress,
    "table-bets": scene_bets,
    "table-pots": scene_pots,
    "table-irregularity": scene_irregularity,
    "table-help": scene_help,
    "results": scene_results,
    "money-count": lambda app: money_card(app, "money-pot-count", "announce_pot", None, "700"),
    "money-pots": lambda app: money_card(app, "money-side-pots", "collect", "pots", "490 520"),
    "money-rake": lambda app: money_card(app, "money-rake-drop", "rake", "rake", "2 1"),
    "money-read": lambda app: money_card(app, "money-read-hands", "read", "read", "K"),


    "table-learn": in_mode("learn", scene_irregularity),
    "table-audition": in_mode("audition", scene_bets),
    "table-audition-card": scene_audition_card,
    "table-audition-verdict": lambda app: scene_audition_card(app, end=True),
    "table-audition-down": lambda app: scene_audition_card(app, down=True),
    "table-motion": scene_motion,
    "table-drag": scene_drag,
    "drill-card": scene_card,
}
LIVE = {"table-motion"}  # screens shot with their glides in flight


def shoot(name: str, lang: str, size: tuple[int, int], out: Path, data: Path) -> Path:
    import pygame

    from dealer_trainer.gui.app import App
    from dealer_trainer.gui.scenes.menu import MenuScene
    from dealer_trainer.gui.settings import Settings

    app = App(size, settings=Settings(lang=lang, trainee="Ana"), data_dir=data, headless=True)
    try:
        app.push(MenuScene(app))
        SCREENS[name](app)
        top = app.top
        for _ in range(3):  # pygame_gui builds some images on its first updates
            if hasattr(top, "anim") and name not in LIVE:
                top.anim.finish()
            app.update(0.016)
        app.draw()
        path = out / f"{lang}-{size[0]}x{size[1]}-{name}.png"
        pygame.image.save(app.screen, str(path))
        return path
    finally:
        app.close()


def main(
    screens: dict[str, Callable[[Any], None]] | None = None,
    out: Path = Path("/work/notes/shots/table"),
    doc: str | None = None,
) -> int:
    """The command line of this script, and of the scripts that add screens of their own
    (`screens`, shot by default; `out`, their default folder; `doc`, their docstring)."""
    if screens:
        SCREENS.update(screens)
    ap = argparse.ArgumentParser(description=(doc or __doc__ or "").splitlines()[0])
    ap.add_argument("--out", type=Path, default=out)
    ap.add_argument("--langs", default="en,ro,pt,el,mk")
    ap.add_argument("--sizes", default="1280x800,1920x1080")
    ap.add_argument("--screens", default=",".join(screens or SCREENS))
    ap.add_argument("--data", type=Path, default=None, help="progress records to show")
    args = ap.parse_args()
    import tempfile

    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dt-shots-") as tmp:
        data = args.data or Path(tmp)
        if args.data is None:
            import contextlib
            import io

            with contextlib.redirect_stdout(io.StringIO()):
                seed_records(data)
        for lang in args.langs.split(","):
            for spec in args.sizes.split(","):
                w, h = (int(x) for x in spec.split("x"))
                for name in args.screens.split(","):
                    print(shoot(name, lang, (w, h), args.out, data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
