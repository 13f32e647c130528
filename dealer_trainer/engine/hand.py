"""One hand at the table: cards in zones, chips, the betting round, and the operation log.

The Hand knows what is physically possible and what the betting rules allow; it does not
know dealing procedure (that is the arbiter's). Each operation has `verify_*` (raises
InvalidOperation or IllegalBet with the reason), and the operation itself, which verifies,
mutates and returns the record it appended to `log`. `can(...)` answers yes or no.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from . import ops
from .betting import BettingRound, Legal, check_decision
from .cards import FULL_DECK, Card
from .config import Game, Street, TableConfig, next_seat, seats_from
from .decision import ActionKind, Decision
from .errors import EngineError, InvalidOperation
from .pots import Pot, compute_pots, uncalled_excess
from .zones import HoleCard, Zones

BLIND_KINDS = ("small", "big", "straddle")


@dataclass(frozen=True, slots=True)
class Positions:
    button: int
    small: int
    big: int
    straddle: int | None


def positions(occupied: Sequence[int], button: int, straddle: bool) -> Positions:
    """Heads-up the button posts the small blind (every preset here agrees)."""
    occ = sorted(occupied)
    if len(occ) == 2:
        sb = button
    else:
        sb = next_seat(occ, button)
    bb = next_seat(occ, sb)
    st = next_seat(occ, bb) if straddle and len(occ) > 2 else None
    return Positions(button, sb, bb, st)


class Hand:
    def __init__(
        self,
        config: TableConfig,
        *,
        rng: random.Random,
        stacks: dict[int, int] | None = None,
        button: int | None = None,
        small_blind: int | None = None,
        big_blind: int | None = None,
    ) -> None:
        self.config = config
        self.rng = rng
        self.button = config.button if button is None else button
        self.small_blind = small_blind or config.small_blind
        self.big_blind = big_blind or config.big_blind
        self.occupied: tuple[int, ...] = config.occupied
        self.zones = Zones(stub=list(FULL_DECK), hole={s: [] for s in self.occupied})
        self.stacks: dict[int, int] = (
            dict(stacks) if stacks else {s.seat: s.stack for s in config.seats}
        )
        self.bets: dict[int, int] = {s: 0 for s in self.occupied}
        self.contributed: dict[int, int] = {s: 0 for s in self.occupied}
        self.posted: dict[str, int] = {}  # blind kind -> seat
        self.folded: set[int] = set()
        self.pots: list[Pot] = []
        self.awarded: dict[int, tuple[int, ...]] = {}  # pot index -> winners
        self.won: dict[int, int] = {s: 0 for s in self.occupied}
        self.shown: set[int] = set()
        self.round: BettingRound | None = None
        self.street: Street = Street.PREFLOP
        self.log: list[ops.Op] = []
        self.chip_total = sum(self.stacks.values())
        self.pos = positions(self.occupied, self.button, config.straddle and not config.tournament)

    # ---- queries ------------------------------------------------------------------------
    # Every query below is computed from the state each time it is asked: no cache to go stale.
    @property
    def live(self) -> set[int]:
        return {s for s in self.occupied if s not in self.folded}

    @property
    def all_in(self) -> set[int]:
        """Live players with every chip in (a bet given back uncalled or a pot won makes him
        a player with chips again)."""
        stacks, put = self.stacks, self.contributed
        return {s for s in self.occupied if s not in self.folded and not stacks[s] and put[s]}

    def pot_total(self) -> int:
        """Chips in the pots still to be pushed."""
        return sum(p.amount for i, p in enumerate(self.pots) if i not in self.awarded)

    def chips_in_play(self) -> int:
        return sum(self.stacks.values()) + sum(self.bets.values()) + self.pot_total()

    def blind_amount(self, kind: str) -> int:
        return {"small": self.small_blind, "big": self.big_blind, "straddle": 2 * self.big_blind}[
            kind
        ]

    def blind_seat(self, kind: str) -> int | None:
        return {"small": self.pos.small, "big": self.pos.big, "straddle": self.pos.straddle}[kind]

    def holding(self, seat: int) -> list[HoleCard]:
        return self.zones.hole.get(seat, [])

    def can(self, verify: Callable[..., None], *args: object) -> bool:
        try:
            verify(*args)
        except EngineError:
            return False
        return True

    def check_invariants(self) -> None:
        self.zones.check()
        if self.chips_in_play() != self.chip_total:
            raise EngineError(f"chips not conserved: {self.chips_in_play()} != {self.chip_total}")

    def _do(self, op: ops.Op) -> ops.Op:
        self.log.append(op)
        return op

    # ---- the deck -----------------------------------------------------------------------
    def shuffle(self, stacked: Sequence[Card] = ()) -> ops.Op:
        """Shuffle the stub. `stacked`: these cards come out on top, in this order, and the
        rest follow in the seeded order (a scenario's `deck.order`)."""
        rest = [c for c in self.zones.stub if c not in set(stacked)]
        if stacked and len(rest) + len(stacked) != len(self.zones.stub):
            raise InvalidOperation("a stacked card is not in the stub", key="invalid.stacked")
        self.rng.shuffle(rest)
        self.zones.stub[:] = list(stacked) + rest
        return self._do(ops.Shuffling(stacked=bool(stacked)))

    def cut(self, at: int | None = None) -> ops.Op:
        n = len(self.zones.stub)
        if n < 2:
            raise InvalidOperation("too few cards to cut", key="invalid.cut")
        if at is None:
            at = self.rng.randint(max(1, n // 4), max(1, 3 * n // 4))
        at %= n
        self.zones.stub[:] = self.zones.stub[at:] + self.zones.stub[:at]
        return self._do(ops.Cutting(at))

    def verify_take(self, n: int = 1) -> None:
        if len(self.zones.stub) < n:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def _take(self, n: int = 1) -> list[Card]:
        self.verify_take(n)
        cards = self.zones.stub[:n]
        del self.zones.stub[:n]
        return cards

    # ---- blinds -------------------------------------------------------------------------
    def verify_post(self, seat: int, kind: str) -> None:
        self._verify_seat(seat)
        if kind not in BLIND_KINDS:
            raise InvalidOperation(f"no such blind: {kind}", key="invalid.blind")
        if self.blind_seat(kind) is None:
            raise InvalidOperation(f"there is no {kind} at this table", key="invalid.blind")
        if kind in self.posted:
            raise InvalidOperation(f"the {kind} blind is already posted", key="invalid.posted")
        if self.stacks[seat] == 0:
            raise InvalidOperation(f"seat {seat} has no chips", key="invalid.no_chips", seat=seat)

    def post(self, seat: int, kind: str) -> ops.Op:
        self.verify_post(seat, kind)
        amount = min(self.blind_amount(kind), self.stacks[seat])
        self._move_to_bet(seat, amount)
        self.posted[kind] = seat
        return self._do(ops.BlindPosting(seat, kind, amount))

    def _verify_seat(self, seat: int) -> None:
        if seat not in self.occupied:
            raise InvalidOperation(
                f"seat {seat} has no player", key="invalid.empty_seat", seat=seat
            )

    def _move_to_bet(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.contributed[seat] += amount

    # ---- cards --------------------------------------------------------------------------
    def pitch(self, seat: int, *, exposed: bool = False) -> ops.Op:
        self._verify_seat(seat)
        (card,) = self._take()
        self.zones.hole[seat].append(HoleCard(card, exposed))
        return self._do(ops.HoleDealing(seat, card, exposed))

    def burn(self) -> ops.Op:
        (card,) = self._take()
        self.zones.burns.append(card)
        return self._do(ops.CardBurning(card))

    def turn_board(self, n: int) -> ops.Op:
        if n < 1:
            raise InvalidOperation(f"cannot turn {n} cards", key="invalid")
        cards = self._take(n)
        self.zones.board.extend(cards)
        return self._do(ops.BoardDealing(tuple(cards)))

    def set_aside_last_board_card(self) -> ops.Op:
        if not self.zones.board:
            raise InvalidOperation("there is no board card to set aside", key="invalid.no_board")
        card = self.zones.board.pop()
        self.zones.set_aside.append(card)
        return self._do(ops.CardSettingAside(card))

    def return_to_stub(self, zones: Iterable[str], *, on_top: bool = False) -> ops.Op:
        """Put the named zones' cards back into the stub (at the bottom, or on top)."""
        names = tuple(zones)
        piles = {
            "board": self.zones.board,
            "set_aside": self.zones.set_aside,
            "burns": self.zones.burns,
            "muck": self.zones.muck,
        }
        for z in names:
            if z not in piles:
                raise InvalidOperation(f"no zone {z}", key="invalid.zone")
        cards: list[Card] = []
        for z in dict.fromkeys(names):
            cards += piles[z]
            piles[z].clear()
        if on_top:
            self.zones.stub[:0] = cards
        else:
            self.zones.stub.extend(cards)
        return self._do(ops.CardReturning(names, tuple(cards), on_top))

    def exposed_seats(self) -> list[int]:
        return [s for s in self.occupied if any(h.exposed for h in self.zones.hole[s])]

    def replace_exposed(self, seat: int) -> ops.Op:
        """The exposed card goes to the burns; the seat gets the top card face down."""
        self._verify_seat(seat)
        held = self.zones.hole[seat]
        idx = next((i for i, h in enumerate(held) if h.exposed), None)
        if idx is None:
            raise InvalidOperation(
                f"seat {seat} has no exposed card", key="invalid.no_exposed", seat=seat
            )
        self.verify_take()
        exposed = held[idx].card
        (new,) = self._take()
        held[idx] = HoleCard(new, False)
        self.zones.burns.append(exposed)
        return self._do(ops.ExposedReplacing(seat, exposed, new))

    def return_extra(self, seat: int) -> ops.Op:
        """A seat's third card goes back on top of the stub."""
        self._verify_seat(seat)
        held = self.zones.hole[seat]
        if len(held) <= 2:
            raise InvalidOperation(
                f"seat {seat} has no extra card", key="invalid.no_extra", seat=seat
            )
        card = held.pop().card
        self.zones.stub.insert(0, card)
        return self._do(ops.CardReturning(("hole",), (card,), True))

    def gather_all(self) -> ops.Op:
        cards = self.zones.gather_all()
        self.shown.clear()
        return self._do(ops.Gathering(tuple(cards)))

    def show_down(self, seats: Sequence[int]) -> ops.Op:
        """Turn these seats' hands face up, in the order given."""
        for seat in seats:
            self._verify_seat(seat)
        shown = []
        for seat in seats:
            held = self.zones.hole[seat]
            self.zones.hole[seat] = [HoleCard(h.card, True) for h in held]
            self.shown.add(seat)
            shown.append((seat, tuple(h.card for h in held)))
        return self._do(ops.Showdown(tuple(shown)))

    def verify_concede(self, seat: int) -> None:
        self._verify_seat(seat)
        if seat not in self.live or not self.zones.hole[seat]:
            raise InvalidOperation(
                f"seat {seat} has no hand to muck", key="invalid.no_hand", seat=seat
            )
        if self.awarded or self.bets_out():
            raise InvalidOperation("a hand is mucked before the pots are pushed", key="invalid")
        if seat in self.shown:
            raise InvalidOperation(f"seat {seat} has shown his hand", key="invalid", seat=seat)
        others = self.live - {seat}
        if any(not (set(p.eligible) & others) for p in self.pots if seat in p.eligible):
            raise InvalidOperation(
                f"seat {seat} is the last claim on a pot", key="invalid", seat=seat
            )

    def concede(self, seat: int) -> ops.Op:
        """showdown.muck: a live hand is mucked unseen at the showdown; it loses its claim
        to every pot (the pots' chips stay, only who may win them changes)."""
        self.verify_concede(seat)
        cards = tuple(h.card for h in self.zones.hole[seat])
        self.folded.add(seat)
        self.zones.muck.extend(cards)
        self.zones.hole[seat] = []
        self.pots = [Pot(p.amount, tuple(x for x in p.eligible if x != seat)) for p in self.pots]
        return self._do(ops.HandMucking(seat, cards))

    # ---- betting ------------------------------------------------------------------------
    def start_round(self, street: Street) -> None:
        """Open the betting round of `street` (preflop: with the blinds already in front)."""
        self.street = street
        cfg = self.config
        unit = cfg.bet_unit(street) if cfg.game is Game.LIMIT else self.big_blind
        if street is Street.PREFLOP:
            # the price is the full blind even when the blind went all in for less
            # (blinds.big: "the full minimum bet"; a short blind plays for what he has)
            full = [self.blind_amount(kind) for kind in self.posted if kind != "small"]
            current = max([*self.bets.values(), *full], default=0)
            last_blind = self.pos.big
            if "straddle" in self.posted and self.pos.straddle is not None:
                last_blind = self.pos.straddle
            first = next_seat(self.occupied, last_blind)
            made = 2 if "straddle" in self.posted else 1
            # a straddle plays as the big blind: raises are at least its size
            min_raise = unit if cfg.game is Game.LIMIT else max(self.big_blind, current)
        else:
            current, made, min_raise = 0, 0, unit
            first = next_seat(self.occupied, self.button)
        self.round = BettingRound(
            config=cfg,
            street=street,
            first=first,
            current_bet=current,
            min_raise=min_raise,
            bets_made=made,
        )

    def to_act(self) -> int | None:
        if self.round is None or self.awarded:  # once a pot is pushed the betting is over
            return None
        return self.round.to_act(self.live, self.all_in, self.bets)

    def is_round_complete(self) -> bool:
        return self.round is not None and self.to_act() is None

    def betting_closed(self) -> bool:
        """No more betting this hand: one player left, or at most one who can still bet."""
        live = self.live
        return len(live) <= 1 or len([s for s in live if self.stacks[s] > 0]) <= 1

    def legal(self) -> Legal:
        seat = self.to_act()
        if seat is None or self.round is None:
            raise InvalidOperation("nobody is to act", key="invalid.nobody_to_act")
        return self.round.legal(
            seat,
            stack=self.stacks[seat],
            bets=self.bets,
            pot_total=self.pot_total(),
            live=self.live,
            all_in=self.all_in,
        )

    def verify_act(self, d: Decision) -> None:
        check_decision(self.legal(), d)

    def act(self, d: Decision) -> ops.Op:
        legal = self.legal()
        check_decision(legal, d)
        assert self.round is not None
        s = d.seat
        a = d.action
        mine = self.bets[s]
        if a is ActionKind.FOLD:
            self.folded.add(s)
            self.round.record(d, mine)
            cards = tuple(h.card for h in self.zones.hole[s])
            self.zones.muck.extend(cards)
            self.zones.hole[s] = []
            self._do(ops.HandMucking(s, cards))
            return self._do(ops.PlayerActing(s, "fold", mine, 0))
        if a is ActionKind.CHECK:
            to = mine
        elif a is ActionKind.CALL:
            to = mine + legal.to_call
        elif a is ActionKind.ALL_IN:
            to = legal.all_in_to
        else:
            to = d.to or 0
        added = to - mine
        self._move_to_bet(s, added)
        self.round.record(d, to)
        self.round.note_cap(self.live, self.all_in)
        name = a.value
        if a is ActionKind.ALL_IN or self.stacks[s] == 0 and added > 0:
            name = "all_in"
        return self._do(ops.PlayerActing(s, name, to, added))

    def collect(self) -> ops.Op:
        """Pull the round's bets into the pot(s); an uncalled excess goes back (pot.uncalled)."""
        if self.round is not None and not self.round.closed and self.to_act() is not None:
            raise InvalidOperation("the betting round is not complete", key="invalid.round_open")
        returned: list[tuple[int, int]] = []
        complete = self.is_round_complete()
        excess = uncalled_excess(self.bets)
        if excess:
            seat, chips = excess
            self.bets[seat] -= chips
            self.contributed[seat] -= chips
            self.stacks[seat] += chips
            returned.append(excess)
        for s in self.bets:
            self.bets[s] = 0
        self.pots = compute_pots(self.contributed, self.live, self.all_in)
        if self.round is not None and complete:
            self.round.closed = True
        return self._do(
            ops.BetCollecting(tuple(returned), tuple((p.amount, p.eligible) for p in self.pots))
        )

    def bets_out(self) -> bool:
        return any(self.bets.values())

    # ---- the award ----------------------------------------------------------------------
    def verify_push(self, pot: int, seats: Sequence[int]) -> None:
        if not 0 <= pot < len(self.pots):
            raise InvalidOperation(f"there is no pot {pot}", key="invalid.no_pot", pot=pot)
        if pot in self.awarded:
            raise InvalidOperation(f"pot {pot} is already pushed", key="invalid.pushed", pot=pot)
        if not seats or len(set(seats)) != len(seats):
            raise InvalidOperation("a pot goes to one or more different seats", key="invalid")
        for s in seats:
            self._verify_seat(s)

    def push(self, pot: int, seats: Sequence[int]) -> ops.Op:
        from .award import split_amounts

        self.verify_push(pot, seats)
        amounts = split_amounts(self.pots[pot].amount, list(seats), self.button, self.occupied)
        for s, a in amounts.items():
            self.stacks[s] += a
            self.won[s] += a
        self.awarded[pot] = tuple(sorted(seats))
        return self._do(ops.ChipsPushing(pot, tuple(sorted(amounts.items()))))

    def all_pushed(self) -> bool:
        return len(self.awarded) == len(self.pots)

    def next_button(self) -> int:
        return next_seat(self.occupied, self.button)

    def move_button(self, seat: int) -> ops.Op:
        self._verify_seat(seat)
        self.button = seat
        return self._do(ops.ButtonMoving(seat))

    def first_to_deal(self) -> int:
        return seats_from(self.occupied, self.button)[0]

    def deal_order(self) -> list[int]:
        """Two rounds clockwise from the first seat left of the button (deal.order)."""
        order = seats_from(self.occupied, self.button)
        return order + order
