"""A tabled hand in the dealer's words, in the trainee's language: "two pair, kings and
sevens", "a flush, ace high", "a full house, queens full of fives" (rule showdown.read_hand).

What is said comes from the engine's evaluation (`engine.reading.reading_of`: the category
and the ranks that name it); how it is said comes from the catalogue (area `showdown`):
`term.hand.<category>` for the hand's name (the words the money card and its messages use),
`reading.<category>` for the sentence around it, and each rank in three forms,
`term.rank.one.<R>` (one card: "ace"), `term.rank.at.<R>` (after the preposition of a straight
or a flush, where a language needs an article or a case: "ao ás", "τον άσο") and
`term.rank.many.<R>` (a pair, trips, quads: "aces").
"""

from __future__ import annotations

from ..engine.hands import Category, HandValue
from ..engine.reading import BY_NAME, NAMING, reading_of
from ..engine.record import record
from ..i18n import fill, template

FORMS = ("one", "at", "many")


@record
class HandWords:
    """A reading (category as `engine.reading` names it, naming ranks highest first), made
    into words only when a language asks: a message parameter of this type is said by
    `words` in the message's language (`arbiter.messages`)."""

    category: str
    ranks: tuple[str, ...]
    kickers: tuple[str, ...] = ()  # said only where they decide ("..., ace kicker")

    @classmethod
    def of(cls, value: HandValue, *, kickers: bool = False) -> HandWords:
        category, ranks = reading_of(value)
        if not kickers:
            return cls(category, ranks)
        naming = NAMING[value.category]
        named = {value.cards[i].rank_char for i in naming}
        rest = tuple(c.rank_char for c in value.cards if c.rank_char not in named)
        whole = (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.FULL_HOUSE)
        return cls(category, ranks, () if value.category in whole else rest)

    def reading(self) -> tuple[str, tuple[str, ...]]:
        """What names the hand, kickers aside: two hands that read alike differ by them."""
        return self.category, self.ranks

    @property
    def royal(self) -> bool:
        return BY_NAME.get(self.category) is Category.STRAIGHT_FLUSH and self.ranks[:1] == ("A",)

    def words(self, lang: str = "en") -> str:
        """The reading as a dealer says it, in lower case (a sentence's middle)."""
        key = "reading.royal" if self.royal else f"reading.{self.category}"
        pattern = template(key, lang)
        if pattern is None:  # a catalogue without the area: the category's name alone
            return template(f"term.hand.{self.category}", lang) or self.category
        params: dict[str, str] = {"hand": template(f"term.hand.{self.category}", lang) or ""}
        for i, rank in enumerate(self.ranks[:2]):
            tail = "" if i == 0 else "2"
            for form in FORMS:
                params[form + tail] = template(f"term.rank.{form}.{rank}", lang) or rank
        said = fill(pattern, params)
        if not self.kickers:
            return said
        cards = "-".join(template(f"term.rank.one.{r}", lang) or r for r in self.kickers)
        if self.category in ("flush", "high-card"):  # the other cards, in order: no kickers
            return f"{said}, {cards}"
        key = "reading.kicker" if len(self.kickers) == 1 else "reading.kickers"
        return fill(template(key, lang) or "{said}, {cards}", {"said": said, "cards": cards})

    def title(self, lang: str = "en") -> str:
        """The same, opening with a capital (a label on its own)."""
        text = self.words(lang)
        return text[:1].upper() + text[1:]

    def __str__(self) -> str:
        return self.words("en")
