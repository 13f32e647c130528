"""The window, the scene stack and the frame loop; `run_gui` is what the command line calls.

`python main.py` opens the menu; `play FILE` opens the table on one drill. With
`--screenshot FILE.png` nothing is shown: the screen is drawn once, off-screen (after
replaying `--script`, every glide landed), saved, and the program exits.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    import pygame

    from ..arbiter import TraineeAction
    from ..scenarios import Scenario
    from .ports import ScenePort
    from .scenes.table import TableScene
    from .session import Session
    from .settings import Settings

DEFAULT_SIZE = (1280, 800)
# Frames a second while something moves or the trainee has just done something, and while
# nothing does: an idle table waits for events instead of redrawing at full speed.
LIVELY_FPS = 60
IDLE_FPS = 8
LIVELY_AFTER_INPUT_S = 1.5  # hover highlights, a press and a tooltip (1 s) settle within this
IDLE_NAP_MS = 25  # an idle loop checks for input this often (SDL's own wait polls every 1 ms)
REDRAW_AT_LEAST_S = 5.0  # an idle screen whose look has not changed is still redrawn this often
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's own framebuffer (X11: a shared-memory image), not SDL's OpenGL texture: with it
# `display.update(rects)` sends only those rectangles (dirty.py). Through the texture every
# update draws the whole window again, and where OpenGL is Mesa's llvmpipe (no GPU: Xvfb, a
# VM, a remote X) that runs in this process: 4.3 ms of CPU a flip at 1920x1080 against 0.1 ms,
# and 2.5 ms a frame of dirty rectangles against 0.06 (issue 29). SDL reads the variable when
# the window is made; one set before (SDL_FRAMEBUFFER_ACCELERATION=1) wins.
FRAMEBUFFER = "SDL_FRAMEBUFFER_ACCELERATION"


class App:
    """Owns pygame, the window, the pygame_gui manager and the stack of scenes."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        *,
        settings: Settings | None = None,
        data_dir: Path | None = None,
        headless: bool = False,
    ) -> None:
        import pygame

        from .assets import Sprites, TextCache
        from .input_map import InputMap
        from .layout import scale_for
        from .settings import read_settings, settings_path
        from .ui import make_manager
        from .window import Resizes, at_least_minimum, layout_size, set_minimum_window_size

        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        os.environ.setdefault(FRAMEBUFFER, "0")
        pygame.display.init()
        pygame.font.init()
        self.pygame = pygame
        self.headless = headless
        self.data_dir = data_dir
        from ..scenarios.library import drill_folders

        self.drill_folders: tuple[Path, ...] = drill_folders()  # run_gui adds --scenarios
        self._settings_path = settings_path(data_dir)
        settings_note = ""
        # no settings saved yet: a first start (the name prompt is shown once)
        self.has_settings_file = bool(self._settings_path and self._settings_path.exists())
        if settings is None:
            settings, settings_note = read_settings(self._settings_path)
        self.settings: Settings = settings
        flags = 0 if headless else pygame.RESIZABLE
        window = layout_size(size) if headless else at_least_minimum(size)
        self.screen = pygame.display.set_mode(window, flags)
        if not headless:
            set_minimum_window_size(self)
        pygame.display.set_caption("Dealer Trainer")
        pygame.key.set_repeat(0)
        self.size = layout_size(self.screen.get_size())
        self.scale = scale_for(self.size)
        self.windowed_size = self.screen.get_size()
        self.fullscreen = False
        self.resizes = Resizes()  # a drag of the window's edge: laid out once, when it ends
        self.sprites = Sprites()
        self.text = TextCache(self.sprites.fonts)
        self.input = InputMap()
        self._make_manager = make_manager
        self.manager = make_manager(self.size, self.scale)
        self.scenes: list[ScenePort] = []
        self.suspended: TableScene | None = None  # a table left with Esc, resumable from the menu
        self.running = True
        self.clock = pygame.time.Clock()
        self._drawn_key: object = None  # what the last drawn frame showed (see Scene.look_key)
        self._drawn_at = 0.0
        self.record_progress = not headless  # a headless screenshot leaves no records
        from .dirty import Shown

        self.shown = Shown()  # what each frame sends to the window (dirty.py)
        self.full_flip = False  # show every frame whole (bench/gui.py --full-flip compares)
        # the last thing the trainee must be told about his files (shown on the menu)
        self.notice = settings_note

    # --- the stack -----------------------------------------------------------------------------

    @property
    def top(self) -> ScenePort | None:
        return self.scenes[-1] if self.scenes else None

    def _fresh_ui(self) -> None:
        """The manager emptied for the scene on top to build its widgets in."""
        self.manager.clear_and_reset()
        self._forget_widgets()

    def _forget_widgets(self) -> None:
        """Nothing of ours keeps the widgets of the last build: a dead button kept (a scene's
        key hint) keeps its manager alive, and with it the manager's ~28 open font files."""
        self.input.unbind_all()
        for scene in (*self.scenes, self.suspended):
            if scene is not None:
                scene.key_hints.clear()

    def push(self, scene: ScenePort) -> None:
        if self.top is not None:
            self.top.exit()
        self.scenes.append(scene)
        self._fresh_ui()
        scene.enter()

    def pop(self) -> ScenePort | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if not self.scenes:
            self.running = False
            return scene
        self._fresh_ui()
        self.scenes[-1].enter()
        return scene

    def replace(self, scene: ScenePort) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        self._fresh_ui()
        scene.enter()

    def pop_to(self, name: str) -> None:
        """Pop scenes until one called `name` is on top (or only one is left)."""
        while len(self.scenes) > 1 and self.scenes[-1].name != name:
            self.scenes.pop().exit()
        self._fresh_ui()
        self.scenes[-1].enter()

    # --- scene-to-scene moves ------------------------------------------------------------------

    def start_table(self, session: Session) -> None:
        from .scenes.table import TableScene

        self.suspended = None
        while len(self.scenes) > 1 and self.scenes[-1].name != "menu":
            self.scenes.pop().exit()
        self.push(TableScene(self, session))

    def leave_table(self, table: TableScene) -> None:
        """Esc at the table: back to the menu, the hand kept for Resume."""
        if len(self.scenes) <= 1:
            from .scenes.menu import MenuScene

            self.scenes.insert(0, MenuScene(self))
        keep = not table.session.complete or table.session.free
        self.suspended = table if keep and not table.over else None
        self.pop()

    def resume_table(self) -> None:
        if self.suspended is not None:
            table, self.suspended = self.suspended, None
            self.push(table)

    def show_results(self, table: TableScene) -> None:
        from .scenes.results import ResultsScene

        self.push(ResultsScene(self, table.session))

    def save_settings(self) -> None:
        from .settings import save_settings

        note = save_settings(self.settings, self._settings_path)
        if note and note != self.notice:
            _fail(note)  # said once on stderr; on the screen until a save works
        self.notice = note  # a good file written: an older note about it is void too

    # --- window --------------------------------------------------------------------------------

    def resize(self, w: int, h: int) -> None:
        """Lay the screen out for a window of w x h now (`Resizes` says when)."""
        from .window import resize

        resize(self, w, h)

    def _rebuild_ui(self) -> None:
        from .window import rebuild

        rebuild(self)

    def toggle_fullscreen(self) -> None:
        from .window import toggle_fullscreen

        toggle_fullscreen(self)

    # --- the loop ------------------------------------------------------------------------------

    def process(self, event: pygame.event.Event) -> None:
        from . import intents as I
        from .input_map import text_focused

        pg = self.pygame
        scene = self.top
        if scene is None:
            return
        if self.input.swallow(event):  # the character of a key that acted: not typed
            return
        typing = event.type == pg.KEYDOWN and text_focused(self.manager)
        consumed = self.manager.process_events(event)
        if event.type >= pg.USEREVENT and event.type not in (pg.VIDEORESIZE,):
            scene.handle_ui_event(event)
        if consumed and event.type == pg.MOUSEBUTTONUP:
            self.input.drag = None  # a drag let go over a button: dropped on nothing
        if consumed and event.type in (
            pg.MOUSEBUTTONDOWN,
            pg.MOUSEBUTTONUP,
            pg.KEYDOWN,
            pg.TEXTINPUT,
        ):
            return
        for intent in self.input.translate(event, scene.table_targets(), typing=typing):
            if isinstance(intent, I.Quit):
                self.running = False
            elif isinstance(intent, I.ToggleFullscreen):
                self.toggle_fullscreen()
            elif isinstance(intent, I.Resized):
                self.resizes.asked(intent.w, intent.h)  # laid out when the drag is over
            else:
                scene.handle(intent)
            if self.top is not scene:  # the scene changed under us: later intents are stale
                break

    def frame(self, dt: float, *, draw: bool = True, idle: bool = False) -> bool:
        """One frame: events, update, draw (the tests drive this directly). True if any
        event came in. An `idle` frame with no event is not drawn when the scene's look is
        what was drawn last (and was drawn less than REDRAW_AT_LEAST_S ago)."""
        pg = self.pygame
        events = pg.event.get()
        for event in events:
            self.process(event)
            if not self.running:
                return True
        resized = self.resizes.due(dt)
        if resized is not None:
            self.resize(*resized)
        self.update(dt)
        if not draw:
            return bool(events)
        now = time.perf_counter()
        look = self.top.look_key() if self.top is not None else None
        key = (self.top, self.size, look)
        if idle and not events and look is not None and key == self._drawn_key:
            if now - self._drawn_at < REDRAW_AT_LEAST_S:
                return False
        self.draw()
        self._drawn_key, self._drawn_at = key, now
        self.shown.show(self)  # the changed rectangles, or a flip of the whole window
        return bool(events)

    def lively(self) -> bool:
        """Does the screen on top move by itself (glides, a pop, a pause before results)?"""
        top = self.top
        return self.resizes.pending or bool(top is not None and top.lively())

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        if self.top is not None:
            self.top.update(dt)

    def draw(self) -> None:
        scene = self.top
        if scene is None:
            return
        if self.screen.get_size() != self.size:  # a window past MAX_W x MAX_H, or being dragged
            self.screen.fill((0, 0, 0))
        scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        scene.draw_over(self.screen)

    @staticmethod
    def settle() -> None:
        """Move everything built so far out of the garbage collector's sight: a full
        collection then walks only what frames allocate (no multi-millisecond pauses)."""
        import gc

        gc.collect()
        gc.freeze()

    def run(self) -> int:
        """The loop: full speed while something moves or input arrives, IDLE_FPS otherwise
        (an idle table costs a few percent of a core, not a third of one)."""
        from .drill_list import warm

        warm(self.drill_folders, self.settings.lang, self.data_dir)  # Drills etc. open at once
        pg = self.pygame
        self.settle()
        quiet = LIVELY_AFTER_INPUT_S  # seconds since the last event (none yet)
        while self.running and self.scenes:
            idle = not (quiet < LIVELY_AFTER_INPUT_S or self.lively())
            if not idle:
                dt = self.clock.tick(LIVELY_FPS) / 1000.0
            else:  # sleep until an event comes (answered within a nap) or the idle frame is due
                slept = 0
                while slept < 1000 // IDLE_FPS and not pg.event.peek():
                    pg.time.wait(IDLE_NAP_MS)
                    slept += IDLE_NAP_MS
                dt = self.clock.tick() / 1000.0
            had_events = self.frame(min(dt, 0.15), idle=idle)
            quiet = 0.0 if had_events else quiet + dt
        return 0

    def close(self) -> None:
        from .ui import release
        self.scenes, self.suspended, self._drawn_key, self.shown._for = [], None, None, None
        release(self.manager)  # nothing names a scene (which holds the App): freed at once
        self.pygame.display.quit()


