"""The instructor's pages: a Starlette application (served by uvicorn, classroom/cli.py).

`/` the class, live (one tile per station that stepped in the last hour; `/events` pushes
each station's new tile as a server-sent event, and the page's one script, shipped in
`static/`, puts it in place; `/due` the page's "Practice due" again, while incomplete);
`/trainee/<name>` a trainee's records and weakest rules;
`/hands/<name>` a trainee's hands as one PHHS file (PHH's many-hand TOML, a download);
`/login`, `/logout` the instructor's sign-in when the page is open to the room (auth.py).
On SQLite the page is the station's own records, read-only: no tiles (a station alone
writes no status), no sign-in (it serves this computer only).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

from ..i18n import LANGUAGES, rule_name, t
from ..resources import classroom_dir
from . import auth
from .assign import Assigning, flash, today
from .live import Hub, Listener, hand_over_to
from .practice import DueBoard, trainee_practice, with_schedule
from .report import REFRESH_S, band, live_report
from .tiles import tile_of

HEARTBEAT_S = 15.0
FORM_LIMIT = 4096  # bytes: the forms here hold a password and a token
SESSION_HOURS = 12
_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}


@dataclass(frozen=True, slots=True)
class Config:
    data: str  # a postgresql:// URL, or the SQLite folder
    server: bool  # the records are on a PostgreSQL server
    open_to_room: bool  # listening beyond this computer: the instructor signs in
    where: str  # the store as it may be shown (no password)
    lang: str = "en"
    scenarios: tuple[Path, ...] = ()


class Records:
    """The store, opened once, used one request at a time (a connection is not shared)."""

    def __init__(self, data: str) -> None:
        from ..progress import ProgressStore

        self._lock = threading.Lock()
        self.store = ProgressStore.open(data)
        self.auth_db: Any = None
        if self.store.kind == "postgresql":
            from ..progress.backend_pg import open_postgres

            self.auth_db = open_postgres(data)

    def use(self, body: Callable[[Any], Any]) -> Any:
        with self._lock:
            return body(self)

    def close(self) -> None:
        self.store.close()
        if self.auth_db is not None:
            self.auth_db.close()


@lru_cache(maxsize=8)
def _titles(lang: str, folders: tuple[Path, ...]) -> dict[str, str]:
    """Drill id -> its title in `lang` (the library's, with the --scenarios folders)."""
    from ..scenarios.library import load_library

    library = load_library(list(folders), playable=False)
    return {s.id: library.text(s, lang).title for s in library.drills}


def due_board_of(config: Config) -> DueBoard:
    """The class page's "Practice due", read on a connection of its own (practice.py)."""

    def open_store() -> Any:
        from ..progress import ProgressStore

        return ProgressStore.open(config.data)

    return DueBoard(open_store, lambda: datetime.now(UTC))


def build_app(config: Config, records: Records, board: DueBoard | None = None) -> Any:
    import jinja2
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.sessions import SessionMiddleware
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, RedirectResponse, Response, StreamingResponse
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    key = secrets.token_urlsafe(32)  # the sessions' signing key: drawn at each start
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(classroom_dir() / "templates"),
        autoescape=True, undefined=jinja2.StrictUndefined,
    )
    env.globals["languages"] = LANGUAGES
    env.filters["href"] = trainee_href
    env.filters["hands_href"] = hands_href
    state: dict[str, Any] = {"records": records}
    if config.server:
        board = board or due_board_of(config)

    @asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        hub = state["hub"] = Hub()
        listener = None
        if config.server:
            listener = Listener(config.data, hand_over_to(asyncio.get_running_loop(), hub))
            listener.start()
        try:
            yield
        finally:
            if listener is not None:
                listener.stop()
            if board is not None:
                board.close()

    def lang_of(request: Request) -> str:
        asked = request.query_params.get("lang")
        if asked in LANGUAGES:
            request.session["lang"] = asked
        lang = request.session.get("lang", config.lang)
        return lang if lang in LANGUAGES else "en"

    def stored_hash() -> str | None:
        records: Records = state["records"]
        return records.use(lambda r: auth.stored_hash(r.auth_db))

    async def signed_in(request: Request) -> bool:
        if not config.open_to_room:
            return True
        given = request.session.get("in")
        if not isinstance(given, str):
            return False
        stored = await asyncio.to_thread(stored_hash)
        return stored is not None and secrets.compare_digest(given, auth.fingerprint(key, stored))

    def page(request: Request, template: str, status: int = 200, **context: Any) -> Response:
        lang = lang_of(request)
        if not isinstance(request.session.get("csrf"), str):
            request.session["csrf"] = auth.new_token()

        def tr(k: str, **p: Any) -> str:
            return t(k, lang, **p)

        html = env.get_template(template).render(
            tr=tr, lang=lang, config=config, csrf=request.session["csrf"],
            signed=config.open_to_room and bool(request.session.get("in")),
            path=request.url.path, **context,
        )
        return HTMLResponse(html, status, headers=_HEADERS)

    def guarded(handler: Callable[[Request], Awaitable[Response]]
                ) -> Callable[[Request], Awaitable[Response]]:
        async def run(request: Request) -> Response:
            if not await signed_in(request):
                if request.url.path == "/events":
                    return Response(status_code=401, headers=_HEADERS)
                return RedirectResponse("/login", status_code=303, headers=_HEADERS)
            return await handler(request)

        return run

    async def form_of(request: Request) -> dict[str, str] | None:
        """A url-encoded form (None when it is not one, or too long), and refused unless it
        comes from this site's own page (Origin) with the session's token."""
        body = await request.body()
        if len(body) > FORM_LIMIT:
            return None
        origin = request.headers.get("origin")
        host = request.headers.get("host", "")
        if origin is not None and origin.split("://", 1)[-1] != host:
            return None
        fields = {k: v[0] for k, v in parse_qs(body.decode("utf-8", "replace")).items()}
        return fields if auth.token_matches(request.session, fields.get("csrf")) else None

    def refused(request: Request) -> Response:
        return page(request, "refused.html", status=403)

    async def titles_in(lang: str) -> dict[str, str]:
        return await asyncio.to_thread(_titles, lang, config.scenarios)

    assigning = Assigning(records, titles_in, form_of, refused, config.server, lang_of)

    async def class_page(request: Request) -> Response:
        lang = lang_of(request)
        if not config.server:
            records: Records = state["records"]
            names = await asyncio.to_thread(records.use, lambda r: r.store.trainees())
            return page(request, "station.html", trainees=names)
        hub: Hub = state["hub"]
        now = datetime.now(UTC)
        titles = await asyncio.to_thread(_titles, lang, config.scenarios)
        tiles = [tile_of(s, lang, titles, now) for s in hub.current()]
        assert board is not None
        due, due_reading = board.rows(lang)  # read off the records' lock (practice.DueBoard)
        return page(request, "class.html", tiles=tiles, now=now.timestamp(),
                    grid=await assigning.grid(lang), flash=flash(request.session),
                    today=today().isoformat(), due=due, due_reading=due_reading)

    async def due_part(request: Request) -> Response:
        """The class page's "Practice due" alone: its script asks again while incomplete."""
        if board is None:
            return Response(status_code=404, headers=_HEADERS)
        due, due_reading = board.rows(lang_of(request))
        return page(request, "due.html", due=due, due_reading=due_reading)

    def tile_event(s: Any, lang: str, titles: dict[str, str], now: datetime) -> str:
        tile = tile_of(s, lang, titles, now)
        html = env.get_template("tile.html").render(
            tile=tile, tr=lambda k, **p: t(k, lang, **p), lang=lang)
        data = json.dumps({"station": s.station, "steps": s.steps, "at": tile.at,
                           "now": now.timestamp(), "html": html}, ensure_ascii=False)
        return f"event: tile\ndata: {data}\n\n"

    async def events(request: Request) -> Response:
        if not config.server:  # a station alone writes no status: nothing is live
            return Response(status_code=404, headers=_HEADERS)
        lang = lang_of(request)
        hub: Hub = state["hub"]
        titles = await asyncio.to_thread(_titles, lang, config.scenarios)
        queue = hub.subscribe()

        async def stream() -> AsyncIterator[str]:
            try:
                now = datetime.now(UTC)
                yield "retry: 1000\n\n" + "".join(tile_event(s, lang, titles, now)
                                                   for s in hub.current())
                while True:
                    try:
                        batch = await asyncio.wait_for(queue.get(), HEARTBEAT_S)
                    except TimeoutError:
                        yield ": still here\n\n"
                        continue
                    now = datetime.now(UTC)
                    yield "".join(tile_event(s, lang, titles, now) for s in batch)
            finally:
                hub.unsubscribe(queue)

        headers = {**_HEADERS, "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    async def trainee_page(request: Request) -> Response:
        lang = lang_of(request)
        name = request.path_params["name"]
        records: Records = state["records"]

        titles = await asyncio.to_thread(_titles, lang, config.scenarios)
        now = datetime.now(UTC)

        def read(r: Records) -> Any:
            known = r.store.canonical_name(name)
            if known is None:
                return None, None, None
            return known, r.store.stats(known), trainee_practice(r.store, known, lang, titles,
                                                                 now)

        known, stats, practice = await asyncio.to_thread(records.use, read)
        if known is not None and board is not None:  # the cards: a write, on a server only
            found = await asyncio.to_thread(board.schedule, known)  # off the records' lock
            practice = with_schedule(practice, found, lang)
        weakest = [] if stats is None else [
            (rule_name(r.rule, lang), r) for r in stats.rules if r.failed][:10]
        recent = [] if stats is None else [
            (f"{r.at.astimezone():%Y-%m-%d %H:%M}", titles.get(r.scenario, r.scenario), r)
            for r in stats.recent]
        return page(request, "trainee.html", status=200 if stats else 404, stats=stats,
                    name=name, weakest=weakest, recent=recent, practice=practice)

    async def hands_download(request: Request) -> Response:
        """The trainee's hands, every one recorded, as a `.phhs` file to save."""
        from ..progress.export import SUFFIX, folder_name, phhs_chunks

        name = request.path_params["name"]
        records: Records = state["records"]

        def read(r: Records) -> tuple[str | None, str]:
            known = r.store.canonical_name(name)
            if known is None:
                return None, ""
            return known, "".join(phhs_chunks(r.store.iter_hands(known), [0]))

        known, text = await asyncio.to_thread(records.use, read)
        if known is None:
            return page(request, "trainee.html", status=404, stats=None, name=name,
                        weakest=[], recent=[], practice=None)
        file = quote(folder_name(known) + SUFFIX, safe="")
        headers = {**_HEADERS, "Content-Disposition":
                   f"attachment; filename=\"hands{SUFFIX}\"; filename*=UTF-8''{file}"}
        return Response(text, media_type="application/toml; charset=utf-8", headers=headers)

    async def report_page(request: Request) -> Response:
        if not config.server:
            return RedirectResponse("/", status_code=303, headers=_HEADERS)
        lang = lang_of(request)
        titles = await titles_in(lang)
        report = await asyncio.to_thread(
            records.use, lambda r: live_report(r.store, lang, titles))
        when = datetime.now().astimezone().strftime("%H:%M:%S")
        return page(request, "report.html", report=report, refresh=REFRESH_S, when=when,
                    band=band)

    async def login(request: Request) -> Response:
        if not config.open_to_room:
            return RedirectResponse("/", status_code=303, headers=_HEADERS)
        wrong = False
        if request.method == "POST":
            fields = await form_of(request)
            if fields is None:
                return refused(request)
            stored = await asyncio.to_thread(stored_hash) or ""
            password = fields.get("password", "")
            matches = bool(stored) and await asyncio.to_thread(
                lambda: auth.password_matches(password, stored))
            if matches:
                request.session.clear()
                request.session["in"] = auth.fingerprint(key, stored)
                request.session["csrf"] = auth.new_token()
                return RedirectResponse("/", status_code=303, headers=_HEADERS)
            await asyncio.sleep(1.0)  # a guess costs a second
            wrong = True
        return page(request, "login.html", status=401 if wrong else 200, wrong=wrong)

    async def logout(request: Request) -> Response:
        fields = await form_of(request)
        if fields is None:
            return refused(request)
        request.session.clear()
        return RedirectResponse("/login" if config.open_to_room else "/", status_code=303,
                                headers=_HEADERS)

    routes = [
        Route("/", guarded(class_page)),
        Route("/events", guarded(events)),
        Route("/due", guarded(due_part)),
        Route("/trainee/{name:path}", guarded(trainee_page)),
        Route("/hands/{name:path}", guarded(hands_download)),
        Route("/login", login, methods=["GET", "POST"]),
        Route("/logout", logout, methods=["POST"]),
        Route("/report", guarded(report_page)),
        Route("/assign", guarded(assigning.assign), methods=["POST"]),
        Route("/unassign", guarded(assigning.unassign), methods=["POST"]),
        Mount("/static", StaticFiles(directory=classroom_dir() / "static"), name="static"),
    ]
    middleware = [Middleware(
        SessionMiddleware, secret_key=key, session_cookie="dealer_trainer_classroom",
        max_age=SESSION_HOURS * 3600, same_site="strict",
    )]
    return Starlette(routes=routes, middleware=middleware, lifespan=lifespan)


def trainee_href(name: str) -> str:
    return "/trainee/" + quote(name, safe="")


def hands_href(name: str) -> str:
    return "/hands/" + quote(name, safe="")
