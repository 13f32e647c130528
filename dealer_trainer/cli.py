"""The command line of CONTRACT.md. Thin: each command lives in the package that owns it.

Commands are imported lazily so that `drill`, `validate` and the rest never import pygame.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

TYPE_CHECKING = False  # typing is not imported for --help (mypy reads the name as True)
if TYPE_CHECKING:
    from typing import Any

COMMANDS = (
    "play", "drill", "validate", "list", "stats", "report", "export", "quiz", "check", "classroom",
)


def _terminal_columns() -> int:
    """`shutil.get_terminal_size().columns`, without importing shutil (and bz2 and lzma)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, its width found without shutil: argparse makes one for every
    argument added (to check its metavar), and its own imports shutil for the width."""

    def __init__(
        self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        width = _terminal_columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="main.py",
        description="Dealer Trainer: learn Texas Hold'em dealing procedure by doing it.",
    )
    p.add_argument("--data", default=None, help="where the progress database lives")
    p.add_argument(
        "--scenarios",
        type=Path,
        action="append",
        default=None,
        metavar="DIR",
        help="an instructor's drills folder (drills, solutions/, i18n/) added to the built-in "
        "drills; may be given more than once",
    )
    p.add_argument(
        "--screenshot",
        type=Path,
        default=None,
        help="draw the table headless, save a PNG of it and exit",
    )
    p.add_argument(
        "--script",
        type=Path,
        default=None,
        help="with --screenshot: replay these trainee actions first",
    )
    p.add_argument("--lang", default=None, choices=["en", "ro", "pt", "el", "mk"],
                   help="the trainee's language (default: English, or the GUI's saved setting)")
    p.add_argument("--trainee", default=None, help="the trainee's name")
    p.add_argument(
        "--mode", default=None, choices=["learn", "practice", "audition"],
        help="learn (fixes shown, hints free), practice (the default) or audition (no hints; "
        "free deal with mistakes); the GUI's saved setting when not given",
    )
    p.add_argument(
        "--audition-hands", default=None, metavar="N",
        help="an audition's down: at least N hands (default 10, 1 to 500)",
    )
    p.add_argument(
        "--audition-minutes", default=None, metavar="M",
        help="an audition's down: at least M minutes (default 20, 1 to 600); it ends when "
        "both its hands and its minutes are reached",
    )
    p.add_argument(
        "--mix", default=None, metavar="GAMES",
        help="free deal: a mixed game, its games in turn with commas, e.g. holdem-limit,"
        "omaha-hilo-limit,razz,stud,stud-hilo (HORSE); the button freezes through stud",
    )
    p.add_argument(
        "--hands-per-game", default=None, metavar="N",
        help="with --mix: the hands each game is dealt before the next (default 8, 1 to 100)",
    )
    p.add_argument(
        "--tournament", action="store_true",
        help="free deal: a tournament session, its blinds rising every few orbits, the "
        "small chips raced off when a level no longer needs them",
    )
    p.add_argument("--size", default=None, help="window size for --screenshot, e.g. 1920x1080")
    p.add_argument(
        "--scene", default=None, help="with --screenshot: menu, table, results, progress"
    )
    sub = p.add_subparsers(dest="command")

    sp = sub.add_parser("play", help="open the table on one drill")
    sp.add_argument("scenario", type=Path)

    sd = sub.add_parser("drill", help="run one drill headless from a script of actions")
    sd.add_argument("scenario", type=Path)
    sd.add_argument("--script", dest="drill_script", type=Path, required=True)
    sd.add_argument("--json", action="store_true", help="print one JSON object")

    sv = sub.add_parser("validate", help="check scenario files or folders of them")
    sv.add_argument(
        "paths", type=Path, nargs="*", help="default: every drills folder, built-in and added"
    )

    sub.add_parser("list", help="the drills: built-in and from --scenarios folders")

    ss = sub.add_parser("stats", help="the trainee's progress")
    ss.add_argument("--json", action="store_true")

    sr = sub.add_parser("report", help="a self-contained HTML progress report")
    sr.add_argument("--out", type=Path, required=True)
    sr.add_argument(
        "--class", dest="class_report", action="store_true",
        help="the class report: every trainee in the store, side by side",
    )

    se = sub.add_parser("export", help="the stored hands as PHH hand histories")
    se.add_argument("--phh", type=Path, required=True)
    se.add_argument(
        "--jobs", type=_jobs, default=None,
        help="processes sharing the export, by trainee (default: one per core, up to 4;"
        " one for a few hands)",
    )

    sub.add_parser(
        "check", help="read every page of the progress file; a damaged one is set aside"
    )

    sc = sub.add_parser(
        "classroom", help="serve the instructor's page of the class, live (a web page)"
    )
    sc.add_argument("--host", default=None,
                    help="where to listen (default 127.0.0.1: this computer only); another "
                    "address, e.g. 0.0.0.0, opens it to the room, behind the instructor's password")
    sc.add_argument("--port", default=None, help="the port (default 8030)")
    sc.add_argument("--set-password", action="store_true",
                    help="set (or change) the instructor's password first")

    sq = sub.add_parser("quiz", help="quick-fire practice of one money skill")
    sq.add_argument(
        "skill",
        help="pot-limit, side-pots, rake, hand-reading, chip-count, plo-pot, omaha-reading,"
        " hilo-split, stud-bring-in, stud-first, stud-reading or razz-reading",
    )
    sq.add_argument("--count", type=int, default=None, help="how many questions (default 10)")
    sq.add_argument("--seed", type=int, default=None, help="the same seed, the same questions")
    sq.add_argument("--json", action="store_true")
    sq.add_argument("--answers", type=Path, default=None, help="grade this YAML file of answers")
    return p


def _jobs(text: str) -> int:
    """`--jobs N`: a whole number of processes, at least 1."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if not 1 <= n <= 64:
        raise argparse.ArgumentTypeError(f"expected 1 to 64 processes, not {text!r}")
    return n


