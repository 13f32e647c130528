"""The trainee's actions (CONTRACT.md): frozen values parsed from plain Python data.

`TraineeAction.parse` takes what a YAML loader gives (a bare word or a one-key mapping) and
`text()` prints it back in the same form, so a log line can be pasted into a script.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import EngineError
from ..engine.hilo import HALVES
from ..engine.reading import rank_of
from .house_parse import EXAMPLES as HOUSE_EXAMPLES
from .house_parse import HOUSE_ARGS, HouseArgError, announce_text, check_announce, parse_announce
from .money.parse import (
    MONEY_ARGS,
    MoneyArgError,
    check_money,
    money_text,
    parse_collect,
    parse_money,
)

# name -> kind of argument: None (bare word), "seat", "seats", "post", "award", "wait", "zones"
ACTION_ARGS: dict[str, str | None] = {
    "shuffle": None,
    "cut": None,
    "post": "post",
    "deal": "seat",
    "wait": "wait",
    "collect": None,
    "burn": None,
    "flop": None,
    "turn": None,
    "river": None,
    "misdeal": None,
    "replace_exposed": "seat",
    "return_extra": "seat",
    "set_aside": "optional_count",  # `set_aside: N`: N stub cards too (error.stud_premature_card)
    "scramble_flop": None,  # TDA four-card flop: one of the four, at random, is the next burn
    "return_to_deck": "zones",
    "burn_exposed": None,  # the board card turned without a burn goes to the burns
    "return_burn": None,  # the last card burnt back on top of the stub
    "return_board": None,  # the last board card back on top of the stub
    "showdown": None,
    "award": "award",
    "move_button": "optional_seat",
    "void_hand": None,  # every card gathered, every chip back: the hand starts again
    "call_floor": None,  # stop the game and call the floor
    **MONEY_ARGS,  # announce_pot, announce_count, rake, drop, read (arbiter/money/parse.py)
    "rule": "ruling",  # rule: {seat: S, as: A, to: N}: how seat S's action counts
    "scrap": None,  # a boxed card to the muck, from where it lies
    "kill_hand": "seat",  # a dead hand's cards to the muck
    "collect_time": "seat",  # house.time_collection: the time from a seat, before the deal
    "color_up_pot": None,  # pot.chips_kept: the pots' small chips changed for larger (optional)
    **HOUSE_ARGS,  # wash, riffle, box, announce, all_in_button (arbiter/house_parse.py)
    # the stud games (CONTRACT.md "Omaha and the stud games")
    "antes": None,  # every seat's ante into the pot
    "ante": "seat",  # one seat's
    "deal_down": "seat",  # a pitch with the face named
    "deal_up": "seat",
    "bring_in": "seat",  # names the seat that brings it in (stud.bring_in)
    "first_to_act": "first",  # names the board that acts first, read or not
    "common_card": None,  # the short stub's common card turned in the centre
    # the chip race (CONTRACT.md "Across hands": race.*; arbiter/race.py)
    "color_up": None,
    "announce_race": "count",  # the number of new chips raced
    "award_chip": "seat",
    "not_raced_out": "seat",
    "remove_chips": None,
    "move_player": "seat",  # seat.balance: the player sent to another table
    "fix_blinds": None,  # tournament.level_change: every blind and ante up to the level
    "turn_up": "seat",  # the card just dealt down to S turned face up (error.stud_upcard_down)
    "offer_all_in": "seat",  # his seventh-street card came up (error.stud_seventh_exposed)
}
RULING_AS = ("check", "call", "bet", "raise", "all_in", "fold", "call_or_fold", "out_of_turn",
             "not_binding", "bring_in", "stands")  # the last two: stud.wrong_bring_in
BLIND_KINDS = ("small", "big", "straddle")
POST_KINDS = (*BLIND_KINDS, "dead_small", "ante")  # RULES.md "Across hands": blinds.missed
# "premature": a stud card dealt before its round was complete (error.stud_premature_card)
RETURN_ZONES = ("board", "set_aside", "burns", "muck", "premature")


class ActionError(EngineError):
    """A trainee action that does not parse."""


@dataclass(frozen=True, slots=True)
class TraineeAction:
    name: str
    seat: int | None = None
    blind: str | None = None
    pot: int | None = None
    to: tuple[int, ...] = ()
    count: int | None = None  # wait: N
    until_round: bool = False  # wait: round
    zones: tuple[str, ...] = field(default_factory=tuple)
    ruled: str | None = None  # rule: what the action counts as (`as:`); announce: `what:`
    amount: int | None = None  # announce_pot, announce_count, rake, drop; rule: his total (`to:`)
    pots: tuple[int, ...] | None = None  # collect: {pots: [...]}, the pots stated
    hand: str | None = None  # read: the category
    ranks: tuple[str, ...] = ()  # read: the ranks that name it
    low: tuple[str, ...] | None = None  # read: the low's five ranks, () "none" (hilo.read)
    half: str | None = None  # award: the half of a hi-lo pot pushed, "high" or "low"
    seats: tuple[int, ...] = ()  # deal: [S, T, ...], pitches in that order (one step)

    @classmethod
    def parse(cls, item: Any) -> TraineeAction:
        if isinstance(item, str):
            name, arg = item.strip(), None
            if name in ACTION_ARGS and ACTION_ARGS[name] in ("seat", "post", "award", "zones",
                                                             "ruling", "announce", "first", "count",
                                                             *MONEY_ARGS.values()):
                raise ActionError(f"'{name}' needs an argument, e.g. {_EXAMPLES[name]}")
        elif isinstance(item, dict) and len(item) == 1:
            name, arg = next(iter(item.items()))
            if not isinstance(name, str):
                raise ActionError(f"not an action: {item!r}")
        else:
            raise ActionError(f"not an action: {item!r} (a bare word or a one-key mapping)")
        if name not in ACTION_ARGS:
            raise ActionError(f"unknown action '{name}'" + _did_you_mean(name, ACTION_ARGS))
        kind = ACTION_ARGS[name]
        if arg is not None and (name in MONEY_ARGS or name == "collect"):
            try:
                return cls(name, **(parse_money(name, arg) if kind else parse_collect(arg)))
            except MoneyArgError as e:
                raise ActionError(str(e)) from None
        if arg is None:
            if kind in (None, "wait", "optional_seat", "optional_count"):
                return cls(name)
            raise ActionError(f"'{name}' needs an argument, e.g. {_EXAMPLES[name]}")
        if kind is None:
            raise ActionError(f"'{name}' takes no argument")
        if name == "deal" and isinstance(arg, list):
            if not arg:
                raise ActionError("'deal' takes a seat or a list of seats, e.g. 'deal: [3, 4]'")
            return cls(name, seats=tuple(_seat(s, name) for s in arg))
        if kind in ("seat", "optional_seat"):
            return cls(name, seat=_seat(arg, name))
        if kind in ("optional_count", "count"):
            return cls(name, amount=_count(arg, name, kind))
        if kind == "wait":
            if arg == "round":
                return cls(name, until_round=True)
            if isinstance(arg, int) and not isinstance(arg, bool) and arg >= 1:
                return cls(name, count=arg)
            raise ActionError(f"'wait' takes a number of decisions or 'round', not {arg!r}")
        if kind == "post":
            if not isinstance(arg, dict):
                raise ActionError("'post' takes {seat: N, blind: small|big|straddle}")
            _only_keys(arg, {"seat", "blind", "amount"}, name)
            blind = arg.get("blind")
            if blind not in POST_KINDS:
                raise ActionError("blind must be one of small, big, straddle, dead_small, "
                                  f"ante, not {blind!r}")
            amount = arg.get("amount")
            if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool)
                                       or amount < 1):
                raise ActionError(f"'post' amount must be a number of chips, not {amount!r}")
            return cls(name, seat=_seat(arg.get("seat"), name), blind=blind, amount=amount)
        if kind == "award":
            if not isinstance(arg, dict):
                raise ActionError("'award' takes {pot: N, to: [seats]}")
            _only_keys(arg, {"pot", "to", "half", "amount"}, name)
            half, amount = arg.get("half"), arg.get("amount")
            if half is not None and half not in HALVES:
                raise ActionError(f"'half' is high or low, not {half!r}")
            if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool)
                                       or amount < 0):
                raise ActionError(f"'amount' is a whole number of chips, not {amount!r}")
            pot = arg.get("pot", 0)
            if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0:
                raise ActionError(f"pot must be 0 (the main pot) or a side pot number, not {pot!r}")
            to = arg.get("to")
            if isinstance(to, int) and not isinstance(to, bool):
                to = [to]
            if not isinstance(to, list) or not to:
                raise ActionError("'award' needs 'to': a list of seats")
            seats = tuple(_seat(s, name) for s in to)
            if len(set(seats)) != len(seats):
                raise ActionError("a seat is named twice in 'to'")
            return cls(name, pot=pot, to=seats, half=half, amount=amount)
        if kind == "ruling":
            return _ruling(cls, arg)
        if kind == "announce":
            try:
                return cls(name, **parse_announce(arg))
            except HouseArgError as e:
                raise ActionError(str(e)) from None
        if kind == "first":
            return _first(cls, arg)
        if kind == "zones":
            zones = [arg] if isinstance(arg, str) else arg
            if not isinstance(zones, list) or not zones:
                raise ActionError("'return_to_deck' takes a list of zones: [board], [set_aside]")
            for z in zones:
                if z not in RETURN_ZONES:
                    raise ActionError(
                        f"unknown zone {z!r}; zones are {', '.join(RETURN_ZONES)}"
                        + _did_you_mean(str(z), RETURN_ZONES)
                    )
            return cls(name, zones=tuple(zones))
        raise ActionError(f"unknown action '{name}'")  # pragma: no cover

    @classmethod
    def checked(cls, name: str, *, seat: int | None = None, amount: int | None = None,
                **fields: Any) -> TraineeAction:
        """An action built whole where it is made (the GUI: a seat clicked, an amount or a
        rank typed on a card), with the script parser's checks of what a trainee types:
        ActionError with the same one-line message (one place: `_seat`, `_count`,
        `check_rule`, money's `check_money`, the house's `check_announce`)."""
        if name not in ACTION_ARGS:
            raise ActionError(f"unknown action '{name}'" + _did_you_mean(name, ACTION_ARGS))
        kind = ACTION_ARGS[name]
        if kind == "ruling":
            return check_rule(cls, seat, fields.get("ruled"), amount)
        try:
            if kind == "announce":
                return cls(name, **check_announce(seat, fields.get("ruled"), amount))
            if name in MONEY_ARGS or name == "collect":
                return cls(name, **check_money(name, seat=seat, amount=amount, **fields))
        except (HouseArgError, MoneyArgError) as e:
            raise ActionError(str(e)) from None
        if kind in ("optional_count", "count") and amount is not None:
            amount = _count(amount, name, kind)
        for s in (*fields.get("seats", ()), *fields.get("to", ())):
            _seat(s, name)
        return cls(name, seat=None if seat is None else _seat(seat, name), amount=amount,
                   **fields)

    def award_arg(self) -> str:
        """An award's argument in script form: `{pot: 0, to: [1]}`."""
        half = f", half: {self.half}" if self.half else ""
        amount = f", amount: {self.amount}" if self.amount is not None else ""
        return f"{{pot: {self.pot}{half}, to: [{', '.join(map(str, self.to))}]{amount}}}"

    def text(self) -> str:
        """The action in script form: `deal: 4`, `post: {seat: 3, blind: small}`."""
        n = self.name
        money = money_text(self)
        if money is not None:
            return money
        if n == "post":
            amount = f", amount: {self.amount}" if self.amount is not None else ""
            return f"post: {{seat: {self.seat}, blind: {self.blind}{amount}}}"
        if n == "award":
            return f"award: {self.award_arg()}"
        if n == "deal" and self.seats:
            return f"deal: [{', '.join(map(str, self.seats))}]"
        if n == "rule":
            to = f", to: {self.amount}" if self.amount is not None else ""
            return f"rule: {{seat: {self.seat}, as: {self.ruled}{to}}}"
        if n == "announce":
            return announce_text(self.seat, self.ruled, self.amount)
        if n == "first_to_act" and self.hand is not None:
            ranks = f", ranks: [{', '.join(self.ranks)}]" if self.ranks else ""
            return f"first_to_act: {{seat: {self.seat}, hand: {self.hand}{ranks}}}"
        if n == "return_to_deck":
            return f"return_to_deck: [{', '.join(self.zones)}]"
        if n in ("announce_race", "set_aside") and self.amount is not None:
            return f"{n}: {self.amount}"
        if n == "wait":
            return (
                "wait: round"
                if self.until_round
                else (f"wait: {self.count}" if self.count else "wait")
            )
        if self.seat is not None:
            return f"{n}: {self.seat}"
        return n

    def __str__(self) -> str:
        return self.text()


