"""A hand's state and what can be asked of it.

The fields change only in `engine/apply.py`, one operation record at a time; every query
here is computed from them (`to_act()` and `legal()` are remembered only until the next
change: `Hand._do`, the one path by which the state changes, forgets them, so no change can
leave them stale; `tests/engine/test_engine_remembered.py` checks each answer against a hand
rebuilt from its log). Outside the engine the state is read, never written:
`HandState.__setattr__` refuses an assignment from any other package (while `Hand._do` applies
a record only the engine runs, and the check is skipped), and
`tests/engine/test_engine_ownership.py` scans the code for writes into its containers.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from . import ops
from .betting import BettingRound, Legal
from .cards import FULL_DECK, Card
from .config import Game, Street, TableConfig, next_seat, seats_from
from .errors import EngineError, InvalidOperation, can_do
from .pots import Pot
from .record import record
from .variant import GAMES, GameRow
from .zones import HoleCard, Zones

BLIND_KINDS = ("small", "big", "straddle")
# posts besides the table's blinds (RULES.md "Across hands"): into the middle, part of no bet
DEAD_POSTS = ("dead_small", "ante")
POST_KINDS = BLIND_KINDS + DEAD_POSTS


@record
class Positions:
    button: int
    small: int | None  # None: the small blind is dead (button.dead), nobody posts it
    big: int
    straddle: int | None


def positions(occupied: Sequence[int], button: int, straddle: bool,
              dead_small: bool = False) -> Positions:
    """Heads-up the button posts the small blind (every preset here agrees). With a dead
    small blind the big blind is the first player left of the button."""
    return _positions(tuple(sorted(occupied)), button, straddle, dead_small)


@lru_cache(maxsize=1024)
def _positions(occ: tuple[int, ...], button: int, straddle: bool, dead_small: bool) -> Positions:
    """A pure function of its arguments, its answer a frozen record: remembered, it cannot go
    stale (every hand asks it at the start and at the button's move)."""
    sb = button if len(occ) == 2 else next_seat(occ, button)
    bb = next_seat(occ, button) if dead_small else next_seat(occ, sb)
    if dead_small:
        return Positions(button, None, bb, next_seat(occ, bb) if straddle else None)
    st = next_seat(occ, bb) if straddle and len(occ) > 2 else None
    return Positions(button, sb, bb, st)


class EngineWriteError(AttributeError):
    """Code outside the engine assigned to a field of a hand."""


# Each game's first street (its row names it), read once: a hand starts there
FIRST_STREET = {variant: Street(game.streets[0]) for variant, game in GAMES.items()}

# One field written by the engine past the guard (engine/apply.py, while a record is applied)
own_field = object.__setattr__
_NOBODY: frozenset[int] = frozenset()


class HandState:
    config: TableConfig
    button: int
    small_blind: int
    big_blind: int
    occupied: tuple[int, ...]
    seated: frozenset[int]  # the occupied seats as a set (the table's, never changed)
    zones: Zones
    stacks: dict[int, int]
    bets: dict[int, int]
    pushed: dict[int, int]  # chips pushed out in front of a player: a ruling is due
    contributed: dict[int, int]
    posted: dict[str, int]
    extra_posts: dict[tuple[int, str], int]  # (seat, kind) -> chips: posts beside the blinds
    folded: set[int]
    pots: list[Pot]
    awarded: dict[int, tuple[int, ...]]
    halves: dict[tuple[int, str], tuple[tuple[int, int], ...]]  # (pot, half): what it pushed
    won: dict[int, int]
    house: dict[str, int]
    time: dict[int, int]  # house.time_collection: seat -> chips collected for the house
    shown: set[int]
    round: BettingRound | None
    street: Street
    log: list[ops.Op]
    _memo: dict[str, object] | None
    chip_total: int
    pos: Positions

    def __init__(self, config: TableConfig) -> None:
        occupied, seats = config.occupied, config.seats
        stacks = {s.seat: s.stack for s in seats}
        # The engine's own writes, past the ownership guard: one dict literal, for speed.
        self.__dict__.update({
            "config": config,
            "button": config.button,
            "small_blind": config.small_blind,
            "big_blind": config.big_blind,
            "occupied": occupied,
            "seated": frozenset(occupied),
            "zones": Zones(list(FULL_DECK), {s: [] for s in occupied}),
            "stacks": stacks,
            "bets": dict.fromkeys(occupied, 0),
            "pushed": {},
            "contributed": dict.fromkeys(occupied, 0),
            "posted": {},  # blind kind -> seat
            # blinds.missed, seat.join: a returning or new player's live big blind, a missed
            # small blind (dead): (seat, kind) -> chips
            "extra_posts": {},
            "folded": set(),
            "pots": [],
            "awarded": {},  # pot index -> winners
            "halves": {},  # (pot index, "high" | "low") -> (seat, chips): a hi-lo half pushed
            "won": dict.fromkeys(occupied, 0),
            "house": {},  # "rake", "drop": chips taken for the house (rake.*)
            "time": {},  # house.time_collection: seat -> chips, to the house before the deal
            "shown": set(),
            "round": None,
            "street": FIRST_STREET[config.variant],  # preflop, or stud's third
            "log": [],
            # to_act() and legal(), remembered until the next change: Hand._do,
            # the one path by which the state changes, empties it before and after applying a
            # record (None: no remembering while a record is being applied)
            "_memo": {},
            "chip_total": sum(stacks.values()),
            "pos": positions(occupied, config.button, config.straddle and not config.tournament,
                             config.dead_small),
        })  # fmt: skip

    def __setattr__(self, name: str, value: object) -> None:
        """A field changes only while a record is applied (`Hand._do`, engine/apply.py)."""
        if self._memo is not None:  # None: a record is being applied
            raise EngineWriteError(f"Hand.{name} changes only by an operation: the engine owns it")
        object.__setattr__(self, name, value)

    # ---- who is in ----------------------------------------------------------------------
    # Computed afresh at each question, never kept: a set difference and, only when a stack is
    # empty, one pass over the live seats (cheaper than remembering them).
    @property
    def live(self) -> frozenset[int]:
        if not self.folded:  # nobody out yet: the seated players, no new set made
            return self.seated
        return self.seated - self.folded

    @property
    def all_in(self) -> frozenset[int]:
        """Live players with every chip in (a bet given back uncalled or a pot won makes him
        a player with chips again)."""
        stacks = self.stacks
        if 0 not in stacks.values():  # everybody has chips behind (a scan in C)
            return _NOBODY
        put, out = self.contributed, self.pushed
        # chips pushed out and not yet ruled on: he is not all in until the ruling says so
        return frozenset(
            [s for s in self.seated - self.folded if not stacks[s] and put[s] and not out.get(s)]
        )

    # ---- chips --------------------------------------------------------------------------
    def pot_total(self) -> int:
        """Chips in the pots still to be pushed (a hi-lo pot's half pushed is out of it)."""
        total = sum(p.amount for i, p in enumerate(self.pots) if i not in self.awarded)
        if self.halves:
            total -= sum(a for (i, _), out in self.halves.items() if i not in self.awarded
                         for _, a in out)
        return total

    def blinds_assumed(self) -> int:
        """What pot limit counts on top of the chips really out before the flop: full blinds
        are assumed even when a blind went in short (TDA 54-B, bet.pot_count); after the
        flop the actual pot counts (54-C), and this is 0."""
        if self.round is None or self.round.street is not Street.PREFLOP:
            return 0
        bets = self.bets
        dead = self.small_blind if self.pos.small is None else 0  # counts as posted (54-B)
        return dead + sum(max(0, self.blind_amount(k) - bets[s]) for k, s in self.posted.items())

    def chips_in_play(self) -> int:
        pushed = sum(self.pushed.values())
        return sum(self.stacks.values()) + sum(self.bets.values()) + self.pot_total() + pushed

    def bets_out(self) -> bool:
        return any(self.bets.values())

    def all_pushed(self) -> bool:
        return len(self.awarded) == len(self.pots)

    def blind_amount(self, kind: str) -> int:
        if kind == "small":
            return self.small_blind
        if kind == "big":
            return self.big_blind
        if kind == "straddle":
            return 2 * self.big_blind
        if kind == "ante":  # blinds.ante: the table's (0: none)
            return self.config.ante
        raise KeyError(kind)

    def post_amount(self, seat: int, kind: str) -> int:
        """What `seat` puts in for a post of `kind`: the amount, or his whole stack if less.
        An ante comes after his blind: a short stack's chips go to the blind first
        (blinds.ante, blinds.big_blind_ante: "big-blind-first", TDA RP-11)."""
        amount = min(self.blind_amount("small" if kind == "dead_small" else kind),
                     self.stacks[seat])
        if kind == "ante":
            keep = sum(self.blind_amount(k) for k in BLIND_KINDS
                       if self.blind_seat(k) == seat and k not in self.posted)
            amount = min(amount, max(0, self.stacks[seat] - keep))
        return amount

    def extra_post(self, seat: int, kind: str) -> bool:
        """A post beside the table's blinds: a big blind from another seat than the big
        blind's (a returning or new player's, live), a missed small blind (dead)."""
        return kind in DEAD_POSTS or kind == "big" and seat != self.pos.big

    def blind_seat(self, kind: str) -> int | None:
        if kind not in BLIND_KINDS:
            raise KeyError(kind)
        return getattr(self.pos, kind)  # type: ignore[no-any-return] # Positions names them

    # ---- cards --------------------------------------------------------------------------
    def holding(self, seat: int) -> list[HoleCard]:
        return self.zones.hole.get(seat, [])

    def exposed_seats(self) -> list[int]:
        return [s for s in self.occupied if any(h.exposed for h in self.zones.hole[s])]

    def first_to_deal(self) -> int:
        return next_seat(self.occupied, self.button)

    @property
    def game(self) -> GameRow:
        """The game dealt (game.variant): its row of `variant.GAMES`."""
        return GAMES[self.config.variant]

    @property
    def hole_cards(self) -> int:
        """The hole cards each player is dealt: two in hold'em, four in Omaha (omaha.deal)."""
        return GAMES[self.config.variant].hole_cards

    @property
    def deal_size(self) -> int:
        """The pitches of a whole deal: a hole card for each player, `hole_cards` rounds."""
        return GAMES[self.config.variant].hole_cards * len(self.occupied)

    def deal_order(self) -> list[int]:
        """`hole_cards` rounds clockwise from the first seat left of the button (deal.order,
        omaha.deal: pitch N to the ((N-1) mod players)+1-th seat)."""
        return seats_from(self.occupied, self.button) * self.hole_cards

    def next_button(self) -> int:
        return next_seat(self.occupied, self.button)

    def verify_seat(self, seat: int) -> None:
        """The check of every operation at a seat: a player sits there."""
        if seat not in self.occupied:
            raise InvalidOperation(
                f"seat {seat} has no player", key="invalid.empty_seat", seat=seat
            )

    def can_seat(self, seat: int) -> bool:
        return can_do(self.verify_seat, seat)

    # ---- the betting --------------------------------------------------------------------
    def to_act(self) -> int | None:
        return self._turn()[0]

    def _turn(self) -> tuple[int | None, frozenset[int], frozenset[int]]:
        """(the seat to act, the live seats, the seats all in), remembered until the next
        change: `legal()` asks the same right after."""
        memo = self._memo
        if memo is not None:
            turn = memo.get("turn")
            if turn is not None:
                return turn  # type: ignore[return-value]
        live, all_in, seat = self.live, self.all_in, None
        # once a pot (or a hi-lo pot's half) is pushed: no betting, whoever got chips back
        if self.round is not None and not self.awarded and not self.halves:
            seat = self.round.to_act(live, all_in, self.bets)
        turn = seat, live, all_in
        if memo is not None:
            memo["turn"] = turn
        return turn

    def is_round_complete(self) -> bool:
        return self.round is not None and self.to_act() is None

    def legal(self) -> Legal:
        memo = self._memo
        if memo is not None:
            legal = memo.get("legal")
            if legal is not None:
                return legal  # type: ignore[return-value]
        seat, live, all_in = self._turn()
        if seat is None or self.round is None:
            raise InvalidOperation("nobody is to act", key="invalid.nobody_to_act")
        # the pot counts only in pot limit (its maximum bet, full blinds assumed before the
        # flop: the count a player asks for is the same, `counts.pot_count`); elsewhere it is
        # not summed
        pot = self.pot_total() + self.blinds_assumed() if self.config.game is Game.POT_LIMIT else 0
        legal = self.round.legal(
            seat, stack=self.stacks[seat], bets=self.bets, pot_total=pot, live=live, all_in=all_in
        )
        if memo is not None:
            memo["legal"] = legal
        return legal

    def fouled_card(self) -> Card | None:
        """The card the deck holds twice, from the log: fouled and not yet voided."""
        card = None
        for op in self.log:
            if isinstance(op, ops.DeckFouling):
                card = op.card
            elif isinstance(op, ops.HandVoiding) and op.fresh:
                card = None
        return card

    def pushed_amounts(self, pot: int) -> tuple[tuple[int, int], ...]:
        """What the last push of `pot` gave each seat."""
        for op in reversed(self.log):
            if isinstance(op, ops.ChipsPushing | ops.PushCorrecting) and op.pot == pot:
                return op.amounts
        return ()

    def check_invariants(self) -> None:
        self.zones.check(self.fouled_card())
        # the rake and the time leave the table for the house
        counted = self.chips_in_play() + sum(self.house.values()) + sum(self.time.values())
        if counted != self.chip_total:
            raise EngineError(f"chips not conserved: {counted} != {self.chip_total}")
