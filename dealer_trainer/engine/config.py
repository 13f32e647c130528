"""Table configuration: seats, button, blinds, betting structure, house rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from .errors import EngineError
from .preset import PRESETS, ButtonRule, HouseRules, Preset
from .race import ChipRace
from .variant import Variant, row

STUD_MAX_PLAYERS = 8  # stud.table_size

MIN_SEATS, MAX_SEATS = 1, 10


class Game(StrEnum):
    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    LIMIT = "limit"


class Street(StrEnum):
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    # the stud games' streets (stud.deal): each a betting round after its cards
    THIRD = "third"
    FOURTH = "fourth"
    FIFTH = "fifth"
    SIXTH = "sixth"
    SEVENTH = "seventh"

    @property
    def next(self) -> Street | None:
        return _NEXT_STREET[self]


FLOP_STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
STUD_STREETS = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)
_NEXT_STREET: dict[Street, Street | None] = {
    s: (*streets[1:], None)[i] for streets in (FLOP_STREETS, STUD_STREETS)
    for i, s in enumerate(streets)
}


@dataclass(frozen=True, slots=True)
class SeatConfig:
    seat: int
    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class BlindLevel:
    """One step of a tournament blind schedule: from hand `from_hand` (1-based) on."""

    from_hand: int
    small_blind: int
    big_blind: int
    ante: int | None = None  # blinds.ante: the level's (None: the table's `ante`)
    # tournament.level_change: announced during this hand's shuffle (it applies from the
    # next one, `from_hand`); 0: announced before `from_hand`'s first shuffle
    announced_in: int = 0
    # the scenario says when the clock announces it (`announced:`): the posts of the first hand
    # at it, and of a hand during whose shuffle it is announced, name their amounts (a level
    # without it plays as before CONTRACT.md's "Across hands": its scripts keep working)
    clocked: bool = False


@dataclass(frozen=True, slots=True)
class TableConfig:
    seats: tuple[SeatConfig, ...]
    button: int
    small_blind: int
    big_blind: int
    game: Game = Game.NO_LIMIT
    straddle: bool = False
    house_rules: HouseRules = HouseRules.SEEDS
    tournament: bool = False
    schedule: tuple[BlindLevel, ...] = field(default_factory=tuple)
    # a house of its own, derived from `house_rules` (Preset.but); None: that preset's row
    house: Preset | None = None
    # the row of the house rules every rule reads (engine/preset.py)
    preset: Preset = field(init=False, repr=False, compare=False)
    # the smallest chip in play: a split pot's odd chips are broken down to it (award.split),
    # the rake rounded down to it (rake.amount); the scenario's `table.chip`
    chip: int = 1
    # the game dealt (game.variant): its row in engine/variant.py says the rest
    variant: Variant = Variant.HOLDEM
    # the seats with a player, in order: worked out once (the betting asks at every turn)
    occupied: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # button.rule: the scenario's `button_rule:`; None: the house's for this kind of table
    button_rule: ButtonRule | None = None
    # button.dead: the disc stands at an empty seat (the first player left of it is dealt
    # first and acts first after the flop) / nobody posts the small blind this hand
    dead_button: bool = False
    # blinds.ante: each player dealt in antes this (0: none); blinds.big_blind_ante: the big
    # blind posts the whole table's ante, one amount, instead
    ante: int = 0
    big_blind_ante: bool = False
    dead_small: bool = False
    # house.time_collection: the time each player dealt in pays the house this hand (0: none)
    time: int = 0
    # the stud games (stud.antes: the `ante` above; stud.bring_in, stud.limits): no blinds and
    # no button there (`button` 0: the house dealer, before seat 1, stud.no_button); `big_bet`
    # 0: twice the small
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    # a chip race drill (race.*): the color-up and its race, no hand dealt (engine/race_ops.py)
    race: ChipRace | None = None
    # limit: each street's bet (bet.limit_size, stud.limits), worked out once
    units: dict[Street, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        occupied = [s.seat for s in self.seats]
        object.__setattr__(self, "occupied", tuple(sorted(occupied)))
        if self.house is not None and self.house.base is not self.house_rules:
            raise EngineError(f"the house {self.house.name} is not one of {self.house_rules}'s")
        object.__setattr__(self, "preset", self.house or PRESETS[self.house_rules])
        if not 2 <= len(occupied) <= 10:
            raise EngineError(f"a table has 2 to 10 players, not {len(occupied)}")
        if len(set(occupied)) != len(occupied):
            raise EngineError("a seat is listed twice")
        for s in occupied:
            if not MIN_SEATS <= s <= MAX_SEATS:
                raise EngineError(f"seat {s} is out of range 1..10")
        for sc in self.seats:
            if sc.stack <= 0:
                raise EngineError(f"seat {sc.seat} has no chips: a player sits in with a stack")
        game = row(self.variant)
        if not game.drills:
            raise EngineError(f"{self.variant} is not dealt yet")
        if self.game not in game.structures:
            raise EngineError(f"{self.variant} is not played {self.game}")
        if game.button:
            self._check_blinds(occupied)
        else:
            check_stud_table(self)
        small, big = (self.small_bet, self.big_bet or 2 * self.small_bet) if not game.button \
            else (self.big_blind, 2 * self.big_blind)
        object.__setattr__(self, "units", {
            Street(s): small if i < game.small_streets else big
            for i, s in enumerate(game.streets)
        })
        if self.chip <= 0:
            raise EngineError(f"the smallest chip is worth at least 1, not {self.chip}")

    def _check_blinds(self, occupied: list[int]) -> None:
        """A flop game's button and blinds."""
        if self.button not in occupied and not self.dead_button:
            raise EngineError(f"the button is on seat {self.button}, which is empty")
        if self.dead_button and (self.button in occupied
                                 or not MIN_SEATS <= self.button <= MAX_SEATS):
            raise EngineError(f"a dead button stands at an empty seat, not seat {self.button}")
        if (self.dead_button or self.dead_small) and len(occupied) < 3:
            raise EngineError("heads-up the button posts the small blind: neither is dead")
        if self.small_blind <= 0 or self.big_blind <= 0 or self.small_blind > self.big_blind:
            raise EngineError("blinds must be positive, the small blind no more than the big")
        if self.straddle and self.tournament:
            raise EngineError("no straddle in a tournament")
        if self.bring_in:
            raise EngineError("a bring-in is a stud game's: a flop game has blinds")

    @property
    def method(self) -> ButtonRule:
        """button.rule at this table: the scenario's, else the house's."""
        return self.button_rule or self.preset.button_rule(self.tournament)

    def bet_unit(self, street: Street) -> int:
        """Limit: the small bet on preflop and flop, the big bet (double) on turn and river;
        in stud the small bet on third and fourth street, the big bet after (stud.limits)."""
        return self.units[street]


