"""Issue 24, words at the edges: the arbiter keeps a step's message key and parameters, and
the edges say them in the reader's language (`messages.step_message`, `result_words`)."""

from __future__ import annotations

from drive import CHECK_DOWN, advance, drill, refuse_in_place, refused

from dealer_trainer.arbiter.messages import message_text, msg, result_words, step_message
from dealer_trainer.arbiter.snapshot import Message

LANGS = ("en", "ro", "pt", "el", "mk")


def test_bet_round_complete_betting_over_says_the_step_owed_in_the_readers_language() -> None:
    """`invalid.betting_over` names the step owed next: a message of its own, said in the
    language of the message around it, not the arbiter's (an English arbiter, a Greek
    reader: all of it in Greek)."""
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    step = refused(arb, "wait", None, "invalid")
    assert arb.lang == "en" and step.message_key == "invalid.betting_over"
    owed = step.params["next"]
    assert isinstance(owed, Message)  # a key and parameters, no words
    assert "Burn" in message_text(owed, "en")
    said = {lang: step_message(step, lang) for lang in LANGS}
    for lang, words in said.items():
        assert words == msg("invalid.betting_over", lang, next=message_text(owed, lang))
        assert words and "{" not in words
    assert len(set(said.values())) == len(LANGS)
    assert "Burn" not in (said["el"] or "") and message_text(owed, "el") in (said["el"] or "")


def test_the_result_keeps_no_words_and_the_edge_says_them_where_the_contract_has_them() -> None:
    """`Arbiter.result()` has no `message` in its steps and violations; `result_words` puts
    each in, in the reader's language, in the places CONTRACT.md gives them."""
    arb = drill(**CHECK_DOWN)
    step = refuse_in_place(arb, "cut", "deck.shuffle")
    plain = arb.result()
    steps, violations = plain["steps"], plain["violations"]
    assert isinstance(steps, list) and isinstance(violations, list)
    assert all("message" not in s and "fix" not in s for s in steps)
    assert violations == [{"step": 1, "rule": "deck.shuffle"}]
    for lang in ("en", "el"):
        worded = result_words(arb, lang=lang)
        (v,) = worded["violations"]  # type: ignore[misc]
        assert list(v) == ["step", "rule", "message"]
        assert v["message"] == step_message(step, lang) == msg("deck.shuffle.first", lang)
        (s,) = worded["steps"]  # type: ignore[misc]
        assert list(s) == ["n", "action", "kind", "outcome", "rule", "message"]
        assert s["message"] == v["message"]
    assert result_words(arb) == result_words(arb, lang="en")  # the arbiter's, by default
    assert result_words(arb)["violations"] != result_words(arb, lang="el")["violations"]


def test_a_players_decision_is_kept_as_what_he_did_not_as_a_line_of_english() -> None:
    arb = drill(**CHECK_DOWN)
    steps = advance(arb, "burn")
    decisions = [e for s in steps for e in s.events if e.kind == "decision"]
    assert decisions and all(e.said is not None and e.text == "" for e in decisions)
