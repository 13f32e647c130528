"""omaha-reading: a tabled Omaha hand read as a dealer reads it (rules omaha.hand, exactly two
hole cards and three of the board; omaha.no_play_the_board; in hi-lo hilo.qualifier,
hilo.omaha_low, hilo.read). The misreadings of issue 25 as fixed examples (a flush with one
suited hole card, a straight with three hole cards, aces full with none), a counterfeited low
and no low; the answers graded, bad ones refused; the generator's seeds, ids and share of
traps; and PokerKit's OmahaHoldemHand and OmahaEightOrBetterLowHand as the oracle over the
questions made."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest
from pokerkit import Card as PkCard
from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand

from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.hands import best_hand, evaluate
from dealer_trainer.engine.reading import reading_of
from dealer_trainer.quiz import AnswerError, answer_json, grade, question, questions
from dealer_trainer.quiz.model import Question
from dealer_trainer.quiz.omahareading import LOW_ORDER, SKILL, key_of
from dealer_trainer.quiz.text import answer_text, question_text
from dealer_trainer.quiz.typed import typed_answer

MADE = [q for seed in range(40) for q in questions(SKILL, seed=seed, count=15)]


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def ask(game: str, hole: str, board: str) -> Question:
    """A question of our own, keyed by the skill's key (the engine's omaha_hand, omaha_low)."""
    data = {"game": game, "hole": hole.split(), "board": board.split()}
    return Question(f"{SKILL}-0-1", SKILL, data, key_of(game, cards(hole), cards(board)))


# --- the misreadings of issue 25 ---------------------------------------------------------------


def test_omaha_hand_a_flush_with_one_suited_hole_card_is_no_flush() -> None:
    hole, board = "Qh 9s 9d 3c", "Ah Kh 7h 4h 2c"
    # hold'em reads the queen of hearts and the board's four hearts as an ace-high flush
    assert reading_of(best_hand(cards(hole)[:2], cards(board)))[0] == "flush"
    q = ask("plo", hole, board)
    assert q.key == ("pair", ("9",), None)
    assert grade(q, {"hand": "pair", "ranks": ["9"]}).right
    assert not grade(q, {"hand": "flush", "ranks": ["A"]}).right


def test_omaha_hand_a_straight_needing_three_hole_cards_is_not_made() -> None:
    hole, board = "6h 7s 8d Ac", "9c Td Kh 2s 2d"  # 6-7-8 in the hand, 9-10 on the board
    q = ask("plo", hole, board)
    assert q.key == ("pair", ("2",), None)
    assert not grade(q, {"hand": "straight", "ranks": ["T"]}).right
    # two of them with three of the board do make it: 7-8 and 9-10-J
    assert ask("plo", hole, "9c Td Jh 2s 3d").key[:2] == ("straight", ("J",))


def test_omaha_hand_a_straight_with_one_hole_card_is_not_made() -> None:
    q = ask("plo", "9h 2s 2d Kc", "5c 6d 7h 8s Qd")  # four to the straight on the board
    assert q.key[:2] == ("pair", ("2",))


def test_omaha_no_play_the_board_aces_full_on_the_board_do_not_play() -> None:
    board = "As Ad Ac Kd Ks"
    q = ask("plo", "2c 3h 7s 9d", board)
    assert q.key == ("three-of-a-kind", ("A",), None)  # A-A-A and two hole cards
    assert not grade(q, {"hand": "full-house", "ranks": ["A", "K"]}).right
    # a pair in the hand plays with the board's three aces
    assert ask("plo", "Qc Qh 7s 9d", board).key[:2] == ("full-house", ("A", "Q"))


def test_omaha_hand_two_pair_on_the_board_needs_two_hole_cards() -> None:
    assert ask("plo", "Ac 2h 4s 6d", "Kh Kd 9c 9s 3d").key[:2] == ("pair", ("K",))


# --- the low -----------------------------------------------------------------------------------


def test_hilo_omaha_low_a_counterfeited_low_card() -> None:
    board = "2c 5d 7h Kc Qs"
    # A-2 in the hand, the board's deuce pairs it: no three other low ranks on the board
    assert ask("plo8", "Ad 2h 9c Jd", board).key[2] == "none"
    # with a third low card the low is made of the ace and the trey
    q = ask("plo8", "Ad 2h 3c Jd", board)
    assert q.key[2] == ("7", "5", "3", "2", "A")
    assert grade(q, {**answer_json(q, q.key), "low": "A 2 3 5 7"}).right  # any order
    assert not grade(q, {**answer_json(q, q.key), "low": [8, 5, 3, 2, "A"]}).right


def test_hilo_qualifier_one_low_card_in_the_hand_is_no_low() -> None:
    q = ask("plo8", "3h Jd Jc 9s", "2c 4d 6h Kc Qs")
    assert q.key == ("pair", ("J",), "none")
    assert grade(q, {"hand": "pair", "ranks": ["J"], "low": "none"}).right
    assert grade(q, {"hand": "pair", "ranks": ["J"], "low": "no low"}).right
    assert not grade(q, {"hand": "pair", "ranks": ["J"], "low": "6 4 3 2 A"}).right


def test_hilo_qualifier_two_low_cards_on_the_board_is_no_low() -> None:
    assert ask("plo8", "Ah 2d 3c 4s", "5c 6d 9h Kc Qs").key[2] == "none"


def test_hilo_read_the_answer_in_words() -> None:
    q = ask("plo8", "Ad 2h 3c Jd", "2c 5d 7h Kc Qs")
    assert answer_text(q, q.key) == "Pair: 2; low 7 5 3 2 A"
    none = ask("plo8", "3h Jd Jc 9s", "2c 4d 6h Kc Qs")
    assert answer_text(none, none.key).endswith("J; no low")
    assert answer_text(none, none.key, "pt").endswith("J; sem baixa")
    assert "eight or better" in question_text(q) and "Omaha" in question_text(q, "el")


# --- grading and bad answers -------------------------------------------------------------------


def test_hilo_omaha_low_a_hilo_answer_without_the_low_is_wrong_and_a_plo_one_with_it_too() -> None:
    hilo = ask("plo8", "3h Jd Jc 9s", "2c 4d 6h Kc Qs")
    assert not grade(hilo, {"hand": "pair", "ranks": ["J"]}).right
    plo = ask("plo", "3h Jd Jc 9s", "2c 4d 6h Kc Qs")
    assert grade(plo, {"hand": "pair", "ranks": ["J"]}).right
    assert not grade(plo, {"hand": "pair", "ranks": ["J"], "low": "none"}).right


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ({"hand": "pair", "ranks": ["9"], "low": "8 6 4 2"}, "five different ranks"),
        ({"hand": "pair", "ranks": ["9"], "low": "9 6 4 2 A"}, "eight or lower"),
        ({"hand": "pair", "ranks": ["9"], "low": "8 6 6 2 A"}, "five different ranks"),
        ({"hand": "pair", "ranks": ["9"], "low": 7}, "or none"),
        ({"hand": "pair", "ranks": ["9"], "high": "A"}, "omaha-reading answer is"),
        ({"hand": "boat", "ranks": ["9"]}, "CATEGORY one of"),
        ({"hand": "pair", "ranks": []}, "ranks that name the hand"),
        ("flush A", "omaha-reading answer"),
    ],
)
def test_omaha_hand_bad_answers_are_refused_with_a_clear_message(answer: object, says: str) -> None:
    q = ask("plo8", "Qh 9s 9d 3c", "Ah Kh 7h 4h 2c")
    with pytest.raises(AnswerError, match=says):
        grade(q, answer)


def test_hilo_read_typed_on_the_skills_screen() -> None:
    assert typed_answer(SKILL, "k", "pair", "8 6 4 2 a") == {
        "hand": "pair", "ranks": ["K"], "low": ["8", "6", "4", "2", "A"]}
    assert typed_answer(SKILL, "k", "pair", "none")["low"] == "none"
    assert "low" not in typed_answer(SKILL, "k", "pair")
    with pytest.raises(AnswerError, match="low"):
        typed_answer(SKILL, "k", "pair", " ")


def test_omaha_hand_every_key_is_graded_right_in_its_own_json_shape() -> None:
    for q in MADE:
        assert grade(q, answer_json(q, q.key)).right, q


# --- the generator -----------------------------------------------------------------------------


def test_omaha_hand_seeds_give_the_same_questions_and_ids_make_them_again() -> None:
    assert questions(SKILL, seed=5, count=30) == questions(SKILL, seed=5, count=30)
    assert questions(SKILL, seed=5, count=30) != questions(SKILL, seed=6, count=30)
    for q in MADE[::7]:
        assert question(q.id) == q
    for q in MADE:
        dealt = q.data["hole"] + q.data["board"]
        assert len(q.data["hole"]) == 4 and len(q.data["board"]) == 5 and len(set(dealt)) == 9


def _ranks(codes: Sequence[str]) -> Counter[str]:
    return Counter(c[0] for c in codes)


def traps(q: Question) -> set[str]:
    """The misreadings a question's cards invite, seen from the cards alone."""
    hole, board = q.data["hole"], q.data["board"]
    found: set[str] = set()
    for suit in "cdhs":
        if sum(c[1] == suit for c in board) >= 4 and sum(c[1] == suit for c in hole) <= 1:
            found.add("flush-one-suited")
    order = "A23456789TJQKA"
    hr, br = set(_ranks(hole)), set(_ranks(board))
    for low in range(10):
        window = set(order[low : low + 5])
        if window <= hr | br and len(window & br) == 2:  # the other three in the hand
            found.add("straight-three-hole")
        if window <= hr | br and len(window & br) == 4:
            found.add("straight-one-hole")
    counts = sorted(_ranks(board).values(), reverse=True)
    if counts[0] >= 3:
        found.add("board-trips-or-full-house")
    if counts[:2] == [2, 2]:
        found.add("board-two-pair")
    if q.data["game"] == "plo8":
        low_board = {c[0] for c in board if c[0] in LOW_ORDER}
        low_hole = [c[0] for c in hole if c[0] in LOW_ORDER]
        if len(low_board) >= 3 and set(low_hole) & low_board and len(set(low_hole)) >= 2:
            found.add("low-counterfeited")
        if len(low_board) >= 3 and len(low_hole) == 1:
            found.add("low-one-card")
    return found


