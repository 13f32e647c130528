"""What the hand remembers cannot go stale (issue 11, "no hand-kept caches").

`to_act()` and `legal()` are remembered until the next change, and `Hand._do` (the one path
by which a hand changes, each change a record appended to the log) forgets them; `live` and
`all_in` are computed at each question. So:

- no change of the state without a record in the log: after every operation of random
  hands (dealer errors and refused operations among them), the hand rebuilt from its log
  alone (`Hand.replay`) equals the live one;
- every remembered answer equals a fresh one: the live hand's `live`, `all_in`, `to_act()`
  and `legal()` (asked before, so possibly remembered) equal those of the rebuilt hand,
  which has remembered nothing, and those worked out here from the state's own fields.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from test_engine_properties import SETTINGS, Driver, replayable, start, tables

from dealer_trainer.engine import ops
from dealer_trainer.engine.config import Game, Street, TableConfig
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand


def answers(h: Hand) -> tuple[object, ...]:
    """Who is in, who is all in, who is to act and what he may do, asked of the hand."""
    try:
        legal: object = h.legal()
    except InvalidOperation:
        legal = None
    return h.live, h.all_in, h.to_act(), legal


def worked_out(h: Hand) -> tuple[object, ...]:
    """The same answers from the state's fields, with nothing remembered."""
    live = frozenset(s for s in h.occupied if s not in h.folded)
    all_in = frozenset(
        s for s in live if h.stacks[s] == 0 and h.contributed[s] and not h.pushed.get(s)
    )
    r = h.round
    seat = r.to_act(live, all_in, h.bets) if r is not None and not h.awarded else None
    legal = None
    if seat is not None and r is not None:
        pot = h.pot_total() if h.config.game is Game.POT_LIMIT else 0
        if h.config.game is Game.POT_LIMIT and r.street is Street.PREFLOP:
            # full blinds assumed before the flop (bet.pot_count, TDA 54-B)
            pot += sum(max(0, h.blind_amount(k) - h.bets[s]) for k, s in h.posted.items())
        legal = r.legal(seat, stack=h.stacks[seat], bets=h.bets, pot_total=pot, live=live,
                        all_in=all_in)
    return live, all_in, seat, legal


def checked(h: Hand) -> Hand:
    """`h`, checked at each of its records (every operation makes its records through
    `Hand._do`; some make two, as a fold's muck and its decision)."""
    apply_record = h._do

    def do_and_check(op: ops.Op) -> ops.Op:
        answers(h)  # asked before the change: remembered, if anything is
        apply_record(op)
        seen = answers(h)  # the first questions after the change
        again = Hand.replay(h.config, h.log)
        assert replayable(again) == replayable(h), f"a change without its record: {op}"
        assert seen == answers(h) == answers(again) == worked_out(h), f"after {op}"
        return op

    h.__dict__["_do"] = do_and_check  # the test's own hook, past the ownership guard
    return h


@SETTINGS
@given(config=tables(), seed=st.integers(0, 2**32), data=st.data())
def test_property_no_change_without_a_record_and_no_stale_answer(
    config: TableConfig, seed: int, data: st.DataObject
) -> None:
    Driver(checked(start(config, seed)), data, attempts=True).play()


def test_the_check_sees_a_change_made_without_a_record() -> None:
    """The property above can fail: a stack changed behind the log's back is caught."""
    from dealer_trainer.engine.config import SeatConfig

    config = TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                         small_blind=1, big_blind=2)
    h = start(config, 1)
    h.shuffle()
    h.stacks[2] -= 5  # what no code outside the engine may do (test_engine_ownership.py)
    assert replayable(Hand.replay(config, h.log)) != replayable(h)
