"""Omaha dealt through the arbiter (RULES.md "Omaha"): rules game.variant, omaha.deal,
omaha.table_size, omaha.hand, omaha.no_play_the_board and omaha.table_all, with RULES.md's
worked examples. The hand values are the engine's (`engine/omaha.py`), read from the game's
row (`engine/variant.py`)."""

from __future__ import annotations

import pytest
from drive import apply, assert_passed, drill, finish, next_step, play, post, refused
from omaha_drive import checks, omaha

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine import ops
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.variant import GAMES, Variant

PRESETS = list(HouseRules)
SIX = tuple((s, f"P{s}", 1000) for s in range(1, 7))
HEADS_UP_CALLS = {"preflop": ["1 call", "3 check"], "flop": checks([3, 1]),
                  "turn": checks([3, 1]), "river": checks([3, 1])}


def shown_down(hands: dict[int, str], board: str, house: HouseRules = HouseRules.SEEDS,
               **kw: object) -> Arbiter:
    """Seats 1 (button) and 3 heads-up, checked down, the expected steps done through the
    showdown (`hands`: each seat's four hole cards)."""
    arb = omaha(seats=(1, 3), button=1, hands=hands, board=board, house=house,
                **HEADS_UP_CALLS, **kw)  # type: ignore[arg-type]
    while next_step(arb).name != "showdown":
        apply(arb, next_step(arb))
    apply(arb, "showdown")
    return arb


# ---- game.variant ---------------------------------------------------------------------------
def test_game_variant_rows_say_the_hole_cards_and_structures() -> None:
    assert GAMES[Variant.HOLDEM].hole_cards == 2 and GAMES[Variant.OMAHA].hole_cards == 4
    assert GAMES[Variant.OMAHA_HILO].hilo and not GAMES[Variant.OMAHA].hilo
    assert set(GAMES[Variant.OMAHA].structures) == {"pot-limit", "limit", "no-limit"}
    assert set(GAMES[Variant.OMAHA_HILO].structures) == {"pot-limit", "limit"}
    assert all(not GAMES[v].dealt for v in (Variant.STUD, Variant.STUD_HILO, Variant.RAZZ))


def test_game_variant_holdem_by_default_two_hole_cards() -> None:
    arb = drill()
    assert arb.config.variant is Variant.HOLDEM and arb.hand.hole_cards == 2
    assert arb.result()["final"]["variant"] == "holdem"  # type: ignore[index]


@pytest.mark.parametrize(("variant", "game"), [(Variant.OMAHA_HILO, Game.NO_LIMIT),
                                               (Variant.RAZZ, Game.NO_LIMIT)])
def test_game_variant_the_engine_refuses_a_table_not_dealt(variant: Variant, game: Game) -> None:
    with pytest.raises(EngineError, match="not"):
        TableConfig(seats=(SeatConfig(1, "a", 100), SeatConfig(2, "b", 100)), button=1,
                    small_blind=1, big_blind=2, game=game, variant=variant)


# ---- omaha.deal -----------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_omaha_deal_four_rounds_pitch_n_to_the_seat_in_deal_order(house: HouseRules) -> None:
    """Six players: 24 pitches; pitch N to the ((N-1) mod 6)+1-th seat from the button's left;
    pitch 7 is the first seat's second card, pitch 24 the button's fourth."""
    arb = drill(seats=SIX, button=1, variant=Variant.OMAHA, game=Game.POT_LIMIT, house=house,
                deck="")
    play(arb, ["shuffle", "cut", post(2, "small"), post(3, "big")])
    order = [2, 3, 4, 5, 6, 1]
    for n in range(1, 25):
        seat = order[(n - 1) % 6]
        assert [a.text() for a in arb.expected()] == [f"deal: {seat}"], n
        if n == 7:
            assert seat == 2
            refused(arb, {"deal": 3}, "deal.order")  # the first seat's second card, not seat 3's
        apply(arb, {"deal": seat})
    assert seat == 1 and all(len(arb.hand.holding(s)) == 4 for s in order)
    assert next_step(arb).name == "wait"  # the deal is complete: betting opens
    assert all(len(cards) == 4 for cards in arb.result()["final"]["hands"].values())  # type: ignore[index]


def test_omaha_deal_a_deal_list_is_one_step() -> None:
    arb = drill(seats=SIX, button=1, variant=Variant.OMAHA, game=Game.POT_LIMIT, deck="")
    play(arb, ["shuffle", "cut", post(2, "small"), post(3, "big")])
    step = apply(arb, {"deal": [2, 3, 4, 5, 6, 1] * 4})
    assert len(arb.steps) == 5
    assert step.action == "deal: [" + ", ".join(["2, 3, 4, 5, 6, 1"] * 4) + "]"
    assert sum(isinstance(op, ops.HoleDealing) for op in step.ops) == 24
    assert next_step(arb).name == "wait"


def test_omaha_deal_a_refused_pitch_in_a_list_refuses_the_rest_and_names_it() -> None:
    arb = drill(seats=SIX, button=1, variant=Variant.OMAHA, game=Game.POT_LIMIT, deck="")
    play(arb, ["shuffle", "cut", post(2, "small"), post(3, "big")])
    step = arb.apply(TraineeAction.parse({"deal": [2, 3, 4, 5, 6, 1, 3, 2]}))
    assert step.outcome is Outcome.VIOLATION and step.rule == "deal.order"
    assert arb.violations[-1]["pitch"] == 7
    assert (step_message(step, "en") or "").startswith("Pitch 7 of the list (to seat 3)")
    assert sum(len(arb.hand.holding(s)) for s in range(1, 7)) == 6  # the first six stand
    assert [a.text() for a in arb.expected()] == ["deal: 2"]  # pitch 7 is still due


