"""Every verdict the arbiter can give is reached by a test (issue 23, 9): each `invalid.*` key
and each violation message key its code names has a case, a drill played by the arbiter's
own hints to a point and then one step, that gives exactly that key. The keys are read from
the arbiter's code (the scan of `tests/i18n/test_arbiter_messages.py`, and every literal that
is a key of the catalogue's messages), so a key added without a case that reaches it fails
here, and so does a check that stops giving its key (a wrong key, a check dropped or loosened:
the case then gets another key, or none)."""

from __future__ import annotations

import ast
import importlib.util
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from dealer_trainer import i18n
from dealer_trainer.arbiter import Arbiter, Outcome, Step, TraineeAction
from dealer_trainer.arbiter.modes import Mode
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
DRILLS = REPO / "scenarios"
_spec = importlib.util.spec_from_file_location(
    "arbiter_message_scan", REPO / "tests" / "i18n" / "test_arbiter_messages.py")
assert _spec is not None and _spec.loader is not None
_scan = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_scan)

# Keys the arbiter names that are never the message of a refused step, and why.
NOT_A_VERDICT = {
    "ok": "the outcome's name, not a message",
    "procedure.floor_ruled": "the message of an `ok` step: the floor decided",
    "procedure.floor_by_the_book": "the message of an `ok` step: the floor ruled by the book",
    "floor.said.move_button": "words inside the floor's ruling, not a step's message",
    "floor.said.step": "words inside the floor's ruling, not a step's message",
    "reading.kicker": "words of a hand's reading, inside other messages",
    "reading.kickers": "words of a hand's reading, inside other messages",
    "reading.royal": "words of a hand's reading, inside other messages",
}

# Verdict keys no path of the arbiter was found to reach (issue 23, 9: a search that tried
# ~100 actions at every step of every drill, by the hints and by the reference solutions,
# and the cases below), each with the reason: branches the diagnosis keeps for a table
# state its other checks leave no way to. A key here still fails the test once its code
# goes (stale), and it must leave this list when a case reaches it.
UNREACHED = {
    "button.move.done": "diagnose() with no step expected at all: only a finished drill "
    "expects nothing, and that is `invalid.drill_over` before any diagnosis",
    "deal.complete.first": "a step other than a pitch in the middle of the deal while no "
    "pitch is the step owed: mid-deal, only a correction comes before the next pitch, and "
    "a correction's own diagnosis answers first",
    **{k: "a push, to seats with a claim, that is not the right one, with no hands to "
       "compare: a pot contested without a full board is never the one owed (the board "
       "comes first); uncontested, the one seat with a claim wins (and `to` may not name "
       "him twice)" for k in ("award.main_and_side.wrong", "award.split.wrong")},
}


def emitted_keys() -> set[str]:
    """The message keys the arbiter's code names, hints and irregularity banners aside."""
    keys, unknown = _scan.scan(_scan._sources())
    assert not unknown, unknown
    messages = i18n.raw_catalogue("en")["messages"]
    rules = _scan.rule_ids() | _scan.error_rules()
    for path in _scan._sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if node.value in messages:  # the families the scan's shape leaves out
                    keys.add(node.value)
            elif isinstance(node, (ast.JoinedStr, ast.BinOp)):  # f"{rule}.wrong"
                pattern = _scan._pattern(node)
                if pattern and pattern.count(_scan._HOLE) == 1:
                    keys |= {k for r in rules if (k := pattern.replace(_scan._HOLE, r)) in messages}
    return {k for k in keys if not k.startswith(("hint.", "banner."))}


@dataclass(frozen=True)
class Case:
    """Drill `drill` of scenarios/ (with `changes` merged into its document, played in
    `mode`), `before` steps of the arbiter's hints (with `script`: of the drill's reference
    solution, where the drill's path is not the hints'), then `action` (script form).
    (`before` past the end: the whole drill.) `stub`: first take the stub down to that
    many cards with one engine operation (a misfired burn of the rest): no drill's hand
    runs a 52-card deck that short."""

    drill: str
    before: int
    action: str
    stub: int | None = None
    script: bool = False
    mode: str | None = None
    changes: dict[str, Any] = field(default_factory=dict)


