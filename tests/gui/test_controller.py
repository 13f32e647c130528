"""Intents -> trainee actions, without pygame drawing: the gestures the controller knows."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace as NS

from dealer_trainer.arbiter import Arbiter, TraineeAction
from dealer_trainer.arbiter.report import board_turns
from dealer_trainer.arbiter.snapshot import PotView
from dealer_trainer.engine.variant import row
from dealer_trainer.gui import intents as I
from dealer_trainer.gui.controller import Controller, blind_for_spot, blinds_due
from dealer_trainer.scenarios.loader import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def seat(n, bet=0, blind=None):
    return NS(seat=n, bet=bet, blind=blind)


def snap(phase="deal", board=(), seats=(), pots=(), street="preflop", due=()):
    due = tuple(TraineeAction.parse(a) for a in due)
    return NS(phase=phase, board=board, seats=seats, pots=pots, street=street,
              variant="holdem",  # the flop games: the stud gestures (stud_controls) pass
              shuffle_next=None, announce_owed=None,  # no house procedure owed
              due=due,  # the table's expected()
              # the street a board click turns, as the arbiter's snapshot names it
              board_turns=board_turns(row("holdem"), street, len(board), due),
              race=None,  # a table dealing hands, not a chip race
              level=None)  # no tournament's levels: a post names no amount


def test_tournament_level_change_a_post_names_the_amount_the_table_owes():
    # the blind spot's click says the amount the table's `due` (the arbiter's) gives for
    # that post from that seat: the hand's blind, the short stack's whole stack, an ante;
    # no amount where `due` names none, and none for a post the table does not owe
    s = snap(phase="blinds", due=[{"post": {"seat": 3, "blind": "small", "amount": 100}},
                                  {"post": {"seat": 4, "blind": "big", "amount": 150}},
                                  {"post": {"seat": 4, "blind": "ante", "amount": 50}}])
    c = Controller()
    assert c.handle(I.PickBlindSpot(3), s) == said({"post": {"seat": 3, "blind": "small",
                                                        "amount": 100}})
    assert c.handle(I.PickBlindSpot(4), s) == said({"post": {"seat": 4, "blind": "big",
                                                        "amount": 150}})
    s = replace_ns(s, due=s.due[2:])  # his big blind posted: his ante next, on his spot
    assert c.handle(I.PickBlindSpot(4), s) == said({"post": {"seat": 4, "blind": "ante",
                                                        "amount": 50}})
    assert c.handle(I.PickBlindSpot(5), s) == said({"post": {"seat": 5, "blind": "ante"}})
    assert c.handle(I.PickBlindSpot(4), snap(phase="blinds", due=posts((4, "big")))) == (
        said({"post": {"seat": 4, "blind": "big"}}))


def blinds_of(items):
    return tuple(TraineeAction.parse(a) for a in items)


def replace_ns(ns, **kw):
    return NS(**{**vars(ns), **kw})


def posts(*pairs):
    return [{"post": {"seat": seat, "blind": blind}} for seat, blind in pairs]


def parses(item):
    """The action's script form; one built whole says what a script says (it reads back)."""
    import yaml

    text = item.text()
    assert TraineeAction.parse(yaml.safe_load(text)) == item
    return text


def said(item):
    """An action as a script says it: what the controller's, built whole, must equal."""
    return TraineeAction.parse(item)


def test_the_board_click_turns_the_street_its_cards_call_for():
    streets = ("preflop", "flop", "turn", "river")
    holdem = row("holdem")
    assert [board_turns(holdem, s, holdem.board_after(s), ()) for s in streets] == [
        "flop", "turn", "river", None]
    c = Controller()
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3), street="flop")) == said("turn")
    # a four-card flop lies on the board while preflop is the street: its redeal is the flop
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3, 4), street="preflop")) == said("flop")
    # a turn dealt before the flop betting ended: the turn is dealt again, not the river
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3, 4), street="flop")) == said("turn")
    assert c.handle(I.TurnBoard("flop"), snap(board=(1, 2, 3))) == said("flop")