@lru_cache(maxsize=1024)
def clockwise_from(occupied: tuple[int, ...], seat: int) -> tuple[int, ...]:
    """`seats_from` as a tuple, remembered (the betting asks it at every turn)."""
    ordered = sorted(occupied)
    return tuple([s for s in ordered if s > seat] + [s for s in ordered if s <= seat])


def next_seat(occupied: tuple[int, ...] | list[int], seat: int) -> int:
    """The next occupied seat clockwise (to the left) of `seat`."""
    return clockwise_from(tuple(occupied), seat)[0]


def seats_from(occupied: tuple[int, ...] | list[int], seat: int) -> list[int]:
    """Occupied seats clockwise starting with the first one left of `seat`."""
    return list(clockwise_from(tuple(occupied), seat))


def check_stud_table(cfg: TableConfig) -> None:
    """A stud table (stud.table_size, stud.no_button, stud.antes, stud.bring_in,
    stud.limits): EngineError with the reason, else nothing."""
    if len(cfg.occupied) > STUD_MAX_PLAYERS:
        raise EngineError(f"a stud table has 2 to 8 players, not {len(cfg.occupied)}")
    if cfg.button or cfg.small_blind or cfg.big_blind or cfg.straddle or cfg.dead_button:
        raise EngineError("a stud table has no button and no blinds")
    if cfg.small_bet <= 0 or cfg.big_bet < 0 or cfg.ante < 0:
        raise EngineError("a stud table has a small bet, and no negative ante or big bet")
    if not 0 < cfg.bring_in <= cfg.small_bet:
        raise EngineError(f"the bring-in is 1 to the small bet, not {cfg.bring_in}")