def test_omaha_hand_at_least_a_third_of_the_questions_are_traps() -> None:
    seen = [traps(q) for q in MADE]
    share = sum(bool(t) for t in seen) / len(seen)
    assert share >= 1 / 3, share
    kinds = Counter(k for t in seen for k in t)
    assert len(kinds) == 7 and min(kinds.values()) >= 10, kinds
    games = Counter(q.data["game"] for q in MADE)
    assert 0.4 < games["plo8"] / len(MADE) < 0.6, games
    lows = Counter(q.key[2] == "none" for q in MADE if q.data["game"] == "plo8")
    assert lows[True] > 50 and lows[False] > 50, lows  # a low and no low, both often


# --- PokerKit, the oracle ----------------------------------------------------------------------


def pk(codes: Sequence[str]) -> list[PkCard]:
    return list(PkCard.parse("".join(codes)))


def ours(pk_cards: Sequence[PkCard]) -> list[Card]:
    return [Card.parse(f"{c.rank.value}{c.suit.value}") for c in pk_cards]


def test_omaha_hand_and_hilo_omaha_low_keys_agree_with_pokerkit() -> None:
    for q in MADE:
        hole, board = q.data["hole"], q.data["board"]
        high = OmahaHoldemHand.from_game(pk(hole), pk(board))
        five = ours(high.cards)
        assert sum(c.code in hole for c in five) == 2  # PokerKit's best is two and three too
        assert reading_of(evaluate(five)) == q.key[:2], q
        label = "one pair" if q.key[0] == "pair" else q.key[0].replace("-", " ")
        assert high.entry.label.value.lower() == label, q
        if q.data["game"] == "plo":
            assert q.key[2] is None
            continue
        try:
            low = OmahaEightOrBetterLowHand.from_game(pk(hole), pk(board))
        except ValueError:  # PokerKit: no low can be formed
            assert q.key[2] == "none", q
            continue
        ranks = sorted((c.code[0] for c in ours(low.cards)), key=LOW_ORDER.index, reverse=True)
        assert tuple(ranks) == q.key[2], q


# --- the command line --------------------------------------------------------------------------


def test_hilo_read_an_answers_file_says_low_none_or_no_and_a_wrong_low_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from dealer_trainer.cli import main

    hilo = [q for q in MADE if q.data["game"] == "plo8"]
    none = next(q for q in hilo if q.key[2] == "none")
    low = next(q for q in hilo if q.key[2] != "none")
    high = ", ".join(none.key[1])
    text = (
        f"- {{id: {none.id}, answer: {{hand: {none.key[0]}, ranks: [{high}], low: no}}}}\n"
        f"- {{id: {low.id}, answer: {{hand: {low.key[0]}, ranks: {list(low.key[1])}, "
        f"low: none}}}}\n"
    )
    path = tmp_path / "answers.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["quiz", SKILL, "--answers", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{none.id}: right" in out
    assert f"low {' '.join(low.key[2])} (you said" in out and "; no low)" in out
    bad = f"- {{id: {low.id}, answer: {{hand: pair, ranks: [9], low: [9, 6, 4, 2, A]}}}}\n"
    path.write_text(bad, encoding="utf-8")
    assert main(["quiz", SKILL, "--answers", str(path)]) == 2
    assert "eight or lower" in capsys.readouterr().err
