"""The rule ids the arbiter reports, with how much a violation of each costs.

Weights are how serious a floor manager would find the mistake: a wrong push or a board
card exposed early costs a lot; a blind from the wrong seat, little.
"""

from __future__ import annotations

SEED_RULES: tuple[str, ...] = (
    "deck.standard",
    "table.size",
    "button.position",
    "button.move",
    "blinds.no_ante",
    "blinds.small",
    "blinds.big",
    "blinds.before_deal",
    "blinds.straddle",
    "blinds.schedule",
    "deal.order",
    "deal.face_down",
    "bet.preflop_first",
    "bet.postflop_first",
    "bet.options",
    "bet.fold",
    "bet.min_raise",
    "bet.limit_size",
    "bet.limit_cap",
    "bet.pot_limit",
    "bet.no_limit",
    "bet.round_complete",
    "pot.all_in",
    "pot.collect",
    "pot.uncalled",
    "burn.before_each_street",
    "board.flop",
    "board.turn",
    "board.river",
    "board.not_before_round_complete",
    "showdown.best_five",
    "showdown.kicker",
    "showdown.play_the_board",
    "showdown.muck",
    "award.main_and_side",
    "award.split",
    "award.side_first",
    "award.uncontested",
    "error.exposed_first_card",
    "error.exposed_hole_card",
    "error.two_exposed",
    "error.extra_card",
    "error.two_extra",
    "error.flop_too_many",
    "error.premature_flop",
    "error.flop_redeal",
    "error.premature_turn",
    "error.premature_river",
    "error.misdeal",
    # "Beyond the seeds": the burn's own errors
    "error.missed_burn",
    "error.double_burn",
)
# Ids beyond RULES.md's list that the arbiter uses for the trainee's own steps.
EXTRA_RULES: tuple[str, ...] = ("deck.shuffle", "deck.cut", "deal.complete", "showdown.order")
# RULES.md "Player actions the dealer rules on" (arbiter/rulings/).
RULING_RULES: tuple[str, ...] = (
    "bet.oversized_chip",
    "bet.multiple_chips",
    "bet.under_raise",
    "bet.string_raise",
    "bet.verbal_vs_chips",
    "bet.undercall",
    "bet.out_of_turn",
    "bet.invalid_declaration",
    "bet.reopen",
    "ruling.player_exposed_card",
)
# RULES.md "Beyond the seeds", the deal's errors (issue 12)
DEAL_ERROR_RULES: tuple[str, ...] = (
    "deal.substantial_action",
    "deal.misdeal_deadline",
    "error.boxed_card",
    "error.two_boxed",
    "error.card_to_empty_seat",
    "error.first_card_wrong_seat",
    "error.seat_dealt_out",
    "error.out_of_sequence",
    "error.wrong_card_count",
    "ruling.kill_hand",
)
# Beyond the seeds (RULES.md): the button, the fouled deck, the wrong push, the floor and
# the all-in showdown.
FLOOR_RULES: tuple[str, ...] = (
    "error.button_position",
    "error.fouled_deck",
    "error.different_back",
    "award.wrong_push",
    "ruling.call_floor",
    "showdown.all_in_face_up",
)
# RULES.md "Money at the table" (pot.all_in, widened, is a seed rule).
MONEY_RULES: tuple[str, ...] = (
    "bet.pot_count",
    "pot.count_all_in",
    "rake.amount",
    "rake.no_flop_no_drop",
    "rake.jackpot_drop",
    "showdown.read_hand",
)
# RULES.md "Across hands": the button and the blinds from hand to hand (issue 27).
ACROSS_HANDS_RULES: tuple[str, ...] = (
    "button.rule",
    "button.moving",
    "button.dead",
    "blinds.big_forward",
    "headsup.transition",
    "seat.sit_out",
    "blinds.missed",
    "seat.join",
    "seat.absent",
    "blinds.ante",
    "blinds.big_blind_ante",
)
# RULES.md "Across hands": a tournament's levels and its chip race (issue 27; race.py,
# tournament.py).
TOURNAMENT_RULES: tuple[str, ...] = (
    "tournament.level_change",
    "tournament.hand_for_hand",
    "seat.balance",
    "race.color_up",
    "race.count",
    "race.deal",
    "race.award",
    "race.not_raced_out",
    "race.leftover",
)
# RULES.md "Omaha, Seven Card Stud, Stud hi-lo and Razz": the games dealt so far.
GAME_RULES: tuple[str, ...] = (
    "game.variant",
    "omaha.deal",
    "omaha.table_size",
    "omaha.hand",
    "omaha.no_play_the_board",
    "omaha.table_all",
    "omaha.exposed_hole_card",
    "omaha.extra_card",
    "hilo.qualifier",
    "hilo.omaha_low",
    "hilo.split",
    "hilo.odd_chip",
    "hilo.read",
    # the stud games (issue 26)
    "stud.table_size",
    "stud.no_button",
    "stud.antes",
    "stud.deal",
    "stud.deal_face",
    "stud.burn",
    "stud.limits",
    "stud.bring_in",
    "razz.bring_in",
    "stud.completion",
    "stud.open_pair",
    "stud.first_to_act",
    "razz.first_to_act",
    "stud.hand",
    "razz.low",
    "hilo.stud_low",
    "stud.table_all",
    "stud.showdown_order",
    "stud.odd_chip",
    "error.stud_exposed_downcard",
    "stud.wrong_bring_in",
    "error.stud_upcard_down",
    "error.stud_seventh_exposed",
    "error.stud_extra_card",
    "error.stud_missed_player",
    "error.stud_missed_burn",
    "error.stud_double_burn",
    "error.stud_premature_card",
)
# RULES.md "The shuffle and the dealer's announcements" (deck.shuffle is an extra rule above).
HOUSE_RULES: tuple[str, ...] = ("deal.announce",)
# Not in RULES.md (issue 29; the project's rulebook, sourced in rulebook.json): the hands
# mucked with the last push (TDA 14), the pot kept as the chips that went in (TDA 25).
TIDY_RULES: tuple[str, ...] = ("showdown.muck_after_push", "pot.chips_kept")
# RULES.md "House fees and jackpots" (house options, issue 27)
HOUSE_FEE_RULES: tuple[str, ...] = ("house.time_collection", "jackpot.bad_beat")
# the dealer's errors across hands (issue 27), injected and corrected
ACROSS_HANDS_ERRORS: tuple[str, ...] = (
    "error.button_not_dead", "error.blind_wrong_seat", "error.dealt_in_waiting")
