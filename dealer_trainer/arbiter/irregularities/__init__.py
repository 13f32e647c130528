"""The irregularities, one class per file, registered in `REGISTRY`.

The steps announce the procedure's moments (`moments.py`) through `Arbiter.announce`, which
hands each to `announce` here; the arbiter asks an open correction what it owes
(`correction_expects`) and what a step off it breaks (`diagnose_correction`, `off_turn`).
Adding an irregularity: a file with its `Irregularity` subclass, and its line below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue
from ..procedure import Expect
from .base import Correction, Diagnosis, Irregularity, in_turn
from .blind_wrong_seat import BlindWrongSeat
from .boxed_card import BoxedCard
from .button_not_dead import ButtonNotDead
from .dealt_in_waiting import DealtInWaiting
from .different_back import DifferentBack
from .double_burn import DoubleBurn
from .exposed_card import ExposedCard
from .exposed_misdeal import ExposedMisdeal
from .extra_card import ExtraCard
from .fouled_deck import FouledDeck
from .four_card_flop import FourCardFlop
from .misplaced_button import ButtonMisplaced
from .missed_burn import MissedBurn
from .player_action import PlayerAction
from .pot_pushed_wrong import WrongPush
from .premature_flop import PrematureFlop
from .premature_street import PrematureStreet
from .prior_level import PriorLevel
from .raced_out import RacedOut
from .stud_bring_in import StudWrongBringIn
from .stud_double_burn import StudDoubleBurn
from .stud_exposed import StudExposedDowncard
from .stud_extra import StudExtraCard
from .stud_missed import StudMissedPlayer
from .stud_missed_burn import StudMissedBurn
from .stud_premature import StudPrematureCard
from .stud_seventh import StudSeventhExposed
from .stud_upcard import StudUpcardDown
from .two_boxed import TwoBoxed
from .two_extra import TwoExtra
from .wrong_count import WrongCount
from .wrong_seat import WrongSeat

if TYPE_CHECKING:
    from ..arbiter import Arbiter

REGISTRY: tuple[Irregularity, ...] = (
    StudExposedDowncard(),  # before ExposedCard: a stud downcard turned up is its own
    StudMissedPlayer(),  # before WrongSeat: a later stud street's seat passed over
    StudMissedBurn(),  # before MissedBurn, DoubleBurn: at a stud table, the stud street's
    StudDoubleBurn(),
    ExposedCard(),
    ExposedMisdeal(),
    ExtraCard(),
    TwoExtra(),
    FourCardFlop(),
    PrematureFlop(),
    PrematureStreet(),
    ButtonMisplaced(),
    ButtonNotDead(),
    BlindWrongSeat(),
    DealtInWaiting(),
    PriorLevel(),
    RacedOut(),
    FouledDeck(),
    DifferentBack(),
    WrongPush(),
    PlayerAction(),
    TwoBoxed(),  # before BoxedCard: a second boxed card in the deal is a misdeal
    BoxedCard(),
    WrongSeat(),
    WrongCount(),
    MissedBurn(),
    DoubleBurn(),
    StudWrongBringIn(),
    StudUpcardDown(),
    StudSeventhExposed(),
    StudExtraCard(),
    StudPrematureCard(),
)


def mistake_params() -> dict[MistakeKind, tuple[str, ...]]:
    """Each scheduled kind and the keys its `mistakes:` entry may have besides `kind`: those
    of the irregularities that answer it, then `hand` (every kind's). The scenario
    validator's table and the schema's list of kinds are this."""
    table: dict[MistakeKind, tuple[str, ...]] = {}
    for irr in REGISTRY:
        for kind in irr.kinds:
            known = table.get(kind, ())
            table[kind] = known + tuple(p for p in irr.params if p not in known)
    return {kind: (*table[kind], "hand") for kind in MistakeKind if kind in table}


def announce(arb: Arbiter, cue: Cue) -> bool:
    """Hand a moment to the irregularities listening to it, in the registry's order. At most
    one irregularity happens at a moment: the first that opens a correction or takes the
    step's own operation over (True: the step does not do its default) ends it."""
    for irr in REGISTRY:
        if cue.moment not in irr.moments:
            continue
        before = arb._mistake_fired
        taken = irr.fire(arb, cue)
        if taken or arb._mistake_fired is not before:
            return taken
    return False


def drawable(arb: Arbiter) -> list[Irregularity]:
    """The irregularities free deal may draw at the table the arbiter holds now
    (`Irregularity.drawn_at`): a hand's game, or a session's chip race (a player raced out,
    where a player could be)."""
    return [irr for irr in REGISTRY if irr.drawn_at(arb) and irr.draws]


def random_mistake(arb: Arbiter) -> MistakeSpec:
    """Free deal: one mistake of a kind drawn at random among those the registry's
    irregularities draw at this table (`drawable`: its game and preset, or a chip race),
    shaped by the irregularity that draws it; a kind two of them draw (a card to the wrong
    seat: on third street, or a stud seat passed over later) goes to either at random."""
    drawers = drawable(arb)
    kind = arb.mistake_rng.choice([k for k in MistakeKind
                                   if any(k in irr.draws for irr in drawers)])
    mine = [irr for irr in drawers if kind in irr.draws]
    irr = mine[0] if len(mine) == 1 else arb.mistake_rng.choice(mine)
    return irr.random_spec(arb, kind)


def correction_expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    return c.irregularity.expects(arb, c)


def diagnose_correction(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> Diagnosis:
    return c.irregularity.diagnose(arb, a, first, c)


def judged_first(arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
    """A wrong step an irregularity judges before any other diagnosis."""
    for irr in REGISTRY:
        found = irr.judges(arb, a)
        if found is not None:
            return found
    return None


def refused(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """An action that names nothing an irregularity could answer (`invalid`)."""
    for irr in REGISTRY:
        found = irr.refuses(arb, a)
        if found is not None:
            return found
    return None
def early_expects(arb: Arbiter) -> list[Expect]:
    """Corrections a trainee may start before their error comes to light (`found_after`),
    accepted beside the ordinary procedure and never offered as a hint."""
    return [e for c in in_turn(arb) for e in c.irregularity.early(arb, c)]


def off_turn(arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
    """A step of an open correction taken while the ordinary procedure is owed first."""
    for c in in_turn(arb):
        found = c.irregularity.off_turn(arb, a, c)
        if found is not None:
            return found
    return None


__all__ = ["REGISTRY", "Correction", "Irregularity", "announce", "drawable", "in_turn",
           "random_mistake"]