def test_blind_spots_post_the_blind_that_is_due():
    s = snap("blinds", seats=(seat(3), seat(4), seat(5)),
             due=posts((3, "small"), (4, "big"), (5, "straddle")))
    assert blinds_due(s) == ["small", "big", "straddle"]
    c = Controller()
    assert parses(c.handle(I.PickBlindSpot(3), s)) == "post: {seat: 3, blind: small}"
    s2 = snap("blinds", seats=(seat(3, 5, "small"), seat(4), seat(5)), due=posts((4, "big")))
    assert blind_for_spot(s2, 4) == "big"
    assert parses(c.handle(I.PickBlindSpot(4), s2)) == "post: {seat: 4, blind: big}"
    # out of the blinds phase a spot click is a pitch to that seat (the arbiter judges it)
    assert c.handle(I.PickBlindSpot(4), snap("deal")) == said({"deal": 4})


def test_post_blind_button_then_a_seat():
    c = Controller()
    s = snap("blinds", seats=(seat(3), seat(4)), due=posts((3, "small"), (4, "big")))
    assert c.handle(I.PostBlind("big"), s) is None and c.tool == "post"
    assert parses(c.handle(I.PickSeat(4), s)) == "post: {seat: 4, blind: big}"
    assert parses(c.handle(I.PostBlind(None, seat=3), s)) == "post: {seat: 3, blind: small}"


def test_a_pot_then_one_seat_pushes_it_and_shift_builds_a_split():
    c = Controller()
    s = snap(pots=(PotView(0, 10, (), ()), PotView(1, 10, (), ())))
    c.handle(I.PickPot(1), s)
    assert parses(c.handle(I.PickSeat(3), s)) == "award: {pot: 1, to: [3]}"
    c.handle(I.PickPot(0), s)
    assert c.handle(I.PickSeat(4, add=True), s) is None
    assert c.handle(I.PickSeat(2, add=True), s) is None
    assert c.handle(I.PickSeat(4, add=True), s) is None  # a second shift-click takes him out
    assert c.handle(I.PickSeat(7), s) is None  # once a split is started, plain clicks add
    assert parses(c.handle(I.Confirm(), s)) == "award: {pot: 0, to: [2, 7]}"
    assert c.tool is None


def test_p_picks_the_last_side_pot_first_then_cycles_down():
    c = Controller()
    s = snap(
        pots=(PotView(0, 10, (), ()), PotView(1, 10, (), ()), PotView(2, 10, (), (4,)))
    )
    c.handle(I.AwardPot(), s)
    assert c.pot == 1
    c.handle(I.AwardPot(), s)
    assert c.pot == 0
    c.handle(I.AwardPot(), s)
    assert c.pot == 1


def test_what_a_click_leaves_out_is_what_the_table_owes():
    """The controller fills a click in from the procedure table's expected() (issue 24: the
    GUI computes nothing the arbiter knows): the blind, the street, the pot P starts at."""
    c = Controller()
    s = snap("blinds", seats=(seat(3), seat(4), seat(5)),
             due=posts((4, "big"), (3, "dead_small")))
    # his own spot: what he owes (any order, blinds before the deal); a spot owing
    # nothing: the first post owed, from there (a blind from the wrong seat, judged)
    assert parses(c.handle(I.PickBlindSpot(3), s)) == "post: {seat: 3, blind: dead_small}"
    assert parses(c.handle(I.PickBlindSpot(5), s)) == "post: {seat: 5, blind: big}"
    # the table owes the flop again (a redeal): the board click turns it, whatever is shown
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3), street="flop",
                                        due=["flop"])) == said("flop")
    pots = (PotView(0, 10, (), ()), PotView(1, 10, (), ()))
    c.handle(I.AwardPot(), snap(pots=pots, due=[{"award": {"pot": 0, "to": [3]}}]))
    assert c.pot == 0


