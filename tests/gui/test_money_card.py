"""Money at the table in the GUI: the card for a count a player asked for, the pots stated at
the pull, the rake and drop, a hand's reading; driven by real events (keys, text input,
clicks) on the shipped money drills."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.widgets.money_card import card_actions, hand_named

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def open_at(app: Any, driver: Any, drill: str, name: str) -> TableScene:
    """The drill on the table, its solution played up to its first `name` step."""
    sc = load_drill(DRILLS / f"{drill}.yaml")
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == name)
    table = TableScene(app, Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en"),
                       bots=False)
    app.push(table)
    table.replay(acts[:upto])
    driver.frame(n=3)
    return table


def last(table: TableScene) -> Any:
    return table.session.arb.steps[-1]


def test_bet_pot_count_card_opens_for_the_request_and_takes_the_typed_count(app, driver) -> None:
    table = open_at(app, driver, "money-pot-count", "announce_pot")
    card = table.controller.card
    assert card.mode == "count" and card.entry.is_focused
    driver.type("650")
    driver.enter()
    assert last(table).rule == "bet.pot_count" and last(table).outcome is Outcome.VIOLATION
    assert card.mode == "count" and card.text() == ""  # still open for the right count
    driver.type("700")
    driver.enter()
    assert last(table).act == TraineeAction("announce_pot", amount=700)
    assert last(table).outcome is Outcome.OK and card.mode is None


def test_pot_all_in_pots_stated_from_the_keyboard(app, driver) -> None:
    table = open_at(app, driver, "money-side-pots", "collect")
    driver.key(pygame.K_w)
    assert table.controller.card.mode == "pots"
    driver.type("490 520")
    driver.enter()
    assert last(table).act == TraineeAction("collect", pots=(490, 520))
    assert last(table).outcome is Outcome.OK and table.controller.card.mode is None


def test_rake_jackpot_drop_rake_and_drop_in_one_answer(app, driver) -> None:
    table = open_at(app, driver, "money-rake-drop", "rake")
    driver.press("money_rake")
    driver.type("2 1")
    driver.enter()
    steps = table.session.arb.steps[-2:]
    assert [s.action for s in steps] == ["rake: 2", "drop: 1"]
    assert all(s.outcome is Outcome.OK for s in steps)


def test_showdown_read_hand_by_clicking_the_seat_and_the_hand(app, driver) -> None:
    table = open_at(app, driver, "money-read-hands", "read")
    driver.key(pygame.K_i)
    card = table.controller.card
    assert card.mode == "read"
    driver.seat(2)
    driver.click(card.widgets["hand:three-of-a-kind"].rect.center)
    assert (card.seat, card.hand) == (2, "three-of-a-kind")
    driver.type("K")
    driver.enter()
    assert last(table).act == TraineeAction("read", seat=2, hand="three-of-a-kind", ranks=("K",))
    assert last(table).outcome is Outcome.OK
    driver.key(pygame.K_ESCAPE)  # Esc closes an open card, not the table
    driver.key(pygame.K_i)
    driver.key(pygame.K_ESCAPE)
    assert card.mode is None and app.top is table


class _Snap:
    phase = "asked"

    class _Seat:
        def __init__(self, seat: int, said: Any) -> None:
            self.seat, self.last_action = seat, said

    def __init__(self, said: Any) -> None:
        self.seats = [self._Seat(1, None), self._Seat(5, said)]


def scripted(items: list[Any]) -> list[TraineeAction]:
    """The actions as a script says them: what the card's, built whole, must equal."""
    return [TraineeAction.parse(i) for i in items]


def test_pot_count_all_in_typed_answers_make_the_contracts_actions() -> None:
    from dealer_trainer.arbiter.outcome import Said

    snap = _Snap(Said("ask_all_in", 3))
    assert card_actions("count", "240", snap) == scripted(
        [{"announce_count": {"seat": 3, "amount": 240}}])
    assert card_actions("count", "1,700", _Snap(Said("ask_pot"))) == scripted(
        [{"announce_pot": 1700}])
    assert card_actions("rake", "5", None) == scripted([{"rake": 5}])
    assert card_actions("rake", "0 1", None) == scripted([{"drop": 1}])
    assert card_actions("read", "3 full K 7", None) == scripted([
        {"read": {"seat": 3, "hand": "full-house", "ranks": ["K", "7"]}}
    ])
    assert hand_named(["straight"]) == "straight" and hand_named(["two"]) == "two-pair"
    for mode, text in (("pots", ""), ("pots", "a b"), ("rake", "1 2 3"), ("read", "pair"),
                       ("count", "x")):
        with pytest.raises(ValueError):
            card_actions(mode, text, snap)


def test_showdown_read_a_seat_typed_out_of_range_gets_the_scripts_message() -> None:
    """A seat typed on the card that a script could not name either is refused by the same
    check, with the same one-line message (TraineeAction.checked, the parser's `_seat`)."""
    from dealer_trainer.arbiter import ActionError

    with pytest.raises(ActionError) as typed:
        card_actions("read", "11 pair K", None)
    with pytest.raises(ActionError) as script:
        TraineeAction.parse({"read": {"seat": 11, "hand": "pair", "ranks": ["K"]}})
    assert str(typed.value) == str(script.value) == "seat 11 is out of range 1..10"


@pytest.mark.parametrize(("drill", "name", "what"), [
    ("money-pot-count", "announce_pot", "pot"),
    ("money-all-in-count", "announce_count", "all_in"),
])
def test_pot_count_the_request_is_read_from_the_players_words_as_the_arbiter_keeps_them(
        drill: str, name: str, what: str) -> None:
    """`asked` reads the kind of the asking player's words (`Said.kind`, by key) as the
    arbiter's ledger writes it, for both requests; a player's other words ask nothing."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.arbiter.outcome import Said
    from dealer_trainer.gui.widgets.money_card import asked

    sc = load_drill(DRILLS / f"{drill}.yaml")
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    arb = Arbiter(sc.setup)
    for a in acts[: next(i for i, a in enumerate(acts) if a.name == name)]:
        assert arb.apply(a).outcome in (Outcome.OK, Outcome.IRREGULARITY), a
    snap = arb.snapshot()
    ask = asked(snap)
    assert ask is not None and ask[1] == what
    assert any(sv.seat == ask[0] and sv.last_action is not None for sv in snap.seats)
    if what == "all_in":
        assert ask[2] is not None and ask[2] != ask[0]  # whose all-in is counted
    for words in (Said("raise", 30), Said("say_call"), Said("ask_time")):
        fake = _Snap(words)
        assert asked(fake) is None, words  # not a request for a count
