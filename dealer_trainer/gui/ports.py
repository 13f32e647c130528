"""The GUI's typed edge between the app and its scenes (issue 24): what a scene may ask of the
app (`AppPort`), what the app asks of a scene (`ScenePort`), and what the table's widgets ask
of the table scene (`TablePort`). Structural types: `App`, every `Scene` and `TableScene`
satisfy them without naming them, and mypy checks each use against them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from ..arbiter import Step, TraineeAction
    from . import intents as I
    from .anim import AnimationQueue
    from .assets import Sprites, TextCache
    from .input_map import InputMap, TableTargets
    from .layout import TableLayout
    from .scenes.table import TableScene
    from .session import Session
    from .settings import Settings
    from .widgets.house_card import HouseController
    from .widgets.side_panel import SidePanel

    # what the table sends to its session: a trainee action, built whole where it is made
    # (a script's lines are parsed once, where they are read: `TableScene.replay`)
    Sendable = TraineeAction
    # a script's line as YAML gives it (a bare word or a one-key mapping: a test's, a
    # `--script` replay's), parsed once at the session's edge (`Session.apply`); no
    # controller or card of the table makes one
    Scripted = str | dict[str, object]


class ScenePort(Protocol):
    """What the app asks of a scene on its stack: its life cycle, its input, its frame."""

    name: str

    @property
    def key_hints(self) -> list[tuple[pygame_gui.elements.UIButton, str]]: ...
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def build_ui(self) -> None: ...
    def table_targets(self) -> TableTargets | None: ...
    def handle(self, intent: I.Intent) -> None: ...
    def handle_ui_event(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def lively(self) -> bool: ...
    def look_key(self) -> object: ...
    def dirty(self) -> list[pygame.Rect] | None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def draw_over(self, surface: pygame.Surface) -> None: ...


class AppPort(Protocol):
    """What a scene may ask of the app: the window's size and scale, the renderers, the
    widgets' manager, the settings and the trainee's files, and the moves between scenes."""

    settings: Settings
    size: tuple[int, int]
    scale: float
    screen: pygame.Surface
    text: TextCache
    sprites: Sprites
    manager: pygame_gui.UIManager
    input: InputMap
    data_dir: Path | None
    drill_folders: tuple[Path, ...]
    notice: str
    suspended: TableScene | None  # a table left with Esc, resumable from the menu
    running: bool
    record_progress: bool
    headless: bool

    @property
    def top(self) -> ScenePort | None: ...
    def push(self, scene: ScenePort) -> None: ...
    def pop(self) -> ScenePort | None: ...
    def replace(self, scene: ScenePort) -> None: ...
    def pop_to(self, name: str) -> None: ...
    def start_table(self, session: Session) -> None: ...
    def leave_table(self, table: TableScene) -> None: ...
    def resume_table(self) -> None: ...
    def show_results(self, table: TableScene) -> None: ...
    def save_settings(self) -> None: ...
    def _fresh_ui(self) -> None: ...  # the manager emptied for the scene on top to rebuild in


class TablePort(Protocol):
    """What the table's cards and pickers (widgets/) ask of the table scene."""

    @property
    def app(self) -> AppPort: ...
    @property
    def session(self) -> Session: ...
    @property
    def lang(self) -> str: ...
    @property
    def layout(self) -> TableLayout: ...
    @property
    def controller(self) -> HouseController: ...
    @property
    def anim(self) -> AnimationQueue: ...
    def button(self, rect: pygame.Rect, text: str, intent: I.Intent, *,  # Scene.button
               object_id: str | None = None,
               tooltip: str | None = None) -> pygame_gui.elements.UIButton: ...
    def send(self, action: Sendable, *, auto: bool = False) -> Step | None: ...
    # the corrections grid's top edge and the side panel as last drawn: where a card beside
    # the felt may go (ruling_picker.felt_or_panel)
    @property
    def corrections_top(self) -> int: ...
    @property
    def side(self) -> SidePanel: ...
    def _refresh_widgets(self, force: bool = False) -> None: ...  # its buttons, as now
