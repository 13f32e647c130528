"""What every irregularity is made of: the `Irregularity` base class, the `Correction` it
opens (with its stages), and the bookkeeping all of them share (the hand's scheduled
mistakes, fired once each; opening a correction; noting its steps in the hand's log)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, ClassVar

from ...engine import ops
from ...engine.hand import Hand
from ...engine.ops_noted import CorrectionNoted, IrregularityNoted, MistakeSpent
from ...engine.variant import GameRow
from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..outcome import Event

if TYPE_CHECKING:
    from ..arbiter import Arbiter
    from ..procedure import Expect
    from ..snapshot import RulingAsked

Diagnosis = tuple[str, str, dict[str, object]]  # rule, message key, its parameters


class Family(StrEnum):
    """The tables an irregularity is drawn at by free deal: a game with a button and a board,
    a stud game, or a session's chip race before a hand (a color-up: no hand is dealt there)."""

    FLOP = "flop"
    STUD = "stud"
    RACE = "race"


# a mistake of the deal in every game (a boxed card, a wrong count); a race deals no hand
BOTH = frozenset({Family.FLOP, Family.STUD})


def family(game: GameRow) -> Family:
    return Family.FLOP if game.button else Family.STUD


def table_family(arb: Arbiter) -> Family:
    """The table the arbiter holds now: a chip race's (a session's color-up), else its game's."""
    return Family.RACE if arb.hand.config.race is not None else family(arb.hand.game)


class Stage(StrEnum):
    """One stage of a correction: the step it owes next. An irregularity's `plan` is the
    sequence of them, chosen when it opens (per house-rules preset); DONE ends each."""

    MISDEAL = "misdeal"  # declare a misdeal (then the ordinary shuffle, cut, deal)
    REPLACE_EXPOSED = "replace_exposed"  # after the deal, the seat gets the top card
    RETURN_EXTRA = "return_extra"  # the extra card back on top: it is the next burn
    SCRAMBLE = "scramble"  # TDA four-card flop: one of the four becomes the next burn
    SET_ASIDE = "set_aside"  # a card turned early is set aside
    WAIT = "wait"  # the ordinary procedure goes on until the street to redeal is next
    RETURN = "return"  # the cards back into the stub
    SHUFFLE = "shuffle"
    CUT = "cut"
    BURN = "burn"  # the card dealt again is burnt for (the early card had no burn)
    STREET = "street"  # the street dealt again
    DEAL_DOWN = "deal_down"  # stud: the third card, due up, dealt down (a downcard exposed)
    DONE = "done"


@dataclass(slots=True)
class Correction:
    """An irregularity in progress: which one, its plan, and where in the hand's log it
    opened. How far the correction has got (`stage`) is read from the log since then."""

    rule: str  # the irregularity's rule id
    irregularity: Irregularity
    plan: tuple[Enum, ...]  # its stages, in order, ending with Stage.DONE
    hand: Hand  # the hand it belongs to
    step: int = 0  # the step at which it arose
    seat: int | None = None
    street: str | None = None  # premature: the street whose card came off early
    redeal_street: str | None = None  # the street dealt again after the reshuffle
    pot: int | None = None  # a wrong push: the pot to award again,
    amounts: tuple[tuple[int, int], ...] = ()  # what each seat it belongs to should get,
    hand_number: int = 0  # and the hand it was pushed in (correctable into the next one)
    corrected: bool = False
    closed: bool = False  # no step of it is owed any more
    at: int = field(init=False)  # its place in the hand's log (its irregularity note)

    def __post_init__(self) -> None:
        self.at = len(self.hand.log)

    @property
    def stage(self) -> Enum:
        """The stage owed now: the plan's first not done by the log since it opened."""
        since = self.hand.log[self.at :]
        for s in self.plan:
            if s is Stage.DONE or not self.irregularity.stage_done(self, s, since):
                return s
        return self.plan[-1]

    @property
    def seen(self) -> bool:
        """Has it come to light? Its irregularity note is in the log since it opened. An
        error found only later (`found_after`: a wrong count, a misfired burn) has none yet:
        the table shows nothing of it (no banner), and nothing of it is owed."""
        return any(isinstance(op, IrregularityNoted) and op.rule == self.rule
                   for op in self.hand.log[self.at:])

    def to_json(self) -> dict[str, object]:
        return {"step": self.step, "rule": self.rule, "corrected": self.corrected}


