"""The physical table as zones. Every card is in exactly one zone at every moment."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import FULL_DECK, Card
from .errors import EngineError
from .record import record


@record
class HoleCard:
    card: Card
    exposed: bool = False


@dataclass(slots=True)
class Zones:
    """`stub[0]` is the top of the deck."""

    stub: list[Card] = field(default_factory=lambda: list(FULL_DECK))
    hole: dict[int, list[HoleCard]] = field(default_factory=dict)
    burns: list[Card] = field(default_factory=list)
    board: list[Card] = field(default_factory=list)
    muck: list[Card] = field(default_factory=list)
    set_aside: list[Card] = field(default_factory=list)
    stray: list[Card] = field(default_factory=list)  # pitched in front of an empty seat
    boxed: set[Card] = field(default_factory=set)  # lying face up in the stub (a boxed card)

    def all_cards(self) -> list[Card]:
        cards = list(self.stub) + self.burns + self.board + self.muck + self.set_aside
        cards += self.stray
        for held in self.hole.values():
            cards += [h.card for h in held]
        return cards

    def check(self, twice: Card | None = None) -> None:
        """Raise if any card is missing or in two places (it never should be); `twice`: a
        fouled deck's card, the one card that may be there twice (and one card missing)."""
        cards = self.all_cards()
        distinct = 51 if twice is not None and cards.count(twice) == 2 else 52
        if len(cards) != 52 or len(set(cards)) != distinct:
            raise EngineError(
                f"card accounting broken: {len(cards)} cards, {len(set(cards))} distinct"
            )

    def hole_count(self) -> int:
        return sum(len(h) for h in self.hole.values())

    def gather_all(self) -> list[Card]:
        """Every card back into the stub (a misdeal); returns what was gathered."""
        gathered = self.all_cards()[len(self.stub) :]
        self.stub.extend(gathered)
        self.hole = {s: [] for s in self.hole}
        self.burns.clear()
        self.board.clear()
        self.muck.clear()
        self.set_aside.clear()
        self.stray.clear()
        self.boxed.clear()  # gathered and shuffled: every card face down again
        return gathered
