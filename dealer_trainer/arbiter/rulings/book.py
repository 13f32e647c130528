"""Which ruling is right, and under which rule id (RULES.md "Player actions the dealer rules
on"; CONTRACT.md "Rulings: what is right" and "Which id").

`right_ruling` answers for an attempt reached in turn, or, out of turn, at the moment it is
made; `ruling_after_turn` when the action comes round to an out-of-turn player. The presets
differ in four places, each a branch below: "raise" said then chips in two motions
(string raise), words after the chips, an undercall that is neither heads-up nor facing the
opening bet, and an out-of-turn action after an intervening call.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.decision import ActionKind
from ...engine.preset import Preset
from .attempt import As, Attempt, Change, Facing, Ruling, Verdict, When, Words

OVERSIZED = "bet.oversized_chip"
MULTIPLE = "bet.multiple_chips"
UNDER_RAISE = "bet.under_raise"
STRING = "bet.string_raise"
VERBAL = "bet.verbal_vs_chips"
UNDERCALL = "bet.undercall"
OUT_OF_TURN = "bet.out_of_turn"
DECLARATION = "bet.invalid_declaration"
REOPEN = "bet.reopen"

RULING_RULES = (OVERSIZED, MULTIPLE, UNDER_RAISE, STRING, VERBAL, UNDERCALL, OUT_OF_TURN,
                DECLARATION, REOPEN)


def right_ruling(a: Attempt, f: Facing, house: Preset) -> Verdict:
    """The ruling due now. Out of turn that is `out_of_turn` (a fold: `fold`, binding)."""
    if a.out_of_turn:
        if a.action is ActionKind.FOLD or a.say is Words.FOLD:
            return Verdict(OUT_OF_TURN, Ruling(As.FOLD))
        return Verdict(OUT_OF_TURN, Ruling(As.OUT_OF_TURN))
    if a.action is not None and not a.chips:
        return _standard(a, f)
    if not a.chips:
        return _words_only(a, f)
    if a.more:
        return Verdict(STRING, _two_motions(a, f, house))
    if a.say is not None:
        return _words_and_chips(a, f, house)
    return _chips(a.chips, f, house)


def ruling_after_turn(a: Attempt, f: Facing, change: Change, house: Preset) -> Verdict:
    """The action has come round to `a.seat`, who acted out of turn: binding as made if
    the action to him is unchanged, not binding after a bet or raise (TDA 53-A; Robert's
    Betting and Raising 11); after a call, `tda` binds him and `roberts` leaves it to the
    floor."""
    if change is Change.RAISE:
        return Verdict(OUT_OF_TURN, Ruling(As.NOT_BINDING))
    if change is Change.CALL and not house.out_of_turn_binds_after_call:
        return Verdict(OUT_OF_TURN, None)
    made = right_ruling(replace(a, out_of_turn=False), f, house)
    return Verdict(OUT_OF_TURN, made.ruling)


# ---- a standard action (a check facing a bet, a raise not reopened, one made out of turn) --
def _standard(a: Attempt, f: Facing) -> Verdict:
    kind = a.action
    if kind is ActionKind.CHECK and f.facing_bet:
        return Verdict(DECLARATION, Ruling(As.CALL_OR_FOLD))
    if kind in (ActionKind.BET, ActionKind.RAISE) and f.facing_bet and not f.may_raise:
        return Verdict(REOPEN, Ruling(As.CALL_OR_FOLD))
    if kind is ActionKind.FOLD:
        return Verdict(OUT_OF_TURN, Ruling(As.FOLD))
    if kind is ActionKind.CHECK:
        return Verdict(OUT_OF_TURN, Ruling(As.CHECK))
    if kind is ActionKind.CALL:
        return Verdict(OUT_OF_TURN, Ruling(As.CALL if f.facing_bet else As.CHECK))
    if kind is ActionKind.ALL_IN:
        return Verdict(OUT_OF_TURN, _all_in(f))
    return Verdict(OUT_OF_TURN, _sized(a.to or 0, f))


# ---- words --------------------------------------------------------------------------------
def _words_only(a: Attempt, f: Facing) -> Verdict:
    return Verdict(_words_rule(a, f) or VERBAL, _words(a, f, 0))


def _words_rule(a: Attempt, f: Facing) -> str | None:
    """The id when the words themselves are what is wrong: "call" or "raise" with no bet to
    face, "check" facing one (TDA 55); "raise" when the betting is not reopened."""
    w = a.say
    if w is Words.CHECK and f.facing_bet:
        return DECLARATION
    if w is Words.CALL and not f.facing_bet:
        return DECLARATION
    if w is Words.RAISE and not f.facing_bet and f.current_bet == 0:
        return DECLARATION
    if w in (Words.BET, Words.RAISE) and f.facing_bet and not f.may_raise:
        return REOPEN
    return None


def _words(a: Attempt, f: Facing, pushed: int) -> Ruling:
    """The words rule (TDA 40-A, 43-B, 55; Robert's Betting and Raising 9): the chips are
    brought to them. "Raise" with no amount said is sized by the chips that go with it, at
    least a minimum raise (TDA 43-A)."""
    w = a.say
    if w is Words.FOLD:
        return Ruling(As.FOLD)
    if w is Words.ALL_IN:
        return _all_in(f)
    if w is Words.CHECK:
        return Ruling(As.CALL_OR_FOLD if f.facing_bet else As.CHECK)
    if w is Words.CALL:
        return _call(f) if f.facing_bet else Ruling(As.CHECK)
    if f.facing_bet and not f.may_raise:
        return Ruling(As.CALL_OR_FOLD)
    return _sized(a.say_to if a.say_to is not None else f.mine + pushed, f)


def _words_and_chips(a: Attempt, f: Facing, house: Preset) -> Verdict:
    if a.when is When.AFTER and house.chips_first_defines:
        # "whichever is first defines the bet" (TDA 40-A): the chips landed first
        return Verdict(VERBAL, _chips(a.chips, f, house).ruling)
    rule = _words_rule(a, f)
    if rule is None:
        sized_by_chips = a.say in (Words.BET, Words.RAISE) and a.say_to is None
        rule = _chips(a.chips, f, house).rule if sized_by_chips and f.facing_bet else VERBAL
        if sized_by_chips and not f.facing_bet:
            rule = OVERSIZED if len(a.chips) == 1 else MULTIPLE
    return Verdict(rule, _words(a, f, sum(a.chips)))


def _two_motions(a: Attempt, f: Facing, house: Preset) -> Ruling | None:
    """A string raise (TDA 56): only the first motion counts and the later chips go back.
    "Raise" said first: `seeds`/`roberts` count every chip (Robert's No-Limit: "the wager is
    assumed complete when the player's hands come to rest outside the pot area")."""
    raising = a.say in (Words.BET, Words.RAISE) and a.when is not When.AFTER
    if raising and not house.string_raise_first_motion:
        return _words(a, f, a.pushed)
    return right_ruling(replace(a, more=()), f, house).ruling


# ---- chips without words (TDA 43-45) -------------------------------------------------------
def _chips(chips: tuple[int, ...], f: Facing, house: Preset) -> Verdict:
    total = sum(chips)
    last = total >= f.stack
    if not f.facing_bet:
        # no bet to face: the chips are a bet (or a raise of the big blind's option), one
        # chip "a bet of the maximum for the chip" (TDA 44), at least a minimum bet
        rule = OVERSIZED if len(chips) == 1 else MULTIPLE
        return Verdict(rule, _all_in(f) if last else _sized(f.mine + total, f))
    if total < f.owe:
        if last:
            return Verdict(MULTIPLE, Ruling(As.ALL_IN))
        return Verdict(UNDERCALL, _undercall(f, house))
    if len(chips) == 1:
        return Verdict(OVERSIZED, _call(f))  # his last chip counts the same (TDA 44)
    if total - min(chips) < f.owe:  # every chip needed (TDA 45-A)
        return Verdict(MULTIPLE, _call(f))
    if last:
        return Verdict(MULTIPLE, _all_in(f))  # TDA 45-B-2
    raised_by = f.mine + total - f.current_bet
    if 2 * raised_by >= f.min_raise and f.may_raise:  # the 50% standard (TDA 43-A, 45-B-1)
        return Verdict(UNDER_RAISE, _sized(f.mine + total, f))
    return Verdict(UNDER_RAISE, _call(f))


def _undercall(f: Facing, house: Preset) -> Ruling | None:
    """Less than the call, nothing said (TDA 51-B): Robert's brings it up; the TDA makes it a
    call heads-up or facing the round's opening bet and leaves the rest to the floor."""
    if not house.undercall_to_floor or f.heads_up or f.opening_bet:
        return _call(f)
    return None


def _all_in(f: Facing) -> Ruling:
    """His whole stack, as far as the game lets it go: past the most he may make it (the
    limit's bet, the pot) it is a bet or raise of that most (bet.limit_size, bet.pot_limit),
    and where the betting is not open to him, a call (bet.reopen)."""
    if f.all_in_to <= f.current_bet:
        return Ruling(As.ALL_IN)  # all in to call, or for less
    if not f.may_raise:
        return _call(f) if f.facing_bet else Ruling(As.CHECK)
    if f.max_to is not None and f.max_to < f.all_in_to:
        return Ruling(As.RAISE if f.current_bet else As.BET, f.max_to)
    return Ruling(As.ALL_IN)


def _call(f: Facing) -> Ruling:
    return Ruling(As.ALL_IN) if f.owe >= f.stack else Ruling(As.CALL)


def _sized(to: int, f: Facing) -> Ruling:
    """A bet or raise to `to`, at least the minimum, at most what the game allows; all in
    when his stack cannot cover it."""
    to = max(to, f.min_to)
    if f.max_to is not None:
        to = min(to, f.max_to)
    if to >= f.all_in_to:
        return Ruling(As.ALL_IN)
    return Ruling(As.RAISE if f.current_bet else As.BET, to)


# ---- two rulings that come to the same chips -----------------------------------------------
def rulings_agree(given: Ruling, right: Ruling, f: Facing) -> bool:
    """True when `given` does exactly what `right` does to the table: a call that takes his
    whole stack is his all-in, and so is a raise to more than he has."""
    return _effect(given, f) == _effect(right, f) and _effect(given, f) != ("bad",)


def _effect(r: Ruling, f: Facing) -> tuple[object, ...]:
    a = r.as_
    if a is As.CHECK:
        return ("bet", f.mine) if not f.facing_bet else ("bad",)
    if a is As.CALL:
        return ("bet", min(f.current_bet, f.all_in_to)) if f.facing_bet else ("bad",)
    if a is As.ALL_IN:
        return ("bet", f.all_in_to)
    if a in (As.BET, As.RAISE):
        to = r.to or 0
        if (a is As.BET) != (f.current_bet == 0) or to <= f.current_bet:
            return ("bad",)
        return ("bet", min(to, f.all_in_to))
    return (a.value,)