_EXAMPLES = {
    "announce_pot": "'announce_pot: 700'",
    "announce_count": "'announce_count: {seat: 3, amount: 240}'",
    "rake": "'rake: 5'",
    "drop": "'drop: 1'",
    "read": "'read: {seat: 3, hand: two-pair, ranks: [K, 7]}'",
    "deal": "'deal: 3'",
    "post": "'post: {seat: 3, blind: small}'",
    "award": "'award: {pot: 0, to: [3]}'",
    "replace_exposed": "'replace_exposed: 4'",
    "return_extra": "'return_extra: 3'",
    "return_to_deck": "'return_to_deck: [board]'",
    "rule": "'rule: {seat: 1, as: call}'",
    "kill_hand": "'kill_hand: 5'",
    "collect_time": "'collect_time: 3'",
    **HOUSE_EXAMPLES,
    "ante": "'ante: 2'",
    "deal_down": "'deal_down: 2'",
    "deal_up": "'deal_up: 2'",
    "bring_in": "'bring_in: 2'",
    "announce_race": "'announce_race: 3'",
    "award_chip": "'award_chip: 4'",
    "not_raced_out": "'not_raced_out: 5'",
    "move_player": "'move_player: 4'",
    "first_to_act": "'first_to_act: 4' or 'first_to_act: {seat: 4, hand: pair, ranks: [5]}'",
}


