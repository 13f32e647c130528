"""Free deal: a random (seeded) table from the settings, then hand after hand.

One arbiter deals hand after hand (`Arbiter.next_hand`), each judged and scored on its own;
the stacks and the moved button carry over (arbiter/seating.py, the next-hand path a drill's
`hands: N` takes too). It is a session (issue 27): players sit out and come back, new players
take the empty seats and post or wait, players leave, and a player who loses his last chip
busts and leaves, about one change an orbit (arbiter/free_session.py's plan, made here from
the table's seed and handed to the arbiter as a drill's `between_hands:` are).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..arbiter import DrillSetup
from ..arbiter.color_up import chips_in_play
from ..arbiter.free_session import SessionPlan, plan_session
from ..arbiter.modes import (
    AUDITION_ASK_RATE,
    AUDITION_MISTAKE_RATE,
    AUDITION_RULING_RATE,
    Mode,
)
from ..arbiter.rotation import free_deal_rotation
from ..engine.config import (
    STUD_MAX_PLAYERS,
    BlindLevel,
    Game,
    HouseRules,
    SeatConfig,
    TableConfig,
)
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
    """The table a free-deal session starts from: the players seated, the disc, and the
    session's comings and goings (`plan`), the new players' seats empty until they come."""

    seats: tuple[SeatConfig, ...]
    button: int
    newcomers: tuple[SeatConfig, ...] = ()
    plan: SessionPlan = SessionPlan()


# a tournament session (`Settings.tournament`): the blinds rise every LEVEL_HANDS hands (about
# two orbits), each level's blinds these multiples of the first small blind (blinds.schedule)
LEVEL_HANDS = 12
LEVELS = ((1, 2), (2, 4), (3, 6), (5, 10), (10, 20), (15, 30), (20, 40), (30, 60), (40, 80))


def levels_for(small_blind: int, every: int = LEVEL_HANDS) -> tuple[BlindLevel, ...]:
    """A free-deal tournament's schedule from its first small blind, a level `every` hands."""
    return tuple(BlindLevel(1 + i * every, small_blind * sb, small_blind * bb)
                 for i, (sb, bb) in enumerate(LEVELS))


def last_chip(config: TableConfig) -> int:
    """The smallest chip still in play at a tournament's last level (color_up.py)."""
    return max((chip for _, chip in chips_in_play(config)), default=1)


def in_chips(stack: int, chip: int) -> int:
    """A stack made of whole chips of `chip`: rounded up."""
    return -(-stack // chip) * chip


def blinds_for(structure: str) -> tuple[int, int]:
    return (10, 20) if structure == "limit" else (5, 10)


def new_table(settings: Settings, seed: int) -> FreeTable:
    """The settings' number of players at random seats (a stud game's eight places, else
    ten), and the session's plan: new players come to the seats left empty."""
    rng = random.Random(seed)
    mix = free_deal_rotation(settings.variant, settings.mix_games, settings.hands_per_game)
    stud = mix is not None and mix.has_stud
    top, ring = (FREE_STUD_PLAYERS, STUD_MAX_PLAYERS) if stud else (10, 10)
    n = max(2, min(top, settings.table_size))
    seats = sorted(rng.sample(range(1, ring + 1), n))
    names = rng.sample(NAMES, len(NAMES))
    _, bb = blinds_for(settings.structure)
    cfgs = tuple(
        SeatConfig(s, name, bb * 5 * rng.randint(8, 40))
        for s, name in zip(seats, names, strict=False)
    )
    button = rng.choice(seats)
    # the session: about one change an orbit; at least two players (three from four) stay
    # ready; a stud table keeps seven players at most (FREE_STUD_PLAYERS)
    free = [s for s in range(1, ring + 1) if s not in seats][: top - n]
    plan = plan_session(rng, seats, free, keep=session_keep(n))
    later = names[n:]
    newcomers = tuple(SeatConfig(seat, later[i], bb * 5 * rng.randint(8, 40))
                      for i, seat in enumerate(plan.newcomers))
    return FreeTable(cfgs, button, newcomers, plan)


def session_keep(players: int) -> int:
    """How many players a session keeps ready: a sit-out or a leave never leaves fewer; a
    busted player buys in again rather than leave fewer (`DrillSetup.rebuy_below`)."""
    return max(2, min(players - 1, 3))


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
        seats=tuple(sorted((*table.seats, *table.newcomers), key=lambda c: c.seat)),
        button=table.button,
        small_blind=sb,
        big_blind=bb,
        game=Game(structure),
        variant=Variant(variant),  # the settings' game: hold'em, Omaha, Omaha hi-lo
        house_rules=HouseRules(settings.house_rules),
        # a tournament session: its levels rise on the schedule (tournament.level_change)
        tournament=settings.tournament,
        schedule=levels_for(sb) if settings.tournament else (),
    )
    if settings.tournament:  # a newcomer sits down with chips of the last level's table
        config = replace(config, seats=tuple(
            replace(c, stack=in_chips(c.stack, last_chip(config))) if c in table.newcomers
            else c for c in config.seats))
    setup = DrillSetup(
        config=config,
        scenario_id="free-deal",
        seed=seed,
        hands=1,
        random_mistakes=rate,
        beaten_muck=FREE_DEAL_BEATEN_MUCK,
        # a session (arbiter/free_session.py): a busted player leaves; the changes planned
        sit_outs=table.plan.sit_outs,
        backs=table.plan.backs,
        joins=table.plan.joins,
        leaves=table.plan.leaves,
        rebuy_below=session_keep(len(table.seats)),
        lang=settings.lang,
        mode=mode,
        random_rulings=ruling_rate(settings, mode),
        random_asks=AUDITION_ASK_RATE if mode is Mode.AUDITION else settings.ask_rate,
        shuffle=settings.shuffle,  # table.shuffle; table.announce (always on in an audition)
        announce=settings.announce == "on",
        rotation=mix,
        # a tournament session: the chips follow the levels, a chip leaving play is raced off
        # before the first hand of its level (arbiter/color_up.py)
        color_ups=settings.tournament,
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
