"""Issue 24, complete operations: every engine operation has its trio (`verify_x` raises with a
readable reason, `can_x` answers yes or no, `x` verifies, changes the hand and returns the
record), and the replay property over a random walk that drives every one of them.

The walk (seeded, so a failure reproduces) deals a hand the ordinary way most of the time and
now and then tries any operation with arguments drawn at random, plausible or not. Whatever
`can_x` says is what doing it does: a yes never raises, a no raises an engine error (with a
message) and changes nothing. After each change the cards and chips are all there
(`check_invariants`), and at the end, and at points along the way, `Hand.replay` of the log
rebuilds every zone and every field (the flop games' walks, and the stud games' with their
antes, bring-in and rounds opened): stub, hands, burns, board, muck, set aside, stray, boxed,
stacks, bets, chips pushed out, pots, halves, the house's, the betting round and its barred
seats."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pytest

from dealer_trainer.engine.award import pot_winners
from dealer_trainer.engine.cards import FULL_DECK
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.ops import Cutting
from dealer_trainer.engine.ops_noted import IrregularityNoted
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.state import BLIND_KINDS, HandState
from dealer_trainer.engine.stud_ops import StudRoundOpening
from dealer_trainer.engine.variant import GAMES, Variant

QUERIES = {"boxed_lie", "half_shares", "refund_record", "replay",  # they change nothing
           # stud's readings of the cards showing (engine/stud.py)
           "antes_owed", "boards", "bring_in_seat", "doors", "first_on_board", "street_faces",
           "stud_first", "upcards",
           # the chip race's readings of the log (engine/race_ops.py)
           "race_awarded", "race_cards", "race_count", "race_odd",
           # a hand's stakes: what each post takes more, what a blind put in (level_ops.py)
           "topping", "blind_paid",
           # the money operations' readings: the request open, a seat's cards that make a
           # hand (engine/moneyops.py)
           "open_ask", "whole_hand"}
OPERATIONS = sorted(
    n for n in dir(Hand)
    if callable(getattr(Hand, n)) and not n.startswith(("_", "verify_", "can_"))
    and not hasattr(HandState, n) and n not in QUERIES
)
STUD_OPERATIONS = {"ante", "bring_in", "open_street"}
# the short stub's common card (stud.common_card): the walks reach it seldom (seven or eight
# players all to seventh street); played, refused and replayed by
# tests/engine/test_stud_common_card.py
STUD_STUB_OPERATIONS = {"common_card"}
# the chip race's: a table of their own (TableConfig.race), walked, refused and replayed by
# tests/engine/test_race_ops.py
RACE_OPERATIONS = {"color_up", "announce_race", "race", "award_chip", "not_raced_out",
                   "remove_chips", "late_not_raced_out"}
# a hand's stakes changed within it (engine/level_ops.py): played, refused and replayed by
# tests/engine/test_level_ops.py
LEVEL_OPERATIONS = {"set_stakes", "fix_blinds"}
# the stud dealer errors': played, refused and replayed by tests/engine/test_stud_error_ops.py
STUD_ERROR_OPERATIONS = {"misname_low", "move_bring_in", "turn_up", "burn_hole_card",
                         "double_pitch", "move_hole_card", "set_aside_hole_card", "set_aside_stub",
                         "return_premature"}
WALKS, STEPS = 210, 220  # repush comes up first in walk 202
STUD_WALKS = 40  # the stud games' walks: a stud table dealt, with the odd operation
STUD_VARIANTS = (Variant.STUD, Variant.STUD_HILO, Variant.RAZZ)
BOARD_STREET = {3: Street.FLOP, 4: Street.TURN, 5: Street.RIVER}
BURNS_BEFORE = {0: 1, 1: 1, 2: 1, 3: 2, 4: 3}  # the burns before the board's next card


def test_engine_every_operation_has_its_trio() -> None:
    assert len(OPERATIONS) >= 45, OPERATIONS
    for name in OPERATIONS:
        assert callable(getattr(Hand, f"verify_{name}", None)), f"no verify_{name}"
        assert callable(getattr(Hand, f"can_{name}", None)), f"no can_{name}"
        source = inspect.getsource(getattr(Hand, name))
        assert f"self.verify_{name}(" in source, f"{name} does not verify"


# ---- the random walk ---------------------------------------------------------------------
def snapshot(h: Hand) -> tuple[object, ...]:
    z, r = h.zones, h.round
    betting = None if r is None else (
        r.street, r.first, r.current_bet, r.min_raise, r.bets_made, dict(r.acted),
        dict(r.faced), r.reopen, r.last_actor, dict(r.last_decision), r.closed, r.full_bet,
        set(r.barred),
    )
    return (
        list(z.stub), {s: list(held) for s, held in z.hole.items()}, list(z.burns),
        list(z.board), list(z.muck), list(z.set_aside), list(z.stray), set(z.boxed),
        dict(h.stacks), dict(h.bets), dict(h.pushed), dict(h.contributed), list(h.pots),
        set(h.folded), dict(h.awarded), dict(h.halves), dict(h.won), dict(h.house), dict(h.time),
        set(h.shown), dict(h.posted), h.button, h.pos, h.street, betting, list(h.log),
    )


@dataclass
class Try:
    name: str
    can: Callable[[], bool]
    do: Callable[[], object]


def table(rng: random.Random) -> TableConfig:
    game = rng.choice([g for g in GAMES.values() if g.dealt])
    seats = sorted(rng.sample(range(1, 11), rng.randint(2, 10)))
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", rng.choice((3, 10, 25, 200, 1000))) for s in seats),
        button=rng.choice(seats), small_blind=5, big_blind=10,
        game=Game(rng.choice(game.structures)), variant=game.variant,
        time=4 if len(seats) % 2 else 0,  # house.time_collection at every other table
    )


def stud_table(rng: random.Random) -> TableConfig:
    # 7 cards each from one deck; seven or eight run to a short stub (stud.short_stub)
    seats = sorted(rng.sample(range(1, 9), rng.randint(2, 8)))
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", rng.choice((3, 12, 40, 400))) for s in seats),
        button=0, small_blind=0, big_blind=0, game=Game.LIMIT,
        variant=rng.choice(STUD_VARIANTS), house_rules=rng.choice(list(HouseRules)),
        ante=1, bring_in=2, small_bet=4, big_bet=8,
    )


def stud_natural(h: Hand, rng: random.Random) -> Try | None:
    """The next step of an ordinary stud deal (stud.antes, stud.deal, stud.bring_in,
    stud.first_to_act, stud.burn), from whatever the table shows; None: all done."""
    z = h.zones
    opened = [op.street for op in h.log if isinstance(op, StudRoundOpening)]
    if not opened and len(z.stub) == 52 and not any(z.hole.values()):
        if not any(isinstance(op, Cutting) for op in h.log):
            if not h.log or rng.random() < 0.3:
                return Try("shuffle", h.can_shuffle, h.shuffle)
            return Try("cut", h.can_cut, h.cut)
    owed = h.antes_owed()
    if owed and not opened:
        return Try("ante", partial(h.can_ante, owed[0]), partial(h.ante, owed[0]))
    seat = h.to_act()
    if seat is not None and h.round is not None and h.round.forced:
        complete = rng.random() < 0.3
        return Try("bring_in", partial(h.can_bring_in, seat, complete),
                   partial(h.bring_in, seat, complete))
    betting = the_betting(h, rng)
    if betting is not None:
        return betting
    live = sorted(s for s in h.live if z.hole[s])
    streets = [Street(x) for x in h.game.streets]
    if len(h.live) > 1 and len(opened) < len(streets):
        street = streets[len(opened)]
        faces = h.street_faces(street)
        want = sum(len(h.street_faces(x)) for x in streets[: len(opened) + 1])
        short = [s for s in sorted(h.live) if len(z.hole[s]) < want and not z.board]
        burned = len(z.burns) >= len(opened)
        last = len(opened) == len(streets) - 1
        if short and last and len(z.stub) <= len(short) + 1 - burned:  # stud.common_card
            if len(z.stub) < 2 and z.burns:
                return Try("return_to_stub", lambda: h.can_return_to_stub(["burns"]),
                           lambda: h.return_to_stub(["burns"]))
            if burned:
                return Try("common_card", h.can_common_card, h.common_card)
        if short and opened and not burned:
            return Try("burn", h.can_burn, h.burn)
        if short:
            fewest = min(short, key=lambda s: len(z.hole[s]))
            i = len(z.hole[fewest]) - want + len(faces)  # an odd step may leave him short
            up = faces[min(max(i, 0), len(faces) - 1)]
            return Try("pitch", partial(h.can_pitch, fewest),
                       partial(h.pitch, fewest, exposed=up))
        return Try("open_street", partial(h.can_open_street, street),
                   partial(h.open_street, street))
    if len(live) > 1 and not set(live) <= h.shown:
        return Try("show_down", lambda: h.can_show_down(live), lambda: h.show_down(live))
    todo = [i for i in range(len(h.pots)) if i not in h.awarded]
    if todo:
        i = todo[-1]
        to = h.pots[i].eligible[:1] or live[:1]
        return Try("push", lambda: h.can_push(i, to), lambda: h.push(i, to))
    if h.can_muck_hands():  # showdown.muck_after_push: the hands left go to the muck
        return Try("muck_hands", h.can_muck_hands, h.muck_hands)
    return None


def the_betting(h: Hand, rng: random.Random) -> Try | None:
    """The player to act decides; the round over, its bets are collected."""
    seat = h.to_act()
    if seat is not None:
        d = legal_decision(h, seat, rng)
        return Try("act", lambda: h.can_act(d), lambda: h.act(d))
    if h.bets_out():
        return Try("collect", h.can_collect, h.collect)
    return None


def stud_odd(h: Hand, rng: random.Random) -> Try:
    """Any operation at a stud table, the stud ones among them, arguments drawn at random."""
    s = rng.choice(list(h.occupied)) if rng.random() < 0.85 else rng.randint(0, 11)
    street = rng.choice(list(Street))
    complete = rng.random() < 0.5
    passed = rng.choice((0, 0, s))
    stud = [
        Try("ante", lambda: h.can_ante(s), lambda: h.ante(s)),
        Try("bring_in", lambda: h.can_bring_in(s, complete), lambda: h.bring_in(s, complete)),
        Try("open_street", lambda: h.can_open_street(street, passed),
            lambda: h.open_street(street, passed)),
        Try("common_card", h.can_common_card, h.common_card),
    ]
    return rng.choice(stud) if rng.random() < 0.5 else odd(h, rng)


def legal_decision(h: Hand, seat: int, rng: random.Random) -> Decision:
    legal = h.legal()
    kinds = [ActionKind.FOLD] + [ActionKind.CHECK] * 3 * legal.can_check
    kinds += [ActionKind.CALL] * 3 * legal.can_call
    if legal.can_raise and rng.random() < 0.3:
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        return Decision(seat, kind, rng.randint(legal.min_raise_to, legal.max_raise_to))
    if rng.random() < 0.05:
        return Decision(seat, ActionKind.ALL_IN)  # refused where the game caps it
    return Decision(seat, rng.choice(kinds))


def natural(h: Hand, rng: random.Random) -> Try | None:
    """The next step of an ordinary deal, from whatever the table shows; None: all done."""
    z = h.zones
    dealt = sum(len(held) for held in z.hole.values())
    if h.round is None and h.street is Street.PREFLOP and not z.board:
        if len(z.stub) == 52 and not any(isinstance(op, Cutting) for op in h.log[-1:]):
            if not h.log or rng.random() < 0.5:
                return Try("shuffle", h.can_shuffle, h.shuffle)
            return Try("cut", h.can_cut, h.cut)
        unpaid = [s for s in h.occupied if h.config.time and s not in h.time and h.stacks[s]]
        if unpaid and not dealt:  # house.time_collection: before the first card
            return Try("collect_time", partial(h.can_collect_time, unpaid[0]),
                       partial(h.collect_time, unpaid[0]))
        for kind in ("small", "big"):
            blind = h.blind_seat(kind)
            if kind not in h.posted and blind is not None and h.stacks[blind]:
                return Try("post", partial(h.can_post, blind, kind), partial(h.post, blind, kind))
        if dealt < h.deal_size:
            fewest = min(h.deal_order(), key=lambda s: len(z.hole[s]))
            return Try("pitch", partial(h.can_pitch, fewest),
                       partial(h.pitch, fewest, exposed=rng.random() < 0.05))
        return Try("start_round", lambda: h.can_start_round(Street.PREFLOP),
                   lambda: h.start_round(Street.PREFLOP))
    betting = the_betting(h, rng)
    if betting is not None:
        return betting
    live = sorted(s for s in h.live if z.hole[s])
    if len(live) > 1 and h.round is not None:  # the round is over: the next street
        street = BOARD_STREET.get(len(z.board))
        if street is not None and h.street is not street:
            return Try("start_round", lambda: h.can_start_round(street),
                       lambda: h.start_round(street))
        if len(z.board) < 5:
            if len(z.burns) < BURNS_BEFORE[len(z.board)]:
                return Try("burn", h.can_burn, h.burn)
            n = 3 - len(z.board) if len(z.board) < 3 else 1
            return Try("turn_board", lambda: h.can_turn_board(n), lambda: h.turn_board(n))
    if len(live) > 1 and not set(live) <= h.shown:
        return Try("show_down", lambda: h.can_show_down(live), lambda: h.show_down(live))
    todo = [i for i in range(len(h.pots)) if i not in h.awarded]
    if todo:
        i = todo[-1]
        if h.can_color_up_pot(i) and len(h.log) % 3 == 0:  # pot.chips_kept: now and then
            return Try("color_up_pot", partial(h.can_color_up_pot, i), partial(h.color_up_pot, i))
        hands = values(h, live)
        to = pot_winners(h.pots[i], hands) or h.pots[i].eligible[:1] or live[:1]
        if h.game.hilo and rng.random() < 0.5:
            half = next((x for x in ("high", "low") if (i, x) not in h.halves), "low")
            return Try("push_half", lambda: h.can_push_half(i, half, to),
                       lambda: h.push_half(i, half, to))
        return Try("push", lambda: h.can_push(i, to), lambda: h.push(i, to))
    if h.can_muck_hands():  # showdown.muck_after_push: the hands left go to the muck
        return Try("muck_hands", h.can_muck_hands, h.muck_hands)
    return None


def values(h: Hand, live: list[int]) -> dict[int, Any]:
    """The live hands' values on a full board (none where a fouled deck put a card twice)."""
    z, high = h.zones, h.game.high
    if high is None or len(z.board) != 5:
        return {}
    try:
        return {s: high([c.card for c in z.hole[s]], z.board) for s in live
                if len(z.hole[s]) == h.hole_cards}
    except EngineError:
        return {}