# ---- omaha.table_size -----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 10])
def test_omaha_table_size_two_to_ten_players_dealt_by_the_book(players: int) -> None:
    """Ten players use 40 hole cards, 3 burns and 5 board cards: 48 of the 52."""
    arb = drill(seats=tuple((s, f"P{s}", 1000) for s in range(1, players + 1)), button=1,
                variant=Variant.OMAHA, game=Game.POT_LIMIT, deck="", seed=players)
    finish(arb)
    assert_passed(arb)
    final = arb.result()["final"]
    assert all(len(cards) == 4 for cards in final["hands"].values())  # type: ignore[index]
    assert len(final["hands"]) == players  # type: ignore[index,arg-type]
    if len(final["board"]) == 5:  # type: ignore[index,arg-type]
        assert len(final["burns"]) == 3  # type: ignore[index,arg-type]
        assert 4 * players + 3 + 5 <= 52


# ---- omaha.hand, omaha.no_play_the_board: RULES.md's worked examples --------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_omaha_hand_one_suited_hole_card_is_no_flush_and_four_board_cards_never_play(
    house: HouseRules,
) -> None:
    """Board 5h 6h 7h 8h Kd, hole Ah 2c 3c 4c: no flush (one heart), no 4-5-6-7-8 (four board
    cards); a straight, seven high, with 3c 4c. Seat 1's ten-high straight wins."""
    arb = shown_down({3: "Ah 2c 3c 4c", 1: "9c Tc Js Qs"}, "5h 6h 7h 8h Kd", house, read_hands=True)
    refused(arb, {"read": {"seat": 3, "hand": "flush", "ranks": ["A"]}}, "showdown.read_hand")
    refused(arb, {"read": {"seat": 3, "hand": "straight", "ranks": [8]}}, "showdown.read_hand")
    apply(arb, {"read": {"seat": 3, "hand": "straight", "ranks": [7]}})
    apply(arb, {"read": {"seat": 1, "hand": "straight", "ranks": ["T"]}})
    refused(arb, {"award": {"pot": 0, "to": [3]}}, "award.main_and_side")
    apply(arb, {"award": {"pot": 0, "to": [1]}})
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_hand_aces_full_of_queens_never_aces_full_of_kings(house: HouseRules) -> None:
    """Board As Ad Ac Kh Kd, hole Qh Qs Jc Jd: aces full of queens (Qh Qs with the aces)."""
    arb = shown_down({3: "Qh Qs Jc Jd", 1: "2c 3c 4h 5h"}, "As Ad Ac Kh Kd", house, read_hands=True)
    refused(arb, {"read": {"seat": 3, "hand": "full-house", "ranks": ["A", "K"]}},
            "showdown.read_hand")
    apply(arb, {"read": {"seat": 3, "hand": "full-house", "ranks": ["A", "Q"]}})
    apply(arb, {"read": {"seat": 1, "hand": "three-of-a-kind", "ranks": ["A"]}})


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_hand_four_eights_with_two_hole_cards(house: HouseRules) -> None:
    """Board 8s 8d 8h 5c 2d, hole 8c Kd Qd Js: 8c and Kd with the three eights."""
    arb = shown_down({3: "8c Kd Qd Js", 1: "5h 5s 2c 2h"}, "8s 8d 8h 5c 2d", house, read_hands=True)
    apply(arb, {"read": {"seat": 3, "hand": "four-of-a-kind", "ranks": [8]}})
    apply(arb, {"read": {"seat": 1, "hand": "full-house", "ranks": [8, 5]}})
    apply(arb, {"award": {"pot": 0, "to": [3]}})


@pytest.mark.parametrize("house", PRESETS)
def test_omaha_no_play_the_board_the_board_alone_is_no_hand(house: HouseRules) -> None:
    """Board As Ad Ac Kh Kd: in hold'em both would play the board's aces full of kings and
    split; in Omaha seat 3's aces full of queens beats seat 1's three aces, alone."""
    arb = shown_down({3: "Qh Qs Jc Jd", 1: "2c 3c 4h 5h"}, "As Ad Ac Kh Kd", house)
    refused(arb, {"award": {"pot": 0, "to": [1, 3]}}, "award.split")
    apply(arb, {"award": {"pot": 0, "to": [3]}})
    finish(arb)
    assert_passed(arb)
    assert arb.result()["final"]["stacks"] == {"1": 990, "3": 1010}  # type: ignore[index]


# ---- omaha.table_all ------------------------------------------------------------------------
def test_omaha_table_all_the_showdown_turns_up_all_four_cards() -> None:
    arb = shown_down({3: "8c Kd Qd Js", 1: "5h 5s 2c 2h"}, "8s 8d 8h 5c 2d")
    (shown,) = [op for op in arb.steps[-1].ops if isinstance(op, ops.Showdown)]
    assert {s: [c.code for c in cards] for s, cards in shown.shown} == {
        1: ["5h", "5s", "2c", "2h"], 3: ["8c", "Kd", "Qd", "Js"]}
    assert arb.hand.shown == {1, 3}
