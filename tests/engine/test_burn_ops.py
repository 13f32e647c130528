"""The burn's engine operations (issue 12): a burn of no card or two (`misburn`),
`burn_exposed`, `return_burn`, `return_board` and the three-card `scramble_to_burns` of TDA
39-B. Each is a verify/can/do trio, changes only what it says, is refused (changing nothing)
where it cannot be done, and replays from its record; the 52 cards and the chips stay
accounted for through any sequence of them."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine import ops
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand

CONFIG = TableConfig(seats=tuple(SeatConfig(s, f"p{s}", 1000) for s in (1, 3, 4)), button=1,
                     small_blind=5, big_blind=10)
# pitches 3 4 1 3 4 1, then: burn 5h, flop 8h Jc 4d, burn Qs, turn 6c, burn Tc, river 8d
DECK = parse_cards("2c 7d Ah 9s 3c Kd 5h 8h Jc 4d Qs 6c Tc 8d Th Js 2s 3s")


def dealt(seed: int = 0) -> Hand:
    h = Hand(CONFIG, rng=random.Random(seed))
    h.shuffle(DECK)
    h.post(3, "small")
    h.post(4, "big")
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


def test_error_missed_burn_a_burn_taking_no_card_leaves_the_stub() -> None:
    h = dealt()
    op = h.misburn(0)
    assert isinstance(op, ops.BurnMisfiring) and op.cards == ()
    assert h.zones.burns == [] and codes(h.zones.stub[:1]) == ["5h"]
    h.turn_board(3)  # the flop comes from the burn card on
    assert codes(h.zones.board) == ["5h", "8h", "Jc"]


def test_error_double_burn_a_burn_taking_two_cards() -> None:
    h = dealt()
    h.misburn(2)
    assert codes(h.zones.burns) == ["5h", "8h"]
    h.return_burn()  # the second burnt card back on top: the flop comes as it should
    assert codes(h.zones.burns) == ["5h"] and codes(h.zones.stub[:1]) == ["8h"]
    h.turn_board(3)
    assert codes(h.zones.board) == ["8h", "Jc", "4d"]


def test_error_missed_burn_burn_exposed_moves_the_turned_card_to_the_burns() -> None:
    h = dealt()
    h.burn()
    h.turn_board(3)
    h.misburn(0)
    h.turn_board(1)  # the turn without a burn: Qs, the burn card
    op = h.burn_exposed()
    assert op == ops.BoardBurning(parse_cards("Qs")[0])
    h.turn_board(1)
    assert codes(h.zones.board) == ["8h", "Jc", "4d", "6c"]
    assert codes(h.zones.burns) == ["5h", "Qs"]


def test_error_double_burn_return_board_then_return_burn() -> None:
    h = dealt()
    h.burn()
    h.turn_board(3)
    h.misburn(2)  # Qs and 6c burnt
    h.turn_board(1)  # Tc turned
    h.return_board()
    h.return_burn()
    assert codes(h.zones.stub[:2]) == ["6c", "Tc"]
    h.turn_board(1)
    assert codes(h.zones.board) == ["8h", "Jc", "4d", "6c"] and codes(h.zones.burns) == ["5h", "Qs"]


def test_error_missed_burn_tda_scramble_three_cards_one_to_the_burns() -> None:
    h = dealt(seed=5)
    h.misburn(0)
    h.turn_board(3)  # 5h 8h Jc, no burn
    burnt, dealt_op = h.scramble_to_burns(3)
    assert isinstance(burnt, ops.BoardBurning) and isinstance(dealt_op, ops.BoardDealing)
    assert burnt.card.code in ("5h", "8h", "Jc") and h.zones.burns == [burnt.card]
    left = [c for c in ("5h", "8h", "Jc") if c != burnt.card.code]
    assert codes(h.zones.board) == [*left, "4d"]  # the two keep their order; 4d completes it


REFUSALS: list[tuple[str, Callable[[Hand], object]]] = [
    ("return a burn when none was made", lambda h: h.return_burn()),
    ("return a board card when there is none", lambda h: h.return_board()),
    ("burn an exposed card with no board", lambda h: h.burn_exposed()),
    ("scramble with no board", lambda h: h.scramble_to_burns(3)),
    ("a misburn of one card", lambda h: h.misburn(1)),
    ("a misburn of a negative count", lambda h: h.misburn(-1)),
]


@pytest.mark.parametrize(("what", "attempt"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_error_missed_burn_operations_refused_change_nothing(
    what: str, attempt: Callable[[Hand], object]
) -> None:
    h = dealt()
    before = (list(h.zones.stub), list(h.zones.burns), list(h.zones.board), len(h.log))
    with pytest.raises(InvalidOperation):
        attempt(h)
    assert (list(h.zones.stub), list(h.zones.burns), list(h.zones.board), len(h.log)) == before
    verify = {"return_burn": h.can_return_burn(), "return_board": h.can_return_board(),
              "burn_exposed": h.can_burn_exposed(), "scramble": h.can_scramble_to_burns(3)}
    assert not any(verify.values())


MOVES: dict[str, Callable[[Hand], object]] = {
    "misburn0": lambda h: h.misburn(0),
    "misburn2": lambda h: h.misburn(2),
    "burn": lambda h: h.burn(),
    "turn1": lambda h: h.turn_board(1),
    "turn3": lambda h: h.turn_board(3),
    "burn_exposed": lambda h: h.burn_exposed(),
    "return_burn": lambda h: h.return_burn(),
    "return_board": lambda h: h.return_board(),
    "scramble3": lambda h: h.scramble_to_burns(3),
    "board_to_stub": lambda h: h.return_to_stub(("board",)),
}
CAN: dict[str, Callable[[Hand], bool]] = {
    "misburn0": lambda h: h.can_misburn(0),
    "misburn2": lambda h: h.can_misburn(2),
    "burn": lambda h: len(h.zones.stub) >= 1,
    "turn1": lambda h: len(h.zones.stub) >= 1,
    "turn3": lambda h: len(h.zones.stub) >= 3,
    "burn_exposed": lambda h: h.can_burn_exposed(),
    "return_burn": lambda h: h.can_return_burn(),
    "return_board": lambda h: h.can_return_board(),
    "scramble3": lambda h: h.can_scramble_to_burns(3),
    "board_to_stub": lambda h: bool(h.zones.board),  # an empty board: nothing to return
}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**16), moves=st.lists(st.sampled_from(sorted(MOVES)), max_size=30))
def test_property_burn_corrections_keep_52_cards_and_the_chips_and_replay(
    seed: int, moves: list[str]
) -> None:
    h = dealt(seed)
    chips = h.chip_total
    for name in moves:
        if CAN[name](h):
            MOVES[name](h)
        else:
            before = (list(h.zones.stub), list(h.zones.burns), list(h.zones.board), len(h.log))
            with pytest.raises(InvalidOperation):
                MOVES[name](h)
            assert (list(h.zones.stub), list(h.zones.burns), list(h.zones.board),
                    len(h.log)) == before
        h.check_invariants()  # 52 cards, each in one zone; the chips all there
        assert h.chips_in_play() == chips
    again = Hand.replay(CONFIG, h.log)
    assert (again.zones.stub, again.zones.burns, again.zones.board) == (
        h.zones.stub, h.zones.burns, h.zones.board)
    assert [op.to_json() for op in again.log] == [op.to_json() for op in h.log]
