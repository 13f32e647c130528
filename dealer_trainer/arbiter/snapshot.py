"""A read-only picture of the table, made by the arbiter for the GUI (which never mutates).

Everything the view needs is here, so no rule is re-implemented in the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.config import Game, Street
from ..engine.preset import HouseRules
from ..engine.record import record
from ..engine.variant import Variant
from .actions import TraineeAction
from .modes import Mode
from .outcome import Said

if TYPE_CHECKING:
    from .procedure import Phase  # (procedure reads the arbiter, which makes snapshots)


@record
class Message:
    """A message by its catalogue key and parameters, never its words: the edge says it in
    the reader's language (`messages.message_text`)."""

    key: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, **params: object) -> Message:
        return cls(key, tuple(params.items()))

    @property
    def kwargs(self) -> dict[str, object]:
        return dict(self.params)


@record
class Fix:
    """How an open irregularity is put right (Learn shows it with the banner): the rule's
    correction in the book, else the step it owes now (`messages.fix_text` says it)."""

    rule: str
    step: Message | None = None


@record
class HoleView:
    card: Card
    face_up: bool  # exposed by a mistake, or shown at showdown


@record
class SeatView:
    seat: int
    name: str
    stack: int
    bet: int  # chips in front of the seat this round
    hole: tuple[HoleView, ...]
    folded: bool
    all_in: bool
    is_button: bool
    blind: str | None  # "small" | "big" | "straddle" | None
    to_act: bool
    last_action: Said | None  # what he did, for a bubble; None once the round ends
    won: int  # chips pushed to this seat this hand
    mucked: bool = False  # threw the hand away unseen at the showdown (folded is True too)
    pushed: int = 0  # chips he pushed out that wait for the dealer's ruling (not in `bet`)


@record
class RulingAsked:
    """The ruling the dealer owes now, for the picker (the open correction's own answer,
    `Irregularity.asks`): the seat ruled on, the `as:` values its correction accepts, in the
    order the picker offers them (its keys F2.. follow it), and the question's message key
    with the seat named wrongly before, if any (`other`)."""

    seat: int
    choices: tuple[str, ...]
    question: str = "picker.title"
    other: int | None = None


@record
class PotView:
    index: int  # 0 the main pot, 1.. side pots in order of creation
    amount: int
    eligible: tuple[int, ...]
    awarded_to: tuple[int, ...]  # empty until pushed
    # a game split high and low: what each half holds (the engine's `half_amount`, the odd
    # chip high) and the halves pushed so far; 0, 0, () in a game not split
    high: int = 0
    low: int = 0
    halves_pushed: tuple[str, ...] = ()
    # pot.chips_kept: the amounts that went in (each drawn as the bet it was), and whether
    # the dealer has coloured the pot up (then it is drawn in the fewest chips)
    parts: tuple[int, ...] = ()
    colored: bool = False


@record
class MixView:
    """Where a mixed game stands (issue 26; arbiter/rotation.py): this hand's game and the
    next one by their names in the mix (`holdem-limit`, `razz`), how many hands of this game
    are still to come after this one (0: the next hand is the next game's), and in a stud
    hand the seat where the disc stands still (TDA 11-B; None in a flop hand)."""

    game: str
    next_game: str
    hands_left: int
    frozen_button: int | None = None


@record
class RaceView:
    """A chip race on the felt (RULES.md "The chip race and the color-up"; arbiter/race.py):
    the small chip (`remove`) and the new chip (`next`); the small chips lying at each seat
    now (all of them before the color-up, the odd ones after it, none once removed); the new
    chips each seat's full sets were changed for; the count announced (None: not yet); the
    seats given a raced chip, in award order, and the not-raced-out chip; the small chips
    taken out of play (None: not yet); the small chips found in a stack after the race."""

    remove: int
    next: int
    chips: tuple[tuple[int, int], ...]
    made: tuple[tuple[int, int], ...] = ()
    colored: bool = False
    count: int | None = None
    awarded: tuple[int, ...] = ()
    not_raced_out: tuple[int, ...] = ()
    removed: int | None = None
    found: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)  # a dataclass: tests make copies with `replace`