def _first(cls: type[TraineeAction], arg: Any) -> TraineeAction:
    """`first_to_act: S`, or with the board read: `{seat: S, hand: pair, ranks: [5]}`."""
    if not isinstance(arg, dict):
        return cls("first_to_act", seat=_seat(arg, "first_to_act"))
    _only_keys(arg, {"seat", "hand", "ranks"}, "first_to_act")
    hand, ranks = arg.get("hand"), arg.get("ranks", [])
    if hand is not None and not isinstance(hand, str):
        raise ActionError(f"'hand' is a hand's name (pair, two-pair...), not {hand!r}")
    if not isinstance(ranks, list) or any(rank_of(r) is None for r in ranks):
        raise ActionError(f"'ranks' is a list of ranks, e.g. [K, 7], not {ranks!r}")
    return cls("first_to_act", seat=_seat(arg.get("seat"), "first_to_act"), hand=hand,
               ranks=tuple(str(rank_of(r)) for r in ranks))


def _ruling(cls: type[TraineeAction], arg: Any) -> TraineeAction:
    if not isinstance(arg, dict):
        raise ActionError("'rule' takes {seat: N, as: call, to: N}")
    _only_keys(arg, {"seat", "as", "to"}, "rule")
    return check_rule(cls, arg.get("seat"), arg.get("as"), arg.get("to"))