def odd(h: Hand, rng: random.Random) -> Try:
    """Any operation, with arguments drawn at random: mostly plausible, sometimes not."""
    z = h.zones
    occ = list(h.occupied)

    def seat() -> int:
        return rng.choice(occ) if rng.random() < 0.85 else rng.randint(0, 11)

    s, t, n = seat(), seat(), rng.choice((0, 1, 2, 3, 4))
    card = rng.choice(z.stub[:3] if z.stub and rng.random() < 0.7 else FULL_DECK)
    pot = rng.randint(0, len(h.pots)) if h.pots else 0
    seats = sorted({seat() for _ in range(rng.randint(1, 2))})
    zones = rng.sample(("board", "set_aside", "burns", "muck", "table"), rng.randint(1, 2))
    stack = h.stacks.get(s, 0)
    amount = rng.randint(1, 3) if rng.random() < 0.8 else rng.randint(0, 10**4)
    chips = (min(stack, 25) or 1,) if rng.random() < 0.8 else (0, 5)
    taken = ((s, min(stack, amount)),)
    kinds = rng.choice((*BLIND_KINDS, "ante"))
    street = rng.choice(list(Street))
    kind = rng.choice(list(ActionKind))
    sized = kind in (ActionKind.BET, ActionKind.RAISE)
    d = Decision(s, kind, rng.choice((10, 20, 10**5)) if sized else None)
    note = IrregularityNoted("error.test") if rng.random() < 0.9 else Cutting(0)
    what = rng.choice(("pot", "all_in", "weather"))
    # a count answers a request (the one open, when there is one); with none open, "pot"
    # is a bet announced (deal.announce) and "all_in" a count nobody asked for (refused)
    asked = h.open_ask()
    if what != "weather":
        what = asked.what if asked is not None else {"pot": "bet"}.get(what, what)
    tries = [
        Try("shuffle", lambda: h.can_shuffle([card]), lambda: h.shuffle([card])),
        Try("cut", h.can_cut, lambda: h.cut(rng.choice((None, 0, 7)))),
        Try("post", lambda: h.can_post(s, kinds), lambda: h.post(s, kinds)),
        Try("pitch", lambda: h.can_pitch(s), lambda: h.pitch(s, exposed=True)),
        Try("burn", h.can_burn, h.burn),
        Try("turn_board", lambda: h.can_turn_board(n), lambda: h.turn_board(n)),
        Try("set_aside_last_board_card", h.can_set_aside_last_board_card,
            h.set_aside_last_board_card),
        Try("return_to_stub", lambda: h.can_return_to_stub(zones),
            lambda: h.return_to_stub(zones, on_top=rng.random() < 0.5)),
        Try("scramble_into_burn", lambda: h.can_scramble_into_burn(n),
            lambda: h.scramble_into_burn(n)),
        Try("replace_exposed", lambda: h.can_replace_exposed(s), lambda: h.replace_exposed(s)),
        Try("return_extra", lambda: h.can_return_extra(s), lambda: h.return_extra(s)),
        Try("gather_all", h.can_gather_all, h.gather_all),
        Try("note", lambda: h.can_note(note), lambda: h.note(note)),  # type: ignore[arg-type]
        Try("show_down", lambda: h.can_show_down(seats), lambda: h.show_down(seats)),
        Try("concede", lambda: h.can_concede(s), lambda: h.concede(s)),
        Try("start_round", lambda: h.can_start_round(street), lambda: h.start_round(street)),
        Try("act", lambda: h.can_act(d), lambda: h.act(d)),
        Try("collect", h.can_collect, h.collect),
        Try("push", lambda: h.can_push(pot, seats), lambda: h.push(pot, seats)),
        Try("move_button", lambda: h.can_move_button(s, n == 0),
            lambda: h.move_button(s, n == 0)),
        Try("misburn", lambda: h.can_misburn(n), lambda: h.misburn(n)),
        Try("burn_exposed", h.can_burn_exposed, h.burn_exposed),
        Try("return_burn", h.can_return_burn, h.return_burn),
        Try("return_board", h.can_return_board, h.return_board),
        Try("scramble_to_burns", lambda: h.can_scramble_to_burns(n),
            lambda: h.scramble_to_burns(n)),
        Try("box", lambda: h.can_box(card), lambda: h.box(card)),
        Try("scrap", h.can_scrap, h.scrap),
        Try("stray_pitch", lambda: h.can_stray_pitch(s, t), lambda: h.stray_pitch(s, t)),
        Try("odd_pitch", lambda: h.can_odd_pitch(s, n), lambda: h.odd_pitch(s, n)),
        Try("deal_short", lambda: h.can_deal_short(s), lambda: h.deal_short(s)),
        Try("kill", lambda: h.can_kill(s), lambda: h.kill(s)),
        Try("refund_decisions", h.can_refund_decisions, h.refund_decisions),
        Try("void_hand", h.can_void_hand, h.void_hand),
        Try("foul_deck", lambda: h.can_foul_deck(n, card), lambda: h.foul_deck(n, card)),
        Try("repush", lambda: h.can_repush(pot, seats), lambda: h.repush(pot, seats)),
        Try("repush_carried", lambda: h.can_repush_carried(0, taken, ((t, taken[0][1]),)),
            lambda: h.repush_carried(0, taken, ((t, taken[0][1]),))),
        Try("push_half", lambda: h.can_push_half(pot, rng_half, seats),
            lambda: h.push_half(pot, rng_half, seats)),
        Try("put_out", lambda: h.can_put_out(s, chips), lambda: h.put_out(s, chips)),
        Try("take_back", lambda: h.can_take_back(s, amount), lambda: h.take_back(s, amount)),
        Try("say", lambda: h.can_say(s, rng_word), lambda: h.say(s, rng_word, amount)),
        Try("bar_raise", lambda: h.can_bar_raise(s), lambda: h.bar_raise(s)),
        Try("show_card", lambda: h.can_show_card(s, n), lambda: h.show_card(s, n)),
        Try("ask", lambda: h.can_ask(s, what, t), lambda: h.ask(s, what, t)),
        Try("announce", lambda: h.can_announce(what, amount, t),
            lambda: h.announce(what, amount, t)),
        Try("read", lambda: h.can_read(s), lambda: h.read(s, "a pair", ("A",))),
        Try("take_for_house", lambda: h.can_take_for_house(rng_kind, amount),
            lambda: h.take_for_house(rng_kind, amount)),
        Try("collect_time", lambda: h.can_collect_time(s), lambda: h.collect_time(s)),
    ]
    rng_half = rng.choice(("high", "low", "middle"))
    rng_word = rng.choice(("call", "raise", "maybe"))
    rng_kind = rng.choice(("rake", "drop", "tip"))
    extra = [x for x in occ if len(z.hole[x]) > h.hole_cards]
    if h.to_act() is not None and rng.random() < 0.5:  # the betting's own: to the player to act
        s = h.to_act() or s
    elif extra and rng.random() < 0.5:  # a seat with a card too many, to return it
        s = extra[0]
    elif h.pushed and rng.random() < 0.5:  # a seat with chips pushed out, to take back
        s = next(iter(h.pushed))
        amount = h.pushed[s]
    return rng.choice(tries)


