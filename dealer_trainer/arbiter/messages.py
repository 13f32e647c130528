"""The arbiter's messages: English defaults here, translations in the i18n catalogue.

A message is looked up in the catalogue for the trainee's language first; a key the
catalogue lacks falls back to the English text below, so a new message never shows a key.
"""

from __future__ import annotations

from string import Formatter

try:
    from ..i18n import t as _catalogue
except ImportError:  # pragma: no cover - the catalogue is part of the package
    _catalogue = None

ENGLISH: dict[str, str] = {
    # procedure
    "deck.shuffle.first": "Shuffle the deck before the deal.",
    "deck.cut.first": "Cut the deck after the shuffle, before the deal.",
    "deck.cut.twice": "The deck is already cut.",
    "deck.shuffle.after_deal": "The deal has begun: the deck is not shuffled now.",
    "blinds.before_deal.missing": "All blinds are in before the first card is pitched: the {blind} blind is missing.",
    "blinds.small.seat": "The small blind is posted by seat {seat}.",
    "blinds.big.seat": "The big blind is posted by seat {seat}.",
    "blinds.straddle.seat": "The straddle is posted by seat {seat}, left of the big blind.",
    "blinds.straddle.none": "There is no straddle at this table.",
    "blinds.posted": "The {blind} blind is already posted.",
    "blinds.after_deal": "The blinds are posted before the deal, not now.",
    "deal.order.next_seat": "Seat {seat} is next to receive a card.",
    "deal.complete.done": "Every player already has his two cards.",
    "deal.complete.first": "Finish the deal first: every player gets two cards.",
    "bet.round_complete.open": "The betting round is not complete: seat {seat} is to act.",
    "bet.round_complete.no_action": "Nobody is to act now.",
    "pot.collect.first": "Pull the bets into the pot before the next card is dealt.",
    "burn.before_each_street.missing": "Burn a card before the {street}.",
    "burn.before_each_street.twice": "A card is already burnt for the {street}.",
    "burn.before_each_street.exposed_is_burn": "The exposed card is already the burn card for the flop.",
    "board.not_before_round_complete.burn": "No burn before the betting round is complete.",
    "board.wrong_street": "The next board card is the {street}.",
    "board.complete": "The board is complete.",
    "showdown.order.first": "The hands are shown before the pots are pushed.",
    "showdown.order.not_yet": "The showdown comes after the river betting is complete.",
    "showdown.order.done": "The hands are already shown.",
    "award.uncontested.no_show": "Everyone else folded: seat {seat} wins without showing.",
    "award.side_first.order": "Push the last side pot first: pot {pot} is next.",
    "award.main_and_side.wrong": "Pot {pot} does not go to {given}.",
    "award.split.wrong": "Pot {pot} is split: it goes to seats {winners}.",
    "award.not_yet": "Pots are pushed after the betting is over.",
    "button.move.seat": "The button moves to seat {seat}, the next seat to the left.",
    "button.move.not_yet": "The button moves after every pot is pushed.",
    "button.move.done": "The hand is over.",
    # corrections
    "error.misdeal.no_cause": "There is no cause for a misdeal.",
    "error.misdeal.due": "Not by the book: this deal is a misdeal.",
    "error.exposed_hole_card.wrong": "Not by the book for an exposed hole card.",
    "error.exposed_hole_card.not_yet": "The exposed card is replaced when every player has his cards.",
    "error.extra_card.wrong": "Not by the book for an extra card.",
    "error.flop_redeal.wrong": "Not by the book for a flop that must be redealt.",
    "error.flop_redeal.burns": "The burn card stays on the table: it is not mixed back in.",
    "error.flop_redeal.no_burn": "The new flop is dealt without a burn.",
    "error.flop_redeal.round_open": "The new flop comes after the betting round is complete.",
    "error.premature.wrong": "Not by the book for a board card turned too early.",
    "error.premature.burns": "The burn cards and the discards are not shuffled back in.",
    "error.premature.no_burn": "After the reshuffle the card is turned without a burn.",
    "error.premature.set_aside_first": "The card turned too early leaves play before the next player acts.",
    "error.flop_too_many.tda": "Under TDA rules the four cards are scrambled and one becomes the burn.",
    "error.flop_too_many.seeds": "This house redeals the flop; it does not scramble.",
    # invalid
    "invalid.empty_deck": "The deck is empty.",
    "invalid.empty_seat": "Seat {seat} has no player.",
    "invalid.no_pot": "There is no pot {pot}.",
    "invalid.pushed": "Pot {pot} is already pushed.",
    "invalid.nobody_to_act": "Nobody is to act.",
    "invalid.no_board": "There is no board card to set aside.",
    "invalid.no_exposed": "Seat {seat} has no exposed card.",
    "invalid.no_extra": "Seat {seat} has no extra card.",
    "invalid.nothing_to_return": "There are no such cards to return.",
    "invalid.not_eligible": "Seat {seat} has no part in pot {pot}.",
    "invalid.drill_over": "The drill is over.",
    "invalid": "That cannot be done now.",
    "procedure.not_now": "That is not the next step of the procedure.",
    # ok
    "ok": "Right.",
    # hints: the next correct step and why
    "hint.shuffle": "Shuffle the deck: every hand starts with a shuffled deck.",
    "hint.cut": "Cut the deck after shuffling.",
    "hint.post": "Seat {seat} posts the {blind} blind before any card is dealt.",
    "hint.deal": "Pitch the next card to seat {seat}: clockwise from the left of the button.",
    "hint.wait": "Seat {seat} is to act: let the betting round finish.",
    "hint.collect": "The round is complete: pull the bets into the pot.",
    "hint.burn": "Burn the top card before the {street}.",
    "hint.street": "Turn the {street}.",
    "hint.street_no_burn": "Turn the {street} without burning: this card comes without a burn.",
    "hint.misdeal": "This is a misdeal: gather the cards, reshuffle, recut and deal again.",
    "hint.replace_exposed": "Give seat {seat} the top card; the exposed card becomes the burn card.",
    "hint.return_extra": "Return the extra card to the top of the deck: it will be the next burn.",
    "hint.set_aside": "Take the card turned too early out of play at once.",
    "hint.return_board": "Mix the board cards back into the stub; the burn card stays on the table.",
    "hint.return_set_aside": "Reshuffle the deck with the card taken out of play (not the burns or the muck).",
    "hint.reshuffle": "Shuffle the stub for the redeal.",
    "hint.recut": "Cut the deck after the reshuffle.",
    "hint.scramble": "Scramble the four cards face down: one becomes the next burn card.",
    "hint.showdown": "Turn the hands face up for the showdown.",
    "hint.award": "Push pot {pot} to seat(s) {winners}: {why}",
    "hint.award_uncontested": "Push the pot to seat {seat}: everyone else folded.",
    "hint.move_button": "Move the button to seat {seat}.",
    "hint.done": "The drill is complete.",
    # banners (what happened, never the fix)
    "banner.error.exposed_first_card": "The first card of the deal was exposed.",
    "banner.error.exposed_hole_card": "Seat {seat}'s card was exposed.",
    "banner.error.two_exposed": "A second hole card was exposed in this deal.",
    "banner.error.extra_card": "Seat {seat} received an extra card.",
    "banner.error.two_extra": "More than one extra card was dealt.",
    "banner.error.flop_too_many": "The flop came off with four cards.",
    "banner.error.premature_flop": "The flop came off before the betting round was complete.",
    "banner.error.premature_turn": "The turn came off before the flop betting was complete.",
    "banner.error.premature_river": "The river came off before the turn betting was complete.",
}


def msg(key: str, lang: str = "en", **params: object) -> str:
    """The message for `key` in `lang`: the catalogue's, else the English text here."""
    text = _catalogue(key, lang, **params) if _catalogue else None
    if text and text != key:
        return text
    template = ENGLISH.get(key)
    if template is None:
        return key
    return _fill(template, params)


def _fill(template: str, params: dict[str, object]) -> str:
    names = {f for _, f, _, _ in Formatter().parse(template) if f}
    return template.format(**{n: params.get(n, "?") for n in names})