# --- the command line's entry point ------------------------------------------------------------


def _fail(message: str) -> int:
    from ..scenarios.terminal import printable, write_line

    for line in str(message).splitlines() or [""]:
        write_line(sys.stderr, printable(line))  # text from a file: controls shown escaped
    return 2


def run_gui(args: argparse.Namespace) -> int:
    """`python main.py` (free deal), `play FILE` (one drill), `--screenshot` (headless PNG).

    `--script` replays trainee actions first: before the screenshot, or in a window to start a
    drill at a given moment (an instructor's set-up)."""
    shot: Path | None = getattr(args, "screenshot", None)
    script: Path | None = getattr(args, "script", None)
    scene_name: str | None = getattr(args, "scene", None)
    if shot is not None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    if scene_name not in (None, "menu", "table", "results", "progress", "settings", "drills"):
        return _fail(f"--scene {scene_name!r}: expected menu, table, results or progress")
    from .window import parse_size

    try:
        size = parse_size(getattr(args, "size", None)) or DEFAULT_SIZE
    except ValueError as e:
        return _fail(str(e))
    from ..scenarios.library import drill_folders
    from .drills import DrillError, find_drill, load_actions

    scenario = None
    actions: list[TraineeAction] = []
    try:
        if getattr(args, "command", None) == "play":
            scenario = find_drill(args.scenario, getattr(args, "scenarios", None) or [])
        if script is not None:
            actions = load_actions(script)
    except DrillError as e:
        return _fail(str(e))

    app = App(size, data_dir=getattr(args, "data", None), headless=shot is not None)
    app.drill_folders = drill_folders(getattr(args, "scenarios", None) or [])
    try:
        from .settings import from_args

        app.settings = from_args(app.settings, args)
        first = not app.settings.trainee and not app.has_settings_file
        _open_first_scenes(app, scenario, actions, scene_name, shot is not None, first)
        if shot is not None:
            return _screenshot(app, shot)
        return app.run()
    finally:
        app.close()