ALL_RULES: tuple[str, ...] = (
    SEED_RULES + EXTRA_RULES + DEAL_ERROR_RULES + FLOOR_RULES + MONEY_RULES
    + RULING_RULES + ACROSS_HANDS_RULES + TOURNAMENT_RULES + GAME_RULES
    + HOUSE_RULES + HOUSE_FEE_RULES + ACROSS_HANDS_ERRORS + TIDY_RULES
)

_WEIGHTS = {
    "award.main_and_side": 25,
    "award.split": 20,
    "hilo.split": 20,  # a half to the wrong hand is a wrong push
    "hilo.qualifier": 20,
    "hilo.odd_chip": 10,
    "award.side_first": 10,
    "award.uncontested": 10,
    "award.wrong_push": 25,  # chips in front of the wrong player, as a wrong award
    "showdown.all_in_face_up": 10,
    "ruling.call_floor": 10,
    "board.not_before_round_complete": 20,
    "burn.before_each_street": 10,
    "deal.order": 5,
    "deal.complete": 10,
    "deck.shuffle": 10,
    "deck.cut": 5,
    "deck.standard": 10,
    "blinds.before_deal": 5,
    "blinds.small": 5,
    "blinds.big": 5,
    "blinds.straddle": 5,
    "pot.collect": 5,
    "bet.round_complete": 10,
    "button.move": 5,
    "showdown.order": 10,
    "deal.misdeal_deadline": 15,
    "ruling.kill_hand": 20,
    "jackpot.bad_beat": 20,  # a qualifying pot pushed before the floor saw the hands
}
IRREGULARITY_WEIGHT = 15  # each step off a correction
UNCORRECTED_PENALTY = 30  # an irregularity left uncorrected when the drill ends
HINT_COST = 5
INVALID_COST = 1


def weight(rule: str) -> int:
    if rule.startswith("error."):
        return IRREGULARITY_WEIGHT
    return _WEIGHTS.get(rule, 5)
