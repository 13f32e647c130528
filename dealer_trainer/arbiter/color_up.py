"""Colour-ups in a tournament session (issue 27: "In a tournament session the levels rise on a
schedule, and color-ups come when a chip is removed"; RULES.md "The chip race and the
color-up", TDA 24-A to C).

Which chips are in play is derived from the schedule, not written in it (RULES.md and
CONTRACT.md's `schedule` entries name blinds and antes only, *inferred*): at each level the
smallest chip in play is the largest chip of the house set (`table.chips`' default,
`bot_attempts.HOUSE_CHIPS`) that makes every blind and ante of that level and of every later
one. A chip leaves play at the first level from which no blind or ante needs it any more, so a
chip once removed never comes back (5/10, 10/20, 15/30, then 25/50 with 75/150 to come: the 5s
leave at 25/50, the 25s stay). The small chip is the one leaving, the new chip the next
smallest in play.

At a session's table (`DrillSetup.color_ups`: free deal's `--tournament`) the first hand of
such a level begins with the chip race: the arbiter lays the hand as ever, then, before it, a
race table (`race_table`: every player at the table, his stack as the last hand left it, his
small chips counted) whose steps are the race drill's (`race.py`, the "race" family). Once the
small chips are out of play (`remove_chips`, race.leftover) the hand is laid again from the
stacks the race left (`race_over`) and dealt at the new chip; the race's hand, its log with it,
is kept in `Arbiter.races` under the hand's number (the race of a hand is done when it is there).

How many small chips a seat holds: his stack's value below a new chip, in small chips (his odd
chips), and, at random from the hand's seed, up to three full sets beside them (the color-up's
exchange, race.color_up). Pure: the random generator is seeded here from the table's seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine.config import SeatConfig, TableConfig
from ..engine.race import ChipRace
from .bot_attempts import HOUSE_CHIPS
from .seating import hand_seed, level_stakes

if TYPE_CHECKING:
    from .arbiter import Arbiter

__all__ = ["chip_at", "chips_in_play", "color_up_at", "in_session", "race_over", "race_table",
           "small_chips"]

MAX_SETS = 3  # full sets of small chips a seat may hold beside his odd ones
RACE_SEED = 7727  # the small chips' draw: its own stream, apart from the hand's shuffle


def _starts(config: TableConfig) -> list[int]:
    """The first hand of each level: the table's own blinds first where the schedule starts
    later (level_of's steps)."""
    starts = sorted({lv.from_hand for lv in config.schedule} | {1})
    return [s for s in starts if s >= 1]


def _needs(config: TableConfig, hand: int) -> tuple[int, ...]:
    """The amounts of hand `hand`'s level a chip must make: its blinds and ante."""
    return tuple(a for a in level_stakes(config, hand) if a > 0)


def chips_in_play(config: TableConfig) -> tuple[tuple[int, int], ...]:
    """(first hand, smallest chip) of each level of the schedule: the largest house chip that
    makes every blind and ante from that level on (never smaller than the table's `chip`);
    none at a table with no schedule."""
    if not config.schedule:
        return ()
    starts = _starts(config)
    out: list[tuple[int, int]] = []
    later: set[int] = set()
    for start in reversed(starts):
        later |= set(_needs(config, start))
        fits = [c for c in HOUSE_CHIPS if all(a % c == 0 for a in later)]
        out.append((start, max([config.chip, *fits])))
    return tuple(reversed(out))


def chip_at(config: TableConfig, hand: int) -> int:
    """The smallest chip in play in hand `hand` (the table's `chip` with no schedule)."""
    chip = config.chip
    for start, c in chips_in_play(config):
        if start <= hand:
            chip = c
    return chip


def color_up_at(config: TableConfig, hand: int) -> tuple[int, int] | None:
    """(the small chip, the new chip) when hand `hand` is the first of a level at which the
    smallest chip leaves play; None otherwise."""
    if hand <= 1 or not config.schedule:
        return None
    before, now = chip_at(config, hand - 1), chip_at(config, hand)
    return (before, now) if now > before else None


def small_chips(stacks: Mapping[int, int], remove: int, new: int,
                rng: random.Random) -> tuple[tuple[int, int], ...]:
    """Each seat's small chips before the color-up: his stack's value below a new chip in
    small chips (his odd chips, whatever the race), and up to MAX_SETS full sets of them, as
    many as his stack holds (race.color_up exchanges them)."""
    per = new // remove
    out = []
    for seat, stack in sorted(stacks.items()):
        odd = stack % new // remove
        sets = rng.randint(0, min(MAX_SETS, stack // new))
        if odd + sets:
            out.append((seat, odd + sets * per))
    return tuple(out)


def _at_table(arb: Arbiter) -> dict[int, int]:
    """Every player at the table with chips, dealt in this hand or not (sitting out,
    waiting): his chips are raced too (TDA 24-B: chips fully visible)."""
    empty = arb.comings.roster.empty
    dealt = {s.seat for s in arb.config.seats}
    return {s: n for s, n in sorted(arb._stacks.items())
            if n > 0 and (s in dealt or (s in arb.comings.out and s not in empty))}


def race_table(arb: Arbiter) -> TableConfig | None:
    """The race owed before this hand (the arbiter's hand number, its table laid in
    `arb.config`): a table of every player with chips, the chip race of the level's color-up;
    None where no color-up comes, it is done, or no seat holds a small chip."""
    n = arb.hand_number
    if not arb.setup.color_ups or n in arb.races:
        return None
    change = color_up_at(arb.setup.config, n)
    if change is None:
        return None
    remove, new = change
    stacks = _at_table(arb)
    rng = random.Random(hand_seed(arb.setup.seed, n) * RACE_SEED + n)
    chips = small_chips(stacks, remove, new, rng)
    if not chips:
        return None
    names = {s.seat: s.name for s in arb.setup.config.seats}
    seats = tuple(SeatConfig(s, names.get(s, f"Seat {s}"), v) for s, v in stacks.items())
    base = arb.config
    if not base.button:  # a stud hand's: the race is laid on the (mixed) flop table
        sb, bb, ante = level_stakes(arb.setup.config, n)
        base = replace(arb.setup.config, small_blind=sb, big_blind=bb, ante=ante,
                       chip=base.chip, button=arb.places.button)
    occupied = tuple(stacks)
    button = base.button if base.button in occupied else occupied[0]
    return replace(base, seats=seats, button=button, dead_button=False, dead_small=False,
                   race=ChipRace(remove, new, chips))


def race_over(arb: Arbiter) -> None:
    """race.leftover done at a session's table: the stacks are the race's, and the hand is
    laid again from them, its race kept (`Arbiter.races`)."""
    arb.races[arb.hand_number] = arb.hand
    arb._stacks.update(arb.hand.stacks)
    arb._lay_hand()


def in_session(arb: Arbiter) -> bool:
    """The race under way is a session's color-up (a hand follows it), not a race drill's."""
    return arb.setup.color_ups and arb.hand.config.race is not None
