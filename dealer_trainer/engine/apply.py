"""The one place where a hand's state changes: each operation record, applied.

`Hand`'s operations verify, build the record (drawing from the random generator where a
shuffle or a cut needs it) and hand it here; `Hand.replay` hands the same records here
again. A record carries everything its change needs, so applying it never draws at random
and never refuses: whatever it asks was checked when it was made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import ops
from .betting import LIMIT_CAP, BettingRound
from .cards import FULL_DECK
from .config import Game, Street, next_seat
from .decision import ActionKind, Decision
from .level_ops import LEVEL_APPLY
from .ops_fees import TimeCollecting
from .ops_noted import NOTED
from .ops_said import PlayerSaying
from .pots import Pot, compute_pots, uncalled_excess
from .race_ops import RACE_APPLY
from .state import DEAD_POSTS, own_field, positions
from .stud_errors import STUD_ERROR_APPLY
from .stud_ops import STUD_APPLY
from .tidyops import TIDY_APPLY
from .zones import HoleCard

if TYPE_CHECKING:
    from .hand import Hand



def apply(h: Hand, op: ops.Op) -> None:
    APPLY[type(op)](h, op)


def _take(h: Hand, cards: tuple[ops.Card, ...]) -> None:
    stub = h.zones.stub
    assert tuple(stub[: len(cards)]) == cards, "a record names cards the stub does not hold"
    del stub[: len(cards)]


def _shuffle(h: Hand, op: ops.Shuffling) -> None:
    h.zones.stub[:] = op.order


def _cut(h: Hand, op: ops.Cutting) -> None:
    stub = h.zones.stub
    stub[:] = stub[op.at :] + stub[: op.at]


def _post(h: Hand, op: ops.BlindPosting) -> None:
    seat, amount = op.seat, op.amount
    if op.blind in DEAD_POSTS:  # a missed small blind: into the middle, part of no bet
        h.stacks[seat] -= amount
        h.contributed[seat] += amount
        pots = h.pots  # (before the first collect: a pot of dead money, the bets pull in to)
        first = Pot(pots[0].amount + amount, pots[0].eligible) if pots else Pot(
            amount, tuple(sorted(h.live)))
        own_field(h, "pots", [first, *pots[1:]])
        h.extra_posts[(seat, op.blind)] = amount
        return
    _move_to_bet(h, seat, amount)
    if op.blind == "big" and seat != h.pos.big:  # a returning or new player's, live
        h.extra_posts[(seat, "big")] = amount
    else:
        h.posted[op.blind] = seat


def _move_to_bet(h: Hand, seat: int, amount: int) -> None:
    h.stacks[seat] -= amount
    h.bets[seat] += amount
    h.contributed[seat] += amount


def _pitch(h: Hand, op: ops.HoleDealing) -> None:
    z, card = h.zones, op.card
    stub = z.stub
    top = stub[0]
    assert top is card or top == card, "a record names cards the stub does not hold"
    del stub[0]
    boxed = z.boxed  # a boxed card lies face up (an empty set: no hash of the card)
    z.hole[op.seat].append(HoleCard(card, op.exposed or bool(boxed) and card in boxed))


def _burn(h: Hand, op: ops.CardBurning) -> None:
    z, card = h.zones, op.card
    stub = z.stub
    top = stub[0]
    assert top is card or top == card, "a record names cards the stub does not hold"
    del stub[0]
    z.burns.append(card)


def _board(h: Hand, op: ops.BoardDealing) -> None:
    _take(h, op.cards)
    h.zones.board.extend(op.cards)


def _set_aside(h: Hand, op: ops.CardSettingAside) -> None:
    h.zones.board.remove(op.card)
    h.zones.set_aside.append(op.card)


def _return(h: Hand, op: ops.CardReturning) -> None:
    z = h.zones
    piles = {"board": z.board, "set_aside": z.set_aside, "burns": z.burns, "muck": z.muck}
    for card in op.cards:
        if "hole" in op.zones and op.seat is not None:
            held = z.hole[op.seat]
            i = next(i for i, hc in enumerate(held) if hc.card == card)
            del held[i]
            continue
        pile = next(piles[name] for name in op.zones if card in piles[name])
        pile.remove(card)
    if op.on_top:
        z.stub[:0] = op.cards
    else:
        z.stub.extend(op.cards)


def _replace_exposed(h: Hand, op: ops.ExposedReplacing) -> None:
    held = h.zones.hole[op.seat]
    i = next(i for i, hc in enumerate(held) if hc.exposed and hc.card == op.exposed)
    _take(h, (op.new,))
    held[i] = HoleCard(op.new, False)
    h.zones.burns.append(op.exposed)


def _gather(h: Hand, op: ops.Gathering) -> None:
    """A misdeal: every card back into the stub; the deal and its betting round are void."""
    h.zones.gather_all()
    h.shown.clear()
    h.folded.clear()  # a misdeal voids every decision: the redeal is an exact re-play
    h.round = None
    h.street = Street.PREFLOP  # a misdeal after the board was dealt: the deal starts again


def _show(h: Hand, op: ops.Showdown) -> None:
    for seat, _ in op.shown:
        h.zones.hole[seat] = [HoleCard(hc.card, True) for hc in h.zones.hole[seat]]
        h.shown.add(seat)


def _muck(h: Hand, op: ops.HandMucking) -> None:
    """A hand thrown away (a fold, or a hand conceded unseen at the showdown): it loses its
    claim to every pot; the pots' chips stay."""
    h.folded.add(op.seat)
    h.zones.muck.extend(op.cards)
    h.zones.hole[op.seat] = []
    if h.pots:
        seat = op.seat
        own_field(h, "pots", [Pot(p.amount, tuple([x for x in p.eligible if x != seat]))
                              for p in h.pots])


