"""`validate` on the floor's mistake kinds (CONTRACT.md, "New `mistakes:` kinds"): a
misplaced button at an empty seat or at table.button, or with decisions scripted for its
hand; a fouled deck with a card that does not exist or past what a hand uses; a wrong push
to an empty seat. Each problem at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.arbiter.mistakes import MistakeKind
from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.validate import check_paths

HEAD = """id: t
title: T
level: 1
table:
  small_blind: 5
  big_blind: 10
  button: 1
  seats: {1: {stack: 100}, 3: {stack: 100}, 4: {stack: 100}}
"""


def problems(tmp_path: Path, body: str) -> list[str]:
    f = tmp_path / "t.yaml"
    f.write_text(HEAD + body, encoding="utf-8")
    ((_, found),) = check_paths([f])
    return [str(p).replace(f"{f}:", "", 1) for p in found]


@pytest.mark.parametrize(("mistake", "want"), [
    ("{kind: button_misplaced, seat: 5}", "10:36: mistakes[0].seat: the button's seat 5 is empty"),
    ("{kind: button_misplaced, seat: 1}", "10:36: mistakes[0].seat: seat 1 is table.button"),
    ("{kind: button_misplaced}", "10:5: mistakes[0]: button_misplaced needs 'seat: S'"),
    ("{kind: button_misplaced, seat: 3, floor: 7}", "10:46: mistakes[0].floor: the floor's seat 7"),
])
def test_error_button_position_validate_rejects(tmp_path: Path, mistake: str, want: str) -> None:
    got = problems(tmp_path, f"mistakes:\n  - {mistake}\n")
    assert len(got) == 1 and got[0].startswith(want), got


def test_error_button_position_validate_says_no_decisions_for_its_hand(tmp_path: Path) -> None:
    got = problems(tmp_path, "players:\n  preflop: [{seat: 3, action: call}]\n"
                             "mistakes:\n  - {kind: button_misplaced, seat: 3}\n")
    assert len(got) == 1 and got[0].startswith("12:5: mistakes[0]: a drill with "
                                               "button_misplaced scripts no decisions"), got
    assert problems(tmp_path, "hands: 2\nplayers:\n  preflop: [{seat: 1, action: call}]\n"
                              "mistakes:\n  - {kind: button_misplaced, seat: 3, hand: 2}\n") == []


@pytest.mark.parametrize(("mistake", "want"), [
    ("{kind: fouled_deck, card: Kx, at: 12}", "mistakes[0].card: "),
    ("{kind: fouled_deck, card: 12, at: 12}", "mistakes[0].card: fouled_deck's card is a card"),
    ("{kind: fouled_deck, card: Kh}", "mistakes[0]: fouled_deck needs 'at: N'"),
    ("{kind: fouled_deck, card: Kh, at: 15}", "mistakes[0].at: card 15 never leaves the deck"),
    ("{kind: exposed_hole_card, card: Kh}", "mistakes[0].card: exposed_hole_card's card is a"),
])
def test_error_fouled_deck_validate_rejects(tmp_path: Path, mistake: str, want: str) -> None:
    got = problems(tmp_path, f"mistakes:\n  - {mistake}\n")
    assert len(got) == 1 and want in got[0], got


def test_error_fouled_deck_validate_takes_a_card_twice_only_this_way(tmp_path: Path) -> None:
    assert problems(tmp_path, "deck: {order: [Kh, 2c]}\n"
                              "mistakes:\n  - {kind: fouled_deck, card: Kh, at: 14}\n") == []
    f = tmp_path / "t.yaml"
    (m,) = load_scenario(f).setup.mistakes
    assert (m.kind, m.dup, m.at) == (MistakeKind.FOULED_DECK, "Kh", 14)


def test_award_wrong_push_validate_rejects_an_empty_seat(tmp_path: Path) -> None:
    got = problems(tmp_path, "mistakes:\n  - {kind: wrong_push, pot: 0, seat: 9}\n")
    assert len(got) == 1 and "mistakes[0].seat: the wrong push's seat 9 is empty" in got[0], got
    assert problems(tmp_path, "mistakes:\n  - {kind: wrong_push, seat: 3}\n") == []


@pytest.mark.parametrize(("mistake", "want"), [
    ("{kind: different_back}", "mistakes[0]: different_back needs 'at: N'"),
    ("{kind: different_back, at: 53}", "mistakes[0].at: card 53 is past the deck's 52"),
    ("{kind: different_back, at: 14, card: 3}", "mistakes[0].card: 'card' does not apply"),
])
def test_error_different_back_validate_rejects(tmp_path: Path, mistake: str, want: str) -> None:
    got = problems(tmp_path, f"mistakes:\n  - {mistake}\n")
    assert len(got) == 1 and want in got[0], got


def test_error_different_back_validate_takes_any_card_of_the_deck(tmp_path: Path) -> None:
    for at in (1, 14, 52):  # one a hand never deals is found in the stub
        assert problems(tmp_path, f"mistakes:\n  - {{kind: different_back, at: {at}}}\n") == []
