"""`classroom`: serve the instructor's pages (issue 30), called by dealer_trainer/cli.py.

It listens on 127.0.0.1 (this computer only: no password is asked) unless `--host` opens it
to the room; then the instructor signs in, and the first run asks for the password at the
terminal (`--set-password` to change it). On SQLite it serves this station's records,
read-only, and only on this computer. Bad input is one line and the exit code 2.
"""

from __future__ import annotations

import argparse
import getpass
import socket
import sys
from pathlib import Path
from typing import Any

from ..progress.backend_pg import redacted
from ..progress.paths import DataLocationError, data_location
from ..scenarios.terminal import printable
from . import auth

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8030
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


def _err(message: str) -> int:
    print(printable(f"dealer-trainer: classroom: {message}"), file=sys.stderr)
    return 2


def _missing_stack() -> str:
    for name in ("starlette", "uvicorn", "jinja2", "itsdangerous"):
        try:
            __import__(name)
        except ImportError:
            return name
    return ""


def _port(text: Any) -> int | None:
    try:
        port = int(text)
    except (TypeError, ValueError):
        return None
    return port if 1 <= port <= 65535 else None


def _free(host: str, port: int) -> str:
    """"" when `host:port` can be listened on, else why not."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as e:
        return f"--host {host}: no such address ({e.strerror})"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as e:
            return f"cannot listen on {host}:{port}: {e.strerror or e}"
    return ""


def _read_password(prompt: str) -> str:
    """At a terminal, asked twice without echo; otherwise one line of the input."""
    if sys.stdin.isatty():
        first = getpass.getpass(prompt)
        if getpass.getpass("The same again: ") != first:
            raise auth.PasswordError("the two passwords differ")
        return first
    return sys.stdin.readline()


def cmd_classroom(args: argparse.Namespace) -> int:
    from ..progress.store import ProgressError

    host = args.host or DEFAULT_HOST
    port = _port(args.port if args.port is not None else DEFAULT_PORT)
    if port is None:
        return _err(f"--port {args.port}: give a port number from 1 to 65535")
    missing = _missing_stack()
    if missing:
        return _err(f"the classroom needs {missing}: pip install -r requirements.txt")
    try:
        where = data_location(args.data)
    except DataLocationError as e:
        return _err(str(e))
    server = isinstance(where, str)
    open_to_room = host not in LOCAL_HOSTS
    if open_to_room and not server:
        return _err(
            f"--host {host}: a station's own records (SQLite, {where}) are served to this "
            "computer only; open the classroom to the room on the school's server "
            "(--data postgresql://...)"
        )
    why = _free(host, port)
    if why:
        return _err(why)
    from .app import Config, Records, build_app

    try:
        records = Records(str(where))
    except ProgressError as e:
        return _err(str(e))
    except (ValueError, OSError) as e:
        return _err(f"--data: cannot open the progress store: {e}")
    try:
        if server and (open_to_room or args.set_password):
            if not _password_ready(records, args.set_password):
                return 2
        config = Config(
            str(where), server, open_to_room, redacted(str(where)),
            getattr(args, "lang", None) or "en",
            tuple(Path(p) for p in getattr(args, "scenarios", None) or ()),
        )
        _serve(build_app(config, records), host, port, open_to_room)
    finally:
        records.close()
    return 0


def _password_ready(records: Any, change: bool) -> bool:
    """The instructor's password is in the store (asked for on the first run, or to change)."""
    from ..progress.store import ProgressError

    db = records.auth_db
    try:
        if auth.stored_hash(db) is not None and not change:
            return True
        print("The classroom is open to the room: set the instructor's password "
              f"(at least {auth.MIN_LENGTH} characters).", file=sys.stderr)
        auth.set_password(db, _read_password("Instructor's password: "))
    except auth.PasswordError as e:
        _err(f"{e}; the password was not set")
        return False
    except (ProgressError, EOFError, KeyboardInterrupt) as e:
        _err(f"the password was not set: {e or type(e).__name__}")
        return False
    print("The instructor's password is set.", file=sys.stderr)
    return True


def _serve(app: Any, host: str, port: int, open_to_room: bool) -> None:
    import uvicorn

    shown = f"[{host}]" if ":" in host else host
    reach = "open to the room: the instructor signs in" if open_to_room else \
        "this computer only (--host opens it to the room)"
    print(f"Dealer Trainer classroom on http://{shown}:{port}/ ({reach}); Ctrl+C stops it.",
          file=sys.stderr, flush=True)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on",
                            timeout_graceful_shutdown=1, access_log=False)
    uvicorn.Server(config).run()
