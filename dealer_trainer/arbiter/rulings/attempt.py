"""The values a ruling is made of: what the player did (`Attempt`), what he faced (`Facing`),
what the dealer announces (`Ruling`) and under which rule (`Verdict`). Small, frozen, and
printed in script form (`rule: {seat: 1, as: call}`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...engine.config import Game
from ...engine.decision import ActionKind
from ...engine.record import record
from ..actions import TraineeAction


class As(StrEnum):
    """What the dealer rules an action counts as (CONTRACT.md's `as:`)."""

    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"
    FOLD = "fold"
    CALL_OR_FOLD = "call_or_fold"
    OUT_OF_TURN = "out_of_turn"
    NOT_BINDING = "not_binding"


SIZED = (As.BET, As.RAISE)


class Words(StrEnum):
    """What a player may say (a scenario's `say:`)."""

    CALL = "call"
    CHECK = "check"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"
    FOLD = "fold"


class When(StrEnum):
    """When the words came, against the chips landing (a scenario's `when:`)."""

    BEFORE = "before"
    WITH = "with"
    AFTER = "after"


class Change(StrEnum):
    """What the players between did before the action came to an out-of-turn player."""

    NONE = "none"  # they checked or folded: the action to him is unchanged
    CALL = "call"  # one of them called (and nobody bet or raised)
    RAISE = "raise"  # one of them bet or raised


@record
class Ruling:
    """`to` is his total for the round, only with `bet` and `raise`."""

    as_: As
    to: int | None = None

    def __post_init__(self) -> None:
        if (self.to is not None) != (self.as_ in SIZED):
            need = "needs" if self.to is None else "takes no"
            raise ValueError(f"a ruling '{self.as_.value}' {need} 'to'")

    def action(self, seat: int) -> TraineeAction:
        """The ruling as the trainee's action `rule: {seat: 1, as: raise, to: 1000}`."""
        return TraineeAction("rule", seat=seat, ruled=self.as_.value, amount=self.to)

    def text(self, seat: int) -> str:
        """The ruling as a trainee writes it: `rule: {seat: 1, as: raise, to: 1000}`."""
        return self.action(seat).text()


@dataclass(frozen=True, slots=True)
class Attempt:
    """What one player did that the dealer must rule on.

    `chips`: pushed out in one motion (values); `more`: a second motion after the first
    landed. `say`/`say_to`/`when`: his words. `action`/`to`: a standard action made out of
    turn, or one the betting does not allow (a check facing a bet, a raise not reopened).
    `floor`: what the floor rules if called (a scenario's `floor:`).
    """

    seat: int
    chips: tuple[int, ...] = ()
    more: tuple[int, ...] = ()
    say: Words | None = None
    say_to: int | None = None
    when: When = When.BEFORE
    action: ActionKind | None = None
    to: int | None = None
    out_of_turn: bool = False
    floor: Ruling | None = None

    @property
    def pushed(self) -> int:
        """Every chip he put out, both motions."""
        return sum(self.chips) + sum(self.more)


@record
class Facing:
    """The betting as it stands for the player ruled on. Amounts are totals for the round.

    `mine`: his chips already in the round; `stack`: what he has behind, the chips of this
    attempt included (so `mine + stack` is his all-in); `min_raise`: the size of the last full
    bet or raise (the big blind when nobody has bet); `max_to`: the most he may make it
    (pot limit; otherwise his all-in); `may_raise`: the betting is open to him (reopened, and
    somebody left to bet against); `heads_up`: two players in the hand; `opening_bet`: the
    bet to him is the round's first (the big blind before the flop).
    """

    current_bet: int
    mine: int
    stack: int
    min_raise: int
    may_raise: bool = True
    max_to: int | None = None
    heads_up: bool = False
    opening_bet: bool = True
    game: Game = Game.NO_LIMIT

    @property
    def owe(self) -> int:
        return max(0, self.current_bet - self.mine)

    @property
    def facing_bet(self) -> bool:
        return self.current_bet > self.mine

    @property
    def all_in_to(self) -> int:
        return self.mine + self.stack

    @property
    def min_to(self) -> int:
        """The least a bet or a raise may make it (bet.min_raise)."""
        return self.current_bet + self.min_raise


@record
class Verdict:
    """The right answer: `ruling`, or None when the floor decides (`call_floor` is right)."""

    rule: str
    ruling: Ruling | None

    @property
    def floor(self) -> bool:
        return self.ruling is None

    def text(self, seat: int) -> str:
        return "call_floor" if self.ruling is None else self.ruling.text(seat)