PLO8 = "plo8-split-odd-chip.yaml"
TIME = "time-collection.yaml"
# its board made 8h 6h Qs Kh Ks (two low ranks: no low), its hands not read
NO_LOW: dict[str, Any] = {
    "table": {"read_hands": False},
    "deck": {"order": ["9d", "Qh", "Ah", "Kc", "9h", "Th", "4s", "Qc", "5c", "9c", "Jc", "7s",
                       "5d", "9s", "Jd", "7d", "4c", "8h", "6h", "Qs", "Jh", "Kh", "Ad", "Ks"]},
}
STUD = "stud-exposed-downcard.yaml"
WRONG_LOW = "stud-wrong-bring-in.yaml"
# the same, found after the next player acted: seat 4 calls seat 2's bring-in
STANDS: dict[str, Any] = {
    "mistakes": [{"kind": "wrong_bring_in", "seat": 2, "found_after": 1}],
    "players": {"third": [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "call"}]},
}
BACK = "missed-blinds-back.yaml"
JOIN, ABSENT = "new-player-posts.yaml", "absent-player-tournament.yaml"
BBA = "big-blind-ante-short.yaml"


def back_at_hand_1(owes: list[str]) -> dict[str, Any]:
    """BACK with Di back at hand 1 behind the blinds (button 1), owing `owes`."""
    return {"table": {"button": 1, "seats": {4: {"owes": owes, "sitting_out": False}}},
            "between_hands": []}