def _act(h: Hand, op: ops.PlayerActing) -> None:
    r = h.round
    assert r is not None
    d = op.decision or Decision(op.seat, ActionKind(op.action), op.to)
    fold = op.action == "fold"
    if not fold:  # a fold's cards went with its HandMucking; the chips go in (_move_to_bet)
        seat, amount = op.seat, op.amount
        h.stacks[seat] -= amount
        h.bets[seat] += amount
        h.contributed[seat] += amount
    r.record(d, op.to)
    if not fold and r.bets_made >= LIMIT_CAP:  # the cap reached: who can still bet counts
        r.note_cap(h.live, h.all_in)


def _collect(h: Hand, op: ops.BetCollecting) -> None:
    """The bets pulled in. A collect is made only when the round is complete or closed
    (`Hand.verify_collect`): the round is closed now."""
    bets = h.bets
    for seat, chips in op.returned:
        bets[seat] -= chips
        h.contributed[seat] -= chips
        h.stacks[seat] += chips
    for s in bets:
        bets[s] = 0
    own_field(h, "pots", [Pot(amount, eligible) for amount, eligible in op.pots])
    if h.round is not None:
        h.round.closed = True


def collect_record(h: Hand) -> ops.BetCollecting:
    """What pulling the bets in comes to: the uncalled excess back, then the pots."""
    live = h.live
    excess = uncalled_excess(h.bets, live)
    contributed, stacks = h.contributed, h.stacks
    if excess:
        contributed, stacks = dict(contributed), dict(stacks)
        contributed[excess[0]] -= excess[1]
        stacks[excess[0]] += excess[1]
    all_in: set[int] = set()
    if 0 in stacks.values():  # somebody has no chips behind
        all_in = {s for s in live if not stacks[s] and contributed[s]}
    pots = compute_pots(contributed, live, all_in)
    taken = sum(h.house.values())
    if taken and pots:  # the rake or drop already taken stays out of the main pot (rake.*)
        pots[0] = Pot(pots[0].amount - taken, pots[0].eligible)
    return ops.BetCollecting(
        (excess,) if excess else (), tuple([(p.amount, p.eligible) for p in pots])
    )


def _push(h: Hand, op: ops.ChipsPushing) -> None:
    for s, a in op.amounts:
        h.stacks[s] += a
        h.won[s] += a
    h.awarded[op.pot] = tuple([s for s, _ in op.amounts])


def _push_half(h: Hand, op: ops.HalfPushing) -> None:
    """Half a hi-lo pot: the pot is pushed (awarded) once both halves are."""
    for s, a in op.amounts:
        h.stacks[s] += a
        h.won[s] += a
    h.halves[(op.pot, op.half)] = op.amounts
    if (op.pot, "high") in h.halves and (op.pot, "low") in h.halves:
        both = h.halves[(op.pot, "high")] + h.halves[(op.pot, "low")]
        h.awarded[op.pot] = tuple(sorted({s for s, _ in both}))


