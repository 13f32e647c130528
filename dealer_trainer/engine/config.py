"""Table configuration: seats, button, blinds, betting structure, house rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from .errors import EngineError
from .preset import PRESETS, ButtonRule, HouseRules, Preset
from .variant import Variant, row

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

    @property
    def next(self) -> Street | None:
        return _NEXT_STREET[self]


_NEXT_STREET: dict[Street, Street | None] = dict(
    zip(Street, [*list(Street)[1:], None], strict=True)
)


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
        if self.button not in occupied and not self.dead_button:
            raise EngineError(f"the button is on seat {self.button}, which is empty")
        if self.dead_button and (self.button in occupied
                                 or not MIN_SEATS <= self.button <= MAX_SEATS):
            raise EngineError(f"a dead button stands at an empty seat, not seat {self.button}")
        if (self.dead_button or self.dead_small) and len(occupied) < 3:
            raise EngineError("heads-up the button posts the small blind: neither is dead")
        if self.small_blind <= 0 or self.big_blind <= 0 or self.small_blind > self.big_blind:
            raise EngineError("blinds must be positive, the small blind no more than the big")
        if self.chip <= 0:
            raise EngineError(f"the smallest chip is worth at least 1, not {self.chip}")
        if self.straddle and self.tournament:
            raise EngineError("no straddle in a tournament")
        game = row(self.variant)
        if not game.dealt:
            raise EngineError(f"{self.variant} is not dealt yet")
        if self.game not in game.structures:
            raise EngineError(f"{self.variant} is not played {self.game}")

    @property
    def method(self) -> ButtonRule:
        """button.rule at this table: the scenario's, else the house's."""
        return self.button_rule or self.preset.button_rule(self.tournament)

    def bet_unit(self, street: Street) -> int:
        """Limit: the small bet on preflop and flop, the big bet (double) on turn and river."""
        return self.big_blind if street in (Street.PREFLOP, Street.FLOP) else 2 * self.big_blind


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
