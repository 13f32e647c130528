"""The trainee's settings: language, house rules, game, structure, table size, bot speed, mistakes,
players' requests for counts.

Kept as JSON beside the progress database (`--data`, else the user's data folder); a file
that cannot be read gives the defaults and a note, never an error, and a save that fails
says why.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from ..arbiter.audition import (
    DEFAULT_HANDS,
    DEFAULT_MINUTES,
    MAX_HANDS,
    MAX_MINUTES,
    AuditionMarks,
)
from ..arbiter.rotation import DEFAULT_HANDS_PER_GAME, MAX_HANDS_PER_GAME, mix_names, parse_game
from ..engine.config import Game
from ..engine.preset import HouseRules
from ..engine.variant import GAMES, row
from ..scenarios.userfile import UserFileError, os_reason, read_json, write_text_atomic

LANGS = ("en", "ro", "pt", "el", "mk")
HOUSE_RULES = tuple(h.value for h in HouseRules)
STRUCTURES = tuple(g.value for g in Game)
# free deal's game (game.variant): every game the trainer deals, the stud games too (their
# hands dealt from a limit flop table, rotation.free_deal_rotation); the structures each is
# played with are its row's (engine/variant.py), never a list of this module's
VARIANTS = tuple(g.variant.value for g in GAMES.values() if g.drills)
TABLE_SIZES = tuple(range(2, 11))
BOT_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_DELAY_S = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
MISTAKE_LEVELS = ("off", "rare", "normal", "often")
MISTAKE_RATE = {"off": 0.0, "rare": 0.1, "normal": 0.25, "often": 0.5}
# free deal: how often a player asks for a count where the rules let him (the pot in pot
# limit, an all-in's size), per such spot; an audition always has them (AUDITION_ASK_RATE)
ASK_LEVELS = ("off", "rare", "normal", "often")
ASK_RATE = {"off": 0.0, "rare": 0.1, "normal": 0.2, "often": 0.4}
MODES = ("practice", "learn", "audition")  # CONTRACT.md "Modes"
MOTIONS = ("on", "off")  # cards and chips glide, or land at once
# free deal: CONTRACT.md "The shuffle and the dealer's announcements" (`table.shuffle`,
# `table.announce`; an audition announces whatever this says)
SHUFFLES = ("quick", "full")
ANNOUNCES = ("off", "on")
# an audition's down (hands, minutes) as the Settings screen cycles it; the command line's
# --audition-hands / --audition-minutes take any length
AUDITION_LENGTHS = ((10, 20), (10, 30), (20, 40), (30, 60), (5, 10))
SETTINGS_MAX_BYTES = 100_000  # a few hundred bytes are written


@dataclass(frozen=True, slots=True)
class Settings:
    lang: str = "en"
    house_rules: str = "seeds"
    variant: str = "holdem"  # free deal's game: hold'em, Omaha, Omaha hi-lo (VARIANTS)
    structure: str = "no-limit"  # one of the game's structures (its row's `structures`)
    table_size: int = 6
    bot_speed: str = "normal"
    mistakes: str = "off"  # free deal only: CONTRACT's default is "random mistakes off"
    trainee: str = ""
    tour_seen: bool = False  # the guided first drill was offered (or taken): not offered again
    mode: str = "practice"
    motion: str = "on"
    asks: str = "normal"  # free deal: players ask for the pot or an all-in's size (ASK_RATE)
    # an audition's down: this many hands and minutes, whichever comes last (CONTRACT "Modes")
    audition_hands: int = DEFAULT_HANDS
    audition_minutes: int = DEFAULT_MINUTES
    shuffle: str = "quick"  # free deal's shuffle: one step, or the house shuffle's gestures
    announce: str = "off"  # free deal: the dealer announces bets and places all-in buttons
    # free deal: a mixed game (arbiter/rotation.py), its games' names with commas ("": one game,
    # `variant`), each dealt `hands_per_game` hands; only games free deal deals (VARIANTS)
    mix: str = ""
    hands_per_game: int = DEFAULT_HANDS_PER_GAME
    # free deal: a tournament session (its levels rise on a schedule, freedeal.LEVEL_HANDS)
    # rather than a cash game (`--tournament`)
    tournament: bool = False

    @property
    def bot_delay(self) -> float:
        return BOT_DELAY_S.get(self.bot_speed, 0.9)

    @property
    def mistake_rate(self) -> float:
        return MISTAKE_RATE.get(self.mistakes, 0.0)

    @property
    def ask_rate(self) -> float:
        return ASK_RATE.get(self.asks, 0.0)

    @property
    def audition_marks(self) -> AuditionMarks:
        return AuditionMarks(hands=self.audition_hands, minutes=float(self.audition_minutes))

    @property
    def audition_length(self) -> tuple[int, int]:
        return (self.audition_hands, self.audition_minutes)

    def cycled(self, name: str, step: int = 1) -> Settings:
        """The settings with option `name` moved to its next (or previous) value."""
        if name == "audition_length":  # a length not in the list: the next is the first
            now = self.audition_length
            i = AUDITION_LENGTHS.index(now) + step if now in AUDITION_LENGTHS else 0
            hands, minutes = AUDITION_LENGTHS[i % len(AUDITION_LENGTHS)]
            return replace(self, audition_hands=hands, audition_minutes=minutes)
        if name == "variant":  # a new game is played in its usual structure (pot limit, Omaha)
            variant = _step(VARIANTS, self.variant, step)
            return replace(self, variant=variant, structure=row(variant).structures[0])
        if name == "structure":  # only the structures the game is played with
            return replace(self, structure=_step(self.structures, self.structure, step))
        choices: tuple[object, ...] = {
            "lang": LANGS,
            "house_rules": HOUSE_RULES,
            "table_size": TABLE_SIZES,
            "bot_speed": BOT_SPEEDS,
            "mistakes": MISTAKE_LEVELS,
            "mode": MODES,
            "motion": MOTIONS,
            "asks": ASK_LEVELS,
            "shuffle": SHUFFLES,
            "announce": ANNOUNCES,
            "tournament": (False, True),  # free deal: a cash game or a tournament session
        }[name]
        cur = getattr(self, name)
        i = choices.index(cur) if cur in choices else 0
        return replace(self, **{name: choices[(i + step) % len(choices)]})  # type: ignore[arg-type]

    @property
    def structures(self) -> tuple[str, ...]:
        """The structures the chosen game is played with, its usual one first."""
        return row(self.variant).structures if self.variant in VARIANTS else STRUCTURES

    def validated(self) -> Settings:
        d = Settings()
        variant = self.variant if self.variant in VARIANTS else d.variant
        usual = row(variant).structures
        return Settings(
            lang=self.lang if self.lang in LANGS else d.lang,
            house_rules=self.house_rules if self.house_rules in HOUSE_RULES else d.house_rules,
            variant=variant,
            structure=self.structure if self.structure in usual else usual[0],
            table_size=(
                self.table_size
                if type(self.table_size) is int and self.table_size in TABLE_SIZES
                else d.table_size
            ),
            bot_speed=self.bot_speed if self.bot_speed in BOT_SPEEDS else d.bot_speed,
            mistakes=self.mistakes if self.mistakes in MISTAKE_LEVELS else d.mistakes,
            trainee=str(self.trainee)[:40],
            tour_seen=self.tour_seen if type(self.tour_seen) is bool else d.tour_seen,
            mode=self.mode if self.mode in MODES else d.mode,
            motion=self.motion if self.motion in MOTIONS else d.motion,
            asks=self.asks if self.asks in ASK_LEVELS else d.asks,
            audition_hands=_length(self.audition_hands, MAX_HANDS, d.audition_hands),
            audition_minutes=_length(self.audition_minutes, MAX_MINUTES, d.audition_minutes),
            shuffle=self.shuffle if self.shuffle in SHUFFLES else d.shuffle,
            announce=self.announce if self.announce in ANNOUNCES else d.announce,
            mix=self.mix if isinstance(self.mix, str) and not mix_error(self.mix) else d.mix,
            hands_per_game=_length(self.hands_per_game, MAX_HANDS_PER_GAME, d.hands_per_game),
            tournament=self.tournament if type(self.tournament) is bool else d.tournament,
        )

    @property
    def mix_games(self) -> tuple[str, ...]:
        """The mix's games in turn (empty: free deal deals `variant` alone)."""
        return tuple(n.strip() for n in self.mix.split(",") if n.strip())