def check_rule(cls: type[TraineeAction], seat: Any, ruled: Any, to: Any) -> TraineeAction:
    """`rule:` from its seat, what the action counts as and his total (typed in the script
    or on the ruling picker), checked: ActionError with a one-line message."""
    if ruled not in RULING_AS:
        raise ActionError(f"'as' must be one of {', '.join(RULING_AS)}, not {ruled!r}"
                          + _did_you_mean(str(ruled), RULING_AS))
    if ruled in ("bet", "raise"):
        if not isinstance(to, int) or isinstance(to, bool) or to < 1:
            raise ActionError(f"'rule' as {ruled} needs 'to': his total for the round")
    elif to is not None:
        raise ActionError(f"'rule' as {ruled} takes no 'to'")
    return cls("rule", seat=_seat(seat, "rule"), ruled=ruled, amount=to)


def _count(value: Any, name: str, kind: str) -> int:
    """`set_aside: N` (a number of cards, at least one) or `announce_race: N` (of chips)."""
    cards = kind == "optional_count"
    if not isinstance(value, int) or isinstance(value, bool) or value < int(cards):
        raise ActionError(f"'{name}' takes a number of {'cards' if cards else 'chips'}, "
                          f"not {value!r}")
    return value


def _seat(value: Any, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ActionError(f"'{name}' needs a seat number 1..10, not {value!r}")
    if not 1 <= value <= 10:
        raise ActionError(f"seat {value} is out of range 1..10")
    return value


def _only_keys(arg: dict[Any, Any], allowed: set[str], name: str) -> None:
    for k in arg:
        if k not in allowed:
            raise ActionError(
                f"'{name}' has no field {k!r}; fields: {', '.join(sorted(allowed))}"
                + _did_you_mean(str(k), allowed)
            )


def _did_you_mean(word: str, choices: Any) -> str:
    import difflib

    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""