def _button(h: Hand, op: ops.ButtonMoving) -> None:
    own_field(h, "button", op.seat)
    # the blinds follow the disc (a misplaced button moved before the blinds, or after a void)
    # (a dead small blind stays dead while the disc is where the hand began)
    cfg = h.config
    own_field(h, "pos", positions(h.occupied, op.seat, cfg.straddle and not cfg.tournament,
                                  cfg.dead_small and op.seat == cfg.button))


def _void(h: Hand, op: ops.HandVoiding) -> None:
    """Every card gathered (a fresh deck after a fouled one), every chip back to its owner:
    the hand starts again from the blinds."""
    h.zones.gather_all()
    if op.fresh:
        h.zones.stub[:] = FULL_DECK
    for seat, chips in op.refunds:
        h.stacks[seat] += chips
    for s in h.occupied:
        h.bets[s] = 0
        h.contributed[s] = 0
    h.pots = []
    h.posted.clear()
    h.extra_posts.clear()
    h.folded.clear()
    h.shown.clear()
    h.round = None
    h.street = Street.PREFLOP


def _foul(h: Hand, op: ops.DeckFouling) -> None:
    h.zones.stub[op.at] = op.card


def _repush(h: Hand, op: ops.PushCorrecting) -> None:
    if op.carried:  # the pot was the last hand's: only the stacks change
        for s, a in op.taken:
            h.stacks[s] -= a
        for s, a in op.amounts:
            h.stacks[s] += a
        return
    for s, a in op.taken:
        h.stacks[s] -= a
        h.won[s] -= a
    _push(h, ops.ChipsPushing(op.pot, op.amounts))


def _open_round(h: Hand, op: ops.RoundOpening) -> None:
    """The round of `op.street` (preflop: with the blinds already in front)."""
    street = op.street
    own_field(h, "street", street)
    cfg = h.config
    unit = cfg.bet_unit(street) if cfg.game is Game.LIMIT else h.big_blind
    if street is Street.PREFLOP:
        # the price is the full blind even when the blind went all in for less
        # (blinds.big: "the full minimum bet"; a short blind plays for what he has)
        full = [h.blind_amount(kind) for kind in h.posted if kind != "small"]
        current = max([*h.bets.values(), *full], default=0)
        last_blind = h.pos.big
        if "straddle" in h.posted and h.pos.straddle is not None:
            last_blind = h.pos.straddle
        first = next_seat(h.occupied, last_blind)
        made = 2 if "straddle" in h.posted else 1
        # a straddle plays as the big blind: raises are at least its size
        min_raise = unit if cfg.game is Game.LIMIT else max(h.big_blind, current)
    else:
        current, made, min_raise = 0, 0, unit
        if "straddle" in h.posted and cfg.game is not Game.LIMIT:
            min_raise = h.blind_amount("straddle")  # blinds.straddle: the minimum bet after
        first = next_seat(h.occupied, h.button)
    own_field(h, "round", BettingRound(
        config=cfg, street=street, first=first, current_bet=current, min_raise=min_raise,
        bets_made=made, full_bet=current,
    ))  # fmt: skip


def _put_out(h: Hand, op: ops.ChipsPuttingOut) -> None:
    amount = sum(op.chips)
    h.stacks[op.seat] -= amount
    h.pushed[op.seat] = h.pushed.get(op.seat, 0) + amount


def _take_back(h: Hand, op: ops.ChipsTakingBack) -> None:
    h.pushed[op.seat] -= op.amount
    if not h.pushed[op.seat]:
        del h.pushed[op.seat]
    h.stacks[op.seat] += op.amount


def _bar_raise(h: Hand, op: ops.RaiseBarring) -> None:
    assert h.round is not None
    h.round.barred.add(op.seat)


def _player_shows(h: Hand, op: ops.HoleCardShowing) -> None:
    held = h.zones.hole[op.seat]
    i = next(i for i, hc in enumerate(held) if hc.card == op.card)
    held[i] = HoleCard(op.card, True)
def _house(h: Hand, op: ops.HouseTaking) -> None:
    """The rake or the drop leaves the main pot for the house (rake.*)."""
    main = h.pots[0]
    h.pots[0] = Pot(main.amount - op.amount, main.eligible)
    h.house[op.kind] = h.house.get(op.kind, 0) + op.amount


def _time(h: Hand, op: TimeCollecting) -> None:
    """The time leaves a player's stack for the house (house.time_collection)."""
    h.stacks[op.seat] -= op.amount
    h.time[op.seat] = op.amount


def _box(h: Hand, op: ops.CardBoxing) -> None:
    h.zones.boxed.add(op.card)