def mix_error(text: str) -> str:
    """"" if `text` (names with commas) is a mix free deal deals, else one line saying why not:
    a name that is no game of a mix (the table switches between the flop and stud layouts)."""
    for name in (n.strip() for n in text.split(",")):
        if parse_game(name) is None:
            return f"{name!r} is not a game of a mix: one of {', '.join(mix_names())}"
    return ""


def _step(choices: tuple[str, ...], cur: str, step: int) -> str:
    i = choices.index(cur) if cur in choices else 0
    return choices[(i + step) % len(choices)]


def _length(value: object, top: int, default: int) -> int:
    """A saved audition length: a whole number from 1 to `top`, else the default."""
    return value if type(value) is int and 1 <= value <= top else default


def settings_path(data_dir: Path | None) -> Path | None:
    if data_dir is not None:
        return Path(data_dir) / "gui_settings.json"
    try:
        from platformdirs import user_data_dir

        return Path(user_data_dir("dealer-trainer")) / "gui_settings.json"
    except Exception:
        return None


def load_settings(path: Path | None) -> Settings:
    return read_settings(path)[0]


def read_settings(path: Path | None) -> tuple[Settings, str]:
    """The saved settings and ""; or the defaults and a note saying why the file was not
    used (not JSON, not an object of settings, unreadable). Known fields with a wrong value
    take their default quietly; unknown fields are ignored."""
    if path is None or not path.exists():
        return Settings(), ""
    try:  # the guarded reader: a FIFO, a device or a file nested a million deep is refused
        raw = read_json(path, SETTINGS_MAX_BYTES)
    except UserFileError as e:
        return Settings(), _note(path, e)
    if not isinstance(raw, dict):
        return Settings(), _note(path, f"expected an object of settings, found {_kind(raw)}")
    known = {f.name for f in fields(Settings)}
    try:
        return Settings(**{k: v for k, v in raw.items() if k in known}).validated(), ""
    except (TypeError, ValueError) as e:  # e.g. an unhashable value where a name is expected
        return Settings(), _note(path, e)


