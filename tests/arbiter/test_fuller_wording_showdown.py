"""RULES.md "Fuller wording": `showdown.order` as worded. The last player to bet or raise on
the final betting round shows first (that round need not be the river: after an all-in on
the turn there is no river betting); with no bet on it, the first player still in left of
the button; players in a side pot show before a player all in for the main pot only
(Robert's Showdown 7; TDA 17-A)."""

from __future__ import annotations

from drive import advance, drill, play

from dealer_trainer.engine import ops


def shown_order(arb: object) -> list[int]:
    advance(arb, "showdown")  # type: ignore[arg-type]
    play(arb, ["showdown"])  # type: ignore[arg-type]
    (shown,) = [op for op in arb.hand.log if isinstance(op, ops.Showdown)]  # type: ignore[attr-defined]
    return [seat for seat, _ in shown.shown]


def test_showdown_order_the_last_aggressor_of_the_final_betting_round_not_only_the_river() -> None:
    # seat 4 bets all in on the turn and seat 3 calls: no betting on the river, so the turn
    # is the final betting round and seat 4 shows first (left of the button would be seat 3)
    arb = drill(
        preflop=["1 call", "3 call", "4 check"],
        flop=["3 check", "4 check", "1 check"],
        turn=["3 check", "4 all_in", "1 fold", "3 call"],
    )
    assert shown_order(arb) == [4, 3]


def test_showdown_order_no_bet_on_the_final_round_first_left_of_the_button() -> None:
    arb = drill(
        preflop=["1 call", "3 call", "4 check"],
        flop=["3 check", "4 check", "1 check"],
        turn=["3 check", "4 check", "1 check"],
        river=["3 check", "4 check", "1 check"],
    )
    assert shown_order(arb) == [3, 4, 1]


def test_showdown_order_side_pot_players_before_the_main_pot_all_in() -> None:
    # seat 1 (the button) is all in on the turn for the main pot only; on the river seat 4
    # bets into the side pot and seat 3 calls. Seat 4 shows first, then seat 3 (side pot),
    # then seat 1, although clockwise from seat 4 seat 1 comes before seat 3
    arb = drill(
        seats=((1, "A", 60), (3, "B", 1000), (4, "C", 1000)),
        preflop=["1 call", "3 call", "4 check"],
        flop=["3 check", "4 check", "1 check"],
        turn=["3 check", "4 check", "1 all_in", "3 call", "4 call"],
        river=["3 check", "4 bet 100", "3 call"],
    )
    assert shown_order(arb) == [4, 3, 1]
