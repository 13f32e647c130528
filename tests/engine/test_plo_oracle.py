"""PokerKit as an independent oracle for pot-limit Omaha (rules omaha.deal, bet.pot_limit,
bet.pot_count, omaha.hand): random PLO hands through our `Hand` (a `variant: omaha` table)
and PokerKit's `PotLimitOmahaHoldem`, every automation on but the decisions, on one deck.

Checked for every hand: the four hole cards each seat is dealt (in PokerKit's order, one at
a time, four rounds: the same cards to the same seats), every burn and board card, who acts,
what he must call, the smallest and the largest raise (the pot limit), the chips each
collect takes in, the pots after each round, and the final stacks. Our pots are pushed by
our Omaha hands (`engine.omaha.omaha_hand`: exactly two plus three), PokerKit's by its
`OmahaHoldemHand`.

The conventions of `test_pots_oracle.py` hold here too and are allowed for the same way
(a raise nobody can call, PokerKit's idle check, a short big blind given its blind, the
killed hands and the merged pots, a split's remainder to its first winner: RULES.md's
oracle gap on odd chips). One more here: a blind posted short counts in full in our pot limit
before the flop (bet.pot_count, TDA 54-B), PokerKit counts the chips posted, so both
posters get at least their blind. No straddle: pot-limit straddles are not compared here.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from dataclasses import replace

from pokerkit import Mode, PotLimitOmahaHoldem
from test_pots_oracle import (
    AUTOMATIONS,
    PK_CARD,
    DeckInjector,
    check_the_end,
    injector,  # noqa: F401 - the fixture, by name
    play_streets,
    random_decision,
    random_setup,
)

from dealer_trainer.engine.betting import Legal
from dealer_trainer.engine.config import Game, SeatConfig, TableConfig, seats_from
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.omaha import omaha_hand
from dealer_trainer.engine.variant import Variant

HANDS = 400
SEED = 25_101


def plo_config(setup: object) -> TableConfig:
    s = setup
    return TableConfig(
        seats=tuple(SeatConfig(n, f"p{n}", s.stacks[n]) for n in s.seats),  # type: ignore[attr-defined]
        button=s.button, small_blind=s.small_blind, big_blind=s.big_blind,  # type: ignore[attr-defined]
        game=Game.POT_LIMIT, variant=Variant.OMAHA,
    )


def pot_limited(rng: random.Random, legal: Legal) -> Decision:
    """A random decision; all in past the pot is a raise of the pot (the most he may)."""
    d = random_decision(rng, legal)
    if d.action is ActionKind.ALL_IN and legal.all_in_to > legal.max_raise_to:
        kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
        return Decision(d.seat, kind, legal.max_raise_to)
    return d


def play_both(seed: int, inject: DeckInjector, tally: Counter[str]) -> None:  # noqa: C901
    rng = random.Random(seed)
    setup = random_setup(rng)
    setup = replace(setup, straddle=False, seats=setup.seats[:min(len(setup.seats), 10)])
    probe = Hand(plo_config(setup), rng=random.Random(0)).pos
    for poster, blind in ((probe.small, setup.small_blind), (probe.big, setup.big_blind)):
        if setup.stacks[poster] < blind:
            setup.stacks[poster] = blind  # a short blind: see the docstring
    where = f"hand seed {seed}: {setup}"
    h = Hand(plo_config(setup), rng=random.Random(seed))
    h.shuffle()
    h.cut()
    order = seats_from(h.occupied, h.button)  # PokerKit's player i is our seat order[i]
    inject.order = [PK_CARD[c] for c in h.zones.stub]
    state = PotLimitOmahaHoldem.create_state(
        AUTOMATIONS, True, 0, (setup.small_blind, setup.big_blind), setup.big_blind,
        tuple(setup.stacks[s] for s in order), len(order), mode=Mode.CASH_GAME,
    )
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    assert len(h.deal_order()) == 4 * len(order)  # omaha.deal
    for dealee in h.deal_order():
        h.pitch(dealee)

    def judge_raise(legal: Legal, d: Decision) -> None:
        assert state.min_completion_betting_or_raising_to_amount == legal.min_raise_to, where
        assert state.max_completion_betting_or_raising_to_amount == legal.max_raise_to, (
            f"{where}: the pot limit")
        tally["pot limit compared"] += 1
        to = legal.all_in_to if d.action is ActionKind.ALL_IN else d.to
        tally["raised the pot"] += to == legal.max_raise_to

    collected = play_streets(h, state, rng, order, judge_raise, where, tally, pot_limited)
    check_the_end(h, state, order, collected, omaha_hand, where, tally)
    tally["hands"] += 1
    tally["side pots"] += len(h.pots) > 1
    tally["split pot"] += any(len(w) > 1 for w in h.awarded.values())


def test_omaha_deal_and_pot_limit_pokerkit_agrees_on_random_plo_hands(
    injector: DeckInjector,  # noqa: F811 - the fixture
) -> None:
    tally: Counter[str] = Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for k in range(HANDS):
            play_both(SEED + k, injector, tally)
    assert tally["hands"] == HANDS
    for case, least in (("showdown", HANDS // 3), ("side pots", 20), ("pot limit compared", 300),
                        ("raised the pot", 20), ("pots compared", HANDS)):
        assert tally[case] >= least, (case, tally)
