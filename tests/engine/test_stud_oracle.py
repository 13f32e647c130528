"""PokerKit as an independent oracle for the stud games (stud.antes, stud.deal, stud.bring_in,
razz.bring_in, stud.completion, stud.limits, stud.first_to_act, razz.first_to_act, stud.hand,
razz.low, hilo.stud_low, hilo.split): random Seven Card Stud, Stud/8 and Razz hands through
our `Hand` and PokerKit's `FixedLimitSevenCardStud`,
`FixedLimitSevenCardStudHighLowSplitEightOrBetter` and `FixedLimitRazz`.

Each card our engine pitches is dealt to the same player in PokerKit (`deal_hole` with the
card), each burn burnt. Checked for every hand: the bring-in seat, the first actor of each
street, who acts, what he must call, the smallest and largest bet or raise, the pots after
each round, and the final stacks.

RULES.md's oracle gaps are left out, on purpose: the tables use a house whose ties go by
position and which never doubles on an open pair (PokerKit breaks ties by position, has no
double bet); a split pot's odd chips (PokerKit gives the remainder by seat order, we by suit,
`stud.odd_chip`) are compared as totals, the chips of each seat within the odd chips; no
stub runs short (at most seven players: 7 x 7 + 4 burns > 52 only past seven).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter

import pytest
from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    Mode,
    State,
)
from test_pots_oracle import PK_CARD, random_decision

from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import PRESETS, HouseRules
from dealer_trainer.engine.variant import Variant

HANDS = 150  # per game
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
GAMES = {
    Variant.STUD: FixedLimitSevenCardStud,
    Variant.STUD_HILO: FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    Variant.RAZZ: FixedLimitRazz,
}
# position for ties and no double bet: where PokerKit and the book agree
ORACLE_HOUSE = PRESETS[HouseRules.ROBERTS].but(name="oracle", stud_open_pair_doubles=False)
STREETS = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)


def random_table(rng: random.Random, variant: Variant) -> TableConfig:
    seats = sorted(rng.sample(range(1, 9), rng.randint(2, 7)))
    ante, bring_in = rng.choice(((1, 2), (5, 10), (0, 5), (2, 5)))
    least = ante + bring_in + 1
    return TableConfig(
        tuple(SeatConfig(s, f"p{s}", rng.randint(least, 500)) for s in seats), 0, 0, 0,
        game=Game.LIMIT, variant=variant, house_rules=HouseRules.ROBERTS, house=ORACLE_HOUSE,
        ante=ante, bring_in=bring_in, small_bet=20, big_bet=40,
    )


def short_all_in(h: Hand) -> bool:
    """The bet to call is a short all-in: we complete it to the next bet (bet.reopen, as in
    every limit game here), PokerKit raises a full bet over it: not compared, no raise made."""
    r = h.round
    assert r is not None
    return any(h.stacks[s] == 0 and h.bets[s] == r.current_bet > r.full_bet for s in h.live)


def check_turn(h: Hand, state: State, order: list[int], where: str) -> Legal:
    legal = h.legal()
    assert state.actor_index is not None and order[state.actor_index] == legal.seat, where
    if not state.bring_in_status:
        assert state.checking_or_calling_amount == legal.to_call, where
    if state.can_complete_bet_or_raise_to() and legal.can_raise and not short_all_in(h):
        assert state.min_completion_betting_or_raising_to_amount == legal.min_raise_to, where
        assert state.max_completion_betting_or_raising_to_amount == legal.max_raise_to, where
    return legal


def play_round(h: Hand, state: State, rng: random.Random, order: list[int], where: str,
               tally: Counter[str]) -> None:
    while h.to_act() is not None:
        seat = h.to_act()
        assert seat is not None
        if h.round is not None and h.round.forced:
            assert state.bring_in_status, where
            complete = rng.random() < 0.3
            h.bring_in(seat, complete=complete)
            if complete:
                state.complete_bet_or_raise_to(h.bets[seat])
            else:
                state.post_bring_in()
            tally["bring-in"] += 1
            continue
        legal = check_turn(h, state, order, where)
        d = random_decision(rng, legal)
        if d.action in (ActionKind.BET, ActionKind.RAISE):
            d = Decision(seat, d.action, legal.min_raise_to)
        if d.action is ActionKind.ALL_IN and legal.all_in_to > legal.max_raise_to:
            d = Decision(seat, ActionKind.RAISE if not legal.is_bet else ActionKind.BET,
                         legal.max_raise_to)
        if d.action in (ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN) and (
                short_all_in(h) or not state.can_complete_bet_or_raise_to()):
            d = Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL)
            tally["raise nobody can call: called instead"] += 1
        h.act(d)
        if d.action is ActionKind.FOLD:
            state.fold()
        elif d.action in (ActionKind.CHECK, ActionKind.CALL):
            state.check_or_call()
        else:
            state.complete_bet_or_raise_to(h.bets[seat])
    assert state.actor_index is None or len(h.live) == 1, where


def deal_street(h: Hand, state: State, street: Street, order: list[int]) -> None:
    if street is not Street.THIRD:
        burnt = h.burn()
        state.burn_card(PK_CARD[burnt.card])  # type: ignore[attr-defined]
    for face in h.street_faces(street):
        for seat in sorted(h.live):
            h.pitch(seat, exposed=face)
    while state.can_deal_hole():
        seat = order[state.hole_dealee_index]  # type: ignore[index]
        dealt = len(state.hole_cards[order.index(seat)])
        state.deal_hole(PK_CARD[h.zones.hole[seat][dealt].card])


def award(h: Hand) -> None:
    """Our award: each pot to its best hands (the game's row), split high and low in hi-lo."""
    g = h.game
    held = {s: [c.card for c in h.zones.hole[s]] for s in h.live}
    hand = g.high or g.low  # razz: its hand is its low
    assert hand is not None
    for i, pot in enumerate(h.pots):
        contenders = [s for s in pot.eligible if s in held]
        if len(contenders) == 1:
            h.push(i, contenders)
            continue
        highs = {s: hand(held[s], ()) for s in contenders}
        best = max(v.strength for v in highs.values() if v is not None)
        high = [s for s in contenders if (v := highs[s]) is not None and v.strength == best]
        lows = {s: v for s in contenders
                if g.hilo and g.low and (v := g.low(held[s], ())) is not None}
        if not lows:
            h.push(i, high)
            continue
        top = max(lows.values())
        h.push_half(i, "high", high)
        h.push_half(i, "low", [s for s in lows if lows[s] == top])


def play_both(variant: Variant, seed: int, tally: Counter[str]) -> None:
    rng = random.Random(seed)
    cfg = random_table(rng, variant)
    where = f"{variant} seed {seed}: {cfg.seats}, ante {cfg.ante}, bring-in {cfg.bring_in}"
    h = Hand(cfg, rng=random.Random(seed))
    h.shuffle()
    h.cut()
    order = list(h.occupied)  # PokerKit's player i is our i-th seat in rising order
    state = GAMES[variant].create_state(
        AUTOMATIONS, True, cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet,
        tuple(s.stack for s in cfg.seats), len(order), mode=Mode.CASH_GAME,
    )
    for seat in order:
        if cfg.ante:
            h.ante(seat)
    for street in STREETS:
        if len(h.live) < 2:
            break
        deal_street(h, state, street, order)
        h.open_street(street)
        if h.to_act() is not None:
            assert state.actor_index is not None, where
            assert order[state.actor_index] == h.to_act(), f"{where}: first on {street}"
            tally[f"first actor {street.value}"] += 1
        play_round(h, state, rng, order, where, tally)
        h.collect()
    if len(h.live) > 1:
        h.show_down(sorted(h.live))
        tally["showdown"] += 1
    award(h)
    assert state.status is False, where
    ours = [h.stacks[s] for s in order]
    theirs = list(state.stacks)
    assert sum(ours) == sum(theirs), where
    split = any(len(w) > 1 for w in h.awarded.values())
    if split:
        tally["split"] += 1
        assert all(abs(a - b) <= len(h.pots) * 2 for a, b in zip(ours, theirs, strict=True)), (
            f"{where}: {ours} != {theirs}")
    else:
        assert ours == theirs, f"{where}: {ours} != {theirs}"
    tally["hands"] += 1


@pytest.mark.parametrize("variant", list(GAMES))
def test_stud_bring_in_and_limits_pokerkit_agrees_on_random_hands(variant: Variant) -> None:
    tally: Counter[str] = Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit's cash-game warnings (a fold with no bet)
        for k in range(HANDS):
            play_both(variant, 26_000 + k, tally)
    assert tally["hands"] == HANDS
    for case, least in (("showdown", HANDS // 5), ("bring-in", HANDS // 2),
                        ("first actor fourth", HANDS // 3), ("first actor seventh", HANDS // 8)):
        assert tally[case] >= least, (case, tally)
