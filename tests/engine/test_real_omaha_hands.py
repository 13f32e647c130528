"""Real Omaha hands, written as PHH, replayed through our engine: the same pot-limit maxima,
pots and final stacks as the hand had, and as PokerKit's reader replays the same text.

Sources. PHH's public dataset (github uoftcprg/phh-dataset) is no-limit hold'em but for a few
historical hands; the one Omaha hand among them (`antonius-blom-2009.phh`, by its name; its
text could not be read here) is the largest online pot of 2009, Patrik Antonius and Viktor
Blom at pot-limit Omaha 500-1000 on Full Tilt Poker (https://youtu.be/UMBm66Id2AA), which
PokerKit's README gives as its pot-limit Omaha example, final stacks included. It is written
here in PHH from that published record (cards, amounts, stacks); the burns were not shown and
are any cards not in play. No public Omaha hi-lo hand history in PHH form was found.

The stacks are in dollars and quarters; our engine counts whole chips, so the replay plays
the hand in quarters (every amount times 4).
"""

from __future__ import annotations

import random
import tomllib
from fractions import Fraction

from pokerkit import HandHistory

from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards
from dealer_trainer.engine.config import Game, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.omaha import omaha_hand
from dealer_trainer.engine.variant import Variant

ANTONIUS_BLOM_2009 = """\
# Pot-limit Omaha 500-1000, Full Tilt Poker, 2009: Patrik Antonius and Viktor Blom.
variant = "PO"
antes = [0, 0]
blinds_or_straddles = [500, 1000]
min_bet = 1000
starting_stacks = [1259450.25, 678473.5]
actions = [
  "d dh p1 Ah3sKsKh",
  "d dh p2 6d9s7d8h",
  "p2 cbr 3000",
  "p1 cbr 9000",
  "p2 cbr 27000",
  "p1 cbr 81000",
  "p2 cc",
  "d db 4s5c2h",
  "p1 cbr 91000",
  "p2 cbr 435000",
  "p1 cbr 779000",
  "p2 cc",
  "p1 sm Ah3sKsKh",
  "p2 sm 6d9s7d8h",
  "d db 5h",
  "d db 9c",
]
finishing_stacks = [1937923.75, 0]
venue = "Full Tilt Poker"
year = 2009
players = ["Patrik Antonius", "Viktor Blom"]
"""
UNIT = 4  # quarters


class LaidOut(random.Random):
    def __init__(self, order: list[Card]) -> None:
        super().__init__(0)
        self.order = order

    def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
        x[:] = self.order


def chips(amount: float | int) -> int:
    quarters = Fraction(str(amount)) * UNIT
    assert quarters.denominator == 1, amount
    return int(quarters)


def replay_ours(text: str) -> tuple[Hand, list[tuple[int, int]]]:
    """A heads-up PHH pot-limit Omaha hand through our `Hand`: p1 the big blind at seat 1,
    p2 the button at seat 2 (PHH's heads-up order). Each raise is checked against our pot
    limit; returns the hand and (the raise, our largest raise) pairs."""
    hh = tomllib.loads(text)
    assert hh["variant"] == "PO" and len(hh["starting_stacks"]) == 2
    small, big = (chips(b) for b in hh["blinds_or_straddles"])
    config = TableConfig(
        seats=tuple(SeatConfig(n + 1, name, chips(stack)) for n, (name, stack)
                    in enumerate(zip(hh["players"], hh["starting_stacks"], strict=True))),
        button=2, small_blind=small, big_blind=big, game=Game.POT_LIMIT,
        variant=Variant.OMAHA,
    )
    actions = [a.split() for a in hh["actions"]]
    holes = {int(a[2][1:]): parse_cards(a[3]) for a in actions if a[:2] == ["d", "dh"]}
    board = [c for a in actions if a[:2] == ["d", "db"] for c in parse_cards(a[2])]
    top = [holes[seat][k] for k in range(4) for seat in (1, 2)]  # seat 1 is dealt first
    spare = [c for c in FULL_DECK if c not in set(top) | set(board)]
    order = top + [spare[0], *board[:3], spare[1], board[3], spare[2], board[4]]
    h = Hand(config, rng=LaidOut(order + spare[3:]))
    h.shuffle()
    h.cut(0)
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for dealee in h.deal_order():
        h.pitch(dealee)
    decisions = [a for a in actions if a[0] != "d" and a[1] in ("cbr", "cc", "f")]
    limits: list[tuple[int, int]] = []
    street: Street | None = Street.PREFLOP
    while street is not None:
        h.start_round(street)
        while (seat := h.to_act()) is not None:
            who, what, *amount = decisions.pop(0)
            assert int(who[1:]) == seat, (who, seat)
            legal = h.legal()
            if what == "cbr":
                to = chips(int(amount[0]))
                limits.append((to, legal.max_raise_to))
                kind = ActionKind.BET if legal.is_bet else ActionKind.RAISE
                h.act(Decision(seat, kind, to))
            elif what == "cc":
                h.act(Decision(seat, ActionKind.CHECK if legal.can_check else ActionKind.CALL))
            else:
                h.act(Decision(seat, ActionKind.FOLD))
        h.collect()
        if len(h.live) == 1 or street is Street.RIVER:
            break
        h.burn()
        h.turn_board(3 if street is Street.PREFLOP else 1)
        street = street.next
    assert not decisions
    return h, limits


def test_omaha_real_hand_antonius_blom_2009_replays_to_its_stacks() -> None:
    h, limits = replay_ours(ANTONIUS_BLOM_2009)
    # Every raise within our pot limit; Blom's 435,000 on the flop is exactly the pot
    # (bet.pot_limit: 91,000 to call, then 162,000 + 91,000 + 91,000).
    assert all(to <= most for to, most in limits)
    assert (chips(435000), chips(435000)) in limits
    # Blom all in for 597,473.50 more on the flop: 182,526.50 of Antonius' raise goes back.
    [pot] = h.pots
    assert pot.amount == chips(2 * 678473.5)
    board = h.zones.board
    hands = {s: omaha_hand([c.card for c in h.zones.hole[s]], board) for s in h.live}
    assert hands[1].category.label == "straight"  # Ah 3s with 4s 5c 2h: five high
    assert hands[1].strength > hands[2].strength
    h.push(0, [1])
    hh = tomllib.loads(ANTONIUS_BLOM_2009)
    assert [h.stacks[1], h.stacks[2]] == [chips(s) for s in hh["finishing_stacks"]]
    # PokerKit's reader replays the same text to the same stacks.
    state = list(HandHistory.loads(ANTONIUS_BLOM_2009))[-1]
    assert [chips(s) for s in state.stacks] == [h.stacks[1], h.stacks[2]]
