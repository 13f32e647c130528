"""Free deal: a random (seeded) table from the settings, then hand after hand.

Each hand is its own drill for the arbiter (so each is judged and scored on its own); the
stacks and the moved button carry over, and a busted player buys in again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..arbiter import DrillSetup
from ..arbiter.seating import next_hand_config
from ..engine.config import Game, HouseRules, SeatConfig, TableConfig
from .settings import Settings

NAMES = (
    "Ana",
    "Bogdan",
    "Chloe",
    "Dimitris",
    "Elena",
    "Filipe",
    "Goran",
    "Hana",
    "Ioana",
    "João",
    "Katerina",
    "Luka",
    "Maria",
    "Nikos",
    "Olga",
    "Paulo",
    "Radu",
    "Sofia",
    "Tomás",
    "Vesna",
    "Andrei",
    "Beatriz",
    "Cristian",
    "Despina",
    "Emil",
    "Giorgos",
    "Irina",
    "Marko",
    "Rita",
    "Stefan",
)

# the chance that a player beaten by a hand already tabled throws his away unseen, as
# at a real table: the dealer then pushes past him (showdown.muck)
FREE_DEAL_BEATEN_MUCK = 0.5


@dataclass(frozen=True, slots=True)
class FreeTable:
    """The table a free-deal hand starts from."""

    seats: tuple[SeatConfig, ...]
    button: int
    hand_index: int = 0


def blinds_for(structure: str) -> tuple[int, int]:
    return (10, 20) if structure == "limit" else (5, 10)


def new_table(settings: Settings, seed: int) -> FreeTable:
    rng = random.Random(seed)
    n = max(2, min(10, settings.table_size))
    seats = sorted(rng.sample(range(1, 11), n))
    names = rng.sample(NAMES, n)
    _, bb = blinds_for(settings.structure)
    cfgs = tuple(
        SeatConfig(s, name, bb * 5 * rng.randint(8, 40))
        for s, name in zip(seats, names, strict=True)
    )
    return FreeTable(cfgs, rng.choice(seats), 0)


def next_table(
    prev: FreeTable, stacks: dict[int, int], button: int, settings: Settings
) -> FreeTable:
    """The same table for the next hand (arbiter/seating.py, as a drill's next hand): a
    player who lost his last chip buys in again for 100 big blinds."""
    _, bb = blinds_for(settings.structure)
    base = TableConfig(seats=prev.seats, button=prev.button, small_blind=bb // 2, big_blind=bb)
    table = next_hand_config(base, stacks, button, prev.hand_index + 2, rebuy=100 * bb)
    return FreeTable(table.seats, table.button, prev.hand_index + 1)


def setup_for(table: FreeTable, settings: Settings, seed: int) -> DrillSetup:
    sb, bb = blinds_for(settings.structure)
    config = TableConfig(
        seats=table.seats,
        button=table.button,
        small_blind=sb,
        big_blind=bb,
        game=Game(settings.structure),
        house_rules=HouseRules(settings.house_rules),
    )
    return DrillSetup(
        config=config,
        scenario_id="free-deal",
        seed=seed + 1009 * table.hand_index,
        hands=1,
        random_mistakes=settings.mistake_rate,
        beaten_muck=FREE_DEAL_BEATEN_MUCK,
        rebuy=True,  # a busted player buys in again (new_table_after)
        lang=settings.lang,
    )