def _scrap(h: Hand, op: ops.CardScrapping) -> None:
    z = h.zones
    if op.zone == "hole" and op.seat is not None:
        held = z.hole[op.seat]
        del held[next(i for i, hc in enumerate(held) if hc.card == op.card)]
    else:
        {"stub": z.stub, "board": z.board, "burns": z.burns, "stray": z.stray}[op.zone].remove(
            op.card
        )
    z.boxed.discard(op.card)
    z.muck.append(op.card)


def _stray(h: Hand, op: ops.StrayPitching) -> None:
    _take(h, (op.card,))
    if op.seat in h.zones.hole:
        h.zones.hole[op.seat].append(HoleCard(op.card, op.card in h.zones.boxed))
    else:
        h.zones.stray.append(op.card)


def _odd_pitch(h: Hand, op: ops.OddPitching) -> None:
    _take(h, op.cards)
    h.zones.hole[op.seat].extend(HoleCard(c, c in h.zones.boxed) for c in op.cards)


def _deal_short(h: Hand, op: ops.ShortDealing) -> None:
    _take(h, (op.card,))
    h.zones.hole[op.seat].append(HoleCard(op.card, op.card in h.zones.boxed))


def _refund(h: Hand, op: ops.BetRefunding) -> None:
    for seat, chips in op.returned:
        if not op.pulled_in:
            h.bets[seat] -= chips
        h.contributed[seat] -= chips
        h.stacks[seat] += chips
    if op.pulled_in:  # what is left in the pots is the blinds: back in front of their seats
        for seat in h.bets:
            h.bets[seat] = h.contributed[seat]
        own_field(h, "pots", [])

def _misburn(h: Hand, op: ops.BurnMisfiring) -> None:
    _take(h, op.cards)
    h.zones.burns.extend(op.cards)


def _board_burn(h: Hand, op: ops.BoardBurning) -> None:
    h.zones.board.remove(op.card)
    h.zones.burns.append(op.card)


def _nothing(h: Hand, op: ops.Op) -> None:
    """A note: an irregularity or a correction, kept in the log for the history."""


# Each record's class to the function that applies it (Hand._do looks it up itself).
APPLY: dict[type[ops.Op], Callable[[Hand, Any], None]] = {
    ops.Shuffling: _shuffle,
    ops.Cutting: _cut,
    ops.BlindPosting: _post,
    ops.HoleDealing: _pitch,
    ops.CardBurning: _burn,
    ops.BoardDealing: _board,
    ops.PlayerActing: _act,
    ops.HandMucking: _muck,
    ops.BetCollecting: _collect,
    ops.CardSettingAside: _set_aside,
    ops.CardReturning: _return,
    ops.ExposedReplacing: _replace_exposed,
    ops.Gathering: _gather,
    ops.Showdown: _show,
    ops.ChipsPushing: _push,
    ops.HalfPushing: _push_half,
    ops.ButtonMoving: _button,
    ops.RoundOpening: _open_round,
    ops.ChipsPuttingOut: _put_out,
    ops.ChipsTakingBack: _take_back,
    ops.RaiseBarring: _bar_raise,
    ops.HoleCardShowing: _player_shows,
    ops.Asking: _nothing,
    PlayerSaying: _nothing,  # words only: the bubble reads them
    **dict.fromkeys(NOTED, _nothing),  # the arbiter's bookkeeping (ops_noted.py)
    ops.Announcing: _nothing,
    ops.HandReading: _nothing,
    ops.HouseTaking: _house,
    TimeCollecting: _time,
    ops.HandVoiding: _void,
    ops.DeckFouling: _foul,
    ops.PushCorrecting: _repush,
    ops.CardBoxing: _box,
    ops.CardScrapping: _scrap,
    ops.StrayPitching: _stray,
    ops.OddPitching: _odd_pitch,
    ops.ShortDealing: _deal_short,
    ops.HandKilling: _muck,  # a killed hand is dead as a folded one: no claim, chips stay
    ops.BetRefunding: _refund,
    ops.BurnMisfiring: _misburn,
    ops.BoardBurning: _board_burn,
    **STUD_APPLY,  # the stud games' own (stud_ops.py)
    **RACE_APPLY,  # the chip race's (race_ops.py)
    **LEVEL_APPLY,  # a hand's stakes changed within it (level_ops.py)
    **STUD_ERROR_APPLY,  # the stud dealer errors' (stud_errors.py)
    **TIDY_APPLY,  # the hands mucked after the push, the pot coloured up (tidyops.py)
}
