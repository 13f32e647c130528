"""Free deal: a random (seeded) table from the settings, then hand after hand.

One arbiter deals hand after hand (`Arbiter.next_hand`), each judged and scored on its own;
the stacks and the moved button carry over, and a busted player buys in again
(arbiter/seating.py, the next-hand path a drill's `hands: N` takes too).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..arbiter import DrillSetup
from ..arbiter.modes import (
    AUDITION_ASK_RATE,
    AUDITION_MISTAKE_RATE,
    AUDITION_RULING_RATE,
    Mode,
)
from ..arbiter.rotation import free_deal_rotation
from ..engine.config import STUD_MAX_PLAYERS, Game, HouseRules, SeatConfig, TableConfig
from ..engine.variant import Variant
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


# a stud game seats at most eight (stud.table_size); free deal seats seven, whose cards always
# reach seventh street (7 x 7 + 3 burns < 52), until the procedure deals a short stub
# (stud.short_stub, eight players)
FREE_STUD_PLAYERS = STUD_MAX_PLAYERS - 1


@dataclass(frozen=True, slots=True)
class FreeTable:
    """The table a free-deal hand starts from."""

    seats: tuple[SeatConfig, ...]
    button: int


def blinds_for(structure: str) -> tuple[int, int]:
    return (10, 20) if structure == "limit" else (5, 10)


def new_table(settings: Settings, seed: int) -> FreeTable:
    rng = random.Random(seed)
    mix = free_deal_rotation(settings.variant, settings.mix_games, settings.hands_per_game)
    top = FREE_STUD_PLAYERS if mix is not None and mix.has_stud else 10
    n = max(2, min(top, settings.table_size))
    seats = sorted(rng.sample(range(1, 11), n))
    names = rng.sample(NAMES, n)
    _, bb = blinds_for(settings.structure)
    cfgs = tuple(
        SeatConfig(s, name, bb * 5 * rng.randint(8, 40))
        for s, name in zip(seats, names, strict=True)
    )
    return FreeTable(cfgs, rng.choice(seats))


def setup_for(table: FreeTable, settings: Settings, seed: int) -> DrillSetup:
    """The arbiter's set-up for the table's next hand, in the settings' mode: an audition
    deals a dealer mistake into a quarter of the hands, whatever the mistakes setting, and its
    players ask for counts (the pot in pot limit, an all-in's size) whatever the asks setting."""
    mode = Mode(settings.mode)
    rate = AUDITION_MISTAKE_RATE if mode is Mode.AUDITION else settings.mistake_rate
    # a mix, or a stud game: its hands are dealt from a limit flop table (rotation.py)
    mix = free_deal_rotation(settings.variant, settings.mix_games, settings.hands_per_game)
    structure, variant = (settings.structure, settings.variant) if mix is None else (
        Game.LIMIT.value, Variant.HOLDEM.value)
    sb, bb = blinds_for(structure)
    config = TableConfig(
        seats=table.seats,
        button=table.button,
        small_blind=sb,
        big_blind=bb,
        game=Game(structure),
        variant=Variant(variant),  # the settings' game: hold'em, Omaha, Omaha hi-lo
        house_rules=HouseRules(settings.house_rules),
    )
    setup = DrillSetup(
        config=config,
        scenario_id="free-deal",
        seed=seed,
        hands=1,
        random_mistakes=rate,
        beaten_muck=FREE_DEAL_BEATEN_MUCK,
        rebuy=True,  # a busted player buys in again (arbiter/seating.py)
        lang=settings.lang,
        mode=mode,
        random_rulings=ruling_rate(settings, mode),
        random_asks=AUDITION_ASK_RATE if mode is Mode.AUDITION else settings.ask_rate,
        shuffle=settings.shuffle,  # table.shuffle; table.announce (always on in an audition)
        announce=settings.announce == "on",
        rotation=mix,
    )
    return setup


def ruling_rate(settings: Settings, mode: Mode) -> float:
    """How often a bot's decision is instead chips or words the dealer must rule on
    (issue 14), per decision. The irregularities setting says how often for dealer mistakes
    (per hand) and players alike: a hand has a dozen or so decisions, so the per-decision
    chance is the per-hand one over twelve. An audition's players do it now and then."""
    if mode is Mode.AUDITION:
        return AUDITION_RULING_RATE
    return settings.mistake_rate / 12