RACE, LEVEL = "chip-race-25s.yaml", "level-change-at-shuffle.yaml"
PRIOR = "level-prior-fixed.yaml"
CASES: dict[str, Case | tuple[Case, ...]] = {
    # the chip race (issue 27, race.*), along the drill's reference solution
    "race.color_up.first": Case(RACE, 2, "announce_race: 3", script=True),
    "race.count.wrong": Case(RACE, 3, "announce_race: 2", script=True),
    "race.deal.next": Case(RACE, 5, "deal: 2", script=True),
    "race.award.next": Case(RACE, 14, "award_chip: 1", script=True),
    "race.award.twice": Case(RACE, 15, "award_chip: 4", script=True),
    "race.not_raced_out.due": Case(RACE, 17, "remove_chips", script=True),
    "race.not_raced_out.keeps": Case(RACE, 17, "not_raced_out: 2", script=True),
    "race.leftover.first": Case(RACE, 18, "color_up", script=True),
    "invalid.no_race": Case("all-in-runout.yaml", 0, "color_up"),
    # a level change (tournament.level_change), along the drill's reference solution
    "tournament.level_change.next_hand": Case(LEVEL, 11, "post: {seat: 3, blind: small, "
                                              "amount: 200}", script=True),
    "tournament.level_change.amount_missing": Case(LEVEL, 11, "post: {seat: 3, blind: small}",
                                                   script=True),
    "tournament.level_change.amount_wrong": Case(LEVEL, 20, "post: {seat: 4, blind: small, "
                                                 "amount: 100}", script=True),
    "tournament.hand_for_hand.stop": Case("hand-for-hand-all-in.yaml", 7, "showdown",
                                          script=True),
    "seat.balance.send": Case("balance-table-tournament.yaml", 9, "shuffle", script=True),
    "seat.balance.nobody": Case("balance-table-tournament.yaml", 10, "move_player: 1",
                                script=True),
    "invalid.no_balance": Case("basic-deal.yaml", 0, "move_player: 1"),
    # a hand started at the prior level (prior_level, tournament.level_change)
    "tournament.level_change.fix": Case(PRIOR, 15, "wait", script=True),
    "tournament.level_change.at_level": Case(PRIOR, 1, "fix_blinds", script=True),
    "tournament.level_change.plays_on": Case(PRIOR, 32, "fix_blinds",  # after two folds
                                             changes={"mistakes": [{
                                                 "kind": "prior_level", "hand": 2,
                                                 "found_after": 2}], "house_rules": "seeds"}),
    "invalid.no_level": Case("basic-deal.yaml", 0, "fix_blinds"),
    "blinds.amount_wrong": Case("basic-deal.yaml", 2, "post: {seat: 3, blind: small, amount: 7}"),
    # the stud games (issue 26), along the drill's reference solution
    "invalid.no_button": Case(STUD, 36, "move_button", script=True),
    "stud.antes.first": Case(STUD, 2, "deal: 1", script=True),
    "stud.bring_in.first": Case(STUD, 10, "wait: round", script=True),
    "stud.bring_in.wrong": Case(STUD, 10, "bring_in: 4", script=True),
    "stud.burn.first": Case(STUD, 13, "deal: 2", script=True),
    "stud.deal.first": Case(STUD, 14, "first_to_act: 4", script=True),
    "stud.deal_face.down": Case(STUD, 8, "deal: 2", script=True),
    "stud.deal_face.wrong": Case(STUD, 3, "deal_up: 1", script=True),
    "stud.first_to_act.first": Case(STUD, 15, "showdown", script=True),
    "stud.first_to_act.wrong": Case(STUD, 15, "first_to_act: 5", script=True),
    "stud.wrong_bring_in.wrong.bring_in": Case(WRONG_LOW, 7, "wait: round", script=True),
    "error.stud_upcard_down.turn_up": Case("stud-upcard-down.yaml", 7, "deal: 4", script=True),
    "error.stud_extra_card.move": Case("stud-extra-card.yaml", 11, "deal: 5", script=True),
    "error.stud_missed_player.move": Case("stud-missed-player.yaml", 11, "deal: 4", script=True),
    "error.stud_missed_burn.first": Case("stud-missed-burn.yaml", 15, "deal: 2", script=True),
    "error.stud_double_burn.first": Case("stud-double-burn.yaml", 20, "deal: 2", script=True),
    # a missed burn found after fifth street's cards (Robert's): the burn's card out first
    "error.stud_missed_burn.late": Case("stud-missed-burn.yaml", 35, "first_to_act: 5", changes={
        "house_rules": "roberts",
        "mistakes": [{"kind": "missed_burn", "street": "fifth", "found_after": 1}]}),
    "error.stud_premature_card.set_aside_first": Case("stud-premature-card-roberts.yaml", 8,
                                                      "wait: round", script=True),
    "error.stud_premature_card.round_open": Case("stud-premature-card-roberts.yaml", 9,
                                                 "set_aside: 3", script=True),
    "error.stud_premature_card.wrong": Case("stud-premature-card-tda.yaml", 9, "shuffle",
                                            script=True),
    "error.stud_premature_card.no_burn": Case("stud-premature-card-tda.yaml", 12, "burn",
                                              script=True),
    "error.stud_seventh_exposed.wrong": Case("stud-seventh-exposed-tda.yaml", 26, "deal: 5",
                                             script=True),
    "stud.wrong_bring_in.wrong.stands": Case(WRONG_LOW, 17, "rule: {seat: 4, as: bring_in}",
                                             changes=STANDS),
    "award.main_and_side.beaten": Case("all-in-runout.yaml", 22, "award: {pot: 0, to: [4]}"),
    "award.amount.whole": Case("plo8-no-low.yaml", 21, "award: {pot: 0, to: [4], amount: 200}",
                               script=True),
    "award.no_claim.folded": Case("all-in-runout.yaml", 22, "award: {pot: 0, to: [2]}"),
    "award.not_yet": Case("all-in-runout.yaml", 3, "award: {pot: 0, to: [2]}"),
    "award.side_first.order": Case("money-all-in-count-flop.yaml", 33, "award: {pot: 0, to: [2]}"),
    "award.split.tie": Case("money-rake.yaml", 31, "award: {pot: 0, to: [1]}"),
    "award.uncontested.no_show": Case("button-after-bust.yaml", 50, "showdown"),
    "award.wrong_push.again": Case("floor-wrong-push-next-roberts.yaml", 32, "shuffle"),
    "bet.pot_count.first": Case("money-pot-count-all-in.yaml", 14, "shuffle"),
    "bet.pot_count.wrong": Case("money-pot-count-all-in.yaml", 14, "announce_pot: 1234"),
    "bet.round_complete.open": Case("all-in-runout.yaml", 10, "shuffle"),
    "blinds.after_deal": Case("all-in-runout.yaml", 5, "post: {seat: 2, blind: small}"),
    "blinds.before_deal.missing": Case("all-in-runout.yaml", 2, "shuffle"),
    "blinds.big.seat": Case("all-in-runout.yaml", 0, "post: {seat: 4, blind: big}"),
    "blinds.posted": Case("all-in-runout.yaml", 3, "post: {seat: 2, blind: small}"),
    "blinds.small.seat": Case("all-in-runout.yaml", 0, "post: {seat: 2, blind: small}"),
    "blinds.straddle.none": Case("all-in-runout.yaml", 0, "post: {seat: 2, blind: straddle}"),
    "blinds.straddle.seat": Case("straddle.yaml", 0, "post: {seat: 1, blind: straddle}"),
    "board.not_before_round_complete.burn": Case("all-in-runout.yaml", 10, "burn"),
    "board.wrong_street": Case("all-in-runout.yaml", 15, "turn"),
    "burn.before_each_street.exposed_is_burn": Case("exposed-hole-card.yaml", 18, "burn"),
    "burn.before_each_street.missing": Case("all-in-runout.yaml", 15, "shuffle"),
    "burn.before_each_street.twice": Case("all-in-runout.yaml", 16, "burn"),
    "button.move.not_yet": Case("all-in-runout.yaml", 0, "move_button"),
    "button.move.seat": Case("basic-deal.yaml", 32, "shuffle"),
    "button.moving.seat": Case("button-after-bust.yaml", 36, "shuffle"),
    "button.dead.seat": Case("button-dead-big-blind-busts.yaml", 24, "move_button: 5"),
    "button.dead.no_small":
        Case("button-dead-big-blind-busts.yaml", 27, "post: {seat: 6, blind: small}"),
    "headsup.transition.seat": Case("headsup-button-busts.yaml", 21, "move_button: 2"),
    "seat.sit_out.deal": Case("sit-out-missed-blinds.yaml", 4, "deal: 4"),
    # blinds.missed, seat.join: CONTRACT.md's drill by its solution (hand 2 from step 18,
    # hand 3 from step 36: its blinds at 38 and 39, seat 4's posts at 40 and 41)
    "blinds.missed.before_deal": Case(BACK, 40, "deal: 1", script=True),
    "blinds.missed.deal": Case(BACK, 20, "deal: 4", script=True),
    "blinds.missed.post": Case(BACK, 20, "post: {seat: 4, blind: big}", script=True),
    "blinds.missed.nothing": Case(BACK, 38, "post: {seat: 3, blind: dead_small}", script=True),
    "blinds.missed.owes_both": Case(BACK, 38, "post: {seat: 4, blind: small}", script=True),
    "blinds.missed.owes_big": Case(BACK, 2, "post: {seat: 4, blind: dead_small}",
                                   changes=back_at_hand_1(["big"])),
    "blinds.missed.owes_small": Case(BACK, 2, "post: {seat: 4, blind: big}",
                                     changes=back_at_hand_1(["small"])),
    "blinds.missed.posted": Case(BACK, 42, "post: {seat: 4, blind: big}", script=True),
    "seat.join.button": Case(BACK, 17, "move_button: 4", script=True),
    # new-player-posts: Gus's big blind in hand 2 (from step 18: blinds 20, 21, his 22);
    # Hana held off the small blind in hand 4 (from step 59)
    "seat.join.before_deal": Case(JOIN, 22, "deal: 3", script=True),
    "seat.join.owes_big": Case(JOIN, 20, "post: {seat: 7, blind: small}", script=True),
    "seat.join.deal": Case(JOIN, 61, "deal: 5", script=True),
    "seat.join.post": Case(JOIN, 61, "post: {seat: 5, blind: big}", script=True),
    # absent-player-tournament: the deal complete at step 14, Chloe's kill owed
    "seat.absent.kill": Case(ABSENT, 14, "wait", script=True),
    "seat.absent.deal": Case(ABSENT, 5, "deal: 4", script=True),
    # big-blind-ante-short: the blinds at steps 2 and 3, the big blind's ante at 4
    "blinds.ante.none": Case("all-in-runout.yaml", 2, "post: {seat: 4, blind: ante}"),
    "blinds.big_blind_ante.seat": Case(BBA, 2, "post: {seat: 3, blind: ante}", script=True),
    "blinds.ante.posted": Case(BBA, 5, "post: {seat: 4, blind: ante}", script=True),
    "blinds.ante.before_deal": Case(BBA, 4, "deal: 3", script=True),
    "seat.sit_out.post": Case("sit-out-missed-blinds.yaml", 2, "post: {seat: 4, blind: big}"),
    "deal.complete.done": Case("all-in-runout.yaml", 10, "deal: 2"),
    "deal.misdeal_deadline.passed": Case("all-in-runout.yaml", 12, "misdeal"),
    "deal.order.next_seat": Case("all-in-runout.yaml", 4, "shuffle"),
    "deck.cut.first": Case("all-in-runout.yaml", 1, "burn"),
    "deck.cut.twice": Case("all-in-runout.yaml", 2, "cut"),
    "deck.shuffle.after_deal": Case("all-in-runout.yaml", 5, "shuffle"),
    "deck.shuffle.first": Case("all-in-runout.yaml", 0, "cut"),
    "error.boxed_card.refill": Case("deal-boxed-flop-card.yaml", 23, "shuffle"),
    "error.boxed_card.scrap": Case("deal-boxed-before-flop.yaml", 21, "shuffle"),
    "error.button_position.after_void":
        Case("floor-button-before-action.yaml", 2, "shuffle", script=True),
    "error.button_position.floor":
        Case("floor-button-stands-roberts.yaml", 26, "shuffle", script=True),
    "error.button_position.move": Case("floor-button-before-action.yaml", 0, "cut"),
    "error.button_position.stands":
        Case("floor-button-stands-tda.yaml", 26, "shuffle", script=True),
    "error.button_position.void":
        Case("floor-button-stands-roberts.yaml", 3, "shuffle", script=True),
    "error.double_burn.wrong": Case("burn-double-after-action.yaml", 30, "shuffle"),
    "error.exposed_hole_card.not_yet": Case("exposed-hole-card.yaml", 10, "replace_exposed: 1"),
    "error.exposed_hole_card.wrong": Case("exposed-hole-card.yaml", 12, "shuffle"),
    "error.exposed_hole_card.wrong_seat": Case("exposed-hole-card.yaml", 12, "replace_exposed: 1"),
    "error.extra_card.wrong": Case("extra-card.yaml", 12, "shuffle"),
    "error.extra_card.wrong_seat": Case("extra-card.yaml", 12, "return_extra: 1"),
    "error.flop_redeal.burns": Case("four-card-flop.yaml", 19, "return_to_deck: [burns]"),
    "error.flop_redeal.no_burn": Case("four-card-flop.yaml", 22, "burn"),
    "error.flop_redeal.round_open": Case("premature-flop.yaml", 14, "shuffle"),
    "error.flop_redeal.wrong": Case("four-card-flop.yaml", 19, "shuffle"),
    "error.flop_too_many.seeds": Case("four-card-flop.yaml", 19, "scramble_flop"),
    "error.flop_too_many.tda": Case("tda-four-card-flop.yaml", 19, "shuffle"),
    "error.different_back.not_misdeal": Case("floor-different-back.yaml", 27, "misdeal"),
    "error.different_back.stands": Case("floor-different-back.yaml", 101, "void_hand"),
    "error.different_back.void": Case("floor-different-back.yaml", 27, "shuffle"),
    "error.fouled_deck.not_misdeal": Case("floor-fouled-deck.yaml", 27, "misdeal"),
    "error.fouled_deck.void": Case("floor-fouled-deck.yaml", 27, "shuffle"),
    "error.misdeal.due": Case("deal-card-to-empty-seat.yaml", 7, "shuffle"),
    "error.misdeal.no_cause": Case("all-in-runout.yaml", 0, "misdeal"),
    "error.missed_burn.reshuffle": Case("burn-double-flop-turned.yaml", 19, "scramble_flop"),
    "error.missed_burn.tda_scramble":
        Case("burn-missed-flop-tda.yaml", 19, "return_to_deck: [board]"),
    "error.missed_burn.wrong": Case("burn-missed-after-action.yaml", 25, "shuffle"),
    "error.premature.burns": Case("premature-river.yaml", 28, "return_to_deck: [burns]"),
    "error.premature.no_burn": Case("premature-river.yaml", 37, "burn"),
    "error.premature.set_aside_first": Case("premature-river.yaml", 28, "wait: 1"),
    "error.premature.wrong": Case("premature-river.yaml", 28, "shuffle"),
    "error.wrong_card_count.wrong": Case("deal-misdeal-refund.yaml", 15, "shuffle"),
    "invalid": Case("all-in-runout.yaml", 3, "collect"),
    "invalid.betting_over": Case("all-in-runout.yaml", 14, "wait: 1"),
    "invalid.drill_over": Case("basic-deal.yaml", 999, "shuffle"),  # all the way
    "invalid.empty_deck": (Case("basic-deal.yaml", 15, "flop", stub=2),  # the flop needs three
                           Case("basic-deal.yaml", 14, "burn", stub=0),
                           Case("basic-deal.yaml", 4, "deal: 3", stub=0)),
    "invalid.empty_seat": Case("all-in-runout.yaml", 0, "deal: 1"),
    "invalid.no_board": Case("all-in-runout.yaml", 0, "set_aside"),
    "invalid.no_boxed": Case("all-in-runout.yaml", 0, "scrap"),
    "invalid.no_burn": Case("all-in-runout.yaml", 0, "return_burn"),
    "invalid.no_color_up": Case("all-in-runout.yaml", 0, "color_up_pot"),
    "invalid.no_drop": Case("all-in-runout.yaml", 0, "drop: 7"),
    "invalid.no_exposed": Case("all-in-runout.yaml", 0, "replace_exposed: 2"),
    "invalid.no_extra": Case("all-in-runout.yaml", 0, "return_extra: 2"),
    "invalid.no_pot": Case("all-in-runout.yaml", 0, "award: {pot: 0, to: [2]}"),
    "invalid.no_rake": Case("all-in-runout.yaml", 0, "rake: 7"),
    "invalid.no_ruling_owed": Case("all-in-runout.yaml", 0, "rule: {seat: 2, as: check}"),
    "invalid.no_tabled_hand":
        Case("all-in-runout.yaml", 0, "read: {seat: 2, hand: pair, ranks: [K]}"),
    "invalid.nothing_asked":
        Case("all-in-runout.yaml", 0, "announce_count: {seat: 2, amount: 1234}"),
    "invalid.nothing_to_return": Case("all-in-runout.yaml", 0, "return_to_deck: [board]"),
    "invalid.nothing_to_rule": Case("all-in-runout.yaml", 0, "call_floor"),
    "invalid.pushed": Case("all-in-runout.yaml", 23, "award: {pot: 0, to: [2]}"),
    "invalid.read_twice":
        Case("money-read-hands-wheel.yaml", 33, "read: {seat: 2, hand: pair, ranks: [K]}"),
    "pot.all_in.no_claim": Case("money-all-in-count-flop.yaml", 33, "award: {pot: 1, to: [3]}"),
    # (27: the 22 steps to the pull and, an audition announcing always, five announcements)
    "pot.all_in.state_pots": Case("side-pots.yaml", 27, "collect", mode="audition"),
    "pot.all_in.wrong_pots": Case("all-in-runout.yaml", 14, "collect: {pots: [999]}"),
    "pot.collect.first": Case("all-in-runout.yaml", 14, "shuffle"),
    "pot.count_all_in.first": Case("money-all-in-count-flop.yaml", 23, "shuffle"),
    "pot.count_all_in.seat":
        Case("money-all-in-count-flop.yaml", 23, "announce_count: {seat: 1, amount: 1234}"),
    "pot.count_all_in.wrong":
        Case("money-all-in-count-flop.yaml", 23, "announce_count: {seat: 3, amount: 1234}"),
    "procedure.not_now": Case("all-in-runout.yaml", 22, "shuffle"),
    "rake.amount.after_push": Case("money-rake-drop.yaml", 15, "rake: 7"),
    "rake.amount.first": Case("money-rake-drop.yaml", 44, "shuffle"),
    "rake.amount.none_due":
        Case("money-rake.yaml", 30, "rake: 7",
        changes={"table": {"rake": {"percent": 10, "cap": 0}}}),
    "rake.amount.taken": Case("money-rake-drop.yaml", 45, "rake: 7"),
    "rake.amount.wrong": Case("money-rake-drop.yaml", 44, "rake: 7"),
    "rake.jackpot_drop.first": Case("money-rake-drop.yaml", 45, "shuffle"),
    "rake.jackpot_drop.no_rake":
        Case("money-rake-drop.yaml", 44, "drop: 7", changes={"table": {"rake": {"percent": 0}}}),
    "rake.jackpot_drop.wrong": Case("money-rake-drop.yaml", 44, "drop: 7"),
    # house.time_collection, jackpot.bad_beat (RULES.md "House fees and jackpots")
    # error.blind_wrong_seat: the big blind taken from seat 6 right after the cut; a blind
    # posted before the hand is voided
    "error.blind_wrong_seat.back": Case("blind-wrong-seat.yaml", 2,
                                        "post: {seat: 3, blind: small}"),
    "house.time_collection.before_deal": Case(TIME, 2, "deal: 2"),
    "house.time_collection.paid": Case(TIME, 3, "collect_time: 1"),
    "house.time_collection.after_deal": Case(TIME, 9, "collect_time: 1"),
    "house.time_collection.not_due": Case(TIME, 2, "collect_time: 1", changes={
        "table": {"time_collection": {"amount": 6, "hands": [2]}}}),
    "invalid.no_time": Case("basic-deal.yaml", 0, "collect_time: 1"),
    "jackpot.bad_beat.floor_first": Case("jackpot-bad-beat.yaml", 26, "award: {pot: 0, to: [3]}",
                                         script=True),
    "jackpot.bad_beat.no_drop": Case("money-rake-drop.yaml", 44, "drop: 7",
                                     changes={"table": {"bad_beat": True}}),
    "rake.no_flop_no_drop.none": Case("money-rake-drop.yaml", 14, "rake: 7"),
    "ruling.kill_hand.no_rule": Case("all-in-runout.yaml", 0, "kill_hand: 2"),
    "ruling.kill_hand.not_dead": Case("deal-misdeal-refund.yaml", 15, "kill_hand: 3"),
    "ruling.owed": Case("ruling-call-no-bet.yaml", 20, "shuffle"),
    "ruling.player_exposed_card.plays": Case("ruling-player-shows-card.yaml", 14, "misdeal"),
    "ruling.wrong": Case("ruling-call-no-bet.yaml", 20, "rule: {seat: 1, as: check}"),
    "showdown.all_in_face_up.first": Case("floor-all-in-face-up.yaml", 15, "shuffle"),
    "showdown.muck.no_claim": Case("play-the-board.yaml", 36, "award: {pot: 0, to: [4]}"),
    "showdown.order.done": Case("all-in-runout.yaml", 22, "showdown"),
    "showdown.order.first": Case("all-in-runout.yaml", 21, "shuffle"),
    "showdown.order.not_yet": Case("all-in-runout.yaml", 0, "showdown"),
    "showdown.read_hand.first": Case("money-read-hands-wheel.yaml", 32, "shuffle"),
    "showdown.read_hand.wrong":
        Case("all-in-runout.yaml", 22, "read: {seat: 4, hand: pair, ranks: [K]}"),
    "board.flop.no_scramble": Case("all-in-runout.yaml", 12, "scramble_flop"),
    "error.flop_too_many.none": Case("all-in-runout.yaml", 17, "scramble_flop"),
    "pot.collect.before_push":
        Case("guided-first-hand.yaml", 15, "award: {pot: 0, to: [4]}", script=True),
    "ruling.kill_hand.winner": Case("all-in-runout.yaml", 22, "kill_hand: 7"),
    # hi-lo (CONTRACT.md's PLO8 drill, by its solution: 21 steps to the showdown's end, 23
    # to the first push)
    "hilo.qualifier.no_low": Case(PLO8, 21, "award: {pot: 0, half: low, to: [6]}", script=True,
                                  changes=NO_LOW),
    "hilo.read.no_low":
        Case(PLO8, 21, "read: {seat: 4, hand: flush, ranks: [K], low: [8, 6, 3, 2, A]}",
             script=True),
    "hilo.read.wrong": Case(PLO8, 21, "read: {seat: 6, hand: pair, ranks: [J], low: none}",
                            script=True),
    "hilo.split.amount":
        Case(PLO8, 23, "award: {pot: 0, half: high, to: [4], amount: 102}", script=True),
    "hilo.split.halves": Case(PLO8, 23, "award: {pot: 0, to: [4]}", script=True),
    "hilo.split.winners": Case(PLO8, 23, "award: {pot: 0, half: high, to: [6]}", script=True),
    "invalid.half_pushed": Case(PLO8, 24, "award: {pot: 0, half: high, to: [4]}", script=True),
    "invalid.no_half": Case("all-in-runout.yaml", 22, "award: {pot: 0, half: high, to: [4]}"),
}
# CONTRACT.md "The shuffle and the dealer's announcements" (arbiter/house.py)
SHUFFLE, ANNOUNCE = "house-shuffle-full.yaml", "announce-bets-all-in.yaml"
CASES.update({
    "deck.shuffle.step.wash": Case(SHUFFLE, 0, "riffle"),
    "deck.shuffle.step.riffle": Case(SHUFFLE, 1, "box"),
    "deck.shuffle.step.box": Case(SHUFFLE, 3, "riffle"),
    "deck.shuffle.missing.wash": Case(SHUFFLE, 0, "cut"),
    "deck.shuffle.missing.riffle": Case(SHUFFLE, 1, "cut"),
    "deck.shuffle.missing.box": Case(SHUFFLE, 3, "cut"),
    "deck.shuffle.done": Case(SHUFFLE, 5, "wash"),
    "invalid.quick_shuffle": Case("basic-deal.yaml", 0, "wash"),
    "deal.announce.missing.raise": Case(ANNOUNCE, 13, "wait"),
    "deal.announce.wrong.raise": Case(ANNOUNCE, 13, "announce: {seat: 6, what: raise, to: 301}"),
    "deal.announce.missing.all_in_button": Case(ANNOUNCE, 17, "wait"),
    "deal.announce.wrong.all_in_button": Case(ANNOUNCE, 17, "all_in_button: 6"),
    "deal.announce.missing.bet": Case(ANNOUNCE, 24, "wait"),
    "deal.announce.wrong.bet": Case(ANNOUNCE, 24, "announce: {seat: 6, what: bet, to: 400}"),
    "deal.announce.nothing": Case(ANNOUNCE, 0, "announce: {seat: 6, what: bet, to: 100}"),
    "invalid.no_announce": Case("basic-deal.yaml", 0, "all_in_button: 3"),
})


