"""A trainee action in the trainee's words, in five languages: the step list's line
("Deal · Seat 4", "Rule · Seat 6: raise to 800") and the floor's ruling said as a sentence
("seat 6's chips count as a raise to 800"). The script form (`rule: {seat: 6, as: raise,
to: 800}`) is for files; a trainee never reads it.

Every action name of `actions.ACTION_ARGS` has its word here (`VERB_KEYS`, the money keys,
or a shape of its own); `tests/i18n/test_action_words.py` checks all five languages have it.
"""

from __future__ import annotations

import yaml

from ..i18n import t
from .actions import TraineeAction

# a trainee action's verb -> the label of the button that does it
VERB_KEYS = {
    "shuffle": "action.shuffle",
    "cut": "action.cut",
    "deal": "action.deal",
    "wait": "action.wait",
    "collect": "action.collect",
    "burn": "action.burn",
    "flop": "action.flop",
    "turn": "action.turn",
    "river": "action.river",
    "misdeal": "action.misdeal",
    "replace_exposed": "action.replace_exposed",
    "return_extra": "action.return_extra",
    "set_aside": "action.set_aside",
    "scramble_flop": "table.scramble_flop",
    "void_hand": "table.void_hand",
    "call_floor": "table.call_floor",
    "scrap": "action.scrap",
    "kill_hand": "action.kill_hand",
    "collect_time": "action.collect_time",
    "burn_exposed": "table.burn_exposed",
    "return_burn": "table.return_burn",
    "return_board": "table.return_last_board",
    "showdown": "action.showdown",
    "move_button": "action.move_button",
    "rule": "action.rule",
    "post": "action.post",
    "award": "action.award",
    "return_to_deck": "action.return_to_deck",
    "wash": "action.wash",  # the house shuffle's gestures (house_parse.py)
    "riffle": "action.riffle",
    "box": "action.box",
    "all_in_button": "action.all_in_button",
    "announce": "action.announce",
    # the stud games
    "antes": "action.antes",
    "ante": "action.ante",
    "deal_down": "action.deal_down",
    "deal_up": "action.deal_up",
    "bring_in": "action.bring_in",
    "first_to_act": "action.first_to_act",
    "common_card": "action.common_card",
    # the chip race (race.py)
    "color_up": "action.color_up",
    "color_up_pot": "action.color_up_pot",  # pot.chips_kept (pot_chips.py)
    "announce_race": "action.announce_race",
    "award_chip": "action.award_chip",
    "not_raced_out": "action.not_raced_out",
    "remove_chips": "action.remove_chips",
    "move_player": "action.move_player",  # seat.balance (tournament.py)
    "fix_blinds": "action.fix_blinds",  # tournament.level_change (prior_level.py)
    "turn_up": "action.turn_up",
    "offer_all_in": "action.offer_all_in",
}
ZONE_KEYS = {"board": "table.return_board", "set_aside": "table.return_set_aside",
             "premature": "table.return_premature"}  # error.stud_premature_card
MONEY_KEYS = {
    "announce_pot": "money.step.pot",
    "announce_count": "money.step.all_in",
    "rake": "money.step.rake",
    "drop": "money.step.drop",
    "read": "money.step.read",
}


def word_key(name: str) -> str | None:
    """The catalogue key of action `name`'s word (None: no word for it)."""
    return VERB_KEYS.get(name) or MONEY_KEYS.get(name)


def parse_text(text: str) -> TraineeAction | None:
    """An action read back from its script form (a stored step); None if it does not parse."""
    try:
        return TraineeAction.parse(yaml.safe_load(text))
    except Exception:
        return None


def _seat(seat: int | None, lang: str) -> str:
    return t("seat.label", lang, seat=seat)