def attempt(h: Hand, t: Try) -> bool:
    """Do `t` if its `can_` says yes; if no, doing it must raise and change nothing."""
    if t.can():
        t.do()
        try:
            h.check_invariants()
        except EngineError as e:
            raise AssertionError(f"{t.name}: {e}; last records {h.log[-3:]}") from e
        return True
    before = snapshot(h)
    with pytest.raises(EngineError) as refused:
        t.do()
    assert str(refused.value), t.name
    assert snapshot(h) == before, f"refused {t.name} changed the hand"
    return False


def walk(seed: int, stud: bool = False) -> set[str]:
    rng = random.Random(seed)
    config = stud_table(rng) if stud else table(rng)
    h = Hand(config, rng=random.Random(seed))
    done: set[str] = set()
    marks: list[tuple[int, tuple[object, ...]]] = []
    step, other = (stud_natural, stud_odd) if stud else (natural, odd)
    for _ in range(STEPS):
        t = step(h, rng) if rng.random() < 0.8 else other(h, rng)
        if t is None and stud:
            break  # no button: the hand is over when the last pot is pushed
        if t is None:
            t = Try("move_button", lambda: h.can_move_button(h.next_button()),
                    lambda: h.move_button(h.next_button()))
            attempt(h, t)
            done.add(t.name)
            break
        if attempt(h, t):
            done.add(t.name)
        if rng.random() < 0.05:
            marks.append((len(h.log), snapshot(h)))
    assert snapshot(Hand.replay(config, h.log)) == snapshot(h), f"walk {seed}"
    for n, seen in marks:
        assert snapshot(Hand.replay(config, h.log[:n])) == seen, f"walk {seed}, {n} records"
    return done


def test_property_replaying_the_log_rebuilds_every_zone_after_every_operation() -> None:
    done: set[str] = set()
    for seed in range(WALKS):
        done |= walk(seed)
    assert (set(OPERATIONS) - STUD_OPERATIONS - RACE_OPERATIONS - STUD_ERROR_OPERATIONS
            - LEVEL_OPERATIONS
            - STUD_STUB_OPERATIONS - done == set()), (
        "operations the walks never did")


def test_property_replaying_a_stud_log_rebuilds_every_zone_after_every_operation() -> None:
    """The stud games' walks: the antes, the bring-in (or its completion) and each street's
    round opened, among the others, every zone rebuilt by the replay."""
    done: set[str] = set()
    for seed in range(STUD_WALKS):
        done |= walk(seed, stud=True)
    assert STUD_OPERATIONS <= done, STUD_OPERATIONS - done
    assert {"pitch", "burn", "act", "collect", "show_down", "push"} <= done
