"""Everything a drill needs to start: the table, the deck, the players' script, the mistakes."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.config import Street, TableConfig
from ..engine.decision import Decision
from ..engine.errors import EngineError
from ..engine.rake import RakeRule
from .mistakes import MistakeSpec
from .modes import Mode
from .rotation import Rotation
from .rulings import Attempt


@dataclass(frozen=True, slots=True)
class ScriptedDecision:
    """A scenario's decision for one player, with where it was written (for error messages).

    A non-standard entry (CONTRACT.md "Players' non-standard actions") carries its `attempt`,
    the dealer's ruling to come; `show` is a hole card the player turns up himself (an event,
    not a decision). For `action: chips`, `say` and `show`, `decision` names only the seat
    (its action is a check that is never played).
    """

    decision: Decision
    where: str | None = None
    attempt: Attempt | None = None
    show: int | None = None
    # stud.bring_in, stud.completion: `bring_in` or `complete` (the decision names the seat)
    stud: str | None = None


@dataclass(frozen=True, slots=True)
class ScriptedRequest:
    """A player's request for a count (`ask_pot`, or `ask_count` of seat `of`), made when
    `before` scripted decisions of its round have been played (CONTRACT.md "Money at the
    table"); `where` as for a decision."""

    seat: int
    what: str  # "pot" | "all_in"
    before: int
    of: int | None = None
    where: str | None = None


@dataclass(frozen=True, slots=True)
class DrillSetup:
    config: TableConfig
    scenario_id: str = "free-deal"
    deck_order: tuple[Card, ...] = ()
    seed: int = 0
    decisions: dict[Street, tuple[ScriptedDecision, ...]] = field(default_factory=dict)
    mistakes: tuple[MistakeSpec, ...] = ()
    hands: int = 1
    # showdown.muck: seats that muck unseen at the showdown even with a hand that would win
    # (a player who plays the board and throws his cards away loses his claim)
    showdown_mucks: tuple[int, ...] = ()
    random_mistakes: float = 0.0  # free deal: the chance that a hand carries one random mistake
    # free deal: the chance that a player whose hand is beaten by one already tabled throws
    # it away unseen at the showdown, as players do (the dealer must not push to him)
    beaten_muck: float = 0.0
    # free deal: a player who loses his last chip buys in again and keeps his seat; in a
    # drill he leaves, so the button passes his seat by (button.move: the next occupied seat)
    rebuy: bool = False
    # a free-deal session (arbiter/free_session.py): a busted player leaves, unless fewer
    # than this many players with chips would be ready (0: as `rebuy` says)
    rebuy_below: int = 0
    lang: str = "en"
    # free deal: the chance that a bot, instead of a clean decision, does something the dealer
    # must rule on (chips pushed out, a word: arbiter/bot_attempts.py)
    random_rulings: float = 0.0
    # free deal: the chance, at each spot where the rules allow it, that the player to act
    # first asks for the pot (pot limit) or an all-in's size (arbiter/money/asks.py)
    random_asks: float = 0.0
    # money at the table: players' requests per round, the house's rake and drop, readings
    requests: dict[Street, tuple[ScriptedRequest, ...]] = field(default_factory=dict)
    rake: RakeRule | None = None
    read_hands: bool = False
    mode: Mode = Mode.PRACTICE  # CONTRACT.md "Modes"; today only recorded
    # seat.sit_out (cash games): the seats sitting out from hand 1, and from a later hand
    # (`between_hands: sit_out`, as (hand, seat)); blinds.missed: what each seat owes at hand 1
    sitting_out: frozenset[int] = frozenset()
    sit_outs: tuple[tuple[int, int], ...] = ()
    owes: tuple[tuple[int, tuple[str, ...]], ...] = ()
    # CONTRACT.md "The shuffle and the dealer's announcements" (arbiter/house.py):
    # `table.shuffle` quick (one `shuffle`) or full (deck.shuffle's gestures, then the cut),
    # and `table.announce` (deal.announce; always on in an audition)
    shuffle: str = "quick"
    announce: bool = False
    # tournament.hand_for_hand (`table.hand_for_hand`): after an all-in call, the dealer stops
    # for the floor before any card is turned (arbiter/tournament.py)
    hand_for_hand: bool = False
    # blinds.missed: (hand, seat, owed | wait): back from hand N (hand 1: a seat that owes
    # and does not sit out); who is dealt in is the arbiter's (arbiter/comings.py)
    backs: tuple[tuple[int, int, str], ...] = ()
    # seat.join: (hand, seat, big | wait) a new player from hand N (his name and chips are
    # the seat's in `config`, empty until then); a player who leaves: (hand, seat)
    joins: tuple[tuple[int, int, str], ...] = ()
    leaves: tuple[tuple[int, int], ...] = ()
    # seat.balance: the hands before whose first shuffle the floor takes a player
    balances: tuple[int, ...] = ()
    # players_by_hand: the scripted decisions of hands 2 and later (hand 1's: `decisions`)
    later_decisions: dict[int, dict[Street, tuple[ScriptedDecision, ...]]] = field(
        default_factory=dict)
    # a mixed game (arbiter/rotation.py): each hand's game; `config` is then the flop table
    rotation: Rotation | None = None
    # a tournament session (free deal's `--tournament`, arbiter/color_up.py): the smallest
    # chip follows the levels, and the first hand of a level that removes one begins with
    # the chip race (race.*)
    color_ups: bool = False

    # house.time_collection: (amount, hands): time due from each player dealt in at the
    # start of those hands
    time_collection: tuple[int, tuple[int, ...]] | None = None

    def time_due(self, hand: int) -> int:
        """house.time_collection: what each player dealt in pays at hand `hand` (0: none)."""
        tc = self.time_collection
        return tc[0] if tc is not None and hand in tc[1] else 0

    def later_seats(self) -> frozenset[int]:
        """The seats of players who join after hand 1: empty until they do."""
        return frozenset(seat for n, seat, _ in self.joins if n > 1)

    def script(self, hand: int) -> dict[Street, tuple[ScriptedDecision, ...]]:
        """The scripted decisions of hand `hand` (none: the bots play it)."""
        return self.decisions if hand == 1 else self.later_decisions.get(hand, {})

    def __post_init__(self) -> None:
        # one smallest chip at a table: the rake is rounded down to the one the splits use
        if self.rake is not None and self.rake.chip != self.config.chip:
            raise EngineError(f"the rake's chip ({self.rake.chip}) is not the table's smallest "
                              f"chip ({self.config.chip})")
