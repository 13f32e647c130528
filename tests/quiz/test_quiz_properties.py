"""Every answer key agrees with the engine, and PokerKit agrees with both, over thousands of
random questions (hypothesis, derandomized by tests/conftest.py: failures reproduce).

- pot-limit: the key is the largest raise-to the engine allows the asking player when his
  hand is replayed from the question's actions; it is also the RULES.md count (current bet
  plus the pot after his call) and PokerKit's pot-limit maximum for the same hand.
- side-pots: the key is what the engine's collect builds after the replay, and PokerKit's
  pots for the same hand.
- rake: the key is `rake_due` of the table the question states, and the same worked out in
  whole chips here (PokerKit rounds a rake to the nearest chip, not down: no oracle).
- hand-reading: the key is the evaluator's category and naming ranks, and the five cards
  PokerKit finds best have that category.
- chip-count: the key is what the chips shown are worth (or the change from them).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pk_oracle import idle_checks
from pk_oracle import replay as pk_replay
from pokerkit import Card as PkCard
from pokerkit import StandardHighHand

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.hands import best_hand
from dealer_trainer.engine.rake import rake_due
from dealer_trainer.quiz import questions
from dealer_trainer.quiz.chips import HOUSE_CHIPS, worth
from dealer_trainer.quiz.play import replay
from dealer_trainer.quiz.rake import rule_of
from dealer_trainer.quiz.reading import reading_of

MANY = settings(
    derandomize=True,
    max_examples=2000,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
SEEDS = st.integers(0, 10**9)
PK_CATEGORY = {
    "high-card": "High card",
    "pair": "One pair",
    "two-pair": "Two pair",
    "three-of-a-kind": "Three of a kind",
    "straight": "Straight",
    "flush": "Flush",
    "full-house": "Full house",
    "four-of-a-kind": "Four of a kind",
    "straight-flush": "Straight flush",
}


def one(skill: str, seed: int):  # type: ignore[no-untyped-def]
    [q] = questions(skill, seed=seed, count=1)
    return q


@MANY
@given(seed=SEEDS)
def test_bet_pot_count_key_is_the_engines_max_and_pokerkits(seed: int) -> None:
    q = one("pot-limit", seed)
    d = q.data
    hand = replay(d)
    legal = hand.legal()
    assert legal.seat == d["asking"]
    assert q.key == legal.max_raise_to < legal.all_in_to  # the pot limits him, not his stack
    mine = hand.bets.get(legal.seat, 0)
    after_call = hand.pot_total() + sum(hand.bets.values()) + legal.current_bet - mine
    assert q.key == legal.current_bet + after_call  # RULES.md bet.pot_count
    assert d["pot"] == hand.pot_total()
    assert sum(d["bets"].values()) == sum(hand.bets.values())
    state, order = pk_replay(d)
    assert order[state.actor_index] == d["asking"]
    assert state.max_completion_betting_or_raising_to_amount == q.key


@MANY
@given(seed=SEEDS)
def test_pot_all_in_key_is_the_engines_pots_and_pokerkits(seed: int) -> None:
    q = one("side-pots", seed)
    d = q.data
    hand = replay(d)
    assert hand.to_act() is None and hand.all_in
    assert sum(hand.bets.values()) == sum(d["bets"].values()) and hand.pot_total() == d["middle"]
    hand.collect()
    assert q.key == tuple(p.amount for p in hand.pots)
    assert 1 <= len(q.key) <= 4 and all(a > 0 for a in q.key)
    state, _ = pk_replay(d)
    idle_checks(state, d["street"])
    assert tuple(p.amount for p in state.pots) == q.key


@MANY
@given(seed=SEEDS)
def test_rake_key_is_rake_due_of_the_table_shown(seed: int) -> None:
    q = one("rake", seed)
    d = q.data
    taken = rake_due(sum(d["pots"]), rule_of(d), flop_dealt=d["flop_dealt"])
    assert q.key == taken
    assert taken.rake % d["chip"] == 0 and taken.rake <= d["cap"]
    assert taken.rake + taken.drop <= sum(d["pots"])
    total = sum(d["pots"])
    if not d["flop_dealt"] and d["no_flop_no_drop"]:
        assert (taken.rake, taken.drop) == (0, 0)
    else:  # in whole chips: percent of the pot, down to the chip, at most the cap
        down = total * d["percent"] // 100 // d["chip"] * d["chip"]
        assert taken.rake == min(down, d["cap"])
        assert taken.drop == (min(d["jackpot_drop"], total - taken.rake) if taken.rake else 0)


@MANY
@given(seed=SEEDS)
def test_showdown_read_hand_key_is_the_evaluators_and_pokerkits(seed: int) -> None:
    q = one("hand-reading", seed)
    hole = [Card.parse(c) for c in q.data["hole"]]
    board = [Card.parse(c) for c in q.data["board"]]
    assert len(set(hole + board)) == 7
    value = best_hand(hole, board)
    assert q.key == reading_of(value)
    assert q.key[1][0] == value.cards[0].rank_char
    pk = StandardHighHand.from_game(
        "".join(q.data["hole"]), "".join(q.data["board"])
    )
    assert pk.entry.label.value == PK_CATEGORY[q.key[0]]
    best_ranks = sorted((c.rank for c in pk.cards), key=lambda r: str(r))
    ours = sorted(
        (next(iter(PkCard.parse(c.code))).rank for c in value.cards), key=lambda r: str(r)
    )
    assert best_ranks == ours


@MANY
@given(seed=SEEDS)
def test_chip_count_key_is_the_worth_of_the_chips_shown(seed: int) -> None:
    q = one("chip-count", seed)
    d = q.data
    shown = d["chips"] if d["kind"] == "worth" else d["paid"]
    assert {c["value"] for c in shown} <= set(HOUSE_CHIPS)
    if d["kind"] == "worth":
        assert q.key == worth(d["chips"]) > 0
    else:
        assert 0 < d["owed"] < worth(d["paid"])
        assert q.key == worth(d["paid"]) - d["owed"]
