"""From one hand to the next: who sits with what, where the button is, which blinds.

The one next-hand path: the arbiter's next hand, a drill's `hands: N` (after each hand but
the last) and free deal's (`Arbiter.next_hand`, a busted player buying in again) alike,
makes the next hand's table here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..engine.config import SeatConfig, TableConfig, next_seat
from ..engine.preset import ButtonRule
from ..engine.variant import row

REBUY_BIG_BLINDS = 100  # free deal: a player who lost his last chip buys in again for this
SEED_STEP = 1009  # free deal: hand k+1 is dealt from the table's seed + SEED_STEP * k


def hand_seed(seed: int, hands_before: int) -> int:
    """The seed of a free-deal hand after `hands_before` hands at the table."""
    return seed + SEED_STEP * hands_before


def rebuy_chips(base: TableConfig, rebuy: bool) -> int:
    """What a busted player buys in again for (0: he leaves the table); at a stud table,
    as many small bets (a limit flop game's small bet is its big blind)."""
    return REBUY_BIG_BLINDS * (base.big_blind or base.small_bet) if rebuy else 0


# the rule that places the button once a seat empties, by the table's method
METHOD_RULES = {ButtonRule.MOVING: "button.moving", ButtonRule.DEAD: "button.dead"}


@dataclass(frozen=True, slots=True)
class Places:
    """A hand's button and blinds by seat, a dead one too: the small blind's seat is where it
    is posted or would be (button.dead: the last hand's big blind's); heads-up the button's."""

    button: int
    small: int
    big: int
    players: tuple[int, ...]  # the seats dealt in, in order

    @classmethod
    def of(cls, config: TableConfig) -> Places:
        """A drill's first hand: the disc where the table puts it, the blinds after it."""
        return cls.around(config.button, config.occupied)

    @classmethod
    def around(cls, button: int, players: Sequence[int]) -> Places:
        """The disc at `button` (or, his seat empty, the next player's) and the blinds the
        first players after it (blinds.small, blinds.big; heads-up the button's small)."""
        seats = tuple(sorted(players))
        if button not in seats:
            button = next_seat(seats, button)
        small = button if len(seats) == 2 else next_seat(seats, button)
        return cls(button, small, next_seat(seats, small), seats)

    def on(self, config: TableConfig) -> Places:
        """These places, if `config` deals in their players; else the blinds after its
        disc (next_hand_config laid the table out around it)."""
        return self if self.players == config.occupied else Places.of(config)

    @property
    def button_dead(self) -> bool:
        return self.button not in self.players

    @property
    def small_dead(self) -> bool:
        return self.small not in self.players


def passes(after: int, before: int, seat: int) -> bool:
    """`seat` lies strictly between `after` and `before`, clockwise: a blind posted at
    `before` after `after` passes it (RULES.md "Words used below")."""
    return 0 < (seat - after) % 10 < (before - after) % 10


def missed(places: Places, out: frozenset[int],
           owed: Mapping[int, tuple[str, ...]]) -> dict[int, tuple[str, ...]]:
    """blinds.missed: what each seat owes after a hand laid out at `places`, `owed` before
    it: every blind that passed a seat sitting out (at most one small and one big)."""
    now = {seat: set(kinds) for seat, kinds in owed.items()}
    for seat in out:
        if passes(places.button, places.small, seat):
            now.setdefault(seat, set()).add("small")
        if passes(places.small, places.big, seat):
            now.setdefault(seat, set()).add("big")
    return {s: tuple(k for k in ("small", "big") if k in now[s]) for s in sorted(now) if now[s]}


def next_places(method: ButtonRule, last: Places, players: Sequence[int]) -> tuple[Places, str]:
    """Where the next hand's button and blinds go when `players` are dealt in, after a hand
    laid out as `last`, and the rule that puts them there: `headsup.transition` for the
    first hand heads-up (after a hand with more players, or with another pair: one left as
    another came back or joined); when a player of the last hand is gone, the method's
    (`button.moving`, `button.dead`: blinds.big_forward); otherwise `button.move`."""
    seats = tuple(sorted(players))
    if len(seats) == 2 and set(last.players) != set(seats):
        # headsup.transition: the big blind to the one who did not post it last (if that
        # big blind is gone, the first player after his seat); the other has the button.
        # A new pair starts heads-up play too (inferred: nobody has the big blind twice
        # in a row, blinds.big_forward), whichever the method
        big = next(s for s in seats if s != last.big) if last.big in seats else next_seat(
            seats, last.big)
        button = next(s for s in seats if s != big)
        return Places(button, button, big, seats), "headsup.transition"
    rule = "button.move" if set(last.players) <= set(seats) else METHOD_RULES[method]
    if len(seats) < 3 or len(last.players) < 3 or method is ButtonRule.MOVING:
        # button.moving (heads-up, the button alternates; a player who joined a heads-up
        # game is behind the disc's next move)
        return Places.around(next_seat(seats, last.button), seats), rule
    # button.dead, blinds.big_forward: every seat counts, occupied or not
    return Places(last.small, last.big, next_seat(seats, last.big), seats), rule


def next_hand_config(
    base: TableConfig,
    stacks: Mapping[int, int],
    places: Places | int,
    hand_number: int,
    *,
    rebuy: int = 0,
    out: frozenset[int] = frozenset(),
) -> TableConfig:
    """The table of hand `hand_number` (from 1): each seat of `base` with the chips it ended
    the last hand with; a player with none leaves, or with `rebuy` buys in again for that
    many; the button and blinds at `places` (`next_places`), or, given a seat, the disc where
    the dealer moved it, passing a seat left empty (button.move), the blinds after it;
    the blinds of the schedule's level for that hand (blinds.schedule). A seat in `out`
    sits out (seat.sit_out): not dealt in, his seat empty for the button and the blinds."""
    seats = []
    for s in base.seats:
        if s.seat in out:
            continue
        chips = stacks.get(s.seat, s.stack) or rebuy
        if chips > 0:
            seats.append(SeatConfig(s.seat, s.name, chips))
    if not row(base.variant).button:  # stud.no_button: the seats and their chips only
        return replace(base, seats=tuple(seats))
    sb, bb, ante = level_stakes(base, hand_number)
    occupied = tuple(sorted(s.seat for s in seats))
    if isinstance(places, int) or places.players != occupied:
        places = Places.around(places if isinstance(places, int) else places.button, occupied)
    return replace(base, seats=tuple(seats), button=places.button, small_blind=sb,
                   big_blind=bb, ante=ante, dead_button=places.button_dead,
                   dead_small=places.small_dead)


def level_stakes(base: TableConfig, hand_number: int) -> tuple[int, int, int]:
    """The small blind, big blind and ante of hand `hand_number` (blinds.schedule: the last
    level begun by then, a level without an ante keeping the table's; no level begun: the
    table's own)."""
    sb, bb, ante = base.small_blind, base.big_blind, base.ante
    for level in base.schedule:
        if level.from_hand <= hand_number:
            sb, bb = level.small_blind, level.big_blind
            ante = base.ante if level.ante is None else level.ante
    return sb, bb, ante


def level_of(config: TableConfig, hand_number: int) -> tuple[int, int | None] | None:
    """A tournament's level in hand `hand_number` (from 1: the schedule's steps, the table's
    own blinds the first where the schedule starts later) and the next level's number, None
    after the last; None at a table with no schedule (blinds.schedule)."""
    if not config.schedule:
        return None
    starts = [level.from_hand for level in config.schedule]
    if starts[0] > 1:
        starts.insert(0, 1)
    now = max(1, sum(start <= hand_number for start in starts))
    return now, (now + 1 if now < len(starts) else None)