def _kind(value: object) -> str:
    return {list: "a list", type(None): "null", str: "a string", bool: "true/false"}.get(
        type(value), "a number"
    )


def _note(path: Path, why: object) -> str:
    from .text import tr

    return tr("settings.unreadable", "en", file=path.name, why=str(why))


def save_settings(settings: Settings, path: Path | None) -> str:
    """Write the settings (the old file stays whole if this fails); "" when they are saved,
    else one line saying why not (in English, as the notes of `read_settings`)."""
    if path is None:
        return ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(asdict(settings), indent=2, ensure_ascii=False))
        return ""
    except OSError as e:
        from .text import tr

        return tr("settings.not_saved", "en", file=str(path), why=os_reason(e, writing=True))


def from_args(settings: Settings, args: argparse.Namespace) -> Settings:
    """The settings with what the command line gives (checked by cli.py) put over the saved
    ones: the language, the mode, an audition's down (CONTRACT.md "Modes"), free deal's mixed
    game and tournament session, the trainee."""
    given = vars(args)
    s = settings
    if given.get("lang"):
        s = replace(s, lang=given["lang"])
    if given.get("mode"):
        s = replace(s, mode=given["mode"])
    if given.get("audition_hands") is not None:
        s = replace(s, audition_hands=int(given["audition_hands"]))
    if given.get("audition_minutes") is not None:
        s = replace(s, audition_minutes=int(given["audition_minutes"]))
    if given.get("mix") is not None:
        s = replace(s, mix=given["mix"])
    if given.get("hands_per_game") is not None:
        s = replace(s, hands_per_game=int(given["hands_per_game"]))
    if given.get("tournament"):
        s = replace(s, tournament=True)
    if given.get("trainee"):
        s = replace(s, trainee=given["trainee"])
    return s