class Irregularity:
    """One irregularity (RULES.md's `error.*`): subclass it in a file of its own and add
    an instance to `REGISTRY` (`irregularities/__init__.py`).

    - `kinds`: the scheduled `MistakeKind`s it answers (a drill's `mistakes:`);
      `draws`: those free deal may draw at random (`random_spec`), at a table of one of its
      `games` (the flop games, the stud games); `params`: the keys a
      drill's entry of those kinds may have besides `kind` and `hand` (the validator's
      table, `mistake_params()`).
    - `rules`: the rule ids it opens.
    - `moments`: the moments (`moments.Moment`) it listens to; `fire` does, at one of them,
      what the mistake does to the table (engine operations only) and opens its
      `Correction` (`open_correction`). At a `BEFORE_*` moment, answering True means it
      took the step's own operation over.
    - `expects(arb, c)`: the steps its open correction owes now (None: none yet, the
      ordinary procedure goes on); `diagnose(arb, a, first, c)`: the rule and message for
      a step off it; `off_turn(arb, a, c)`: for a step of its correction taken while the
      ordinary procedure is owed first (None: not one).
    """

    kinds: ClassVar[tuple[MistakeKind, ...]] = ()
    draws: ClassVar[tuple[MistakeKind, ...]] = ()
    # the families of games free deal draws it in: it fires there and is put right there
    # (a flop game's mistake that does neither in a stud hand is not drawn there)
    games: ClassVar[frozenset[Family]] = frozenset({Family.FLOP})
    params: ClassVar[tuple[str, ...]] = ()
    rules: ClassVar[tuple[str, ...]] = ()
    moments: ClassVar[frozenset[Moment]] = frozenset()
    # owed at once, before any older correction still open (a ruling: betting waits for it,
    # even while a premature card waits for the round to complete)
    first: ClassVar[bool] = False

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        return False

    def drawn_at(self, arb: Arbiter) -> bool:
        """May free deal draw it for this table: is it one of its `games` (a chip race's
        table is none of the games')?"""
        return table_family(arb) in self.games

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """One mistake of this kind drawn in free deal (by default: after one or two
        decisions of its betting round)."""
        return MistakeSpec(kind, after=arb.mistake_rng.randint(1, 2), hand=arb.hand_number)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        raise NotImplementedError

    def diagnose(
        self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
    ) -> Diagnosis:
        raise NotImplementedError

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        return None

    def judges(self, arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
        """A wrong step this irregularity judges before any other diagnosis (a ruling owed
        on a player's action), or None."""
        return None

    def refuses(self, arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
        """An action that names nothing this irregularity could answer (`invalid`), or None."""
        return None
    def asks(self, arb: Arbiter, c: Correction) -> RulingAsked | None:
        """The ruling its correction waits for now, for the picker on screen: the seat, the
        `as:` values the correction accepts and the question (None: no ruling owed now)."""
        return None

    def owed_first(self, arb: Arbiter, c: Correction) -> bool:
        """Is its correction owed before the older ones (`first`, or by the table now)?"""
        return self.first

    def early(self, arb: Arbiter, c: Correction) -> list[Expect]:
        """Steps of its correction accepted before it comes to light (none by default)."""
        return []

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        """Is this stage of the correction done, by the hand's log since it opened?
        (Override it for a stage of one's own.)"""
        return logged(c, stage, since)

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        """The hand ended with the correction still open: what was owed by then counts."""

    def carries_over(self, arb: Arbiter, c: Correction) -> bool:
        """The correction stays open into the drill's next hand (a wrong push)."""
        return False


class OfTheDeal(Irregularity):
    """An irregularity of the deal: a misdeal (Moment.MISDEAL) voids the deal it belonged
    to; its open corrections other than a misdeal are closed (nothing is owed for a void
    deal), and its scheduled mistakes fire no more (the redeal is clean). Subclasses write
    `fire_in_deal` for their other moments."""

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls.moments = cls.moments | {Moment.MISDEAL}

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        if cue.moment is not Moment.MISDEAL:
            return self.fire_in_deal(arb, cue)
        for c in arb.open_corrections():
            if c.irregularity is self and Stage.MISDEAL not in c.plan:
                c.closed = c.corrected = True
        for i, _ in pending(arb, *self.kinds):
            spend(arb, i, "voided")
        return False

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        return False


def pending(arb: Arbiter, *kinds: MistakeKind) -> Iterator[tuple[int, MistakeSpec]]:
    """This hand's scheduled mistakes of these kinds that have not fired yet (nor been
    voided): read from the hand's log (`ledger.spent_mistakes`)."""
    spent = ledger.spent_mistakes(arb.hand)
    for i, m in enumerate(arb.scheduled):
        if m.kind in kinds and i not in spent:
            yield i, m


def spend(arb: Arbiter, i: int, how: str = "fired") -> None:
    """This hand's scheduled mistake `i` is spent: it fired (each fires once), or a misdeal
    or a void hand took it away (`voided`: the hand dealt again is clean). The hand's log
    keeps it, as a `mistake` note, for `pending` to read."""
    arb.hand.note(MistakeSpent(i, arb.scheduled[i].kind.value, how))


def in_turn(arb: Arbiter) -> list[Correction]:
    """The open corrections in the order they are owed: one owed at once
    (`Irregularity.owed_first`: a ruling betting waits for, a boxed card lying face up where
    it went) before the others, then the oldest first. Every scan that asks which
    correction comes next reads this order."""
    return sorted(arb.open_corrections(), key=lambda c: not c.irregularity.owed_first(arb, c))


def ruling_asked(arb: Arbiter) -> RulingAsked | None:
    """The ruling the dealer owes now: the first open correction, in the order owed and come
    to light, that asks one (`Irregularity.asks`)."""
    for c in in_turn(arb):
        asked = c.irregularity.asks(arb, c) if c.seen else None
        if asked is not None:
            return asked
    return None


def open_correction(arb: Arbiter, c: Correction) -> None:
    """The irregularity happened: its correction is owed from now on (the step's outcome
    is `irregularity`)."""
    arb.corrections.append(c)
    arb.hand.note(IrregularityNoted(c.rule))
    arb._mistake_fired = c
    arb._events.append(Event("mistake", c.seat, rule=c.rule))


def note_correction(arb: Arbiter, c: Correction, step: str, detail: str = "") -> None:
    """A step of `c` was done (`step`, an action's name; `detail`, what it was done to): the
    stage it finishes is done, by the log."""
    arb.hand.note(CorrectionNoted(c.rule, step, detail))


def corrections_noted(c: Correction, since: Sequence[ops.Op]) -> list[CorrectionNoted]:
    """The steps of `c`'s correction noted in these records."""
    return [op for op in since if isinstance(op, CorrectionNoted) and op.rule == c.rule]


def owed(arb: Arbiter, stage: Enum) -> bool:
    """An open correction has this stage in its plan (a misdeal owed, say)."""
    return any(stage in c.plan for c in arb.open_corrections())


# the correction note (`note_correction`) that marks each stage done
NOTED = {
    Stage.MISDEAL: "misdeal",
    Stage.REPLACE_EXPOSED: "replace_exposed",
    Stage.RETURN_EXTRA: "return_extra",
    Stage.SCRAMBLE: "scramble_flop",
    Stage.SET_ASIDE: "set_aside",
    Stage.BURN: "burn",
    Stage.DEAL_DOWN: "deal_down",
}


def logged(c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
    """A stage of the shared ones is done by the log: its correction note is there (the
    reshuffle and the recut: a shuffle, then a cut, after the cards went back)."""
    notes = [
        (i, op.step)
        for i, op in enumerate(since)
        if isinstance(op, CorrectionNoted) and op.rule == c.rule
    ]
    if stage in NOTED:
        return any(a == NOTED[stage] for _, a in notes)
    if stage is Stage.STREET:
        return any(a in ledger.STREET_CARDS for _, a in notes)
    back = next((i for i, a in notes if a == "return_to_deck"), None)
    if stage is Stage.RETURN or back is None:
        return back is not None
    after = range(back, len(since))
    shuffled = next((i for i in after if isinstance(since[i], ops.Shuffling)), None)
    if stage is Stage.SHUFFLE or shuffled is None:
        return shuffled is not None
    return stage is Stage.CUT and any(isinstance(op, ops.Cutting) for op in since[shuffled:])