def _open_first_scenes(
    app: App,
    scenario: Scenario | None,
    actions: list[TraineeAction],
    scene_name: str | None,
    headless: bool,
    first_start: bool = False,
) -> None:
    from .drills import drill_text
    from .scenes.menu import MenuScene
    from .session import DrillInfo, Session

    app.push(MenuScene(app))
    if scene_name == "menu":
        return
    if scene_name == "progress":
        from .scenes.progress import ProgressScene

        app.push(ProgressScene(app))
        return
    if scene_name == "settings":
        from .scenes.settings import SettingsScene

        app.push(SettingsScene(app))
        return
    if scene_name == "drills":
        from .scenes.drills import DrillsScene

        app.push(DrillsScene(app))
        return
    if scenario is not None:
        title, description = drill_text(scenario, app.settings.lang, Path(scenario.path).parent)
        info = DrillInfo(scenario.id, title, scenario.level, description, str(scenario.path))
        session = Session.drill(scenario.setup, info, app.settings.lang, app.settings.mode)
    elif scene_name in ("table", "results") or actions or scene_name is None:
        # `python main.py` opens the table in free-deal mode (CONTRACT.md); Esc: the menu
        # headless (screenshots, scripted replays) stays reproducible; a real table is new
        seed = 1 if headless or actions else random.randrange(1 << 30)
        session = Session.free_deal(app.settings, seed=seed)
    else:
        return
    from .scenes.table import TableScene

    if scenario is not None and not headless and not actions and scene_name is None:
        from .scenes.confirm import BriefingScene

        app.push(BriefingScene(app, session))  # `play FILE`: what the drill is, then its table
        return
    table = TableScene(app, session, bots=not headless)
    app.push(table)
    if actions:  # a screenshot of that moment, or (in a window) the drill goes on from there
        table.replay(actions)
    if scene_name == "results":
        table.results_shown = True
        app.show_results(table)
    if first_start and not headless and not actions and scene_name is None:
        from .scenes.confirm import NameScene
        from .scenes.tour import TourOffer

        app.push(TourOffer(app))  # then a guided first drill is offered (once)
        app.push(NameScene(app))  # who is training, before the first hand


def _screenshot(app: App, path: Path) -> int:
    import pygame

    from .scenes.table import TableScene

    top = app.top
    table = top if isinstance(top, TableScene) else None
    if table is not None:  # a table's glides, landed
        table.anim.finish()
    app.update(0.0)
    for _ in range(2):  # pygame_gui builds some images on its first update
        app.manager.update(0.016)
    if table is not None:
        table.anim.finish()
    app.draw()
    import io

    from ..scenarios.userfile import os_reason, write_bytes_atomic

    png = io.BytesIO()  # SDL's writer says nothing of a full disk: the write is ours
    try:
        pygame.image.save(app.screen, png, path.name)  # the format its name asks for
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, png.getvalue())
    except pygame.error as e:
        return _fail(f"{path}: cannot save the screenshot ({e})")
    except OSError as e:
        return _fail(f"{path}: cannot save the screenshot ({os_reason(e, writing=True)})")
    return 0
