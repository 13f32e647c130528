"""A mixed game (issue 26; arbiter/rotation.py): the games in turn, every N hands, as HORSE
deals them; the button frozen through the stud rounds (stud.no_button, TDA 11-B) and where it
was when the flop games return; an audition's figures per game.

Each hand is dealt by the arbiter's own right next step (the reference dealer) and played by
the bots: what is checked is what the table does between hands, in every preset."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import Arbiter, DrillSetup
from dealer_trainer.arbiter.audition import AuditionMarks, AuditionTally
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.arbiter.rotation import HORSE, Rotation, StudStakes, parse_game
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.variant import Variant

SEATS = (1, 3, 4, 6, 8)
PRESETS = list(HouseRules)


def table(house: HouseRules = HouseRules.TDA, seats: tuple[int, ...] = SEATS,
          stack: int = 3000) -> TableConfig:
    return TableConfig(tuple(SeatConfig(s, f"p{s}", stack) for s in seats), 3, 10, 20,
                       game=Game.LIMIT, house_rules=house)


def deal_out(setup: DrillSetup) -> Arbiter:
    """Every hand of `setup` dealt by the book, the bots deciding."""
    arb = Arbiter(setup)
    for _ in range(50_000):
        if arb.is_complete:
            break
        step = arb.apply(arb.expected()[0])
        assert step.outcome.value == "ok", (arb.hand_number, step.action, step_message(step, "en"))
    assert arb.is_complete
    return arb


def test_mix_rotation_order_horse_every_eight_hands() -> None:
    mix = Rotation.of()
    assert mix.hands_per_game == 8
    names = [mix.game_at(n).name for n in range(1, 42)]
    assert names[:8] == ["holdem-limit"] * 8
    assert names[8:16] == ["omaha-hilo-limit"] * 8
    assert [names[i] for i in (16, 24, 32, 40)] == ["razz", "stud", "stud-hilo", "holdem-limit"]
    assert [mix.first_hand_of_game(n) for n in (1, 8, 9, 17)] == [False, False, True, True]
    assert parse_game("omaha-hilo-limit") == parse_game("omaha-hilo-limit")
    assert parse_game("omaha-hilo-limit").variant is Variant.OMAHA_HILO  # type: ignore[union-attr]
    assert parse_game("holdem") is None  # a flop game names its structure
    with pytest.raises(ValueError, match="not a game of a mix: draw"):
        Rotation.of(("stud", "draw"))


@pytest.mark.parametrize("house", PRESETS)
def test_mix_rotation_order_hands_dealt_in_turn(house: HouseRules) -> None:
    arb = deal_out(DrillSetup(table(house), hands=11, seed=3,
                              rotation=Rotation.of(HORSE, 2)))
    variants = [r["variant"] for r in arb.hand_records]
    assert variants == ["holdem", "holdem", "omaha-hilo", "omaha-hilo", "razz", "razz",
                        "stud", "stud", "stud-hilo", "stud-hilo", "holdem"]
    assert [r["mix_game"] for r in arb.hand_records][:3] == [
        "holdem-limit", "holdem-limit", "omaha-hilo-limit"]
    stud = arb.hand_records[6]
    assert stud["small_blind"] == 0 and stud["ante"] == StudStakes.of_blinds(20).ante
    assert sum(arb._stacks.values()) == 3000 * len(SEATS)


@pytest.mark.parametrize("house", PRESETS)
def test_stud_no_button_frozen_through_stud_rounds_tda_11b(house: HouseRules) -> None:
    """The disc the dealer moved at the end of the last flop hand stands still through razz,
    stud and stud/8 (hi-lo and razz alike), and the first flop hand after them is dealt with
    it there: where it was, not where eight more moves would have put it."""
    arb = deal_out(DrillSetup(table(house), hands=12, seed=11,
                              rotation=Rotation.of(HORSE, 2)))
    records = arb.hand_records
    buttons = [r["button"] for r in records]
    assert buttons[:4] == [3, 4, 6, 8]  # hold'em, Omaha hi-lo: the disc moves each hand
    frozen = [r.get("frozen_button") for r in records[4:10]]
    assert frozen == [1] * 6  # moved to 1 after hand 4, then frozen: razz, stud, stud/8
    assert all(r["button"] == 0 for r in records[4:10])  # stud.no_button: no disc in play
    assert buttons[10:] == [1, 3]  # hold'em returns with the disc where it stood
    assert "frozen_button" not in records[10]


@pytest.mark.parametrize(("games", "flop_hands"), [
    (("holdem-limit", "razz"), 3),
    (("omaha-hilo-limit", "stud-hilo"), 3),
    (("holdem-no-limit", "stud"), 3),
])
def test_stud_no_button_place_on_return_each_stud_game(games: tuple[str, ...],
                                                       flop_hands: int) -> None:
    """Whatever the stud game and the flop game, the flop game comes back with the disc one
    move past the last flop hand's, as if the stud round had not been dealt."""
    arb = deal_out(DrillSetup(table(), hands=3 * flop_hands, seed=5,
                              rotation=Rotation.of(games, flop_hands)))
    buttons = [r["button"] for r in arb.hand_records]
    assert buttons[:3] == [3, 4, 6]
    assert {r["frozen_button"] for r in arb.hand_records[3:6]} == {8}
    assert buttons[6:] == [8, 1, 3]


def test_mix_audition_reports_pace_and_accuracy_per_game() -> None:
    tally = AuditionTally(AuditionMarks(hands=3, minutes=1))
    tally.add_hand(9, 10, 60.0, game="holdem-limit")
    tally.add_hand(5, 10, 120.0, game="razz")
    tally.add_hand(10, 10, 60.0, game="holdem-limit")
    copy = tally.copy()
    copy.add_hand(0, 4, 30.0, completed=False, game="razz")
    verdict = tally.verdict().to_json()
    games = verdict["games"]
    assert list(games) == ["holdem-limit", "razz"]
    assert games["holdem-limit"]["accuracy"] == pytest.approx(0.95)
    assert games["holdem-limit"]["pace"] == pytest.approx(60.0)  # 2 hands in 2 minutes
    assert games["razz"] == {"hands_completed": 1, "steps_right": 5, "steps_total": 10,
                             "seconds": 120.0, "accuracy": 0.5, "pace": 30.0}
    assert verdict["accuracy"]["value"] == pytest.approx(24 / 30)  # the whole down unchanged
    assert copy.verdict().to_json()["games"]["razz"]["steps_total"] == 14
    single = AuditionTally()
    single.add_hand(1, 1, 10.0)
    assert "games" not in single.verdict().to_json()  # one game: no per-game block