def parse(item: Any) -> TraineeAction:
    return TraineeAction.parse(yaml.safe_load(item) if isinstance(item, str) else item)


def merge(doc: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    for k, v in changes.items():
        doc[k] = merge(dict(doc.get(k) or {}), v) if isinstance(v, dict) else v
    return doc


def reach(case: Case, tmp: Path) -> Step:
    path = DRILLS / case.drill
    if case.changes:
        doc = merge(yaml.safe_load(path.read_text(encoding="utf-8")), case.changes)
        path = tmp / case.drill
        path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    setup = load_scenario(path).setup
    arb = Arbiter(replace(setup, mode=Mode(case.mode)) if case.mode else setup)
    solution = yaml.safe_load((DRILLS / "solutions" / case.drill).read_text(encoding="utf-8"))
    for i in range(case.before):
        if arb.is_complete:
            break
        step = arb.apply(parse(solution[i]) if case.script else arb.expected()[0])
        assert step.outcome in (Outcome.OK, Outcome.IRREGULARITY), step
    if case.stub is not None:
        arb.hand.misburn(len(arb.hand.zones.stub) - case.stub)
    return arb.apply(parse(case.action))


KEYS = emitted_keys()


@pytest.mark.parametrize("key", sorted((KEYS - set(NOT_A_VERDICT) - set(UNREACHED)) | set(CASES)))
def test_every_invalid_and_violation_message_key_is_reached(key: str, tmp_path: Path) -> None:
    assert key in KEYS, f"a case for {key!r}, which the arbiter's code no longer names"
    case = CASES.get(key)
    assert case is not None, f"no case reaches {key!r}: add one to CASES"
    for c in case if isinstance(case, tuple) else (case,):
        step = reach(c, tmp_path)
        assert step.outcome in (Outcome.INVALID, Outcome.VIOLATION), (c, step)
        assert step.message_key == key, (c, step.outcome, step.rule, step.message_key)


def test_the_message_keys_left_out_are_named_by_the_arbiter() -> None:
    assert set(NOT_A_VERDICT) <= KEYS and set(UNREACHED) <= KEYS
    assert not set(UNREACHED) & set(CASES), "a key with a case is reached: not UNREACHED"
    assert {"invalid.empty_deck", "deck.shuffle.after_deal", "ruling.kill_hand.no_rule",
            "rake.amount.wrong"} <= KEYS