def test_the_snapshot_carries_the_steps_the_table_owes():
    arb = Arbiter(load_scenario(ROOT / "scenarios" / "basic-deal.yaml").setup)
    for item in ("shuffle", "cut"):
        assert arb.snapshot().due == arb.expected() != ()
        assert arb.expected()[0] == TraineeAction.parse(item)
        arb.apply(TraineeAction.parse(item))
    assert {a.name for a in arb.snapshot().due} == {"post"}  # the blinds, as the table owes


def test_tools_take_the_next_seat_and_cancel_clears_them():
    c = Controller()
    s = snap()
    for intent, name in (
        (I.ReplaceExposed(), "replace_exposed"),
        (I.ReturnExtra(), "return_extra"),
    ):
        assert c.handle(intent, s) is None
        assert c.handle(I.PickSeat(6), s) == said({name: 6})
    c.handle(I.PickButton(), s)
    assert c.tool == "move_button"
    assert c.handle(I.Confirm(), s) == said("move_button")
    c.handle(I.MoveButton(), s)
    assert c.handle(I.PickSeat(2), s) == said({"move_button": 2})
    c.handle(I.ReplaceExposed(), s)
    c.handle(I.Cancel(), s)
    assert c.tool is None and c.handle(I.PickSeat(2), s) == said({"deal": 2})


def test_the_deck_click_shuffles_then_cuts():
    c = Controller()
    assert c.handle(I.PickDeck(), snap("shuffle")) == said("shuffle")
    assert c.handle(I.PickDeck(), snap("cut")) == said("cut")
    c.just_shuffled = True  # a redeal's shuffle in the middle of a hand
    assert c.handle(I.PickDeck(), snap("betting")) == said("cut")


def test_every_simple_intent_is_an_action_the_arbiter_can_parse():
    c = Controller()
    s = snap()
    for intent in (
        I.Shuffle(),
        I.Cut(),
        I.LetAct(),
        I.Collect(),
        I.Burn(),
        I.Showdown(),
        I.DeclareMisdeal(),
        I.SetAside(),
        I.PickSetAside(),
        I.ReturnToDeck("board"),
        I.ReturnToDeck("set_aside"),
        I.ScrambleFlop(),
        I.DealTo(3),
    ):
        parses(c.handle(intent, s))
    assert c.prompt_key() is None
    c.handle(I.PickPot(0), s)
    assert c.prompt_key() == ("table.tool.award", {"pot": 0})


def test_the_burn_corrections_keys_and_buttons_give_their_actions():
    # error.missed_burn / error.double_burn: O, T, L and the corrections grid's buttons
    import pygame

    from dealer_trainer.gui.input_map import InputMap
    from dealer_trainer.gui.scenes.table_buttons import CORRECTIONS

    c, keys = Controller(), InputMap()
    want = {"burn_exposed": "burn_exposed", "return_burn": "return_burn",
            "return_last_board": "return_board"}
    buttons = {name: intent for name, _, intent, _ in CORRECTIONS}
    for key, (button, action) in zip((pygame.K_o, pygame.K_t, pygame.K_l), want.items(),
                                     strict=True):
        (intent,) = keys.translate(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
        assert intent == buttons[button]
        assert parses(c.handle(intent, snap())) == action


def test_the_board_click_turns_again_a_street_whose_card_went_back():
    # error.missed_burn / error.double_burn: the flop back into the stub, the turn moved to
    # the burns, the river put back on the stub: the same street is turned again
    c = Controller()
    assert c.handle(I.TurnBoard(), snap(board=(), street="flop")) == said("flop")
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3), street="turn")) == said("turn")
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3, 4), street="river")) == said("river")
    assert c.handle(I.TurnBoard(), snap(board=(1, 2, 3, 4), street="turn")) == said("river")