class TableSnapshot:
    hand_number: int
    hands_total: int
    phase: Phase  # where the hand stands in the procedure (procedure.phase)
    street: Street  # the betting round: preflop .. river, or a stud game's third .. seventh
    button: int
    seats: tuple[SeatView, ...]
    stub_count: int
    burns: tuple[Card, ...]
    board: tuple[Card, ...]
    set_aside: tuple[Card, ...]
    muck_count: int
    pots: tuple[PotView, ...]
    to_act: int | None
    open_irregularities: tuple[str, ...]  # rule ids awaiting their correction
    banner: Message | None  # what happened (`banner.<rule>`), never the fix
    complete: bool  # the whole drill is over
    score: int
    game: Game  # the betting structure: no-limit | pot-limit | limit
    small_blind: int
    big_blind: int
    house_rules: HouseRules
    mode: Mode = Mode.PRACTICE  # learn | practice | audition (CONTRACT.md "Modes")
    fix: Fix | None = None  # Learn: how the open irregularity is put right
    stub_top_up: Card | None = None  # a boxed card showing face up on top of the stub
    stray: tuple[tuple[int, Card], ...] = ()  # (empty seat, card) pitched where nobody sits
    # where the button was on the previous hand (the occupied seat before where it belongs),
    # shown while the disc is not where it belongs (CONTRACT.md `button_misplaced`)
    previous_button: int | None = None
    burns_up: tuple[Card, ...] = ()  # burns lying face up (a board card `burn_exposed`)
    # the showdown (issue 15): the hands tabled, in the order shown, and those the dealer has
    # read aloud (showdown.read_hand), in the order read
    tabled: tuple[int, ...] = ()
    read: tuple[int, ...] = ()
    # the seat whose action the dealer rules on now (irregularities.base.ruling_asked), if any,
    # and the ruling asked of him (the choices the picker offers)
    ruling_seat: int | None = None
    ruling: RulingAsked | None = None
    # the game dealt (CONTRACT.md `table.variant`): holdem | omaha | omaha-hilo; the table
    # draws each seat's hole cards (four in Omaha) and the showdown's high and low from it
    variant: Variant = Variant.HOLDEM
    # CONTRACT.md "The shuffle and the dealer's announcements" (arbiter/house.py): at a full
    # table the shuffle's gesture owed now (None: none) and (made, of); the announcement owed
    # now as (seat, "bet" | "raise" | "all_in_button", his total); the seats with the
    # all-in button in front of them
    shuffle_next: str | None = None
    shuffle_made: tuple[int, int] = (0, 0)
    announce_owed: tuple[int, str, int] | None = None
    all_in_buttons: tuple[int, ...] = ()
    # stud: the seat that brings it in, once named (stud.bring_in); each seat's cards lie
    # with their face in `SeatView.hole` (`HoleView.face_up`: an upcard, or a card shown)
    bring_in: int | None = None
    # stud: the seat named last to start a round (`bring_in: S` on third street, then
    # `first_to_act: S`: the high board, razz's low), and in Learn mode the seat the book
    # names next once the street's cards are out (None: nothing to name now, or not Learn)
    stud_first: int | None = None
    stud_due: int | None = None
    # stud: what the disc dropped on a seat names now, `bring_in` or `first_to_act` (the one
    # owed, else the bring-in until one is named), and the seats whose next card the book
    # deals face up (stud.deal): the arbiter's, the GUI sends what they name (None, (): a
    # flop table)
    stud_naming: str | None = None
    stud_up_next: tuple[int, ...] = ()
    # across hands (issue 27; gui/seat_markers.py draws them): the disc stands at an empty
    # seat (button.dead); the seats with chips not dealt in (sitting out, waiting, held off);
    # what each seat owes, (seat, ("small", "big")) (blinds.missed); the hand's ante (0: none)
    button_dead: bool = False
    sitting_out: tuple[int, ...] = ()
    missed: tuple[tuple[int, tuple[str, ...]], ...] = ()
    ante: int = 0
    # a tournament's level this hand and the next one's number (None after the last), or
    # None at a table with no schedule (blinds.schedule)
    level: tuple[int, int | None] | None = None
    # a free-deal session's new players (seat.join) not yet dealt in, or in their first hand:
    # (seat, big | wait | play), how each comes in (arbiter/comings.py)
    newcomers: tuple[tuple[int, str], ...] = ()
    # a mixed game: its game now, the next one and when (MixView); None at a table of one game
    mix: MixView | None = None
    # a chip race drill (chip_race:): the race as the felt shows it; None at a table dealing
    # hands
    race: RaceView | None = None
    # the right next steps (the procedure table's `Arbiter.expected()`, a burn followed by
    # the street it comes before: `report.due`): what the controller fills a click in from
    # (the blind a spot posts, the street the board turns, the pot P picks first); never
    # shown as a hint
    due: tuple[TraineeAction, ...] = ()
    # the street a click on the board turns now (board.flop, board.turn, board.river; the
    # game's row and `due`: `report.board_turns`), None after the last or with no board
    board_turns: Street | None = None
