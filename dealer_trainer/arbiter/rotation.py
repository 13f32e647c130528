"""A mixed game (issue 26; RULES.md `stud.no_button`, TDA 11-B): the table changes game every
`hands_per_game` hands, in the order of a list of games, as HORSE does (limit hold'em, Omaha
hi-lo, razz, stud, stud/8).

Data only: a game of the mix is a row of `engine/variant.py` and a betting structure; what a
hand is dealt is its table (`Rotation.table`), made from the drill's (or free deal's) flop
table, which carries the blinds and the disc, and the stud games' stakes kept here. Nothing
elsewhere asks which game it is: the one next-hand path (`steps.next_table`) asks the
rotation for the hand's table, and the rest follows from the hand's row.

The button in a stud round (TDA 11-B): a stud game has no button (`row.button` False), so a
stud hand leaves the places of the last flop hand as they were (`stud_steps.do_award`
finishes the hand at `arb.places`): the disc the dealer moved at the end of the last flop hand
stays where it is through the stud rounds, and the first flop hand after them is dealt with
it there. A player gone meanwhile is passed as at any empty seat (`Places.around`).

Pure: no clock, no random.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from ..engine.config import STUD_MAX_PLAYERS, Game, TableConfig
from ..engine.variant import GAMES, Variant, row
from .seating import level_stakes
from .snapshot import MixView

if TYPE_CHECKING:
    from .arbiter import Arbiter

__all__ = [
    "DEFAULT_HANDS_PER_GAME",
    "HORSE",
    "MixGame",
    "Rotation",
    "StudStakes",
    "free_deal_rotation",
    "hand_fields",
    "mix_game_name",
    "mix_names",
    "mix_view",
    "parse_game",
]

DEFAULT_HANDS_PER_GAME = 8  # issue 26: HORSE changes game every eight hands by default
MAX_HANDS_PER_GAME = 100


@dataclass(frozen=True, slots=True)
class MixGame:
    """One game of a mix: a game row and the structure it is played with."""

    variant: Variant
    structure: Game

    @property
    def name(self) -> str:
        """The game's name in a mix (`table.mix`): the variant, then the structure unless
        the game is played one way only (`razz`, `stud-hilo`; `holdem-limit`)."""
        if len(row(self.variant).structures) == 1:
            return self.variant.value
        return f"{self.variant.value}-{self.structure.value}"

    @property
    def button(self) -> bool:
        """A flop game with the disc and blinds (False: a stud game, the disc frozen)."""
        return row(self.variant).button


@cache
def _by_name() -> dict[str, MixGame]:
    """Every game a mix takes, by name: each dealt row in each of its structures."""
    games = (MixGame(g.variant, Game(s)) for g in GAMES.values() if g.drills
             for s in g.structures)
    return {g.name: g for g in games}


def mix_names() -> tuple[str, ...]:
    """Every game name a mix takes, in the table's order (each row's structures)."""
    return tuple(_by_name())


def parse_game(name: str) -> MixGame | None:
    """A mix's game by its name (`holdem-limit`, `omaha-hilo-limit`, `razz`), None if there is
    no such game. A flop game needs its structure; a stud game is limit only."""
    return _by_name().get(name)


@dataclass(frozen=True, slots=True)
class StudStakes:
    """The stud games' stakes at a mixed table (stud.antes, stud.bring_in, stud.limits)."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int = 0  # 0: twice the small bet

    @classmethod
    def of_blinds(cls, big_blind: int, chip: int = 1) -> StudStakes:
        """The usual stud stakes beside a limit flop game at these blinds: the same small
        bet, the bring-in a quarter of it, the ante about a seventh (a 20/40 game: 3 and 5);
        at a table whose smallest chip is `chip`, the ante and bring-in each the nearest
        whole number of chips, one at least (20/40 in 5s: 5 and 5; 200/400 in 25s: 25 and
        50)."""
        small = max(2, big_blind)
        return cls(in_chips(max(1, small * 3 // 20), chip), in_chips(max(1, small // 4), chip),
                   small, 2 * small)

    def at_level(self, first_big: int, big_blind: int, chip: int) -> StudStakes:
        """These stakes (set for blinds of `first_big`) at a level whose big blind is
        `big_blind`: each in proportion, the ante and bring-in in whole chips of `chip`."""
        def scaled(v: int) -> int:
            return v * big_blind // max(1, first_big)
        small = scaled(self.small_bet)
        return StudStakes(in_chips(scaled(self.ante), chip),
                          min(small, in_chips(scaled(self.bring_in), chip)),
                          small, scaled(self.big_bet))


def in_chips(amount: int, chip: int) -> int:
    """`amount` made in chips of `chip`: the nearest whole number of them, one at least."""
    return max(chip, (amount + chip // 2) // chip * chip)


HORSE = ("holdem-limit", "omaha-hilo-limit", "razz", "stud", "stud-hilo")


@dataclass(frozen=True, slots=True)
class Rotation:
    """The games in their order, how many hands each is dealt, the stud games' stakes."""

    games: tuple[MixGame, ...]
    hands_per_game: int = DEFAULT_HANDS_PER_GAME
    stud: StudStakes | None = None  # None: StudStakes.of_blinds of the flop table's

    @classmethod
    def of(cls, names: tuple[str, ...] = HORSE, hands_per_game: int = DEFAULT_HANDS_PER_GAME,
           stud: StudStakes | None = None) -> Rotation:
        games = tuple(parse_game(n) for n in names)
        bad = [n for n, g in zip(names, games, strict=True) if g is None]
        if bad:
            raise ValueError(f"not a game of a mix: {', '.join(bad)}")
        if not 1 <= hands_per_game <= MAX_HANDS_PER_GAME:
            raise ValueError(f"hands per game: 1 to {MAX_HANDS_PER_GAME}, not {hands_per_game}")
        return cls(tuple(g for g in games if g is not None), hands_per_game, stud)

    def game_at(self, hand: int) -> MixGame:
        """The game of hand `hand` (from 1): each game in turn, `hands_per_game` hands each."""
        return self.games[(hand - 1) // self.hands_per_game % len(self.games)]

    def hands_left(self, hand: int) -> int:
        """How many hands of hand `hand`'s game are still to come after it (0: the next hand
        is the next game's)."""
        return self.hands_per_game - 1 - (hand - 1) % self.hands_per_game

    def next_game(self, hand: int) -> MixGame:
        """The game dealt once hand `hand`'s game's round is over."""
        return self.game_at(hand + self.hands_left(hand) + 1)

    def first_hand_of_game(self, hand: int) -> bool:
        """Hand `hand` is the first of its game's round (the game changes before it)."""
        return hand > 1 and (hand - 1) % self.hands_per_game == 0

    @property
    def has_stud(self) -> bool:
        return any(not g.button for g in self.games)

    def table(self, flop: TableConfig, hand: int) -> TableConfig:
        """The table of hand `hand`: `flop` (the mixed table, with its blinds and disc) in
        that hand's game; a stud game's has no disc and no blinds, its stakes instead."""
        g = self.game_at(hand)
        if g.button:
            return replace(flop, variant=g.variant, game=g.structure)
        s = self.stakes(flop, hand)
        return replace(flop, variant=g.variant, game=g.structure, button=0, small_blind=0,
                       big_blind=0, straddle=False, dead_button=False, dead_small=False,
                       big_blind_ante=False, schedule=(), ante=s.ante, bring_in=s.bring_in,
                       small_bet=s.small_bet, big_bet=s.big_bet)

    def stakes(self, flop: TableConfig, hand: int) -> StudStakes:
        """The stud games' stakes in hand `hand`: the rotation's, else those of the flop
        table's blinds (`StudStakes.of_blinds`). At a table with levels they follow the
        level (tournament.level_change): the stud stakes of its big blind, or the
        rotation's in proportion to it, the ante and bring-in in the table's chips."""
        if not flop.schedule:
            return self.stud or StudStakes.of_blinds(flop.big_blind)
        big = level_stakes(flop, hand)[1]
        if self.stud is None:
            return StudStakes.of_blinds(big, flop.chip)
        return self.stud.at_level(flop.big_blind, big, flop.chip)

    def check(self, seats: int) -> str:
        """"" if a table of `seats` players can deal this mix, else why not."""
        if self.has_stud and seats > STUD_MAX_PLAYERS:
            return (f"a mix with a stud game has 2 to {STUD_MAX_PLAYERS} players, not {seats} "
                    "(stud.table_size)")
        return ""


def free_deal_rotation(variant: str, mix: tuple[str, ...] = (),
                       hands_per_game: int = DEFAULT_HANDS_PER_GAME) -> Rotation | None:
    """Free deal's games: the mix's, in turn; else a stud game alone (its table is made from
    free deal's flop table, as a mix's stud hands are); else None, a flop table of its own."""
    if mix:
        return Rotation.of(mix, hands_per_game)
    if not row(variant).button:
        return Rotation((MixGame(Variant(variant), Game.LIMIT),), hands_per_game)
    return None


def mix_game_name(arb: Arbiter) -> str | None:
    """At a mixed table, the game of the arbiter's hand by its name in the mix (an
    audition's figures per game); None at a table of one game."""
    mix = arb.setup.rotation
    if mix is None or len(mix.games) < 2:
        return None
    return mix.game_at(arb.hand_number).name


def mix_view(arb: Arbiter) -> MixView | None:
    """The snapshot's picture of a mixed table (the game now, the next one and when, the
    frozen disc in a stud hand); None at a table of one game."""
    mix = arb.setup.rotation
    if mix is None or len(mix.games) < 2:
        return None
    n = arb.hand_number
    frozen = None if arb.config.button else arb.places.button
    return MixView(mix.game_at(n).name, mix.next_game(n).name, mix.hands_left(n), frozen)


def hand_fields(arb: Arbiter) -> dict[str, object]:
    """A mixed table's hand record gains `mix_game` (the game's name in the mix) and, in a
    stud hand, `frozen_button`: the seat where the disc stands still (TDA 11-B)."""
    name = mix_game_name(arb)
    if name is None or arb.setup.rotation is None:
        return {}
    frozen = {} if arb.config.button else {"frozen_button": arb.places.button}
    return {"mix_game": name, **frozen}
