"""plo-pot: the pot-limit maximum in PLO (rule bet.pot_count, restated for PLO in RULES.md
"Omaha, Seven Card Stud, Stud hi-lo and Razz"), with a straddle and a short big blind before
the flop. The key is the engine's largest raise-to on the hand the question shows; the book's
numbers check it, and PokerKit's pot-limit Omaha where no blind is short (PokerKit counts a
short blind as what was posted, where TDA 54-B assumes the full blind: an oracle gap, so the
short blind is checked by the book's numbers alone)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pk_oracle import replay as pk_replay
from test_quiz_skills import table

from dealer_trainer.quiz import AnswerError, grade, question, questions
from dealer_trainer.quiz.play import replay
from dealer_trainer.quiz.plopot import OMAHA
from dealer_trainer.quiz.potlimit import HOLDEM
from dealer_trainer.quiz.skills import skill
from dealer_trainer.quiz.text import question_text

SEEDS = range(300)
FIRSTS = [q for seed in SEEDS for q in questions("plo-pot", seed=seed, count=1)]


def plo(stacks: dict[int, int], button: int, street: str, actions: list[tuple[str, int, str, int]],
        *, blinds: tuple[int, int] = (100, 200), straddle: int | None = None) -> dict[str, Any]:
    """A PLO question's data: hold'em's pot-limit table, `variant: omaha`, and the seat that
    straddled, if any."""
    data = {"variant": "omaha", **table("pot-limit", blinds, stacks, button, street, actions)}
    if straddle is not None:
        data["straddle"] = straddle
    return data


DEEP = {1: 20_000, 3: 20_000, 4: 20_000, 6: 20_000}  # button 1: small blind 3, big blind 4


def short(d: dict[str, Any] | Any) -> bool:
    """A big blind posted all in for less than a full blind (every other stack is deep)."""
    return min(map(int, d["stacks"].values())) < int(d["big_blind"])


# --- the book's numbers -----------------------------------------------------------------------


def test_bet_pot_count_plo_first_to_act_at_100_200_may_bet_700() -> None:
    hand = replay(plo(DEEP, 1, "preflop", []))
    assert hand.legal().seat == 6 and hand.legal().max_raise_to == 700  # TDA 54-B's PLO example


def test_bet_pot_count_plo_the_flop_bet_after_limps_at_5_10_is_35_and_140_facing_it() -> None:
    limps = [("preflop", 6, "call", 10), ("preflop", 1, "call", 10), ("preflop", 3, "fold", 0),
             ("preflop", 4, "check", 10)]
    hand = replay(plo(DEEP, 1, "flop", limps, blinds=(5, 10)))
    assert hand.pot_total() == 35 and hand.legal().max_raise_to == 35
    hand = replay(plo(DEEP, 1, "flop", [*limps, ("flop", 4, "bet", 35)], blinds=(5, 10)))
    assert hand.legal().max_raise_to == 35 + (35 + 35 + 35)


def test_bet_pot_count_plo_a_straddle_is_a_live_raise_the_count_starts_from() -> None:
    """Blinds 100-200, seat 6 straddles 400; the button, next, may raise to
    400 + (100 + 200 + 400 + 400) = 1500."""
    hand = replay(plo(DEEP, 1, "preflop", [], straddle=6))
    assert hand.bets[6] == 400 and hand.legal().seat == 1
    assert hand.legal().max_raise_to == 1500


def test_bet_pot_count_plo_a_short_big_blind_counts_as_the_full_blind_before_the_flop() -> None:
    """Blinds 100-200, the big blind all in for 150: the next player may raise to 700, as if
    the full 200 were in (TDA 54-B), not 650."""
    hand = replay(plo({**DEEP, 4: 150}, 1, "preflop", []))
    assert hand.bets[4] == 150 and 4 in hand.all_in and hand.legal().seat == 6
    assert hand.legal().max_raise_to == 700


def test_bet_pot_count_plo_after_the_flop_a_short_blind_counts_as_posted() -> None:
    """The same table, everyone calls 200: the pot is 3 x 200 + 150 = 750, and the first bet
    on the flop may be 750 (TDA 54-C: the actual pot), not 800."""
    calls = [("preflop", 6, "call", 200), ("preflop", 1, "call", 200), ("preflop", 3, "call", 200)]
    hand = replay(plo({**DEEP, 4: 150}, 1, "flop", calls))
    assert hand.pot_total() == 750 and hand.legal().max_raise_to == 750


# --- the questions ----------------------------------------------------------------------------


def test_bet_pot_count_plo_questions_grade_a_number() -> None:
    [q] = questions("plo-pot", seed=5, count=1)
    assert q.skill == "plo-pot" and q.data["variant"] == "omaha"
    assert grade(q, q.key).right and grade(q, str(q.key)).right and grade(q, f"{q.key:,}").right
    assert not grade(q, q.key + 1).right and not grade(q, q.key - 1).right
    for bad in ("abc", -5, True, 4.5, None, [q.key], "1 2"):
        with pytest.raises(AnswerError):
            grade(q, bad)
    assert skill("plo-pot").one_number


def test_bet_pot_count_plo_every_key_is_the_engines_max_on_the_hand_shown() -> None:
    for q in FIRSTS:
        d = json.loads(json.dumps(q.data))  # what --json prints is enough to replay
        legal = replay(d).legal()
        assert legal.seat == d["asking"] and q.key == legal.max_raise_to < legal.all_in_to


def test_bet_pot_count_plo_a_straddle_question_counts_the_straddle() -> None:
    found = [q for q in FIRSTS if "straddle" in q.data and q.data["street"] == "preflop"]
    assert len(found) >= 30
    for q in found:
        d, hand = q.data, replay(q.data)
        assert hand.bets[d["straddle"]] >= 2 * d["big_blind"]
        assert f"Seat {d['straddle']} has straddled {2 * d['big_blind']}." in question_text(q)
        current = max(hand.bets.values())  # the straddle or a raise over it
        mine = hand.bets[d["asking"]]
        chips = hand.pot_total() + sum(hand.bets.values()) + shortfall(d, hand)
        assert q.key == current + chips + (current - mine)  # RULES.md bet.pot_count


def shortfall(d: Any, hand: Any) -> int:
    """Before the flop, what a short big blind lacks of the full blind (TDA 54-B)."""
    if d["street"] != "preflop" or not short(d):
        return 0
    return sum(d["big_blind"] - hand.bets[s] for s in d["all_in"])


def test_bet_pot_count_plo_a_short_blind_question_counts_the_full_blinds() -> None:
    found = [q for q in FIRSTS if short(q.data) and q.data["street"] == "preflop"]
    assert len(found) >= 30
    for q in found:
        d, hand = q.data, replay(q.data)
        [bb] = d["all_in"]
        assert hand.bets[bb] < d["big_blind"] and f"seat {bb}: {hand.bets[bb]} all in" in (
            question_text(q)
        )
        current = max([*hand.bets.values(), d["big_blind"]])  # the full blind at the least
        mine = hand.bets[d["asking"]]
        full = hand.pot_total() + sum(hand.bets.values()) + d["big_blind"] - hand.bets[bb]
        assert q.key == current + full + (current - mine)


def test_straddles_and_short_blinds_come_in_about_a_quarter_of_the_questions_each() -> None:
    assert (OMAHA.straddle, OMAHA.short) == (0.25, 0.25) and not HOLDEM.straddle + HOLDEM.short
    pre = [q.data for q in FIRSTS if q.data["street"] == "preflop"]
    for share in (sum("straddle" in d for d in pre) / len(pre), sum(map(short, pre)) / len(pre)):
        assert 0.15 < share < 0.35
    assert not any("straddle" in q.data or short(q.data) for q in questions(
        "pot-limit", seed=1, count=100))


def test_plo_pot_seeds_reproduce_and_ids_replay() -> None:
    a = questions("plo-pot", seed=41, count=8)
    assert a == questions("plo-pot", seed=41, count=8) != questions("plo-pot", seed=42, count=8)
    assert [q.id for q in a] == [f"plo-pot-41-{n}" for n in range(1, 9)]
    assert all(question(q.id) == q for q in a)
    straddled = next(q for q in FIRSTS if "straddle" in q.data)
    assert question(straddled.id) == straddled


def test_bet_pot_count_plo_key_is_pokerkits_pot_limit_omaha_max_where_no_blind_is_short() -> None:
    checked = straddles = 0
    for q in FIRSTS:
        d = q.data
        if short(d):
            continue  # PokerKit counts the short blind as posted: the book's numbers above
        state, order = pk_replay(d)
        assert order[state.actor_index] == d["asking"]
        assert state.max_completion_betting_or_raising_to_amount == q.key, q.id
        checked += 1
        straddles += "straddle" in d
    assert checked >= 200 and straddles >= 40