def _hoist_global_options(argv: list[str]) -> list[str]:
    """Let `--data`, `--lang`, `--screenshot` ... stand after the command too (CONTRACT.md)."""
    flags_with_value = {
        "--data", "--scenarios", "--screenshot", "--lang", "--trainee", "--size", "--scene",
        "--mode", "--audition-hands", "--audition-minutes", "--mix", "--hands-per-game",
    }
    if not any(a in COMMANDS for a in argv):
        return argv
    head: list[str] = []
    rest: list[str] = []
    i = 0
    cmd = next(a for a in argv if a in COMMANDS)
    while i < len(argv):
        a = argv[i]
        key = a.split("=", 1)[0]
        if key in flags_with_value:
            if "=" in a:
                head.append(a)
            elif i + 1 < len(argv):
                head += [a, argv[i + 1]]
                i += 1
            else:
                rest.append(a)
        elif key == "--script" and cmd == "play":
            head.append(a) if "=" in a else head.extend(argv[i : i + 2])
            i += 0 if "=" in a else 1
        else:
            rest.append(a)
        i += 1
    return head + rest


def main(argv: Sequence[str] | None = None) -> int:
    args_list = _hoist_global_options(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as e:  # argparse already printed a one-line usage error
        return 0 if e.code == 0 else 2
    try:
        return _dispatch(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `stats | head`: the reader left; that is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as e:  # the last guard: a user never sees a traceback
        _last_resort(e)
        return 2


def _last_resort(e: BaseException) -> None:
    """The only place a bug is named to the user: one short line, controls escaped."""
    from dealer_trainer.scenarios.terminal import printable, write_line

    text = printable(f"{type(e).__name__}: {e}")
    text = text if len(text) <= 300 else text[:297] + "..."
    write_line(sys.stderr, f"dealer-trainer: internal error: {text}")


def _mix_error(args: argparse.Namespace) -> str:
    """`--mix` / `--hands-per-game`: "" if good (the number made an int), else one line."""
    mix, n = getattr(args, "mix", None), getattr(args, "hands_per_game", None)
    if mix is None and n is None:
        return ""
    if args.command is not None:
        return "--mix and --hands-per-game are free deal's (the bare command)"
    if n is not None:
        from dealer_trainer.arbiter.rotation import MAX_HANDS_PER_GAME

        text = str(n).strip()
        if not text.isdigit() or len(text) > 4 or not 1 <= int(text) <= MAX_HANDS_PER_GAME:
            return f"--hands-per-game {str(n)[:20]!r}: expected 1 to {MAX_HANDS_PER_GAME} hands"
        args.hands_per_game = int(text)
    if mix is not None:
        from dealer_trainer.gui.settings import mix_error

        why = mix_error(str(mix))
        return f"--mix: {printable_text(why)}" if why else ""
    return ""


def printable_text(text: str) -> str:
    from dealer_trainer.scenarios.terminal import printable

    return printable(text)


def _dispatch(args: argparse.Namespace) -> int:
    cmd = args.command
    if args.data is not None:  # read as text: a Path would make "" the current folder
        from dealer_trainer.progress.paths import DataLocationError, data_argument

        try:
            args.data = data_argument(args.data)
        except DataLocationError as e:
            print(f"dealer-trainer: {e}", file=sys.stderr)
            return 2
    for folder in args.scenarios or []:
        if not folder.is_dir():
            print(f"dealer-trainer: --scenarios {folder}: no such folder", file=sys.stderr)
            return 2
    for name in ("hands", "minutes"):
        given = getattr(args, f"audition_{name}", None)
        if given is not None:
            from dealer_trainer.arbiter.audition import length_error

            why = length_error(name, given)
            if why:
                print(f"dealer-trainer: {why}", file=sys.stderr)
                return 2
            setattr(args, f"audition_{name}", int(given))
    why = _mix_error(args)
    if why:
        print(f"dealer-trainer: {why}", file=sys.stderr)
        return 2
    if cmd in (None, "play"):
        from dealer_trainer.gui.app import run_gui

        return run_gui(args)
    if cmd in ("drill", "validate", "list"):
        from dealer_trainer.scenarios import cli as scli

        if cmd == "drill" and (args.data is not None or args.trainee is not None):
            args.on_result = _drill_recorder(args)
        if cmd == "drill":
            args.on_step = _station_status(args)

        return {"drill": scli.cmd_drill, "validate": scli.cmd_validate, "list": scli.cmd_list}[cmd](
            args
        )
    if cmd == "quiz":
        from dealer_trainer.quiz.cli import cmd_quiz

        if args.answers is not None and (args.data is not None or args.trainee is not None):
            from dealer_trainer.progress.quiz_records import answers_recorder

            args.on_graded = answers_recorder(args.data, args.trainee, args.lang or "en")
        return cmd_quiz(args)
    if cmd == "classroom":
        from dealer_trainer.classroom.cli import cmd_classroom

        return cmd_classroom(args)
    from dealer_trainer.progress import cli as pcli

    commands = {"stats": pcli.cmd_stats, "report": pcli.cmd_report, "export": pcli.cmd_export}
    return {**commands, "check": pcli.cmd_check}[cmd](args)


def _station_status(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """On a server, a headless drill's steps are the station's "where I am" too (the
    classroom's tile, progress/status.py); None for an SQLite folder (the default place, with
    neither --data nor DEALER_TRAINER_DATA, is one: the progress layer is not even imported)."""
    if args.data is None and not os.environ.get("DEALER_TRAINER_DATA", "").strip():
        return None
    from dealer_trainer.progress import DEFAULT_TRAINEE
    from dealer_trainer.progress.outbox import server_place
    from dealer_trainer.progress.paths import data_location
    from dealer_trainer.progress.sender import HandedStatus
    from dealer_trainer.progress.status import Sitting, taken_at_the_end

    if server_place(args.data) is None:
        return None
    import atexit

    # the newest record kept, written by the detached sender with the attempt (or alone at
    # exit): the command never connects for it (progress/sender.py)
    writer = args.handed_status = HandedStatus(str(data_location(args.data)))
    atexit.register(writer.close)
    sitting = Sitting(writer, trainee=args.trainee or DEFAULT_TRAINEE,
                      activity=args.scenario.stem, mode=args.mode or "practice")
    return taken_at_the_end(sitting, writer.post_later)


def _handed_over(data: object, item: object, status: object = None) -> str | None:
    """The attempt kept in the outbox and sent to the server by a detached process
    (progress/sender.py); None when `data` is no server or the outbox cannot keep it (the
    attempt is then recorded here, as before)."""
    import sqlite3

    from dealer_trainer.progress.sender import hand_over

    try:
        return hand_over(data, item, status)  # type: ignore[arg-type]
    except (OSError, sqlite3.Error):
        return None


def _drill_recorder(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """With --data or --trainee, a headless drill is a recorded attempt like one in the GUI."""
    import time

    started = time.monotonic()

    def record(scenario: object, result: dict[str, object]) -> None:
        from dealer_trainer.progress import DEFAULT_TRAINEE
        from dealer_trainer.progress.outbox import Waiting, item_of, record_item, record_or_keep
        from dealer_trainer.scenarios.terminal import printable

        def into_the_store(item: Waiting) -> None:  # a folder: the store itself, here
            from dealer_trainer.progress import ProgressStore

            with ProgressStore.open(args.data) as store:
                record_item(store, item)

        try:
            item = item_of(args.trainee or DEFAULT_TRAINEE, result, mode="drill",
                           duration_s=time.monotonic() - started, lang=args.lang or "en")
            line = _handed_over(args.data, item, getattr(args, "handed_status", None))
            if line is None:
                line = record_or_keep(args.data, item, into_the_store)
        except ValueError as e:
            line = f"not recorded: {e}"
        if line:
            print(f"dealer-trainer: the attempt was {printable(line)}", file=sys.stderr)

    return record