def money_words(a: TraineeAction, lang: str) -> str:
    """`announce_pot: 700` -> "Pot count 700", `collect: {pots: [490, 520]}` -> "Collect bets
    · 490, 520", `read: {seat: 3, ...}` -> "Read · Seat 3: Two pair K 7"."""
    if a.name == "collect":
        return f"{t('action.collect', lang)} · {', '.join(map(str, a.pots or ()))}"
    head = t(MONEY_KEYS[a.name], lang)
    if a.name == "read":
        hand = t(f"quiz.hand.{a.hand}", lang)
        return f"{head} · {_seat(a.seat, lang)}: {hand} {' '.join(a.ranks)}".strip()
    if a.name == "announce_count":
        return f"{head} · {_seat(a.seat, lang)}: {a.amount}"
    return f"{head} {a.amount}"


def action_words(a: TraineeAction, lang: str) -> str:
    """A step's line: `deal: 4` -> "Deal · Seat 4", `post: {seat: 3, blind: small}` ->
    "Post small blind · Seat 3", `rule: {seat: 6, as: raise, to: 800}` -> "Rule · Seat 6:
    Raise to 800"."""
    if a.name == "post":
        head = t(f"action.post_{a.blind}", lang)
    elif a.name == "award":
        pot = t("table.main_pot", lang) if not a.pot else t("table.side_pot", lang, n=a.pot)
        if a.half:  # a hi-lo pot's half
            pot += f" ({t(f'term.half.{a.half}', lang)})"
        seats = ", ".join(_seat(n, lang) for n in a.to)
        return f"{t('action.award', lang)} · {pot} → {seats}"
    elif a.name == "return_to_deck":
        if len(a.zones) == 1 and a.zones[0] in ZONE_KEYS:
            return t(ZONE_KEYS[a.zones[0]], lang)
        zones = ", ".join(t(f"zone.{z}", lang) for z in a.zones)
        return f"{t('action.return_to_deck', lang)}: {zones}"
    elif a.name in MONEY_KEYS or a.pots is not None:  # money at the table
        return money_words(a, lang)
    elif a.name in ("rule", "announce"):  # "Announce · Seat 3: Raise to 800"
        ruled = t(f"ruled.{a.ruled}", lang, to=a.amount if a.amount is not None else "")
        return f"{t(VERB_KEYS[a.name], lang)} · {_seat(a.seat, lang)}: {ruled}"
    else:
        head = t(VERB_KEYS.get(a.name, a.name), lang)
    if a.name == "wait" and a.count and a.count > 1:
        head += f" ×{a.count}"
    if a.name == "announce_race" or a.name == "set_aside" and a.amount:  # race.count's chips;
        # error.stud_premature_card's stub cards
        head += f" {a.amount}"
    if a.seat is not None:
        return f"{head} · {_seat(a.seat, lang)}"
    if a.seats:  # deal: [S, T, ...]
        return f"{head} · {', '.join(_seat(s, lang) for s in a.seats)}"
    return head


def ruling_words(a: TraineeAction, lang: str) -> str:
    """A ruling said as a sentence in `lang`, for the middle of a message ("The right one:
    seat 6's chips count as a raise to 800"): `rule: {seat: 6, as: raise, to: 800}` as the
    floor says it; any other step owed in its place (`call_floor`) as its step line."""
    if a.name == "rule":
        return t(f"floor.said.rule.{a.ruled}", lang, seat=a.seat, to=a.amount)
    return action_words(a, lang)


def floor_words(a: TraineeAction, lang: str) -> str:
    """The floor's ruling as a sentence in `lang`: `rule: {seat: 6, as: raise, to: 800}` ->
    "seat 6's chips count as a raise to 800"; `move_button: 4` -> "the button goes to seat
    4"; any other step the floor does -> "the dealer does: <its line>"."""
    if a.name == "rule":
        return ruling_words(a, lang)
    if a.name == "move_button" and a.seat is not None:
        return t("floor.said.move_button", lang, seat=a.seat)
    return t("floor.said.step", lang, step=action_words(a, lang))
